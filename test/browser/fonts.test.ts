// load-fonts (on by default) with the font host unreachable leaves nothing in the console, of any
// level; with the host reachable, the web fonts load. The font host is Playwright's routing of
// https://fonts.bunny.net/ (its stylesheet's URL is fixed in the bundle): refused, or answered
// with a stylesheet and a font file from disk.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountSpecDoc } from '../support/spec-doc-page.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const FONT_HOST = 'https://fonts.bunny.net/';

/** A font file that ships with the test tools (playwright-core's icon font), found by its extension. */
function fontFile(): Buffer {
  const dir = fileURLToPath(new URL('../../node_modules/playwright-core/lib/', import.meta.url));
  const found = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith('.ttf'));
  if (!found) throw new Error(`no .ttf under ${dir}`);
  return readFileSync(join(dir, found));
}

/** A new page whose every console message (any level) and page error is kept, from its first moment. */
async function quietPage(context: BrowserContext): Promise<{ page: Page; messages: string[] }> {
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto(`${staticUrl}/test/fixtures/blank.html`);
  return { page, messages };
}

describe('load-fonts', () => {
  it('logs nothing to the console when the font host cannot be reached', async () => {
    const context = await browser().newContext();
    const asked: string[] = [];
    await context.route(`${FONT_HOST}**`, (route) => {
      asked.push(route.request().url());
      return route.abort('connectionrefused');
    });
    try {
      const { page, messages } = await quietPage(context);
      const result = await mountSpecDoc(page, `${staticUrl}/test/fixtures/try.yaml`);
      expect(result.ok).toBe(true);
      // The host was asked (and refused); a while for anything that would follow.
      await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(1000);
      expect(asked.every((u) => u.startsWith(`${FONT_HOST}css?`))).toBe(true);
      expect(messages).toEqual([]);
      expect(await page.evaluate(() => document.getElementById('spec-doc-web-fonts'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('loads the web fonts when the font host answers, and logs nothing either', async () => {
    const context = await browser().newContext();
    const font = fontFile();
    const served: string[] = [];
    await context.route(`${FONT_HOST}**`, (route) => {
      const url = route.request().url();
      served.push(url);
      if (url.startsWith(`${FONT_HOST}css?`)) {
        const css = ['Inter', 'JetBrains Mono'].map(
          (family) => `@font-face { font-family: '${family}'; font-display: swap; src: url(${FONT_HOST}test/${encodeURIComponent(family)}.ttf) format('truetype'); }`,
        );
        return route.fulfill({ status: 200, contentType: 'text/css', headers: { 'Access-Control-Allow-Origin': '*' }, body: css.join('\n') });
      }
      return route.fulfill({ status: 200, contentType: 'font/ttf', headers: { 'Access-Control-Allow-Origin': '*' }, body: font });
    });
    try {
      const { page, messages } = await quietPage(context);
      const result = await mountSpecDoc(page, `${staticUrl}/test/fixtures/try.yaml`);
      expect(result.ok).toBe(true);
      // The element's text is set in Inter: the browser downloads it once the stylesheet is in.
      await page.waitForFunction(() => Array.from(document.fonts).some((f) => f.family.replace(/["']/g, '') === 'Inter' && f.status === 'loaded'), null, { timeout: 15_000 });
      expect(served.some((u) => u.endsWith('/Inter.ttf'))).toBe(true);
      expect(await page.evaluate(() => document.getElementById('spec-doc-web-fonts')?.getAttribute('href'))).toMatch(/^https:\/\/fonts\.bunny\.net\/css\?family=inter.*&display=swap$/);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
