import { describe, expect, it } from 'vitest';
import type { ParameterView } from '../model/types.js';
import type { ParameterSerialization } from '../request/serialize-parameter.js';
import { serializationOf } from './serialization-of.js';
import { parameter } from './testing/parameter.js';

describe('serializationOf', () => {
  const given: ParameterSerialization = { name: 'q', in: 'query', style: 'pipeDelimited', explode: false };
  it.each<[string, ParameterView, ParameterSerialization | undefined]>([
    ['as the model says', parameter({ serialization: given }), given],
    ['the location defaults otherwise', parameter({ name: 'id', in: 'path' }), { name: 'id', in: 'path' }],
    ['a cookie', parameter({ name: 's', in: 'cookie' }), { name: 's', in: 'cookie' }],
    ['a location OpenAPI does not define', parameter({ in: 'body' }), undefined],
    ['a location in another case', parameter({ in: 'Query' }), undefined],
  ])('%s', (_name, p, expected) => {
    expect(serializationOf(p)).toEqual(expected);
  });
});
