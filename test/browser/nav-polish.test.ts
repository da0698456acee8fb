// Reading polish (issue 45): long navigation entries wrap instead of being cut, the method of each
// operation shows in the nav in every show-method-in-nav-bar value (a text-free colour mark with
// the default `false`), field descriptions show their first sentence or paragraph whole, the nav's
// Search button is named by what it shows (WCAG 2.5.3), and a logo that fails to load leaves no gap.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { wcagAxe } from '../support/axe.js';
import { errorsBesideDescriptionImages, useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/nav-polish.yaml';
const POST = 'post-/v1/accounts/{account}/external_accounts/{id}/verification_attempts/{attempt}';

/** Every nav label (operations, tags, components): cut or not, its height in lines, and where its badge sits. */
function navLabels(page: Page): Promise<{ text: string; cut: boolean; lines: number; badgeOnFirstLine: boolean | undefined }[]> {
  return page.evaluate(() => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    return [...root.querySelectorAll<HTMLElement>('nav .nav-label, nav .nav-tag-label')].map((label) => {
      const style = getComputedStyle(label);
      const lineHeight = parseFloat(style.lineHeight);
      const box = label.getBoundingClientRect();
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const badge = label.parentElement?.querySelector<HTMLElement>('.nav-method, .nav-method-mark');
      const b = badge?.getBoundingClientRect();
      const firstLineTop = box.top + parseFloat(style.paddingTop);
      return {
        text: label.textContent.trim(),
        cut: label.scrollWidth > label.clientWidth + 1 || (style.textOverflow === 'ellipsis' && style.overflow !== 'visible' && style.whiteSpace === 'nowrap'),
        lines: Math.round((box.height - padding) / lineHeight),
        badgeOnFirstLine: b ? b.top >= firstLineTop - 4 && b.bottom <= firstLineTop + lineHeight + 4 : undefined,
      };
    });
  });
}

describe('long navigation entries', () => {
  for (const [style, width] of [
    ['read', 1440],
    ['view', 1440],
    ['focused', 1440],
    ['read', 390],
    ['focused', 390],
  ] as const) {
    it(`wrap to a second line, never cut, the badge on the first line (${style}, ${width} px)`, async () => {
      const opened = await mountReading(browser(), staticUrl, {
        spec: SPEC,
        width,
        attrs: { 'render-style': style, 'show-method-in-nav-bar': 'as-colored-block', 'show-components': 'true' },
      });
      const { page, loaded } = opened;
      try {
        expect(loaded).toBe(true);
        if (width < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page.waitForTimeout(300);
        const labels = await navLabels(page);
        expect(labels.filter((l) => l.cut)).toEqual([]);
        const long = (start: string) => labels.find((l) => l.text.startsWith(start));
        expect(long('Retry the verification')?.lines).toBeGreaterThan(1);
        expect(long('Retry the verification')?.badgeOnFirstLine).toBe(true);
        expect(long('/v1/accounts/')?.lines).toBeGreaterThan(1);
        expect(long('External accounts of connected')?.lines).toBeGreaterThan(1);
        if (style === 'focused') expect(long('VerificationAttemptWithAVeryLong')?.cut).toBe(false);
        expect(errorsBesideDescriptionImages(opened)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});

/** The nav's method marks and badges of the operation entries: text, colours and contrast against the nav. */
function methodMarks(page: Page): Promise<{ method: string; kind: string; text: string; hidden: boolean; contrast: number }[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour as sRGB bytes (the canvas resolves color(srgb …) and color-mix results too). */
    const rgb = (color: string): [number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!];
    };
    const lum = (c: [number, number, number]) => {
      const [r, g, b] = c.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p) as [number, number];
      return (x + 0.05) / (y + 0.05);
    };
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    const navBg = getComputedStyle(root.querySelector('nav.nav')!).backgroundColor;
    return [...root.querySelectorAll<HTMLElement>('nav a.nav-item[data-nav-id*="-/"]:not(.active)')].map((a) => {
      const method = a.dataset.navId!.split('-')[0]!;
      const mark = a.querySelector<HTMLElement>('.nav-method-mark, .nav-method');
      if (!mark) return { method, kind: 'none', text: '', hidden: false, contrast: 0 };
      const s = getComputedStyle(mark);
      const kind = mark.classList.contains('nav-method-mark')
        ? 'mark'
        : mark.classList.contains('method-block')
          ? 'block'
          : [...mark.classList].some((c) => c.startsWith('method-text-'))
            ? 'colored-text'
            : 'plain-text';
      // A mark or a pill against the nav; text against what is behind it (the nav, or the pill).
      const contrast = kind === 'mark' || kind === 'block' ? ratio(s.backgroundColor, navBg) : ratio(s.color, navBg);
      const textOnPill = kind === 'block' ? ratio(s.color, s.backgroundColor) : Infinity;
      return { method, kind, text: mark.textContent.trim(), hidden: mark.getAttribute('aria-hidden') === 'true', contrast: Math.min(contrast, textOnPill) };
    });
  });
}

describe('the method of each operation in the nav', () => {
  for (const theme of ['light', 'dark']) {
    it(`shows in every show-method-in-nav-bar value, with enough contrast (${theme})`, async () => {
      const opened = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { theme } });
      const { page, loaded } = opened;
      try {
        expect(loaded).toBe(true);
        const methods = ['delete', 'get', 'patch', 'post', 'put'];
        // The default (false): a text-free mark in the method's colour, 3:1 against the nav (non-text contrast).
        let marks = await methodMarks(page);
        expect(marks.map((m) => m.method).sort()).toEqual(methods);
        for (const m of marks) {
          expect(m).toMatchObject({ kind: 'mark', text: '', hidden: true });
          expect(m.contrast, m.method).toBeGreaterThanOrEqual(3);
        }
        // The marks are told apart by colour: five methods, five colours.
        const colours = await page.evaluate(() =>
          [...document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll<HTMLElement>('nav .nav-method-mark')].map((m) => getComputedStyle(m).backgroundColor),
        );
        expect(new Set(colours).size).toBe(5);
        for (const [value, kind] of [
          ['as-plain-text', 'plain-text'],
          ['as-colored-text', 'colored-text'],
          ['as-colored-block', 'block'],
          ['false', 'mark'],
        ] as const) {
          await page.evaluate((v) => document.querySelector('spec-doc')!.setAttribute('show-method-in-nav-bar', v), value);
          await page.waitForTimeout(100);
          marks = await methodMarks(page);
          expect(marks.map((m) => m.method).sort()).toEqual(methods);
          for (const m of marks) {
            expect(m.kind).toBe(kind);
            expect(m.text).toBe(kind === 'mark' ? '' : m.method.toUpperCase());
            // Text (plain, coloured, on a pill) meets AA, 4.5:1; the text-free mark 3:1.
            expect(m.contrast, `${value} ${m.method}`).toBeGreaterThanOrEqual(kind === 'mark' ? 3 : 4.5);
          }
        }
        expect(errorsBesideDescriptionImages(opened)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('field descriptions, the Search button and the logo', () => {
  it('show the first sentence or paragraph whole, then the rest with Full descriptions; name Search by what it shows; leave no gap for a broken logo', async () => {
    const opened = await mountReading(browser(), staticUrl, { spec: SPEC });
    const { page, loaded } = opened;
    try {
      expect(loaded).toBe(true);
      // The logo does not load: its box is gone and the title starts where the logo would have been.
      await expect.poll(() => page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector<HTMLElement>('.info-logo-box')?.hidden), { timeout: 5000 }).toBe(true);
      const gap = await page.evaluate(() => {
        const h1 = document.querySelector('spec-doc')!.shadowRoot!.querySelector<HTMLElement>('#overview h1')!;
        const parent = h1.parentElement!;
        const p = parent.getBoundingClientRect();
        const ps = getComputedStyle(parent);
        return h1.getBoundingClientRect().top - (p.top + parseFloat(ps.borderTopWidth) + parseFloat(ps.paddingTop)) - parseFloat(getComputedStyle(h1).marginTop);
      });
      expect(Math.abs(gap)).toBeLessThanOrEqual(1);

      // The Search button's accessible name is its visible text, key hint included (WCAG 2.5.3).
      const search = page.locator('spec-doc nav .nav-search-button');
      const visible = (await search.innerText()).replace(/\s+/g, ' ').trim();
      expect(visible).toMatch(/^Search \S/);
      expect(await page.getByRole('button', { name: visible, exact: true }).count()).toBe(1);

      // Field descriptions: the lead whole (no clamp), "…" where there is more; then everything.
      await page.locator(`spec-doc nav a[data-nav-id="${POST}"]`).click();
      const schema = page.locator(`spec-doc [data-op-id="${POST}"] spec-doc-schema`).first();
      await schema.waitFor();
      const rows = () =>
        schema.evaluate((tree) =>
          [...(tree.shadowRoot ?? tree).querySelectorAll<HTMLElement>('li.prop')].map((li) => {
            const desc = li.querySelector<HTMLElement>(':scope > .desc');
            const s = desc ? getComputedStyle(desc) : undefined;
            return {
              name: li.querySelector('.prop-name')!.textContent.trim(),
              text: desc?.textContent.replace(/\s+/g, ' ').trim() ?? '',
              clipped: desc ? desc.scrollHeight > desc.clientHeight + 1 || s!.webkitLineClamp !== 'none' : false,
              more: desc?.classList.contains('has-more') ?? false,
            };
          }),
        );
      const lead = 'The amount to verify, in the smallest currency unit, e.g. cents for USD, and at most 1.5 times the first deposit. See the guide for details.';
      expect(await rows()).toEqual([
        { name: 'amount', text: lead, clipped: false, more: true },
        { name: 'method', text: 'How the account is verified.', clipped: false, more: true },
        { name: 'note', text: 'A short note.', clipped: false, more: false },
      ]);
      await schema.getByRole('button', { name: 'Full descriptions' }).click();
      const full = await rows();
      expect(full[0]?.text).toContain('Amounts above the limit are refused');
      expect(full[0]?.text).toContain('daily limit of attempts for the account.');
      expect(full[1]?.text).toContain("instant verification needs the bank's consent.");
      expect(await schema.getByRole('button', { name: 'Short descriptions' }).getAttribute('aria-pressed')).toBe('true');

      // Every WCAG 2.x A/AA rule, label-content-name-mismatch among those that ran.
      const result = await wcagAxe(page).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect([...result.passes, ...result.inapplicable].map((r) => r.id)).toContain('label-content-name-mismatch');
      // The logo's 404 is the one failed resource.
      expect(errorsBesideDescriptionImages(opened)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
