import { describe, expect, it } from 'vitest';
import type { ParameterView } from '../model/types.js';
import type { FieldInput } from './field-input.js';
import { requestProblemText } from '../request/request-problem.js';
import { readParameters, type ReadParameters } from './read-parameters.js';

/** The errors as English only, once each is checked to be the English of its structured problem. */
function english(r: ReadParameters): Omit<ReadParameters, 'problems'> {
  const { problems, ...rest } = r;
  expect(Object.keys(problems)).toEqual(Object.keys(r.errors));
  for (const [k, p] of Object.entries(problems)) expect(r.errors[k]).toBe(requestProblemText(p));
  return rest;
}
import { parameter } from './testing/parameter.js';
import { schema } from './testing/schema.js';

const BAD_HEADER = '`x bad` is not a valid HTTP header name and cannot be sent';

describe('readParameters', () => {
  it.each<[string, ParameterView, FieldInput | undefined, Omit<ReadParameters, 'problems'>]>([
    ['a value typed by its schema', parameter({ schema: schema(['integer']) }), '5', { inputs: [{ serialization: { name: 'q', in: 'query' }, value: 5 }], errors: {}, incomplete: false }],
    [
      'the serialisation the model gives',
      parameter({ serialization: { name: 'q', in: 'query', explode: false } }),
      'a',
      {
        inputs: [{ serialization: { name: 'q', in: 'query', explode: false }, value: 'a' }],
        errors: {},
        incomplete: false,
      },
    ],
    ['an empty optional parameter is left out', parameter(), '', { inputs: [], errors: {}, incomplete: false }],
    ['no input for an optional parameter', parameter(), undefined, { inputs: [], errors: {}, incomplete: false }],
    ['an empty required parameter', parameter({ name: 'id', in: 'path', required: true }), '', { inputs: [], errors: { 'path:id': 'id is required' }, incomplete: true }],
    [
      'a value that cannot be read',
      parameter({ schema: schema(['object']) }),
      '{',
      {
        inputs: [],
        errors: { 'query:q': expect.stringMatching(/^q: not valid JSON/) },
        incomplete: true,
      },
    ],
    ['a location that cannot be sent is skipped', parameter({ in: 'body', required: true }), '', { inputs: [], errors: {}, incomplete: false }],
    [
      'a bad header name holding a value: sent in the spec, but an error',
      parameter({ in: 'header', name: 'x bad' }),
      'v',
      {
        inputs: [{ serialization: { name: 'x bad', in: 'header' }, value: 'v' }],
        errors: { 'header:x bad': BAD_HEADER },
        incomplete: false,
      },
    ],
    ['a bad header name, empty and optional: fine', parameter({ in: 'header', name: 'x bad' }), '', { inputs: [], errors: {}, incomplete: false }],
    [
      'a bad header name, empty and required: its problem',
      parameter({ in: 'header', name: 'x bad', required: true }),
      '',
      {
        inputs: [],
        errors: { 'header:x bad': BAD_HEADER },
        incomplete: true,
      },
    ],
  ])('%s', (_name, p, input, expected) => {
    const values: Record<string, FieldInput> = input === undefined ? {} : { [`${p.in}:${p.name}`]: input };
    expect(english(readParameters([p], values))).toEqual(expected);
  });

  it('keeps the order of the parameters', () => {
    const ps = [parameter({ name: 'b' }), parameter({ name: 'a' })];
    expect(readParameters(ps, { 'query:a': '1', 'query:b': '2' }).inputs.map((i) => i.serialization.name)).toEqual(['b', 'a']);
  });

  it.each<[string, ParameterView, FieldInput | undefined, ReadParameters['problems']]>([
    ['required and empty', parameter({ name: 'id', in: 'path', required: true }), '', { 'path:id': { kind: 'required', name: 'id' } }],
    ['a bad header name', parameter({ in: 'header', name: 'x bad', required: true }), '', { 'header:x bad': { kind: 'http-name', issue: { kind: 'header', name: 'x bad' } } }],
    ['JSON that does not parse', parameter({ schema: schema(['object']) }), '{', { 'query:q': { kind: 'not-json', name: 'q', detail: expect.any(String) as string } }],
  ])('gives the problem of %s as data, worded by describe', (_name, p, input, problems) => {
    const r = readParameters([p], { [`${p.in}:${p.name}`]: input ?? '' }, (problem) => `<${problem.kind}>`);
    expect(r.problems).toEqual(problems);
    for (const [k, problem] of Object.entries(r.problems)) expect(r.errors[k]).toBe(`<${problem.kind}>`);
  });
});
