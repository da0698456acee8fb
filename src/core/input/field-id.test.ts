import { describe, expect, it } from 'vitest';
import { fieldId } from './field-id.js';

describe('fieldId', () => {
  it.each<[string, string]>([
    ['petId', 'try-petId'],
    ['x-request-id', 'try-x-request-id'],
    ['snake_case', 'try-snake_case'],
  ])('a safe name %j is used as it is', (name, expected) => {
    expect(fieldId('try', name)).toBe(expected);
  });

  it.each(['x y', 'a"b', '<script>', 'ünïcode', '__proto__[]', 'a.b', ''])('an unsafe name %j gets a valid id', (name) => {
    expect(fieldId('try', name)).toMatch(/^try-[\w-]*-[0-9a-z]+$|^try-$/);
  });

  it('keeps names apart that differ only in unsafe characters', () => {
    const names = ['x y', 'x_y', 'x.y', 'x/y', 'x\u00a0y', 'x-y'];
    expect(new Set(names.map((n) => fieldId('try', n))).size).toBe(names.length);
  });
});
