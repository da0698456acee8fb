import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { wcagAxe } from '../support/axe.js';
import { errorsBesideDescriptionImages, useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { specsDir } from '../support/spec-index.js';

// A right-to-left page (an Arabic or Hebrew interface, lang="ar" here, or dir="rtl" on the element) is the
// left-to-right page in a mirror: the nav on the right, the examples column left of the fields,
// the phone drawer sliding in from the right, Tab moving right to left and top to bottom. Code,
// paths and URLs stay left to right. Selectors rather than English names find the controls, so
// the test reads the same in any interface language.

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A path parameter, a JSON body, a code card and response examples. */
const OP = 'patch-/special-events/{eventId}';

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the nav and main are, and the viewport's width. */
function frame(page: Page): Promise<{ nav: Box; main: Box; width: number }> {
  return page.evaluate(() => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    const box = (name: string, el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { name, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return { nav: box('nav', root.querySelector('nav.nav')!), main: box('main', root.querySelector('main')!), width: document.documentElement.clientWidth };
  });
}

/** How far the page or main scrolls sideways (0 when nothing sticks out on either side). */
function sidewaysBy(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('spec-doc')!.shadowRoot!.querySelector('main')!;
    return Math.max(document.scrollingElement!.scrollWidth - document.documentElement.clientWidth, main.scrollWidth - main.clientWidth);
  });
}

/**
 * Focuses the first element `first` matches, then presses Tab until the focus leaves the parts
 * `within` matches: the boxes of the elements it went through, in order, measured from the box of
 * `anchor` (`within` when not given), which scrolls with them: focus scrolls what it reaches into view.
 */
async function tabStops(page: Page, first: string, within: string, anchor = within): Promise<Box[]> {
  await page.locator(`spec-doc ${first}`).first().focus();
  const stops: Box[] = [];
  for (let i = 0; i < 40; i++) {
    const stop = await page.evaluate(
      ([sel, anc]) => {
        const root = document.querySelector('spec-doc')!.shadowRoot!;
        const active = root.activeElement;
        if (!active?.closest(sel)) return undefined;
        const [r, a] = [active.getBoundingClientRect(), root.querySelector(anc)!.getBoundingClientRect()];
        const cls = active.getAttribute('class')?.trim();
        const name = `${active.localName}${cls ? `.${cls.split(/\s+/).join('.')}` : ''}`;
        return { name, top: r.top - a.top, bottom: r.bottom - a.top, left: r.left - a.left, right: r.right - a.left };
      },
      [within, anchor] as const,
    );
    if (!stop) break;
    stops.push(stop);
    await page.keyboard.press('Tab');
  }
  return stops;
}

/** Pairs of tab stops out of right-to-left reading order: the next one neither on a lower row nor left of the one before on its row. */
function outOfOrder(stops: Box[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < stops.length; i++) {
    const [a, b] = [stops[i - 1]!, stops[i]!];
    const below = b.top >= a.bottom - 2;
    const sameRowLeftwards = b.top < a.bottom - 2 && b.bottom > a.top + 2 && b.right <= a.left + 2;
    if (!below && !sameRowLeftwards) out.push(`${a.name} → ${b.name}`);
  }
  return out;
}

/** The computed direction of every element `selector` matches inside `scope` (the shadow root when none). */
function directions(page: Page, selector: string, scope?: string): Promise<string[]> {
  return page.evaluate(
    ([sel, sc]) => {
      const root = document.querySelector('spec-doc')!.shadowRoot!;
      const base = sc ? root.querySelector(sc)! : root;
      return [...base.querySelectorAll(sel)].map((el) => getComputedStyle(el).direction);
    },
    [selector, scope ?? ''] as const,
  );
}

/** Whether the text of the first element `selector` matches shows its first character left of its last (it reads left to right). */
function readsLeftToRight(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector('spec-doc')!.shadowRoot!.querySelector(sel)!;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const chars: { node: Text; at: number }[] = [];
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) for (let i = 0; i < n.data.length; i++) if (n.data[i]!.trim()) chars.push({ node: n, at: i });
    const left = (c: { node: Text; at: number }): number => {
      const range = document.createRange();
      range.setStart(c.node, c.at);
      range.setEnd(c.node, c.at + 1);
      return range.getBoundingClientRect().left;
    };
    return chars.length > 1 && left(chars[0]!) < left(chars[chars.length - 1]!);
  }, selector);
}

/** The axe scan's violations, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await wcagAxe(page).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Goes to the operation, opens it where the style closes it, opens its console, and waits for its examples. */
async function show(page: Page, op: Locator, style: string): Promise<void> {
  expect(await page.evaluate((id) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(id), OP)).toBe(true);
  if (style === 'view') {
    const toggle = op.locator('button.op-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await op.locator('.op-aside .code-samples pre code').waitFor();
  await op.locator('.op-aside .response-examples pre code').waitFor();
  const opener = op.locator('button.try-open');
  if (await opener.isVisible()) await opener.click();
  await op.locator('.op-aside .try-inputs:not([hidden])').waitFor();
}

const museum = specsDir() ? '/specs/redoc/museum.yaml' : undefined;

describe.runIf(museum)('lang="ar" (or dir="rtl"): the page in a mirror, code and URLs left to right', () => {
  // Arabic in the read and focused styles; the view style with dir="rtl" and the interface in English.
  const direction = (style: string): Record<string, string> => (style === 'view' ? { dir: 'rtl' } : { lang: 'ar' });
  for (const style of ['read', 'view', 'focused'])
    it(`${style}: nav right of main, examples left of the fields, the drawer from the right, Tab right to left, nothing sideways, axe clean`, { timeout: 120_000 }, async () => {
      const opened = await mountReading(browser(), staticUrl, { spec: museum!, attrs: { 'render-style': style, ...direction(style), 'mock-server': 'true' }, width: WIDE.width });
      const { page } = opened;
      try {
        expect(opened.loaded).toBe(true);
        await page.setViewportSize(WIDE);
        expect(await directions(page, 'main')).toEqual(['rtl']);

        // 1440 × 900: the nav along the right edge, main to its left, not overlapping.
        const wide = await frame(page);
        expect(Math.abs(wide.nav.right - wide.width)).toBeLessThanOrEqual(1);
        expect(wide.nav.left).toBeGreaterThanOrEqual(wide.main.right - 1);
        expect(wide.main.left).toBeLessThanOrEqual(1);
        // Tab through the header and the top of the nav: right to left, then down. (The skip link
        // before them shows over the header's start while it has the focus.)
        const header = await tabStops(page, 'header.top button:visible', 'header.top, nav .nav-top', '.root');
        expect(header.length).toBeGreaterThanOrEqual(3);
        expect(outOfOrder(header)).toEqual([]);
        // The server and the URL it sends to, the URL field of "Open another description".
        expect(await directions(page, '#servers select, #servers .active-server code, .open-popover .url-field input')).toEqual(['ltr', 'ltr', 'ltr']);
        expect(await readsLeftToRight(page, '.info-link a[href^="http"]')).toBe(true);

        const op = page.locator(`spec-doc [data-op-id="${OP}"]`);
        await show(page, op, style);
        const sel = `[data-op-id="${OP}"]`;
        // Two columns: the examples left of the fields.
        const columns = await page.evaluate((s) => {
          const sec = document.querySelector('spec-doc')!.shadowRoot!.querySelector(s)!;
          const [main, aside] = [sec.querySelector('.op-main')!, sec.querySelector('.op-aside')!].map((e) => e.getBoundingClientRect());
          return { mainLeft: main!.left, asideRight: aside!.right, asideWidth: aside!.width };
        }, sel);
        expect(columns.asideWidth).toBeGreaterThan(300);
        expect(columns.asideRight).toBeLessThanOrEqual(columns.mainLeft + 1);
        // Tab through the fields and the console's inputs, each column top to bottom, right to left on a row.
        const fields = await tabStops(page, `${sel} .op-main :is(a, button, [tabindex="0"])`, `${sel} .op-main`);
        expect(outOfOrder(fields)).toEqual([]);
        const inputs = await tabStops(page, `${sel} .try-inputs :is(input, select, textarea)`, `${sel} .try-inputs`);
        expect(inputs.length).toBeGreaterThanOrEqual(3);
        expect(outOfOrder(inputs)).toEqual([]);
        // The left arrow moves to the next status tab, the one on the left.
        const tabs = op.locator('.response-examples [role="tab"]');
        await tabs.first().focus();
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
        expect((await tabs.nth(1).boundingBox())!.x).toBeLessThan((await tabs.first().boundingBox())!.x);
        // Send (the mock server answers), then: every code block, the request card's head, the path,
        // the JSON body, the target URL and the response body read left to right.
        await op.locator('button[part~="try-button"]').click();
        await op.locator('.try-response-body pre').waitFor();
        for (const part of ['pre', '.code-samples .example-card-head', '.try-curl pre', '.op-path', 'fieldset.try-request-body textarea', '.try-target code', '.try-response-body']) {
          const found = await directions(page, part, sel);
          expect(found.length, part).toBeGreaterThan(0);
          expect(
            found.every((d) => d === 'ltr'),
            `${part}: ${found.join(', ')}`,
          ).toBe(true);
        }
        expect(await readsLeftToRight(page, `${sel} .op-endpoint .op-path`)).toBe(true);
        // An English fact ("Example: …") on a right-to-left page keeps its own direction; an Arabic one reads right to left.
        expect(await readsLeftToRight(page, `${sel} .op-main .fact`)).toBe(style === 'view');
        expect(await sidewaysBy(page)).toBe(0);
        expect(await axeViolations(page)).toEqual([]);

        // 390 × 844: the drawer off the right edge, sliding in from it; the Menu bar right to left.
        await page.setViewportSize(PHONE);
        const closed = await frame(page);
        expect(closed.nav.left).toBeGreaterThanOrEqual(closed.width - 1);
        const bar = await tabStops(page, 'header.top button:visible', 'header.top', '.root');
        expect(bar.length).toBeGreaterThanOrEqual(3);
        expect(outOfOrder(bar)).toEqual([]);
        expect(await sidewaysBy(page)).toBe(0);
        expect(await directions(page, 'pre, .code-samples .example-card-head, .op-path', sel)).not.toContain('rtl');
        expect(await axeViolations(page)).toEqual([]);
        await page.locator('spec-doc header.top .nav-button').click();
        await expect.poll(async () => Math.round((await frame(page)).nav.right)).toBe(PHONE.width);
        const open = await frame(page);
        expect(open.nav.left).toBeGreaterThan(0);
        expect(open.nav.right - open.nav.left).toBeLessThan(PHONE.width);
        expect(errorsBesideDescriptionImages(opened)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
});
