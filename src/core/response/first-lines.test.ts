import { describe, expect, it } from 'vitest';
import { firstLines } from './first-lines.js';
import type { TextPrefix } from './text-prefix.js';

describe('firstLines', () => {
  it.each<[string, string, number, TextPrefix]>([
    ['an empty text', '', 2, { text: '', complete: true }],
    ['fewer lines than allowed', 'a\nb', 3, { text: 'a\nb', complete: true }],
    ['exactly as many lines', 'a\nb', 2, { text: 'a\nb', complete: true }],
    ['as many lines, the last ended by LF', 'a\nb\n', 2, { text: 'a\nb\n', complete: true }],
    ['one line too many', 'a\nb\nc', 2, { text: 'a\nb', complete: false }],
    ['an empty line after the limit counts', 'a\nb\n\n', 2, { text: 'a\nb', complete: false }],
    ['CRLF lines are counted at their LF', 'a\r\nb\r\nc', 2, { text: 'a\r\nb\r', complete: false }],
  ])('%s', (_name, text, max, expected) => {
    expect(firstLines(text, max)).toEqual(expected);
  });
});
