import { wcagAxe } from '../support/axe.js';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, WEB_FONT_HOST } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { openConsole } from '../support/try-console.js';
import { openScheme } from '../support/auth-cards.js';

// Themes, palettes, colours, fonts and CSS hooks, checked on computed styles in Chromium, and
// an axe scan (every rule, contrast included) for every palette in both modes with the TRY
// console, the authentication section and the search dialog on screen.

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const PALETTES = ['amber', 'graphite', 'slate', 'emerald', 'violet', 'rose', 'blue', '#0a7e8c'];

/** A custom property's value on the element, as the theme set it. */
function prop(page: Page, name: string): Promise<string> {
  return page.evaluate((n) => getComputedStyle(document.querySelector('spec-doc')!).getPropertyValue(n).trim(), name);
}

/** A computed style of something in the shadow root. */
function computed(page: Page, selector: string, property: string): Promise<string> {
  return page.evaluate(([s, p]) => getComputedStyle(document.querySelector('spec-doc')!.shadowRoot!.querySelector(s)!).getPropertyValue(p), [selector, property] as const);
}

function setAttr(page: Page, name: string, value: string): Promise<void> {
  return page.evaluate(
    async ([n, v]) => {
      const el = document.querySelector('spec-doc') as HTMLElement & { updateComplete: Promise<unknown> };
      el.setAttribute(n, v);
      await el.updateComplete;
    },
    [name, value] as const,
  );
}

describe('palettes and modes: no axe violations with the console, auth section and search dialog open', () => {
  for (const palette of PALETTES) {
    for (const mode of ['light', 'dark']) {
      it(`${palette}, ${mode}`, async () => {
        const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: '/test/auth-demo.yaml', attrs: { 'render-style': 'read', theme: mode, palette } });
        try {
          expect(loaded).toBe(true);
          await page.locator('spec-doc #auth .auth-scheme').first().waitFor();
          // The cards with the most controls open: a user name and password, and the OAuth flows with their scopes.
          await openScheme(page, 'http-basic');
          await openScheme(page, 'ms-oauth');
          const op = page.locator('spec-doc [data-op-id="get-/users/{userId}"]');
          await op.scrollIntoViewIfNeeded();
          await openConsole(op);
          if (palette === 'amber' || palette === '#0a7e8c') {
            await page.keyboard.press('Control+k');
            await page.locator('spec-doc spec-doc-search-dialog [role="dialog"], spec-doc spec-doc-search-dialog dialog').first().waitFor();
          }
          const result = await wcagAxe(page).analyze();
          expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await page.context().close();
        }
        // A full WCAG 2.x A/AA scan of the whole page (console and dialog open) took 30-60 s on two loaded cores.
      }, 120_000);
    }
  }
});

describe('theme attributes', () => {
  it('color-scheme wins over theme; a palette or colour in theme is taken as the palette; system follows prefers-color-scheme live', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { theme: 'light', 'color-scheme': 'dark' } });
    try {
      expect(await prop(page, '--background')).toBe('#333333');
      await setAttr(page, 'color-scheme', '');
      expect(await prop(page, '--background')).toBe('#ffffff');
      await setAttr(page, 'theme', 'emerald');
      expect([await prop(page, '--background'), await prop(page, '--primary')]).toEqual(['#333333', '#34d399']);
      await setAttr(page, 'theme', 'system');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => prop(page, '--background')).toBe('#ffffff');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => prop(page, '--background')).toBe('#333333');
      // Removing the attributes (their properties become null) falls back to the defaults.
      await page.evaluate(async () => {
        const el = document.querySelector('spec-doc') as HTMLElement & { updateComplete: Promise<unknown> };
        for (const a of ['theme', 'color-scheme', 'palette', 'radius', 'font-size', 'bg-color', 'regular-font', 'css-file', 'css-classes']) el.setAttribute(a, 'x');
        for (const a of ['theme', 'color-scheme', 'palette', 'radius', 'font-size', 'bg-color', 'regular-font', 'css-file', 'css-classes']) el.removeAttribute(a);
        await el.updateComplete;
      });
      expect([await prop(page, '--background'), await prop(page, '--primary')]).toEqual(['#333333', '#ff791a']);
      // A css-file that is no URL at all is a stylesheet the page does not link, not an exception.
      await page.evaluate(async () => {
        const el = document.querySelector('spec-doc') as HTMLElement & { updateComplete: Promise<unknown> };
        el.setAttribute('css-file', 'http://[');
        await el.updateComplete;
        el.removeAttribute('css-file');
        await el.updateComplete;
      });
      expect(errors.filter((e) => !e.includes('css-file'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('colour overrides, radius, font size and fonts reach the rendered controls; derived shades follow; bad values warn and fall back', async () => {
    const { page } = await mountReading(browser(), staticUrl, { attrs: { theme: 'light' } });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    try {
      const borderBefore = await prop(page, '--border');
      await setAttr(page, 'bg-color', 'navy');
      expect(await computed(page, '.root', 'background-color')).toBe('rgb(0, 0, 128)');
      expect(await prop(page, '--border')).not.toBe(borderBefore);
      await setAttr(page, 'primary-color', 'rgb(0, 128, 0)');
      expect(await computed(page, 'header.top button[type=submit]', 'background-color')).toBe('rgb(0, 128, 0)');
      await setAttr(page, 'header-color', '#123456');
      expect(await computed(page, 'header.top', 'background-color')).toBe('rgb(18, 52, 86)');
      await setAttr(page, 'text-color', '#fafafa');
      expect(await computed(page, '.root', 'color')).toBe('rgb(250, 250, 250)');
      await setAttr(page, 'radius', 'lg');
      // Operations are no longer boxed: the card radius is the theme's, the control radius reaches the method badges.
      expect(await prop(page, '--radius')).toBe('12px');
      expect(await computed(page, 'main .method', 'border-top-left-radius')).toBe('10px');
      await setAttr(page, 'font-size', 'large');
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('spec-doc')!).fontSize)).toBe('17px');
      await setAttr(page, 'regular-font', "Georgia, 'Times New Roman', serif");
      await setAttr(page, 'mono-font', 'Courier New, monospace');
      expect(await computed(page, '.root', 'font-family')).toBe('Georgia, "Times New Roman", serif');
      expect(await computed(page, 'code', 'font-family')).toBe('"Courier New", monospace');
      await setAttr(page, 'palette', 'not-a-colour');
      await setAttr(page, 'regular-font', 'x; } :host { display: none');
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('spec-doc')!).display)).toBe('block');
      expect(warnings.some((w) => w.includes('palette="not-a-colour"'))).toBe(true);
      expect(warnings.some((w) => w.includes('regular-font='))).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  // The stylesheet's <link> goes in once the font host answers (test/browser/fonts.test.ts, with the
  // host routed; the machines that run the tests have no internet): here, that it is asked at all.
  it('load-fonts asks the font CDN for its stylesheet; load-fonts="false" asks nothing', async () => {
    for (const value of ['true', 'false'] as const) {
      const { page, requests } = await mountReading(browser(), staticUrl, { attrs: { 'load-fonts': value } });
      try {
        if (value === 'true') await expect.poll(() => requests.filter((url) => url.startsWith(WEB_FONT_HOST)).length, { timeout: 10_000 }).toBeGreaterThan(0);
        else {
          await page.waitForTimeout(500);
          expect(requests.filter((url) => url.startsWith(WEB_FONT_HOST))).toEqual([]);
          expect(await page.evaluate(() => document.getElementById('spec-doc-web-fonts'))).toBeNull();
        }
      } finally {
        await page.context().close();
      }
    }
  });

  it('host design tokens pass through; css-file is adopted and css-classes applied; no style leaks either way', async () => {
    const { page } = await mountReading(browser(), staticUrl, { attrs: {} });
    try {
      await page.evaluate(async () => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = '/test/fixtures/host-theme.css';
        const loaded = new Promise((r) => (link.onload = r));
        document.head.append(link);
        await loaded;
        const style = document.createElement('style');
        style.textContent = 'spec-doc { --primary: rgb(1, 2, 3); } button { background: rgb(200, 0, 0); } body { margin: 7px; }';
        document.head.append(style);
        const el = document.querySelector('spec-doc')!;
        el.setAttribute('css-file', 'host-theme.css');
        el.setAttribute('css-classes', 'brand-frame');
        await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
        const outside = document.createElement('button');
        outside.id = 'outside';
        document.body.append(outside);
      });
      expect(await computed(page, 'header.top button[type=submit]', 'background-color')).toBe('rgb(1, 2, 3)');
      expect(await computed(page, '.root', 'outline-color')).toBe('rgb(10, 20, 30)');
      expect(await computed(page, '.root h1', 'letter-spacing')).toBe('3px');
      // The page's own styles stay the page's: its button keeps its colour, its body its margin.
      expect(await page.evaluate(() => getComputedStyle(document.getElementById('outside')!).backgroundColor)).toBe('rgb(200, 0, 0)');
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('7px');
    } finally {
      await page.context().close();
    }
  });
});
