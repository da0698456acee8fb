import { describe, expect, it } from 'vitest';
import { looksLikeText } from './looks-like-text.js';

const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('looksLikeText', () => {
  it.each<[string, Uint8Array, boolean]>([
    ['no bytes', bytes(), true],
    ['ASCII', utf8('hello, world'), true],
    ['tab, LF, FF and CR', utf8('a\tb\nc\fd\re'), true],
    ['UTF-8 beyond ASCII', utf8('Grüße, 東京 🎉'), true],
    ['a NUL byte', bytes(104, 0, 105), false],
    ['another C0 control (ESC)', bytes(27, 91, 109), false],
    ['a lone continuation byte', bytes(0x80), false],
    ['an overlong encoding', bytes(0xc0, 0xaf), false],
    ['a PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), false],
    ['a UTF-8 sequence cut at the end', utf8('é').subarray(0, 1), true],
    ['a NUL past the first 4,096 bytes', Uint8Array.from([...new Array<number>(4096).fill(97), 0]), true],
  ])('%s: %s', (_name, input, expected) => {
    expect(looksLikeText(input)).toBe(expected);
  });
});
