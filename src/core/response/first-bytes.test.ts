import { describe, expect, it } from 'vitest';
import { firstBytes } from './first-bytes.js';

const u = (...b: number[]): Uint8Array => Uint8Array.from(b);

describe('firstBytes', () => {
  it.each<[string, Uint8Array[], number, number[]]>([
    ['nothing from no chunks', [], 0, []],
    ['a prefix of one chunk', [u(1, 2, 3, 4)], 2, [1, 2]],
    ['across chunks', [u(1, 2), u(3, 4), u(5)], 4, [1, 2, 3, 4]],
    ['all of them when size is their length', [u(1), u(2, 3)], 3, [1, 2, 3]],
    ['empty chunks skipped', [u(), u(1), u(), u(2)], 2, [1, 2]],
  ])('%s', (_name, chunks, size, expected) => {
    expect([...firstBytes(chunks, size)]).toEqual(expected);
  });
});
