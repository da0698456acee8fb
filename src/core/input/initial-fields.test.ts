import { describe, expect, it } from 'vitest';
import type { MediaTypeView, PropertyNode } from '../model/types.js';
import type { FieldInput } from './field-input.js';
import { initialFields } from './initial-fields.js';
import { schema } from './testing/schema.js';

const PROPS: PropertyNode[] = [
  { name: 'id', required: true, node: schema(['integer'], { example: 1 }) },
  { name: 'status', required: false, node: schema(['string'], { default: 'new' }) },
  { name: 'tags', required: false, node: schema(['array'], { items: schema(['string']) }) },
  { name: 'photo', required: false, node: schema(['string'], { format: 'binary', example: 'x' }) },
];
const media = (exampleValue?: unknown, properties = PROPS): MediaTypeView => ({
  mediaType: 'multipart/form-data',
  direction: 'request',
  examples: exampleValue === undefined ? [] : [{ name: 'e', value: exampleValue }],
  schema: schema(['object'], { properties }),
});

describe('initialFields', () => {
  it.each<[string, MediaTypeView, Record<string, FieldInput>]>([
    ['property examples and defaults, no file field', media(), { id: '1', status: 'new', tags: [] }],
    ['the media type example wins', media({ id: 9, tags: ['a', 'b'] }), { id: '9', status: 'new', tags: ['a', 'b'] }],
    ['an example that is no object is ignored', media(['x']), { id: '1', status: 'new', tags: [] }],
    ['a null example is ignored', media(null), { id: '1', status: 'new', tags: [] }],
    ['no schema: no fields', { mediaType: 'multipart/form-data', direction: 'request', examples: [] }, {}],
  ])('%s', (_name, m, expected) => {
    expect({ ...initialFields(m) }).toEqual(expected);
  });

  it('keeps a field named __proto__ as a field', () => {
    const fields = initialFields(media(JSON.parse('{"__proto__": "p"}'), [{ name: '__proto__', required: false, node: schema(['string']) }]));
    expect(Object.hasOwn(fields, '__proto__')).toBe(true);
    expect(fields['__proto__']).toBe('p');
  });
});
