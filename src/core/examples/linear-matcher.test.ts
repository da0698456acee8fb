import { readdirSync, readFileSync, statSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { specsDir } from '../../../test/support/spec-index.js';
import { linearMatcher } from './linear-matcher.js';
import { regexSample } from './regex-sample.js';
import { patternTest } from './validate.js';

/** What the browser's own engine says (u flag when the pattern allows it, as the matcher does). */
function native(pattern: string, s: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(s);
  } catch {
    return new RegExp(pattern).test(s);
  }
}

/** Patterns with the strings to try them on; every answer is compared with the native engine's. */
const TABLE: Array<[string, string[]]> = [
  ['^[a-z]+$', ['', 'abc', 'abC', 'a b', 'z']],
  ['abc', ['xxabcxx', 'ab', 'ABC']],
  ['^\\d{3}-\\d{2,4}$', ['123-45', '123-4', '123-45678', '12-345', '123-4567']],
  ['^(?:[a-z0-9-]{1,63}\\.){1,8}[a-z]{2,}$', ['example.com', 'a.b.c.io', '-.com', 'com', 'a..com']],
  ['^(foo|bar|foobar)+$', ['foobarfoo', 'foobar', 'fob', '', 'barfoobarbar']],
  ['a|b|', ['', 'c', 'a']],
  ['^$', ['', 'a', '\n']],
  ['^a*?b+?$', ['b', 'aab', 'aa', 'abb']],
  ['x{2}y{0,1}z{1,}', ['xxz', 'xyz', 'xxyzz', 'xxyy']],
  ['^.$', ['a', '\n', '\r', '\u2028', '😀', '\uD83D']],
  ['^[^]$', ['a', '\n', '😀']],
  ['^\\s+$', [' ', '\t\u00a0\u2003', 'a', '\ufeff']],
  ['^\\w+\\b', ['hello world', '', '-']],
  ['\\bcat\\b', ['a cat sat', 'concat', 'cat', 'cats']],
  ['\\Bcat', ['concat', 'cat']],
  ['^\\p{L}+$', ['héllo', 'Ωμέγα', 'abc1', '']],
  ['^\\P{L}$', ['1', 'a']],
  ['^[\\p{Lu}\\d]+$', ['AB12', 'aB']],
  ['^\\u00e9\\u{1F600}$', ['é😀', 'e😀']],
  ['^\\uD83D\\uDE00$', ['😀', '\uD83D']],
  ['^[😀-😂]$', ['😁', '😃', '\uD83D']],
  ['^😀+$', ['😀😀', '😀\uDE00']],
  ['^\\x41\\cJ\\0$', ['A\n\0', 'A\n0']],
  ['^(?<year>\\d{4})-(?<month>\\d{2})$', ['2024-01', '24-01']],
  ['^[\\]\\\\-]+$', [']\\-', 'a']],
  ['^[a-]$', ['a', '-', 'b']],
  ['^\\/api\\/v[12]\\.json$', ['/api/v1.json', '/api/v3.json']],
  // Lookahead and lookbehind, anchored and not, positive and negative, nested.
  ['^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,}$', ['Passw0rdX', 'password1', 'PASSWORD1', 'Pw0', 'Pass\nw0rdXX']],
  ['(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])', ['aB3', 'ab3', '\naB3', 'aB\n3']],
  ['^(?!.*\\s).+$', ['nospace', 'has space', '']],
  ['^(?!abc)\\w+$', ['abcd', 'abd', 'xabc']],
  ['(?<=\\$)\\d+', ['$42', '42', 'US$ 42']],
  ['(?<!\\$)\\b\\d+', ['$42', '42', '$4 2']],
  ['^(?=(?!a)\\w)(?<=^)\\w+$', ['bcd', 'abc']],
  ['^a(?=b(?!c))', ['ab', 'abc', 'abd']],
  ['(?=a)*b', ['b', 'ab']],
  // Without the u flag (the pattern is invalid with it).
  ['^a{$', ['a{', 'a']],
  ['^\\-x]$', ['-x]', 'x]']],
  ['^\\p{L}$', ['p{L}', 'a']],
  ['^.$', ['😀']],
];

describe('linearMatcher gives the native engine’s answer', () => {
  for (const [pattern, strings] of TABLE) {
    it(`on /${pattern}/`, () => {
      const test = linearMatcher(pattern);
      expect(test, pattern).toBeDefined();
      for (const s of strings) expect(test!(s), JSON.stringify(s)).toBe(native(pattern, s));
    });
  }

  it('gives no matcher for invalid patterns, backreferences and octal escapes', () => {
    for (const pattern of ['(', '[a-', '(a)\\1', '(?<x>a)\\k<x>', 'a{2,1}', '\\012', '^\\c1$']) expect(linearMatcher(pattern), pattern).toBeUndefined();
  });

  it('gives no matcher when counted repetition would build an automaton too large', () => {
    expect(linearMatcher('^(?:(?:[a-z]{1,100}){1,100}){1,100}$')).toBeUndefined();
    expect(linearMatcher('^(?:[a-z0-9-]{1,63}\\.){1,127}$')).toBeDefined();
  });
});

describe('linearMatcher’s work budget', () => {
  // 18,000 states, 6,000 of them active at once over 6,000 a's: 3.6·10^7 steps, over the budget.
  const pattern = '(?:a?){6000}a{6000}';

  it('gives no answer (undefined) past its budget, and right answers after it', () => {
    const test = linearMatcher(pattern)!;
    expect(test('a'.repeat(6000))).toBeUndefined();
    expect(test('b')).toBe(false);
    expect(test('a'.repeat(10))).toBe(false);
  });

  it('lets a value it cannot decide pass a schema pattern, as an invalid pattern does', () => {
    expect(patternTest(pattern, 'a'.repeat(6000))).toBe(true);
    expect(patternTest(pattern, 'b')).toBe(false);
  });
});

describe('linearMatcher decides catastrophic patterns at once (the native engine would run for hours)', () => {
  const long = 'a'.repeat(5000);
  const cases: Array<[string, string, boolean]> = [
    ['^(a+)+$', long + '!', false],
    ['^(a+)+$', long, true],
    ['^(a|aa)+$', long + 'b', false],
    ['(a|a)*b', long, false],
    ['^(\\w+\\s?)*$', 'word '.repeat(2000) + '!', false],
    ['^(x+x+)+y$', 'x'.repeat(5000), false],
    ['^(?=(a+)+$)', long + '!', false],
    ['(?<=(a+)+b)c', long + 'c', false],
  ];
  for (const [pattern, s, expected] of cases) {
    it(`/${pattern}/ on ${s.length} characters`, () => {
      expect(linearMatcher(pattern)!(s)).toBe(expected);
    });
  }
});

/** A small seeded generator (mulberry32), so a failure names a pattern that can be run again. */
function random(seed: number): (n: number) => number {
  let a = seed;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

describe('linearMatcher against the native engine on random patterns', () => {
  const ATOMS = ['a', 'b', '.', '[ab]', '[^a]', '\\d', '\\w', '\\s', '\\b', '\\B', '^', '$', 'é', '😀', '[a-c]', ' ', '-'];
  const UNICODE_ATOMS = ['\\u{1F600}', '\\p{L}', '[😀-😂]'];
  // Without the u flag: literal braces and brackets, identity and short escapes (Annex B).
  const LEGACY_ATOMS = ['{', '}', ']', 'a{,2}', '\\p', '\\x4', '\\u00e', '\\cJ', '(?=a)*'];
  const QUANTIFIERS = ['*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '{2,}'];
  const CHARS = ['a', 'b', 'c', '1', ' ', '\n', 'é', '😀', '-', '\uD83D'];

  const run = (atoms: string[], unicode: boolean, seed: number): void => {
    const rnd = random(seed);
    const gen = (depth: number): string => {
      const r = rnd(10);
      if (depth > 3 || r < 4) return atoms[rnd(atoms.length)]!;
      if (r < 6) return gen(depth + 1) + gen(depth + 1);
      if (r < 7) return `(${gen(depth + 1)}|${gen(depth + 1)})`;
      if (r < 8) return `(?:${gen(depth + 1)})${QUANTIFIERS[rnd(QUANTIFIERS.length)]!}`;
      if (r < 9) return ['(?=', '(?!', '(?<=', '(?<!'][rnd(4)]! + gen(depth + 1) + ')';
      return `(${gen(depth + 1)})`;
    };
    let compared = 0;
    for (let i = 0; i < 3000; i++) {
      const pattern = gen(0);
      let re: RegExp;
      try {
        re = new RegExp(pattern, 'u');
        if (!unicode) continue;
      } catch {
        if (unicode) continue;
        try {
          re = new RegExp(pattern);
        } catch {
          continue;
        }
      }
      const test = linearMatcher(pattern);
      expect(test, pattern).toBeDefined();
      for (let j = 0; j < 6; j++) {
        let s = '';
        for (let k = rnd(8); k > 0; k--) s += CHARS[rnd(CHARS.length)]!;
        // V8 also tries the empty match between the two halves of an astral character in u mode
        // (/\B/u.exec("1😀c").index is 2); ECMAScript's positions are between code points, as here.
        if (unicode && /\\B|\(\?<?!/.test(pattern) && /[\u{10000}-\u{10FFFF}]/u.test(s)) continue;
        expect(test!(s), `/${pattern}/${unicode ? 'u' : ''} on ${JSON.stringify(s)}`).toBe(re.test(s));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5000);
  };

  it('with the u flag', () => run([...ATOMS, ...UNICODE_ATOMS], true, 1));
  it('without it (patterns the u flag rejects)', () => run([...ATOMS, ...LEGACY_ATOMS], false, 2));
});

/** Every `pattern` and `patternProperties` key in a parsed description. */
function patternsIn(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) for (const item of node) patternsIn(item, out);
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'pattern' && typeof v === 'string') out.add(v);
      if (k === 'patternProperties' && v !== null && typeof v === 'object') for (const key of Object.keys(v)) out.add(key);
      patternsIn(v, out);
    }
  }
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = dir + name;
    if (statSync(full).isDirectory()) return files(full + '/');
    return /\.(json|ya?ml)$/.test(name) ? [full] : [];
  });
}

const dir = specsDir();
describe.runIf(dir)('linearMatcher on every pattern of the real descriptions', () => {
  it('agrees with the native engine on samples, near-misses and plain strings', () => {
    const patterns = new Set<string>();
    for (const file of files(dir!)) {
      try {
        patternsIn(load(readFileSync(file, 'utf8')), patterns);
      } catch {
        // A file that is not one YAML/JSON document (a fragment with anchors, say) has no patterns to offer here.
      }
    }
    expect(patterns.size).toBeGreaterThan(200);
    let compared = 0;
    const without: string[] = [];
    for (const pattern of patterns) {
      const test = linearMatcher(pattern);
      if (!test) {
        without.push(pattern);
        continue;
      }
      const sample = regexSample(pattern) ?? '';
      const strings = [
        '',
        'abc',
        'ABC 123',
        '2024-01-31',
        'user@example.com',
        sample,
        sample + '!',
        '!' + sample,
        sample.slice(1),
        sample.slice(0, -1),
        sample.toUpperCase(),
        sample + sample,
      ];
      for (const s of strings) {
        expect(test(s), `/${pattern}/ on ${JSON.stringify(s)}`).toBe(native(pattern, s));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(2000);
    // Only patterns the native engine rejects, or with backreferences, go without a matcher.
    for (const pattern of without) {
      let valid = true;
      try {
        native(pattern, '');
      } catch {
        valid = false;
      }
      expect(!valid || /\\[1-9]|\\k</.test(pattern), pattern).toBe(true);
    }
  });
});
