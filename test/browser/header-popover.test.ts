import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForEvent } from '../support/browser.js';
import { wcagAxe } from '../support/axe.js';
import { mountReading } from '../support/reading.js';

// The header is viewer chrome: one "Open another description" button whose popover holds the URL
// box and the file picker; on a phone the header is also the Menu bar, one row of at most 56 px
// whose controls (and the nav drawer's) are at least 44 × 44 px.

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const NAME = 'Open another description';
const PHONE = { width: 390, height: 844 };

/** The class list (or tag) of the element focused inside the element's shadow root. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.querySelector('spec-doc')!.shadowRoot!.activeElement;
    return active ? `${active.tagName.toLowerCase()}${active.getAttribute('name') ? `[name=${active.getAttribute('name')}]` : ''}.${[...active.classList].join('.')}` : 'none';
  });
}

/** Whether the popover is open. */
function popoverOpen(page: Page): Promise<boolean> {
  return page.evaluate(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('#open-description')?.matches(':popover-open'));
}

/** Sets (or, with null, removes) an attribute and waits for the element's update. */
function setAttr(page: Page, name: string, value: string | null): Promise<void> {
  return page.evaluate(
    async ([n, v]) => {
      const el = document.querySelector('spec-doc') as HTMLElement & { updateComplete: Promise<unknown> };
      if (v === null) el.removeAttribute(n);
      else el.setAttribute(n, v);
      await el.updateComplete;
    },
    [name, value] as const,
  );
}

/** Every shown button, link, input and select under `selector` (in the shadow root) smaller than 44 × 44 px. */
function smallTargets(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    const small: string[] = [];
    let count = 0;
    for (const box of root.querySelectorAll(sel))
      for (const el of box.querySelectorAll<HTMLElement>('button, a[href], input, select, .file-label')) {
        if (!el.checkVisibility({ visibilityProperty: true }) || (el instanceof HTMLInputElement && el.type === 'file')) continue;
        count++;
        const r = el.getBoundingClientRect();
        if (r.width < 44 - 0.5 || r.height < 44 - 0.5)
          small.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    if (count === 0) small.push(`nothing shown under ${sel}`);
    return small;
  }, selector);
}

/** The bars above main (header, Menu bar): their height together, and the header's controls with their boxes. */
function topBar(page: Page): Promise<{ height: number; rows: number; names: string[] }> {
  return page.evaluate(() => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    const top = root.querySelector('.root')!.getBoundingClientRect().top;
    const main = root.querySelector('main')!.getBoundingClientRect().top;
    const bar = root.querySelector('header.top, .phone-bar')!;
    const shown = [...bar.querySelectorAll<HTMLElement>('button, .title, .phone-title')].filter((e) => e.checkVisibility() && e.getBoundingClientRect().width > 0);
    const middles = new Set(shown.map((e) => Math.round((e.getBoundingClientRect().top + e.getBoundingClientRect().bottom) / 2 / 8)));
    return { height: main - top, rows: middles.size, names: shown.map((e) => (e.getAttribute('aria-label') ?? e.textContent).trim()) };
  });
}

/** An axe scan of the header and its open popover (the rest of the page has scans of its own). */
async function scan(page: Page): Promise<string[]> {
  return (
    await wcagAxe(page)
      .include({ fromShadowDom: ['spec-doc', 'header.top'] })
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The text the header shows as its title at this width (heading-text, else the API's title). */
function headerTitle(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = [...document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll<HTMLElement>('header.top :is(.title, .phone-title)')].filter((e) => e.checkVisibility());
    return shown.map((e) => e.textContent.trim()).join(' | ');
  });
}

describe('the header above 768 px', () => {
  it('one button opens the URL box and file picker; keyboard, click outside, focus; a URL and a file load through it', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { width: 1440 });
    try {
      expect(loaded).toBe(true);
      const button = page.getByRole('button', { name: NAME, exact: true });
      expect(await button.count()).toBe(1);
      expect(await button.getAttribute('title')).toBe(NAME);
      const url = page.getByRole('textbox', { name: 'Description URL' });
      // Closed: neither control is shown.
      expect(await url.count()).toBe(0);
      expect(await page.getByText('Open file').isVisible()).toBe(false);

      // Keyboard: Enter opens it with focus in the URL field, Escape closes it with focus back on the button.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe('input[name=spec-url].');
      expect(await popoverOpen(page)).toBe(true);
      expect(await url.inputValue()).toBe('/test/fixtures/reading.yaml');
      expect(await page.getByText('Open file').isVisible()).toBe(true);
      // The popover sits under its button, inside the viewport.
      const [b, p] = await page.evaluate(() => {
        const root = document.querySelector('spec-doc')!.shadowRoot!;
        return [root.querySelector('.open-description')!.getBoundingClientRect().toJSON(), root.querySelector('#open-description')!.getBoundingClientRect().toJSON()] as DOMRect[];
      });
      expect(p!.top).toBeGreaterThanOrEqual(b!.bottom);
      expect(p!.right).toBeLessThanOrEqual(1440);
      expect(Math.abs(p!.right - b!.right)).toBeLessThan(2);
      expect(await scan(page)).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await popoverOpen(page)).toBe(false);
      expect(await focused(page)).toContain('open-description');

      // A click outside closes it.
      await button.click();
      expect(await popoverOpen(page)).toBe(true);
      await page.mouse.click(700, 500);
      expect(await popoverOpen(page)).toBe(false);

      // A URL submitted loads that description and closes the popover, focus back on the button.
      await button.click();
      await url.fill('/test/fixtures/auth-demo.yaml');
      const byUrl = waitForEvent<{ info: { title: string } }>(page, 'spec-doc', 'spec-loaded');
      await page.keyboard.press('Enter');
      expect((await byUrl).info.title).toBe('Authentication Demo');
      expect(await popoverOpen(page)).toBe(false);
      // Without heading-text, the header names the API loaded (never an empty band).
      await expect.poll(() => headerTitle(page)).toBe('Authentication Demo');
      expect(await focused(page)).toContain('open-description');
      expect(await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { specUrl: string }).specUrl)).toBe('/test/fixtures/auth-demo.yaml');

      // The Load button does the same.
      await button.click();
      await url.fill('/test/fixtures/servers.yaml');
      const byLoad = waitForEvent<{ info: { title: string } }>(page, 'spec-doc', 'spec-loaded');
      await page.getByRole('button', { name: 'Load', exact: true }).click();
      expect((await byLoad).info.title).toBe('Servers fixture');
      expect(await popoverOpen(page)).toBe(false);

      // A file picked loads and closes the popover.
      await button.click();
      const byFile = waitForEvent<{ info: { title: string } }>(page, 'spec-doc', 'spec-loaded');
      await page.locator('spec-doc input[type=file]').setInputFiles('test/fixtures/reading.yaml');
      expect((await byFile).info.title).toBe('Reading Fixture');
      expect(await popoverOpen(page)).toBe(false);
      await expect.poll(() => headerTitle(page)).toBe('Reading Fixture');
      // heading-text takes its place.
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('heading-text', 'Our portal'));
      await expect.poll(() => headerTitle(page)).toBe('Our portal');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows the button only when allow-spec-url-load or allow-spec-file-load allows one of them (the file picker above 768 px only)', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { width: 1440, attrs: { 'allow-spec-url-load': 'false' } });
    const button = page.getByRole('button', { name: NAME, exact: true });
    try {
      expect(await button.count()).toBe(1);
      await button.click();
      expect(await page.getByRole('textbox', { name: 'Description URL' }).count()).toBe(0);
      expect(await page.getByText('Open file').isVisible()).toBe(true);
      await expect.poll(() => focused(page)).toBe('input.');
      await page.keyboard.press('Escape');
      // No URL box and, on a phone, no file picker: nothing to open.
      await page.setViewportSize(PHONE);
      await expect.poll(() => button.count()).toBe(0);
      await setAttr(page, 'allow-spec-url-load', 'true');
      expect(await button.count()).toBe(1);
      await page.setViewportSize({ width: 1440, height: 900 });
      await setAttr(page, 'allow-spec-url-load', 'false');
      await setAttr(page, 'allow-spec-file-load', 'false');
      expect(await button.count()).toBe(0);
      expect(await page.locator('spec-doc header input').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('the header at 390 px', () => {
  it('is the Menu bar too: one row of at most 56 px, every control at least 44 × 44 px, in the drawer too; axe clean with the popover open', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { width: PHONE.width, attrs: { 'render-style': 'focused', theme: 'light' } });
    try {
      expect(loaded).toBe(true);
      await page.setViewportSize(PHONE);
      const bar = await topBar(page);
      expect(bar.height).toBeLessThanOrEqual(56);
      expect(bar.rows).toBe(1);
      expect(bar.names).toEqual(['Menu', 'Reading Fixture', NAME, 'Search']);
      expect(await smallTargets(page, 'header.top')).toEqual([]);

      // A long heading-text is cut with an ellipsis; the bar stays one row.
      await setAttr(page, 'heading-text', 'A very long heading text that cannot fit on a phone at all');
      const cut = await page.evaluate(() => {
        const t = document.querySelector('spec-doc')!.shadowRoot!.querySelector<HTMLElement>('header .title')!;
        return { overflowing: t.scrollWidth > t.clientWidth, ellipsis: getComputedStyle(t).textOverflow };
      });
      expect(cut).toEqual({ overflowing: true, ellipsis: 'ellipsis' });
      expect(await topBar(page)).toMatchObject({ rows: 1, names: ['Menu', 'A very long heading text that cannot fit on a phone at all', NAME, 'Search'] });
      expect((await topBar(page)).height).toBeLessThanOrEqual(56);

      // The popover: its controls finger-sized, focus in the URL field, axe clean.
      await page.getByRole('button', { name: NAME, exact: true }).click();
      await expect.poll(() => focused(page)).toBe('input[name=spec-url].');
      expect(await smallTargets(page, '#open-description')).toEqual([]);
      const within = await page.evaluate(() => {
        const r = document.querySelector('spec-doc')!.shadowRoot!.querySelector('#open-description')!.getBoundingClientRect();
        return r.left >= 0 && r.right <= window.innerWidth;
      });
      expect(within).toBe(true);
      expect(await scan(page)).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await popoverOpen(page)).toBe(false);

      // The open drawer: entries, tag chevrons, filter, Search, Expand/Collapse all, Close.
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect.poll(() => page.locator('spec-doc nav').isVisible()).toBe(true);
      expect(await page.locator('spec-doc nav .nav-toggle').count()).toBeGreaterThan(0);
      expect(await smallTargets(page, 'nav.nav')).toEqual([]);
      await page.keyboard.press('Escape');

      // Without the header, the Menu bar alone keeps the same sizes.
      await setAttr(page, 'show-header', 'false');
      expect(await page.locator('spec-doc header').count()).toBe(0);
      const alone = await topBar(page);
      expect(alone.height).toBeLessThanOrEqual(56);
      expect(alone.names).toEqual(['Menu', 'Reading Fixture', 'Search']);
      expect(await smallTargets(page, '.phone-bar')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
