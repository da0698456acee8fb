import { describe, expect, it } from 'vitest';
import { readQuantifier } from './read-quantifier.js';

describe('readQuantifier', () => {
  const table: Array<[string, number, ReturnType<typeof readQuantifier>]> = [
    ['a*', 1, { min: 0, max: Infinity, end: 2 }],
    ['a+b', 1, { min: 1, max: Infinity, end: 2 }],
    ['a?', 1, { min: 0, max: 1, end: 2 }],
    ['a{3}', 1, { min: 3, max: 3, end: 4 }],
    ['a{3,}', 1, { min: 3, max: Infinity, end: 5 }],
    ['a{2,5}?x', 1, { min: 2, max: 5, end: 7 }],
    ['a*?', 1, { min: 0, max: Infinity, end: 3 }],
    // Without the u flag these braces are literals: no quantifier.
    ['a{', 1, undefined],
    ['a{,5}', 1, undefined],
    ['a{x}', 1, undefined],
    ['ab', 1, undefined],
    ['a', 1, undefined],
  ];
  it.each(table)('reads %s at %i', (src, i, expected) => {
    expect(readQuantifier(src, i)).toEqual(expected);
  });
});
