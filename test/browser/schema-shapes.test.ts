import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/schemas.yaml';

/** The first schema tree of an operation's request body or responses, once built. */
async function tree(page: Page, opId: string, part: 'request-body' | 'responses') {
  await page.waitForFunction(([id, sel]) => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${CSS.escape(id)}"] .${sel} spec-doc-schema .schema`), [
    opId,
    part,
  ] as const);
  return page.locator(`spec-doc [data-op-id="${opId}"] .${part} spec-doc-schema`).first();
}

const propNames = (t: Awaited<ReturnType<typeof tree>>) => t.locator('.option .prop-name').allTextContents();

describe('composition, circular references and keywords', () => {
  it('a discriminator selector labelled by its values shows the chosen branch merged with its parent', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, hash: '#post-/pets' });
    try {
      const t = await tree(page, 'post-/pets', 'request-body');
      const select = t.getByRole('combobox', { name: /One of/ });
      expect(await select.locator('option').allTextContents()).toEqual(['petType = cat', 'petType = dog']);
      expect(await propNames(t)).toEqual(['petType', 'name', 'indoor']);
      await select.selectOption({ index: 1 });
      expect(await propNames(t)).toEqual(['petType', 'name', 'barks']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('anyOf alternatives are offered by title and switch the shown schema', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, hash: '#get-/shapes' });
    try {
      const t = await tree(page, 'get-/shapes', 'responses');
      const select = t.getByRole('combobox', { name: /Any of/ });
      expect(await select.locator('option').allTextContents()).toEqual(['Name', 'Shape']);
      expect(await t.locator('.option .prop-name').count()).toBe(0);
      await select.selectOption({ label: 'Shape' });
      expect(await propNames(t)).toEqual(['sides']);
      expect(await t.locator('.option .fact').allTextContents()).toContain('≥ 3');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a circular reference is marked and its marker goes to where the schema is shown', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, hash: '#get-/tree' });
    try {
      const t = await tree(page, 'get-/tree', 'responses');
      const marker = t.getByRole('button', { name: /circular ↻ Node/ }).first();
      expect(await marker.isVisible()).toBe(true);
      await marker.click();
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/tree"] .schema.flash'));
      const flashed = await page.evaluate(() => (document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/tree"] .schema.flash') as HTMLElement).dataset.pointer);
      expect(flashed).toBe('/components/schemas/Node');
      // The generated example says where it stops, and leads back to the schema.
      const block = page.locator('spec-doc [data-op-id="get-/tree"] .responses spec-doc-media-type').first();
      await block.getByRole('tab', { name: 'Example' }).click();
      const note = block.getByRole('note');
      await note.waitFor();
      expect(await note.textContent()).toContain('circular ↻ Node');
      await note.getByRole('button', { name: 'Show in the schema' }).click();
      expect(await block.getByRole('tab', { name: 'Schema' }).getAttribute('aria-selected')).toBe('true');
      // In the table style too.
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('schema-style', 'table'));
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/tree"] .responses table.schema-table'));
      await t
        .getByRole('button', { name: /circular ↻ Node/ })
        .first()
        .click();
      await page.waitForFunction(
        () => document.querySelector('spec-doc')!.shadowRoot!.querySelector<HTMLElement>('[data-op-id="get-/tree"] .flash')?.dataset.pointer === '/components/schemas/Node',
      );
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('allOf conflicts, enum descriptions and unknown keywords are shown, not lost; x- extensions spec-doc does not read are not shown', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, hash: '#get-/limits' });
    try {
      const t = await tree(page, 'get-/limits', 'responses');
      expect(await t.locator('.conflicts').first().textContent()).toContain('maximum 5 vs 3');
      const enumList = await t.locator('ul.enum-list li').allTextContents();
      expect(enumList.map((s) => s.replace(/\s+/g, ' ').trim())).toEqual(['"low" — Quiet mode', '"high" — Loud mode']);
      const facts = await t.locator('.fact').allTextContents();
      expect(facts).toContain('unit: "items"');
      expect(facts.filter((f) => f.startsWith('x-'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('examples from elsewhere and hidden example values', () => {
  it('externalValue is fetched on demand; x-example-show-value: false hides a parameter example', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, hash: '#get-/pets/{petId}', attrs: { 'default-schema-tab': 'example' } });
    try {
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/pets/{petId}"] .responses spec-doc-media-type'));
      const op = page.locator('spec-doc [data-op-id="get-/pets/{petId}"]');
      const params = await op.locator('.parameters').textContent();
      expect(params).toContain('Example: name');
      expect(params).not.toContain('secret-id');
      const block = op.locator('.responses spec-doc-media-type').first();
      expect(await block.getByRole('link').getAttribute('href')).toBe(`${staticUrl}/test/fixtures/examples/pet.json`);
      await block.getByRole('button', { name: 'Load example' }).click();
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/pets/{petId}"] .responses pre.code')?.textContent.includes('Rex'));
      expect(JSON.parse((await block.locator('pre.code').textContent())!)).toEqual({ name: 'Rex', petType: 'dog' });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('parameters and responses as readable lists', () => {
  it('groups parameters by location, one block each with type, required, constraint and enum chips, and no table', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, hash: '#get-/search/{kind}' });
    try {
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/search/{kind}"] .parameters .param'));
      const params = page.locator('spec-doc [data-op-id="get-/search/{kind}"] .parameters');
      expect(await params.locator('table').count()).toBe(0);
      expect(await params.locator('.group-title').allTextContents()).toEqual(['Path parameters', 'Query parameters', 'Header parameters']);
      const block = (name: string) => params.locator('li.param', { has: page.locator('.param-name', { hasText: new RegExp(`^${name}$`) }) });
      expect(await params.locator('li.param .param-name').allTextContents()).toEqual(['kind', 'q', 'page', 'X-Trace']);
      const kind = block('kind');
      expect(await kind.locator('.type').textContent()).toBe('string');
      expect(await kind.locator('.chip.required').textContent()).toBe('required');
      expect(await kind.locator('.enum-value').allTextContents()).toEqual(['"cat"', '"dog"', '"bird"']);
      expect(await kind.locator('.desc').textContent()).toContain('What to search');
      const q = block('q');
      expect(await q.locator('.chip.required').count()).toBe(1);
      expect(await q.locator('.fact').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('2'), expect.stringContaining('40')]));
      expect(await q.locator('.param-example').textContent()).toBe('Example: rex');
      const pageParam = block('page');
      expect(await pageParam.locator('.chip.required').count()).toBe(0);
      expect(await pageParam.locator('.fact').allTextContents()).toEqual(expect.arrayContaining(['≥ 1', 'default: 1']));
      const trace = block('X-Trace');
      expect(await trace.locator('.chip.deprecated').textContent()).toBe('deprecated');
      expect(await trace.locator('.format').textContent()).toBe('uuid');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows each response as a status row; one with a body opens and closes with its button', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, hash: '#get-/search/{kind}' });
    try {
      await page.waitForFunction(() => !!document.querySelector('spec-doc')!.shadowRoot!.querySelector('[data-op-id="get-/search/{kind}"] .responses li.response'));
      const responses = page.locator('spec-doc [data-op-id="get-/search/{kind}"] .responses');
      expect(await responses.locator('li.response .status').allTextContents()).toEqual(['200', '404']);
      // 200 has nothing more to show: no button.
      expect(await responses.locator('li.response').first().getByRole('button').count()).toBe(0);
      const toggle = responses.getByRole('button', { name: 'Response 404' });
      const reason = responses.locator('.prop-name', { hasText: 'reason' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await reason.isVisible()).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await reason.isVisible()).toBe(true);
      await toggle.click();
      expect(await reason.isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
