import { describe, expect, it } from 'vitest';
import { referenceMessages } from '../i18n/en/reference.js';
import { formatMessage } from '../i18n/format-message.js';
import type { JsonObject } from '../types.js';
import { constraintText } from './constraint-text.js';
import { constraints } from './schema-view.js';
import type { SchemaConstraint } from './types.js';

describe('constraints: a schema’s limits as data, and their English', () => {
  // schema → the constraints as kind and value → the English chips (as they read before they were data).
  const cases: Array<[JsonObject, SchemaConstraint[], string[]]> = [
    [{}, [], []],
    [{ minimum: 1 }, [{ kind: 'minimum', value: 1 }], ['≥ 1']],
    [
      { minimum: 1, exclusiveMinimum: true, maximum: 5 },
      [
        { kind: 'exclusiveMinimum', value: 1 },
        { kind: 'maximum', value: 5 },
      ],
      ['> 1', '≤ 5'],
    ],
    [
      { exclusiveMinimum: 0, exclusiveMaximum: 10 },
      [
        { kind: 'exclusiveMinimum', value: 0 },
        { kind: 'exclusiveMaximum', value: 10 },
      ],
      ['> 0', '< 10'],
    ],
    [
      { minimum: 2, exclusiveMinimum: 2, maximum: 9, exclusiveMaximum: 10 },
      [
        { kind: 'exclusiveMinimum', value: 2 },
        { kind: 'maximum', value: 9 },
      ],
      ['> 2', '≤ 9'],
    ],
    [{ multipleOf: 2 }, [{ kind: 'multipleOf', value: 2 }], ['multiple of 2']],
    [{ multipleOf: 0.0001 }, [{ kind: 'multipleOf', value: 0.0001 }], ['multiple of 0.0001']],
    [
      { minLength: 3, maxLength: 5000, pattern: '^[a-z]+$' },
      [
        { kind: 'minLength', value: 3 },
        { kind: 'maxLength', value: 5000 },
        { kind: 'pattern', value: '^[a-z]+$' },
      ],
      ['min length 3', 'max length 5000', 'pattern ^[a-z]+$'],
    ],
    [
      { minItems: 1, maxItems: 4, uniqueItems: true, minContains: 1, maxContains: 3 },
      [{ kind: 'minItems', value: 1 }, { kind: 'maxItems', value: 4 }, { kind: 'uniqueItems' }, { kind: 'minContains', value: 1 }, { kind: 'maxContains', value: 3 }],
      ['min items 1', 'max items 4', 'unique items', 'min contains 1', 'max contains 3'],
    ],
    [{ uniqueItems: false }, [], []],
    [
      { minProperties: 1, maxProperties: 2 },
      [
        { kind: 'minProperties', value: 1 },
        { kind: 'maxProperties', value: 2 },
      ],
      ['min properties 1', 'max properties 2'],
    ],
    [{ const: null }, [{ kind: 'const', value: 'null' }], ['const null']],
    [{ const: 'loan' }, [{ kind: 'const', value: '"loan"' }], ['const "loan"']],
    [{ const: { a: [1] } }, [{ kind: 'const', value: '{"a":[1]}' }], ['const {"a":[1]}']],
    // Keywords of the wrong shape are not constraints (the schema view keeps them in `extra`).
    [{ minimum: '1', pattern: 5, maxLength: null }, [], []],
    // The stable order: bounds, multiple, lengths, pattern, items, contains, properties, const.
    [
      { const: 1, maxProperties: 9, pattern: 'x', maximum: 7, minLength: 0 },
      [
        { kind: 'maximum', value: 7 },
        { kind: 'minLength', value: 0 },
        { kind: 'pattern', value: 'x' },
        { kind: 'maxProperties', value: 9 },
        { kind: 'const', value: '1' },
      ],
      ['≤ 7', 'min length 0', 'pattern x', 'max properties 9', 'const 1'],
    ],
  ];
  it.each(cases)('%j', (schema, data, english) => {
    const found = constraints(schema);
    expect(found).toEqual(data);
    expect(found.map(constraintText)).toEqual(english);
  });

  // The interface's English (reference.constraint, values given as the schema tree gives them) reads as constraintText.
  it.each(cases.flatMap(([, data]) => data))('the interface’s English for %j', (c) => {
    expect(formatMessage(referenceMessages['reference.constraint'], { kind: c.kind, value: 'value' in c ? String(c.value) : '' })).toBe(constraintText(c));
  });
});
