import { wcagAxe } from '../support/axe.js';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { openConsole } from '../support/try-console.js';
import { openScheme } from '../support/auth-cards.js';

// The one designed select (src/ui/shared/base-styles.ts): every <select> the element draws, on
// one page of test/fixtures/selects.yaml, in light and dark. Each has the look of the text
// inputs of its context (or the compact variant in code cards and one-of choosers), a chevron
// the theme colours, the inputs' focus ring in the buttons' ring colour, a list it opens and
// chooses from with the keyboard alone, and the accessible name it had as a native select.

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/selects.yaml';
const OP = 'post-/pets';
/** The compact select's height, as a share of the control height (base-styles.ts). */
const COMPACT = 0.85;

interface Look {
  appearance: string;
  height: number;
  radius: string;
  border: string;
  background: string;
  image: string;
}

function look(el: Locator): Promise<Look> {
  return el.evaluate((e) => {
    const c = getComputedStyle(e);
    // The chevron: the select's background, or its ::picker-icon's where the select is a base-select button.
    const image = `${c.backgroundImage} ${getComputedStyle(e, '::picker-icon').backgroundImage}`;
    return { appearance: c.appearance, height: e.getBoundingClientRect().height, radius: c.borderTopLeftRadius, border: c.borderTopColor, background: c.backgroundColor, image };
  });
}

/** Focuses `el` from the keyboard (Shift+Tab away, Tab back), so :focus-visible applies as for a reader's Tab. */
async function tabTo(page: Page, el: Locator): Promise<void> {
  await el.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await el.evaluate((e) => e.matches(':focus-visible'))).toBe(true);
}

/** The focus ring as computed once its transitions have ended: outline, box-shadow and border colour. */
function ring(el: Locator): Promise<{ outline: string; outlineColor: string; shadow: string; border: string }> {
  return el.evaluate(async (e) => {
    await Promise.all(e.getAnimations().map((a) => a.finished));
    const c = getComputedStyle(e);
    return { outline: c.outlineStyle, outlineColor: c.outlineColor, shadow: c.boxShadow, border: c.borderTopColor };
  });
}

/**
 * The strongest contrast, per channel, between the select's background and the pixels of its
 * right padding (where the chevron is drawn and no text reaches), read off a screenshot.
 */
async function chevronContrast(page: Page, el: Locator): Promise<number> {
  await page.mouse.move(0, 0);
  const { padRight, bg } = await el.evaluate((e) => ({ padRight: parseFloat(getComputedStyle(e).paddingRight), bg: getComputedStyle(e).backgroundColor }));
  const png = (await el.screenshot()).toString('base64');
  return page.evaluate(
    async ([data, background, pad]) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      // The right padding less the border and a pixel of antialiasing on each side.
      const px = ctx.getImageData(bitmap.width - pad, 3, pad - 3, bitmap.height - 6).data;
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      let max = 0;
      for (let i = 0; i < px.length; i += 4) max = Math.max(max, Math.abs(px[i]! - r!), Math.abs(px[i + 1]! - g!), Math.abs(px[i + 2]! - b!));
      return max;
    },
    [png, bg, Math.floor(padRight)] as const,
  );
}

/** The page: the fixture behind a two-entry `sources` list (the header's API select), the operation's console open, its request example shown. */
async function mount(mode: string) {
  const sources = JSON.stringify([
    { name: 'Selects', url: SPEC },
    { name: 'Servers', url: '/test/fixtures/servers.yaml' },
  ]);
  const opened = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'read', theme: mode, sources } });
  expect(opened.loaded).toBe(true);
  const { page } = opened;
  await page.evaluate((id) => document.querySelector('spec-doc')!.scrollToPath(id), OP);
  const op = page.locator(`spec-doc [data-op-id="${OP}"]`);
  await openConsole(op);
  await op.locator('.media-type').first().getByRole('tab', { name: 'Example' }).click();
  await op.getByRole('combobox', { name: 'Language' }).waitFor();
  return { ...opened, op };
}

describe('the select control', () => {
  for (const mode of ['light', 'dark']) {
    it(`every select has the controls' look, a chevron, the focus ring, keyboard choice and its name (${mode})`, async () => {
      const { page, errors, op } = await mount(mode);
      try {
        // The OAuth client-authentication select sits in the scheme's card, behind its disclosure.
        await openScheme(page, 'machine');
        const root = page.locator('spec-doc');
        const overview = root.locator('#servers');
        const auth = root.locator('#auth');
        const consoleEl = op.locator('spec-doc-try');
        const requestCard = op.locator('spec-doc-code-samples');
        const responseCard = op.locator('.response-examples');
        const reference = op.locator('.media-type').first();
        // Every select of the page, by the accessible name it has always had, with the text input (or compact rule) it must look like.
        const field = consoleEl.getByRole('textbox', { name: 'tag query' });
        const regular: Locator[] = [
          overview.getByRole('combobox', { name: 'Server', exact: true }),
          overview.getByRole('combobox', { name: 'region Data region' }),
          auth.getByRole('combobox', { name: 'Send client credentials in' }),
          consoleEl.getByRole('combobox', { name: "Server this operation's own" }),
          consoleEl.getByRole('combobox', { name: 'zone' }),
          consoleEl.getByRole('combobox', { name: 'color query' }),
          consoleEl.locator('.try-request-body').getByRole('combobox', { name: 'Media type' }),
          reference.getByRole('combobox', { name: 'Example' }),
        ];
        const compact: Locator[] = [
          requestCard.getByRole('combobox', { name: 'Language' }),
          responseCard.getByRole('combobox', { name: 'Media type' }),
          responseCard.getByRole('combobox', { name: 'Example' }),
          op.locator('.composition:visible').first().getByRole('combobox', { name: 'One of' }),
        ];
        const header = root.locator('header.top').getByRole('combobox', { name: 'API' });
        for (const s of [...regular, ...compact, header]) expect(await s.count(), String(s)).toBe(1);

        // Every select on screen, those above and any other: drawn by the shared rule, with the text inputs' corners and border.
        const input = await look(field);
        const inputs = { radius: input.radius, border: input.border };
        const shown = await root.locator('select:visible').all();
        expect(shown.length).toBeGreaterThanOrEqual(regular.length + compact.length + 1);
        for (const s of shown) {
          const l = await look(s);
          expect(['none', 'base-select'], `${await s.evaluate((e) => e.outerHTML.slice(0, 80))} has appearance ${l.appearance}`).toContain(l.appearance);
          expect(l.image).toMatch(/gradient/);
          expect({ radius: l.radius, border: l.border }).toEqual(inputs);
        }
        for (const s of regular) {
          const l = await look(s);
          expect(l.height, String(s)).toBeCloseTo(input.height, 1);
          expect(l.background, String(s)).toBe(input.background);
        }
        for (const s of compact) expect((await look(s)).height, String(s)).toBeCloseTo(input.height * COMPACT, 1);
        // The selects of a code card sit on its surface.
        const card = await requestCard.locator('.example-card').evaluate((e) => getComputedStyle(e).backgroundColor);
        for (const s of compact.slice(0, 3)) expect((await look(s)).background, String(s)).toBe(card);
        // In the header, as tall as the header's other control beside it (the URL field is in the popover now).
        expect((await look(header)).height).toBeCloseTo((await root.locator('header.top').getByRole('button', { name: 'Open another description' }).boundingBox())!.height, 1);
        // The buttons of the console are as tall as its fields and selects.
        expect((await consoleEl.getByRole('button', { name: 'Clear' }).boundingBox())!.height).toBeCloseTo(input.height, 1);

        // A chevron, in a colour that stands out from the select's background in both modes.
        for (const s of [regular[0]!, compact[0]!, header]) expect(await chevronContrast(page, s), String(s)).toBeGreaterThan(80);

        // The focus ring of a select from the keyboard is the text inputs' (border and halo), in the buttons' ring colour.
        await tabTo(page, field);
        const inputRing = await ring(field);
        const button = consoleEl.getByRole('button', { name: 'TRY', exact: true });
        await tabTo(page, button);
        const buttonRing = await ring(button);
        expect(buttonRing.outline).toBe('solid');
        expect(inputRing.shadow).not.toBe('none');
        expect(inputRing.border).toBe(buttonRing.outlineColor);
        for (const s of [regular[0]!, regular[5]!, compact[0]!, compact[3]!]) {
          await tabTo(page, s);
          expect(await ring(s), String(s)).toEqual(inputRing);
        }
        // The header has its own ring colour (measured against the header's background): its select takes the header buttons' ring colour, in the inputs' shape.
        const headerButton = root.locator('header.top').getByRole('button', { name: 'Open another description' });
        await tabTo(page, headerButton);
        const headerButtonRing = await ring(headerButton);
        await tabTo(page, header);
        const headerRing = await ring(header);
        expect(headerRing.shadow).not.toBe('none');
        expect(headerRing.border).toBe(headerButtonRing.outlineColor);

        // Type-ahead on the closed language picker chooses Python; the code follows.
        const language = compact[0]!;
        await tabTo(page, language);
        await page.keyboard.type('Py');
        await expect.poll(() => language.inputValue()).toBe('python');
        await expect.poll(() => requestCard.locator('pre code').first().textContent()).toContain('import requests');

        // Enter opens the response example list (a styled popover in this Chromium), ArrowDown and Enter choose the next example.
        const example = compact[2]!;
        await tabTo(page, example);
        await page.keyboard.press('Enter');
        await expect.poll(() => example.evaluate((e) => e.matches(':open'))).toBe(true);
        const picker = await example.evaluate((e) => {
          const c = getComputedStyle(e, '::picker(select)');
          return { appearance: c.appearance, background: c.backgroundColor, radius: c.borderTopLeftRadius, shadow: c.boxShadow };
        });
        const surface = await requestCard.locator('.example-card').evaluate((e) => ({ radius: getComputedStyle(e).borderTopLeftRadius }));
        expect(picker).toMatchObject({ appearance: 'base-select', background: input.background, radius: surface.radius });
        expect(picker.shadow).not.toBe('none');
        // The option in focus is marked with the muted surface.
        const focusedOption = await example.evaluate((e) => {
          const o = e.getRootNode() instanceof ShadowRoot ? (e.getRootNode() as ShadowRoot).activeElement : null;
          return o instanceof HTMLOptionElement ? { text: o.text, background: getComputedStyle(o).backgroundColor } : null;
        });
        expect(focusedOption?.text).toBe('Tom the cat');
        expect(focusedOption?.background).not.toBe(picker.background);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect.poll(() => example.evaluate((e) => e.matches(':open'))).toBe(false);
        expect(await example.evaluate((e) => (e as HTMLSelectElement).selectedOptions[0]?.text)).toBe('Rex the dog');
        await expect.poll(() => responseCard.locator('pre code').first().textContent()).toContain('"grr"');

        // Escape closes a list without choosing: the server stays the first.
        const server = regular[0]!;
        await tabTo(page, server);
        await page.keyboard.press('Enter');
        await expect.poll(() => server.evaluate((e) => e.matches(':open'))).toBe(true);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Escape');
        await expect.poll(() => server.evaluate((e) => e.matches(':open'))).toBe(false);
        expect(await server.evaluate((e) => (e as HTMLSelectElement).selectedIndex)).toBe(0);

        const result = await wcagAxe(page).analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    }, 180_000);
  }
});
