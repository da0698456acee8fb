import { describe, expect, it } from 'vitest';
import { parseJsonSafe, RawNumber } from './parse-json-safe.js';

/** Whether this engine gives revivers the source text (Node 22 and Chromium do, Node 20 does not). */
const sourceAccess = ((): boolean => {
  let seen = false;
  JSON.parse('1', (_k, v: unknown, context?: { source?: string }) => {
    seen = context?.source === '1';
    return v;
  });
  return seen;
})();

describe('parseJsonSafe', () => {
  it.each<[string, unknown]>([
    ['{"a":1,"b":[true,null,"x"]}', { a: 1, b: [true, null, 'x'] }],
    ['42', 42],
    ['-0.5', -0.5],
    ['1e3', sourceAccess ? new RawNumber('1e3') : 1000],
    ['12345678901234567890', sourceAccess ? new RawNumber('12345678901234567890') : 12345678901234567000],
    ['1.0', sourceAccess ? new RawNumber('1.0') : 1],
    ['{"id":9007199254740993}', { id: sourceAccess ? new RawNumber('9007199254740993') : 9007199254740992 }],
    ['"12345678901234567890"', '12345678901234567890'],
    ['{"__proto__":{"x":1}}', JSON.parse('{"__proto__":{"x":1}}')],
  ])('parses %s', (text, expected) => {
    expect(parseJsonSafe(text)).toEqual(expected);
  });

  it.each(['', '{', '{"a":1,}', 'NaN', "{'a':1}"])('throws on %j as JSON.parse does', (text) => {
    expect(() => parseJsonSafe(text)).toThrow(SyntaxError);
  });

  it('keeps a __proto__ key as data', () => {
    const v = parseJsonSafe('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.hasOwn(v, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
