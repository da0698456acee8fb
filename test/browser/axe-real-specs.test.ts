import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagAxe } from '../support/axe.js';
import { errorsBesideDescriptionImages, useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { specsDir } from '../support/spec-index.js';

// Every WCAG 2.x A/AA rule (test/support/axe.ts), colour contrast included, on real descriptions
// of different shapes, in each render style: the overview and one operation (with a body where the
// description has one, its examples column loaded), at phone width (390 px) and on a desktop
// (1280 px), light and dark. One page per description and style; the viewport and the theme change
// on that page between scans. A scan takes seconds (AxeBuilder injects axe-core's 500 kB anew
// each time), so the file runs 80 of them: a few minutes.

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** Descriptions of different shapes and the operation scanned in each. */
const DESCRIPTIONS: [spec: string, op: string][] = [
  ['redoc/museum.yaml', 'post-/special-events'], // 3.1, x-badges, examples by reference
  ['swagger-petstore/openapi.yaml', 'put-/pet'], // 3.0, JSON/XML/form bodies, OAuth 2.0 and an API key
  ['scalar-galaxy/galaxy-3.1.yaml', 'post-/planets'], // 3.1, many security schemes, markdown-rich overview
  ['rapidoc/oauth.yaml', 'get-/users/{username}/repositories'], // OAuth 2.0 flows, alternatives of requirements (no body in this one)
  ['redocly-openapi-starter/openapi/openapi.yaml', 'post-/orders'], // a description in many files ($refs across files), OAuth 2.0 and an API key
];
const WIDTHS = [390, 1280];
const THEMES = ['light', 'dark'];

/** One line per violation: where it was seen, the rule, the nodes (up to five) and what it says. */
async function scan(page: Page, where: string): Promise<string[]> {
  const { violations } = await wcagAxe(page).analyze();
  return violations.map((v) => {
    const nodes = v.nodes.map((n) => n.target.join(' ')).slice(0, 5);
    return `${where} | ${v.id} | ${nodes.join(', ')}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5})` : ''} | ${v.help}`;
  });
}

/** Scans the page as it is at each width and theme. */
async function scanEach(page: Page, place: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    for (const theme of THEMES) {
      await page.evaluate((t) => document.querySelector('spec-doc')!.setAttribute('theme', t), theme);
      // The theme's properties applied and the layout at this width settled.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      found.push(...(await scan(page, `${theme} ${width}px ${place}`)));
    }
  }
  return found;
}

const corpus = specsDir();

describe.runIf(corpus)('axe on real descriptions: no WCAG A/AA violations at 390 and 1280 px, light and dark', () => {
  for (const [spec, op] of DESCRIPTIONS)
    for (const style of ['read', 'view', 'focused'])
      it(`${spec}, ${style}: the overview and ${op}`, { timeout: 600_000 }, async () => {
        const opened = await mountReading(browser(), staticUrl, { spec: `/specs/${spec}`, attrs: { 'render-style': style }, width: 1280 });
        const { page } = opened;
        try {
          expect(opened.loaded).toBe(true);
          // The focused style shows the overview or one operation; read and view keep the overview in the page above the operation, where one scan sees both.
          const found = style === 'focused' ? await scanEach(page, 'overview') : [];
          expect(await page.evaluate((id) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(id), op)).toBe(true);
          const section = page.locator(`spec-doc [data-op-id="${op}"]`);
          if (style === 'view') {
            const toggle = section.locator('button.op-toggle');
            if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
          }
          await section.locator('.op-aside .code-samples pre code').waitFor();
          found.push(...(await scanEach(page, style === 'focused' ? op : `overview and ${op}`)));
          expect(found).toEqual([]);
          expect(errorsBesideDescriptionImages(opened)).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
});
