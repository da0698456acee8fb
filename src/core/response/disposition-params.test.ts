import { describe, expect, it } from 'vitest';
import { dispositionParams } from './disposition-params.js';

describe('dispositionParams', () => {
  it.each<[string, [string, string][]]>([
    ['attachment', []],
    ['attachment; filename=a.txt', [['filename', 'a.txt']]],
    ['attachment;FileName = a.txt ', [['filename', 'a.txt']]],
    ['attachment; filename="a b.txt"', [['filename', 'a b.txt']]],
    ['attachment; filename="a \\"quoted\\" \\\\ name"', [['filename', 'a "quoted" \\ name']]],
    [
      'attachment; filename="a;b.txt"; size=3',
      [
        ['filename', 'a;b.txt'],
        ['size', '3'],
      ],
    ],
    [
      'attachment; filename="a.txt" junk; size=3',
      [
        ['filename', 'a.txt'],
        ['size', '3'],
      ],
    ],
    ['attachment; filename=first; filename=second', [['filename', 'first']]],
    [
      "attachment; filename*=UTF-8''a%20b; filename=a",
      [
        ['filename*', "UTF-8''a%20b"],
        ['filename', 'a'],
      ],
    ],
    ['attachment; =x', []],
    ['attachment; filename="unterminated', [['filename', 'unterminated']]],
  ])('%s', (header, expected) => {
    expect([...dispositionParams(header)]).toEqual(expected);
  });
});
