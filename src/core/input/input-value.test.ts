import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../model/types.js';
import type { FieldInput } from './field-input.js';
import type { FieldKind } from './field-kind.js';
import { inputValue } from './input-value.js';
import { schema } from './testing/schema.js';

const ints = schema(['array'], { items: schema(['integer']) });

describe('inputValue', () => {
  it.each<[string, FieldKind, FieldInput | undefined, SchemaNode | undefined, { value?: unknown; error?: string }]>([
    ['nothing entered is no value', 'text', '', schema(['integer']), {}],
    ['no input at all', 'list', undefined, ints, {}],
    ['only empty items', 'list', ['', ''], ints, {}],
    ['text typed by its schema', 'text', '12', schema(['integer']), { value: 12 }],
    ['a choice typed by its schema', 'choice', 'true', schema(['boolean']), { value: true }],
    ['list items typed by the item schema, empty ones dropped', 'list', ['1', '', '2'], ints, { value: [1, 2] }],
    ['list items of no item schema stay text', 'list', ['1', 'x'], schema(['array']), { value: ['1', 'x'] }],
    ['a single text in a list field is one item', 'list', '5', ints, { value: [5] }],
    ['items in a text field are joined with commas', 'text', ['a', 'b'], schema(['string']), { value: 'a,b' }],
    ['JSON is parsed', 'json', '{"a":[1,2]}', schema(['object']), { value: { a: [1, 2] } }],
    ['JSON of a string-typed content parameter may be plain text', 'json', 'hello', schema(['string']), { value: 'hello' }],
  ])('%s', (_name, kind, input, node, expected) => {
    expect(inputValue(kind, input, node)).toEqual(expected);
  });

  it('says why JSON text cannot be read', () => {
    const r = inputValue('json', '{"a":', schema(['object']));
    expect(r.value).toBeUndefined();
    expect(r.error).toMatch(/^not valid JSON \(.+\)$/);
  });
});
