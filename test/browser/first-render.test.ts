// The first render of a large description builds what the first screen shows: the operations
// come in batches (the first with the load, the rest after painted frames), and the navigation
// bar lists the tags as far as their operations are built, then all of them.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, withPage } from '../support/browser.js';
import { mountObjectAtLoad } from '../support/mount-object.js';
import { waitInView } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** 100 tags of 3 operations each. */
const TAGS = 100;
function description(): object {
  const paths: Record<string, object> = {};
  for (let t = 1; t <= TAGS; t++) {
    for (let o = 1; o <= 3; o++) paths[`/t${t}/op${o}`] = { get: { tags: [`Tag ${t}`], summary: `Op ${t}.${o}`, responses: { '200': { description: 'OK' } } } };
  }
  const tags = Array.from({ length: TAGS }, (_, i) => ({ name: `Tag ${i + 1}` }));
  return { openapi: '3.1.0', info: { title: 'Many tags', version: '1' }, tags, paths };
}

/** Loads the description; resolves with the nav's tag labels when spec-loaded fired. */
function mount(page: Page, attrs: Record<string, string>): Promise<string[]> {
  return mountObjectAtLoad(page, description(), attrs, 'nav .nav-tag-label');
}

function tagLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav .nav-tag-label'), (l) => l.textContent.trim()));
}

const ALL = ['Overview', ...Array.from({ length: TAGS }, (_, i) => `Tag ${i + 1}`)];

describe('the first render of a large description', () => {
  for (const style of ['read', 'view', 'focused']) {
    it(`lists the tags in the navigation bar as far as their operations are built, then all (${style} style)`, async () => {
      await withPage(browser(), `${staticUrl}/test/fixtures/blank.html`, async (page) => {
        const atLoad = await mount(page, { 'render-style': style });
        // The first batch: Overview and the tags of its operations, in order.
        expect(atLoad.length).toBeGreaterThan(2);
        expect(atLoad.length).toBeLessThan(ALL.length);
        expect(atLoad).toEqual(ALL.slice(0, atLoad.length));
        // The later batches each wait for a painted frame: under the whole suite's load that took
        // longer than expect.poll's default second (a CI run: 90 of 100 tags after it).
        await expect.poll(() => tagLabels(page), { timeout: 15_000 }).toEqual(ALL);
      });
    });
  }

  it('builds as many operations at once as fill two screens of the window (320 px each before their bodies): 4 at least, 12 at most', async () => {
    for (const [height, expected] of [
      [400, 4],
      [800, 5],
      [1000, 7],
      [1900, 12],
    ] as const) {
      await withPage(browser(), `${staticUrl}/test/fixtures/blank.html`, async (page) => {
        await page.setViewportSize({ width: 1280, height });
        const atLoad = await mountObjectAtLoad(page, description(), {}, 'spec-doc-operation');
        expect(atLoad, `at ${height} px`).toHaveLength(expected);
      });
    }
  });

  it('goes to a tag section beyond the first batch when the page opens on its route, on a window of any height', async () => {
    for (const height of [800, 1900]) {
      await withPage(browser(), `${staticUrl}/test/fixtures/blank.html#tag--Tag 90`, async (page) => {
        await page.setViewportSize({ width: 1280, height });
        await mountObjectAtLoad(page, description(), {}, 'spec-doc-operation');
        expect(await waitInView(page, 'tag--Tag 90'), `at ${height} px`).toBe(true);
      });
    }
  });

  it('lists the tag of an operation beyond the first batch when the page opens on its route', async () => {
    await withPage(browser(), `${staticUrl}/test/fixtures/blank.html#get-/t90/op2`, async (page) => {
      await mount(page, {});
      const active = await page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('nav .active')?.textContent.trim());
      expect(active).toBe('Op 90.2');
    });
  });
});
