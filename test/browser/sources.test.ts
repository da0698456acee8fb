import { wcagAxe } from '../support/axe.js';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser, type OpenedPage } from '../support/browser.js';
import { currentHash, shownOperations, waitInView } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** What test/fixtures/sources.html records of the element's events. */
type Recorded = { type: 'source-change'; name: string; url: string } | { type: 'spec-loaded'; title: string } | { type: 'spec-load-error'; message: string };

const READING = { type: 'source-change', name: 'Reading', url: '/test/fixtures/reading.yaml' };
const TRY = { type: 'source-change', name: 'Try console', url: 'try.yaml' };
const SERVERS = { type: 'source-change', name: 'Servers', url: '/test/fixtures/servers.yaml' };

/** Opens the sources page (with a query and hash, and extra attributes) and checks it reported no errors when done. */
async function withSources(query: string, attrs: Record<string, string> | undefined, check: (o: OpenedPage) => Promise<void>): Promise<void> {
  const extra = attrs ? `${query ? '&' : '?'}attrs=${encodeURIComponent(JSON.stringify(attrs))}` : '';
  const [search = '', hash = ''] = query.split('#');
  const opened = await openPage(browser(), `${staticUrl}/test/fixtures/sources.html${search}${extra}${hash ? `#${hash}` : ''}`);
  try {
    await check(opened);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.page.context().close();
  }
}

function events(page: Page): Promise<Recorded[]> {
  return page.evaluate(() => (window as unknown as { __events: Recorded[] }).__events);
}

/** Waits until `n` spec-loaded (or spec-load-error) events have been recorded since the page (re)loaded, and returns them all. */
async function settled(page: Page, n: number): Promise<Recorded[]> {
  await page.waitForFunction((count) => (window as unknown as { __events: Recorded[] }).__events.filter((e) => e.type !== 'source-change').length >= count, n, { timeout: 15_000 });
  await page.waitForTimeout(100);
  return events(page);
}

/** The API select, found by its accessible name as a reader (or a screen reader) finds it. */
function apiSelect(page: Page) {
  return page.getByRole('combobox', { name: 'API' });
}

/** The page URL's `api` parameter (null when it has none). */
function apiParam(page: Page): Promise<string | null> {
  return page.evaluate(() => new URLSearchParams(location.search).get('api'));
}

describe('the API select', () => {
  it('lists the names; the first loads and the page URL names it; choosing another loads it and fires source-change', async () => {
    await withSources('', undefined, async ({ page }) => {
      expect(await settled(page, 1)).toEqual([READING, { type: 'spec-loaded', title: 'Reading Fixture' }]);
      const select = apiSelect(page);
      expect(await select.locator('option').allTextContents()).toEqual(['Reading', 'Try console', 'Servers']);
      expect(await select.inputValue()).toBe('reading');
      expect(await apiParam(page)).toBe('reading');
      await select.selectOption({ label: 'Try console' });
      const after = await settled(page, 2);
      expect(after.slice(2)).toEqual([TRY, { type: 'spec-loaded', title: 'Try fixture' }]);
      expect(await shownOperations(page)).toContain('get-/items/{itemId}');
      expect(await shownOperations(page)).not.toContain('get-/pets');
      expect(await apiParam(page)).toBe('try-console');
      expect(await currentHash(page)).toBe('');
      expect(await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { specUrl: string }).specUrl)).toBe('try.yaml');
    });
  });

  it('a reload keeps the source and the operation', async () => {
    await withSources('', undefined, async ({ page }) => {
      await settled(page, 1);
      await apiSelect(page).selectOption({ label: 'Try console' });
      await settled(page, 2);
      await page.locator('spec-doc nav a[data-nav-id="post-/items"]').click();
      expect(await currentHash(page)).toBe('#post-/items');
      await page.reload();
      expect(await settled(page, 1)).toEqual([TRY, { type: 'spec-loaded', title: 'Try fixture' }]);
      expect(await apiParam(page)).toBe('try-console');
      expect(await waitInView(page, 'post-/items')).toBe(true);
      expect(await apiSelect(page).inputValue()).toBe('try-console');
    });
  });

  it('back and forward move between sources and the operations visited in each', async () => {
    await withSources('', undefined, async ({ page }) => {
      await settled(page, 1);
      await page.locator('spec-doc nav a[data-nav-id="get-/health"]').click();
      await apiSelect(page).selectOption({ label: 'Try console' });
      await settled(page, 2);
      await apiSelect(page).selectOption({ label: 'Servers' });
      await settled(page, 3);
      expect(await apiParam(page)).toBe('servers');
      await page.goBack();
      const back1 = await settled(page, 4);
      expect(back1.slice(-2)).toEqual([TRY, { type: 'spec-loaded', title: 'Try fixture' }]);
      expect(await apiSelect(page).inputValue()).toBe('try-console');
      await page.goBack();
      const back2 = await settled(page, 5);
      expect(back2.slice(-2)).toEqual([READING, { type: 'spec-loaded', title: 'Reading Fixture' }]);
      expect(await apiParam(page)).toBe('reading');
      expect(await currentHash(page)).toBe('#get-/health');
      expect(await waitInView(page, 'get-/health')).toBe(true);
      await page.goForward();
      const forward = await settled(page, 6);
      expect(forward.slice(-2)).toEqual([TRY, { type: 'spec-loaded', title: 'Try fixture' }]);
      expect(await apiSelect(page).inputValue()).toBe('try-console');
    });
  });

  it('the page URL names the source (by its slug or its name), before spec-url and the first', async () => {
    await withSources('?api=servers', undefined, async ({ page }) => {
      expect(await settled(page, 1)).toEqual([SERVERS, { type: 'spec-loaded', title: 'Servers fixture' }]);
    });
    await withSources('?api=Try%20console#get-/items/-itemId-', { 'spec-url': '/test/fixtures/servers.yaml' }, async ({ page, requests }) => {
      expect(await settled(page, 1)).toEqual([TRY, { type: 'spec-loaded', title: 'Try fixture' }]);
      // spec-url waited for the list: only the description the URL names was fetched.
      expect(requests.filter((u) => u.endsWith('.yaml'))).toEqual([`${staticUrl}/test/fixtures/try.yaml`]);
      expect(await apiParam(page)).toBe('try-console');
      expect(await waitInView(page, 'get-/items/{itemId}')).toBe(true);
    });
    // No api parameter: spec-url names one of the list (compared resolved).
    await withSources('', { 'spec-url': 'servers.yaml' }, async ({ page, requests }) => {
      expect(await settled(page, 1)).toEqual([SERVERS, { type: 'spec-loaded', title: 'Servers fixture' }]);
      expect(requests.filter((u) => u.endsWith('.yaml'))).toEqual([`${staticUrl}/test/fixtures/servers.yaml`]);
    });
    // An unknown name: the first.
    await withSources('?api=nothing-here', undefined, async ({ page }) => {
      expect(await settled(page, 1)).toEqual([READING, { type: 'spec-loaded', title: 'Reading Fixture' }]);
      expect(await apiParam(page)).toBe('reading');
    });
  });

  it('works with route-prefix; update-route="false" leaves the URL alone', async () => {
    await withSources('', { 'route-prefix': '#/docs/' }, async ({ page }) => {
      await settled(page, 1);
      await page.locator('spec-doc nav a[data-nav-id="get-/health"]').click();
      expect(await currentHash(page)).toBe('#/docs/get-/health');
      await apiSelect(page).selectOption({ label: 'Try console' });
      await settled(page, 2);
      expect(await apiParam(page)).toBe('try-console');
      expect(await page.evaluate(() => location.hash)).toBe('#/docs/');
      await page.locator('spec-doc nav a[data-nav-id="post-/items"]').click();
      expect(await currentHash(page)).toBe('#/docs/post-/items');
      await page.reload();
      await settled(page, 1);
      expect(await waitInView(page, 'post-/items')).toBe(true);
    });
    await withSources('?api=servers', { 'update-route': 'false' }, async ({ page }) => {
      // The URL is not read either: the first loads.
      expect(await settled(page, 1)).toEqual([READING, { type: 'spec-loaded', title: 'Reading Fixture' }]);
      await apiSelect(page).selectOption({ label: 'Try console' });
      expect((await settled(page, 2)).slice(2)).toEqual([TRY, { type: 'spec-loaded', title: 'Try fixture' }]);
      expect(await apiParam(page)).toBe('servers');
    });
  });
});

describe('the property', () => {
  it('a new list keeps the description shown when it is still listed (no source-change); the select follows its order', async () => {
    await withSources('', undefined, async ({ page }) => {
      await settled(page, 1);
      await page.evaluate(() => {
        (document.querySelector('spec-doc') as HTMLElement & { sources: unknown }).sources = [
          { name: 'Servers', url: '/test/fixtures/servers.yaml' },
          { name: 'Reading again', url: 'reading.yaml' },
        ];
      });
      await expect.poll(() => apiSelect(page).locator('option').allTextContents()).toEqual(['Servers', 'Reading again']);
      expect(await apiSelect(page).inputValue()).toBe('reading-again');
      expect(await apiParam(page)).toBe('reading-again');
      expect(await events(page)).toEqual([READING, { type: 'spec-loaded', title: 'Reading Fixture' }]);
      expect(await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { sources: unknown }).sources)).toHaveLength(2);
    });
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark'])
    for (const width of [1280, 390])
      it(`axe finds nothing with the API select (${theme}, ${width} px)`, async () => {
        await withSources('', { theme }, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await settled(page, 1);
          const result = await wcagAxe(page).analyze();
          expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      });
});

describe('credentials', () => {
  it('are kept per description: switching away and back finds them again', async () => {
    const opened = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    const { page } = opened;
    try {
      const sources = [
        { name: 'Auth demo', url: '/test/fixtures/auth-demo.yaml' },
        { name: 'Reading', url: '/test/fixtures/reading.yaml' },
      ];
      /** Waits for the next spec-loaded after `act`, then counts the schemes the authentication section shows as set. */
      const loadedThenSet = (act: string) =>
        page.evaluate(async (what) => {
          const el = document.querySelector('spec-doc') as HTMLElement & { setApiKey(id: string, v: string): boolean };
          const loaded = new Promise((r) => el.addEventListener('spec-loaded', r, { once: true }));
          const select = el.shadowRoot!.querySelector<HTMLSelectElement>('select[name="api"]')!;
          select.value = what;
          select.dispatchEvent(new Event('change'));
          await loaded;
          await new Promise((r) => setTimeout(r, 200));
          return el.shadowRoot!.querySelectorAll('.auth-status.is-set').length;
        }, act);
      await page.evaluate(async (list) => {
        const el = document.createElement('spec-doc');
        el.setAttribute('sources', JSON.stringify(list));
        const loaded = new Promise((r) => el.addEventListener('spec-loaded', r, { once: true }));
        document.body.append(el);
        await loaded;
      }, sources);
      expect(await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { setApiKey(id: string, v: string): boolean }).setApiKey('http-bearer-a', 'token-a'))).toBe(true);
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('.auth-status.is-set').length === 1);
      expect(await loadedThenSet('reading')).toBe(0);
      expect(await loadedThenSet('auth-demo')).toBe(1);
      expect(opened.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('leaving the list', () => {
  it('loadSpec with another URL shows it, the select says Other and the URL names no source; a listed URL comes back to the list', async () => {
    await withSources('', undefined, async ({ page }) => {
      await settled(page, 1);
      await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { loadSpec(u: string): Promise<unknown> }).loadSpec('/test/fixtures/mock.yaml'));
      const after = await settled(page, 2);
      expect(after.slice(2)).toEqual([{ type: 'spec-loaded', title: 'Mock fixture' }]);
      const select = apiSelect(page);
      expect(await select.locator('option:checked').textContent()).toBe('Other');
      expect(await select.locator('option').allTextContents()).toEqual(['Other', 'Reading', 'Try console', 'Servers']);
      expect(await apiParam(page)).toBeNull();
      // spec-url naming a listed URL: the select follows and source-change says so.
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('spec-url', '/test/fixtures/try.yaml'));
      const back = await settled(page, 3);
      expect(back.slice(3)).toEqual([TRY, { type: 'spec-loaded', title: 'Try fixture' }]);
      expect(await select.inputValue()).toBe('try-console');
      expect(await select.locator('option').allTextContents()).toEqual(['Reading', 'Try console', 'Servers']);
      expect(await apiParam(page)).toBe('try-console');
    });
  });

  it('a page without sources loads no switcher code', async () => {
    const opened = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      await opened.page.evaluate(async () => {
        const el = document.createElement('spec-doc');
        const done = new Promise((r) => el.addEventListener('spec-loaded', r, { once: true }));
        el.setAttribute('spec-url', '/test/fixtures/reading.yaml');
        document.body.append(el);
        await done;
      });
      expect(opened.requests.filter((u) => u.includes('source-switcher'))).toEqual([]);
      expect(await opened.page.getByRole('combobox', { name: 'API' }).count()).toBe(0);
    } finally {
      await opened.page.context().close();
    }
  });
});

describe('a bad sources value', () => {
  /** Mounts <spec-doc> with `sources` (and spec-url when given) on the blank page; what it says and fires. */
  async function mountBad(page: Page, sources: string, specUrl = '') {
    return page.evaluate(
      async ([value, url]) => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc');
        el.style.height = '100vh';
        el.setAttribute('sources', value);
        if (url) el.setAttribute('spec-url', url);
        const fired: string[] = [];
        const done = new Promise<void>((resolve) => {
          el.addEventListener('spec-load-error', (e) => {
            fired.push(`spec-load-error: ${(e as CustomEvent<{ error: Error }>).detail.error.message}`);
            resolve();
          });
          el.addEventListener('spec-loaded', () => {
            fired.push('spec-loaded');
            resolve();
          });
        });
        document.body.append(el);
        await done;
        await new Promise((r) => setTimeout(r, 100));
        const root = el.shadowRoot!;
        return {
          fired,
          alert: root.querySelector('.sources-problems')?.textContent.replace(/\s+/g, ' ').trim() ?? '',
          options: Array.from(root.querySelectorAll('select[name="api"] option')).map((o) => o.textContent),
        };
      },
      [sources, specUrl] as const,
    );
  }

  it('invalid JSON or no array: a message in the element and spec-load-error, no exception', async () => {
    for (const [value, says] of [
      ['[{"name": "A", "url": ', 'sources is not valid JSON'],
      ['{"name": "A", "url": "a.yaml"}', 'sources must be a JSON array'],
    ] as const) {
      const opened = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
      try {
        const r = await mountBad(opened.page, value);
        expect(r.alert).toContain(says);
        expect(r.fired).toHaveLength(1);
        expect(r.fired[0]).toContain(`spec-load-error: ${says}`);
        expect(r.options).toEqual([]);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.page.context().close();
      }
    }
  });

  it('entries without a name or url are named in the message; the others are offered; with no usable entry spec-url loads', async () => {
    const opened = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const r = await mountBad(
        opened.page,
        JSON.stringify([{ name: 'Reading', url: '/test/fixtures/reading.yaml' }, { name: 'No URL' }, { url: 'try.yaml' }, { name: 'Script', url: 'javascript:alert(1)' }]),
      );
      expect(r.fired).toEqual(['spec-loaded']);
      expect(r.options).toEqual(['Reading']);
      expect(r.alert).toContain('Entry 2 of sources ("No URL") has no url.');
      expect(r.alert).toContain('Entry 3 of sources has no name.');
      expect(r.alert).toContain('Entry 4 of sources ("Script"): its url is refused');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.page.context().close();
    }
    const second = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const r = await mountBad(second.page, '[{"name": "Nameless URL"}]', '/test/fixtures/servers.yaml');
      expect(r.fired).toEqual(['spec-loaded']);
      expect(r.alert).toContain('has no url');
      expect(second.errors).toEqual([]);
    } finally {
      await second.page.context().close();
    }
  });
});
