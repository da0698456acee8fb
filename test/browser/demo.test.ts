import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';

// The demo page (npm start) and its gallery of features.
const staticUrl = inject('staticUrl');
const browser = useBrowser();

describe('demo page', () => {
  it('the feature gallery sets the attributes of each entry, clears the previous ones, and keeps ?feature= in the address', async () => {
    const feature = 'View style, light, emerald palette, medium radius';
    const { page } = await openPage(browser(), `${staticUrl}/demo/index.html?spec=/test/fixtures/reading.yaml&feature=${encodeURIComponent(feature)}`);
    try {
      const doc = page.locator('spec-doc');
      await expect.poll(() => doc.getAttribute('render-style')).toBe('view');
      expect([await doc.getAttribute('theme'), await doc.getAttribute('palette'), await doc.getAttribute('radius')]).toEqual(['light', 'emerald', 'md']);
      const picker = page.getByLabel('Feature');
      expect(await picker.locator('option').count()).toBeGreaterThanOrEqual(10);
      await picker.selectOption('Mock server: TRY answers from the description');
      expect(await doc.getAttribute('mock-server')).toBe('true');
      expect(await doc.getAttribute('render-style')).toBeNull();
      await expect.poll(() => page.locator('spec-doc .mock-active').count(), { timeout: 15000 }).toBe(1);
      expect(new URL(page.url()).searchParams.get('feature')).toBe('Mock server: TRY answers from the description');
    } finally {
      await page.context().close();
    }
  });
});
