import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corpus, specsDir } from '../../../test/support/spec-index.js';
import { loadDescription } from '../load/load-description.js';
import { scanJsonBytes } from '../load/parse-text.js';
import { cutSkeleton, mayHaveExternalRefBytes } from '../load/outline-skeleton.js';
import { outlineOf } from './description-model.js';
import { SKELETON_FROM, skeletonOutline } from './skeleton-outline.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const noFetch = (): Promise<string> => Promise.reject(new Error('no fetch'));
const URL = 'https://example.com/d.json';

/** The bytes padded with blanks to SKELETON_FROM (the size is the caller's choice, not the cut's). */
function padded(bytes: Uint8Array): Uint8Array {
  if (bytes.length >= SKELETON_FROM) return bytes;
  const big = new Uint8Array(SKELETON_FROM).fill(0x20);
  big.set(bytes);
  return big;
}

// The cut written again over parsed values, the plain way: what JSON.parse of the skeleton must give.
type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const mapObj = (o: Record<string, Json>, f: (v: Json, k: string) => Json): Record<string, Json> => {
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(o)) {
    const r = f(v, k);
    if (r !== undefined) out[k] = r;
  }
  return out;
};
const OP_FIELDS = ['summary', 'operationId', 'tags', 'deprecated', 'x-badges', '$ref'];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];
const operation = (v: Json): Json => (isObj(v) ? mapObj(v, (x, k) => (OP_FIELDS.includes(k) ? x : undefined)) : v);
const pathItem = (v: Json): Json =>
  isObj(v) ? mapObj(v, (x, k) => (METHODS.includes(k) ? operation(x) : k === 'additionalOperations' ? (isObj(x) ? mapObj(x, operation) : x) : k === '$ref' ? x : undefined)) : v;
const stub = (v: Json): Json => (isObj(v) ? {} : v);
function reference(doc: Record<string, Json>): Record<string, Json> {
  return mapObj(doc, (v, k) => {
    if (!isObj(v)) return v;
    switch (k) {
      case 'paths':
      case 'webhooks':
      case 'x-webhooks':
        return mapObj(v, pathItem);
      case 'components':
        return mapObj(v, (x, c) => (c === 'securitySchemes' ? x : stub(x)));
      case 'definitions':
      case 'responses':
        return mapObj(v, stub);
      case 'parameters':
        return mapObj(v, (x) => (isObj(x) ? mapObj(x, (y, p) => (p === 'in' || p === '$ref' ? y : undefined)) : x));
      default:
        return v;
    }
  });
}

const key = fc.oneof(
  fc.constantFrom(...METHODS, ...OP_FIELDS, 'paths', 'components', 'securitySchemes', 'parameters', 'additionalOperations', 'in', 'x-webhooks'),
  fc.string({ maxLength: 6 }),
);
const { v: value } = fc.letrec<{ v: Json }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(key, tie('v'), { maxKeys: 5 }),
  ),
}));
const doc = fc.dictionary(fc.oneof(fc.constantFrom('openapi', 'paths', 'webhooks', 'components', 'definitions', 'responses', 'parameters', 'info'), fc.string({ maxLength: 4 })), value, {
  maxKeys: 8,
});

describe('cutSkeleton', () => {
  it('cuts operations to their headings and components to their security schemes', () => {
    const text = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { parameters: [{ name: 'p' }], summary: 'item', get: { summary: 'Get "a"', tags: ['x'], responses: { 200: { description: 'ok' } } } } },
      components: { schemas: { A: { type: 'object' } }, securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'k' } } },
    });
    expect(JSON.parse(cutSkeleton(utf8(text))!.text)).toEqual({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: { summary: 'Get "a"', tags: ['x'] } } },
      components: { schemas: {}, securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'k' } } },
    });
  });

  it('reads escaped keys as JSON does, and skips strings that end in escaped quotes and backslashes', () => {
    const text = '{"paths":{"/a":{"g\\u0065t":{"summ\\u0061ry":"s","description":"a \\\\\\" } b \\\\","tags":["t"]}}}}';
    expect(JSON.parse(cutSkeleton(utf8(text))!.text)).toEqual({ paths: { '/a': { get: { summary: 's', tags: ['t'] } } } });
  });

  it.each([
    ['a top-level array', '[1]'],
    ['text after the object', '{"a":1} x'],
    ['an unclosed string', '{"a":"b}'],
    ['an unclosed object', '{"paths":{"/a":{"get":{}}'],
    ['a missing colon', '{"a" 1}'],
    ['a kept $ref', '{"paths":{"/a":{"$ref":"#/components/pathItems/a"}}}'],
    ['nesting past the limit', '{"x":' + '['.repeat(1001) + ']'.repeat(1001) + '}'],
  ])('gives up on %s', (_, text) => {
    expect(cutSkeleton(utf8(text))).toBeUndefined();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('cuts the same in JavaScript alone where WebAssembly cannot run (a CSP without wasm-unsafe-eval)', async () => {
    vi.stubGlobal('WebAssembly', {
      Module: function refuse(): never {
        throw new Error('WebAssembly.Module(): Wasm code generation disallowed by embedder');
      },
    });
    vi.resetModules();
    const plain = await import('../load/outline-skeleton.js');
    const doc = { openapi: '3.0.0', paths: { '/a': { get: { summary: 's', responses: { 200: { description: '[{"' } } }, parameters: [[{}]] } }, components: { schemas: { A: {} } } };
    expect(JSON.parse(plain.cutSkeleton(utf8(JSON.stringify(doc, null, 2)))!.text)).toEqual({ openapi: '3.0.0', paths: { '/a': { get: { summary: 's' } } }, components: { schemas: {} } });
    expect(plain.cutSkeleton(utf8('{"x":' + '['.repeat(1001) + ']'.repeat(1001) + '}'))).toBeUndefined();
    isTheCutAbove(plain.cutSkeleton, 1000);
    const dir = specsDir();
    if (dir)
      for (const entry of corpus().filter((e) => e.path.endsWith('.json'))) {
        const bytes = readFileSync(dir + entry.path);
        // The same text; only the WebAssembly cut knows the first non-ASCII byte.
        expect(plain.cutSkeleton(bytes)?.text, entry.path).toBe(cutSkeleton(bytes)?.text);
      }
  });

  it('is the cut above for any JSON document, however it is spaced', () => {
    isTheCutAbove(cutSkeleton, 3000);
  });
});

/** Checks `cut` against `reference` on random documents (with random keys: some hold escapes; random references: some look external), in four spacings. */
function isTheCutAbove(cut: typeof cutSkeleton, numRuns: number): void {
  fc.assert(
    fc.property(doc, fc.constantFrom(0, 2, '\t', ' \r\n'), (d, space) => {
      const text = JSON.stringify(d, null, space);
      const expected = JSON.parse(JSON.stringify(reference(d))) as Json;
      const out = cut(utf8(text))?.text;
      // Not when it may reference another file, nor when the cut keeps a reference.
      if (mayHaveExternalRefBytes(utf8(text)) || JSON.stringify(expected).includes('"$ref"')) expect(out).toBeUndefined();
      else expect(JSON.parse(out!)).toEqual(expected);
    }),
    { numRuns },
  );
}

describe('skeletonOutline over the corpus', () => {
  const dir = specsDir();
  const files = corpus().filter((e) => e.path.endsWith('.json'));
  it('finds the corpus JSON when the corpus is there', () => {
    if (dir) expect(files.length).toBeGreaterThan(5);
  });
  for (const entry of files) {
    it(`is the whole description's outline: ${entry.path}`, async () => {
      const bytes = new Uint8Array(readFileSync(dir! + entry.path));
      const early = skeletonOutline(padded(bytes), URL, {});
      const loaded = await loadDescription({ kind: 'bytes', bytes, url: URL }, noFetch);
      const whole = outlineOf(loaded, {});
      if (!early) {
        // Read whole only when it may reference other files, or is OpenAPI 3.2.
        expect(mayHaveExternalRefBytes(bytes) || loaded.sourceVersion.startsWith('3.2')).toBe(true);
        return;
      }
      expect({ ...early.outline, problems: [] }).toEqual({ ...whole, problems: [] });
      expect(early.topKeys).toEqual(Object.keys(loaded.doc));
      expect(early.swagger2).toBe(loaded.sourceVersion === '2.0');
      // What it learned on the way is the load's own finding, and the load given it reads the same description.
      expect(early.scanned).toEqual({ externalRefs: false, firstNonAscii: scanJsonBytes(bytes).firstNonAscii });
      // The copy the cut made is the bytes (the worker parses it and sends the fetched ones to the page).
      expect(early.copy && Buffer.compare(early.copy, padded(bytes))).toBe(0);
      const given = await loadDescription({ kind: 'bytes', bytes: early.copy!, url: URL, scanned: early.scanned }, noFetch);
      expect(JSON.stringify(given.doc) === JSON.stringify(loaded.doc)).toBe(true);
    });
  }

  it("reads Swagger 2.0 from its skeleton's headings: operations, servers and security schemes converted", () => {
    const swagger = {
      swagger: '2.0',
      info: { title: 't', version: '1' },
      host: 'api.example.com',
      basePath: '/v1',
      schemes: ['https'],
      securityDefinitions: { basic: { type: 'basic' } },
      parameters: { limit: { name: 'limit', in: 'query', type: 'integer' } },
      definitions: { Pet: { type: 'object', properties: { id: { $ref: '#/definitions/Id' } } }, Id: { type: 'integer' } },
      paths: {
        '/pets': {
          parameters: [{ $ref: '#/parameters/limit' }],
          get: { operationId: 'list', tags: ['pets'], responses: { 200: { description: 'ok', schema: { $ref: '#/definitions/Pet' } } } },
        },
      },
    };
    const early = skeletonOutline(padded(utf8(JSON.stringify(swagger))), URL, {})!;
    expect(early.swagger2).toBe(true);
    expect(early.outline.operations.map((o) => [o.method, o.path, o.operationId, o.tags])).toEqual([['get', '/pets', 'list', ['pets']]]);
    expect(early.outline.servers.map((s) => s.url)).toEqual(['https://api.example.com/v1']);
    expect(early.outline.securitySchemes?.map((s) => [s.id, s.type, s.scheme])).toEqual([['basic', 'http', 'basic']]);
    expect(early.topKeys).toContain('components');
    expect(early.topKeys).not.toContain('definitions');
  });

  it("gives a Swagger 2.0 description's whole outline, for any paths (items and operations that are no objects, extensions)", async () => {
    const junk = fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }));
    const operation = fc.oneof(
      fc.record(
        {
          summary: fc.string({ maxLength: 4 }),
          operationId: fc.string({ maxLength: 4 }),
          tags: fc.array(fc.constantFrom('a', 'b'), { maxLength: 2 }),
          deprecated: fc.boolean(),
          description: fc.string({ maxLength: 4 }),
          'x-badges': fc.array(fc.record({ name: fc.string({ maxLength: 3 }) }), { maxLength: 1 }),
          consumes: fc.constant(['application/json']),
          parameters: fc.constant([{ name: 'q', in: 'query', type: 'string' }]),
          responses: fc.constant({ 200: { description: 'ok' } }),
        },
        { requiredKeys: [] },
      ),
      junk,
    );
    const pathItem = fc.oneof(fc.dictionary(fc.constantFrom('get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'parameters', 'x-e'), operation, { maxKeys: 4 }), junk);
    // What decides whether the converted description has `components`: entries that are objects or not, parameters kept or skipped by `in`.
    const entries = (entry: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
      fc.oneof(fc.dictionary(fc.constantFrom('A', 'B', '__proto__', 'x-e'), fc.oneof(entry, junk), { maxKeys: 3 }), junk);
    const swagger = fc.record(
      {
        swagger: fc.constant('2.0'),
        info: fc.constant({ title: 't', version: '1' }),
        host: fc.constant('api.example.com'),
        tags: fc.constant([{ name: 'a', description: 'A' }]),
        paths: fc.dictionary(fc.constantFrom('/a', '/b/{id}', 'x-ext', '/c', 'd'), pathItem, { maxKeys: 4 }),
        definitions: entries(fc.constant({ type: 'object', properties: { id: { type: 'integer' } } })),
        parameters: entries(
          fc.record({ name: fc.constant('p'), in: fc.constantFrom('query', 'body', 'formData', 'header', 'nowhere'), type: fc.constant('string'), schema: fc.constant({ type: 'string' }) }),
        ),
        responses: entries(fc.constant({ description: 'ok' })),
        securityDefinitions: entries(fc.constantFrom({ type: 'basic' }, { type: 'apiKey', in: 'header', name: 'k' }, { type: 'nonsense' })),
      },
      { requiredKeys: ['swagger', 'info', 'paths'] },
    );
    await fc.assert(
      fc.asyncProperty(swagger, async (d) => {
        const bytes = utf8(JSON.stringify(d));
        const early = skeletonOutline(padded(bytes), URL, {})!;
        const loaded = await loadDescription({ kind: 'bytes', bytes, url: URL }, noFetch);
        expect({ ...early.outline, problems: [] }).toEqual({ ...outlineOf(loaded, {}), problems: [] });
        expect(early.topKeys).toEqual(Object.keys(loaded.doc));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves small files, OpenAPI 3.2 and files that reference others to the whole parse', () => {
    const doc = (version: string, ref = '#/components/schemas/A'): Uint8Array =>
      utf8(JSON.stringify({ openapi: version, info: { title: 't', version: '1' }, paths: { '/a': { get: { responses: { 200: { $ref: ref } } } } } }));
    expect(skeletonOutline(padded(doc('3.1.0')), URL, {})?.outline.operations).toHaveLength(1);
    expect(skeletonOutline(doc('3.1.0'), URL, {})).toBeUndefined();
    expect(skeletonOutline(padded(doc('3.2.0')), URL, {})).toBeUndefined();

    expect(skeletonOutline(padded(doc('3.1.0', 'other.json#/A')), URL, {})).toBeUndefined();
    expect(skeletonOutline(padded(utf8('{"openapi": "3.1.0", "paths": {')), URL, {})).toBeUndefined();
    expect(skeletonOutline(padded(utf8('{"title": "not a description"}')), URL, {})).toBeUndefined();
  });
});
