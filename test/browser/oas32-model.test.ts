import { wcagAxe } from '../support/axe.js';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

// OpenAPI 3.2 tags (summary, parent, kind), server names, response summaries, discriminator
// defaultMapping, components.mediaTypes and $self, through the element's visible surface.
const staticUrl = inject('staticUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/oas32/model.yaml';

/** Labels of the tag sections the nav shows, each prefixed by its nesting class (d1, d2). */
function navTags(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav .nav-section')).flatMap((s) => {
      const label = s.querySelector('.nav-tag-label')?.textContent.trim() ?? '';
      const depth = [...s.classList].find((c) => /^d\d$/.test(c)) ?? 'd0';
      return label === 'Overview' || label === 'Servers' ? [] : [`${depth} ${label}`];
    }),
  );
}

/** Goes to an operation and waits until its responses have rendered. */
async function showOperation(page: Page, id: string): Promise<void> {
  await page.evaluate((path) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(path), id);
  await page.locator(`spec-doc [id="${id}"] .responses`).waitFor({ state: 'attached' });
}

const shadowText = (page: Page, selector: string): Promise<string> =>
  page.evaluate((sel) => document.querySelector('spec-doc')!.shadowRoot!.querySelector(sel)?.textContent.replace(/\s+/g, ' ').trim() ?? '', selector);

describe('OpenAPI 3.2 tags', () => {
  it('shows nested tags as a tree whose groups collapse and expand, and non-nav kinds as chips', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'view' } });
    try {
      expect(loaded).toBe(true);
      expect(await navTags(page)).toEqual(['d0 Store', 'd1 Orders', 'd2 Refunds', 'd0 Pets', 'd0 loop-a', 'd0 Other operations']);
      await page.getByRole('button', { name: 'Collapse Store' }).click();
      expect(await navTags(page)).toEqual(['d0 Store', 'd0 Pets', 'd0 loop-a', 'd0 Other operations']);
      await page.getByRole('button', { name: 'Expand Store' }).click();
      await page.getByRole('button', { name: 'Collapse Orders' }).click();
      expect(await navTags(page)).toEqual(['d0 Store', 'd1 Orders', 'd0 Pets', 'd0 loop-a', 'd0 Other operations']);
      // Going to an operation of a nested tag opens the tags around it.
      await page.getByRole('button', { name: 'Collapse Store' }).click();
      await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath('post-/refunds'));
      await page.locator('spec-doc nav a[data-nav-id="post-/refunds"]').waitFor();
      expect(await navTags(page)).toContain('d2 Refunds');
      // Kinds other than nav: chips on the operations, never nav groups; an operation with only such tags is under default ("Other operations").
      expect(await shadowText(page, '[id="get-/orders"] .op-chips')).toContain('Early access');
      expect(await shadowText(page, '[id="post-/refunds"] .op-chips')).toContain('Partners');
      expect(await page.locator('spec-doc nav a[data-nav-id="tag--beta"]').count()).toBe(0);
      expect(await page.locator('spec-doc nav [data-nav-id="get-/status"]').count()).toBe(1);
      expect(await shadowText(page, 'main')).toContain('Store › Orders ›');
      // A tag's summary is searched like its name: the quick filter finds the operations it labels.
      await page.locator('spec-doc .nav-filter').fill('early access');
      await expect
        .poll(() => page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav a.nav-item')).map((a) => a.getAttribute('data-nav-id'))))
        .toEqual(['get-/orders', 'get-/status']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('routes to a nested tag and fills its tag-- slot', async () => {
    const children = '<p slot="tag--refunds" id="refund-policy">Refunds take five days.</p>';
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC, hash: '#tag--refunds', children });
    try {
      expect(loaded).toBe(true);
      await expect.poll(() => page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('nav .active')?.getAttribute('data-nav-id'))).toBe('tag--refunds');
      expect(await page.evaluate(() => document.getElementById('refund-policy')!.assignedSlot?.name)).toBe('tag--refunds');
      expect(await page.locator('#refund-policy').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('OpenAPI 3.2 servers, responses, discriminators and media types', () => {
  it('shows server names with their URLs, response summaries, a response without description, the default alternative and mediaTypes content', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC });
    try {
      expect(loaded).toBe(true);
      const options = await page.getByRole('combobox', { name: 'Server' }).first().locator('option').allTextContents();
      expect(options.map((o) => o.trim())).toEqual(['production (https://api.example.com/v1) — Live data', 'staging (https://staging.example.com/v1)', 'https://sandbox.example.com/v1']);
      await showOperation(page, 'get-/orders');
      expect(await shadowText(page, '[id="get-/orders"] .response-head')).toBe('Response 200 Order list The orders, newest first.');
      await showOperation(page, 'post-/refunds');
      const refunded = await shadowText(page, '[id="post-/refunds"] .responses');
      expect(refunded).toContain('204 Refunded');
      expect(refunded).not.toContain('undefined');
      expect(await page.locator('spec-doc [id="post-/refunds"] .response-desc').count()).toBe(0);
      await showOperation(page, 'post-/pets');
      // defaultMapping: the alternative for an absent or unknown petType is offered and marked.
      const alternatives = await page.locator('spec-doc [id="post-/pets"] .composition select option').allTextContents();
      expect(alternatives.map((a) => a.trim())).toEqual(['petType = cat', 'petType = dog', 'OtherPet (default)']);
      // components.mediaTypes: the schema and the example come through the $ref.
      await showOperation(page, 'get-/orders');
      const orders = await shadowText(page, '[id="get-/orders"]');
      expect(orders).toContain('total');
      await showOperation(page, 'post-/refunds');
      const refunds = await shadowText(page, '[id="post-/refunds"]');
      expect(refunds).toContain('orderId');
      expect(refunds).toContain('damaged');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('has the mock answer through components.mediaTypes and explain a body without petType against defaultMapping', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'mock-server': 'true' } });
    try {
      expect(loaded).toBe(true);
      await page.locator('spec-doc .mock-active').waitFor({ timeout: 15_000 });
      const answers = await page.evaluate(async () => {
        const orders = await fetch('https://api.example.com/v1/orders');
        const pet = await fetch('https://api.example.com/v1/pets', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"age":3}' });
        return { orders: [orders.status, await orders.text()], pet: [pet.status, await pet.text()] };
      });
      expect(answers.orders[0]).toBe(200);
      expect(JSON.parse(String(answers.orders[1]))).toEqual([{ id: 7, total: 12.5 }]);
      expect(answers.pet[0]).toBe(400);
      expect(String(answers.pet[1])).toContain('name');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('OpenAPI 3.2 components.mediaTypes in the components section', () => {
  it('lists the media types and shows one with its schema and example', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, {
      spec: SPEC,
      attrs: { 'render-style': 'focused', 'show-components': 'true' },
      hash: '#cmp-mediaTypes-Refund',
    });
    try {
      expect(loaded).toBe(true);
      expect(await page.locator('spec-doc nav a[data-nav-id="cmp-mediaTypes-OrderList"]').count()).toBe(1);
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('main spec-doc-component')?.textContent.includes('orderId'), null, { timeout: 5000 });
      expect(await shadowText(page, 'main spec-doc-component')).toContain('reason');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('OpenAPI 3.2 $self', () => {
  it('resolves relative $refs against $self (directory b), not the URL it was read from (directory a), shows it in the overview, and leaves server URLs relative to where it was read', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/oas32/self/a/api.yaml' });
    try {
      expect(loaded).toBe(true);
      expect(await shadowText(page, '#overview .info-self')).toBe(`Document URI ${staticUrl}/test/fixtures/oas32/self/b/api.yaml`);
      await showOperation(page, 'get-/pets');
      const op = await shadowText(page, '[id="get-/pets"]');
      expect(op).toContain('directory-b');
      expect(op).not.toContain('directory-a');
      // Relative server URLs ignore $self (OpenAPI 3.2 §4.5.2.1): they resolve against directory a.
      const active = () => page.locator('spec-doc #servers .active-server code').textContent();
      expect(await active()).toBe(`${staticUrl}/test/fixtures/oas32/self/a/`);
      await page.getByRole('combobox', { name: 'Server' }).first().selectOption({ index: 1 });
      await expect.poll(active).toBe(`${staticUrl}/test/fixtures/oas32/self/a/test`);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('accessibility scan (axe) of the OpenAPI 3.2 fixture', () => {
  for (const [style, theme] of [
    ['view', 'light'],
    ['read', 'dark'],
  ] as const) {
    it(`${style}, ${theme}: nested nav, chips, response summaries and the default alternative have no violations`, async () => {
      const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': style, theme } });
      try {
        expect(loaded).toBe(true);
        if (style === 'view') await page.locator('spec-doc [data-op-id="post-/pets"] button.op-toggle').click();
        await showOperation(page, 'post-/pets');
        await page.waitForTimeout(300);
        const result = await wcagAxe(page).analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});
