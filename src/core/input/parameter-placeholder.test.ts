import { describe, expect, it } from 'vitest';
import type { ParameterView } from '../model/types.js';
import { parameterPlaceholder } from './parameter-placeholder.js';
import { parameter } from './testing/parameter.js';
import { schema } from './testing/schema.js';

describe('parameterPlaceholder', () => {
  it.each<[string, ParameterView, string | undefined]>([
    ['no example', parameter(), undefined],
    ['a string example as it is', parameter({ example: 'cat' }), 'cat'],
    ['another example as JSON', parameter({ example: { a: [1] } }), '{"a":[1]}'],
    ['the schema example', parameter({ schema: schema(['integer'], { example: 7 }) }), '7'],
    ['a null example is no example', parameter({ example: null }), undefined],
    ['hidden by x-example-show-value: false', parameter({ example: 'secret', hideExample: true }), undefined],
  ])('%s', (_name, p, expected) => {
    expect(parameterPlaceholder(p)).toBe(expected);
  });
});
