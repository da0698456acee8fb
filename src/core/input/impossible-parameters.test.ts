import { describe, expect, it } from 'vitest';
import type { ParameterView } from '../model/types.js';
import { impossibleParameters } from './impossible-parameters.js';
import { parameter } from './testing/parameter.js';

describe('impossibleParameters', () => {
  it.each<[string, ParameterView[], { name: string; problem: string; issue: { kind: string; name: string } }[]]>([
    ['none', [parameter({ required: true })], []],
    ['an optional bad name does not stop TRY', [parameter({ in: 'header', name: 'x bad' })], []],
    [
      'a required bad header name',
      [parameter({ in: 'header', name: 'x bad', required: true })],
      [{ name: 'x bad', problem: '`x bad` is not a valid HTTP header name and cannot be sent', issue: { kind: 'header', name: 'x bad' } }],
    ],
    [
      'a required bad cookie name',
      [parameter({ in: 'cookie', name: 'a;b', required: true })],
      [{ name: 'a;b', problem: '`a;b` is not a valid cookie name and cannot be sent', issue: { kind: 'cookie', name: 'a;b' } }],
    ],
    ['a query name can be anything', [parameter({ in: 'query', name: 'x bad', required: true })], []],
  ])('%s', (_name, ps, expected) => {
    expect(impossibleParameters(ps)).toEqual(expected);
  });
});
