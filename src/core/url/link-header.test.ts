import { describe, expect, it } from 'vitest';
import { headerLinkParts } from './link-header.js';

describe('headerLinkParts', () => {
  it.each<[string, string, ReturnType<typeof headerLinkParts>]>([
    ['Location', '/pets/7', [{ text: '/pets/7', ref: '/pets/7' }]],
    ['location', ' https://h/x ', [{ text: ' https://h/x ', ref: 'https://h/x' }]],
    ['Content-Location', 'javascript:alert(1)', [{ text: 'javascript:alert(1)', ref: 'javascript:alert(1)' }]],
    ['Content-Type', 'application/json', [{ text: 'application/json' }]],
    ['Location', '', [{ text: '' }]],
    ['Link', '</pets?page=2>; rel="next"', [{ text: '</pets?page=2>', ref: '/pets?page=2' }, { text: '; rel="next"' }]],
    [
      'Link',
      '<https://h/a>; rel="next", <javascript:alert(1)>; rel="prev"',
      [{ text: '<https://h/a>', ref: 'https://h/a' }, { text: '; rel="next"' }, { text: ', ' }, { text: '<javascript:alert(1)>', ref: 'javascript:alert(1)' }, { text: '; rel="prev"' }],
    ],
    ['Link', '<a>; title="x, <b>", <c>', [{ text: '<a>', ref: 'a' }, { text: '; title="x, <b>"' }, { text: ', ' }, { text: '<c>', ref: 'c' }]],
    ['Link', 'garbage without target', [{ text: 'garbage without target' }]],
  ])('%s: %j', (name, value, expected) => {
    expect(headerLinkParts(name, value)).toEqual(expected);
  });

  // A response's header is the server's text: blanks around the comma were once two `\s*` that
  // tried every split of a long run of blanks (1.5 s for 50,000), on the main thread.
  it('reads a Link header with a long run of blanks in one pass', () => {
    const value = ' '.repeat(200_000) + 'x';
    const start = performance.now();
    const parts = headerLinkParts('Link', value);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(parts.map((p) => p.text).join('')).toBe(value);
  });
});
