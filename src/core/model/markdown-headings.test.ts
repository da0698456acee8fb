import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { headingsFromTokens, markdownHeadings } from './markdown-headings.js';
import { markdownOptions } from './markdown-tokenizer.js';

const heads = (text: string, levels?: number[]): [number, string, string][] => markdownHeadings(text, levels).map((h) => [h.level, h.text, h.id]);

describe('markdownHeadings', () => {
  it('lists H1 and H2 in order by default, ATX and setext alike', () => {
    const md = '# Intro\n\nSome text.\n\n## Getting started\n\n### Details\n\nUsage\n=====\n\nLimits\n------\n';
    expect(heads(md)).toEqual([
      [1, 'Intro', 'overview--intro'],
      [2, 'Getting started', 'overview--getting-started'],
      [1, 'Usage', 'overview--usage'],
      [2, 'Limits', 'overview--limits'],
    ]);
  });

  it('takes the levels it is given', () => {
    expect(heads('# A\n## B\n### C\n#### D', [3])).toEqual([[3, 'C', 'overview--c']]);
    expect(heads('# A\n## B\n### C', [1, 2, 3]).map((h) => h[0])).toEqual([1, 2, 3]);
  });

  it('gives repeated headings -2, -3 and never repeats an id', () => {
    expect(heads('# Errors\n## Errors\n## errors!\n## Errors 2').map((h) => h[2])).toEqual(['overview--errors', 'overview--errors-2', 'overview--errors-3', 'overview--errors-2-2']);
  });

  it('counts only top-level headings, not those quoted or inside list items or code', () => {
    expect(heads('> # Quoted\n\n- # Listed\n\n```\n# code\n```\n\n    # indented code\n\n## Real')).toEqual([[2, 'Real', 'overview--real']]);
  });

  it.each<[string, string, string]>([
    ['## Getting **started** with _the_ ~~old~~ API', 'Getting started with the old API', 'overview--getting-started-with-the-old-api'],
    ['## See [the guide](https://example.com "t") now', 'See the guide now', 'overview--see-the-guide-now'],
    ['## Call `GET /pets`', 'Call GET /pets', 'overview--call-get-pets'],
    ['## Cats &amp; dogs &lt;3 &#x41;&#66; &bogus;', 'Cats & dogs <3 AB &bogus;', 'overview--cats-dogs-3-ab-bogus'],
    ['## \\*literal\\* stars', '*literal* stars', 'overview--literal-stars'],
    ['## Café Über 東京 2', 'Café Über 東京 2', 'overview--cafe-uber-東京-2'],
    ['## !!!', '!!!', 'overview--section'],
  ])('reads %j as plain text %j with id %j', (md, text, id) => {
    expect(heads(md)).toEqual([[2, text, id]]);
  });

  it('keeps hostile text plain: raw HTML and images give no text, code gives its characters', () => {
    const md = '# Hi <script>alert(1)</script><img src=x onerror=alert(2)> ![logo](javascript:alert(3)) <style>p{}</style>after\n## `<b onclick=x>`\n## <h2 id="evil">x</h2>';
    const found = markdownHeadings(md);
    expect(found.map((h) => h.text)).toEqual(['Hi after', '<b onclick=x>', 'x']);
    for (const h of found) expect(h.id).toMatch(/^overview--[\p{L}\p{N}-]+$/u);
  });

  it('has no headings for text without any', () => {
    expect(markdownHeadings('')).toEqual([]);
    expect(markdownHeadings('Just a paragraph.\n\n- a list')).toEqual([]);
  });
});

describe('headingsFromTokens', () => {
  it('returns the heading tokens a renderer marks, matching markdownHeadings', () => {
    const md = '# One\ntext\n## Two\n### Three';
    const found = headingsFromTokens(new Lexer(markdownOptions()).lex(md));
    expect(found.map((f) => [f.token.type, f.token.depth, f.token.text])).toEqual([
      ['heading', 1, 'One'],
      ['heading', 2, 'Two'],
    ]);
    expect(found.map((f) => f.heading)).toEqual(markdownHeadings(md));
  });
});

describe('heading ids', () => {
  it('keep at most 80 characters of a long heading, with no hyphen left at the cut', () => {
    expect(markdownHeadings(`# ${'x'.repeat(100)}`).map((h) => h.id)).toEqual([`overview--${'x'.repeat(80)}`]);
    expect(markdownHeadings(`# ${'x'.repeat(79)} yz`).map((h) => h.id)).toEqual([`overview--${'x'.repeat(79)}`]);
  });
});

describe('many equal headings (found by the fuzz test)', () => {
  it('numbers 20,000 equal headings in linear time, skipping suffixes another heading took', () => {
    const started = performance.now();
    const found = markdownHeadings('# A 2\n' + '\n# A\n'.repeat(20_000));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(found.slice(0, 4).map((h) => h.id)).toEqual(['overview--a-2', 'overview--a', 'overview--a-3', 'overview--a-4']);
    expect(new Set(found.map((h) => h.id)).size).toBe(20_001);
  });
});
