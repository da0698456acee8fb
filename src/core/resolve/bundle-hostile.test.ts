import { describe, expect, it } from 'vitest';
import { DescriptionError } from '../load/description-error.js';
import { loadDescription } from '../load/load-description.js';

/** A fetcher serving one external file (so the description is bundled) and refusing others. */
const fetchText = (url: string): Promise<string> =>
  url === 'https://example.test/other.yaml' ? Promise.resolve('Thing: { type: string }\n') : Promise.reject(new DescriptionError('http', `404 ${url}`));

function withExternalRef(extra: Record<string, unknown>): unknown {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: { schemas: { Ext: { $ref: 'other.yaml#/Thing' }, ...extra } },
  };
}

describe('bundling hostile descriptions (found by the fuzz test)', () => {
  it('keeps a "__proto__" key a key: the bundled object does not take it as its prototype', async () => {
    const object = JSON.parse(JSON.stringify(withExternalRef({ P: { type: 'object' } })).replace('"P":{', '"P":{"__proto__":{"type":"integer","polluted":"yes"},'));
    const { doc } = await loadDescription({ kind: 'object', object, url: 'https://example.test/api.yaml' }, fetchText);
    const p = (doc.components as { schemas: Record<string, Record<string, unknown>> }).schemas['P']!;
    expect(Object.getPrototypeOf(p)).toBe(Object.prototype);
    expect(Object.keys(p)).toEqual(['__proto__', 'type']);
    expect(p['polluted']).toBeUndefined();
    expect(p['type']).toBe('object');
  });

  it('refuses nesting deeper than it can walk with a clear error, not a stack overflow', async () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 2_500; i++) deep = { type: 'array', items: deep };
    const load = loadDescription({ kind: 'object', object: withExternalRef({ Deep: deep }), url: 'https://example.test/api.yaml' }, fetchText);
    await expect(load).rejects.toThrow(DescriptionError);
    await expect(load).rejects.toThrow(/nests deeper than 1000 levels/);
  });
});
