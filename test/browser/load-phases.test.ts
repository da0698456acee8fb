// The load-phase marks (src/worker/marks.ts) that `npm run bench` breaks a load down by: a page
// that loads a description has them on its own timeline, the worker's included, in the order the
// phases run. If a mark disappears or the worker's stop being placed on the page's clock, the
// bench's breakdown goes silently blank or wrong; this test fails instead.
import { expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';
import { mountSpecDoc } from '../support/spec-doc-page.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** The spec-doc marks on the page's timeline: name → time of its first occurrence (ms). */
async function loadMarks(spec: string): Promise<{ marks: Record<string, number>; opBoxAfterRendered: boolean }> {
  const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
  try {
    const result = await mountSpecDoc(page, `${staticUrl}/test/fixtures/${spec}`);
    expect(result.ok, result.message).toBe(true);
    expect(errors).toEqual([]);
    return await page.evaluate(() => {
      const marks: Record<string, number> = {};
      for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('spec-doc:') && !(m.name in marks)) marks[m.name] = m.startTime;
      const op = document.querySelector('spec-doc')?.shadowRoot?.querySelector('[data-op-id]');
      const box = op?.getBoundingClientRect();
      return { marks, opBoxAfterRendered: !!box && box.width > 0 && box.height > 0 };
    });
  } finally {
    await page.context().close();
  }
}

/** Asserts every name has a mark and their times never go backwards in the order given. */
function expectInOrder(marks: Record<string, number>, names: string[]): void {
  expect(Object.keys(marks)).toEqual(expect.arrayContaining(names.map((n) => `spec-doc:${n}`)));
  const times = names.map((n) => marks[`spec-doc:${n}`] ?? NaN);
  for (let i = 1; i < times.length; i++) {
    expect(times[i], `${names[i - 1]} (${times[i - 1]} ms) → ${names[i]} (${times[i]} ms)`).toBeGreaterThanOrEqual(times[i - 1]!);
  }
}

it('marks the phases of a load on the page, the worker’s placed on the page’s clock between the page’s own', async () => {
  const { marks, opBoxAfterRendered } = await loadMarks('reading.yaml');
  // The critical path, page and worker interleaved: the worker's marks land after the page asked
  // for the description and before the outline arrived there, which only holds if the clocks are
  // aligned. The worker downloads the description itself (download → fetched).
  expectInOrder(marks, ['module', 'defined', 'load', 'fetch', 'worker-load', 'download', 'fetched', 'parsing', 'model', 'send', 'outline', 'json', 'rendered', 'loaded']);
  // The worker's script ran after the page asked for a load (this element was added after the
  // bundle ran, so its worker starts then, and nothing was prefetched) and before it handled the request.
  expectInOrder(marks, ['load', 'worker-ready', 'worker-load']);
  expect(opBoxAfterRendered).toBe(true);
});

it('marks the conversion of a Swagger 2 description between its parse and its model', async () => {
  const { marks } = await loadMarks('swagger2-small.yaml');
  expectInOrder(marks, ['parsing', 'converting', 'model', 'send', 'outline']);
});

it('tells the worker when the first screen of a Swagger 2 description is painted, so that its held conversion goes on (and nothing for OpenAPI 3)', async () => {
  const posted = async (spec: string): Promise<{ painted: number[]; rendered: number }> => {
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      // Every message the page posts to a worker, by type, with its time.
      await page.evaluate(() => {
        const log: Array<[string, number]> = [];
        (window as unknown as { posted: typeof log }).posted = log;
        const post = Object.getOwnPropertyDescriptor(Worker.prototype, 'postMessage')!.value as (this: Worker, ...a: unknown[]) => void;
        Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
          log.push([String((message as { type?: unknown }).type), performance.now()]);
          post.call(this, message, ...rest);
        };
      });
      const result = await mountSpecDoc(page, `${staticUrl}/test/fixtures/${spec}`);
      expect(result.ok, result.message).toBe(true);
      // The message goes after the next frame: give it one.
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
      return await page.evaluate(() => ({
        painted: (window as unknown as { posted: Array<[string, number]> }).posted.filter(([t]) => t === 'painted').map(([, at]) => at),
        rendered: performance.getEntriesByName('spec-doc:rendered')[0]?.startTime ?? NaN,
      }));
    } finally {
      await page.context().close();
    }
  };
  const swagger2 = await posted('swagger2-small.yaml');
  expect(swagger2.painted).toHaveLength(1);
  expect(swagger2.painted[0]).toBeGreaterThan(swagger2.rendered);
  expect((await posted('reading.yaml')).painted).toEqual([]);
});
