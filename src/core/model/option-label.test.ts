import { describe, expect, it } from 'vitest';
import { schema } from '../input/testing/schema.js';
import { optionLabel, optionShape } from './option-label.js';
import type { OptionShape, SchemaNode } from './types.js';

describe('optionShape and optionLabel: an alternative’s label as data and in English', () => {
  const cases: Array<[string, SchemaNode, OptionShape, string]> = [
    ['a title', schema(['object'], { title: 'Cat', refName: 'Feline' }), { kind: 'name', name: 'Cat' }, 'Cat'],
    ['a $ref name', schema(['object'], { refName: 'Dog' }), { kind: 'name', name: 'Dog' }, 'Dog'],
    ['a const', schema([], { type: 'const', const: 'on' }), { kind: 'name', name: '"on"' }, '"on"'],
    ['an array of a named schema', schema(['array'], { items: schema(['object'], { refName: 'Pet' }) }), { kind: 'arrayOf', of: { kind: 'name', name: 'Pet' } }, 'array of Pet'],
    [
      'an object by its first names',
      schema(['object'], { properties: ['a', 'b', 'c', 'd'].map((name) => ({ name, required: false, node: schema([]) })) }),
      { kind: 'object', names: ['a', 'b', 'c'], more: true },
      'object (a, b, c, …)',
    ],
    ['a type with its format', schema(['string'], { format: 'uuid' }), { kind: 'type', type: 'string', types: ['string'], format: 'uuid' }, 'string (uuid)'],
    ['spec-doc’s own type word', schema([], { type: 'one of' }), { kind: 'type', type: 'one of', types: [] }, 'one of'],
  ];
  it.each(cases)('%s', (_, node, shape, english) => {
    expect(optionShape(node)).toEqual(shape);
    expect(optionLabel(node)).toBe(english);
  });
});
