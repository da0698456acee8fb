import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { activeNavId, mountReading, waitInView } from '../support/reading.js';
import { specsDir } from '../support/spec-index.js';

// A phone-sized viewport (390 × 844): the nav is a drawer behind the Menu button, the bar that
// holds it never covers a heading, and nothing scrolls sideways.

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** Mounts at phone size (the description loaded at the final viewport, as a phone would). */
async function mountPhone(attrs: Record<string, string>, spec?: string, children?: string): Promise<Awaited<ReturnType<typeof mountReading>>> {
  const opened = await mountReading(browser(), staticUrl, { attrs, width: PHONE.width, ...(spec ? { spec } : {}), ...(children ? { children } : {}) });
  await opened.page.setViewportSize(PHONE);
  return opened;
}

/**
 * What sticks out sideways: the document scrolling wider than the window, main scrolling
 * sideways, and any visible element (through shadow roots) past the right edge that no box of
 * its own clips (a `pre` or a tab strip scrolling inside itself is fine; main, the body and the
 * root don't count as such a box, since they are the page).
 */
function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const found: string[] = [];
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > vw) found.push(`document scrollWidth ${doc.scrollWidth}`);
    const host = document.querySelector('spec-doc')!;
    const main = host.shadowRoot!.querySelector('main')!;
    if (main.scrollWidth > main.clientWidth + 1) found.push(`main scrollWidth ${main.scrollWidth} > ${main.clientWidth}`);
    const page = new Set<Element>([main, host, document.body, document.documentElement, ...host.shadowRoot!.querySelectorAll('.root, .body')]);
    const parentOf = (el: Element): Element | null => {
      const root = el.getRootNode();
      return el.assignedSlot ?? el.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
    };
    const describe = (el: Element): string => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const clipped = (el: Element): boolean => {
      for (let p = parentOf(el); p; p = parentOf(p)) {
        if (page.has(p)) return false;
        if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= vw + 0.5) return true;
      }
      return false;
    };
    const walk = (root: ParentNode): void => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= vw + 0.5) continue;
        if (getComputedStyle(el).visibility === 'hidden' || clipped(el)) continue;
        const path: string[] = [];
        for (let p: Element | null = el; p && path.length < 4; p = parentOf(p)) path.unshift(describe(p));
        found.push(`${path.join(' > ')} right ${Math.round(r.right)}`);
      }
    };
    walk(host.shadowRoot!);
    return [...new Set(found)].slice(0, 12);
  });
}

/** Scrolls main through the page in steps, collecting what sticks out at each stop (sections fill in as they come near). */
async function sidewaysWhileScrolling(page: Page, steps = 12): Promise<string[]> {
  const found = new Set<string>();
  for (let i = 0; i < steps; i++) {
    for (const f of await sideways(page)) found.add(f);
    await page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('main')!.scrollBy(0, 700));
    await page.waitForTimeout(120);
  }
  return [...found];
}

/**
 * Records where an operation section is and whether its body is there, every 250 ms, so that a
 * wait for it that times out can say what happened meanwhile (a loaded CI run once waited 30 s).
 */
async function startTrace(page: Page, opId: string): Promise<void> {
  await page.evaluate((id) => {
    const start = performance.now();
    const log: string[] = [];
    (window as unknown as { sdTrace: string[] }).sdTrace = log;
    const sample = (): void => {
      const root = document.querySelector('spec-doc')!.shadowRoot!;
      const sec = root.querySelector<HTMLElement & { requested?: boolean; detail?: unknown; loadError?: string }>(`[data-op-id="${id}"]`);
      const main = root.querySelector('main')!;
      const t = Math.round(performance.now() - start);
      log.push(
        sec
          ? `${t} ms: top ${Math.round(sec.getBoundingClientRect().top)}, scrollTop ${Math.round(main.scrollTop)}/${main.scrollHeight}, requested ${String(sec.requested)}, detail ${String(!!sec.detail)}, error ${sec.loadError ?? '-'}, bars ${sec.querySelectorAll('.media-type-bar').length}, hash ${location.hash}`
          : `${t} ms: no section`,
      );
      if (log.length < 200) setTimeout(sample, 250);
    };
    sample();
  }, opId);
}

/** The trace startTrace recorded, one sample per line. */
function readTrace(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { sdTrace?: string[] }).sdTrace?.join('\n') ?? 'no trace');
}

describe('on a phone (390 × 844)', () => {
  it('the nav is a drawer behind the Menu button: it opens with focus inside, and closes with Escape, the close button and the backdrop, focus back on Menu', async () => {
    const { page, errors, loaded } = await mountPhone({});
    try {
      expect(loaded).toBe(true);
      const nav = page.locator('spec-doc nav');
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await nav.isVisible()).toBe(false);
      expect(await menu.getAttribute('aria-controls')).toBe('nav');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      const focused = (): Promise<string> =>
        page.evaluate(
          () =>
            document.querySelector('spec-doc')!.shadowRoot!.activeElement?.getAttribute('aria-label') ??
            document.querySelector('spec-doc')!.shadowRoot!.activeElement?.textContent.trim() ??
            '',
        );

      await menu.click();
      expect(await nav.isVisible()).toBe(true);
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.activeElement?.closest('nav') != null);
      expect(await focused()).toBe('Close navigation');
      // What the drawer covers is out of reach meanwhile.
      expect(await page.locator('spec-doc main').getAttribute('inert')).not.toBeNull();

      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('spec-doc')!.shadowRoot!.querySelector('.nav-open'));
      await page.waitForTimeout(300); // the slide-out
      expect(await nav.isVisible()).toBe(false);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await focused()).toBe('Menu');
      expect(await page.locator('spec-doc main').getAttribute('inert')).toBeNull();

      await menu.click();
      await page.getByRole('button', { name: 'Close navigation' }).click();
      await page.waitForTimeout(300);
      expect(await nav.isVisible()).toBe(false);
      expect(await focused()).toBe('Menu');

      await menu.click();
      expect(await nav.isVisible()).toBe(true);
      await page.mouse.click(PHONE.width - 10, PHONE.height / 2); // the backdrop, right of the drawer
      await page.waitForTimeout(300);
      expect(await nav.isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('choosing an entry closes the drawer and goes there; the Menu bar (the header) does not cover the heading', async () => {
    for (const style of ['read', 'view', 'focused']) {
      const { page, errors } = await mountPhone({ 'render-style': style });
      try {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.locator('spec-doc nav a[data-nav-id="get-/admin/stats"]').click();
        await page.waitForTimeout(300);
        expect(await page.locator('spec-doc nav').isVisible()).toBe(false);
        expect(await waitInView(page, 'get-/admin/stats')).toBe(true);
        expect(await activeNavId(page)).toBe('get-/admin/stats');
        // After scrollToPath too: the heading's top is at or below the bar's bottom.
        await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath('get-/users/{userId}'));
        expect(await waitInView(page, 'get-/users/{userId}')).toBe(true);
        await page.waitForTimeout(300);
        const { heading, bar } = await page.evaluate(() => {
          const root = document.querySelector('spec-doc')!.shadowRoot!;
          const section = root.getElementById('get-/users/{userId}')!;
          const h = section.querySelector('h1, h2, h3, .op-head') ?? section;
          return { heading: h.getBoundingClientRect().top, bar: root.querySelector('header.top, .phone-bar')!.getBoundingClientRect().bottom };
        });
        expect(heading, style).toBeGreaterThanOrEqual(bar - 0.5);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });

  /** The target's top against main's, and main's scroll position. */
  const where = (page: Page, id: string): Promise<{ offset: number; scrollTop: number }> =>
    page.evaluate((target) => {
      const root = document.querySelector('spec-doc')!.shadowRoot!;
      const main = root.querySelector('main')!;
      return { offset: root.getElementById(target)!.getBoundingClientRect().top - main.getBoundingClientRect().top, scrollTop: main.scrollTop };
    }, id);
  /** Makes the operation before `id` taller by `px` (as a schema or an example filling in late would). */
  const growAbove = (page: Page, id: string, px: number): Promise<void> =>
    page.evaluate(
      ([target, by]) => {
        const above = document.querySelector('spec-doc')!.shadowRoot!.getElementById(target)!.previousElementSibling as HTMLElement;
        above.style.paddingBottom = `${(parseFloat(above.style.paddingBottom) || 0) + by}px`;
      },
      [id, px] as const,
    );
  /** Mounts the read style, goes to `id` with scrollToPath (without the browser's scroll anchoring, which keeps the target in place only when it picks an anchor below the growth), and waits until the keeper's frame-by-frame hold has let go. */
  async function pinnedAndSettled(id: string, children?: string): Promise<Awaited<ReturnType<typeof mountPhone>>> {
    const mounted = await mountPhone({ 'render-style': 'read' }, undefined, children);
    await mounted.page.evaluate((target) => {
      const el = document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean };
      el.shadowRoot!.querySelector('main')!.style.overflowAnchor = 'none';
      el.scrollToPath(target);
    }, id);
    expect(await waitInView(mounted.page, id)).toBe(true);
    await mounted.page.waitForTimeout(2500);
    expect(Math.abs((await where(mounted.page, id)).offset)).toBeLessThanOrEqual(1);
    return mounted;
  }

  it('a section chosen with scrollToPath stays at the top when the one above it grows after the page has settled, until the reader scrolls', async () => {
    const id = 'get-/users/{userId}';
    const { page, errors } = await pinnedAndSettled(id);
    try {
      await growAbove(page, id, 300);
      await expect.poll(async () => Math.abs((await where(page, id)).offset), { timeout: 3000 }).toBeLessThanOrEqual(1);
      // Once the reader scrolls, the page is theirs: growth above no longer moves main.
      await page.locator('spec-doc main').hover();
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(300);
      const before = await where(page, id);
      await growAbove(page, id, 300);
      await page.waitForTimeout(500);
      expect((await where(page, id)).scrollTop).toBe(before.scrollTop);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a settled section stays at the top when something further above grows: an earlier tag, the overview, the host page’s banner in the default slot', async () => {
    // The admin tag comes third: users and the overview are above the tag before it. A tall
    // footer lets main scroll the last tag to the top.
    const id = 'get-/admin/stats';
    const { page, errors } = await pinnedAndSettled(id, '<div id="banner">Banner</div><div slot="footer" style="height: 2000px"></div>');
    try {
      const grow = (part: 'banner' | 'first tag' | 'overview'): Promise<void> =>
        page.evaluate((p) => {
          const root = document.querySelector('spec-doc')!.shadowRoot!;
          const el = (p === 'banner' ? document.getElementById('banner') : p === 'overview' ? root.getElementById('overview') : root.querySelector('section.tag')) as HTMLElement;
          el.style.paddingBottom = `${(parseFloat(el.style.paddingBottom) || 0) + 300}px`;
        }, part);
      for (const part of ['banner', 'first tag', 'overview'] as const) {
        const before = (await where(page, id)).scrollTop;
        await grow(part);
        await expect.poll(async () => Math.abs((await where(page, id)).offset), { timeout: 3000, message: part }).toBeLessThanOrEqual(1);
        expect(Math.abs((await where(page, id)).scrollTop - before - 300), part).toBeLessThanOrEqual(1);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a settled section stops being held when something else scrolls main (find in page, the host page’s script): growth above then leaves that place alone', async () => {
    const id = 'get-/users/{userId}';
    const { page, errors } = await pinnedAndSettled(id);
    try {
      // A scroll with no reader input on main (no wheel, touch, key or pointer): as find in page jumps.
      const jumped = await page.evaluate(() => (document.querySelector('spec-doc')!.shadowRoot!.querySelector('main')!.scrollTop -= 250));
      await page.waitForTimeout(300);
      expect((await where(page, id)).scrollTop).toBe(jumped);
      await growAbove(page, id, 300);
      await page.waitForTimeout(800);
      expect((await where(page, id)).scrollTop).toBe(jumped);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  // Six mounts, each scrolled through: a minute and more on a loaded machine.
  it('nothing scrolls sideways on the test fixtures, in every style', { timeout: 120_000 }, async () => {
    for (const spec of ['/test/fixtures/reading.yaml', '/test/fixtures/schemas.yaml'])
      for (const style of ['read', 'view', 'focused']) {
        const { page, errors } = await mountPhone({ 'render-style': style, 'show-method-in-nav-bar': 'as-colored-block' }, spec);
        try {
          const found = await sidewaysWhileScrolling(page, 6);
          expect(found, `${spec} ${style}`).toEqual([]);
          await page.getByRole('button', { name: 'Menu' }).click();
          await page.waitForTimeout(300);
          expect(await sideways(page), `${spec} ${style}, drawer open`).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await page.context().close();
        }
      }
  });

  const specs = specsDir() ? ['redoc/museum.yaml', 'stripe/spec3.json'] : [];
  for (const spec of specs)
    for (const style of ['read', 'view', 'focused'])
      it(`nothing scrolls sideways on ${spec}, ${style}`, { timeout: 90_000 }, async () => {
        const { page, loaded } = await mountPhone({ 'render-style': style }, `/specs/${spec}`);
        try {
          expect(loaded).toBe(true);
          // The first operations, opened where the style closes them.
          const first = await page.evaluate(() =>
            [...document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav a.nav-item[data-nav-id]')].slice(0, 3).map((a) => (a as HTMLElement).dataset['navId']!),
          );
          const found = new Set(await sideways(page));
          for (const id of first) {
            await page.evaluate((p) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(p), id);
            await page.waitForTimeout(400);
            for (const f of await sidewaysWhileScrolling(page, 4)) found.add(f);
          }
          expect([...found]).toEqual([]);
        } finally {
          await page.context().close();
        }
      });

  it.runIf(specs.includes('stripe/spec3.json'))(
    'a long media type beside the Schema and Example tabs breaks inside its chip, never inside a tab label (Stripe, form-urlencoded)',
    async () => {
      // Only the charges operations (match-paths): this test is about the bar's layout. Reaching an
      // operation deep in Stripe's 468 is the scroll-keeper tests' subject; here, under a loaded CI
      // machine, the body of post-/v1/charges was three times missing, hidden or half-built after
      // scrollToPath (not reproduced alone or under load; the trace below says what it saw).
      const { page, loaded } = await mountPhone({ 'render-style': 'read', 'match-paths': 'post /v1/charges' }, '/specs/stripe/spec3.json');
      try {
        expect(loaded).toBe(true);
        await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath('post-/v1/charges'));
        await startTrace(page, 'post-/v1/charges');
        const bar = page.locator('spec-doc [data-op-id="post-/v1/charges"] .media-type-bar').filter({ hasText: 'application/x-www-form-urlencoded' }).first();
        await bar.waitFor({ state: 'attached' }).catch(async (e: unknown) => Promise.reject(new Error(`${String(e)}\n${await readTrace(page)}`)));
        await bar.scrollIntoViewIfNeeded();
        // Under a loaded CI machine the first bar has once been read before its tabs were there
        // (cause not found; see the stop note of 2026-11-27): wait for the two tabs, then measure.
        await expect.poll(() => bar.locator('.tab').count(), { timeout: 20_000 }).toBe(2);
        // One line of text per tab: its height stays below two lines of its own line height.
        const tabs = await bar
          .locator('.tab')
          .evaluateAll((els) => els.map((el) => ({ text: el.textContent.trim(), height: el.getBoundingClientRect().height, line: parseFloat(getComputedStyle(el).lineHeight) })));
        expect(tabs.map((t) => t.text)).toEqual(['Schema', 'Example']);
        for (const t of tabs) expect(t.height, t.text).toBeLessThan(2 * t.line);
        expect(await bar.locator('.media-type-name').textContent()).toBe('application/x-www-form-urlencoded');
        expect(await sideways(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );
});
