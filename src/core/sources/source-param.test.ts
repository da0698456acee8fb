import { describe, expect, it } from 'vitest';
import { sourceParam, withSourceParam } from './source-param.js';

describe('sourceParam', () => {
  it.each([
    ['https://d.example/docs.html', undefined],
    ['https://d.example/docs.html?api=payments-v2', 'payments-v2'],
    ['https://d.example/docs.html?lang=de&api=users#get-/users', 'users'],
    ['https://d.example/docs.html?apix=1&api=%E6%94%AF%E4%BB%98', '支付'],
    ['https://d.example/docs.html?api', ''],
    ['https://d.example/docs.html?api=%E0%A4%A', '%E0%A4%A'],
    ['https://d.example/docs.html#/x?api=users', undefined],
  ])('%s → %j', (href, slug) => {
    expect(sourceParam(href)).toBe(slug);
  });
});

describe('withSourceParam', () => {
  it.each([
    ['https://d.example/docs.html', 'users', undefined, 'https://d.example/docs.html?api=users'],
    ['https://d.example/docs.html#get-/pets', 'users', undefined, 'https://d.example/docs.html?api=users#get-/pets'],
    ['https://d.example/docs.html?api=pay#get-/pets', 'users', '', 'https://d.example/docs.html?api=users'],
    ['https://d.example/docs.html?api=pay#/docs/get-/pets', 'users', '#/docs/', 'https://d.example/docs.html?api=users#/docs/'],
    ['https://d.example/docs.html?q=a%20b&api=pay&x=1', 'users', undefined, 'https://d.example/docs.html?q=a%20b&x=1&api=users'],
    ['https://d.example/docs.html?api=pay&x=1#overview', undefined, undefined, 'https://d.example/docs.html?x=1#overview'],
    ['https://d.example/docs.html?api=pay', undefined, undefined, 'https://d.example/docs.html'],
    ['https://d.example/docs.html', '支付', undefined, 'https://d.example/docs.html?api=%E6%94%AF%E4%BB%98'],
  ])('%s with %j (hash %j) → %s', (href, slug, hash, expected) => {
    expect(withSourceParam(href, slug, hash)).toBe(expected);
  });

  it('round-trips through sourceParam', () => {
    for (const slug of ['payments-v2', '支付', 'a&b=c']) expect(sourceParam(withSourceParam('https://d.example/x?y=1', slug))).toBe(slug);
  });
});
