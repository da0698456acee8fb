import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { openConsole } from '../support/try-console.js';

// On a phone (390 × 844) every control of the TRY console is a target of at least 44 × 44 px:
// inputs, selects, the list's Add and Remove, file pickers, TRY, Clear, Copy, the close button,
// the request example's language picker and copy button, the response tabs and pickers, the
// credentials checkbox (its label is its target), and after a request the response's actions.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const OP = 'post-/albums/{albumId}/photos';
const MIN = 44;

/** Every visible control inside the console, with the size of its target; a checkbox's or radio's target is the label around it. */
function targets(console: Locator): Promise<{ what: string; width: number; height: number }[]> {
  return console.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>('button, select, input, textarea, summary, a[href], [role="tab"]');
    const describe = (el: HTMLElement): string =>
      `${el.tagName.toLowerCase()}${el instanceof HTMLInputElement ? `[type=${el.type}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent).replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const out: { what: string; width: number; height: number }[] = [];
    for (const el of controls) {
      // The JSON tree's toggles sit in the margin of one-line rows (form-styles.ts says why they are left out).
      if (el.classList.contains('jt-toggle') || el.closest('.try-response-body')) continue;
      const checkable = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const target = checkable ? (el.closest('label') ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // hidden (a closed panel, the other media type's editor)
      out.push({ what: describe(el), width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10 });
    }
    return out;
  });
}

describe('the TRY console on a phone', () => {
  it('every control is at least 44 × 44 px, before and after a request', { timeout: 60_000 }, async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, {
      spec: '/test/fixtures/phone-console.yaml',
      attrs: { 'render-style': 'read', 'server-url': `${echoUrl}/phone-console-targets` },
      width: PHONE.width,
    });
    try {
      expect(loaded).toBe(true);
      await page.setViewportSize(PHONE);
      // Credentials of the reader's own: the request example offers "Show my credentials".
      expect(await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { setApiKey(id: string, v: string): boolean }).setApiKey('key', 'secret'))).toBe(true);
      expect(await page.evaluate((id) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(id), OP)).toBe(true);
      const op = page.locator(`spec-doc [data-op-id="${OP}"]`);
      await openConsole(op);
      const console = op.locator('spec-doc-try');
      await console.locator('.response-examples pre code').waitFor();

      const before = await targets(console);
      // Every kind of control is there to be measured.
      const kinds = before.map((t) => t.what).join('\n');
      for (const kind of [
        'input[type=text]',
        'input[type=file]',
        'input[type=checkbox]',
        'select',
        'textarea',
        '"Add item"',
        '"Remove item 1"',
        '"TRY"',
        '"Clear"',
        '"Close the console"',
        '"Copy the cURL example"',
        'button "201"',
      ])
        expect(kinds, kind).toContain(kind);
      expect(before.filter((t) => t.width < MIN || t.height < MIN)).toEqual([]);

      // A request: the live response's actions too.
      await console
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'sea.png', mimeType: 'image/png', buffer: Buffer.from([1, 2, 3]) });
      await console.getByRole('button', { name: /^TRY$/ }).click();
      await console.locator('.try-response').waitFor();
      const after = await targets(console);
      for (const kind of ['"Copy body"', '"Copy headers"', 'summary "Headers', '"Show examples"']) expect(after.map((t) => t.what).join('\n'), kind).toContain(kind);
      expect(after.filter((t) => t.width < MIN || t.height < MIN)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
