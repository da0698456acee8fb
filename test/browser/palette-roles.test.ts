import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { wcagAxe } from '../support/axe.js';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { openConsole } from '../support/try-console.js';

// Colour roles (src/core/theme/theme.ts): the primary is for the primary action (TRY, Try it) and
// the active state (the active navigation entry, the selected tab); links are a link colour;
// secondary actions are neutral; the focus ring is a 3:1 ring that is not the primary; every text
// tier reaches AA on the surface it sits on. Checked on computed styles, in the default palettes
// and with colours set by attributes, plus axe's contrast rule over the whole page.

const staticUrl = inject('staticUrl');
const browser = useBrowser();

const PALETTES: [string, Record<string, string>][] = [
  ['dark (default)', {}],
  ['light', { theme: 'light' }],
  ['light, primary-color red', { theme: 'light', 'primary-color': '#ff0000' }],
  ['light, primary-color gold', { theme: 'light', 'primary-color': '#ffd700' }],
  ['dark, primary-color gold', { theme: 'dark', 'primary-color': '#ffd700' }],
  ['dark, primary-color navy (a blue brand: links take it)', { theme: 'dark', 'primary-color': '#1e40af' }],
  ['dark, custom bg-color', { theme: 'dark', 'bg-color': '#0b1f33' }],
  ['light, custom bg-color and a dark nav-bg-color', { theme: 'light', 'bg-color': '#fdf6e3', 'nav-bg-color': '#1f2937' }],
];

/** What the page shows, measured in the page: colours as rgb triples, contrasts against the ground each thing sits on. */
interface Audit {
  primary: number[];
  link: number[];
  links: { text: string; color: number[]; contrast: number }[];
  buttons: { text: string; primaryRole: boolean; background: number[]; border: number[] }[];
  tiers: Record<string, { count: number; worst: number; where: string }>;
  active: { text: number; bar: number; background: number[]; navBg: number[] } | null;
  ring: { color: number[]; contrast: number } | null;
}

/** Collects the audit inside the page (the helpers must live in the page function). */
function audit(page: Page): Promise<Audit> {
  return page.evaluate(() => {
    const host = document.querySelector('spec-doc')!;
    const root = host.shadowRoot!;
    const token = (name: string): string => getComputedStyle(host).getPropertyValue(name).trim();
    const rgba = (c: string): number[] => {
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = c;
      const v = probe.fillStyle;
      if (v.startsWith('#')) return [1, 3, 5].map((i) => parseInt(v.slice(i, i + 2), 16)).concat(1);
      return v.match(/[\d.]+/g)!.map(Number);
    };
    const lum = (c: number[]): number => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const x = v / 255;
        return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: number[], b: number[]): number => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const parentOf = (el: Element): Element | null => {
      const r = el.getRootNode();
      return el.parentElement ?? (r instanceof ShadowRoot ? r.host : null);
    };
    /** The colour behind `el`: its own and its ancestors' backgrounds, composited until one is opaque. */
    const groundOf = (el: Element | null): number[] => {
      const layers: number[][] = [];
      for (let e = el; e; e = parentOf(e)) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if ((c[3] ?? 1) > 0) layers.push(c);
        if ((c[3] ?? 1) >= 1) break;
      }
      let out = [255, 255, 255];
      for (const c of layers.reverse()) out = out.map((v, i) => v * (1 - (c[3] ?? 1)) + c[i]! * (c[3] ?? 1));
      return out;
    };
    const shown = (el: Element): boolean => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const rgb = (c: string): number[] => rgba(c).slice(0, 3);
    const name = (el: Element): string => (el.getAttribute('aria-label') ?? el.textContent).replace(/\s+/g, ' ').trim().slice(0, 40);

    const links = Array.from(root.querySelectorAll('main a[href], main .link-button, #auth a[href]'))
      .filter(shown)
      .map((a) => ({ text: name(a), color: rgb(getComputedStyle(a).color), contrast: ratio(rgb(getComputedStyle(a).color), groundOf(a)) }));

    const primaryRole = '[part~="try-button"], button.try-open, header.top form button[type="submit"], .marker-colored-block nav a.active';
    const buttons = Array.from(root.querySelectorAll('button, .button'))
      .filter((b) => shown(b) && b.getAttribute('role') !== 'tab' && !b.closest('[hidden]') && !b.matches('.skip-link'))
      .map((b) => ({ text: name(b), primaryRole: b.matches(primaryRole), background: rgb(getComputedStyle(b).backgroundColor), border: rgb(getComputedStyle(b).borderTopColor) }));

    // Every shown element with text of its own in one of the three tiers, against its ground.
    const tiers: Record<string, { count: number; worst: number; where: string }> = {};
    const tierColours = Object.fromEntries(['--heading', '--foreground', '--muted-foreground'].map((t) => [rgb(token(t)).join(','), t]));
    for (const el of Array.from(root.querySelectorAll('main *, #auth *'))) {
      if (!shown(el) || el.closest(':disabled, [aria-disabled="true"]')) continue;
      if (!Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
      const colour = rgb(getComputedStyle(el).color);
      const tier = tierColours[colour.join(',')];
      if (!tier) continue;
      const c = ratio(colour, groundOf(el));
      const t = (tiers[tier] ??= { count: 0, worst: 21, where: '' });
      t.count++;
      if (c < t.worst) Object.assign(t, { worst: c, where: `${el.tagName.toLowerCase()}.${el.className} "${name(el)}"` });
    }

    const a = root.querySelector('nav a.active');
    const active = a
      ? {
          text: ratio(rgb(getComputedStyle(a).color), groundOf(a)),
          bar: ratio(rgb(getComputedStyle(a).borderLeftColor), groundOf(a)),
          background: groundOf(a),
          navBg: groundOf(root.querySelector('nav.nav')),
        }
      : null;

    // The focus ring on a secondary button (focused after a key press, so :focus-visible applies).
    const clear = Array.from(root.querySelectorAll<HTMLButtonElement>('button.secondary')).find((b) => shown(b) && !b.disabled && b.closest('.try-actions'));
    clear?.focus();
    const ring = clear?.matches(':focus-visible')
      ? { color: rgb(getComputedStyle(clear).outlineColor), contrast: ratio(rgb(getComputedStyle(clear).outlineColor), groundOf(parentOf(clear))) }
      : null;

    return { primary: rgb(token('--primary')), link: rgb(token('--link')), links, buttons, tiers, active, ring };
  });
}

const same = (a: number[], b: number[]): boolean => a.every((v, i) => Math.abs(v - b[i]!) <= 1);

describe('colour roles: the primary marks actions and the active state only; links, secondary actions and focus have their own colours; every tier reads', () => {
  for (const [label, attrs] of PALETTES) {
    it(
      label,
      async () => {
        const { page, errors, loaded } = await mountReading(browser(), staticUrl, {
          spec: '/test/fixtures/palette-roles.yaml',
          hash: '#get-/things/{id}',
          attrs: { 'render-style': 'read', ...attrs },
        });
        try {
          expect(loaded).toBe(true);
          await page.locator('spec-doc #auth .auth-scheme').first().waitFor();
          await openConsole(page.locator('spec-doc [data-op-id="get-/things/{id}"]'));
          await page.keyboard.press('Shift');
          const a = await audit(page);

          // Links: the link colour, never the primary, AA on their ground.
          expect(a.links.length).toBeGreaterThanOrEqual(4);
          for (const l of a.links) {
            expect(same(l.color, a.link), `link "${l.text}" is --link`).toBe(true);
            expect(l.contrast, `link "${l.text}" contrast`).toBeGreaterThanOrEqual(4.5);
          }
          if (attrs['primary-color'] === '#1e40af') expect(a.link[2]).toBeGreaterThan(a.link[0]! + 60);
          else expect(same(a.link, a.primary), 'links are not the primary').toBe(false);

          // Buttons: the primary fills TRY / Try it / Load, and no other button.
          expect(a.buttons.filter((b) => b.primaryRole).map((b) => b.text)).toContain('TRY');
          for (const b of a.buttons) {
            if (b.primaryRole) expect(same(b.background, a.primary), `"${b.text}" is filled with the primary`).toBe(true);
            else {
              expect(same(b.background, a.primary), `"${b.text}" is not filled with the primary`).toBe(false);
              expect(same(b.border, a.primary), `"${b.text}" has no primary border`).toBe(false);
            }
          }
          expect(a.buttons.map((b) => b.text)).toEqual(expect.arrayContaining(['Set', 'Clear']));

          // The three text tiers, each shown and each AA wherever it is.
          for (const tier of ['--heading', '--foreground', '--muted-foreground']) {
            expect(a.tiers[tier]?.count, `${tier} is used`).toBeGreaterThan(0);
            expect(a.tiers[tier]!.worst, `${tier} at ${a.tiers[tier]!.where}`).toBeGreaterThanOrEqual(4.5);
          }

          // The active entry: tinted (not the nav's own background), AA text, a 3:1 bar.
          expect(a.active).not.toBeNull();
          expect(same(a.active!.background, a.active!.navBg), 'the active entry is tinted').toBe(false);
          expect(a.active!.text).toBeGreaterThanOrEqual(4.5);
          expect(a.active!.bar).toBeGreaterThanOrEqual(3);

          // The focus ring: not the primary, 3:1 on the ground around the control.
          expect(a.ring).not.toBeNull();
          expect(same(a.ring!.color, a.primary)).toBe(false);
          expect(a.ring!.contrast).toBeGreaterThanOrEqual(3);

          // And axe's contrast rule over everything else on the page (theming.test.ts scans the default palettes with every rule).
          if (Object.keys(attrs).length > 1) {
            const result = await wcagAxe(page).withRules(['color-contrast']).analyze();
            expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          }
          expect(errors).toEqual([]);
        } finally {
          await page.context().close();
        }
      },
      120_000,
    );
  }
});
