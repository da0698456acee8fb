import type { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { wcagAxe } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

// Every axe rule and every WCAG 2.x A/AA rule (test/support/axe.ts), colour contrast included, in each style and mode, on a fixture with every
// kind of section and on one with composed schemas.
describe('accessibility scan (axe) of the reading views', () => {
  for (const spec of ['/test/fixtures/reading.yaml', '/test/fixtures/schemas.yaml'])
    for (const style of ['read', 'view', 'focused']) {
      for (const theme of ['dark', 'light']) {
        it(`${spec}, ${style}, ${theme}: no violations`, async () => {
          const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec, attrs: { 'render-style': style, theme, 'show-components': 'true' } });
          try {
            expect(loaded).toBe(true);
            const op = spec.includes('reading') ? 'get-/users/{userId}' : 'post-/pets';
            if (style === 'view') await page.locator(`spec-doc [data-op-id="${op}"] button.op-toggle`).click();
            if (style === 'focused') await page.locator(`spec-doc nav a[data-nav-id="${op}"]`).click();
            await page.waitForTimeout(300);
            const result = await wcagAxe(page).analyze();
            expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
            expect(errors).toEqual([]);
          } finally {
            await page.context().close();
          }
        });
      }
    }
});

// Phone width (390 px): the Menu bar, then the open drawer over its backdrop.
describe('accessibility scan (axe) at phone width', () => {
  for (const style of ['read', 'focused'])
    for (const theme of ['dark', 'light']) {
      it(`${style}, ${theme}, 390 px: no violations with the drawer closed or open`, async () => {
        const { page, errors, loaded } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': style, theme, 'show-method-in-nav-bar': 'as-colored-block' }, width: 390 });
        try {
          expect(loaded).toBe(true);
          const scan = async (builder: AxeBuilder): Promise<string[]> => (await builder.analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          expect(await scan(wcagAxe(page))).toEqual([]);
          await page.getByRole('button', { name: 'Menu', exact: true }).click();
          await page.waitForTimeout(300);
          // The open drawer is modal: what it covers is inert, as a modal dialog's background is, so
          // three page-level best-practice rules see no main, no h1 and skip-link targets out of
          // reach. Every other rule runs, contrast included.
          expect(await scan(wcagAxe(page, ['landmark-one-main', 'page-has-heading-one', 'skip-link']))).toEqual([]);
          expect(await page.locator('spec-doc main').getAttribute('inert')).not.toBeNull();
          expect(errors).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
});
