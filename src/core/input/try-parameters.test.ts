import { describe, expect, it } from 'vitest';
import type { ParameterView } from '../model/types.js';
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
