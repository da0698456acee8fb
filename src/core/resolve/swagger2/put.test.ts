import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../types.js';
import { indexedObject, put } from './put.js';

describe('put', () => {
  it('sets "__proto__" as an own key, leaving the prototype alone', () => {
    const target: JsonObject = {};
    put(target, '__proto__', { polluted: true });
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(['__proto__']);
  });
});

describe('indexedObject', () => {
  it('starts as an empty plain object', () => {
    const out = indexedObject();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual([]);
    expect(JSON.stringify(out)).toBe('{}');
  });

  it('orders its keys as a {} given the same keys would', () => {
    // 4294967295 is past the largest array index (2^32 - 2): an ordinary key, kept in insertion order.
    const keys = ['401', 'x-a', '200', 'default', '4294967295', '0', '__proto__', '9999999'];
    const plain: JsonObject = {};
    const indexed = indexedObject();
    for (const key of keys) {
      put(plain, key, key);
      put(indexed, key, key);
    }
    expect(JSON.stringify(indexed)).toBe(JSON.stringify(plain));
    expect(Object.keys(indexed)).toEqual(['0', '200', '401', '9999999', 'x-a', 'default', '4294967295', '__proto__']);
  });
});
