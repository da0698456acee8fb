import { describe, expect, it } from 'vitest';
import { trimChars } from './trim-chars.js';

describe('trimChars', () => {
  const cases: [string, string | ((c: string) => boolean), 'both' | 'end', string][] = [
    ['https://h/v1///', '/', 'end', 'https://h/v1'],
    ['//a/b//', '/', 'both', 'a/b'],
    ['//a/b//', '/', 'end', '//a/b'],
    ['---', '-', 'both', ''],
    ['-a-b-', '-', 'both', 'a-b'],
    ['abc', '/', 'both', 'abc'],
    ['', '/', 'both', ''],
    [' . name.txt . ', (c) => c === '.' || /\s/.test(c), 'both', 'name.txt'],
  ];
  it.each(cases)('trims %j of %j at the %s', (text, drop, ends, out) => expect(trimChars(text, drop, ends)).toBe(out));

  it('takes one pass over a run the length of a large description', () => {
    // A regular expression such as /\/+$/ needs seconds for this (quadratic); the scan is linear.
    const slashes = 'x' + '/'.repeat(1_000_000) + 'x';
    expect(trimChars(slashes + '/', '/', 'end')).toBe(slashes);
  });
});
