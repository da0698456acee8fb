import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { load } from 'js-yaml';
import { en } from '../../src/core/i18n/en/index.js';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

// A page in Arabic or Japanese shows no English word spec-doc wrote: the rendered shadow trees'
// text and accessible names (aria-label, title, placeholder, alt) are compared with the English
// catalogue. The description is a fixture of our own, so what it says is known and left out.

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const FIXTURE = 'test/fixtures/reading.yaml';

/** Every string of the fixture (names, titles, descriptions, examples): the description's own words. */
function descriptionStrings(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.add(v.trim());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        out.add(k);
        walk(x);
      }
  };
  walk(load(readFileSync(FIXTURE, 'utf8')));
  return out;
}

/**
 * The English catalogue's words as they show: each message's text runs (between its `{…}`
 * arguments, and each branch of a plural or select) with a word of three letters or more.
 */
function englishRuns(): Map<string, string> {
  const runs = new Map<string, string>();
  for (const [key, message] of Object.entries(en)) {
    const texts = message
      .replace(/#/g, ' ')
      .split(/[{}]/)
      .map((t) => t.replace(/\b(plural|select|one|other|zero|two|few|many|=\d+)\b|,/g, ' ').trim());
    for (const t of texts) if (/[A-Za-z]{3,}/.test(t) && !/^[a-z]+$/.test(t)) runs.set(t, key);
  }
  return runs;
}

/** Texts of the element's shadow trees, deep: text nodes (trimmed) and accessible-name attributes. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (root: Node): void => {
      for (const n of Array.from(root.childNodes)) {
        if (n.nodeType === Node.TEXT_NODE) {
          const t = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (t && !n.parentElement?.closest('pre, code, style, script, .markdown, .md')) out.push(t);
          continue;
        }
        if (!(n instanceof Element)) continue;
        for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
          const v = n.getAttribute(a);
          if (v) out.push(v.trim());
        }
        if (n.shadowRoot) walk(n.shadowRoot);
        walk(n);
      }
    };
    walk(document.querySelector('spec-doc')!.shadowRoot!);
    return out;
  });
}

describe('no English word of spec-doc’s on a page in another language', () => {
  for (const lang of ['ar', 'ja'])
    it(`lang="${lang}": the reference, an open console after TRY, the authentication cards`, { timeout: 60_000 }, async () => {
      const opened = await mountReading(browser(), staticUrl, { attrs: { lang, 'mock-server': 'true', 'render-style': 'read' } });
      const { page } = opened;
      try {
        expect(opened.loaded).toBe(true);
        // One console opened and sent, so its words and the response's are on the page too.
        const op = page.locator('spec-doc [data-op-id="get-/users"]');
        await op.locator('button.try-open').click();
        await op.locator('button[part~="try-button"]').click();
        await op.locator('.try-status-line').waitFor();
        const own = descriptionStrings();
        const runs = englishRuns();
        // The search keys' label is a keyboard's (Ctrl K) in these languages too.
        const english = (await shownTexts(page)).filter((t) => !own.has(t) && runs.has(t) && runs.get(t) !== 'chrome.searchKeys').map((t) => `${runs.get(t)}: ${t}`);
        expect([...new Set(english)]).toEqual([]);
        expect(opened.errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  it('lang="ja": the description’s problems, a $ref whose file is missing and security schemes that cannot be used, in Japanese', async () => {
    const opened = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/problems-i18n.yaml', attrs: { lang: 'ja', 'render-style': 'read' } });
    const { page } = opened;
    try {
      expect(opened.loaded).toBe(true);
      const problems = await page.locator('spec-doc ul.problems li').allTextContents();
      expect(problems.length).toBeGreaterThanOrEqual(3);
      const op = page.locator('spec-doc [data-op-id="get-/things"]');
      const auth = await page.locator('spec-doc .auth-scheme .note').allInnerTexts();
      expect(auth).toHaveLength(2);
      const shown = [...problems, ...auth, await op.innerText()].join('\n');
      // The core's English for these problems (what a page in English shows).
      for (const english of ['Cannot resolve', 'is not an object', 'is not a list', 'Parameter is not', 'Unknown security scheme', 'names no']) expect(shown).not.toContain(english);
      expect(shown).toContain('kerberos');
      expect(shown).toContain('nowhere.yaml');
      expect(opened.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
