import { describe, expect, it } from 'vitest';
import { slug } from './slug.js';

describe('slug', () => {
  it.each<[string, string]>([
    ['Hello World', 'hello-world'],
    ['  --Trim me--  ', 'trim-me'],
    ['a_b.c/d', 'a-b-c-d'],
    ['Payments v2', 'payments-v2'],
    ['  Zahlungs-API  ', 'zahlungs-api'],
    ['Café Crème', 'cafe-creme'],
    ['Users & Groups (beta)', 'users-groups-beta'],
    ['支付', '支付'],
    ['***', ''],
    ['', ''],
  ])('turns %j into %j', (text, expected) => {
    expect(slug(text)).toBe(expected);
  });

  it('cuts at `max` characters, with no hyphen left at the cut', () => {
    expect(slug('x'.repeat(100), 80)).toBe('x'.repeat(80));
    expect(slug(`${'x'.repeat(79)} y`, 80)).toBe('x'.repeat(79));
    expect(slug('x'.repeat(100))).toBe('x'.repeat(100));
  });
});
