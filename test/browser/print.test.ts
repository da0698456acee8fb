// Printing and the overview's layout: print media gives a clean document (no navigation, no
// header, no control to try things with, every operation laid out with its body, black on
// white), and the overview shows its chips and icon links, with the server and authentication
// cards beside the description on a wide screen and under it on a narrow one.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const MUSEUM = '/specs/redoc/museum.yaml';

/** What print media shows in the shadow root: visible controls, operations and their rendered bodies, the colours. */
function printed(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    const visible = (e: Element): boolean => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const deep = (sel: string): Element[] => Array.from(root.querySelectorAll(sel));
    const ops = deep('spec-doc-operation');
    return {
      fields: deep('input, select, textarea')
        .filter(visible)
        .map((e) => e.outerHTML.slice(0, 80)),
      // A heading that is also a toggle (view style), a tab labelling the panel shown and a flag are reading content; every other button is a control.
      buttons: deep('button')
        .filter(visible)
        .filter((b) => !b.matches('.op-toggle, .tag-toggle, [role="tab"], .flag'))
        .map((b) => b.textContent.trim()),
      nav: deep('nav').filter(visible).length,
      header: deep('header').filter(visible).length,
      // The console's inputs, its Try it / TRY buttons and the live response; the examples column itself prints.
      tries: deep('.try-inputs, .try-open, .try-head, spec-doc-try-response').filter(visible).length,
      requestExamples: ops.filter((o) => Array.from(o.querySelectorAll('.op-aside pre.code')).some(visible)).length,
      operations: ops.length,
      bodies: ops.filter((o) => o.querySelector('.op-body-placeholder') === null && (o as HTMLElement & { detail?: unknown }).detail !== undefined).length,
      placeholders: deep('.op-body-placeholder').length,
      contentVisibility: ops.map((o) => getComputedStyle(o).contentVisibility).filter((v) => v !== 'visible'),
      background: getComputedStyle(root.querySelector('.root')!).backgroundColor,
      heading: getComputedStyle(root.querySelector('h1')!).color,
      mainOverflow: getComputedStyle(root.querySelector('main')!).overflowY,
    };
  });
}

/** The page's errors but the museum's logo, which is on a host these machines cannot reach. */
const ownErrors = (errors: string[]): string[] => errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'));

const OPERATIONS = 8; // museum.yaml's operations (its webhook is a ninth section)

describe('print', () => {
  for (const style of ['read', 'view'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      it(`${style}, ${theme}: print media hides the navigation, the header and every TRY control, and lays out every operation with its body, black on white`, async () => {
        const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: MUSEUM, attrs: { 'render-style': style, theme } });
        try {
          expect(loaded).toBe(true);
          const before = await printed(page);
          // On screen: the read style builds bodies near the viewport only, the view style none until opened.
          expect(before.bodies).toBeLessThan(before.operations);
          expect(before.nav).toBe(1);
          await page.emulateMedia({ media: 'print' });
          await expect.poll(async () => (await printed(page)).bodies, { timeout: 10_000 }).toBe((await printed(page)).operations);
          const p = await printed(page);
          expect(p.operations).toBeGreaterThanOrEqual(OPERATIONS);
          expect(p.placeholders).toBe(0);
          expect(p.fields).toEqual([]);
          expect(p.buttons).toEqual([]);
          expect(p.nav).toBe(0);
          expect(p.header).toBe(0);
          expect(p.tries).toBe(0);
          // Every operation prints with its examples column (request example at least).
          await expect.poll(async () => (await printed(page)).requestExamples, { timeout: 10_000 }).toBe(OPERATIONS);
          expect(p.contentVisibility).toEqual([]);
          expect(p.background).toBe('rgb(255, 255, 255)');
          expect(p.heading).toBe('rgb(0, 0, 0)');
          expect(p.mainOverflow).toBe('visible');

          // Back on screen: the navigation and the controls return; the view style closes what the reader had closed.
          await page.emulateMedia({ media: 'screen' });
          const after = await printed(page);
          expect(after.nav).toBe(1);
          expect(after.fields.length).toBeGreaterThan(0);
          // (The media query's change event and the re-render that closes them come after emulateMedia resolves.)
          if (style === 'view') await expect.poll(() => page.locator('spec-doc button.op-toggle[aria-expanded="true"]').count()).toBe(0);
          expect(ownErrors(errors)).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
  }

  it('beforeprint lays out every operation too (the browser’s print command), and afterprint ends it', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: MUSEUM, attrs: { 'render-style': 'view' } });
    try {
      expect(loaded).toBe(true);
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      await expect.poll(async () => (await printed(page)).bodies, { timeout: 10_000 }).toBe((await printed(page)).operations);
      expect(await page.locator('spec-doc button.op-toggle[aria-expanded="false"]').count()).toBe(0);
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await expect.poll(() => page.locator('spec-doc button.op-toggle[aria-expanded="true"]').count()).toBe(0);
      expect(ownErrors(errors)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
  it('Ctrl+P prints once every body is built (the browser would print the page as it is)', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: MUSEUM, attrs: { 'render-style': 'read' } });
    try {
      expect(loaded).toBe(true);
      // window.print is replaced by a recorder of what was built when it was called.
      await page.evaluate(() => {
        const w = window as unknown as { __printedWith: number[] };
        w.__printedWith = [];
        window.print = () => {
          const ops = Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('spec-doc-operation'));
          w.__printedWith.push(ops.filter((o) => (o as HTMLElement & { detail?: unknown }).detail !== undefined).length - ops.length);
        };
      });
      await page.locator('spec-doc main').focus();
      await page.keyboard.press('Control+p');
      await expect.poll(() => page.evaluate(() => (window as unknown as { __printedWith: number[] }).__printedWith), { timeout: 10_000 }).toEqual([0]);
      expect(ownErrors(errors)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('overview', () => {
  it('shows the version and OpenAPI version chips and the contact, e-mail and licence as icon links', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: MUSEUM });
    try {
      expect(loaded).toBe(true);
      expect(await page.locator('spec-doc #overview > h1').textContent()).toBe('Redocly Museum API');
      expect(await page.locator('spec-doc #overview .overview-chips .chip').allTextContents()).toEqual(['API version v1.0.0', 'OpenAPI 3.1.0']);
      const links = page.locator('spec-doc #overview .info-links .info-link');
      expect(await links.count()).toBe(3);
      for (const [i, iconName, href] of [
        [0, 'external', 'https://redocly.com/docs/cli/'],
        [1, 'mail', 'mailto:team@redocly.com'],
        [2, 'scale', 'https://opensource.org/license/mit/'],
      ] as const) {
        expect(await links.nth(i).locator(`svg.icon-${iconName}[aria-hidden="true"]`).count()).toBe(1);
        expect(await links.nth(i).locator('a').getAttribute('href')).toBe(href);
      }
      expect(ownErrors(errors)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  for (const [width, beside] of [
    [1440, true],
    [1000, false],
  ] as const) {
    it(`at ${width} px the server and authentication cards are ${beside ? 'to the right of' : 'under'} the description`, async () => {
      const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: MUSEUM, width });
      try {
        expect(loaded).toBe(true);
        await page.locator('spec-doc #auth .auth-scheme').first().waitFor();
        const box = (sel: string) => page.locator(`spec-doc ${sel}`).boundingBox();
        const description = (await box('#overview > .md'))!;
        for (const card of ['#servers', '#auth']) {
          const b = (await box(card))!;
          if (beside) {
            expect(b.x, card).toBeGreaterThanOrEqual(description.x + description.width);
            expect(b.y, card).toBeLessThan(description.y + description.height + 400);
          } else {
            expect(b.y, card).toBeGreaterThanOrEqual(description.y + description.height);
          }
        }
        expect(ownErrors(errors)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});
