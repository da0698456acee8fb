import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../model/types.js';
import { fieldKind, type FieldKind } from './field-kind.js';
import { schema } from './testing/schema.js';

describe('fieldKind', () => {
  it.each<[string, SchemaNode | undefined, boolean, FieldKind]>([
    ['no schema', undefined, false, 'text'],
    ['no schema, content-typed', undefined, true, 'json'],
    ['a content-typed parameter, whatever its schema', schema(['string']), true, 'json'],
    ['a string', schema(['string']), false, 'text'],
    ['an integer', schema(['integer']), false, 'text'],
    ['any type', schema([]), false, 'text'],
    ['an array', schema(['array']), false, 'list'],
    ['an array or null', schema(['array', 'null']), false, 'list'],
    ['an array by its display type only', schema([], { type: 'array of string' }), false, 'list'],
    ['an object', schema(['object']), false, 'json'],
    ['an object or a string', schema(['object', 'string']), false, 'text'],
    ['an enum', schema(['string'], { enum: ['a', 'b'] }), false, 'choice'],
    ['a boolean', schema(['boolean']), false, 'choice'],
    ['a boolean or null', schema(['boolean', 'null']), false, 'text'],
    ['an array with an enum is still a list', schema(['array'], { enum: [['a']] }), false, 'list'],
  ])('%s: %s', (_name, node, contentTyped, expected) => {
    expect(fieldKind(node, contentTyped)).toBe(expected);
  });
});
