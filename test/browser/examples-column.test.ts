import { wcagAxe } from '../support/axe.js';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { echoWindow } from '../support/echo-window.js';
import { mountReading } from '../support/reading.js';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/examples-column.yaml';
// Test files run in parallel against one echo API: this file's requests go under its own prefix.
const PREFIX = '/examples-column-test';
const API = `${echoUrl}${PREFIX}`;
const echo = echoWindow(echoUrl, PREFIX);
const GET = 'get-/pets/{petId}';

async function mount(attrs: Record<string, string>, width = 1440, height = 900) {
  const opened = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'server-url': API, ...attrs } });
  await opened.page.setViewportSize({ width, height });
  return opened;
}

/** Goes to an operation (opening it in the view style) and waits for its examples column. */
async function open(page: Page, opId: string): Promise<Locator> {
  // scrollToPath rather than the nav bar: on a phone the nav bar is a closed drawer.
  const go = (): Promise<boolean> => page.evaluate((id) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(id), opId);
  expect(await go()).toBe(true);
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  const pre = op.locator('.op-aside .code-samples-generated pre');
  // Known, not fixed (stop note of 2026-11-27): on a loaded two-core CI machine the section far
  // down Stripe was once still pushed away after the hold ended (routing.test.ts tests the hold).
  // One more scrollToPath then, as a reader would click again; this file is about the column.
  if (
    !(await pre.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    expect(await go()).toBe(true);
    await pre.waitFor();
  }
  return op;
}

/** The boxes of the operation's main column and its examples column. */
function boxes(op: Locator): Promise<{ main: DOMRect; aside: DOMRect }> {
  return op.evaluate((el) => {
    const rect = (s: string): DOMRect => el.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect;
    return { main: rect('.op-main'), aside: rect('.op-aside') };
  });
}

const requestCode = (op: Locator): Locator => op.locator('.op-aside .code-samples-generated pre code');
const responseExample = (op: Locator): Locator => op.locator('.op-aside .response-examples pre code');

describe('the examples column', () => {
  for (const style of ['read', 'view']) {
    it(`${style} style, 1440 px: beside the operation, with a request and a response example, without a click`, async () => {
      const { page, errors } = await mount({ 'render-style': style });
      try {
        const op = await open(page, GET);
        const { main, aside } = await boxes(op);
        expect(aside.left).toBeGreaterThanOrEqual(main.right);
        expect(aside.top).toBeLessThan(main.bottom);
        expect(aside.width).toBeGreaterThanOrEqual(360);
        expect(await op.locator('.op-aside .example-card-head').first().textContent()).toMatch(/GET\s*\/pets\/\{petId\}/);
        expect(await requestCode(op).textContent()).toBe(`curl '${API}/pets/42?q=red%20shoes'`);
        await expect.poll(() => responseExample(op).textContent()).toContain('"name": "Rex"');
        expect(await responseExample(op).isVisible()).toBe(true);
        expect(await responseExample(op).locator('.hl-string').first().textContent()).toBe('"id"');
        // Nothing of the console until asked for.
        expect(await op.getByRole('textbox').count()).toBe(0);
        expect(await op.getByRole('button', { name: 'Try it' }).isVisible()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  it('response examples: a tab per status (the first success first), media types, XML highlighted, examples generated from the schema', async () => {
    const { page, errors } = await mount({ 'render-style': 'read' });
    try {
      const op = await open(page, GET);
      const tabs = op.locator('.op-aside .response-examples [role="tab"]');
      expect((await tabs.allTextContents()).map((t) => t.trim())).toEqual(['200', '404']);
      expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
      await op.locator('.op-aside .response-examples').getByRole('combobox', { name: 'Media type' }).selectOption('application/xml');
      expect(await responseExample(op).textContent()).toBe('<pet id="42"><name>Rex</name><!-- a good dog --></pet>');
      expect(await responseExample(op).locator('.hl-comment').textContent()).toBe('<!-- a good dog -->');
      expect(await responseExample(op).locator('.hl-property').textContent()).toBe('id');
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      // Arrows wrap, Home and End jump, and the focus follows the selection.
      await page.keyboard.press('ArrowRight');
      expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('End');
      expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await tabs.nth(1).evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
      await expect.poll(() => responseExample(op).textContent()).toContain('"title": "Not found"');
      expect(await op.locator('.op-aside .response-examples').textContent()).toContain('No such pet');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('follows the inputs; Try it opens the console in the column and the live response shows there, with a way back to the examples', async () => {
    await echo.mark();
    const { page, errors } = await mount({ 'render-style': 'read' });
    try {
      const op = await open(page, GET);
      await op.getByRole('button', { name: 'Try it' }).click();
      // Focus moves into the console that opened.
      expect(await page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.activeElement?.id)).toMatch(/petId/);
      const petId = op.getByRole('textbox', { name: /^petId/ });
      expect(await petId.evaluate((el) => !!el.closest('.op-aside'))).toBe(true);
      await petId.fill('7');
      await expect.poll(() => requestCode(op).textContent()).toBe(`curl '${API}/pets/7?q=red%20shoes'`);
      await op.getByRole('button', { name: /^TRY/i }).click();
      const response = op.locator('.op-aside .try-response');
      await response.waitFor();
      expect(await response.locator('.status').textContent()).toBe('200');
      expect(await response.locator('pre').textContent()).toContain(`"${PREFIX}/pets/7"`);
      expect((await echo.received()).filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([`${PREFIX}/pets/7`]);
      // The live response takes the response examples' place; the reader can go back and forth.
      expect(await op.locator('.op-aside .response-examples').count()).toBe(0);
      await op.getByRole('button', { name: 'Show examples' }).click();
      await responseExample(op).waitFor();
      expect(await response.isVisible()).toBe(false);
      await op.getByRole('button', { name: 'Show the live response' }).click();
      expect(await response.isVisible()).toBe(true);
      // Closing the console leaves the examples.
      await op.getByRole('button', { name: 'Close the console' }).click();
      expect(await op.getByRole('textbox').count()).toBe(0);
      expect(await op.getByRole('button', { name: 'Try it' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the request example carries the request body the console would send', async () => {
    const { page, errors } = await mount({ 'render-style': 'read' });
    try {
      const op = await open(page, 'post-/pets');
      await expect.poll(() => requestCode(op).textContent()).toContain(`--data-raw '{\n  "name": "Box"\n}'`);
      await op.getByRole('button', { name: 'Try it' }).click();
      await op.getByRole('textbox', { name: /Request body/ }).fill('{"name": "Ada"}');
      await expect.poll(() => requestCode(op).textContent()).toContain(`--data-raw '{"name": "Ada"}'`);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it.runIf(findSpecsDir())('an all-optional form body shows its fields from the example until one is filled in, one --data-raw a field (Stripe)', async () => {
    const opened = await mountReading(browser(), staticUrl, { spec: '/specs/stripe/spec3.json', attrs: { 'render-style': 'read' } });
    try {
      await opened.page.setViewportSize({ width: 1440, height: 900 });
      const op = await open(opened.page, 'post-/v1/customers');
      await expect.poll(() => requestCode(op).textContent()).toContain("--data-raw 'email=string'");
      const code = (await requestCode(op).textContent()) ?? '';
      expect(code).toContain("curl 'https://api.stripe.com/v1/customers'");
      expect(code).toContain("-H 'Content-Type: application/x-www-form-urlencoded;charset=UTF-8'");
      // deepObject fields (Stripe's encoding says so) as address[city]=…, percent-encoded as fetch sends them.
      expect(code).toContain("--data-raw 'address%5Bcity%5D=string'");
      // Once a field is filled in, the example is what TRY sends: that field only.
      await op.getByRole('button', { name: 'Try it' }).click();
      await op.getByRole('textbox', { name: /^email\b/ }).fill('ada@example.com');
      await expect.poll(() => requestCode(op).textContent()).toContain("--data-raw 'email=ada%40example.com'");
      const filled = (await requestCode(op).textContent()) ?? '';
      expect(filled.match(/--data-raw/g)).toHaveLength(1);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.page.context().close();
    }
  });

  for (const width of [1000, 390]) {
    it(`stacks under the operation at ${width} px`, async () => {
      const { page, errors } = await mount({ 'render-style': 'read' }, width, 844);
      try {
        const op = await open(page, GET);
        const { main, aside } = await boxes(op);
        expect(aside.top).toBeGreaterThanOrEqual(main.bottom);
        // Nothing of the column is wider than the main area (nothing scrolls sideways because of it).
        const overflow = await op.evaluate((el) => {
          const main = el.closest('main')!.getBoundingClientRect();
          return [...el.querySelectorAll('.op-aside *')].filter((e) => e.getBoundingClientRect().right > main.right + 1).map((e) => `${e.tagName}.${e.className}`);
        });
        expect(overflow).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  it('without allow-try: the request and response examples, no Try it and no inputs', async () => {
    const { page, errors } = await mount({ 'render-style': 'read', 'allow-try': 'false' });
    try {
      const op = await open(page, GET);
      expect(await requestCode(op).textContent()).toContain('/pets/42');
      await responseExample(op).waitFor();
      expect(await op.getByRole('button', { name: /^Try/i }).count()).toBe(0);
      expect(await op.getByRole('textbox').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('in print: stacked under the operation, its examples shown, no Try it', async () => {
    const { page, errors } = await mount({ 'render-style': 'read' });
    try {
      const op = await open(page, GET);
      await page.emulateMedia({ media: 'print' });
      const { main, aside } = await boxes(op);
      expect(aside.top).toBeGreaterThanOrEqual(main.bottom);
      expect(await requestCode(op).isVisible()).toBe(true);
      expect(await responseExample(op).isVisible()).toBe(true);
      expect(await op.getByRole('button', { name: 'Try it' }).isVisible()).toBe(false);
      expect(await op.locator('.op-aside select').first().isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  for (const theme of ['dark', 'light']) {
    it(`${theme}: no axe violations with the column and its open console`, async () => {
      const { page, errors } = await mount({ 'render-style': 'read', theme });
      try {
        const op = await open(page, GET);
        await responseExample(op).waitFor();
        await op.getByRole('button', { name: 'Try it' }).click();
        const result = await wcagAxe(page)
          .include({ fromShadowDom: ['spec-doc', `[data-op-id="${GET}"]`] })
          .analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});
