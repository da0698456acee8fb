// A long info description (Loket's is 35 KB) shows its first screen first: its leading blocks
// render with the operations, the rest a frame later. Whatever the timing, the reader gets the
// whole text once, in order; a route to a heading in the rest, and print, get it at once.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, withPage } from '../support/browser.js';
import { mountObjectAtLoad } from '../support/mount-object.js';
import { activeNavId, waitInView } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** 60 sections of a heading and two paragraphs: about 30,000 characters of Markdown. */
const SECTIONS = 60;
const PARAGRAPH = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. '.repeat(2);
function longText(extra = ''): string {
  const parts: string[] = [];
  for (let i = 1; i <= SECTIONS; i++) parts.push(`## Part ${i}`, `Paragraph ${i}a. ${PARAGRAPH}`, `Paragraph ${i}b. ${PARAGRAPH}`);
  return parts.join('\n\n') + extra;
}

function description(text: string): object {
  return {
    openapi: '3.1.0',
    info: { title: 'Long intro', version: '1.0.0', description: text },
    paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'OK' } } } } },
  };
}

/** Mounts the element and loads the description; resolves with how many paragraphs of the intro were there when `spec-loaded` fired. */
async function mount(page: Page, text: string, attrs: Record<string, string> = {}): Promise<number> {
  return (await mountObjectAtLoad(page, description(text), attrs, '#overview .md p')).length;
}

/** The intro's paragraphs, by their leading words ("Paragraph 12a."). */
function paragraphs(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('#overview .md p'), (p) => p.textContent.split(' ')[1] ?? ''));
}

const ALL = Array.from({ length: SECTIONS }, (_, i) => [`${i + 1}a.`, `${i + 1}b.`]).flat();

describe('a long info description', () => {
  it('shows its first screen with the operations, then the whole text once and in order', async () => {
    await withPage(browser(), `${staticUrl}/test/fixtures/blank.html`, async (page) => {
      const atLoad = await mount(page, longText());
      // The first part is well over a screen, and not the whole text.
      expect(atLoad).toBeGreaterThan(20);
      expect(atLoad).toBeLessThan(ALL.length);
      await expect.poll(() => paragraphs(page)).toEqual(ALL);
      // Headings of both parts carry their ids; the operations follow the text.
      const ids = await page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('#overview .md h2'), (h) => h.id));
      expect(ids).toEqual(Array.from({ length: SECTIONS }, (_, i) => `overview--part-${i + 1}`));
      expect(await page.locator('spec-doc [data-op-id="get-/pets"]').count()).toBe(1);
    });
  });

  it('goes to a heading near its end when the page opens on its route', async () => {
    await withPage(browser(), `${staticUrl}/test/fixtures/blank.html#overview--part-55`, async (page) => {
      await mount(page, longText(), { 'info-description-headings-in-navbar': 'true' });
      expect(await waitInView(page, 'overview--part-55')).toBe(true);
      expect(await activeNavId(page)).toBe('overview--part-55');
    });
  });

  it('is cut only between its own blocks: raw HTML blocks keep the text whole', async () => {
    await withPage(browser(), `${staticUrl}/test/fixtures/blank.html`, async (page) => {
      // An HTML block opened early and closed late: cutting between would split the element.
      const text = `<details>\n\n${longText()}\n\n</details>`;
      const atLoad = await mount(page, text);
      expect(atLoad).toBe(ALL.length);
      expect(await page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('#overview .md details p').length)).toBe(ALL.length);
    });
  });

  it('is printed whole', async () => {
    await withPage(browser(), `${staticUrl}/test/fixtures/blank.html`, async (page) => {
      // Printing is asked for in the task the load ends in (after the count at spec-loaded), before the rest's frame;
      // what is there is counted in that task too, as the browser prints what is there when beforeprint's handlers return.
      await page.evaluate(() => {
        window.addEventListener(
          'spec-loaded',
          () => {
            window.dispatchEvent(new Event('beforeprint'));
            (window as unknown as { printed: number }).printed = document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('#overview .md p').length;
          },
          { once: true },
        );
      });
      const atLoad = await mount(page, longText());
      expect(atLoad).toBeLessThan(ALL.length);
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(ALL.length);
    });
  });
});
