import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

// Colour contrast belongs to the themes and palettes work (issue 8), which tunes every colour
// for both modes; every other axe rule must pass in each style and mode now.
describe('accessibility scan (axe) of the reading views', () => {
  for (const style of ['read', 'view', 'focused']) {
    for (const theme of ['dark', 'light']) {
      it(`${style}, ${theme}: no violations besides colour contrast`, async () => {
        const { page, errors, loaded } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': style, theme, 'show-components': 'true' } });
        try {
          expect(loaded).toBe(true);
          if (style === 'view') await page.locator('spec-doc [data-op-id="get-/users"] button.op-toggle').click();
          if (style === 'focused') await page.locator('spec-doc nav a[data-nav-id="get-/users/{userId}"]').click();
          await page.waitForTimeout(300);
          const result = await new AxeBuilder({ page }).disableRules(['color-contrast']).analyze();
          expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
  }
});
