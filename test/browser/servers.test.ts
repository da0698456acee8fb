import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/servers.yaml';

const activeUrl = (page: Page) => page.locator('spec-doc #servers .active-server code').textContent();

/** Collects api-server-change details on the page. */
async function recordChanges(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __changes: unknown[] };
    w.__changes = [];
    document.querySelector('spec-doc')!.addEventListener('api-server-change', (e) => w.__changes.push((e as CustomEvent).detail.selectedServer));
  });
  return () => page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes);
}

function setApiServer(page: Page, url: string): Promise<boolean> {
  return page.evaluate((u) => (document.querySelector('spec-doc') as HTMLElement & { setApiServer(x: string): boolean }).setApiServer(u), url);
}

describe('API servers', () => {
  it('starts on the first server with its variable defaults; the dropdown and variables change it and fire api-server-change', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC });
    try {
      const changes = await recordChanges(page);
      expect(await activeUrl(page)).toBe('https://eu.api.example.com/v1');
      await page.getByRole('combobox', { name: 'region' }).selectOption('us');
      expect(await activeUrl(page)).toBe('https://us.api.example.com/v1');
      await page.getByRole('textbox', { name: 'version' }).fill('v2');
      await page.getByRole('textbox', { name: 'version' }).press('Enter');
      await page.getByRole('textbox', { name: 'version' }).blur();
      expect(await activeUrl(page)).toBe('https://us.api.example.com/v2');
      await page.getByRole('combobox', { name: 'Server' }).selectOption({ index: 1 });
      // A relative server resolves against the description's URL.
      expect(await activeUrl(page)).toBe(`${staticUrl}/relative/base`);
      expect(await changes()).toEqual([
        { url: 'https://us.api.example.com/v1', template: 'https://{region}.api.example.com/{version}', description: 'Regional', variables: { region: 'us', version: 'v1' } },
        { url: 'https://us.api.example.com/v2', template: 'https://{region}.api.example.com/{version}', description: 'Regional', variables: { region: 'us', version: 'v2' } },
        { url: `${staticUrl}/relative/base`, template: '/relative/base', description: 'Next to the description', variables: {} },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('setApiServer: true and an event for one of the description’s servers, false and no change otherwise (also inside spec-loaded)', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC });
    try {
      const changes = await recordChanges(page);
      expect(await setApiServer(page, 'https://staging.example.com')).toBe(true);
      // URLs are shown normalised (an origin gets its "/").
      expect(await activeUrl(page)).toBe('https://staging.example.com/');
      expect(await setApiServer(page, 'https://evil.example.com')).toBe(false);
      expect(await activeUrl(page)).toBe('https://staging.example.com/');
      expect((await changes()).length).toBe(1);
      // Inside a spec-loaded listener, on a fresh load.
      const inListener = await page.evaluate(async () => {
        const el = document.querySelector('spec-doc') as HTMLElement & { setApiServer(x: string): boolean; loadSpec(u: string): Promise<unknown> };
        let result: boolean | undefined;
        el.addEventListener('spec-loaded', () => (result = el.setApiServer('/relative/base')), { once: true });
        await el.loadSpec('/test/fixtures/servers.yaml?again');
        await new Promise((r) => requestAnimationFrame(r));
        return result;
      });
      expect(inListener).toBe(true);
      expect(await activeUrl(page)).toBe(`${staticUrl}/relative/base`);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('server-url overrides the list; default-api-server picks the start; allow-server-selection="false" hides the list but shows the URL', async () => {
    const a = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'server-url': 'https://override.example.com/api' } });
    try {
      expect(await activeUrl(a.page)).toBe('https://override.example.com/api');
    } finally {
      await a.page.context().close();
    }
    const b = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'default-api-server': 'https://staging.example.com' } });
    try {
      expect(await activeUrl(b.page)).toBe('https://staging.example.com/');
    } finally {
      await b.page.context().close();
    }
    const c = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'allow-server-selection': 'false' } });
    try {
      expect(await c.page.getByRole('combobox', { name: 'Server' }).count()).toBe(0);
      expect(await activeUrl(c.page)).toBe('https://eu.api.example.com/v1');
      expect(c.errors).toEqual([]);
    } finally {
      await c.page.context().close();
    }
  });

  it('a description without servers sends to its own origin', async () => {
    const { page } = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/multi/root.yaml' });
    try {
      expect(await activeUrl(page)).toBe(`${staticUrl}/`);
    } finally {
      await page.context().close();
    }
  });
});
