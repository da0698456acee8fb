// Copy as Markdown and getMarkdown(route?): what reaches the clipboard, the overview's copy and
// download of the whole API, the method's answers and errors, and hostile description text
// copied as the text it is (never as HTML, never run).
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorsBesideDescriptionImages, useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/markdown/markdown.yaml';
const GET = 'get-/pets/{id}';

function mount() {
  return mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'allow-spec-file-download': 'true' } });
}

function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** getMarkdown(route?) on the element: its text, or the message it rejected with. */
function getMarkdown(page: Page, route?: string): Promise<{ ok: string } | { error: string }> {
  return page.evaluate(async (r) => {
    const el = document.querySelector('spec-doc') as HTMLElement & { getMarkdown(route?: string): Promise<string> };
    try {
      return { ok: await el.getMarkdown(r) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, route);
}

describe('Copy as Markdown', () => {
  it('copies an operation as Markdown, the same text getMarkdown(route) gives', async () => {
    const opened = await mount();
    const { page } = opened;
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const op = page.locator(`spec-doc [data-op-id="${GET}"]`);
      await op.scrollIntoViewIfNeeded();
      const button = op.getByRole('button', { name: 'Copy as Markdown' });
      await button.click();
      await expect.poll(() => clipboardText(page)).toMatch(/^# Find a pet/);
      const copied = await clipboardText(page);
      expect(copied).toContain('`GET /pets/{id}`');
      expect(copied).toContain('## Parameters');
      expect(copied).toContain("- `id` (path, integer, required): The pet's id.");
      // The response's schema as a nested list, and its example.
      expect(copied).toContain("- `name` (string, required): The pet's name.");
      expect(copied).toContain('  - `email` (string, email)');
      expect(copied).toContain('```json\n{\n  "id": 7,\n  "name": "Rex",\n  "tag": "dog"\n}\n```');
      // The request example's cURL: the first server, the key as a placeholder.
      expect(copied).toContain("```bash\ncurl 'https://api.example.test/v1/pets/7' \\\n  -H 'X-Api-Key: <credential>'\n```");
      await expect.poll(() => op.locator('.copy-md + [aria-live]').textContent()).toBe('Copied');
      // The button's icon is a check now (drawn in CSS: the document's page and fold give way to it).
      expect(
        await button.evaluate((b) => {
          const g = b.querySelector('.glyph-doc')!;
          return [getComputedStyle(g, '::before').transform !== 'none', getComputedStyle(g, '::after').display];
        }),
      ).toEqual([true, 'none']);
      expect(await getMarkdown(page, GET)).toEqual({ ok: copied });
      // The slot form of a route names the same operation.
      expect(await getMarkdown(page, 'get-/pets/-id-')).toEqual({ ok: copied });
      // The fixture's <img src=x> (kept by the sanitiser as an image) is the only failed load.
      expect(errorsBesideDescriptionImages(opened)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("the overview's button copies the whole API, and its download is a .md file of the same text", async () => {
    const opened = await mount();
    const { page } = opened;
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const overview = page.locator('spec-doc #overview');
      await overview.getByRole('button', { name: 'Copy as Markdown' }).click();
      await expect.poll(() => clipboardText(page)).toMatch(/^# Pet shop/);
      const whole = await clipboardText(page);
      expect(whole).toContain('## Servers');
      expect(whole).toContain('## pets');
      expect(whole).toContain('### Find a pet');
      expect(whole).toContain('### Add a pet');
      expect(await getMarkdown(page)).toEqual({ ok: whole });
      const [download] = await Promise.all([page.waitForEvent('download'), overview.getByRole('button', { name: 'Download Markdown' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^Pet-shop-.*\.md$/);
      expect(await readFile(await download.path(), 'utf8')).toBe(whole);
      // The fixture's <img src=x> (kept by the sanitiser as an image) is the only failed load.
      expect(errorsBesideDescriptionImages(opened)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('getMarkdown rejects with a clear message for an unknown route and before a description has loaded', async () => {
    const { page } = await mount();
    try {
      expect(await getMarkdown(page, 'get-/nope')).toEqual({ error: 'No operation has the route "get-/nope"' });
      const early = await page.evaluate(async () => {
        const el = document.createElement('spec-doc') as HTMLElement & { getMarkdown(route?: string): Promise<string> };
        document.body.append(el);
        try {
          return await el.getMarkdown();
        } catch (e) {
          return e instanceof Error ? `Error: ${e.message}` : 'not an Error';
        }
      });
      expect(early).toBe('Error: No description has loaded yet');
    } finally {
      await page.context().close();
    }
  });

  it('gives Markdown for a description handed to loadSpec as an object (built in the page, not the worker)', async () => {
    const { page } = await mount();
    try {
      const md = await page.evaluate(async () => {
        const el = document.querySelector('spec-doc') as HTMLElement & { loadSpec(o: object): Promise<unknown>; getMarkdown(route?: string): Promise<string> };
        await el.loadSpec({
          openapi: '3.1.0',
          info: { title: 'Object API', version: '2' },
          servers: [{ url: 'https://object.test' }],
          paths: {
            '/things': { get: { summary: 'List things', parameters: [{ name: 'q', in: 'query', schema: { type: 'string' }, example: 'a' }], responses: { '200': { description: 'OK' } } } },
          },
        });
        return el.getMarkdown('get-/things');
      });
      expect(md).toMatch(/^# List things\n/);
      expect(md).toContain("curl 'https://object.test/things?q=a'");
    } finally {
      await page.context().close();
    }
  });

  it('copies hostile description text as the text it is: nothing runs, no HTML is made of it', async () => {
    const opened = await mount();
    const { page } = opened;
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.locator('spec-doc #overview').getByRole('button', { name: 'Copy as Markdown' }).click();
      await expect.poll(() => clipboardText(page)).toMatch(/^# Pet shop/);
      const whole = await clipboardText(page);
      expect(whole).toContain('# Pet shop <script>window.__pwned = 1</script> 1.0.0');
      expect(whole).toContain('Sells **pets**. <img src=x onerror="window.__pwned = 2">');
      expect(whole).toContain('### Find a pet <img src=x onerror="window.__pwned = 4">');
      expect(whole).toContain('Returns **one** pet. <script>window.__pwned = 5</script>');
      expect(whole).not.toMatch(/<strong>|<p>|&lt;/);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      // The fixture's <img src=x> (kept by the sanitiser as an image) is the only failed load.
      expect(errorsBesideDescriptionImages(opened)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
