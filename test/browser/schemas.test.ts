import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const OP = 'get-/users/{userId}';

/** The response schema of get-/users/{userId} (application/json), once built. */
async function responseSchema(page: Page) {
  await page.waitForFunction((id) => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${CSS.escape(id)}"] .responses spec-doc-schema`), OP);
  return page.locator(`spec-doc [data-op-id="${OP}"] .responses spec-doc-media-type`).first().locator('spec-doc-schema').first();
}

describe('schema-style, schema-expand-level and descriptions', () => {
  it('tree (default): every level open, one-line descriptions with a toggle to full ones', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { hash: `#${OP}` });
    try {
      const schema = await responseSchema(page);
      expect(await schema.locator('.prop-name', { hasText: 'street' }).isVisible()).toBe(true);
      const toggle = schema.getByRole('button', { name: 'Full descriptions' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      const desc = schema.locator('.desc', { hasText: 'Where the user lives' });
      const oneLine = await desc.evaluate((e) => e.getBoundingClientRect().height);
      await toggle.click();
      expect(await schema.getByRole('button', { name: 'Short descriptions' }).getAttribute('aria-pressed')).toBe('true');
      const full = await desc.evaluate((e) => e.getBoundingClientRect().height);
      expect(full).toBeGreaterThan(oneLine * 1.5);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('schema-expand-level="1" shows only the top level; schema-description-expanded and the toggle switch', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, {
      hash: `#${OP}`,
      attrs: { 'schema-expand-level': '1', 'schema-description-expanded': 'true', 'allow-schema-description-expand-toggle': 'false' },
    });
    try {
      const schema = await responseSchema(page);
      expect(await schema.locator('.prop-name', { hasText: 'address' }).isVisible()).toBe(true);
      expect(await schema.locator('.prop-name', { hasText: 'street' }).isVisible()).toBe(false);
      expect(await schema.locator('.desc-toggle').count()).toBe(0);
      expect(await schema.locator('.schema-view').getAttribute('class')).not.toContain('descriptions-short');
      // Opening the property shows the next level.
      await schema.getByRole('button', { name: 'Expand address' }).click();
      expect(await schema.locator('.prop-name', { hasText: 'street' }).isVisible()).toBe(true);
      expect(await schema.getByRole('button', { name: 'Collapse address' }).getAttribute('aria-expanded')).toBe('true');
      await schema.getByRole('button', { name: 'Collapse address' }).click();
      // Changing the level applies at once (over the reader's choice).
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('schema-expand-level', '999'));
      await page.waitForFunction(() => {
        const toggles = [...document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('.responses spec-doc-schema button.tree-toggle')];
        return toggles.length > 0 && toggles.every((b) => b.getAttribute('aria-expanded') === 'true');
      });
      expect(await schema.locator('.prop-name', { hasText: 'street' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('table: a row per property, nested rows indented and collapsible', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { hash: `#${OP}`, attrs: { 'schema-style': 'table' } });
    try {
      const schema = await responseSchema(page);
      const table = schema.locator('table.schema-table').first();
      const names = async () => (await table.locator('tbody tr td:first-child .prop-name').allTextContents()).map((t) => t.trim());
      expect(await names()).toEqual(['id', 'name', 'address', 'street', 'city']);
      expect(await table.locator('th').allTextContents()).toEqual(['Field', 'Type', 'Description']);
      const indent = (name: string) =>
        table
          .locator('tr', { has: page.locator('.prop-name', { hasText: new RegExp(`^${name}$`) }) })
          .locator('td')
          .first()
          .evaluate((td) => parseFloat(getComputedStyle(td).paddingLeft));
      expect(await indent('street')).toBeGreaterThan(await indent('address'));
      await table.getByRole('button', { name: 'Collapse address' }).click();
      expect(await names()).toEqual(['id', 'name', 'address']);
      await table.getByRole('button', { name: 'Expand address' }).click();
      expect(await names()).toEqual(['id', 'name', 'address', 'street', 'city']);
      // Switching back to the tree at run time.
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('schema-style', 'tree'));
      await page.waitForFunction(() => !document.querySelector('spec-doc')!.shadowRoot!.querySelector('.responses table.schema-table'));
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('the operation heading', () => {
  it('leads with the summary; the method and the path follow it, and the copy button puts the path on the clipboard', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { hash: `#${OP}` });
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: staticUrl });
      const op = page.locator(`spec-doc [data-op-id="${OP}"]`);
      const head = op.locator('.op-head');
      expect((await head.locator('h3').textContent())!.trim()).toBe('Get a user');
      // The line after the heading: the method badge, then the path.
      const endpoint = head.locator('h3 + .op-endpoint');
      expect(await endpoint.locator('.method').textContent()).toBe('GET');
      expect(await endpoint.locator('.op-path').textContent()).toBe('/users/{userId}');
      expect(await endpoint.evaluate((e) => [...e.children].filter((c) => c.matches('.method, .op-path')).map((c) => c.className))).toEqual(['method method-get', 'op-path']);
      const copy = endpoint.getByRole('button', { name: 'Copy path' });
      // One icon, drawn in CSS on one span: the two sheets, until the path is copied; then a check in the success colour.
      const drawn = (): Promise<{ glyph: string; check: boolean; color: string }> =>
        copy.evaluate((b) => {
          const g = b.querySelector('.icon')!;
          const before = getComputedStyle(g, '::before');
          const after = getComputedStyle(g, '::after');
          const shown = (s: CSSStyleDeclaration): boolean => s.display !== 'none' && s.content === '""' && parseFloat(s.width) > 0 && parseFloat(s.height) > 0;
          return { glyph: g.className, check: shown(before) && !shown(after) && before.transform !== 'none', color: before.borderBottomColor };
        });
      expect(await copy.locator('svg').count()).toBe(0);
      const idle = await drawn();
      expect(idle).toMatchObject({ glyph: 'icon glyph-copy', check: false });
      await copy.click();
      await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t === '/users/{userId}'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/users/{userId}');
      expect(await endpoint.getByRole('status').textContent()).toBe('Copied');
      const done = await drawn();
      expect(done.check).toBe(true);
      expect(done.color).not.toBe(idle.color);
      // It turns back into the copy glyph.
      await expect.poll(async () => (await drawn()).check, { timeout: 4000 }).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
  it('keeps each heading light: no SVG and no whitespace-only text nodes (every operation of the page has one)', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { hash: `#${OP}` });
    try {
      const head = page.locator(`spec-doc [data-op-id="${OP}"] .op-head`);
      const shape = await head.evaluate((h) => {
        const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
        let blank = 0;
        while (walker.nextNode()) if (!walker.currentNode.textContent!.trim()) blank++;
        return { svgs: h.querySelectorAll('svg').length, glyphs: h.querySelectorAll('button > .icon:only-child').length, buttons: h.querySelectorAll('button').length, blank };
      });
      // Copy path and Copy as Markdown, each with one span its glyphs are drawn on: with an SVG for each glyph, Cloudflare's 1,596 headings held 6,384 of them.
      expect(shape).toEqual({ svgs: 0, glyphs: 2, buttons: 2, blank: 0 });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('nested properties', () => {
  it('open and close with their chevron button: aria-expanded follows and the child properties show and hide', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { hash: `#${OP}` });
    try {
      const schema = await responseSchema(page);
      const street = schema.locator('.prop-name', { hasText: 'street' });
      const collapse = schema.getByRole('button', { name: 'Collapse address' });
      expect(await collapse.getAttribute('aria-expanded')).toBe('true');
      expect(await street.isVisible()).toBe(true);
      await collapse.click();
      const expand = schema.getByRole('button', { name: 'Expand address' });
      expect(await expand.getAttribute('aria-expanded')).toBe('false');
      expect(await street.count()).toBe(0);
      // The other properties stay.
      expect(await schema.locator('.prop-name', { hasText: /^name$/ }).isVisible()).toBe(true);
      await expand.click();
      expect(await schema.getByRole('button', { name: 'Collapse address' }).getAttribute('aria-expanded')).toBe('true');
      expect(await street.isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('schema-hide-read-only and schema-hide-write-only', () => {
  /** Top-level property names of the first schema of a body ('request' or 'responses') of an operation. */
  async function props(page: Page, opId: string, part: 'request-body' | 'responses'): Promise<string[]> {
    await page.waitForFunction(([id, sel]) => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${CSS.escape(id)}"] .${sel} spec-doc-schema .prop-name`), [
      opId,
      part,
    ] as const);
    return page.evaluate(
      ([id, sel]) => {
        const tree = document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${CSS.escape(id)}"] .${sel} spec-doc-schema`)!;
        return [...tree.querySelectorAll(':scope > .schema-view > .schema > ul.props > li.prop .prop-name')].map((e) => e.textContent.trim()).filter((n, i, all) => all.indexOf(n) === i);
      },
      [opId, part] as const,
    );
  }

  it('default: readOnly hidden in requests, writeOnly hidden in responses, swapped for webhooks', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'focused' } });
    try {
      await page.locator('spec-doc nav a[data-nav-id="post-/users"]').click();
      expect(await props(page, 'post-/users', 'request-body')).toEqual(['name', 'password', 'address', 'street', 'city']);
      await page.locator('spec-doc nav a[data-nav-id="get-/users/{userId}"]').click();
      expect(await props(page, 'get-/users/{userId}', 'responses')).toEqual(['id', 'name', 'address', 'street', 'city']);
      // The webhook's request body is sent by the API: readOnly id shows.
      await page.locator('spec-doc nav a[data-nav-id="webhook-post-newPet"]').click();
      expect(await props(page, 'webhook-post-newPet', 'request-body')).toEqual(['id', 'species']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('never: both always shown', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { 'render-style': 'focused', 'schema-hide-read-only': 'never', 'schema-hide-write-only': 'never' } });
    try {
      await page.locator('spec-doc nav a[data-nav-id="post-/users"]').click();
      expect(await props(page, 'post-/users', 'request-body')).toEqual(['id', 'name', 'password', 'address', 'street', 'city']);
      await page.locator('spec-doc nav a[data-nav-id="get-/users/{userId}"]').click();
      expect(await props(page, 'get-/users/{userId}', 'responses')).toEqual(['id', 'name', 'password', 'address', 'street', 'city']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
