import { describe, expect, it } from 'vitest';
import { jsonLeaf, type JsonLeafType } from './json-leaf.js';
import { RawNumber } from './parse-json-safe.js';

describe('jsonLeaf', () => {
  it.each<[string, unknown, string, JsonLeafType]>([
    ['null', null, 'null', 'null'],
    ['a string, quoted and escaped', 'a "b"\n', '"a \\"b\\"\\n"', 'str'],
    ['a string holding markup', '<img src=x onerror=alert(1)>', '"<img src=x onerror=alert(1)>"', 'str'],
    ['a number', 1.5, '1.5', 'num'],
    ['a RawNumber as sent', new RawNumber('12345678901234567890'), '12345678901234567890', 'num'],
    ['true', true, 'true', 'bool'],
    ['false', false, 'false', 'bool'],
  ])('%s', (_name, v, text, type) => {
    expect(jsonLeaf(v)).toEqual({ text, type });
  });
});
