import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { generateExample, type ExampleOptions } from './generate.js';
import { patternNeverMatches, regexSample } from './regex-sample.js';
import { makeJudge } from './testing/ajv-judge.js';

interface Row {
  /** Reads as a sentence after "generates a valid example that ...". */
  name: string;
  schema: unknown;
  version?: '3.0' | '3.1';
  direction?: 'request' | 'response';
  /** Other named schemas, under #/components/schemas. */
  components?: Record<string, unknown>;
  /** What the value must look like, beyond being valid. */
  expect?: (v: unknown) => void;
}

const obj = (v: unknown): JsonObject => v as JsonObject;

const rows: Row[] = [
  // types
  { name: 'is a string for type string', schema: { type: 'string' }, expect: (v) => expect(v).toBe('string') },
  { name: 'is an integer for type integer', schema: { type: 'integer' }, expect: (v) => expect(Number.isInteger(v)).toBe(true) },
  { name: 'is a boolean for type boolean', schema: { type: 'boolean' }, expect: (v) => expect(v).toBe(true) },
  { name: 'takes the first non-null type of a 3.1 type array', schema: { type: ['null', 'string'] }, expect: (v) => expect(v).toBe('string') },
  { name: 'is null for type null', schema: { type: 'null' }, expect: (v) => expect(v).toBeNull() },
  { name: 'is not null for a 3.0 nullable string', version: '3.0', schema: { type: 'string', nullable: true }, expect: (v) => expect(v).toBe('string') },
  { name: 'is an object for a schema without type but with properties', schema: { properties: { a: { type: 'integer' } } }, expect: (v) => expect(obj(v).a).toBe(0) },
  // formats
  ...(
    [
      ['date-time', '2024-01-01T00:00:00Z'],
      ['date', '2024-01-01'],
      ['time', '00:00:00Z'],
      ['email', 'user@example.com'],
      ['idn-email', 'user@example.com'],
      ['uuid', '3fa85f64-5717-4562-b3fc-2c963f66afa6'],
      ['uri', 'https://example.com'],
      ['uri-reference', 'https://example.com'],
      ['hostname', 'example.com'],
      ['ipv4', '192.0.2.1'],
      ['ipv6', '2001:db8::1'],
      ['byte', 'U3dhZ2dlciByb2Nrcw=='],
      ['duration', 'P1D'],
      ['regex', '^[a-z]+$'],
    ] as const
  ).map(([format, value]): Row => ({ name: `is the fixed ${format} value for format ${format}`, schema: { type: 'string', format }, expect: (v) => expect(v).toBe(value) })),
  { name: 'is a plain string for format binary', schema: { type: 'string', format: 'binary' } },
  { name: 'is an int32 integer for type number format int32', schema: { type: 'number', format: 'int32', minimum: 3.5 }, expect: (v) => expect(v).toBe(4) },
  { name: 'is zero, not the lower end of the range, for format int64', schema: { type: 'integer', format: 'int64' }, expect: (v) => expect(v).toBe(0) },
  { name: 'is a number for format double', schema: { type: 'number', format: 'double' } },
  // const, enum, default, example
  { name: 'is the const', schema: { const: 'fixed', type: 'string' }, expect: (v) => expect(v).toBe('fixed') },
  { name: 'is the first enum value', schema: { type: 'string', enum: ['b', 'a'] }, expect: (v) => expect(v).toBe('b') },
  { name: 'prefers the enum over the default', schema: { type: 'string', enum: ['x', 'y'], default: 'y' }, expect: (v) => expect(v).toBe('x') },
  { name: 'is the default when it validates', schema: { type: 'integer', default: 7, example: 9 }, expect: (v) => expect(v).toBe(7) },
  { name: 'is the example when it validates', schema: { type: 'string', example: 'hello' }, expect: (v) => expect(v).toBe('hello') },
  { name: 'ignores an example that does not validate', schema: { type: 'string', format: 'date-time', example: 'yesterday' }, expect: (v) => expect(v).toBe('2024-01-01T00:00:00Z') },
  { name: 'uses the first of 3.1 examples', schema: { type: 'integer', examples: [5, 6] }, expect: (v) => expect(v).toBe(5) },
  // numbers
  { name: 'respects minimum', schema: { type: 'integer', minimum: 10 }, expect: (v) => expect(v).toBe(10) },
  { name: 'respects maximum below zero', schema: { type: 'integer', maximum: -5 }, expect: (v) => expect(v).toBe(-5) },
  { name: 'respects a 3.0 boolean exclusiveMinimum', version: '3.0', schema: { type: 'integer', minimum: 10, exclusiveMinimum: true }, expect: (v) => expect(v).toBe(11) },
  { name: 'respects a 3.0 boolean exclusiveMaximum', version: '3.0', schema: { type: 'number', maximum: 0, exclusiveMaximum: true } },
  { name: 'respects a 3.1 numeric exclusiveMinimum', schema: { type: 'number', exclusiveMinimum: 0, maximum: 1 } },
  { name: 'respects a 3.1 numeric exclusiveMaximum', schema: { type: 'integer', exclusiveMaximum: -1 }, expect: (v) => expect(v).toBe(-2) },
  { name: 'is a multiple of multipleOf above the minimum', schema: { type: 'integer', minimum: 7, multipleOf: 5 }, expect: (v) => expect(v).toBe(10) },
  { name: 'handles fractional multipleOf', schema: { type: 'number', minimum: 0.5, multipleOf: 0.01 } },
  { name: 'meets two multipleOf at once', schema: { allOf: [{ type: 'integer', multipleOf: 4, minimum: 1 }, { multipleOf: 6 }] }, expect: (v) => expect(v).toBe(12) },
  // strings
  { name: 'pads to minLength', schema: { type: 'string', minLength: 10 }, expect: (v) => expect(String(v).length).toBe(10) },
  { name: 'cuts to maxLength', schema: { type: 'string', maxLength: 3 }, expect: (v) => expect(String(v).length).toBeLessThanOrEqual(3) },
  { name: 'matches a pattern with classes and quantifiers', schema: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' }, expect: (v) => expect(v).toBe('AAA-0000') },
  { name: 'matches a pattern with groups and alternation', schema: { type: 'string', pattern: '^(foo|bar)(-[a-z]+)?\\.txt$' } },
  { name: 'matches a pattern within length bounds', schema: { type: 'string', pattern: '^[a-z]+$', minLength: 5, maxLength: 6 } },
  { name: 'matches a pattern with escapes and negated classes', schema: { type: 'string', pattern: '^\\w+@[^\\s@]+\\.\\w{2,}$' } },
  { name: 'matches a pattern and a format together', schema: { type: 'string', format: 'email', pattern: '@example\\.com$' } },
  // arrays
  { name: 'has one item by default', schema: { type: 'array', items: { type: 'integer' } }, expect: (v) => expect(v).toEqual([0]) },
  { name: 'has minItems items', schema: { type: 'array', items: { type: 'string' }, minItems: 3 }, expect: (v) => expect((v as unknown[]).length).toBe(3) },
  { name: 'has unique items when uniqueItems', schema: { type: 'array', items: { type: 'integer' }, minItems: 3, uniqueItems: true } },
  { name: 'has unique enum items when uniqueItems', schema: { type: 'array', items: { enum: ['a', 'b', 'c'] }, minItems: 3, uniqueItems: true } },
  { name: 'is empty when maxItems is 0', schema: { type: 'array', items: { type: 'integer' }, maxItems: 0 }, expect: (v) => expect(v).toEqual([]) },
  {
    name: 'follows prefixItems',
    version: '3.1',
    schema: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false },
    expect: (v) => expect(v).toEqual(['string', 0]),
  },
  { name: 'contains a matching item', schema: { type: 'array', items: { type: 'integer' }, contains: { minimum: 5 }, minContains: 2 } },
  // objects
  {
    name: 'includes required and optional properties',
    schema: { type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { type: 'integer' } } },
    expect: (v) => expect(v).toEqual({ a: 'string', b: 0 }),
  },
  {
    name: 'leaves optional properties out to meet maxProperties',
    schema: { type: 'object', required: ['b'], maxProperties: 1, properties: { a: { type: 'string' }, b: { type: 'integer' } } },
    expect: (v) => expect(v).toEqual({ b: 0 }),
  },
  {
    name: 'adds additional properties to reach minProperties',
    schema: { type: 'object', minProperties: 2, additionalProperties: { type: 'integer' } },
    expect: (v) => expect(Object.keys(obj(v)).length).toBe(2),
  },
  {
    name: 'names padding properties after patternProperties',
    schema: { type: 'object', minProperties: 1, patternProperties: { '^x-[a-z]+$': { type: 'string' } }, additionalProperties: false },
  },
  {
    name: 'respects propertyNames',
    schema: { type: 'object', propertyNames: { pattern: '^[a-z]+$' }, properties: { ok: { type: 'string' }, 'Not-OK': { type: 'string' } } },
    expect: (v) => expect(Object.keys(obj(v))).toEqual(['ok']),
  },
  {
    name: 'includes dependentRequired properties',
    schema: { type: 'object', maxProperties: 2, properties: { card: { type: 'string' }, other: { type: 'string' }, billing: { type: 'string' } }, dependentRequired: { card: ['billing'] } },
  },
  {
    name: 'includes a required property that is not declared',
    schema: { type: 'object', required: ['x'], additionalProperties: { type: 'boolean' } },
    expect: (v) => expect(v).toEqual({ x: true }),
  },
  {
    name: 'leaves readOnly properties out of requests',
    direction: 'request',
    schema: { type: 'object', properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' } } },
    expect: (v) => expect(v).toEqual({ name: 'string' }),
  },
  {
    name: 'keeps readOnly properties in responses',
    direction: 'response',
    schema: { type: 'object', properties: { id: { type: 'integer', readOnly: true } } },
    expect: (v) => expect(v).toEqual({ id: 0 }),
  },
  {
    name: 'leaves writeOnly properties out of responses',
    direction: 'response',
    schema: { type: 'object', properties: { password: { type: 'string', writeOnly: true }, name: { type: 'string' } } },
    expect: (v) => expect(v).toEqual({ name: 'string' }),
  },
  {
    name: 'leaves a required readOnly property out of a 3.0 request',
    version: '3.0',
    direction: 'request',
    schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer', readOnly: true } } },
    expect: (v) => expect(v).toEqual({}),
  },
  // composition
  {
    name: 'merges allOf members and intersects bounds',
    schema: { allOf: [{ type: 'object', required: ['a'], properties: { a: { type: 'integer', minimum: 3 } } }, { properties: { a: { maximum: 4 }, b: { type: 'string' } } }] },
    expect: (v) => expect(v).toEqual({ a: 3, b: 'string' }),
  },
  {
    name: 'merges allOf through $refs',
    components: { Base: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } },
    schema: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { n: { type: 'integer' } } }] },
  },
  { name: 'takes the first satisfiable anyOf branch', schema: { anyOf: [{ type: 'string', minLength: 5, maxLength: 2 }, { type: 'integer' }] }, expect: (v) => expect(v).toBe(0) },
  { name: 'picks a oneOf branch that matches no other branch', schema: { oneOf: [{ type: 'number' }, { type: 'integer' }, { type: 'string' }] }, expect: (v) => expect(v).toBe('string') },
  {
    name: 'picks a oneOf branch of objects that differ by required properties',
    schema: {
      oneOf: [
        { type: 'object', properties: { a: { type: 'string' } } },
        { type: 'object', required: ['b'], properties: { b: { type: 'string' } } },
      ],
    },
  },
  {
    name: 'leaves out optional properties that would make a oneOf value match two branches',
    schema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, oneOf: [{ required: ['a'] }, { required: ['b'] }] },
    expect: (v) => expect(v).toEqual({ a: 'string' }),
  },
  {
    name: 'writes the discriminator mapping key of the chosen branch',
    components: {
      Cat: { type: 'object', required: ['kind'], additionalProperties: false, properties: { kind: { type: 'string' }, meow: { type: 'boolean' } } },
      Dog: { type: 'object', required: ['kind'], additionalProperties: false, properties: { kind: { type: 'string' }, bark: { type: 'boolean' } } },
    },
    schema: { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }], discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } } },
    expect: (v) => expect(obj(v).kind).toBe('cat'),
  },
  {
    name: 'writes the implicit schema name as discriminator value',
    components: {
      Pet: { type: 'object', required: ['petType'], properties: { petType: { type: 'string' } }, discriminator: { propertyName: 'petType' } },
      Lizard: { allOf: [{ $ref: '#/components/schemas/Pet' }, { properties: { scales: { type: 'integer' } } }] },
    },
    schema: { $ref: '#/components/schemas/Lizard' },
    expect: (v) => expect(obj(v).petType).toBe('Lizard'),
  },
  {
    name: 'follows then when if holds',
    schema: {
      type: 'object',
      properties: { country: { const: 'US' } },
      required: ['country'],
      if: { properties: { country: { const: 'US' } } },
      then: { required: ['zip'], properties: { zip: { type: 'string', pattern: '^\\d{5}$' } } },
    },
  },
  { name: 'follows else when if fails', schema: { type: 'integer', if: { minimum: 100 }, else: { multipleOf: 7, minimum: 1 } } },
  { name: 'avoids what not forbids', schema: { type: 'string', not: { const: 'string' } } },
  { name: 'avoids a type that not forbids', schema: { type: ['string', 'integer'], not: { type: 'string' } }, expect: (v) => expect(v).toBe(0) },
  // cycles and odd schemas
  {
    name: 'leaves an optional circular property out',
    components: {
      Node: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, parent: { $ref: '#/components/schemas/Node' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
      },
    },
    schema: { $ref: '#/components/schemas/Node' },
    expect: (v) => expect(v).toEqual({ name: 'string', children: [] }),
  },
  {
    name: 'gives a required circular property its smallest valid value',
    components: { List: { type: 'object', required: ['next'], properties: { next: { anyOf: [{ $ref: '#/components/schemas/List' }, { type: 'null' }] } } } },
    schema: { $ref: '#/components/schemas/List' },
  },
  { name: 'accepts the true schema', schema: true },
  { name: 'accepts an empty schema', schema: {} },
  {
    name: 'keeps a property named __proto__ as data',
    schema: JSON.parse('{"type":"object","required":["__proto__"],"properties":{"__proto__":{"type":"string"}}}'),
    expect: (v) => expect(Object.keys(obj(v))).toEqual(['__proto__']),
  },
];

function run(row: Row, version: '3.0' | '3.1'): { value: unknown; valid: boolean; errors: string } {
  const doc: JsonObject = { openapi: version === '3.0' ? '3.0.3' : '3.1.0', components: { schemas: { ...row.components, Test: row.schema } } };
  const direction = row.direction ?? 'response';
  const options: ExampleOptions = { direction, version };
  const value = generateExample(doc, row.schema, options);
  const verdict = makeJudge(doc, version, direction).check('/components/schemas/Test', value);
  return { value, valid: verdict.valid, errors: JSON.stringify(verdict.errors) + (verdict.compileError ?? '') };
}

describe('generateExample', () => {
  for (const row of rows) {
    const versions = row.version ? [row.version] : (['3.1', '3.0'] as const);
    for (const version of versions) {
      it(`generates a valid example that ${row.name} (${version})`, () => {
        const { value, valid, errors } = run(row, version);
        expect(valid, `${JSON.stringify(value)} ${errors}`).toBe(true);
        // Expectations on the value are written for 3.1; 3.0 reads some keywords differently.
        if (row.expect && (row.version || version === '3.1')) row.expect(value);
      });
    }
  }

  it('is judged by an ajv that rejects invalid values in both dialects (so the table above can fail)', () => {
    const doc: JsonObject = { components: { schemas: { T: { type: 'integer', minimum: 1, maximum: 5, exclusiveMaximum: true, nullable: true } } } };
    const j30 = makeJudge(doc, '3.0', 'response');
    expect(j30.check('/components/schemas/T', 5).valid).toBe(false);
    expect(j30.check('/components/schemas/T', null).valid).toBe(true);
    expect(j30.check('/components/schemas/T', 4).valid).toBe(true);
    const j31 = makeJudge({ components: { schemas: { T: { type: 'string', format: 'date-time' } } } }, '3.1', 'response');
    expect(j31.check('/components/schemas/T', 'yesterday').valid).toBe(false);
  });

  it('is deterministic', () => {
    const doc: JsonObject = { openapi: '3.1.0' };
    const schema = { type: 'object', properties: { at: { type: 'string', format: 'date-time' }, id: { type: 'string', format: 'uuid' } } };
    expect(generateExample(doc, schema, { direction: 'response', version: '3.1' })).toEqual(generateExample(doc, schema, { direction: 'response', version: '3.1' }));
  });

  it('reports contradictions of an unsatisfiable schema instead of throwing', () => {
    const problems: string[] = [];
    generateExample({}, { type: 'string', minLength: 5, maxLength: 2 }, { direction: 'response', version: '3.1', problems });
    expect(problems).toEqual(['minLength 5 > maxLength 2']);
  });

  it('stops on a $ref that points at itself and on a dangling $ref', () => {
    const doc: JsonObject = { components: { schemas: { A: { $ref: '#/components/schemas/A' } } } };
    expect(() => generateExample(doc, { $ref: '#/components/schemas/A' }, { direction: 'response', version: '3.1' })).not.toThrow();
    expect(() => generateExample(doc, { $ref: '#/nowhere' }, { direction: 'response', version: '3.1' })).not.toThrow();
  });

  it('bounds the size of a deep required chain', () => {
    const doc: JsonObject = { components: { schemas: { R: { type: 'object', required: ['r'], properties: { r: { $ref: '#/components/schemas/R' } } } } } };
    const problems: string[] = [];
    const v = generateExample(doc, { $ref: '#/components/schemas/R' }, { direction: 'response', version: '3.1', problems });
    expect(JSON.stringify(v).length).toBeLessThan(2000);
  });
});

describe('regexSample', () => {
  const table: Array<[string, number, number]> = [
    ['^[a-z0-9-]+$', 0, Infinity],
    ['^\\+?[1-9]\\d{1,14}$', 0, Infinity],
    ['^(?:[A-Z]{2})?\\d{3,5}$', 0, Infinity],
    ['^[^/]+/[^/]+$', 0, Infinity],
    ['^([01]\\d|2[0-3]):[0-5]\\d$', 0, Infinity],
    ['^\\p{L}+$', 0, Infinity],
    ['^[a-f0-9]{40}$', 0, Infinity],
    ['^.{3,5}$', 4, 4],
    ['^(?!foo)[a-z]+$', 0, Infinity],
    ['(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])', 8, Infinity],
    ['^(?=.*[A-Z])(?=.*\\d).{8,}$', 0, Infinity],
    ['/(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])/', 8, Infinity],
  ];
  for (const [pattern, min, max] of table) {
    it(`generates a string matching ${pattern}`, () => {
      const s = regexSample(pattern, min, max);
      expect(s).toBeDefined();
      expect(new RegExp(pattern, 'u').test(s!)).toBe(true);
    });
  }

  it('tells patterns that can never match from those that can', () => {
    expect(patternNeverMatches('/^\\+[0-9]+$/')).toBe(true);
    expect(patternNeverMatches('^a$b')).toBe(true);
    expect(patternNeverMatches('^a$')).toBe(false);
    expect(patternNeverMatches('(x^|y)')).toBe(false);
  });

  it('gives up on a pattern it cannot read', () => {
    expect(regexSample('(unclosed', 0, Infinity)).toBeUndefined();
  });

  it('gives up on a backreference, which no linear-time matcher can check (a candidate must never be tested by backtracking)', () => {
    expect(regexSample('(a)\\1', 0, Infinity)).toBeUndefined();
  });

  it('checks a string against all its patterns in linear time: one pattern’s sample may be a near-miss of another', () => {
    // The first pattern's sample, 40 a's and a "!", would take a backtracking engine 2^40 steps against the second.
    const schema = { type: 'string', allOf: [{ pattern: '^a{40}!$' }, { pattern: '^(a+)+$' }] };
    // No string matches both; the example falls back to the first candidate, which is the sample.
    expect(generateExample({}, schema, { direction: 'response', version: '3.1' })).toBe('a'.repeat(40) + '!');
  });

  it('matches property names against patternProperties in linear time', () => {
    const name = 'a'.repeat(40) + '!';
    const schema = { type: 'object', required: [name], properties: { [name]: {} }, patternProperties: { '^(a+)+$': { type: 'integer' } }, additionalProperties: false };
    expect(Object.keys(generateExample({}, schema, { direction: 'response', version: '3.1' }) as object)).toEqual([name]);
  });

  it('checks its candidates in linear time: a catastrophic pattern gives an answer at once', () => {
    // No string matches (the lookahead wants only a's to the end, then comes a "b"); each
    // candidate, 4,000 a's and a "b", would take a backtracking engine 2^4000 steps to reject.
    expect(regexSample('^(?=(a+)+$)a{4000}b', 0, Infinity)).toBeUndefined();
  });
});
