import { describe, expect, it } from 'vitest';
import type { ParameterView } from '../model/types.js';
import type { FieldKind } from './field-kind.js';
import { parameterFieldKind } from './parameter-field-kind.js';
import { parameter } from './testing/parameter.js';
import { schema } from './testing/schema.js';

describe('parameterFieldKind', () => {
  it.each<[string, ParameterView, FieldKind]>([
    ['no schema', parameter(), 'text'],
    ['an integer', parameter({ schema: schema(['integer']) }), 'text'],
    ['an array', parameter({ schema: schema(['array']) }), 'list'],
    ['an enum', parameter({ schema: schema(['string'], { enum: ['a'] }) }), 'choice'],
    ['content-typed, whatever the schema', parameter({ schema: schema(['array']), serialization: { name: 'q', in: 'query', content: 'application/json' } }), 'json'],
    ['a serialisation without content', parameter({ schema: schema(['boolean']), serialization: { name: 'q', in: 'query', style: 'form' } }), 'choice'],
  ])('%s: %s', (_name, p, expected) => {
    expect(parameterFieldKind(p)).toBe(expected);
  });
});
