// A schema of hundreds of properties is built over several frames (80 rows a frame), so that
// rendering a large operation body (Stripe's account: 383 properties) never blocks the page for
// long; print builds every row at once.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, withPage } from '../support/browser.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const COUNT = 250;

const properties = Object.fromEntries(Array.from({ length: COUNT }, (_, i) => [`field${i}`, { type: 'string', description: `Property **${i}**.` }]));
const spec = {
  openapi: '3.1.0',
  info: { title: 'Wide', version: '1' },
  paths: { '/things': { get: { operationId: 'getThings', responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties } } } } } } } },
};

/**
 * Mounts the element, loads `spec` and counts the operation's property rows at each animation
 * frame from the first that shows any until all are there (or 10 s); with `print`, dispatches
 * beforeprint at that first frame and counts again once the trees have updated.
 */
function rowCountsByFrame([description, print]: readonly [unknown, boolean]): Promise<{ counts: number[]; afterPrint?: number; names: string[] }> {
  return (async () => {
    await customElements.whenDefined('spec-doc');
    const el = document.createElement('spec-doc') as HTMLElement & { loadSpec(x: unknown): Promise<unknown> };
    el.style.height = '100vh';
    el.setAttribute('render-style', 'read');
    el.setAttribute('load-fonts', 'false');
    document.body.append(el);
    void el.loadSpec(description);
    const root = el.shadowRoot!;
    const rows = (): number => root.querySelectorAll('[data-op-id="get-/things"] li.prop').length;
    const counts: number[] = [];
    let afterPrint: number | undefined;
    const until = performance.now() + 10_000;
    while (performance.now() < until) {
      const n = rows();
      if (n > 0) {
        counts.push(n);
        if (print && afterPrint === undefined) {
          window.dispatchEvent(new Event('beforeprint'));
          // The trees' updates run as microtasks: before any frame or timer could add rows.
          await Promise.all(Array.from(root.querySelectorAll('spec-doc-schema'), (t) => (t as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete));
          afterPrint = rows();
          break;
        }
        if (n >= 250) break;
      }
      await new Promise((r) => requestAnimationFrame(r));
    }
    const names = Array.from(root.querySelectorAll('[data-op-id="get-/things"] li.prop .prop-name'), (e) => e.textContent.trim());
    return { counts, names, ...(afterPrint === undefined ? {} : { afterPrint }) };
  })();
}

describe('a schema of many properties', () => {
  it('is built 80 rows a frame, in order, until every property is shown', async () => {
    await withPage(browser(), `${staticUrl}/test/fixtures/blank.html`, async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const { counts, names } = await page.evaluate(rowCountsByFrame, [spec, false] as const);
      expect(counts[0]).toBeLessThanOrEqual(80);
      expect(counts.at(-1)).toBe(COUNT);
      expect(counts.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]!);
      expect(names).toEqual(Object.keys(properties));
    });
  });

  it('is built whole at once for print', async () => {
    await withPage(browser(), `${staticUrl}/test/fixtures/blank.html`, async (page) => {
      const { counts, afterPrint } = await page.evaluate(rowCountsByFrame, [spec, true] as const);
      expect(counts[0]).toBeLessThanOrEqual(80);
      expect(afterPrint).toBe(COUNT);
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    });
  });
});
