import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { generateExample } from './generate.js';
import { propertyHidden, withoutHidden } from './without-hidden.js';

const ref = (name: string): { $ref: string } => ({ $ref: `#/components/schemas/${name}` });

/** A base every resource extends: what the server sets is readOnly, and required (as real descriptions do). */
const Base = {
  type: 'object',
  required: ['id', 'object', 'createdAt'],
  properties: {
    id: { type: 'string', readOnly: true },
    object: { type: 'string', readOnly: true },
    createdAt: { type: 'string', format: 'date-time', readOnly: true },
    updatedAt: { type: 'string', format: 'date-time', readOnly: true },
    password: { type: 'string', writeOnly: true },
  },
};
const Cat = { allOf: [ref('Base'), { type: 'object', required: ['kind', 'name'], properties: { kind: { type: 'string' }, name: { type: 'string' }, indoor: { type: 'boolean' } } }] };
const Dog = { allOf: [ref('Base'), { type: 'object', required: ['kind', 'bark'], properties: { kind: { type: 'string' }, bark: { type: 'string', enum: ['loud', 'soft'] } } }] };
const components: JsonObject = {
  Base,
  Cat,
  Dog,
  Pet: { oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' } } },
  Id: { type: 'string', readOnly: true },
  Owner: { type: 'object', properties: { name: { type: 'string' }, ownerId: ref('Id'), pets: { type: 'array', items: ref('Cat') } } },
};

interface Row {
  /** Reads as a sentence after "in a request example, …". */
  name: string;
  schema: unknown;
  /** A full value (as an author or the response side would have it) to strip. */
  full: unknown;
  /** What is left of `full` in a request. */
  request: unknown;
  /** What is left of `full` in a response. */
  response: unknown;
}

const stamp = { id: 'i', object: 'o', createdAt: 'c', updatedAt: 'u', password: 'p' };
const rows: Row[] = [
  {
    name: 'leaves out the readOnly properties of a plain object',
    schema: ref('Base'),
    full: stamp,
    request: { password: 'p' },
    response: { id: 'i', object: 'o', createdAt: 'c', updatedAt: 'u' },
  },
  {
    name: 'leaves out what an allOf base marks readOnly',
    schema: ref('Cat'),
    full: { ...stamp, kind: 'cat', name: 'Tom' },
    request: { password: 'p', kind: 'cat', name: 'Tom' },
    response: { id: 'i', object: 'o', createdAt: 'c', updatedAt: 'u', kind: 'cat', name: 'Tom' },
  },
  {
    name: 'leaves out the base properties of a discriminated oneOf over allOfs',
    schema: ref('Pet'),
    full: { ...stamp, kind: 'dog', bark: 'loud' },
    request: { password: 'p', kind: 'dog', bark: 'loud' },
    response: { id: 'i', object: 'o', createdAt: 'c', updatedAt: 'u', kind: 'dog', bark: 'loud' },
  },
  {
    name: 'leaves out a property whose $ref target is readOnly, and readOnly items of an array of objects',
    schema: ref('Owner'),
    full: { name: 'Ann', ownerId: 'x', pets: [{ ...stamp, kind: 'cat', name: 'Tom' }] },
    request: { name: 'Ann', pets: [{ password: 'p', kind: 'cat', name: 'Tom' }] },
    response: { name: 'Ann', ownerId: 'x', pets: [{ id: 'i', object: 'o', createdAt: 'c', updatedAt: 'u', kind: 'cat', name: 'Tom' }] },
  },
  {
    name: 'leaves out readOnly properties of a nested inline object and of additionalProperties',
    schema: {
      type: 'object',
      properties: { meta: { type: 'object', properties: { etag: { type: 'string', readOnly: true }, note: { type: 'string' } } } },
      additionalProperties: ref('Base'),
    },
    full: { meta: { etag: 'e', note: 'n' }, extra: stamp },
    request: { meta: { note: 'n' }, extra: { password: 'p' } },
    response: { meta: { etag: 'e', note: 'n' }, extra: { id: 'i', object: 'o', createdAt: 'c', updatedAt: 'u' } },
  },
  {
    name: 'leaves a property out when it is readOnly through allOf on the property',
    schema: { type: 'object', properties: { id: { allOf: [ref('Id')], description: 'the id' }, n: { type: 'integer' } } },
    full: { id: 'x', n: 1 },
    request: { n: 1 },
    response: { id: 'x', n: 1 },
  },
  {
    name: 'leaves out only what the alternative the value satisfies marks readOnly',
    schema: {
      oneOf: [
        { type: 'object', required: ['type', 'content'], properties: { type: { const: 'A' }, content: { type: 'string' } } },
        { type: 'object', required: ['type'], properties: { type: { const: 'SRV' }, content: { type: 'string', readOnly: true } } },
      ],
    },
    full: { type: 'A', content: '198.51.100.4' },
    request: { type: 'A', content: '198.51.100.4' },
    response: { type: 'A', content: '198.51.100.4' },
  },
  {
    name: 'keeps values the schema does not describe as they are',
    schema: { type: 'object' },
    full: { id: 'x', list: [1, 2] },
    request: { id: 'x', list: [1, 2] },
    response: { id: 'x', list: [1, 2] },
  },
];

const doc = (version: '3.0' | '3.1'): JsonObject => ({ openapi: version === '3.0' ? '3.0.3' : '3.1.0', components: { schemas: components } });

describe('withoutHidden', () => {
  for (const row of rows) {
    it(`in a request example, ${row.name}`, () => {
      expect(withoutHidden(doc('3.1'), row.schema, row.full, { direction: 'request', version: '3.1' })).toEqual(row.request);
    });
    it(`in a response example, keeps readOnly and drops writeOnly where it ${row.name.replace(/^leaves out /, 'would leave out ')}`, () => {
      expect(withoutHidden(doc('3.1'), row.schema, row.full, { direction: 'response', version: '3.1' })).toEqual(row.response);
    });
  }

  for (const version of ['3.0', '3.1'] as const) {
    for (const row of rows) {
      it(`generates a ${version} request example that has no readOnly property where the table ${row.name}`, () => {
        const value = generateExample(doc(version), row.schema, { direction: 'request', version });
        const text = JSON.stringify(value);
        for (const name of ['"id"', '"object"', '"createdAt"', '"updatedAt"', '"ownerId"', '"etag"']) expect(text).not.toContain(name);
      });
      it(`generates a ${version} response example that has no writeOnly property where the table ${row.name}`, () => {
        const value = generateExample(doc(version), row.schema, { direction: 'response', version });
        expect(JSON.stringify(value)).not.toContain('"password"');
      });
    }
  }

  it('still generates the writable required properties of the chosen oneOf branch', () => {
    expect(generateExample(doc('3.1'), ref('Pet'), { direction: 'request', version: '3.1' })).toEqual({ password: 'string', kind: 'cat', name: 'string', indoor: true });
  });

  it('leaves out a required readOnly property in 3.1 too, where JSON Schema alone would keep it', () => {
    const schema = { type: 'object', required: ['id'], properties: { id: { type: 'integer', readOnly: true } } };
    expect(generateExample(doc('3.1'), schema, { direction: 'request', version: '3.1' })).toEqual({});
  });

  it('keeps a property named __proto__ as data', () => {
    const value = JSON.parse('{"__proto__":{"a":1}}') as unknown;
    expect(Object.keys(withoutHidden(doc('3.1'), { type: 'object' }, value, { direction: 'request', version: '3.1' }) as object)).toEqual(['__proto__']);
  });
});

describe('propertyHidden', () => {
  const table: [string, unknown[], 'request' | 'response', boolean][] = [
    ['a readOnly property in a request', [{ readOnly: true }], 'request', true],
    ['a readOnly property in a response', [{ readOnly: true }], 'response', false],
    ['a writeOnly property in a response', [{ writeOnly: true }], 'response', true],
    ['a property readOnly through $ref', [ref('Id')], 'request', true],
    ['a property declared twice, once readOnly', [{ type: 'string' }, { readOnly: true }], 'request', true],
    ['a plain property', [{ type: 'string' }], 'request', false],
  ];
  for (const [name, declarations, direction, hidden] of table) {
    it(`${hidden ? 'hides' : 'shows'} ${name}`, () => expect(propertyHidden(doc('3.1'), declarations, direction)).toBe(hidden));
  }
});
