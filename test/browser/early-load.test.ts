// Loading starts when the bundle runs (src/element/early-load.ts): for a <spec-doc spec-url> that
// is in the page's HTML, the description's fetch and the worker start before the element is
// defined; the page streams the bytes to the worker and keeps them for the description object the
// events hand out. These tests use a page that has the element before the bundle runs, as a page
// whose HTML holds it does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

interface EarlyResult {
  events: Array<{ type: string; title?: string; paths?: number; message?: string }>;
  marks: Record<string, number>;
  requests: string[];
  errors: string[];
  shown: string;
}

/** Opens the early page for `specUrl` and returns once the element has reported a load or a failure. */
async function openEarly(specUrl: string): Promise<EarlyResult> {
  const context = await browser().newContext();
  try {
    const page = await context.newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => errors.push(e.message));
    // (test/fixtures/early.html adds the element before its module script, as the HTML itself
    // would; page.route is not used: Playwright's interception changes how a broken download fails.)
    await page.goto(`${staticUrl}/test/fixtures/early.html?spec=${encodeURIComponent(specUrl)}`);
    await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length > 0, null, { timeout: 15_000 });
    return await page
      .evaluate(() => {
        const marks: Record<string, number> = {};
        for (const m of performance.getEntriesByType('mark')) if (m.name.startsWith('spec-doc:') && !(m.name in marks)) marks[m.name] = m.startTime;
        const root = document.querySelector('spec-doc')!.shadowRoot!;
        return {
          events: (window as unknown as { events: EarlyResult['events'] }).events,
          marks,
          requests: [],
          errors: [],
          shown: root.textContent,
        };
      })
      .then((r) => ({ ...r, requests, errors }));
  } finally {
    await context.close();
  }
}

it('fetches the description of an element in the HTML before the element is defined, once, and renders it', async () => {
  const spec = `${staticUrl}/specs/oai-learn/v2.0-uber.json`;
  const r = await openEarly('/specs/oai-learn/v2.0-uber.json');
  expect(r.errors).toEqual([]);
  expect(r.events).toEqual([{ type: 'spec-loaded', title: 'Uber API', paths: 5 }]);
  expect(r.requests.filter((u) => u === spec)).toHaveLength(1);
  const m = (name: string): number => r.marks[`spec-doc:${name}`] ?? NaN;
  // Started when the bundle ran, before customElements.define; the worker was started then too,
  // so it ran its script no later than the element's own load began.
  expect(m('fetch')).toBeLessThan(m('defined'));
  expect(m('fetch')).toBeLessThan(m('load'));
  expect(m('fetched')).toBeLessThan(m('rendered'));
  expect(r.shown).toContain('/products');
});

it('hands spec-loaded the fetched JSON itself, without asking the worker for its text (the page kept the bytes)', async () => {
  // Stripe's JSON is not converted or bundled: its text is the bytes the page fetched.
  const r = await openEarly('/specs/stripe/spec3.json');
  expect(r.errors).toEqual([]);
  expect(r.events).toEqual([{ type: 'spec-loaded', title: 'Stripe API', paths: expect.any(Number) as number }]);
  expect(r.events[0]!.paths).toBeGreaterThan(300);
  // No round trip for the text: the json mark follows the outline at once.
  expect(r.marks['spec-doc:json']! - r.marks['spec-doc:outline']!).toBeLessThan(2);
});

it('reports a description that is not there, fetched early, in the element and in spec-load-error', async () => {
  const r = await openEarly('/specs/no-such-file.json');
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
  const r = await openEarly(brokenUrl);
  expect(r.errors).toEqual([]);
  expect(r.events).toEqual([{ type: 'spec-load-error', message: expect.stringMatching(/^Network error loading .*cut\.json.*the download broke off/) as string }]);
  expect(r.shown).toMatch(/the download broke off/);
});
