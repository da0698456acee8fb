import { describe, expect, it } from 'vitest';
import type { BodyKind } from './body-kind.js';
import { receivedBodyKind } from './received-body-kind.js';

const text = new TextEncoder().encode('{"a":1}');
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('receivedBodyKind', () => {
  it.each<[string, BodyKind | undefined, number, Uint8Array, BodyKind]>([
    ['no bytes at all', 'json', 0, new Uint8Array(), 'empty'],
    ['no bytes and no type', undefined, 0, new Uint8Array(), 'empty'],
    ['a typed body, whatever its bytes', 'json', png.length, png, 'json'],
    ['an image', 'image', png.length, png, 'image'],
    ['an untyped body of text', undefined, text.length, text, 'text'],
    ['an untyped body of binary bytes', undefined, png.length, png, 'binary'],
  ])('%s', (_name, typed, size, head, expected) => {
    expect(receivedBodyKind(typed, size, head)).toBe(expected);
  });
});
