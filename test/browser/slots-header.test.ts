import { readFile } from 'node:fs/promises';
import { load as parseYaml } from 'js-yaml';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { mountReading, waitInView } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

const SLOTS: Array<{ slot: string; inside: string | null }> = [
  { slot: '', inside: 'main' },
  { slot: 'fixed-header', inside: null },
  { slot: 'logo', inside: 'header' },
  { slot: 'header', inside: 'header' },
  { slot: 'footer', inside: 'main' },
  { slot: 'nav-logo', inside: 'nav' },
  { slot: 'overview', inside: '#overview' },
  { slot: 'servers', inside: '#servers' },
  { slot: 'auth', inside: '#auth' },
  { slot: 'operations-top', inside: '#operations-top' },
  { slot: 'tag--pets', inside: 'section.tag' },
  { slot: 'get-/users/-userId-', inside: '[data-op-id="get-/users/{userId}"]' },
];

const children = SLOTS.map((s, i) => `<p data-i="${i}"${s.slot ? ` slot="${s.slot}"` : ''}>slotted ${s.slot || 'default'}</p>`).join('');

/** For each test child: the selector of the closest marked container of its slot, or null when it is not shown. */
async function placements(page: import('playwright-core').Page): Promise<Array<string | null>> {
  return page.evaluate((slots) => {
    const el = document.querySelector('spec-doc')!;
    return slots.map((s, i) => {
      const child = el.querySelector(`[data-i="${i}"]`) as HTMLElement;
      const slot = child.assignedSlot;
      if (!slot) return 'unassigned';
      if (!s.inside) return null;
      return slot.closest(s.inside) ? s.inside : `elsewhere (${slot.parentElement?.tagName})`;
    });
  }, SLOTS);
}

describe('slots', () => {
  it('every slot appears in its place in read mode', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { children });
    try {
      expect(await placements(page)).toEqual(SLOTS.map((s) => s.inside));
      // fixed-header sits above the header.
      const order = await page.evaluate(() => {
        const root = document.querySelector('spec-doc')!.shadowRoot!;
        const fixed = root.querySelector('slot[name="fixed-header"]')!;
        return !!(fixed.compareDocumentPosition(root.querySelector('header')!) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(order).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('in view mode too, except nav-logo (read mode only)', async () => {
    const { page } = await mountReading(browser(), staticUrl, { children, attrs: { 'render-style': 'view', 'x-none': '' } });
    try {
      await page.getByRole('button', { name: 'Expand all' }).click();
      const got = await placements(page);
      expect(got).toEqual(SLOTS.map((s) => (s.slot === 'nav-logo' ? 'unassigned' : s.inside)));
    } finally {
      await page.context().close();
    }
  });

  it('in focused mode: overview slots on the home view, tag and operation slots with their views', async () => {
    const { page } = await mountReading(browser(), staticUrl, { children, attrs: { 'render-style': 'focused' } });
    try {
      const home = await placements(page);
      for (const s of ['overview', 'servers', 'auth', 'operations-top', 'header', 'logo', 'footer', '']) expect(home[SLOTS.findIndex((x) => x.slot === s)]).not.toBe('unassigned');
      await page.locator('spec-doc nav a[data-nav-id="get-/users/{userId}"]').click();
      const onOp = await placements(page);
      expect(onOp[SLOTS.findIndex((x) => x.slot === 'get-/users/-userId-')]).toBe('[data-op-id="get-/users/{userId}"]');
      expect(onOp[SLOTS.findIndex((x) => x.slot === 'overview')]).toBe('unassigned');
    } finally {
      await page.context().close();
    }
  });
});

describe('header', () => {
  it('heading-text, the URL box and the file picker behind "Open another description"; show-header="false" hides the header', async () => {
    const a = await mountReading(browser(), staticUrl, { attrs: { 'heading-text': 'My API docs' } });
    try {
      expect(await a.page.locator('spec-doc header .title').textContent()).toBe('My API docs');
      expect(await a.page.getByRole('textbox', { name: 'Description URL' }).count()).toBe(0);
      await a.page.getByRole('button', { name: 'Open another description' }).click();
      expect(await a.page.getByRole('textbox', { name: 'Description URL' }).count()).toBe(1);
      await a.page.locator('spec-doc input[type=file]').setInputFiles('test/fixtures/auth-demo.yaml');
      await a.page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('h1')?.textContent.includes('Authentication Demo'));
    } finally {
      await a.page.context().close();
    }
    const b = await mountReading(browser(), staticUrl, { attrs: { 'show-header': 'false' } });
    try {
      expect(await b.page.locator('spec-doc header').count()).toBe(0);
    } finally {
      await b.page.context().close();
    }
    const c = await mountReading(browser(), staticUrl, { attrs: { 'allow-spec-url-load': 'false', 'allow-spec-file-load': 'false' } });
    try {
      expect(await c.page.locator('spec-doc header input').count()).toBe(0);
      expect(await c.page.getByRole('button', { name: 'Open another description' }).count()).toBe(0);
    } finally {
      await c.page.context().close();
    }
  });

  it('allow-spec-file-download offers the description as JSON, as YAML, and in a new tab', async () => {
    const none = await mountReading(browser(), staticUrl);
    try {
      expect(await none.page.getByRole('button', { name: 'Download JSON' }).count()).toBe(0);
    } finally {
      await none.page.context().close();
    }
    const { page, errors } = await mountReading(browser(), staticUrl, { attrs: { 'allow-spec-file-download': 'true' } });
    try {
      const original = parseYaml(await readFile('test/fixtures/reading.yaml', 'utf8'));
      const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
      expect(json.suggestedFilename()).toBe('Reading-Fixture.json');
      expect(JSON.parse(await readFile(await json.path(), 'utf8'))).toEqual(original);
      const [yaml] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download YAML' }).click()]);
      expect(yaml.suggestedFilename()).toBe('Reading-Fixture.yaml');
      expect(parseYaml(await readFile(await yaml.path(), 'utf8'))).toEqual(original);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open in new tab' }).click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toMatch(/^blob:/);
      expect(JSON.parse((await tab.locator('body').textContent())!)).toEqual(original);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('anchors', () => {
  it('#overview, #servers, #auth and #operations-top are in the shadow root in read mode', async () => {
    const { page } = await mountReading(browser(), staticUrl);
    try {
      for (const id of ['overview', 'servers', 'auth', 'operations-top']) expect(await page.locator(`spec-doc #${id}`).count()).toBe(1);
      expect(await waitInView(page, 'overview')).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
