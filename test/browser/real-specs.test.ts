import { inject, describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { errorsBesideDescriptionImages, launchBrowser, openPage } from '../support/browser.js';
import { countOperations } from '../support/count-operations.js';
import { corpus, specsDir } from '../support/spec-index.js';
import { mountSpecDoc, waitForOperations } from '../support/spec-doc-page.js';

const staticUrl = inject('staticUrl');
const dir = specsDir();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('every description of the shared corpus in Chromium', () => {
  it('has a corpus to open on machines with ../shared/specs', () => {
    expect(corpus().length).toBe(dir ? 40 : 0);
  });

  for (const entry of corpus()) {
    it(`renders ${entry.path}: spec-loaded, its title, every operation, no errors`, async () => {
      const own = countOperations(dir! + entry.path);
      // The test's own count and the corpus index agree before the element is judged.
      expect(own).toEqual({ operations: entry.operations, webhooks: entry.webhooks });
      const opened = await openPage(browser, `${staticUrl}/test/fixtures/blank.html`);
      const { page } = opened;
      try {
        const result = await mountSpecDoc(page, `${staticUrl}/specs/${entry.path}`);
        expect(result.events.map((e) => e.type)).toEqual(['spec-loaded']);
        expect(result.events[0]!.title).toBe(entry.title);
        expect(result.heading).toBe(entry.title);
        const expected = own.operations + own.webhooks;
        expect(await waitForOperations(page, expected)).toBe(expected);
        expect(errorsBesideDescriptionImages(opened)).toEqual([]);
      } finally {
        await page.context().close();
      }
    }, 90_000);
  }
});
