import { describe, expect, it } from 'vitest';
import type { ParameterView, SchemaNode } from '../model/types.js';
import { parameterKey } from './parameter-key.js';
import { parameter } from './testing/parameter.js';
import { tryParameters } from './try-parameters.js';

describe('tryParameters', () => {
  it.each<[string, ParameterView, boolean]>([
    ['a query parameter', parameter(), true],
    ['a header parameter', parameter({ in: 'header', name: 'X-Trace' }), true],
    ['an unresolved $ref', parameter({ unresolved: 'Cannot resolve $ref' }), false],
    ['a header named Accept', parameter({ in: 'header', name: 'Accept' }), false],
    ['a header named content-type, any case', parameter({ in: 'header', name: 'content-TYPE' }), false],
    ['a header named Authorization', parameter({ in: 'header', name: 'Authorization' }), false],
    ['a query parameter named Accept', parameter({ in: 'query', name: 'Accept' }), true],
  ])('%s has an input: %s', (_name, p, expected) => {
    expect(tryParameters([p])).toEqual(expected ? [p] : []);
  });
});

describe('parameterKey', () => {
  it.each<[Pick<ParameterView, 'in' | 'name'>, string]>([
    [{ in: 'query', name: 'id' }, 'query:id'],
    [{ in: 'path', name: 'id' }, 'path:id'],
    [{ in: 'header', name: '__proto__' }, 'header:__proto__'],
  ])('%j is %s', (p, expected) => {
    expect(parameterKey(p)).toBe(expected);
  });
});

describe('tryParameters: OpenAPI 3.2.0 querystring', () => {
  const node = (types: string[], extra: Partial<SchemaNode> = {}): SchemaNode => ({ pointer: '', type: types.join(' | '), types, constraints: [], ...extra });
  const schema = node(['object'], {
    properties: [
      { name: 'page', required: true, node: node(['integer']) },
      { name: 'range', required: false, node: node(['object']) },
    ],
  });
  it('offers a field per property of a form-urlencoded querystring, sent as form pairs', () => {
    const qs = parameter({
      name: 'filter',
      in: 'querystring',
      required: true,
      schema,
      example: { page: 2 },
      serialization: { name: 'filter', in: 'querystring', content: 'application/x-www-form-urlencoded' },
    });
    expect(tryParameters([qs])).toEqual([
      { name: 'page', in: 'querystring', required: true, deprecated: false, description: '', schema: schema.properties![0]!.node, example: 2, serialization: { name: 'page', in: 'query' } },
      {
        name: 'range',
        in: 'querystring',
        required: false,
        deprecated: false,
        description: '',
        schema: schema.properties![1]!.node,
        serialization: { name: 'range', in: 'query', content: 'application/json' },
      },
    ]);
  });
  it('keeps one JSON input for a JSON querystring', () => {
    const qs = parameter({ name: 'q', in: 'querystring', schema, serialization: { name: 'q', in: 'querystring', content: 'application/json' } });
    expect(tryParameters([qs])).toEqual([qs]);
  });
});
