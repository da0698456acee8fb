import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { currentHash, mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

function componentEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav a[data-nav-id^="cmp-"]')).map((a) => (a as HTMLElement).dataset.navId!));
}

async function waitForEntries(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('nav a[data-nav-id^="cmp-"]'), null, { timeout: 5000 }).catch(() => undefined);
  return componentEntries(page);
}

describe('show-components (focused style)', () => {
  it('adds the components to the menu and shows one in the body; sort-schemas orders them', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'focused', 'show-components': 'true' } });
    try {
      expect(await waitForEntries(page)).toEqual(['cmp-schemas-User', 'cmp-schemas-Pet', 'cmp-responses-NotFound', 'cmp-securitySchemes-bearer']);
      const groups = await page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav .nav-group')).map((g) => g.textContent.trim()));
      expect(groups).toContain('Components');
      await page.locator('spec-doc nav a[data-nav-id="cmp-schemas-Pet"]').click();
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('main spec-doc-component')?.textContent.includes('species'));
      expect(await currentHash(page)).toBe('#cmp-schemas-Pet');
      await page.locator('spec-doc nav a[data-nav-id="cmp-securitySchemes-bearer"]').click();
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('main spec-doc-component')?.textContent.includes('JWT'));

      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('sort-schemas', 'true'));
      await page.waitForFunction(
        () => document.querySelector('spec-doc')!.shadowRoot!.querySelector('nav a[data-nav-id^="cmp-schemas-"]')?.getAttribute('data-nav-id') === 'cmp-schemas-Pet',
      );
      expect(await componentEntries(page)).toEqual(['cmp-schemas-Pet', 'cmp-schemas-User', 'cmp-responses-NotFound', 'cmp-securitySchemes-bearer']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a component route opens it on load', async () => {
    const { page } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'focused', 'show-components': 'true' }, hash: '#cmp-schemas-User' });
    try {
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('main spec-doc-component')?.textContent.includes('Full name'), null, { timeout: 5000 });
      expect(await page.locator('spec-doc main spec-doc-component').count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  it('is only in the focused style', async () => {
    for (const style of ['read', 'view']) {
      const { page } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': style, 'show-components': 'true' } });
      try {
        await page.waitForTimeout(300);
        expect(await componentEntries(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });
});
