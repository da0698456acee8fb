import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

// Keyboard only: no mouse event is sent in these tests.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();

/** What has focus inside the element: a short description of the focused control. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    const el = root.activeElement as HTMLElement | null;
    if (!el) return document.activeElement?.tagName.toLowerCase() ?? '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}:${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40)}`;
  });
}

/** Presses Tab until `match` describes the focused control (at most `limit` times). */
async function tabTo(page: Page, match: RegExp, limit = 80): Promise<string> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (match.test(now)) return now;
  }
  throw new Error(`${match} not reached with Tab; last focus: ${await focused(page)}`);
}

describe('keyboard only', () => {
  it('skips to the content, reaches an operation through the search dialog, sends TRY and hears the result', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/try.yaml', attrs: { 'server-url': `${echoUrl}/keyboard-test` } });
    try {
      // The first Tab stop is the skip link; Enter moves focus to the content.
      expect(await tabTo(page, /Skip to content/, 3)).toContain('button');
      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatch(/^main#content/);

      // Ctrl+K, type, choose with the arrow keys and Enter.
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox', { name: 'Search the API' });
      await input.waitFor();
      await page.keyboard.type('create an item');
      await page.locator('spec-doc spec-doc-search-dialog').getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => input.isVisible()).toBe(false);

      // Tab to the operation's "Try it", Enter opens the console with focus in its first field;
      // Tab to TRY and press Enter: the live region announces the result.
      const op = page.locator('spec-doc [data-op-id="post-/items"]');
      await op.getByRole('button', { name: 'Try it' }).waitFor();
      await tabTo(page, /^button:Try it$/, 60);
      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatch(/^textarea#try-post-/);
      await tabTo(page, /^button:TRY$/, 30);
      await page.keyboard.press('Enter');
      await op.locator('.try-response').waitFor();
      expect(await op.locator('spec-doc-try [role="status"]').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/200/)]));
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('Escape closes the search dialog and focus returns to where it was', async () => {
    const { page } = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/reading.yaml' });
    try {
      await tabTo(page, /Skip to content/, 3);
      await page.keyboard.press('Enter');
      const before = await focused(page);
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Search the API' }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('combobox', { name: 'Search the API' }).isVisible()).toBe(false);
      expect(await focused(page)).toBe(before);
    } finally {
      await page.context().close();
    }
  });
});
