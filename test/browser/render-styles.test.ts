import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorsBesideDescriptionImages, useBrowser } from '../support/browser.js';
import { corpus, specsDir } from '../support/spec-index.js';
import { currentHash, mountReading, navEntries, shownOperations, waitInView } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

const ALL_OPS = ['get-/users', 'post-/users', 'get-/users/{userId}', 'delete-/users/{userId}', 'get-/pets', 'get-/pets/{petId}', 'get-/admin/stats', 'get-/health', 'webhook-post-newPet'];

/** Whether an operation's body (its responses) is rendered. */
function bodyShown(page: Page, id: string): Promise<boolean> {
  return page.evaluate((opId) => {
    const op = document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${CSS.escape(opId)}"]`);
    return !!op?.querySelector('.responses');
  }, id);
}

describe('render-style="read"', () => {
  it('shows every operation on one page under its tag, bodies filling in near the viewport', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl);
    try {
      expect(loaded).toBe(true);
      expect(await shownOperations(page)).toEqual(ALL_OPS);
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/users"] .responses'));
      const tagOfStats = await page.evaluate(
        () => document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/admin/stats"]')!.closest('section')!.querySelector('h2')!.textContent,
      );
      expect(tagOfStats).toBe('admin');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('render-style="view"', () => {
  it('collapses operations, opens one on click, honours x-tag-expanded, and expands or collapses all tags', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'view' } });
    try {
      // pets has x-tag-expanded: false: its operations are not listed until it is opened.
      expect(await shownOperations(page)).toEqual(ALL_OPS.filter((id) => !id.includes('/pets')));
      expect(await bodyShown(page, 'get-/users')).toBe(false);
      const toggle = page.locator('spec-doc [data-op-id="get-/users"] button.op-toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/users"] .responses'));
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      expect(await bodyShown(page, 'get-/users')).toBe(false);

      await page.getByRole('button', { name: 'Expand all' }).click();
      expect(await shownOperations(page)).toEqual(ALL_OPS);
      await page.getByRole('button', { name: 'Collapse all' }).click();
      expect(await shownOperations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Expand pets', exact: true }).first().click();
      expect(await shownOperations(page)).toEqual(['get-/pets', 'get-/pets/{petId}']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('opens and closes a tag when the reader clicks its name, and starts x-tag-expanded: false tags closed', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'view' } });
    try {
      const heading = page.locator('spec-doc main h2.tag-title#tag--pets button');
      expect(await heading.getAttribute('aria-expanded')).toBe('false');
      expect(await shownOperations(page)).not.toContain('get-/pets');
      // A click on the tag's name itself (not an arrow beside it).
      await page.locator('spec-doc main h2.tag-title#tag--pets').getByText('pets', { exact: true }).click();
      expect(await heading.getAttribute('aria-expanded')).toBe('true');
      expect(await shownOperations(page)).toEqual(expect.arrayContaining(['get-/pets', 'get-/pets/{petId}']));
      await page.locator('spec-doc main h2.tag-title#tag--users').getByText('People', { exact: true }).click();
      expect(await page.locator('spec-doc main h2.tag-title#tag--users button').getAttribute('aria-expanded')).toBe('false');
      expect(await shownOperations(page)).not.toContain('get-/users');
      // The keyboard works the same way: the heading is a button.
      await page.locator('spec-doc main h2.tag-title#tag--users button').focus();
      await page.keyboard.press('Enter');
      expect(await shownOperations(page)).toContain('get-/users');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('opens the operation a route names', async () => {
    const { page } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'view' }, hash: '#get-/pets/{petId}' });
    try {
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/pets/{petId}"] .responses'));
      expect(await waitInView(page, 'get-/pets/{petId}')).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

describe('render-style="focused"', () => {
  it('shows the overview first, then one operation at a time', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'focused' } });
    try {
      expect(await shownOperations(page)).toEqual([]);
      expect(await page.locator('spec-doc #overview > h1').textContent()).toContain('Reading Fixture');
      await page.locator('spec-doc nav a[data-nav-id="get-/users/{userId}"]').click();
      expect(await shownOperations(page)).toEqual(['get-/users/{userId}']);
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/users/{userId}"] .responses'));
      expect(await currentHash(page)).toBe('#get-/users/{userId}');
      expect(await page.locator('spec-doc #overview').count()).toBe(0);
      await page.locator('spec-doc nav a[data-nav-id="get-/admin/stats"]').click();
      expect(await shownOperations(page)).toEqual(['get-/admin/stats']);
      // The section shows the new operation's body, not the previous one's.
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/admin/stats"] .responses')?.textContent.includes('Stats'));
      expect(await page.locator('spec-doc main .responses').textContent()).not.toContain('No such user');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('on-nav-tag-click="expand-collapse" (default) toggles a tag in the nav; "show-description" shows its description', async () => {
    const a = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'focused' } });
    try {
      const usersItems = () => a.page.locator('spec-doc nav a[data-nav-id^="get-/users"], spec-doc nav a[data-nav-id^="post-/users"]').count();
      expect(await usersItems()).toBe(3);
      await a.page.locator('spec-doc nav a[data-nav-id="tag--users"]').click();
      expect(await usersItems()).toBe(0);
      expect(await shownOperations(a.page)).toEqual([]);
      await a.page.locator('spec-doc nav a[data-nav-id="tag--users"]').click();
      expect(await usersItems()).toBe(3);
      // x-tag-expanded: false starts closed here too.
      expect(await a.page.locator('spec-doc nav a[data-nav-id="get-/pets"]').count()).toBe(0);
    } finally {
      await a.page.context().close();
    }
    const b = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'focused', 'on-nav-tag-click': 'show-description' } });
    try {
      await b.page.locator('spec-doc nav a[data-nav-id="tag--users"]').click();
      expect(await b.page.locator('spec-doc main').textContent()).toContain('Everything about people');
      expect(await b.page.locator('spec-doc main h2#tag--users').textContent()).toBe('People');
      expect(await currentHash(b.page)).toBe('#tag--users');
    } finally {
      await b.page.context().close();
    }
  });
});

describe('switching render-style at run time', () => {
  it('re-renders in the new style without loading the description again', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl);
    try {
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      const loads = await page.evaluate(() => {
        const el = document.querySelector('spec-doc')!;
        let n = 0;
        el.addEventListener('spec-loaded', () => n++);
        (window as unknown as { __loads: () => number }).__loads = () => n;
        return n;
      });
      expect(loads).toBe(0);
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('render-style', 'focused'));
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('main [data-op-id]').length === 0);
      expect(await page.locator('spec-doc #overview').count()).toBe(1);
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('render-style', 'view'));
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('main [data-op-id] button.op-toggle'));
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('render-style', 'read'));
      await page.waitForFunction((n) => document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('main [data-op-id]').length === n, ALL_OPS.length);
      expect(await page.evaluate(() => (window as unknown as { __loads: () => number }).__loads())).toBe(0);
      expect(requests.filter((u) => u.includes('reading.yaml'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('switching render-style keeps the reader where they were', () => {
  it('the operation one was at stays shown in focused and in view', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl);
    try {
      await page.locator('spec-doc nav a[data-nav-id="get-/admin/stats"]').click();
      expect(await waitInView(page, 'get-/admin/stats')).toBe(true);
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('render-style', 'focused'));
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('main [data-op-id]').length === 1);
      expect(await shownOperations(page)).toEqual(['get-/admin/stats']);
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('render-style', 'view'));
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/admin/stats"] .responses'));
      expect(await waitInView(page, 'get-/admin/stats')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('layout', () => {
  /** Horizontal offset of the responses relative to the parameters of one operation. */
  /** Whether the operation's TRY console shows its response panel beside its request panel (opening the console first when it is closed). */
  async function responsesBeside(page: Page, id: string): Promise<boolean> {
    const op = page.locator(`spec-doc [data-op-id="${id}"]`);
    await op.locator('.try-request-panel').waitFor();
    const opener = op.getByRole('button', { name: 'Try it' });
    if (await opener.isVisible()) await opener.click();
    await op.locator('.try-response-panel .response-examples').waitFor();
    return op.evaluate((el) => {
      const request = el.querySelector('.try-request-panel')!.getBoundingClientRect();
      const response = el.querySelector('.try-response-panel')!.getBoundingClientRect();
      return response.left > request.right - 1 && response.top < request.bottom;
    });
  }

  it('puts the console’s response panel beside its request panel in row layout (view default) and below it in column layout (read default)', async () => {
    // 1100 px: the examples column stacks under the operation, with room for two panels.
    const view = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'view' }, width: 1100 });
    try {
      await view.page.locator('spec-doc [data-op-id="get-/users"] button.op-toggle').click();
      expect(await responsesBeside(view.page, 'get-/users')).toBe(true);
      await view.page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('layout', 'column'));
      expect(await responsesBeside(view.page, 'get-/users')).toBe(false);
    } finally {
      await view.page.context().close();
    }
    const read = await mountReading(browser(), staticUrl, { width: 1100 });
    try {
      expect(await responsesBeside(read.page, 'get-/users')).toBe(false);
      await read.page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('layout', 'row'));
      expect(await responsesBeside(read.page, 'get-/users')).toBe(true);
    } finally {
      await read.page.context().close();
    }
  });

  it('below 768 px: one column whatever the layout, the nav bar behind a Menu toggle, no file picker', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { layout: 'row' }, width: 600 });
    try {
      expect(await responsesBeside(page, 'get-/users')).toBe(false);
      const nav = page.locator('spec-doc nav');
      expect(await nav.isVisible()).toBe(false);
      expect(await page.locator('spec-doc input[type=file]').count()).toBe(0);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      expect(await nav.isVisible()).toBe(true);
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.locator('spec-doc nav a[data-nav-id="get-/admin/stats"]').click();
      expect(await nav.isVisible()).toBe(false);
      expect(await waitInView(page, 'get-/admin/stats')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('the three styles on the seed sample (Authentication Demo)', () => {
  for (const style of ['read', 'view', 'focused']) {
    it(`${style}: every operation is in the nav and reachable`, async () => {
      const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/auth-demo.yaml', attrs: { 'render-style': style } });
      try {
        expect(loaded).toBe(true);
        const ids = await page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav a.nav-item')).map((a) => (a as HTMLElement).dataset.navId!));
        expect(ids).toContain('get-/users/{userId}');
        expect(ids).toContain('get-/fake-api-with-optional-security');
        expect(ids.length).toBeGreaterThanOrEqual(8);
        const ok = await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath('get-/users/-userId-'));
        expect(ok).toBe(true);
        await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/users/{userId}"] .responses'));
        expect(await waitInView(page, 'get-/users/{userId}')).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});

// The three styles on three large descriptions of the shared corpus.
const LARGE = ['github/api.github.com.json', 'stripe/spec3.json', 'kubernetes/swagger-v1.36.json'];
const entries = corpus().filter((e) => LARGE.includes(e.path));
describe.runIf(specsDir())('the three styles on large real descriptions', () => {
  for (const entry of entries) {
    for (const style of ['read', 'view', 'focused']) {
      it(`${entry.path} in ${style}: renders, lists every operation in the nav, and reaches the last one`, async () => {
        const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: `/specs/${entry.path}`, attrs: { 'render-style': style } });
        try {
          expect(loaded).toBe(true);
          // All operations end up in the nav (batches in read and view).
          await page
            .waitForFunction(
              (n) =>
                document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav a[data-nav-id]:not([data-nav-id^="tag--"]):not([data-nav-id="overview"]):not([data-nav-id="servers"])')
                  .length >= n,
              entry.operations + entry.webhooks,
              { timeout: 30_000 },
            )
            .catch(() => undefined);
          const ids = await page.evaluate(() =>
            Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav a[data-nav-id]')).map((a) => (a as HTMLElement).dataset.navId!),
          );
          const opIds = ids.filter((id) => !id.startsWith('tag--') && id !== 'overview' && id !== 'servers' && !id.startsWith('overview--'));
          // (None of these three closes a tag with x-tag-expanded.)
          expect(opIds.length).toBe(entry.operations + entry.webhooks);
          const last = opIds[opIds.length - 1]!;
          const ok = await page.evaluate((id) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(id), last);
          expect(ok).toBe(true);
          expect(await waitInView(page, last, 10_000)).toBe(true);
          expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
          expect(await navEntries(page)).not.toHaveLength(0);
        } finally {
          await page.context().close();
        }
      }, 60_000);
    }
  }
});

describe.runIf(specsDir())('x-badges in Redocly’s form', () => {
  it('shows museum.yaml’s {name, color, position} badges, a before badge ahead of the method', async () => {
    const opened = await mountReading(browser(), staticUrl, { spec: '/specs/redoc/museum.yaml' });
    const { page, loaded } = opened;
    try {
      expect(loaded).toBe(true);
      const badges = await page.evaluate(() =>
        Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('spec-doc-operation')).flatMap((op) =>
          Array.from(op.querySelectorAll('.badge')).map((b) => ({
            op: (op as HTMLElement).dataset.opId,
            label: b.textContent,
            before: !!b.closest('.badges.before') && !!b.closest('h3'),
            coloured: b.classList.contains('coloured'),
          })),
        ),
      );
      expect(badges).toEqual(
        expect.arrayContaining([
          { op: 'get-/museum-hours', label: 'Beta', before: true, coloured: true },
          { op: 'post-/special-events', label: 'Alpha', before: false, coloured: true },
        ]),
      );
      // Its x-logo points at a host this sandbox cannot reach: that image's failure is the only one allowed.
      expect(errorsBesideDescriptionImages(opened)).toEqual([]);
      const logo = await page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('#overview img.info-logo')?.getAttribute('src'));
      expect(logo).toBe('https://redocly.github.io/redoc/museum-logo.png');
    } finally {
      await page.context().close();
    }
  });
});

describe.runIf(specsDir())('read style on GitHub’s description', () => {
  it('builds bodies near the viewport, releases them far away, and rebuilds them on return', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: '/specs/github/api.github.com.json' });
    try {
      expect(loaded).toBe(true);
      const firstHasBody = () => page.evaluate(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('main [data-op-id] .op-body'));
      const firstId = await page.evaluate(() => (document.querySelector('spec-doc')!.shadowRoot!.querySelector('main [data-op-id]') as HTMLElement).dataset.opId!);
      await page.waitForFunction((id) => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${CSS.escape(id)}"] .op-body`), firstId);
      // Far down: the first operation's body is released.
      await page.evaluate(async () => {
        const main = document.querySelector('spec-doc')!.shadowRoot!.querySelector('main')!;
        for (let i = 0; i < 40; i++) {
          main.scrollTop += 1000;
          await new Promise((r) => requestAnimationFrame(r));
        }
      });
      await page.waitForFunction((id) => !document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${CSS.escape(id)}"] .op-body`), firstId, { timeout: 5000 });
      const bodies = await page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('main .op-body').length);
      expect(bodies).toBeGreaterThan(0);
      expect(bodies).toBeLessThan(60);
      // Back to the top: built again.
      await page.evaluate(() => (document.querySelector('spec-doc')!.shadowRoot!.querySelector('main')!.scrollTop = 0));
      await page.waitForFunction((id) => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${CSS.escape(id)}"] .op-body`), firstId, { timeout: 5000 });
      expect(await firstHasBody()).toBe(true);
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
