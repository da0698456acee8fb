import { describe, expect, it } from 'vitest';
import { indentJson } from './indent-json.js';
import type { TextPrefix } from './text-prefix.js';

describe('indentJson', () => {
  it.each<[string, string]>([
    ['{"a":1,"b":[true,null,"x"],"c":{}}', JSON.stringify({ a: 1, b: [true, null, 'x'], c: {} }, null, 2)],
    ['[ ]', '[]'],
    ['{ "a" : { } , "b" : [ ] }', JSON.stringify({ a: {}, b: [] }, null, 2)],
    ['"a string with \\" and , and { inside"', '"a string with \\" and , and { inside"'],
    ['[1.5e10,-2,12345678901234567890]', '[\n  1.5e10,\n  -2,\n  12345678901234567890\n]'],
    ['{"nested":{"deeper":{"x":[1,[2]]}}}', JSON.stringify({ nested: { deeper: { x: [1, [2]] } } }, null, 2)],
  ])('writes %s as JSON.stringify(v, null, 2) does', (text, expected) => {
    expect(indentJson(text, 1000)).toEqual({ text: expected, complete: true });
  });

  it.each<[string, string, number, TextPrefix]>([
    ['a prefix cut inside a string', '{"a":"unfinish', 1000, { text: '{\n  "a": "unfinish', complete: true }],
    ['a prefix cut after a comma', '[1,2,', 1000, { text: '[\n  1,\n  2,\n  ', complete: true }],
    ['the line limit', '[1,2,3,4]', 3, { text: '[\n  1,\n  2,', complete: false }],
    ['a limit of one line', '{"a":1}', 1, { text: '{', complete: false }],
    ['unbalanced closers do not indent below zero', ']]1', 1000, { text: '\n]\n]1', complete: true }],
  ])('%s', (_name, text, max, expected) => {
    expect(indentJson(text, max)).toEqual(expected);
  });
});
