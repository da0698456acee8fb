import { describe, expect, it } from 'vitest';
import type { ParameterView } from '../model/types.js';
import type { FieldInput } from './field-input.js';
import { initialParameterInputs } from './initial-parameter-inputs.js';
import { parameter } from './testing/parameter.js';
import { schema } from './testing/schema.js';

describe('initialParameterInputs', () => {
  it.each<[string, ParameterView, boolean, FieldInput]>([
    ['the parameter example', parameter({ example: 'cat' }), true, 'cat'],
    ['else the schema example', parameter({ schema: schema(['integer'], { example: 3 }) }), true, '3'],
    ['the parameter example first', parameter({ example: 1, schema: schema(['integer'], { example: 3 }) }), true, '1'],
    ['a list example as items', parameter({ example: ['a', 'b'], schema: schema(['array']) }), true, ['a', 'b']],
    ['an object example as JSON text', parameter({ example: { a: 1 }, schema: schema(['object']) }), true, '{\n  "a": 1\n}'],
    ['nothing when filling is off', parameter({ example: 'cat' }), false, ''],
    ['an empty list when filling is off', parameter({ example: ['a'], schema: schema(['array']) }), false, []],
    ['nothing for x-fill-example: no', parameter({ example: 'cat', noFill: true }), true, ''],
    ['a hidden example still fills', parameter({ example: 'cat', hideExample: true }), true, 'cat'],
    ['nothing for a header name HTTP cannot carry', parameter({ in: 'header', name: 'x bad', example: 'v' }), true, ''],
    ['nothing without an example', parameter(), true, ''],
  ])('%s', (_name, p, fill, expected) => {
    expect(initialParameterInputs([p], fill)).toEqual({ [`${p.in}:${p.name}`]: expected });
  });

  it('keys inputs by location and name', () => {
    expect(initialParameterInputs([parameter({ name: 'id', in: 'path', example: 1 }), parameter({ name: 'id', in: 'query', example: 2 })], true)).toEqual({
      'path:id': '1',
      'query:id': '2',
    });
  });
});
