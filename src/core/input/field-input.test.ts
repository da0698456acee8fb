import { describe, expect, it } from 'vitest';
import { isEmptyInput, type FieldInput } from './field-input.js';

describe('isEmptyInput', () => {
  it.each<[FieldInput | undefined, boolean]>([
    [undefined, true],
    ['', true],
    [[], true],
    [['', ''], true],
    [' ', false],
    ['0', false],
    [['', 'a'], false],
  ])('%j is empty: %s', (input, expected) => {
    expect(isEmptyInput(input)).toBe(expected);
  });
});
