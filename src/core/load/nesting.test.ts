import { describe, expect, it } from 'vitest';
import { DescriptionError } from './description-error.js';
import { loadDescription } from './load-description.js';
import { jsonStart, jsonTextTooDeepAt, jsonTooDeepAt, MAX_NESTING, parseText, scanJsonBytes } from './parse-text.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const noFetch = (): Promise<string> => Promise.reject(new Error('no fetch'));
const head = '{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{},"x-deep":';

describe('descriptions nesting deeper than MAX_NESTING (found by the fuzz test: stack overflows in the model)', () => {
  it('finds the first offset past the limit in JSON text, skipping brackets inside strings', () => {
    expect(jsonTooDeepAt(utf8('[[["[[[[\\"[["]]]'), 3)).toBe(-1);
    expect(jsonTooDeepAt(utf8('{"a":[[1]]}'), 2)).toBe(6);
    expect(jsonTooDeepAt(utf8('[]'.repeat(5000)), 1)).toBe(-1);
    // Multi-byte characters (and a byte-order mark) are never taken for quotes or brackets: the offset counts bytes.
    expect(jsonTooDeepAt(utf8('\ufeff{"é[":["ü{",[1]]}'), 2)).toBe(3 + 14);
  });

  it('finds the same in text already decoded, counting characters (jsonTextTooDeepAt)', () => {
    for (const [text, max] of [
      ['[[["[[[[\\"[["]]]', 3],
      ['{"a":[[1]]}', 2],
      ['[]'.repeat(5000), 1],
      ['{"a\\\\":[{"b":"}}]"}]]', 2],
    ] as const) {
      expect(jsonTextTooDeepAt(text, max)).toBe(jsonTooDeepAt(utf8(text), max));
    }
    // The byte-order mark and each character count one.
    expect(jsonTextTooDeepAt('\ufeff{"é[":["ü{",[1]]}', 2)).toBe(13);
  });

  it('finds, in the same pass, the first non-ASCII byte: in a key, a value, after a backslash, outside strings, or none', () => {
    for (const text of ['{"a":"b"}', '{"é":1}', '["x", "a✓"]', '["\\é", "ü"]', '[1, é]', '\ufeff{"a":"ü"}', '{"a":"\\"}é', '']) {
      const bytes = utf8(text);
      expect(scanJsonBytes(bytes).firstNonAscii, text).toBe(bytes.findIndex((b) => b >= 0x80));
    }
    // The backslash case byte by byte: a quote, a backslash, then the first byte of é.
    expect(scanJsonBytes(new Uint8Array([0x22, 0x5c, 0xc3, 0xa9, 0x22])).firstNonAscii).toBe(2);
    expect(scanJsonBytes(utf8('[[[1]]]'), 2)).toEqual({ tooDeepAt: 2, firstNonAscii: -1 });
  });

  it('knows JSON bytes by their first character after a byte-order mark and white space', () => {
    expect(jsonStart(utf8(' \n\t{"a":1}'))).toBe(3);
    expect(jsonStart(new Uint8Array([0xef, 0xbb, 0xbf, 0x5b, 0x5d]))).toBe(3);
    expect(jsonStart(utf8('openapi: 3.1.0'))).toBe(-1);
    expect(jsonStart(new Uint8Array())).toBe(-1);
  });

  it('names the line and column in characters when fetched bytes nest too deep', async () => {
    const text = `{"info":{"title":"Zürich ✓"},\n "x":${'['.repeat(1001)}${']'.repeat(1001)}}`;
    const load = loadDescription({ kind: 'bytes', bytes: utf8(text), url: 'https://example.test/deep.json' }, noFetch);
    // Level 1,001 (the object around it is level 1) is the 1,000th bracket: line 2, after ` "x":` (5 characters) and 999 brackets.
    await expect(load).rejects.toThrow(/https:\/\/example.test\/deep.json nests deeper than 1000 levels at line 2, column 1005:/);
  });

  it.each([
    ['JSON', `${head}${'['.repeat(10_000)}${']'.repeat(10_000)}}`, /nests deeper than 1000 levels at line 1, column \d+/],
    [
      'YAML (flow)',
      `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\nx-deep: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`,
      /YAML syntax error .*maxDepth|nesting exceeds|deeper than/i,
    ],
  ])('refuses %s text 10,000 levels deep with a DescriptionError', (_kind, text, message) => {
    let thrown: unknown;
    try {
      parseText(text, 'deep.json');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DescriptionError);
    expect((thrown as Error).message).toMatch(message);
  });

  it('refuses an object 10,000 levels deep, naming where', async () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    const load = loadDescription({ kind: 'object', object: { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, 'x-deep': deep }, url: 'https://example.test/api' }, noFetch);
    await expect(load).rejects.toThrow(DescriptionError);
    await expect(load).rejects.toThrow(/https:\/\/example.test\/api nests deeper than 1000 levels at \/x-deep\/a\/a/);
  });

  it('accepts nesting just under the limit', async () => {
    const n = MAX_NESTING - 5;
    const loaded = await loadDescription({ kind: 'text', text: `${head}${'['.repeat(n)}${']'.repeat(n)}}`, url: 'https://example.test/api.json' }, noFetch);
    expect(loaded.doc['x-deep']).toBeDefined();
  });
});

describe('a YAML "billion laughs" alias bomb', () => {
  const bomb = [
    'openapi: 3.1.0',
    "info: {title: lol, version: '1'}",
    'paths: {}',
    'x-a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
    ...'bcdefghi'.split('').map((c, i) => `x-${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
    'x-bomb: [*i, *i, *i]',
  ].join('\n');

  it('is refused with a clear error, quickly, instead of expanding to billions of nodes', async () => {
    const started = performance.now();
    const load = loadDescription({ kind: 'text', text: bomb, url: 'https://example.test/lol.yaml' }, noFetch);
    await expect(load).rejects.toThrow(DescriptionError);
    await expect(load).rejects.toThrow(/YAML aliases in https:\/\/example.test\/lol.yaml expand to more than 10,000,000 nodes/);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('leaves ordinary anchors and aliases alone', async () => {
    const text = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a: {get: &op {responses: {'200': {description: ok}}}}\n  /b: {get: *op}\n";
    const loaded = await loadDescription({ kind: 'text', text, url: 'https://example.test/ok.yaml' }, noFetch);
    expect(Object.keys(loaded.doc.paths as object)).toEqual(['/a', '/b']);
  });
});
