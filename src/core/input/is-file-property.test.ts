import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../model/types.js';
import { isFileProperty, isListSchema } from './is-file-property.js';
import { schema } from './testing/schema.js';

describe('isFileProperty', () => {
  it.each<[string, SchemaNode, boolean]>([
    ['format: binary', schema(['string'], { format: 'binary' }), true],
    ['format: byte', schema(['string'], { format: 'byte' }), true],
    ['format: base64', schema(['string'], { format: 'base64' }), true],
    ['contentMediaType (3.1)', schema(['string'], { contentMediaType: 'image/png' }), true],
    ['contentEncoding (3.1)', schema(['string'], { contentEncoding: 'base64' }), true],
    ['a plain string', schema(['string']), false],
    ['format: binary without string type', schema(['integer'], { format: 'binary' }), false],
    ['a list of files', schema(['array'], { items: schema(['string'], { format: 'binary' }) }), true],
    ['a list of strings', schema(['array'], { items: schema(['string']) }), false],
    ['a list without items', schema(['array']), false],
  ])('%s: %s', (_name, node, expected) => {
    expect(isFileProperty(node)).toBe(expected);
  });
});

describe('isListSchema', () => {
  it.each<[string, SchemaNode, boolean]>([
    ['an array', schema(['array']), true],
    ['an array or null', schema(['array', 'null']), true],
    ['a display type of array', schema([], { type: 'array of integer' }), true],
    ['a string', schema(['string']), false],
  ])('%s: %s', (_name, node, expected) => {
    expect(isListSchema(node)).toBe(expected);
  });
});
