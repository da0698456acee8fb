import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../model/types.js';
import { schema } from './testing/schema.js';
import { typedScalar } from './typed-scalar.js';

describe('typedScalar', () => {
  it.each<[string, string, SchemaNode | undefined, unknown]>([
    ['no schema keeps text', '42', undefined, '42'],
    ['an integer', '42', schema(['integer']), 42],
    ['a number', '-1.5e3', schema(['number']), -1500],
    ['a number with spaces around', ' 7 ', schema(['number']), 7],
    ['not a number stays text', '4x', schema(['integer']), '4x'],
    ['blank is not zero', '  ', schema(['integer']), '  '],
    ['Infinity is not finite', 'Infinity', schema(['number']), 'Infinity'],
    ['hex reads as JavaScript reads it', '0x10', schema(['integer']), 16],
    ['a number that may be a string stays text', '007', schema(['integer', 'string']), '007'],
    ['a nullable integer', '3', schema(['integer', 'null']), 3],
    ['true', 'true', schema(['boolean']), true],
    ['false', 'false', schema(['boolean']), false],
    ['True is not a boolean', 'True', schema(['boolean']), 'True'],
    ['a boolean that may be a string stays text', 'true', schema(['boolean', 'string']), 'true'],
    ['a string stays text', '1', schema(['string']), '1'],
  ])('%s', (_name, text, node, expected) => {
    expect(typedScalar(text, node)).toBe(expected);
  });
});
