// A description from spec-url is downloaded by the worker. When the page holds the element
// before the bundle runs (test/fixtures/element-first.html), as a page whose HTML holds it does,
// the worker and its download start when the bundle starts (src/element/early-worker.ts): from
// dist/spec-doc.js's boot, before the element's chunk is even requested, or, in the module
// bundlers import, when the chunk starts. The element's load takes that download. When the description is JSON that needed no conversion,
// bundling or overlay, the worker sends the bytes back with the outline and the object the events
// hand out is decoded from them, without asking the worker for its text. A download that breaks
// off says so.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadDescription } from '../../src/core/load/load-description.js';
import { DescriptionModel } from '../../src/core/model/description-model.js';
import { useBrowser } from '../support/browser.js';
import { specsDir } from '../support/spec-index.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

interface EarlyResult {
  events: Array<{ type: string; title?: string; paths?: number; message?: string }>;
  marks: Record<string, number>;
  requests: string[];
  errors: string[];
  shown: string;
  beforeRenderJson?: string | undefined;
  /** When the page asked for the element's chunk (resource timing, ms from navigation start). */
  chunkRequested: number;
  workers: number;
}

/** What a page reported while a test ran: its errors, requests, and the workers it started and ended (by script URL). */
interface Seen {
  page: Page;
  errors: string[];
  requests: string[];
  workers: string[];
  closed: string[];
}

/** Runs `test` on a page of a fresh browser context, closed after it. */
async function withPage<T>(test: (seen: Seen) => Promise<T>): Promise<T> {
  const context = await browser().newContext();
  try {
    const page = await context.newPage();
    const seen: Seen = { page, errors: [], requests: [], workers: [], closed: [] };
    page.on('request', (r) => seen.requests.push(r.url()));
    page.on('pageerror', (e) => seen.errors.push(e.message));
    page.on('worker', (w) => {
      seen.workers.push(w.url());
      w.on('close', () => seen.closed.push(w.url()));
    });
    return await test(seen);
  } finally {
    await context.close();
  }
}

/** Opens the page for `specUrl` and returns once the element has reported a load or a failure. */
function openPageWith(specUrl: string, query = '', waitForMark?: string): Promise<EarlyResult> {
  return withPage(async ({ page, requests, errors, workers }) => {
    // (page.route is not used: Playwright's interception changes how a broken download fails.)
    await page.goto(`${staticUrl}/test/fixtures/element-first.html?spec=${encodeURIComponent(specUrl)}${query}`);
    await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length > 0, null, { timeout: 15_000 });
    if (waitForMark) await page.waitForFunction((name) => performance.getEntriesByName(`spec-doc:${name}`).length > 0, waitForMark, { timeout: 15_000 });
    const r = await page.evaluate(() => {
      const marks: Record<string, number> = {};
      for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('spec-doc:') && !(m.name in marks)) marks[m.name] = m.startTime;
      const root = document.querySelector('spec-doc')!.shadowRoot!;
      return {
        events: (window as unknown as { events: EarlyResult['events'] }).events,
        marks,
        shown: root.textContent,
        beforeRenderJson: (window as unknown as { beforeRenderJson?: string }).beforeRenderJson,
        chunkRequested: performance.getEntriesByType('resource').find((e) => e.name.includes('/dist/chunks/'))?.startTime ?? NaN,
      };
    });
    return { ...r, requests, errors, workers: workers.length };
  });
}

it('fetches the description once and renders it; a converted one (Swagger 2.0) comes with the worker’s text', async () => {
  const spec = `${staticUrl}/specs/oai-learn/v2.0-uber.json`;
  const r = await openPageWith('/specs/oai-learn/v2.0-uber.json');
  expect(r.errors).toEqual([]);
  expect(r.events).toEqual([{ type: 'spec-loaded', title: 'Uber API', paths: 5 }]);
  expect(r.requests.filter((u) => u === spec)).toHaveLength(1);
  expect(r.shown).toContain('/products');
  // The worker was asked for the description before the element was defined, and its download
  // began before the element's load reached it: the load took the prefetched download.
  expectInOrder(r.marks, ['module', 'fetch', 'defined', 'load']);
  // (A small file may be in before the load reaches the worker: its bytes wait for it.)
  expectInOrder(r.marks, ['download', 'worker-load', 'parsing']);
  expectInOrder(r.marks, ['download', 'fetched', 'parsing']);
  // dist/spec-doc.js's boot started the worker before the page asked for the element's chunk, and
  // the chunk took that worker rather than starting a second one.
  expect(r.marks['spec-doc:fetch']).toBeLessThan(r.chunkRequested);
  expect(r.workers).toBe(1);
});

it('starts the worker from the element’s chunk in the module bundlers import (dist/spec-doc-module.js, no boot)', async () => {
  const r = await openPageWith('/specs/oai-learn/v2.0-uber.json', '&module=1');
  expect(r.errors).toEqual([]);
  expect(r.events).toEqual([{ type: 'spec-loaded', title: 'Uber API', paths: 5 }]);
  expect(r.requests.filter((u) => u === `${staticUrl}/specs/oai-learn/v2.0-uber.json`)).toHaveLength(1);
  expect(r.marks['spec-doc:module']).toBeGreaterThan(r.chunkRequested);
  expectInOrder(r.marks, ['module', 'fetch', 'defined', 'load']);
  // (A small file may be in before the load reaches the worker: its bytes wait for it.)
  expectInOrder(r.marks, ['download', 'worker-load', 'parsing']);
  expectInOrder(r.marks, ['download', 'fetched', 'parsing']);
  expect(r.workers).toBe(1);
});

for (const [name, query] of [
  ['dist/spec-doc.js', ''],
  ['dist/spec-doc-module.js', '&module=1'],
] as const) {
  it(`renders the element first in a task after the one that evaluates the bundle and upgrades it, with the early worker taken (${name})`, () =>
    withPage(async ({ page, requests, workers, closed, errors }) => {
      const spec = '/specs/oai-learn/v2.0-uber.json';
      await page.goto(`${staticUrl}/test/fixtures/element-first.html?spec=${encodeURIComponent(spec)}${query}&probe=1`);
      await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length > 0, null, { timeout: 15_000 });
      const probe = await page.evaluate(() => (window as unknown as { probe: unknown }).probe);
      // The bundle's task upgraded the element but did not connect or render it: each came in a task of its own.
      expect(probe).toEqual({ upgraded: true, renderedAtImport: false, connectedAtImport: false, renderedAfter: true });
      // The element took the worker the bundle started while connecting, though it loads only after that first render.
      expect(workers).toHaveLength(1);
      // Each chunk once: the boot's preload of the element's chunk is the one its import uses.
      const chunks = requests.filter((u) => u.includes('/dist/chunks/'));
      expect(chunks.length).toBeGreaterThanOrEqual(2);
      expect(new Set(chunks).size).toBe(chunks.length);
      expect(closed).toEqual([]);
      expect(requests.filter((u) => u === `${staticUrl}${spec}`)).toHaveLength(1);
      expect(errors).toEqual([]);
    }));
}

it('evaluates the libraries’ chunk and the element’s in tasks of their own (dist/spec-doc.js), asking for both at once', () =>
  withPage(async ({ page, requests, errors }) => {
    const dist = path.join(path.dirname(new URL(import.meta.url).pathname), '../../dist');
    const chunkOf = (facade: string, pattern: RegExp): string => pattern.exec(readFileSync(path.join(dist, facade), 'utf8'))![1]!;
    const libs = chunkOf('spec-doc-libs.js', /from"\.\/(chunks\/[^"]+)"/);
    const element = chunkOf('spec-doc-module.js', /from"\.\/(chunks\/[^"]+)"/);
    expect(libs).not.toBe(element);
    // Each chunk says when it ran; the libraries' chunk also posts a message as it ends, which
    // runs in the next task: before the element's chunk only when that chunk runs in a later task.
    const note = (name: string, post: boolean): string =>
      `;(globalThis.order??=[]).push(${JSON.stringify(name)});` + (post ? 'const c=new MessageChannel;c.port1.onmessage=()=>globalThis.order.push("next task");c.port2.postMessage(0);' : '');
    const times = new Map<string, number>();
    for (const [chunk, name] of [
      [libs, 'libraries'],
      [element, 'element'],
    ] as const) {
      await page.route(`${staticUrl}/dist/${chunk}`, async (route) => {
        times.set(name, Date.now());
        // The libraries' chunk comes late: the element's is asked for meanwhile, not after it has run.
        if (name === 'libraries') await new Promise((r) => setTimeout(r, 300));
        const body = readFileSync(path.join(dist, chunk), 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, '');
        await route.fulfill({ contentType: 'text/javascript', body: body + note(name, name === 'libraries') });
      });
    }
    const spec = '/specs/oai-learn/v2.0-uber.json';
    await page.goto(`${staticUrl}/test/fixtures/element-first.html?spec=${encodeURIComponent(spec)}`);
    await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length > 0, null, { timeout: 15_000 });
    expect(await page.evaluate(() => (globalThis as unknown as { order: string[] }).order)).toEqual(['libraries', 'next task', 'element']);
    // The element's chunk was asked for (its preload) while the libraries' was still coming.
    expect(times.size).toBe(2);
    expect(times.get('element')! - times.get('libraries')!).toBeLessThan(300);
    expect(requests.filter((u) => u === `${staticUrl}/dist/${element}`)).toHaveLength(1);
    expect(errors).toEqual([]);
  }));

it('an element taken out of the page before its connection came lets the early worker go, and loads when it is put back', () =>
  withPage(async ({ page, requests, workers, closed, errors }) => {
    const spec = '/specs/oai-learn/v2.0-uber.json';
    await page.goto(`${staticUrl}/test/fixtures/element-first.html?spec=${encodeURIComponent(spec)}&probe=1&remove=1`);
    await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length > 0, null, { timeout: 15_000 });
    const probe = await page.evaluate(() => (window as unknown as { probe: unknown }).probe);
    // Out of the page, it was never connected; back in, it connected, rendered and loaded.
    expect(probe).toEqual({ upgraded: true, renderedAtImport: false, connectedAtImport: false, connectedWhileOut: false, renderedAfter: true });
    expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events)).toEqual([{ type: 'spec-loaded', title: 'Uber API', paths: 5 }]);
    // The worker it took as the bundle ran was ended when it left; a new one loaded it. (Playwright
    // reports a worker over the DevTools connection, which on a loaded machine can come after the
    // page's own event: polled.)
    await expect.poll(() => workers.length).toBe(2);
    await expect.poll(() => closed).toEqual([workers[0]]);
    expect(requests.filter((u) => u === `${staticUrl}${spec}`).length).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
  }));

/** Asserts every name has a mark and their times never go backwards in the order given. */
function expectInOrder(marks: Record<string, number>, names: string[]): void {
  const times = names.map((n) => marks[`spec-doc:${n}`] ?? NaN);
  for (let i = 1; i < times.length; i++) {
    expect(times[i], `${names[i - 1]} (${times[i - 1]} ms) → ${names[i]} (${times[i]} ms)`).toBeGreaterThanOrEqual(times[i - 1]!);
  }
}

it('hands spec-loaded the fetched JSON itself, without asking the worker for its text (the bytes came back with the outline)', async () => {
  // Stripe's JSON is not converted or bundled: its text is the bytes the page fetched.
  const r = await openPageWith('/specs/stripe/spec3.json');
  expect(r.errors).toEqual([]);
  expect(r.events).toEqual([{ type: 'spec-loaded', title: 'Stripe API', paths: expect.any(Number) as number }]);
  expect(r.events[0]!.paths).toBeGreaterThan(300);
  // No round trip for the text: the json mark follows the outline at once. (Asking the worker
  // would take it tens of milliseconds to write 5 MB of text, and the copy back; between the two
  // marks the page only places the worker's marks, well under a millisecond, but a garbage
  // collection may land there on a loaded machine, so the bound leaves room for one.)
  expect(r.marks['spec-doc:json']! - r.marks['spec-doc:outline']!).toBeLessThan(20);
  expect(r.requests.filter((u) => u.endsWith('/specs/stripe/spec3.json'))).toHaveLength(1);
});

it('a Swagger 2.0 description: before-render reads the converted description at once, the same text the worker makes, without waiting for it', async () => {
  const file = 'kubernetes/swagger-v1.36.json';
  // The worker converts once the first screen is painted, and its text comes after that.
  const r = await openPageWith(`/specs/${file}`, '&before=1', 'json-text');
  expect(r.errors).toEqual([]);
  expect(r.events).toEqual([{ type: 'spec-loaded', title: 'Kubernetes', paths: expect.any(Number) as number }]);
  // The worker's own conversion, as the worker makes its text (DescriptionModel.json), in Node.
  const text = readFileSync(path.join(specsDir()!, file), 'utf8');
  const loaded = await loadDescription({ kind: 'text', text, url: `${staticUrl}/specs/${file}` }, () => Promise.reject(new Error('no fetch')));
  expect(r.beforeRenderJson).toBe(new DescriptionModel(loaded, {}).json());
  // The page went on before the worker's text came (it came afterwards, in the background).
  expectInOrder(r.marks, ['outline', 'json', 'json-text']);
  expect(r.requests.filter((u) => u.endsWith(`/specs/${file}`))).toHaveLength(1);
});

it('starts no early worker when the tag is registered already (another copy of the bundle): none of its elements would take it', () =>
  withPage(async ({ page, requests, workers, errors }) => {
    await page.goto(`${staticUrl}/test/fixtures/element-first.html?spec=${encodeURIComponent('/specs/stripe/spec3.json')}&taken=1`);
    // The bundle has run: its module mark is on the timeline.
    await page.waitForFunction(() => performance.getEntriesByName('spec-doc:module').length > 0, null, { timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
    // No worker asked for the description (early-worker.ts marks `fetch` when it starts one), none seen, nothing downloaded.
    expect(await page.evaluate(() => performance.getEntriesByName('spec-doc:fetch').length)).toBe(0);
    expect(workers).toEqual([]);
    expect(requests.filter((u) => u.endsWith('/specs/stripe/spec3.json'))).toEqual([]);
  }));

it('ends the early worker when no element takes it (the element left the page before its code arrived)', () =>
  withPage(async ({ page, workers, closed, errors }) => {
    // The element's chunk is held back until the element is gone: the boot has started the worker by then.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${staticUrl}/test/fixtures/element-first.html?spec=${encodeURIComponent('/specs/oai-learn/v2.0-uber.json')}`);
    await page.waitForFunction(() => performance.getEntriesByName('spec-doc:fetch').length > 0, null, { timeout: 15_000 });
    // The mark follows `new Worker()` at once; Playwright hears of the worker when its thread has
    // started, which under load came after the check (one CI run: none yet).
    await expect.poll(() => workers.length, { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => document.querySelector('spec-doc')!.remove());
    release();
    // The chunk ran (it registered the element), took the boot's worker, and ended it after its first task.
    await page.waitForFunction(() => customElements.get('spec-doc') !== undefined, null, { timeout: 15_000 });
    await expect.poll(() => closed, { timeout: 5_000 }).toEqual(workers);
    expect(errors).toEqual([]);
  }));

it('ends the early worker when the element’s chunk fails to load (nothing would ever take it)', () =>
  withPage(async ({ page, workers, closed, errors }) => {
    // The chunk fails once the boot's worker is up (so that its start and its end can both be seen).
    const started = page.waitForEvent('worker');
    await page.route('**/dist/chunks/**', async (route) => {
      await started;
      await route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto(`${staticUrl}/test/fixtures/element-first.html?spec=${encodeURIComponent('/specs/oai-learn/v2.0-uber.json')}`);
    // The boot started the worker, and the failed import is the page's error, as it was before.
    await expect.poll(() => errors, { timeout: 15_000 }).toHaveLength(1);
    expect(errors[0]).toMatch(/dynamically imported module/i);
    expect(workers).toHaveLength(1);
    await expect.poll(() => closed, { timeout: 5_000 }).toEqual(workers);
    // The handover global is gone with it.
    expect(await page.evaluate(() => Symbol.for('spec-doc.early-worker') in globalThis)).toBe(false);
  }));

it('reports a description that is not there in the element and in spec-load-error', async () => {
  const r = await openPageWith('/specs/no-such-file.json');
  expect(r.errors).toEqual([]);
  expect(r.events).toEqual([{ type: 'spec-load-error', message: expect.stringMatching(/^HTTP 404\b.*no-such-file\.json/) as string }]);
  expect(r.shown).toMatch(/HTTP 404/);
});

let broken: Server;
let brokenUrl = '';

beforeAll(async () => {
  // Sends the headers and the start of a JSON document, then drops the connection.
  broken = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000', 'access-control-allow-origin': '*' });
    res.write('{"openapi":"3.1.0","info":{"title":"cut","version":"1"},"paths":{' + ' '.repeat(60_000));
    setTimeout(() => res.socket?.destroy(), 500);
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/cut.json`;
});

afterAll(() => new Promise<void>((resolve) => broken.close(() => resolve())));

it('reports a download that breaks off part way as a network error, not a syntax error', async () => {
  const r = await openPageWith(brokenUrl);
  expect(r.errors).toEqual([]);
  expect(r.events).toEqual([{ type: 'spec-load-error', message: expect.stringMatching(/^Network error loading .*cut\.json.*the download broke off/) as string }]);
  expect(r.shown).toMatch(/the download broke off/);
});
