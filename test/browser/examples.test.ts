import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** The media-type blocks of one operation, once its body is built. */
async function blocks(page: Page, opId: string): Promise<void> {
  await page.waitForFunction((id) => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${CSS.escape(id)}"] spec-doc-media-type`), opId);
}

function block(page: Page, opId: string, mediaType: string) {
  return page
    .locator(`spec-doc [data-op-id="${opId}"] spec-doc-media-type`)
    .filter({ has: page.locator('.media-type-name code', { hasText: new RegExp(`^${mediaType.replace(/[+/]/g, '\\$&')}$`) }) })
    .first();
}

describe('schema and example tabs', () => {
  it('show the schema first by default and a generated, valid example on the Example tab', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { hash: '#get-/users/{userId}' });
    try {
      await blocks(page, 'get-/users/{userId}');
      const json = block(page, 'get-/users/{userId}', 'application/json');
      const schemaTab = json.getByRole('tab', { name: 'Schema' });
      const exampleTab = json.getByRole('tab', { name: 'Example' });
      expect(await schemaTab.getAttribute('aria-selected')).toBe('true');
      expect(await json.locator('spec-doc-schema').count()).toBe(1);
      await exampleTab.click();
      expect(await exampleTab.getAttribute('aria-selected')).toBe('true');
      const text = await json.locator('pre.code').textContent();
      const value = JSON.parse(text!) as Record<string, unknown>;
      expect(value.id).toMatch(/^[0-9a-f-]{36}$/);
      expect((value.name as string).length).toBeGreaterThanOrEqual(2);
      expect(value).not.toHaveProperty('password');
      // Arrow keys move between the tabs.
      await exampleTab.press('ArrowLeft');
      expect(await schemaTab.getAttribute('aria-selected')).toBe('true');
      // ... wrap around, and End and Home jump; the selected tab keeps the focus.
      await page.keyboard.press('ArrowLeft');
      expect(await exampleTab.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Home');
      expect(await schemaTab.getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('End');
      expect(await exampleTab.getAttribute('aria-selected')).toBe('true');
      expect(await exampleTab.evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
      await page.keyboard.press('Home');
      // XML media types get XML following the xml object.
      const xml = block(page, 'get-/users/{userId}', 'application/xml');
      await xml.getByRole('tab', { name: 'Example' }).click();
      expect(await xml.locator('pre.code').textContent()).toMatch(/<user id="[0-9a-f-]{36}">\s*<name>/);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('default-schema-tab="example" opens on the example, "model" is the schema; changing it applies at once', async () => {
    const a = await mountReading(browser(), staticUrl, { hash: '#get-/users/{userId}', attrs: { 'default-schema-tab': 'example' } });
    try {
      await blocks(a.page, 'get-/users/{userId}');
      const json = block(a.page, 'get-/users/{userId}', 'application/json');
      expect(await json.getByRole('tab', { name: 'Example' }).getAttribute('aria-selected')).toBe('true');
      expect(await json.locator('pre.code').count()).toBe(1);
      await a.page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('default-schema-tab', 'schema'));
      await a.page.waitForFunction(
        () => document.querySelector('spec-doc')!.shadowRoot!.querySelector('spec-doc-media-type [role=tab][aria-selected=true]')?.textContent.trim() === 'Schema',
      );
    } finally {
      await a.page.context().close();
    }
    const b = await mountReading(browser(), staticUrl, { hash: '#get-/users/{userId}', attrs: { 'default-schema-tab': 'model' } });
    try {
      await blocks(b.page, 'get-/users/{userId}');
      expect(await block(b.page, 'get-/users/{userId}', 'application/json').getByRole('tab', { name: 'Schema' }).getAttribute('aria-selected')).toBe('true');
      expect(b.errors).toEqual([]);
    } finally {
      await b.page.context().close();
    }
  });

  it('named examples come first, with a picker, their summary and description', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { hash: '#post-/users', attrs: { 'default-schema-tab': 'example' } });
    try {
      await blocks(page, 'post-/users');
      const json = block(page, 'post-/users', 'application/json');
      const picker = json.getByRole('combobox', { name: 'Example' });
      expect(await picker.locator('option').allTextContents()).toEqual(['Alice', 'Bob']);
      expect(JSON.parse((await json.locator('pre.code').textContent())!)).toEqual({ id: 'u1', name: 'Alice' });
      expect(await json.locator('.md').textContent()).toContain('A user with a name.');
      await picker.selectOption({ label: 'Bob' });
      expect(JSON.parse((await json.locator('pre.code').textContent())!)).toEqual({ id: 'u2' });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
