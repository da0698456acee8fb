import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileWat, wasmModuleSource } from '../../../scripts/wasm.mjs';
import { corpus, specsDir } from '../../../test/support/spec-index.js';
import { JSON_SCAN_WASM } from './json-scan-wasm.js';
import { checkJsonNesting, MAX_NESTING, scanJsonBytes } from './parse-text.js';
import { mayHaveExternalRefs } from '../resolve/bundle.js';
import { mayHaveExternalRefBytes } from './outline-skeleton.js';
import { cutJsonBytesWasm, indexJsonBytesWasm, scanJsonBytesWasm } from './wasm-scan.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('the nesting and non-ASCII scan in WebAssembly (json-scan.wat)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is json-scan.wat as scripts/wasm.mjs compiles it (run it after editing the .wat)', async () => {
    const bytes = await compileWat(new URL('./json-scan.wat', import.meta.url).pathname);
    expect(JSON_SCAN_WASM).toBe(bytes.toString('base64'));
    expect(readFileSync(new URL('./json-scan-wasm.ts', import.meta.url), 'utf8')).toBe(wasmModuleSource(bytes));
  });

  it('gives what the JavaScript loop gives on texts built from the bytes that matter, at every limit', () => {
    // Quotes, backslashes (in strings and out), brackets, non-ASCII characters and filler, at any
    // place in or across the 16-byte blocks.
    const piece = fc.constantFrom('"', '\\', '{', '}', '[', ']', 'a', ' ', ':', ',', 'é', '✓', '🚀', '\\"', '\\\\', 'x'.repeat(15), 'y'.repeat(17));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 200 }), fc.integer({ min: 0, max: 12 }), (pieces, max) => {
        const bytes = utf8(pieces.join(''));
        const fast = scanJsonBytesWasm(bytes, max)!;
        const slow = scanJsonBytes(bytes, max);
        expect(fast.tooDeepAt).toBe(slow.tooDeepAt);
        // (Past a nesting too deep the JavaScript loop stops looking for the first non-ASCII byte.)
        if (slow.tooDeepAt === -1) expect(fast.firstNonAscii).toBe(slow.firstNonAscii);
      }),
      { numRuns: 3000 },
    );
  });

  it('skips an escaped quote or backslash at every offset of a block, the last one escaping the next block’s first byte', () => {
    for (let at = 0; at < 48; at++) {
      for (const escaped of ['\\"', '\\\\']) {
        // An escaped quote ends no string; an escaped backslash escapes nothing after it.
        const text = `["${'a'.repeat(at)}${escaped}[[", [[[["b"]]]], "{{", "c\\\\"]`;
        const bytes = utf8(text);
        for (const max of [3, 4, 5]) expect(scanJsonBytesWasm(bytes, max), `${escaped} at ${at + 2}, max ${max}`).toEqual(scanJsonBytes(bytes, max));
      }
    }
  });

  it('carries its state across its 64 KB slices: a string, an escape and the depth that cross one', () => {
    for (const pad of [65_536 - 20, 65_536 - 17, 65_536 - 16, 65_536 - 2, 65_536 - 1]) {
      // A string with an escaped quote that ends across the slice's end, brackets inside it, then nesting after.
      const text = `[{"a":"${'x'.repeat(pad)}\\"[[[{{{"},${'['.repeat(6)}é${']'.repeat(6)}]`;
      const bytes = utf8(text);
      for (const max of [4, 7, 8, MAX_NESTING]) {
        const fast = scanJsonBytesWasm(bytes, max)!;
        const slow = scanJsonBytes(bytes, max);
        expect(fast.tooDeepAt, `pad ${pad}, max ${max}`).toBe(slow.tooDeepAt);
        if (slow.tooDeepAt === -1) expect(fast.firstNonAscii, `pad ${pad}, max ${max}`).toBe(slow.firstNonAscii);
      }
      expect(scanJsonBytesWasm(bytes, MAX_NESTING)).toEqual({ tooDeepAt: -1, firstNonAscii: pad + 24 });
    }
  });

  const dir = specsDir();
  const jsonFiles = corpus().filter((e) => /\.json$/.test(e.path));
  it('gives what the JavaScript loop gives on every JSON description of the corpus', () => {
    if (!dir) return;
    expect(jsonFiles.length).toBeGreaterThan(10);
    for (const entry of jsonFiles) {
      const bytes = readFileSync(dir + entry.path);
      for (const max of [MAX_NESTING, 6, 3]) expect(scanJsonBytesWasm(bytes, max), `${entry.path} at ${max}`).toEqual(scanJsonBytes(bytes, max));
    }
  });

  it('names the same line and column as before when the bytes nest too deep', () => {
    const bytes = utf8(`{"openapi":"3.1.0","info":{"title":"Zürich","version":"1"},\n"x":${'['.repeat(70_000)}${']'.repeat(70_000)}}`);
    expect(() => checkJsonNesting(bytes, 'deep.json')).toThrow(/deep.json nests deeper than 1000 levels at line 2, column 1004:/);
  });

  it('leaves the scan to JavaScript where WebAssembly cannot run (a CSP without wasm-unsafe-eval, no SIMD)', async () => {
    // What Chromium throws there: WebAssembly.Module is a constructor that refuses.
    const refuse = vi.fn(function refuseToCompile(): never {
      throw new Error('WebAssembly.Module(): Wasm code generation disallowed by embedder');
    });
    vi.stubGlobal('WebAssembly', { Module: refuse });
    vi.resetModules();
    const wasm = await import('./wasm-scan.js');
    const text = await import('./parse-text.js');
    const bytes = utf8(`{"a":"é",${'"b":1,'.repeat(20_000)}"c":${'['.repeat(1001)}${']'.repeat(1001)}}`);
    expect(wasm.scanJsonBytesWasm(bytes, MAX_NESTING)).toBeUndefined();
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(() => text.checkJsonNesting(bytes, 'deep.json')).toThrow(/nests deeper than 1000 levels at line 1, column 121013:/);
    expect(text.checkJsonNesting(utf8(`{"a":"é",${'"b":1,'.repeat(20_000)}"c":0}`), 'fine.json')).toBe(6);
    // Compiled once: the refusal is remembered.
    expect(refuse).toHaveBeenCalledTimes(1);
  });
});

/** The containers nested `level` deep or less, as [open, close] offsets in the order they open: the plain way, for indexJsonBytesWasm. */
function containers(bytes: Uint8Array, level: number): number[] {
  const out: number[] = [];
  const open: number[] = [];
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]!;
    if (c === 0x22) {
      for (i++; i < bytes.length && bytes[i] !== 0x22; i++) if (bytes[i] === 0x5c) i++;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth >= 1 && depth <= level) {
        open[depth] = out.length;
        out.push(i, 0);
      }
    } else if (c === 0x7d || c === 0x5d) {
      if (depth >= 1 && depth <= level) out[open[depth]! + 1] = i;
      depth--;
    }
  }
  return out;
}

describe('the container index of the same scan (json-scan.wat record)', () => {
  it('lists each container nested up to the level with its brackets, on texts built from the bytes that matter', () => {
    const piece = fc.constantFrom('"', '\\', '{', '}', '[', ']', 'a', ' ', 'é', '\\"', 'x'.repeat(15), '{"k":[1,{}]}');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 200 }), fc.integer({ min: 1, max: 6 }), (pieces, level) => {
        const bytes = utf8(pieces.join(''));
        const index = indexJsonBytesWasm(bytes, level, MAX_NESTING);
        // Undefined only when the scan stops: nesting past the limit, which these texts do not reach.
        expect(index).toBeDefined();
        expect(Array.from(index!.pairs)).toEqual(containers(bytes, level));
      }),
      { numRuns: 3000 },
    );
  });

  it('is the plain listing on every JSON description of the corpus, and gives up past the nesting limit', () => {
    const dir = specsDir();
    const jsonFiles = corpus().filter((e) => /\.json$/.test(e.path));
    if (dir) {
      for (const entry of jsonFiles) {
        const bytes = readFileSync(dir + entry.path);
        expect(Array.from(indexJsonBytesWasm(bytes, 5, MAX_NESTING)!.pairs), entry.path).toEqual(containers(bytes, 5));
      }
    }
    expect(indexJsonBytesWasm(utf8('['.repeat(12) + ']'.repeat(12)), 5, 10)).toBeUndefined();
  });

  it('gives up when there are more containers than it has room for (one per sixteen bytes)', () => {
    const dense = utf8('[' + '[],'.repeat(300_000) + '[]]');
    expect(indexJsonBytesWasm(dense, 2, MAX_NESTING)).toBeUndefined();
    expect(indexJsonBytesWasm(dense, 1, MAX_NESTING)!.pairs).toEqual(new Int32Array([0, dense.length - 1]));
  });
});

/** A rule table as json-scan.wat's `cut` reads it (see RULE_TABLE in outline-skeleton.ts): each rule [action for other keys, { key: action }]. */
function ruleTable(rules: [number, Record<string, number>][]): Uint8Array {
  const entries = rules.reduce((n, [, named]) => n + Object.keys(named).length, 0);
  const namesAt = (rules.length + entries) * 12;
  const ints: number[] = [];
  const names: number[] = [];
  let entryAt = rules.length * 12;
  for (const [other, named] of rules) {
    ints.push(other, Object.keys(named).length, entryAt);
    entryAt += Object.keys(named).length * 12;
  }
  for (const [, named] of rules)
    for (const [key, action] of Object.entries(named)) {
      ints.push(key.length, namesAt + names.length, action);
      names.push(...utf8(key));
    }
  const table = new Uint8Array(namesAt + names.length);
  ints.forEach((n, i) => new DataView(table.buffer).setInt32(i * 4, n, true));
  table.set(names, namesAt);
  return table;
}

describe('the skeleton cut of the same instance (json-scan.wat cut)', () => {
  // Rule 0 keeps other keys, cuts `a` by rule 1 and `s` by rule 2; rule 1 keeps only `k`; rule 2 replaces each object by {}.
  const table = ruleTable([
    [1, { a: 4, s: 5 }],
    [0, { k: 1 }],
    [2, {}],
  ]);
  const cut = (text: string): ReturnType<typeof cutJsonBytesWasm> => cutJsonBytesWasm(utf8(text), 5, MAX_NESTING, 0, table);
  const textOf = (text: string): string => {
    const result = cut(text);
    if (!result || typeof result === 'string' || !('skeleton' in result)) throw new Error(`no cut: ${JSON.stringify(result)}`);
    return new TextDecoder().decode(result.skeleton);
  };

  it('keeps, leaves out and replaces members by the rules, nested: kept values as written, the space between members gone', () => {
    expect(textOf('{ "a" : { "k" : [1, {"x": "}"}], "z": {"k": 2} }, "s": {"p": {"q": 1}, "r": 2, "t": []}, "b": "\\"" }')).toBe(
      '{"a":{"k":[1, {"x": "}"}]},"s":{"p":{},"r":2,"t":[]},"b":"\\""}',
    );
    expect(cut('{"a":{}} ')).toMatchObject({ end: 8, firstNonAscii: -1, bytes: utf8('{"a":{}} ') });
    expect(cut('{"é":1}')).toMatchObject({ firstNonAscii: 2 });
  });

  it('passes over containers nested deeper than the list goes, bracket by bracket', () => {
    // A list of the top level alone: every other container is passed over by its brackets.
    const deep = '[[[[[[["]"]]]]]]]';
    const result = cutJsonBytesWasm(utf8(`{"a":{"x":${deep},"k":${deep}}}`), 1, MAX_NESTING, 0, table);
    expect(result && typeof result === 'object' && 'skeleton' in result && new TextDecoder().decode(result.skeleton)).toBe(`{"a":{"k":${deep}}}`);
    expect(cutJsonBytesWasm(utf8(`{"a":{"x":${deep}]}}`), 1, MAX_NESTING, 0, table)).toBe('not-json');
  });

  it('reads a key with an escape where the rule names no key, and hands it back where one does', () => {
    expect(textOf('{"s":{"p\\/q":{"r":1}}}')).toBe('{"s":{"p\\/q":{}}}');
    expect(cut('{"\\u0061":{"k":1}}')).toEqual({ escaped: true, firstNonAscii: -1 });
    expect(cut('{"a":{"\\u006b":1}}')).toEqual({ escaped: true, firstNonAscii: -1 });
  });

  it.each([
    ['an unclosed string', '{"a":"b}'],
    ['an unclosed object', '{"a":{"k":1}'],
    ['a missing colon', '{"a" 1}'],
    ['a key that is no string', '{a:1}'],
    ['a missing comma', '{"b":1 "c":2}'],
  ])('says the bytes are not JSON at %s', (_, text) => {
    expect(cut(text)).toBe('not-json');
  });

  it('gives up past the nesting limit', () => {
    expect(cutJsonBytesWasm(utf8('{"x":' + '['.repeat(12) + ']'.repeat(12) + '}'), 5, 10, 0, table)).toBeUndefined();
  });
});

describe('the reference check: mayHaveExternalRefs on text, mayHaveExternalRefBytes on bytes, and json-scan.wat refs in the instance', () => {
  const table = ruleTable([[1, {}]]);
  const external = (bytes: Uint8Array): boolean => cutJsonBytesWasm(bytes, 5, MAX_NESTING, 0, table) === 'external';

  it.each([
    ['{"$ref": "#/a"}', false],
    ['{"$ref":"other.json"}', true],
    ['{"$ref" : \'x.yaml\'}', true],
    ['{"$ref": {"type": "string"}}', false],
    ['{"$refs": "x"}', false],
    ['{"$ref":\u00a0"a.json"}', true],
    ['{"$ref":\u00a0#/a}', false],
    ['{"a": "$ref: ./a.yaml"}', true],
    ['$ref: ./a.yaml', true],
    ['{"a": "$re', false],
  ])('%s: %s (and no cut when true)', (text, expected) => {
    expect(mayHaveExternalRefs(text)).toBe(expected);
    expect(mayHaveExternalRefBytes(utf8(text))).toBe(expected);
    expect(external(utf8(text))).toBe(expected);
  });

  it('answers alike in all three, with every kind of \\s', () => {
    const spaces = [' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
    const part = fc.constantFrom('$ref', '"', "'", ':', '#', '{', '[', 'a', '.', '$', 'r', 'é', '\u200b', '\u2030', '\u00a1', 'x'.repeat(13), ...spaces);
    fc.assert(
      fc.property(fc.array(part, { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        const bytes = utf8(text);
        const expected = mayHaveExternalRefs(text);
        expect(mayHaveExternalRefBytes(bytes)).toBe(expected);
        expect(external(bytes)).toBe(expected);
      }),
      { numRuns: 20000 },
    );
  });
});
