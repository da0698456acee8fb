import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../types.js';
import { createContext } from './context.js';
import { decodeSegment, rewriteRef, splitName } from './rewrite-ref.js';

const doc: JsonObject = {
  swagger: '2.0',
  consumes: ['application/xml'],
  parameters: {
    limit: { name: 'limit', in: 'query', type: 'array', items: { type: 'integer' } },
    Pet: { name: 'pet', in: 'body', schema: { type: 'object' } },
    Upload: { name: 'file', in: 'formData', type: 'file' },
    'a/b': { name: 'ab', in: 'header', type: 'string' },
  },
};

describe('rewriteRef', () => {
  it.each<[string, string]>([
    ['#/definitions/Pet', '#/components/schemas/Pet'],
    ['#/definitions/Pet/properties/id', '#/components/schemas/Pet/properties/id'],
    ['#/parameters/limit', '#/components/parameters/limit'],
    // A value keyword of a 2.0 parameter moved under `schema` in 3.0.
    ['#/parameters/limit/items', '#/components/parameters/limit/schema/items'],
    ['#/parameters/limit/description', '#/components/parameters/limit/description'],
    ['#/parameters/a~1b', '#/components/parameters/a~1b'],
    // 3.0 has no body parameters: they are request bodies, their schema under the first media type.
    ['#/parameters/Pet', '#/components/requestBodies/Pet'],
    ['#/parameters/Pet/schema', '#/components/requestBodies/Pet/content/application~1xml/schema'],
    ['#/parameters/Upload', '#/components/requestBodies/Upload'],
    ['#/responses/NotFound', '#/components/responses/NotFound'],
    ['#/responses/NotFound/schema', '#/components/responses/NotFound/content/application~1json/schema'],
    ['#/securityDefinitions/key', '#/components/securitySchemes/key'],
    ['#/info/title', '#/info/title'],
    ['other.yaml#/x', 'other.yaml#/x'],
  ])('%s → %s', (ref, expected) => {
    expect(rewriteRef(ref, createContext(doc, []))).toBe(expected);
  });
});

describe('splitName', () => {
  it.each<[string, { name: string; rest: string }]>([
    ['Pet', { name: 'Pet', rest: '' }],
    ['Pet/schema', { name: 'Pet', rest: '/schema' }],
    ['Pet/schema/items', { name: 'Pet', rest: '/schema/items' }],
  ])('%s', (tail, expected) => {
    expect(splitName(tail)).toEqual(expected);
  });
});

describe('decodeSegment', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['a~1b', 'a/b'],
    ['a~0b', 'a~b'],
    ['a%20b', 'a b'],
  ])('%s is %s', (segment, expected) => {
    expect(decodeSegment(segment)).toBe(expected);
  });
});
