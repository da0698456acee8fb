import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { schemaProblems } from './schema-problems.js';

// OpenAPI 3.2.0, Discriminator Object, defaultMapping: the mock explains a body without a known
// discriminating value against the default schema.
const doc: JsonObject = {
  openapi: '3.2.0',
  components: {
    schemas: {
      Pet: {
        oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
        discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' }, defaultMapping: 'OtherPet' },
      },
      Cat: { type: 'object', required: ['petType', 'meows'], properties: { petType: { const: 'cat' }, meows: { type: 'boolean' } } },
      Dog: { type: 'object', required: ['petType', 'barks'], properties: { petType: { const: 'dog' }, barks: { type: 'boolean' } } },
      OtherPet: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    },
  },
};
const pet = { $ref: '#/components/schemas/Pet' };
const problems = (v: unknown): string[] => schemaProblems(doc, pet, v, { version: '3.1', direction: 'request' }).map((p) => `${p.pointer} ${p.message}`);

describe('schemaProblems with a discriminator', () => {
  it.each<[string, unknown, RegExp]>([
    ['a mapped value against its schema', { petType: 'cat', meows: 'yes' }, /^\/meows /],
    ['an absent property against defaultMapping', { age: 3 }, /"name"/],
    ['an unknown value against defaultMapping', { petType: 'lizard' }, /"name"/],
  ])('explains %s', (_what, value, want) => {
    const got = problems(value);
    expect(got.length).toBeGreaterThan(0);
    expect(got.join('\n')).toMatch(want);
  });

  it('accepts a valid mapped value', () => {
    expect(problems({ petType: 'dog', barks: true })).toEqual([]);
  });

  it('checks a discriminated value against the alternative it names alone, even when other alternatives accept it too', () => {
    // Loose alternatives (no required, no additionalProperties: false) all accept { name }: JSON
    // Schema's oneOf would call it ambiguous; the defaultMapping says it is an OtherPet.
    const loose: JsonObject = {
      components: {
        schemas: {
          Pet: {
            oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/OtherPet' }],
            discriminator: { propertyName: 'petType', mapping: { cat: 'Cat' }, defaultMapping: 'OtherPet' },
          },
          Cat: { type: 'object', properties: { whiskers: { type: 'integer' } } },
          OtherPet: { type: 'object', properties: { kind: { type: 'string' } } },
        },
      },
    };
    const check = (v: unknown): string[] => schemaProblems(loose, pet, v, { version: '3.1', direction: 'request' }).map((p) => `${p.pointer} ${p.message}`);
    expect(check({ name: 'Rex' })).toEqual([]);
    expect(check({ petType: 'cat', whiskers: 3 })).toEqual([]);
    expect(check({ petType: 'cat', whiskers: 'many' }).join('\n')).toMatch(/^\/whiskers /);
    expect(check({ kind: 7 }).join('\n')).toMatch(/^\/kind /);
  });
});
