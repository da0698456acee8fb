import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

// Every axe rule, colour contrast included, in each style and mode, on a fixture with every
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
            const result = await new AxeBuilder({ page }).analyze();
            expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
            expect(errors).toEqual([]);
          } finally {
            await page.context().close();
          }
        });
      }
    }
});
