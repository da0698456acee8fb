import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../model/types.js';
import { choicesOf } from './choices-of.js';
import { schema } from './testing/schema.js';

describe('choicesOf', () => {
  it.each<[string, SchemaNode | undefined, string[] | undefined]>([
    ['no schema', undefined, undefined],
    ['a free string', schema(['string']), undefined],
    ['a string enum as it is', schema(['string'], { enum: ['available', 'sold'] }), ['available', 'sold']],
    ['other enum values as JSON', schema([], { enum: [1, true, null, { a: 1 }, 'x'] }), ['1', 'true', 'null', '{"a":1}', 'x']],
    ['an empty enum is no choice', schema(['string'], { enum: [] }), undefined],
    ['a boolean', schema(['boolean']), ['true', 'false']],
    ['a nullable boolean is free text', schema(['boolean', 'null']), undefined],
    ['an enum wins over boolean', schema(['boolean'], { enum: [true] }), ['true']],
  ])('%s', (_name, node, expected) => {
    expect(choicesOf(node)).toEqual(expected);
  });
});
