import { describe, expect, it } from 'vitest';
import { own } from './own.js';

describe('own', () => {
  const record: Record<string, number> = { a: 1 };
  const withProto = JSON.parse('{"__proto__": 2}') as Record<string, number>;
  it.each<[string, Record<string, number>, string, number | undefined]>([
    ['an own key', record, 'a', 1],
    ['a missing key', record, 'b', undefined],
    ['constructor is not inherited', record, 'constructor', undefined],
    ['__proto__ is not the prototype', record, '__proto__', undefined],
    ['toString is not inherited', record, 'toString', undefined],
    ['an own __proto__ key', withProto, '__proto__', 2],
  ])('%s', (_name, r, key, expected) => {
    expect(own(r, key)).toBe(expected);
  });
});
