import { describe, expect, it } from 'vitest';
import { lineBlocks } from './line-blocks.js';

describe('lineBlocks', () => {
  it.each<[string, string, number, string[]]>([
    ['empty text: one empty block', '', 2, ['']],
    ['fewer lines than a block', 'a\nb', 3, ['a\nb']],
    ['exact blocks keep their line ends', 'a\nb\nc\nd\n', 2, ['a\nb\n', 'c\nd\n']],
    ['a last, shorter block', 'a\nb\nc', 2, ['a\nb\n', 'c']],
    ['empty lines count', '\n\n\n', 2, ['\n\n', '\n']],
    ['blocks of one line', 'x\ny', 1, ['x\n', 'y']],
  ])('%s', (_name, text, size, expected) => {
    expect(lineBlocks(text, size)).toEqual(expected);
    expect(lineBlocks(text, size).join('')).toBe(text);
  });
});
