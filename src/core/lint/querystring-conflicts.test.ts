import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { querystringConflicts } from './querystring-conflicts.js';

const qs = (name: string): JsonObject => ({ name, in: 'querystring', content: { 'application/json': {} } });
const q = (name: string): JsonObject => ({ name, in: 'query', schema: {} });
const doc = (pathParams: unknown[], opParams: unknown[], extra: JsonObject = {}): JsonObject => ({
  openapi: '3.2.0',
  components: { parameters: { Filter: qs('filter'), Limit: q('limit') } },
  paths: { '/a': { parameters: pathParams, get: { parameters: opParams, responses: {} }, ...extra } },
});

describe('querystringConflicts', () => {
  const cases: [string, JsonObject, { pointer: string; words: string }[]][] = [
    [
      'querystring on the path item, query on the operation',
      doc([qs('filter')], [q('limit')]),
      [{ pointer: '/paths/~1a/get/parameters', words: 'parameter "filter" in querystring must not be used together with parameters in query ("limit")' }],
    ],
    ['query on the path item, querystring on the operation', doc([q('limit')], [qs('filter')]), [{ pointer: '/paths/~1a/get/parameters', words: 'in query ("limit")' }]],
    [
      'two querystrings, one on each level (through $refs)',
      doc([{ $ref: '#/components/parameters/Filter' }], [qs('other')]),
      [{ pointer: '/paths/~1a/get/parameters', words: 'at most one parameter may be in querystring, and this operation has 2 ("filter", "other")' }],
    ],
    ['the operation overrides the path item parameter of the same name and location', doc([qs('filter')], [qs('filter')]), []],
    ['querystring alone on each level, different operations', doc([qs('filter')], []), []],
    ['query on both levels', doc([q('limit')], [{ $ref: '#/components/parameters/Limit' }]), []],
    ['a conflict inside one list is left to the schema', doc([qs('a'), qs('b')], [q('limit')]), []],
    [
      'additionalOperations count too',
      doc([qs('filter')], [], { additionalOperations: { COPY: { parameters: [q('limit')] } } }),
      [{ pointer: '/paths/~1a/additionalOperations/COPY/parameters', words: 'must not be used together' }],
    ],
    ['a dangling $ref is ignored', doc([{ $ref: '#/nope' }], [q('limit')]), []],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    const found = querystringConflicts(input);
    expect(found.map((f) => f.pointer)).toEqual(expected.map((e) => e.pointer));
    found.forEach((f, i) => {
      expect(f.message).toContain(expected[i]!.words);
      expect(f.message).toContain('OpenAPI 3.2.0, Parameter Object');
    });
  });
});
