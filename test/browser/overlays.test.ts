import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser.js';
import { echoWindow } from '../support/echo-window.js';
import { mountReading, navEntries, shownOperations } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/overlays/api.yaml';
// Test files run in parallel against one echo API: this file's requests go under its own prefix.
const PREFIX = '/overlays-test';
const echo = echoWindow(echoUrl, PREFIX);
// Relative overlay URLs resolve against the page (test/fixtures/blank.html), like spec-url.
const UPDATE = 'overlays/update.yaml';
const REMOVE = 'overlays/remove.json';
const SECOND = 'overlays/second.yaml';
const abs = (rel: string): string => `${staticUrl}/test/fixtures/${rel}`;

/** The overlay notice above the content: its role and text, or null when there is none. */
function notice(page: Page): Promise<{ role: string; head: string; items: string[] } | null> {
  return page.evaluate(() => {
    const box = document.querySelector('spec-doc')!.shadowRoot!.querySelector('.overlay-notice');
    if (!box) return null;
    return {
      role: box.getAttribute('role') ?? '',
      head: box.querySelector('strong')?.textContent ?? '',
      items: Array.from(box.querySelectorAll('li')).map((li) => li.textContent.replace(/\s+/g, ' ').trim()),
    };
  });
}

/** The title the element shows (its h1, without the version). */
function heading(page: Page): Promise<string> {
  return page.evaluate(() => {
    const h1 = document.querySelector('spec-doc')!.shadowRoot!.querySelector('h1');
    return h1
      ? Array.from(h1.childNodes, (n) => (n.nodeType === Node.TEXT_NODE ? n.textContent : ''))
          .join('')
          .trim()
      : '';
  });
}

/** Sets a property or attribute on the element and waits for the load it causes (spec-loaded, or spec-load-error's message). */
function reloadAfter(page: Page, change: { attr?: [string, string]; overlays?: object[] }): Promise<string> {
  return page.evaluate(
    ([c]) =>
      new Promise<string>((resolve) => {
        const el = document.querySelector('spec-doc')!;
        el.addEventListener('spec-loaded', () => requestAnimationFrame(() => resolve('loaded')), { once: true });
        el.addEventListener('spec-load-error', (e) => resolve((e as CustomEvent<{ error: Error }>).detail.error.message), { once: true });
        if (c.attr) el.setAttribute(c.attr[0], c.attr[1]);
        if (c.overlays) el.overlays = c.overlays;
      }),
    [change] as const,
  );
}

describe('OpenAPI Overlays (overlay-url, overlays)', () => {
  it('applies overlay-url overlays in order before anything is shown: nav, content, heading, search and TRY see the result', async () => {
    await echo.mark();
    const { page, errors, requests, loaded } = await mountReading(browser(), staticUrl, {
      spec: SPEC,
      attrs: { 'overlay-url': `${UPDATE} ${REMOVE}\n${SECOND}`, 'server-url': `${echoUrl}${PREFIX}` },
    });
    try {
      expect(loaded).toBe(true);
      // The engine is a script of its own, fetched because this page asked for overlays.
      expect(requests.filter((r) => r.endsWith('/dist/spec-doc-overlay.js'))).toHaveLength(1);
      expect(await heading(page)).toBe('Overlaid API');
      const nav = await navEntries(page);
      expect(nav).toContain('Fetch one zebra item');
      expect(nav.join('|')).not.toMatch(/Get an item|Legacy endpoint/);
      expect(await shownOperations(page)).toEqual(['post-/items', 'get-/items/{itemId}']);
      const op = page.locator('spec-doc [data-op-id="get-/items/{itemId}"]');
      await expect.poll(() => op.locator('.op-title').textContent()).toContain('Fetch one zebra item');
      // second.yaml targets the summary update.yaml wrote: it ran after it.
      expect(await op.locator('.op-description').textContent()).toContain('Second overlay saw the first.');
      // The action of update.yaml that selects nothing is a warning; everything else applied.
      expect(await notice(page)).toEqual({
        role: 'status',
        head: '1 overlay action changed nothing.',
        items: [`Warning: ${abs(UPDATE)} action 2 ($.paths['/nowhere'].get): its target selects nothing`],
      });

      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox', { name: 'Search the API' });
      await input.fill('zebra');
      await expect.poll(() => page.locator('spec-doc [role="option"]').allTextContents()).toEqual([expect.stringContaining('Fetch one zebra item')]);
      await page.keyboard.press('Escape');

      // TRY sends the parameter the overlay added, with its example.
      await op.locator('spec-doc-try').waitFor();
      await op.getByRole('button', { name: 'Try it' }).click();
      await expect.poll(() => op.getByRole('textbox', { name: /flavour/ }).inputValue()).toBe('overlaid');
      await op.getByRole('button', { name: /^TRY/i }).click();
      await expect.poll(async () => (await echo.received(PREFIX, false)).map((r) => r.url)).toEqual([`${PREFIX}/items/42?flavour=overlaid`]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('names each overlay it leaves out (404, broken YAML, not an Overlay) in an alert, and applies the others', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, {
      spec: SPEC,
      attrs: { 'overlay-url': `overlays/missing.yaml overlays/bad-yaml.yaml overlays/invalid.yaml ${REMOVE}` },
    });
    try {
      expect(loaded).toBe(true);
      expect(await heading(page)).toBe('Overlaid API');
      expect(await shownOperations(page)).toEqual(['post-/items', 'get-/items/{itemId}']);
      const n = await notice(page);
      expect(n?.role).toBe('alert');
      expect(n?.head).toBe('3 overlays could not be applied; the description is shown without them.');
      expect(n?.items).toHaveLength(3);
      expect(n?.items[0]).toBe(`${abs('overlays/missing.yaml')} could not be read: HTTP 404 Not Found`);
      expect(n?.items[1]).toMatch(new RegExp(`^${abs('overlays/bad-yaml.yaml').replace(/[./]/g, '\\$&')} could not be read: YAML syntax error`));
      expect(n?.items[2]).toMatch(/overlays\/invalid\.yaml is not a valid OpenAPI Overlay: .*`info`.*target/);
      // The 404 is the page's own console line; nothing else went wrong.
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('applies the overlays property after overlay-url, names its bad entries by position, and loads again when either changes', async () => {
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const first = await page.evaluate(
        ([spec, remove]) =>
          new Promise<string>((resolve) => {
            void customElements.whenDefined('spec-doc').then(() => {
              const el = document.createElement('spec-doc');
              el.style.height = '100vh';
              el.overlays = [
                { overlay: '1.1.0', info: { title: 'Not an overlay' } },
                { overlay: '1.0.0', info: { title: 'Retitle', version: '1' }, actions: [{ target: '$.info', update: { title: 'From the property' } }] },
              ];
              el.setAttribute('overlay-url', remove);
              el.addEventListener('spec-loaded', () => requestAnimationFrame(() => resolve('loaded')), { once: true });
              el.addEventListener('spec-load-error', (e) => resolve((e as CustomEvent<{ error: Error }>).detail.error.message), { once: true });
              document.body.append(el);
              el.setAttribute('spec-url', spec);
            });
          }),
        [SPEC, REMOVE] as const,
      );
      expect(first).toBe('loaded');
      // remove.json (overlay-url) retitled the API first; the property's overlay came after it.
      expect(await heading(page)).toBe('From the property');
      expect(await shownOperations(page)).not.toContain('get-/legacy');
      const n = await notice(page);
      expect(n?.items).toEqual([expect.stringMatching(/^overlay 1 of the overlays property is not a valid OpenAPI Overlay: .*actions/)]);

      expect(await reloadAfter(page, { overlays: [] })).toBe('loaded');
      expect(await heading(page)).toBe('Overlaid API');
      expect(await notice(page)).toBeNull();

      expect(await reloadAfter(page, { attr: ['overlay-url', UPDATE] })).toBe('loaded');
      expect(await heading(page)).toBe('Overlay fixture');
      expect(await shownOperations(page)).toContain('get-/legacy');
      expect(await navEntries(page)).toContain('Fetch one zebra item');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('applies overlays to a description object given to loadSpec (the in-page store), leaving the object as it was', async () => {
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const result = await page.evaluate(async (update) => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc');
        el.style.height = '100vh';
        el.setAttribute('overlay-url', update);
        el.overlays = [{ overlay: '1.0.0', info: { title: 'Retitle', version: '1' }, actions: [{ target: '$.info', update: { title: 'Object, overlaid' } }] }];
        document.body.append(el);
        const object = {
          openapi: '3.1.0',
          info: { title: 'Object', version: '1' },
          paths: { '/items/{itemId}': { get: { summary: 'Get an item', responses: { '200': { description: 'OK' } } } } },
        };
        const spec = (await el.loadSpec(object)) as { info: { title: string } };
        await new Promise((r) => requestAnimationFrame(r));
        return { loadedTitle: spec.info.title, objectTitle: object.info.title, objectSummary: object.paths['/items/{itemId}'].get.summary };
      }, UPDATE);
      expect(result).toEqual({ loadedTitle: 'Object, overlaid', objectTitle: 'Object', objectSummary: 'Get an item' });
      expect(await heading(page)).toBe('Object, overlaid');
      expect(await navEntries(page)).toContain('Fetch one zebra item');
      expect((await notice(page))?.items).toEqual([expect.stringContaining("action 2 ($.paths['/nowhere'].get): its target selects nothing")]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('reports the description’s own error in spec-load-error, and the overlays only when they broke it', async () => {
    const { page } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'overlay-url': UPDATE } });
    try {
      const message = await reloadAfter(page, { attr: ['spec-url', '/test/fixtures/no-such-api.yaml'] });
      expect(message).toBe(`HTTP 404 Not Found loading ${staticUrl}/test/fixtures/no-such-api.yaml`);
      const broken = [{ overlay: '1.0.0', info: { title: 'Break', version: '1' }, actions: [{ target: '$', update: { openapi: '9.0.0' } }] }];
      await reloadAfter(page, { attr: ['spec-url', SPEC] });
      expect(await reloadAfter(page, { overlays: broken })).toMatch(/^After applying the overlays: Unsupported OpenAPI version 9\.0\.0/);
      expect(await page.locator('spec-doc [part="error"]').textContent()).toContain('After applying the overlays');
    } finally {
      await page.context().close();
    }
  });

  it('gives the mock server the overlaid description: answers from overlay examples, nothing for removed paths', async () => {
    await echo.mark();
    const base = `${echoUrl}${PREFIX}/mock`;
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'overlay-url': 'overlays/mock.yaml', 'mock-server': 'true', 'server-url': base } });
    try {
      expect(loaded).toBe(true);
      await page.locator('spec-doc .mock-active').waitFor();
      const answers = await page.evaluate(async (b) => Promise.all([`${b}/items/42`, `${b}/legacy`].map(async (u) => (await fetch(u)).text())), base);
      expect(JSON.parse(answers[0]!)).toEqual({ from: 'the overlay' });
      // /legacy is no longer described, so it went to the network (the echo API) instead.
      expect((await echo.received(PREFIX, false)).map((r) => r.path)).toEqual([`${PREFIX}/mock/legacy`]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('runs match() and search() in linear time in the worker: near-misses of catastrophic patterns in the description do not hang its load', async () => {
    // With the browser's backtracking RegExp (json-p3's own functions) the worker takes hours on each near-miss, and spec-loaded never comes.
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, {
      spec: '/test/fixtures/overlays/catastrophic-api.yaml',
      attrs: { 'overlay-url': 'overlays/catastrophic.yaml' },
    });
    try {
      expect(loaded).toBe(true);
      const nav = await navEntries(page);
      // `aaaa` matches (a|aa)+ whole; the near-miss keeps its summary, and nothing has a b for (a+)+b.
      expect(nav).toContain('Matched by match()');
      expect(nav).toContain(`${'a'.repeat(40)}!`);
      expect(nav.join('|')).not.toContain('Found by search()');
      expect(await notice(page)).toEqual({
        role: 'status',
        head: '1 overlay action changed nothing.',
        items: [`Warning: ${abs('overlays/catastrophic.yaml')} action 2 ($.paths.*[?search(@.description, '(a+)+b')]): its target selects nothing`],
      });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('never fetches the Overlay engine for a page without overlays', async () => {
    const { page, requests, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC });
    try {
      expect(loaded).toBe(true);
      expect(await shownOperations(page)).toContain('get-/legacy');
      expect(requests.filter((r) => r.includes('spec-doc-overlay'))).toEqual([]);
      expect(await notice(page)).toBeNull();
    } finally {
      await page.context().close();
    }
  });
});
