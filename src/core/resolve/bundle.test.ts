import { describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { loadDescription } from '../load/load-description.js';
import { getAtPointer } from './pointer.js';
import { bundle, mayHaveExternalRefs, splitRef } from './bundle.js';
import type { JsonObject, Problem } from '../types.js';

const root = new URL('../../../test/fixtures/multi/root.yaml', import.meta.url).href;

/** Every $ref string in a document. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

describe('bundle', () => {
  it('resolves relative-file refs against the file that contains them', async () => {
    const d = await loadDescription({ kind: 'url', url: root }, fileTextFetcher);
    const get = getAtPointer(d.doc, '/paths/~1pets/get') as JsonObject;
    expect(get.summary).toBe('List pets');
    // ../models/params.yaml#/limit from paths/pets.yaml
    expect(getAtPointer(d.doc, '/paths/~1pets/get/parameters/0/name')).toBe('limit');
  });

  it('leaves only internal refs, and closes cross-file cycles with an internal ref', async () => {
    const d = await loadDescription({ kind: 'url', url: root }, fileTextFetcher);
    const all = refs(d.doc);
    const external = all.filter((r) => !r.startsWith('#'));
    expect(external).toEqual(['./models/missing.yaml#/Missing']);
    for (const r of all.filter((r) => r.startsWith('#'))) expect(getAtPointer(d.doc, r.slice(1))).toBeDefined();
    // pet → owner → pets[] → pet closes the cycle
    expect(all.length).toBeGreaterThan(0);
  });

  it('marks a dangling ref where it is used and reports it, keeping the rest', async () => {
    const d = await loadDescription({ kind: 'url', url: root }, fileTextFetcher);
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0]!.message).toMatch(/Cannot resolve \$ref ".\/models\/missing.yaml#\/Missing": HTTP 404/);
    expect(d.problems[0]!.pointer).toBe('/paths/~1broken/get/responses/200/content/application~1json/schema');
    expect(getAtPointer(d.doc, '/paths/~1owners/get/summary')).toBe('List owners');
  });

  it('names inlined content after its file or pointer', async () => {
    const d = await loadDescription({ kind: 'url', url: root }, fileTextFetcher);
    expect(Object.values(d.refNames)).toEqual(expect.arrayContaining(['pet', 'owner', 'limit', 'pets']));
  });

  it('resolves absolute-URL refs through the loader it is given', async () => {
    const files: Record<string, unknown> = {
      'https://a.example/root.json': { openapi: '3.1.0', components: { schemas: { X: { $ref: 'https://b.example/s.json#/Y' } } } },
      'https://b.example/s.json': { Y: { type: 'string', title: 'from b' } },
    };
    const problems: Problem[] = [];
    const b = await bundle(files['https://a.example/root.json'] as JsonObject, 'https://a.example/root.json', async (u) => files[u], problems);
    expect(getAtPointer(b.doc, '/components/schemas/X')).toEqual({ type: 'string', title: 'from b' });
    expect(problems).toEqual([]);
  });

  it('does not follow refs inside literal example data', async () => {
    const problems: Problem[] = [];
    const doc = { openapi: '3.0.0', x: { example: { $ref: 'nowhere.yaml' } } };
    let calls = 0;
    const b = await bundle(doc, 'https://a.example/r.json', async () => (calls++, {}), problems);
    expect(calls).toBe(0);
    expect(b.doc).toBe(doc);
  });

  it('splits a ref into its document URL and pointer', () => {
    expect(splitRef('../m.yaml#/a~1b', 'https://x.example/d/r.yaml')).toEqual({ url: 'https://x.example/m.yaml', pointer: '/a~1b' });
    expect(mayHaveExternalRefs('{"$ref": "#/a"}')).toBe(false);
    expect(mayHaveExternalRefs('{"$ref": "b.json"}')).toBe(true);
    expect(mayHaveExternalRefs("schema:\n  $ref: './b.yaml'")).toBe(true);
    // A property named "$ref" (its value a schema) is no reference.
    expect(mayHaveExternalRefs('{"properties": {"$ref": {"type": "string"}}, "items": {"$ref": "#/x"}}')).toBe(false);
    expect(mayHaveExternalRefs('{"$ref": ["a"]}')).toBe(false);
  });
});
