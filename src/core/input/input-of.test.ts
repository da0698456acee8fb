import { describe, expect, it } from 'vitest';
import type { FieldInput } from './field-input.js';
import type { FieldKind } from './field-kind.js';
import { inputOf } from './input-of.js';

describe('inputOf', () => {
  it.each<[FieldKind, unknown, FieldInput]>([
    ['text', undefined, ''],
    ['text', 'abc', 'abc'],
    ['text', 42, '42'],
    ['text', true, 'true'],
    ['text', null, 'null'],
    ['text', { a: 1 }, '{"a":1}'],
    ['choice', 'sold', 'sold'],
    ['choice', false, 'false'],
    ['json', undefined, ''],
    ['json', '{"raw": true}', '{"raw": true}'],
    ['json', { a: [1] }, '{\n  "a": [\n    1\n  ]\n}'],
    ['list', undefined, []],
    ['list', null, []],
    ['list', ['a', 1, { b: 2 }], ['a', '1', '{"b":2}']],
    ['list', 'single', ['single']],
    ['list', 7, ['7']],
  ])('a %s field shows %j as %j', (kind, value, expected) => {
    expect(inputOf(kind, value)).toEqual(expected);
  });
});
