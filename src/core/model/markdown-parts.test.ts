import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { Lexer } from 'marked';
import { describe, expect, it } from 'vitest';
import { findSpecsDir } from '../../../scripts/specs-dir.mjs';
import { lexInParts } from './markdown-parts.js';
import { markdownOptions } from './markdown-tokenizer.js';

/** Lexed in parts as the page does it (markdown.ts): the first blocks, the headings, then the rest; the tokens, and their link definitions. */
function inParts(text: string, cut: number): string | undefined {
  const partly = lexInParts(text, markdownOptions());
  if (!partly) return undefined;
  const at = Math.min(cut, partly.tokens.length);
  partly.inline(0, at);
  partly.headings();
  partly.inline(at, partly.tokens.length);
  return JSON.stringify([partly.tokens, partly.tokens.links]);
}

function whole(text: string): string {
  const tokens = new Lexer(markdownOptions()).lex(text);
  return JSON.stringify([tokens, tokens.links]);
}

describe('lexInParts', () => {
  it('gives the tokens of a whole lex, whatever the order its inline content is lexed in', () => {
    const text = [
      '# Intro with *emphasis* and `code`',
      'A [reference link][later], a [link](https://example.com/a "title"), <https://example.com/auto>, www.example.com and **strong _nested_** text~~struck~~.',
      '- one\n- two with [later]\n  1. three\n  2. four',
      '| a | b |\n|---|:-:|\n| [later] | *x* |',
      '> quoted **bold**\n>\n> - in a list',
      '```json\n{"a": "[later]"}\n```',
      '## Second heading [later]',
      'Setext heading\n--------------',
      'Text with <b>html</b> and <pre>raw *stars*</pre> inline, then *stars* again.',
      '[later]: https://example.com/later "Later"',
    ].join('\n\n');
    const expected = whole(text);
    for (let cut = 0; cut <= 12; cut++) expect(inParts(text, cut), `cut at ${cut}`).toBe(expected);
  });

  it('lexes only what is asked: the first blocks and the headings, not the rest', () => {
    const partly = lexInParts('# One\n\nFirst *paragraph*.\n\n## Two `code`\n\nSecond *paragraph*.', markdownOptions())!;
    const blocks = partly.tokens.filter((t) => t.type !== 'space') as unknown as { type: string; tokens: unknown[] }[];
    expect(blocks.map((t) => t.type)).toEqual(['heading', 'paragraph', 'heading', 'paragraph']);
    const secondParagraph = partly.tokens.indexOf(blocks[3] as never);
    partly.inline(0, partly.tokens.indexOf(blocks[2] as never));
    partly.headings();
    expect(blocks.map((t) => t.tokens.length > 0)).toEqual([true, true, true, false]);
    partly.inline(secondParagraph, partly.tokens.length);
    expect(blocks[3]!.tokens.length).toBeGreaterThan(0);
  });

  it('does not lex in parts a text with an inline <a> tag, whose open link changes how later text is read', () => {
    expect(lexInParts('Some <a href="https://example.com">text\n\nhttps://example.com/bare</a>', markdownOptions())).toBeUndefined();
    expect(lexInParts('Closing </A> tag', markdownOptions())).toBeUndefined();
    expect(lexInParts('An <abbr>abbreviation</abbr> is no link', markdownOptions())).toBeDefined();
  });

  it('gives the tokens of a whole lex for every description of the corpus of 200 characters or more', () => {
    const specs = findSpecsDir();
    if (!specs) throw new Error('../shared/specs is not beside the repository (or SPEC_DOC_SPECS)');
    const texts = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (k === 'description' && typeof x === 'string') {
            if (x.length >= 200) texts.add(x);
          } else walk(x);
        }
    };
    const files = (readdirSync(specs, { recursive: true }) as string[]).filter((f) => /\.(json|ya?ml)$/.test(f));
    for (const file of files) {
      const source = readFileSync(path.join(specs, file), 'utf8');
      try {
        walk(file.endsWith('.json') ? JSON.parse(source) : yaml.load(source));
      } catch {
        // Not every file of the corpus is a readable document (fragments, deliberate errors).
      }
    }
    expect(texts.size).toBeGreaterThan(1000);
    let split = 0;
    for (const text of texts) {
      const parts = inParts(text, 3);
      if (parts === undefined) continue;
      split++;
      expect(parts, text.slice(0, 80)).toBe(whole(text));
    }
    expect(split).toBeGreaterThan(texts.size * 0.9);
  }, 120_000);
});
