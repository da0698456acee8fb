import { describe, expect, it } from 'vitest';
import type { ParameterView } from '../model/types.js';
import type { FieldInput } from './field-input.js';
import { parameterMessages } from './parameter-messages.js';
import { parameter } from './testing/parameter.js';

const BAD = '`x bad` is not a valid HTTP header name and cannot be sent';
const bad = (required = false): ParameterView => parameter({ in: 'header', name: 'x bad', required });

describe('parameterMessages', () => {
  it.each<[string, ParameterView, FieldInput | undefined, string | undefined, { error?: string; note?: string }]>([
    ['nothing to say', parameter(), 'a', undefined, {}],
    ['the error TRY marked', parameter(), '', 'q is required', { error: 'q is required' }],
    ['a bad name, empty and optional: a note', bad(), '', undefined, { note: BAD }],
    ['a bad name holding a value: an error', bad(), 'v', undefined, { error: BAD }],
    ['a bad name, required: an error even when empty', bad(true), '', undefined, { error: BAD }],
    ['a bad name marked by TRY with its own problem: still a note while empty', bad(), '', BAD, { note: BAD }],
    ['a bad name with another marked error: the error, and the note', bad(), '', 'something else', { error: 'something else', note: BAD }],
  ])('%s', (_name, p, input, marked, expected) => {
    expect(parameterMessages(p, input, marked)).toEqual(expected);
  });
});
