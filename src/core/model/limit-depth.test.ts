import { describe, expect, it } from 'vitest';
import { DescriptionModel } from './description-model.js';
import { limitDepth, TOO_DEEP } from './limit-depth.js';

/** {a: {a: ... 'leaf'}} nested `depth` levels. */
function nested(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

describe('limitDepth', () => {
  it('returns a value within the limit as it is', () => {
    const v = { a: [1, { b: 2 }] };
    expect(limitDepth(v, 3)).toBe(v);
  });

  it('cuts what nests deeper than the limit, keeping the rest', () => {
    expect(limitDepth({ a: { b: { c: 1 } }, d: 2 }, 2)).toEqual({ a: { b: TOO_DEEP }, d: 2 });
    expect(limitDepth([[[1]], 2], 2)).toEqual([[TOO_DEEP], 2]);
  });

  it('keeps "__proto__" a key of the copy, and handles shared and cyclic parts', () => {
    const cyclic: Record<string, unknown> = { name: 'c' };
    cyclic['self'] = cyclic;
    const out = limitDepth(JSON.parse('{"__proto__": {"x": {"y": 1}}, "c": 1}'), 2) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(['__proto__', 'c']);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    expect(() => limitDepth({ cyclic }, 4)).not.toThrow();
  });
});

describe('a description with a 10,000-level example (found by the fuzz test)', () => {
  it('gives an operation detail postMessage can send, the example cut where it is too deep', () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'deep', version: '1' },
      paths: { '/x': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { example: nested(10_000) } } } } } } },
    };
    const model = new DescriptionModel({ doc, sourceVersion: '3.1.0', url: 'https://example.test/', problems: [], refNames: {} });
    const detail = model.operation('get-/x');
    expect(() => structuredClone(detail)).not.toThrow();
    expect(JSON.stringify(detail)).toContain(TOO_DEEP);
  });
});
