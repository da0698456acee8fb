import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { activeNavId, currentHash, mountReading, navEntries, shownOperations, waitInView } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** Mounts with attributes, runs the check, closes; fails on any page error. */
async function withReading(attrs: Record<string, string>, check: (page: Page) => Promise<void>, spec?: string): Promise<void> {
  const { page, errors, loaded } = await mountReading(browser(), staticUrl, { attrs, ...(spec ? { spec } : {}) });
  try {
    expect(loaded).toBe(true);
    await check(page);
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
}

function navStyle(page: Page, selector: string, prop: string): Promise<string> {
  return page.evaluate(([sel, p]) => getComputedStyle(document.querySelector('spec-doc')!.shadowRoot!.querySelector(sel)!).getPropertyValue(p), [selector, prop] as const);
}

const OP_LINK = 'nav a[data-nav-id="get-/users/{userId}"]';

describe('navigation bar entries', () => {
  it('shows summaries by default, grouped by x-tagGroups, tags named by x-displayName, webhooks in their own group', async () => {
    await withReading({}, async (page) => {
      const groups = await page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav .nav-group')).map((g) => g.textContent.trim()));
      expect(groups).toEqual(['Core', 'Admin', 'Other', 'Webhooks']);
      expect(await navEntries(page)).toEqual([
        'Overview',
        'Servers',
        'People',
        'List users',
        'Create user',
        'Get a user',
        'Delete a user',
        'pets',
        'List pets',
        'Get a pet',
        'admin',
        'Usage statistics',
        'Other operations',
        'Health check',
        'Webhooks',
        'New pet event',
      ]);
      // Deprecated operations look deprecated.
      expect(await page.locator('spec-doc nav a[data-nav-id="delete-/users/{userId}"]').getAttribute('class')).toContain('deprecated');
      expect(await navStyle(page, 'nav a[data-nav-id="delete-/users/{userId}"]', 'text-decoration-line')).toBe('line-through');
    });
  });

  it('use-path-in-nav-bar shows paths; show-method-in-nav-bar adds the method as plain text, coloured text or a coloured block', async () => {
    await withReading({ 'use-path-in-nav-bar': 'true' }, async (page) => {
      expect(await page.locator(`spec-doc ${OP_LINK}`).textContent()).toBe('/users/{userId}');
    });
    const colours: Record<string, { text: string; color: string; background: string }> = {};
    for (const mode of ['as-plain-text', 'as-colored-text', 'as-colored-block']) {
      await withReading({ 'show-method-in-nav-bar': mode }, async (page) => {
        const text = (await page.locator(`spec-doc ${OP_LINK}`).textContent())!.replace(/\s+/g, ' ').trim();
        colours[mode] = { text, color: await navStyle(page, `${OP_LINK} .nav-method`, 'color'), background: await navStyle(page, `${OP_LINK} .nav-method`, 'background-color') };
      });
    }
    for (const mode of Object.keys(colours)) expect(colours[mode]!.text).toBe('GET Get a user');
    expect(colours['as-colored-text']!.color).not.toBe(colours['as-plain-text']!.color);
    expect(colours['as-plain-text']!.background).toBe('rgba(0, 0, 0, 0)');
    expect(colours['as-colored-block']!.background).not.toBe('rgba(0, 0, 0, 0)');
    await withReading({ 'show-method-in-nav-bar': 'false' }, async (page) => {
      expect(await page.locator(`spec-doc ${OP_LINK} .nav-method`).count()).toBe(0);
    });
  });

  it('nav-bg-color, nav-text-color and nav-hover-bg-color colour the nav bar', async () => {
    await withReading({ 'nav-bg-color': 'rgb(10, 20, 30)', 'nav-text-color': 'rgb(200, 210, 220)', 'nav-hover-bg-color': 'rgb(1, 2, 3)' }, async (page) => {
      expect(await navStyle(page, 'nav', 'background-color')).toBe('rgb(10, 20, 30)');
      expect(await navStyle(page, OP_LINK, 'color')).toBe('rgb(200, 210, 220)');
      await page.locator(`spec-doc ${OP_LINK}`).hover();
      expect(await navStyle(page, OP_LINK, 'background-color')).toBe('rgb(1, 2, 3)');
    });
  });

  it('nav-active-item-marker: a left bar by default, a coloured block when asked', async () => {
    for (const marker of ['left-bar', 'colored-block']) {
      await withReading({ 'nav-active-item-marker': marker }, async (page) => {
        await page.locator(`spec-doc ${OP_LINK}`).click();
        expect(await activeNavId(page)).toBe('get-/users/{userId}');
        const border = await navStyle(page, OP_LINK, 'border-left-color');
        const bg = await navStyle(page, OP_LINK, 'background-color');
        const primary = await page.evaluate(() => getComputedStyle(document.querySelector('spec-doc')!.shadowRoot!.querySelector('.root')!).getPropertyValue('--primary').trim());
        expect(primary).toBe('#ff791a');
        if (marker === 'left-bar') {
          expect(border).toBe('rgb(255, 121, 26)');
          expect(bg).not.toBe('rgb(255, 121, 26)');
        } else {
          expect(bg).toBe('rgb(255, 121, 26)');
        }
      });
    }
  });

  it('info-description-headings-in-navbar adds H1/H2 of the info description that scroll to them (read mode)', async () => {
    await withReading({ 'info-description-headings-in-navbar': 'true' }, async (page) => {
      const entries = await navEntries(page);
      expect(entries.slice(0, 5)).toEqual(['Overview', 'Getting started', 'Authentication basics', 'Getting started', 'Servers']);
      expect(entries).not.toContain('Not in the nav');
      await page.locator('spec-doc nav a[data-nav-id="overview--authentication-basics"]').click();
      expect(await waitInView(page, 'overview--authentication-basics')).toBe(true);
      expect(await page.locator('spec-doc #overview--authentication-basics').textContent()).toBe('Authentication basics');
    });
    await withReading({}, async (page) => {
      expect(await navEntries(page)).not.toContain('Getting started');
    });
  });

  it('the active entry follows the scroll in read mode', async () => {
    await withReading({}, async (page) => {
      const main = page.locator('spec-doc main');
      await main.hover();
      for (let i = 0; i < 30 && (await activeNavId(page)) !== 'get-/health'; i++) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(60);
      }
      const seen = await activeNavId(page);
      expect(seen).not.toBeNull();
      expect(['get-/admin/stats', 'tag--default', 'get-/health', 'tag--webhooks', 'webhook-post-newPet']).toContain(seen);
      expect(await currentHash(page)).toBe(`#${seen}`);
    });
  });
});

describe('the nav bar as the reader moves', () => {
  it('keeps the active entry in sight inside the nav as the page scrolls, without scrolling the page itself', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { 'show-method-in-nav-bar': 'as-colored-text' } });
    try {
      // A short window, so the nav's list is longer than the nav.
      await page.setViewportSize({ width: 1200, height: 330 });
      await page.locator('spec-doc main').hover();
      for (let i = 0; i < 40 && (await activeNavId(page)) !== 'webhook-post-newPet'; i++) {
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(200);
      const seen = await activeNavId(page);
      expect(['get-/health', 'tag--webhooks', 'webhook-post-newPet']).toContain(seen);
      const place = await page.evaluate(() => {
        const root = document.querySelector('spec-doc')!.shadowRoot!;
        const nav = root.querySelector('nav')!;
        const active = nav.querySelector('.active')!.getBoundingClientRect();
        const sticky = nav.querySelector('.nav-top')!.getBoundingClientRect();
        const box = nav.getBoundingClientRect();
        return { navScrolled: nav.scrollTop, below: active.top >= sticky.bottom - 1, inside: active.bottom <= box.bottom + 1, page: document.scrollingElement!.scrollTop };
      });
      expect(place).toEqual({ navScrolled: expect.any(Number), below: true, inside: true, page: 0 });
      expect(place.navScrolled).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('skips laying out the nav lists far out of sight (Kubernetes: 1,100 entries), and lays out the one an operation far down makes active', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: '/specs/kubernetes/swagger-v1.36.json', attrs: { 'render-style': 'read' } });
    try {
      expect(loaded).toBe(true);
      // The nav fills in over a few tasks after the first screen.
      const entries = () => page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav ul a[data-nav-id]').length);
      await expect.poll(entries, { timeout: 30_000 }).toBeGreaterThan(1000);
      const last = await page.evaluate(() => {
        const links = document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll<HTMLElement>('nav ul a[data-nav-id]');
        const a = links[links.length - 1]!;
        // Displayed, but in a list whose content is skipped (content-visibility: auto).
        return { id: a.dataset.navId!, shown: a.checkVisibility(), laidOut: a.checkVisibility({ contentVisibilityAuto: true }) };
      });
      expect(last).toMatchObject({ shown: true, laidOut: false });
      await page.evaluate((id) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): void }).scrollToPath(id), last.id);
      await expect.poll(() => activeNavId(page), { timeout: 10_000 }).toBe(last.id);
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const nav = document.querySelector('spec-doc')!.shadowRoot!.querySelector('nav')!;
              const a = nav.querySelector<HTMLElement>('.active')!;
              const r = a.getBoundingClientRect();
              const box = nav.getBoundingClientRect();
              return a.checkVisibility({ contentVisibilityAuto: true }) && r.height > 0 && r.top >= box.top && r.bottom <= box.bottom + 1;
            }),
          { timeout: 10_000 },
        )
        .toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the method badge of each show-method-in-nav-bar value sits in a fixed-width column before the label', async () => {
    for (const mode of ['as-plain-text', 'as-colored-text', 'as-colored-block']) {
      await withReading({ 'show-method-in-nav-bar': mode }, async (page) => {
        const lefts = await page.evaluate(() =>
          ['get-/users', 'post-/users', 'delete-/users/{userId}'].map((id) => {
            const a = document.querySelector('spec-doc')!.shadowRoot!.querySelector(`nav a[data-nav-id="${id}"]`)!;
            return { badge: a.querySelector('.nav-method')!.textContent, label: Math.round(a.querySelector('.nav-label')!.getBoundingClientRect().left) };
          }),
        );
        expect(lefts.map((l) => l.badge)).toEqual(['GET', 'POST', 'DELETE']);
        // The labels line up whatever the method's length.
        expect(new Set(lefts.map((l) => l.label)).size).toBe(1);
      });
    }
  });

  it('in the focused style, Overview goes to the overview after an operation (it is not a tag to expand or collapse)', async () => {
    await withReading({ 'render-style': 'focused' }, async (page) => {
      await page.locator(`spec-doc ${OP_LINK}`).click();
      await page.locator('spec-doc main [data-op-id="get-/users/{userId}"]').waitFor();
      expect(await page.locator('spec-doc main #overview').count()).toBe(0);
      await page.locator('spec-doc nav a[data-nav-id="overview"]').click();
      await page.locator('spec-doc main #overview').waitFor({ timeout: 3000 });
      expect(await page.locator('spec-doc main [data-op-id]').count()).toBe(0);
      expect(await activeNavId(page)).toBe('overview');
      expect(await currentHash(page)).toBe('#overview');
      // Tags still open and close from their labels.
      expect(await page.locator('spec-doc nav a[data-nav-id="get-/users"]').count()).toBe(1);
      await page.locator('spec-doc nav a[data-nav-id="tag--users"]').click();
      expect(await page.locator('spec-doc nav a[data-nav-id="get-/users"]').count()).toBe(0);
      expect(await page.locator('spec-doc main #overview').count()).toBe(1);
    });
  });

  it('tags collapse with chevron buttons that keep aria-expanded (view style)', async () => {
    await withReading({ 'render-style': 'view' }, async (page) => {
      const toggle = page.getByRole('button', { name: 'Collapse People' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await toggle.locator('svg.icon-chevron-right').count()).toBe(1);
      await toggle.click();
      const expand = page.getByRole('button', { name: 'Expand People' });
      expect(await expand.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('spec-doc nav a[data-nav-id="get-/users"]').count()).toBe(0);
      await expand.click();
      expect(await page.locator('spec-doc nav a[data-nav-id="get-/users"]').count()).toBe(1);
    });
  });
});

describe('order and selection', () => {
  it('sort-tags orders tags alphabetically; sort-endpoints-by orders inside a tag', async () => {
    await withReading({ 'sort-tags': 'true' }, async (page) => {
      const tags = await page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('main h2.tag-title[id^="tag--"]')).map((h) => h.id));
      // By display name ("People" for users; the untagged "Other operations" sorts with the others); webhooks stay last.
      expect(tags).toEqual(['tag--admin', 'tag--default', 'tag--users', 'tag--pets', 'tag--webhooks']);
    });
    const orders: Record<string, string[]> = {};
    for (const by of ['path', 'method', 'summary', 'none']) {
      await withReading({ 'sort-endpoints-by': by }, async (page) => {
        orders[by] = (await shownOperations(page)).filter((id) => id.includes('/users'));
      });
    }
    expect(orders['path']).toEqual(['get-/users', 'post-/users', 'get-/users/{userId}', 'delete-/users/{userId}']);
    // In HTTP method order (get, put, post, delete, ...), then by path.
    expect(orders['method']).toEqual(['get-/users', 'get-/users/{userId}', 'post-/users', 'delete-/users/{userId}']);
    expect(orders['summary']).toEqual(['post-/users', 'delete-/users/{userId}', 'get-/users/{userId}', 'get-/users']);
    expect(orders['none']).toEqual(['get-/users', 'post-/users', 'get-/users/{userId}', 'delete-/users/{userId}']);
  });

  it('match-paths selects operations (includes, regex); an invalid regex shows a message and nothing else', async () => {
    await withReading({ 'match-paths': 'USERS/{' }, async (page) => {
      expect(await shownOperations(page)).toEqual(['get-/users/{userId}', 'delete-/users/{userId}']);
    });
    await withReading({ 'match-paths': '^(post|delete) ', 'match-type': 'regex' }, async (page) => {
      expect(await shownOperations(page)).toEqual(['post-/users', 'delete-/users/{userId}', 'webhook-post-newPet']);
    });
    await withReading({ 'match-paths': '(', 'match-type': 'regex' }, async (page) => {
      expect(await shownOperations(page)).toEqual([]);
      expect(await page.locator('spec-doc [role=alert]').textContent()).toContain('match-paths');
    });
  });

  it('x-badges show as coloured badges (unsafe colours dropped); remove-endpoints-with-badge-label-as hides by label', async () => {
    await withReading({}, async (page) => {
      const beta = page.locator('spec-doc [data-op-id="delete-/users/{userId}"] .badge');
      expect(await beta.textContent()).toBe('Beta');
      // The badge is filled with its colour; the text is black or white, whichever contrasts more.
      expect(await beta.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(0, 170, 0)');
      expect(await beta.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(0, 0, 0)');
      const internal = page.locator('spec-doc [data-op-id="get-/pets"] .badge');
      expect(await internal.textContent()).toBe('Internal');
      expect(await internal.getAttribute('style')).toBeFalsy();
    });
    await withReading({ 'remove-endpoints-with-badge-label-as': ' beta , INTERNAL' }, async (page) => {
      const ops = await shownOperations(page);
      expect(ops).not.toContain('delete-/users/{userId}');
      expect(ops).not.toContain('get-/pets');
      expect(ops).toContain('get-/pets/{petId}');
    });
  });

  it('show-info="false" leaves out the info section', async () => {
    await withReading({ 'show-info': 'false' }, async (page) => {
      expect(await page.locator('spec-doc #overview').count()).toBe(0);
      expect(await page.locator('spec-doc #servers').count()).toBe(1);
    });
  });
});
