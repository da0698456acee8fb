import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { errorsBesideDescriptionImages, useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { specsDir } from '../support/spec-index.js';

// On a phone (390 × 844) an operation reads top to bottom: its heading, then what it takes
// (description, parameters, the request body's fields, the responses), then the examples
// (the request example's code card, the response examples, the console). Code never comes
// before the fields, in any render style or layout.

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** The parts measured, in reading order; the examples after all the fields. */
const FIELDS = ['heading', 'description', 'parameters', 'body', 'responses'] as const;
const EXAMPLES = ['code', 'responseExamples', 'console'] as const;
type Part = (typeof FIELDS)[number] | (typeof EXAMPLES)[number];
type Boxes = Partial<Record<Part, { top: number; bottom: number }>>;

/** Where each part of an operation's section is (parts it does not have are left out). */
function boxes(page: Page, opId: string): Promise<Boxes> {
  return page.evaluate((id) => {
    const sec = document.querySelector('spec-doc')!.shadowRoot!.querySelector(`[data-op-id="${id}"]`)!;
    const selectors: Record<string, string> = {
      heading: 'h3.op-title',
      description: '.op-main .op-description',
      parameters: '.op-main .parameters',
      body: '.op-main .request-body spec-doc-media-type',
      responses: '.op-main .responses',
      code: '.op-aside .code-samples',
      responseExamples: '.op-aside .response-examples',
      console: '.op-aside .try-inputs:not([hidden])',
    };
    const out: Record<string, { top: number; bottom: number }> = {};
    for (const [part, selector] of Object.entries(selectors)) {
      const el = sec.querySelector(selector);
      const r = el?.getBoundingClientRect();
      if (r && r.height > 0) out[part] = { top: Math.round(r.top), bottom: Math.round(r.bottom) };
    }
    return out;
  }, opId);
}

/** How far the page or main scrolls sideways (0 when nothing sticks out). */
function sidewaysBy(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('spec-doc')!.shadowRoot!.querySelector('main')!;
    return Math.max(document.scrollingElement!.scrollWidth - window.innerWidth, main.scrollWidth - main.clientWidth);
  });
}

/** Goes to the operation, opens it where the style closes it, opens its console, and waits for its examples. */
async function show(page: Page, opId: string, style: string): Promise<void> {
  expect(await page.evaluate((id) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(id), opId)).toBe(true);
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  if (style === 'view') {
    const toggle = op.locator('button.op-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await op.locator('.op-aside .code-samples pre code').waitFor();
  await op.locator('.op-aside .response-examples pre code').waitFor();
  const opener = op.getByRole('button', { name: 'Try it', exact: true });
  if (await opener.isVisible()) await opener.click();
  await op.locator('.op-aside .try-inputs:not([hidden])').waitFor();
}

const museum = specsDir() ? '/specs/redoc/museum.yaml' : undefined;

describe.runIf(museum)('on a phone, an operation reads heading, fields, then examples', () => {
  // POST /special-events: a body and responses; PATCH /special-events/{eventId}: a description and a path parameter besides.
  const OPERATIONS: [string, Part[]][] = [
    ['post-/special-events', ['heading', 'body', 'responses', 'code', 'responseExamples', 'console']],
    ['patch-/special-events/{eventId}', ['heading', 'description', 'parameters', 'body', 'responses', 'code', 'responseExamples', 'console']],
  ];
  for (const style of ['read', 'view', 'focused'])
    it(`${style}: in the column and row layouts, the code card and the examples come after every field, and nothing scrolls sideways`, { timeout: 90_000 }, async () => {
      const opened = await mountReading(browser(), staticUrl, { spec: museum!, attrs: { 'render-style': style, 'match-paths': 'special-events' }, width: PHONE.width });
      const { page } = opened;
      try {
        expect(opened.loaded).toBe(true);
        await page.setViewportSize(PHONE);
        for (const layout of ['column', 'row']) {
          await page.evaluate((l) => document.querySelector('spec-doc')!.setAttribute('layout', l), layout);
          for (const [opId, parts] of OPERATIONS) {
            await show(page, opId, style);
            const b = await boxes(page, opId);
            const where = `${style}, ${layout}, ${opId}`;
            expect(Object.keys(b).sort(), where).toEqual([...parts].sort());
            // The fields in reading order, one under the other.
            const fields = FIELDS.filter((p) => b[p]);
            for (let i = 1; i < fields.length; i++) expect(b[fields[i]!]!.top, `${where}: ${fields[i]!} under ${fields[i - 1]!}`).toBeGreaterThanOrEqual(b[fields[i - 1]!]!.bottom - 1);
            // Every example below the last field.
            const lastField = Math.max(...fields.map((p) => b[p]!.bottom));
            for (const p of EXAMPLES.filter((x) => b[x])) expect(b[p]!.top, `${where}: ${p} after the fields`).toBeGreaterThanOrEqual(lastField - 1);
            expect(await sidewaysBy(page), where).toBe(0);
          }
        }
        // The widest phone, layout row: the examples column is wide enough for the row layout's two panels, which stay stacked.
        await page.setViewportSize({ width: 768, height: PHONE.height });
        const [lastOp] = OPERATIONS[OPERATIONS.length - 1]!;
        const panels = await page.locator(`spec-doc [data-op-id="${lastOp}"] .try-panels`).evaluate((el) => {
          const [request, response] = [el.querySelector('.try-request-panel')!, el.querySelector('.try-response-panel')!].map((p) => p.getBoundingClientRect());
          return { stacked: response!.top >= request!.bottom - 1, columnWide: el.getBoundingClientRect().width };
        });
        expect(panels.columnWide).toBeGreaterThan(600);
        expect(panels.stacked).toBe(true);
        expect(errorsBesideDescriptionImages(opened)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
});
