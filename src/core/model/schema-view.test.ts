import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { corpus, specsDir } from '../../../test/support/spec-index.js';
import { loadDescription } from '../load/load-description.js';
import { childPointer } from '../resolve/pointer.js';
import { isObject, type JsonObject } from '../types.js';
import { conflictText } from './conflict-text.js';
import { buildOutline } from './outline.js';
import { resolveRef } from './resolve-ref.js';
import { DEFAULT_SCHEMA_BUDGET, schemaView } from './schema-view.js';
import type { SchemaNode } from './types.js';
import { visibleProperties, type SchemaDirection, type VisibilityRule } from './visible-properties.js';

const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });
/** What toMatchObject compares: any subset of a node's fields, at every depth. */
type Subset<T> = T extends ReadonlyArray<infer U> ? Array<Subset<U>> : T extends object ? { [K in keyof T]?: Subset<T[K]> } : T;

const doc: JsonObject = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Str: { type: 'string', description: 'shared' },
      Pet: { type: 'object', title: 'A pet', properties: { id: { type: 'integer' } } },
      Cat: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', enum: ['cat'] }, meows: { type: 'boolean' } } },
      Dog: { type: 'object', properties: { kind: { type: 'string' }, barks: { type: 'boolean' } } },
      Alias: ref('Cat'),
      // The inheritance pattern: subtypes name the base in allOf; the base has the discriminator.
      Animal: { type: 'object', required: ['kind'], discriminator: { propertyName: 'kind' }, properties: { kind: { type: 'string' }, name: { type: 'string' } } },
      Lion: { allOf: [ref('Animal'), { properties: { mane: { type: 'boolean' } } }] },
      Tiger: { allOf: [ref('Animal'), { properties: { stripes: { type: 'integer' } } }] },
      Mapped: { type: 'object', discriminator: { propertyName: 'kind', mapping: { lion: '#/components/schemas/Lion2' } }, properties: { kind: { type: 'string' } } },
      Lion2: { allOf: [ref('Mapped'), { properties: { roar: { type: 'string' } } }] },
      Tiger2: { allOf: [ref('Mapped')] },
      // A base that lists its subtypes, which in turn include the base.
      Shape: { type: 'object', properties: { sides: { type: 'integer' } }, oneOf: [ref('Square'), ref('Circle')], discriminator: { propertyName: 'shape' } },
      Square: { allOf: [ref('Shape'), { properties: { shape: { const: 'Square' }, side: { type: 'number' } } }] },
      Circle: { allOf: [ref('Shape'), { properties: { shape: { const: 'Circle' }, radius: { type: 'number' } } }] },
      // A → b → c → d → A
      A: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'array', items: { properties: { d: ref('A') } } } } } } },
      Tree: { type: 'object', properties: { children: { type: 'array', items: ref('Tree') }, pick: { oneOf: [ref('Tree'), { type: 'string' }] } } },
      Base: { type: 'object', required: ['id'], properties: { id: { type: 'integer', maximum: 5 } } },
    },
  },
};

const view = (schema: unknown): SchemaNode => schemaView(doc, schema, '/s');

describe('schemaView: keywords as structured data', () => {
  const cases: Array<[string, unknown, Subset<SchemaNode>]> = [
    ['3.1 type arrays with null', { type: ['string', 'null'] }, { type: 'string | null', types: ['string', 'null'], nullable: true }],
    ['3.0 nullable', { type: 'integer', nullable: true }, { type: 'integer | null', types: ['integer', 'null'], nullable: true }],
    ['an object implied by properties', { properties: { a: {} } }, { type: 'object', types: ['object'] }],
    ['no type at all', {}, { type: 'any', types: [] }],
    ['format', { type: 'string', format: 'uuid' }, { format: 'uuid' }],
    ['enum with x-enumDescriptions as a map', { enum: ['a', 'b'], 'x-enumDescriptions': { a: 'Alpha', b: 'Beta' } }, { enum: ['a', 'b'], enumDescriptions: { a: 'Alpha', b: 'Beta' } }],
    ['enum with x-enum-descriptions as an array', { enum: [1, 2], 'x-enum-descriptions': ['one', 'two'] }, { enumDescriptions: { '1': 'one', '2': 'two' } }],
    ['const, even null', { const: null }, { const: null, constraints: [{ kind: 'const', value: 'null' }] }],
    ['default and example', { default: 3, example: 4 }, { default: 3, example: 4 }],
    ['3.1 examples', { examples: [1, 2] }, { examples: [1, 2], example: 1 }],
    [
      '3.0 boolean exclusive bounds',
      { minimum: 1, exclusiveMinimum: true, maximum: 5 },
      {
        minimum: { value: 1, exclusive: true },
        maximum: { value: 5, exclusive: false },
        constraints: [
          { kind: 'exclusiveMinimum', value: 1 },
          { kind: 'maximum', value: 5 },
        ],
      },
    ],
    [
      '3.1 numeric exclusive bounds',
      { exclusiveMinimum: 0, exclusiveMaximum: 10 },
      {
        minimum: { value: 0, exclusive: true },
        maximum: { value: 10, exclusive: true },
        constraints: [
          { kind: 'exclusiveMinimum', value: 0 },
          { kind: 'exclusiveMaximum', value: 10 },
        ],
      },
    ],
    [
      '3.1 minimum and exclusiveMinimum together: the stricter',
      { minimum: 2, exclusiveMinimum: 2, maximum: 9, exclusiveMaximum: 10 },
      { minimum: { value: 2, exclusive: true }, maximum: { value: 9, exclusive: false } },
    ],
    ['multipleOf', { multipleOf: 0.5 }, { multipleOf: 0.5, constraints: [{ kind: 'multipleOf', value: 0.5 }] }],
    ['string lengths and pattern', { minLength: 1, maxLength: 3, pattern: '^a+$' }, { minLength: 1, maxLength: 3, pattern: '^a+$' }],
    ['array sizes and uniqueItems', { minItems: 1, maxItems: 4, uniqueItems: true }, { minItems: 1, maxItems: 4, uniqueItems: true }],
    ['object sizes', { minProperties: 1, maxProperties: 2 }, { minProperties: 1, maxProperties: 2 }],
    ['required, including names without a property', { required: ['a', 'zz'], properties: { a: {} } }, { required: ['a', 'zz'] }],
    ['deprecated, readOnly, writeOnly', { deprecated: true, readOnly: true, writeOnly: true }, { deprecated: true, readOnly: true, writeOnly: true }],
    ['title and description', { title: 'T', description: '*d*' }, { title: 'T', description: '*d*' }],
    ['additionalProperties false', { type: 'object', additionalProperties: false }, { additionalProperties: false }],
    [
      'additionalProperties with a key name',
      { additionalProperties: { type: 'integer' }, 'x-additionalPropertiesName': 'region' },
      { additionalProperties: { type: 'integer' }, additionalPropertiesName: 'region' },
    ],
    ['patternProperties', { patternProperties: { '^x-': { type: 'string' } } }, { patternProperties: [{ pattern: '^x-', node: { type: 'string', pointer: '/s/patternProperties/^x-' } }] }],
    ['propertyNames', { propertyNames: { pattern: '^[a-z]+$' } }, { propertyNames: { pattern: '^[a-z]+$' } }],
    [
      '3.1 prefixItems and items',
      { prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false },
      { types: ['array'], prefixItems: [{ type: 'string' }, { type: 'integer' }], items: { type: 'never' } },
    ],
    ['a 3.0-era items array as a tuple', { items: [{ type: 'string' }] }, { prefixItems: [{ type: 'string', pointer: '/s/items/0' }] }],
    ['items', { type: 'array', items: ref('Str') }, { items: { refName: 'Str', type: 'string' } }],
    [
      'contains with min/maxContains',
      { contains: { type: 'integer' }, minContains: 1, maxContains: 3 },
      {
        contains: { type: 'integer' },
        minContains: 1,
        maxContains: 3,
        constraints: [
          { kind: 'minContains', value: 1 },
          { kind: 'maxContains', value: 3 },
        ],
      },
    ],
    [
      'if/then/else',
      { if: { required: ['a'] }, then: { required: ['b'] }, else: { required: ['c'] } },
      { conditional: { if: { required: ['a'] }, then: { required: ['b'] }, else: { required: ['c'] } } },
    ],
    ['if without else', { if: { required: ['a'] }, then: { required: ['b'] } }, { conditional: { if: { required: ['a'] }, then: { required: ['b'] } } }],
    ['not', { not: { type: 'string' } }, { not: { type: 'string' } }],
    ['dependentSchemas', { dependentSchemas: { card: { required: ['billing'] } } }, { dependentSchemas: { card: { required: ['billing'], pointer: '/s/dependentSchemas/card' } } }],
    ['dependentRequired', { dependentRequired: { card: ['billing', 'cvc'] } }, { dependentRequired: { card: ['billing', 'cvc'] } }],
    ['unevaluatedProperties as a boolean', { unevaluatedProperties: false }, { unevaluatedProperties: false }],
    ['unevaluatedItems as a schema', { unevaluatedItems: { type: 'string' } }, { unevaluatedItems: { type: 'string' } }],
    ['$defs, listed and deferred', { $defs: { Id: { type: 'string' } } }, { defs: { Id: { deferred: true, type: 'string', pointer: '/s/$defs/Id' } } }],
    [
      'content keywords',
      { type: 'string', contentMediaType: 'application/json', contentEncoding: 'base64', contentSchema: { type: 'object' } },
      { contentMediaType: 'application/json', contentEncoding: 'base64', contentSchema: { type: 'object' } },
    ],
    ['externalDocs and xml', { externalDocs: { url: 'https://d' }, xml: { name: 'pet' } }, { externalDocs: { url: 'https://d' }, xml: { name: 'pet' } }],
    [
      'unknown keywords and other x- extensions kept in extra',
      { type: 'string', foo: { a: 1 }, 'x-internal': true, $comment: 'c' },
      { extra: { foo: { a: 1 }, 'x-internal': true, $comment: 'c' } },
    ],
    ['a known keyword of the wrong shape kept in extra', { format: 5, minimum: '1' }, { extra: { format: 5, minimum: '1' } }],
    [
      'siblings of a $ref apply on top of the target',
      { $ref: '#/components/schemas/Str', description: 'own', nullable: true },
      { refName: 'Str', description: 'own', nullable: true, types: ['string', 'null'] },
    ],
  ];
  it.each(cases)('%s', (_, schema, expected) => {
    expect(view(schema)).toMatchObject(expected);
  });

  it('does not repeat consumed extensions or known keywords in extra', () => {
    const n = view({ type: 'string', enum: ['a'], 'x-enumDescriptions': { a: 'A' }, 'x-additionalPropertiesName': 'k', minimum: 1, exclusiveMinimum: true });
    expect(n.extra).toBeUndefined();
  });

  it('keeps a property named __proto__ as a property', () => {
    const n = view(JSON.parse('{"properties":{"__proto__":{"type":"string"}}}'));
    expect(n.properties!.map((p) => [p.name, p.node.type])).toEqual([['__proto__', 'string']]);
  });

  it('builds nothing below $defs', () => {
    const n = view({ $defs: { Big: { properties: { a: { type: 'string' } } } } });
    expect(n.defs!.Big!.properties).toBeUndefined();
  });
});

describe('schemaView: allOf merge with conflicts', () => {
  const cases: Array<[string, JsonObject, Subset<SchemaNode>, string[] | undefined]> = [
    [
      'agreeing members merge quietly',
      {
        allOf: [
          { type: 'object', properties: { a: {} } },
          { type: 'object', properties: { b: {} } },
        ],
      },
      { type: 'object' },
      undefined,
    ],
    ['differing types', { allOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'string' }, ['type: string vs integer (no value can match; string is shown)']],
    ['integer is a kind of number', { allOf: [{ type: 'number' }, { type: 'integer' }] }, { type: 'integer' }, ['type: number vs integer (integer applies)']],
    ['the stricter maximum', { allOf: [{ maximum: 5 }, { maximum: 3 }] }, { maximum: { value: 3, exclusive: false } }, ['maximum 5 vs 3 (the stricter 3 applies)']],
    ['the stricter minLength', { allOf: [{ minLength: 2 }, { minLength: 4 }] }, { minLength: 4 }, ['minLength 2 vs 4 (the stricter 4 applies)']],
    ['differing enums intersect', { allOf: [{ enum: ['a', 'b'] }, { enum: ['b', 'c'] }] }, { enum: ['b'] }, ['enum ["a","b"] vs ["b","c"] (only "b" apply)']],
    ['disjoint enums', { allOf: [{ enum: ['a'] }, { enum: ['c'] }] }, { enum: [] }, ['enum ["a"] vs ["c"] (no value can match)']],
    ['both patterns apply', { allOf: [{ pattern: '^a' }, { pattern: 'z$' }] }, { pattern: '^a' }, ['pattern ^a vs z$ (both apply; the first is shown)']],
    ['a flag from any member', { allOf: [{ readOnly: false }, { readOnly: true }] }, { readOnly: true }, undefined],
    ["the schema's own description wins", { allOf: [{ description: 'base' }], description: 'own' }, { description: 'own' }, undefined],
    ["the last member's description wins over earlier ones", { allOf: [{ description: 'base' }, { description: 'sub' }] }, { description: 'sub' }, undefined],
    [
      'a property redefined by a later member',
      { allOf: [{ properties: { a: { type: 'string' } } }, { properties: { a: { type: 'integer' } } }] },
      { properties: [{ name: 'a', node: { type: 'string', conflicts: [{ kind: 'typeNone', a: 'string', b: 'integer' }] } }] },
      undefined,
    ],
    [
      'a property refined by a later member',
      { allOf: [ref('Base')], properties: { id: { maximum: 3, description: 'own' } } },
      {
        properties: [
          {
            name: 'id',
            required: true,
            node: { type: 'integer', description: 'own', maximum: { value: 3, exclusive: false }, conflicts: [{ kind: 'stricter', keyword: 'maximum', a: '5', b: '3', result: '3' }] },
          },
        ],
      },
      undefined,
    ],
    [
      'a member that cannot be resolved',
      { allOf: [ref('Nope'), { type: 'object' }] },
      { type: 'object' },
      ['allOf member Nope: Cannot resolve $ref "#/components/schemas/Nope": nothing at that pointer'],
    ],
  ];
  it.each(cases)('%s', (_, schema, expected, conflicts) => {
    const n = view(schema);
    expect(n).toMatchObject(expected);
    expect(n.conflicts?.map(conflictText)).toEqual(conflicts);
  });

  it('keeps each property pointing at the member that defines it', () => {
    const n = view({ allOf: [ref('Base'), { properties: { more: { items: { type: 'string' } } } }] });
    expect(n.properties!.map((p) => p.node.pointer)).toEqual(['/components/schemas/Base/properties/id', '/s/allOf/1/properties/more']);
  });

  it('points children of a keyword at the member it came from', () => {
    expect(view({ allOf: [{ items: { type: 'string' } }] }).items!.pointer).toBe('/s/allOf/0/items');
  });
});

describe('schemaView: oneOf/anyOf options and their labels', () => {
  const cases: Array<[string, unknown, string]> = [
    ['its title', { title: 'Card', type: 'object' }, 'Card'],
    ['the title of a referenced schema', ref('Pet'), 'A pet'],
    ['the $ref name', ref('Str'), 'Str'],
    ['an object by its properties', { properties: { id: {}, name: {} } }, 'object (id, name)'],
    ['a wide object by its first properties', { properties: { a: {}, b: {}, c: {}, d: {} } }, 'object (a, b, c, …)'],
    ['a plain type', { type: 'string' }, 'string'],
    ['a type with its format', { type: 'string', format: 'date-time' }, 'string (date-time)'],
    ['an array of a named schema', { type: 'array', items: ref('Cat') }, 'array of Cat'],
    ['a const', { const: 'auto' }, '"auto"'],
    ['a nullable type', { type: ['integer', 'null'] }, 'integer | null'],
  ];
  it.each(cases)('labels an option by %s', (_, option, label) => {
    const n = view({ oneOf: [option] });
    expect(n.composition!.options[0]!.label).toBe(label);
  });

  it('keeps the kind and every option', () => {
    const n = view({ anyOf: [{ type: 'string' }, { type: 'integer' }] });
    expect(n.composition).toMatchObject({ kind: 'anyOf', options: [{ label: 'string' }, { label: 'integer' }] });
    expect(n.composition!.discriminator).toBeUndefined();
  });

  it('nests compositions', () => {
    const n = view({ oneOf: [{ oneOf: [{ type: 'string' }, { type: 'integer' }] }, { anyOf: [ref('Cat'), ref('Dog')] }] });
    expect(n.composition!.options[0]!.node.composition!.options.map((o) => o.label)).toEqual(['string', 'integer']);
    expect(n.composition!.options[1]!.node.composition).toMatchObject({ kind: 'anyOf', options: [{ label: 'Cat' }, { label: 'Dog' }] });
  });

  it('keeps an anyOf beside a oneOf in extra', () => {
    const n = view({ oneOf: [{ type: 'string' }], anyOf: [{ type: 'integer' }] });
    expect(n.composition!.kind).toBe('oneOf');
    expect(n.extra).toEqual({ anyOf: [{ type: 'integer' }] });
  });
});

describe('schemaView: discriminators', () => {
  const mapping = (n: SchemaNode): Array<[string, string, number]> => n.composition!.discriminator!.mapping.map((m) => [m.value, m.label, m.index]);
  const names = (n: SchemaNode): string[] => (n.properties ?? []).map((p) => p.name);
  const parent = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };

  it('labels the selector by explicit mapping values, in mapping order', () => {
    const n = view({ ...parent, oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog', cat: '#/components/schemas/Cat' } } });
    expect(n.composition!.discriminator!.propertyName).toBe('kind');
    expect(mapping(n)).toEqual([
      ['dog', 'Dog', 1],
      ['cat', 'Cat', 0],
    ]);
  });

  it("merges each branch with the parent's own properties, the branch's own winning", () => {
    const n = view({ ...parent, properties: { ...parent.properties, kind: { type: 'string' } }, oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'kind' } });
    const cat = n.composition!.options[0]!.node;
    expect(names(cat)).toEqual(['name', 'kind', 'meows']);
    expect(cat.properties!.find((p) => p.name === 'name')!.required).toBe(true);
    expect(cat.properties!.find((p) => p.name === 'kind')!.node.enum).toEqual(['cat']);
  });

  it('uses schema names as implicit values', () => {
    const n = view({ oneOf: [ref('Cat'), ref('Dog'), { type: 'object' }], discriminator: { propertyName: 'kind' } });
    expect(mapping(n)).toEqual([
      ['Cat', 'Cat', 0],
      ['Dog', 'Dog', 1],
    ]);
  });

  it('adds implicit values for options an explicit mapping leaves out, and reads 3.0 bare schema names', () => {
    const n = view({ oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'kind', mapping: { c: 'Cat' } } });
    expect(mapping(n)).toEqual([
      ['c', 'Cat', 0],
      ['Dog', 'Dog', 1],
    ]);
  });

  it('names the option by its own $ref, not where a chain of refs ends', () => {
    const n = view({ oneOf: [ref('Alias')], discriminator: { propertyName: 'kind' } });
    expect(mapping(n)).toEqual([['Alias', 'Cat', 0]]);
  });

  it('adds a mapped schema that is not among the alternatives', () => {
    const n = view({ oneOf: [ref('Cat')], discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog' } } });
    expect(n.composition!.options.map((o) => o.label)).toEqual(['Cat', 'Dog']);
    expect(mapping(n)).toEqual([
      ['dog', 'Dog', 1],
      ['Cat', 'Cat', 0],
    ]);
  });

  it('offers the allOf subtypes of a base schema, each complete', () => {
    const n = view(ref('Animal'));
    expect(n.composition!.kind).toBe('oneOf');
    expect(mapping(n)).toEqual([
      ['Lion', 'Lion', 0],
      ['Tiger', 'Tiger', 1],
    ]);
    const lion = n.composition!.options[0]!.node;
    expect(names(lion)).toEqual(['kind', 'name', 'mane']);
    expect(lion.composition).toBeUndefined();
  });

  it('combines an explicit mapping with implicit subtypes', () => {
    const n = view(ref('Mapped'));
    expect(mapping(n)).toEqual([
      ['lion', 'Lion2', 0],
      ['Tiger2', 'Tiger2', 1],
    ]);
  });

  it("shows a subtype on its own without its base's selector", () => {
    const n = view(ref('Lion'));
    expect(names(n)).toEqual(['kind', 'name', 'mane']);
    expect(n.composition).toBeUndefined();
    expect(n.extra).toBeUndefined();
  });

  it('does not nest a base inside the subtypes it lists', () => {
    const n = view(ref('Shape'));
    expect(mapping(n)).toEqual([
      ['Square', 'Square', 0],
      ['Circle', 'Circle', 1],
    ]);
    const square = n.composition!.options[0]!.node;
    expect(names(square)).toEqual(['sides', 'shape', 'side']);
    expect(square.composition).toBeUndefined();
  });

  it('keeps a discriminator with nothing to select in extra', () => {
    const n = view({ type: 'object', discriminator: { propertyName: 'kind' } });
    expect(n.composition).toBeUndefined();
    expect(n.extra).toEqual({ discriminator: { propertyName: 'kind' } });
  });
});

describe('schemaView: circular references', () => {
  it('marks a cycle at depth with the name and pointer of the schema it returns to', () => {
    const n = view(ref('A'));
    const d = n.properties![0]!.node.properties![0]!.node.items!.properties![0]!.node;
    expect(d).toMatchObject({ circular: true, refName: 'A', pointer: '/components/schemas/A', type: 'object', types: ['object'] });
    expect(d.properties).toBeUndefined();
  });

  it('marks cycles through items and through composition options', () => {
    const n = view(ref('Tree'));
    expect(n.properties![0]!.node.items).toMatchObject({ circular: true, pointer: '/components/schemas/Tree' });
    const pick = n.properties![1]!.node.composition!.options;
    expect(pick.map((o) => [o.label, o.node.circular ?? false])).toEqual([
      ['Tree', true],
      ['string', false],
    ]);
  });

  it('continues a cycle mark correctly when a deferred part is built from its pointer', () => {
    const raw = (doc.components as JsonObject).schemas as JsonObject;
    const children = ((raw.Tree as JsonObject).properties as JsonObject).children;
    const n = schemaView(doc, children, '/components/schemas/Tree/properties/children', {}, undefined, ['/components/schemas/Tree']);
    expect(n.items).toMatchObject({ circular: true, refName: 'Tree' });
  });
});

describe('visibleProperties', () => {
  const node = view({
    properties: { id: { type: 'integer', readOnly: true }, password: { type: 'string', writeOnly: true }, name: { type: 'string' } },
  });
  const cases: Array<[SchemaDirection, VisibilityRule, string[]]> = [
    ['request', { hideReadOnly: 'default', hideWriteOnly: 'default' }, ['password', 'name']],
    ['response', { hideReadOnly: 'default', hideWriteOnly: 'default' }, ['id', 'name']],
    ['request', { hideReadOnly: 'never', hideWriteOnly: 'default' }, ['id', 'password', 'name']],
    ['response', { hideReadOnly: 'default', hideWriteOnly: 'never' }, ['id', 'password', 'name']],
    ['request', { hideReadOnly: 'default', hideWriteOnly: 'never' }, ['password', 'name']],
    ['response', { hideReadOnly: 'never', hideWriteOnly: 'default' }, ['id', 'name']],
  ];
  it.each(cases)('in a %s with %o shows %o', (direction, rule, expected) => {
    expect(visibleProperties(node, direction, rule).map((p) => p.name)).toEqual(expected);
  });

  it('hides a property that is readOnly through its $ref siblings or allOf', () => {
    const n = view({ properties: { a: { $ref: '#/components/schemas/Str', readOnly: true }, b: { allOf: [{ readOnly: true }] } } });
    expect(visibleProperties(n, 'request', { hideReadOnly: 'default', hideWriteOnly: 'default' })).toEqual([]);
  });

  it('gives nothing for a node without properties', () => {
    expect(visibleProperties(view({ type: 'string' }), 'request', { hideReadOnly: 'default', hideWriteOnly: 'default' })).toEqual([]);
  });
});

/** Counts the nodes a view expanded (deferred, circular and unresolved ones are only marks). */
function expanded(node: SchemaNode, seen = new Set<SchemaNode>()): number {
  if (seen.has(node)) return 0;
  seen.add(node);
  if (node.deferred || node.circular || node.unresolved) return 0;
  const kids: SchemaNode[] = [
    ...(node.properties ?? []).map((p) => p.node),
    ...(node.prefixItems ?? []),
    ...(node.patternProperties ?? []).map((p) => p.node),
    ...(node.composition?.options ?? []).map((o) => o.node),
    ...Object.values(node.dependentSchemas ?? {}),
  ];
  for (const k of [node.items, node.contains, node.propertyNames, node.not, node.contentSchema, node.conditional?.if, node.conditional?.then, node.conditional?.else]) if (k) kids.push(k);
  for (const k of [node.additionalProperties, node.unevaluatedProperties, node.unevaluatedItems]) if (k && typeof k === 'object') kids.push(k);
  return 1 + kids.reduce((sum, k) => sum + expanded(k, seen), 0);
}

describe('schemaView on large real descriptions', () => {
  const dir = specsDir();
  const large = ['stripe/spec3.json', 'github/api.github.com.json', 'redoc/big-openapi.json', 'box/openapi.json', 'adyen/CheckoutService-v71.json'];
  const entries = corpus().filter((e) => large.includes(e.path));

  it('has the five large descriptions when the corpus is present', () => {
    expect(entries.length).toBe(dir ? 5 : 0);
  });

  for (const entry of entries) {
    it(`builds every request and response schema of ${entry.path} within the node budget`, async () => {
      const loaded = await loadDescription({ kind: 'url', url: pathToFileURL(dir! + entry.path).href }, fileTextFetcher);
      const outline = buildOutline(loaded.doc, loaded.sourceVersion, loaded.problems);
      const d = loaded.doc;
      const schemas: Array<[unknown, string]> = [];
      const content = (holder: unknown, at: string): void => {
        const r = resolveRef(d, holder, at, loaded.refNames);
        if (!isObject(r.value) || !isObject(r.value.content)) return;
        for (const [mt, m] of Object.entries(r.value.content)) {
          if (isObject(m) && m.schema !== undefined) schemas.push([m.schema, childPointer(childPointer(childPointer(r.pointer, 'content'), mt), 'schema')]);
        }
      };
      for (const op of [...outline.operations, ...outline.webhooks]) {
        const o = resolveRef(d, { $ref: '#' + op.pointer }, '/').value;
        if (!isObject(o)) continue;
        content(o.requestBody, childPointer(op.pointer, 'requestBody'));
        if (isObject(o.responses)) for (const [status, r] of Object.entries(o.responses)) content(r, childPointer(childPointer(op.pointer, 'responses'), status));
      }
      let slowest = 0;
      let most = 0;
      const start = performance.now();
      for (const [schema, at] of schemas) {
        const t = performance.now();
        const n = schemaView(d, schema, at, loaded.refNames);
        slowest = Math.max(slowest, performance.now() - t);
        const count = expanded(n);
        most = Math.max(most, count);
        expect(count).toBeLessThanOrEqual(DEFAULT_SCHEMA_BUDGET.nodes);
      }
      console.log(`${entry.path}: ${schemas.length} schemas in ${(performance.now() - start).toFixed(0)} ms, slowest ${slowest.toFixed(1)} ms, at most ${most} nodes expanded`);
      expect(schemas.length).toBeGreaterThan(0);
    });
  }
});

describe('discriminator defaultMapping (OpenAPI 3.2)', () => {
  const d: JsonObject = {
    openapi: '3.2.0',
    components: {
      schemas: {
        Cat: { type: 'object', properties: { petType: { type: 'string' }, meows: { type: 'boolean' } } },
        Dog: { type: 'object', properties: { petType: { type: 'string' }, barks: { type: 'boolean' } } },
        OtherPet: { type: 'object', properties: { name: { type: 'string' } } },
      },
    },
  };
  const cat = { $ref: '#/components/schemas/Cat' };
  const dog = { $ref: '#/components/schemas/Dog' };
  it.each<[string, unknown, string[], number | undefined]>([
    ['marks a listed default', { oneOf: [cat, dog], discriminator: { propertyName: 'petType', defaultMapping: 'Dog' } }, ['Cat', 'Dog'], 1],
    [
      'adds and marks a default that is not listed',
      { oneOf: [cat, dog], discriminator: { propertyName: 'petType', defaultMapping: '#/components/schemas/OtherPet' } },
      ['Cat', 'Dog', 'OtherPet'],
      2,
    ],
    ['has no default without defaultMapping', { oneOf: [cat, dog], discriminator: { propertyName: 'petType' } }, ['Cat', 'Dog'], undefined],
  ])('%s', (_what, schema, labels, defaultIndex) => {
    const n = schemaView(d, schema, '/s');
    expect(n.composition?.options.map((o) => o.label)).toEqual(labels);
    expect(n.composition?.discriminator?.defaultIndex).toBe(defaultIndex);
  });

  it('gives the added default no implicit mapping value', () => {
    const n = schemaView(d, { oneOf: [cat], discriminator: { propertyName: 'petType', defaultMapping: 'OtherPet' } }, '/s');
    expect(n.composition?.discriminator?.mapping.map((m) => m.value)).toEqual(['Cat']);
  });
});
