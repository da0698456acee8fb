import { describe, expect, it } from 'vitest';
import type { JsonObject, Problem } from '../../types.js';
import { mediaTypes, orDefault } from './media-types.js';

describe('mediaTypes', () => {
  it.each<[string, JsonObject, 'consumes' | 'produces', string[] | undefined, Problem[]]>([
    ['none declared', {}, 'consumes', undefined, []],
    ['the list', { consumes: ['application/json', 'application/xml'] }, 'consumes', ['application/json', 'application/xml'], []],
    ['produces', { produces: ['text/plain'] }, 'produces', ['text/plain'], []],
    ['an empty list', { consumes: [] }, 'consumes', [], []],
    ['only the strings of the list', { consumes: ['a/b', 1, null] }, 'consumes', ['a/b'], []],
    [
      'not a list: ignored and reported',
      { produces: 'application/json' },
      'produces',
      undefined,
      [{ pointer: '/paths/~1x/get/produces', message: '`produces` is not a list; it was ignored', detail: { what: 'swagger2', notice: 'media-types-not-list', key: 'produces' } }],
    ],
  ])('%s', (_name, holder, key, expected, expectedProblems) => {
    const problems: Problem[] = [];
    expect(mediaTypes(holder, '/paths/~1x/get', problems, key)).toEqual(expected);
    expect(problems).toEqual(expectedProblems);
  });
});

describe('orDefault', () => {
  it.each<[string[] | undefined, string[]]>([
    [undefined, ['application/json']],
    [[], ['application/json']],
    [['application/xml'], ['application/xml']],
  ])('%j → %j', (types, expected) => {
    expect(orDefault(types)).toEqual(expected);
  });
});
