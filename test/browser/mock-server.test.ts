// The in-browser mock server (issue 7, INTERFACE §2.8) seen from a host page: its own fetch and
// XMLHttpRequest calls (no library in between), the TRY console, and two elements on one page.
// Undescribed requests must reach the real echo server; described ones must not.

import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { makeJudge } from '../../src/core/examples/testing/ajv-judge.js';
import { loadDescription } from '../../src/core/load/load-description.js';
import type { JsonObject } from '../../src/core/types.js';
import { openPage, useBrowser, type OpenedPage } from '../support/browser.js';
import { fileTextFetcher } from '../support/file-fetcher.js';
import { fixturePath } from '../support/fixtures.mjs';
import { openConsole } from '../support/try-console.js';
import { startStaticServer } from '../servers/static-server.mjs';

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/mock.yaml';
/** server-url of the elements: described paths under it are mocked, the rest reach the echo server. */
const BASE = `${echoUrl}/mock`;

interface Echo {
  method: string;
  path: string;
}

// Test files run in parallel against one echo API: this file looks only at its own paths
// (/mock, /a, /b) received after clearReceived, and never clears the shared list.
let since = 0;
const OWN_PATHS = /^\/(mock|a|b)(\/|$)/;
async function all(): Promise<(Echo & { id: number })[]> {
  return (await (await fetch(`${echoUrl}/__echo/received`)).json()) as (Echo & { id: number })[];
}

async function received(): Promise<Echo[]> {
  return (await all()).filter((r) => r.id > since && OWN_PATHS.test(r.path));
}

async function clearReceived(): Promise<void> {
  since = Math.max(since, ...(await all()).map((r) => r.id));
}

/**
 * Opens the blank page, keeps the page's own fetch and XMLHttpRequest as `__original`, then
 * mounts <spec-doc> with the mock fixture (mock-server on unless `attrs` says otherwise) and
 * waits until the mock is active.
 */
async function mountMock(attrs: Record<string, string> = {}, id = 'a'): Promise<OpenedPage> {
  const opened = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
  opened.page.on('console', (m) => consoleLines(opened.page).push(`${m.type()}: ${m.text()}`));
  await opened.page.evaluate(() => {
    // Kept to compare identities later, never called.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    (window as unknown as { __original: unknown }).__original = { fetch: window.fetch, XHR: window.XMLHttpRequest };
  });
  await addElement(opened.page, { 'server-url': BASE, 'mock-server': 'true', ...attrs }, id);
  return opened;
}

const consoles = new WeakMap<Page, string[]>();
function consoleLines(page: Page): string[] {
  let list = consoles.get(page);
  if (!list) consoles.set(page, (list = []));
  return list;
}

/** Adds one more <spec-doc id=…> with the fixture and waits for its load (and its mock, when on). */
async function addElement(page: Page, attrs: Record<string, string>, id: string, spec = SPEC): Promise<void> {
  const ok = await page.evaluate(
    async ([spec, attrs, id]) => {
      await customElements.whenDefined('spec-doc');
      const el = document.createElement('spec-doc');
      el.id = id;
      el.style.height = '50vh';
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      const done = new Promise<boolean>((resolve) => {
        el.addEventListener('spec-loaded', () => resolve(true), { once: true });
        el.addEventListener('spec-load-error', () => resolve(false), { once: true });
      });
      document.body.append(el);
      el.setAttribute('spec-url', spec);
      return done;
    },
    [spec, attrs, id] as const,
  );
  expect(ok).toBe(true);
  if (attrs['mock-server'] === 'true') await waitMockActive(page, id, true);
}

/** Waits until the element's servers section shows (or no longer shows) the mock indicator. */
async function waitMockActive(page: Page, id: string, active: boolean): Promise<void> {
  const indicator = page.locator(`#${id} .mock-active`);
  await indicator.waitFor({ state: active ? 'visible' : 'detached', timeout: 15_000 });
}

interface FetchResult {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

/** The page's own fetch (whatever window.fetch is at call time). */
function pageFetch(page: Page, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<FetchResult> {
  return page.evaluate(
    async ([url, init]) => {
      const t0 = performance.now();
      const work = (async () => {
        const res = await fetch(url, init);
        const body = await res.text();
        const headers: Record<string, string> = {};
        res.headers.forEach((v, k) => (headers[k] = v));
        return { status: res.status, statusText: res.statusText, headers, body, ms: performance.now() - t0 };
      })();
      // A request that never settles fails here with its URL rather than as a test timeout.
      const stuck = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${init.method ?? 'GET'} ${url} did not settle within 10 s`)), 10_000));
      return Promise.race([work, stuck]);
    },
    [url, init] as const,
  );
}

let doc: JsonObject;
beforeAll(async () => {
  doc = (await loadDescription({ kind: 'url', url: pathToFileURL(fixturePath('mock.yaml')).href }, fileTextFetcher)).doc;
});

describe('mock server: matching', () => {
  it('answers described paths of the page’s own fetch; undescribed ones reach the real server untouched', async () => {
    await clearReceived();
    const { page, errors } = await mountMock();
    try {
      const me = await pageFetch(page, `${BASE}/users/me`);
      expect(me.status).toBe(200);
      expect(JSON.parse(me.body)).toEqual({ id: 0, name: 'Me' });
      expect(me.headers['x-spec-doc-mock']).toBe('GET /users/me');
      // The most specific template wins; a typed path parameter picks between templates.
      expect((await pageFetch(page, `${BASE}/users/7`)).headers['x-spec-doc-mock']).toBe('GET /users/{id}');
      expect(JSON.parse((await pageFetch(page, `${BASE}/orders/12/items`)).body)).toEqual(['order-item']);
      expect(JSON.parse((await pageFetch(page, `${BASE}/orders/abc/items`)).body)).toEqual(['collection-item']);
      // The description's relative server, resolved against the description's URL (this page's origin).
      expect((await pageFetch(page, '/rel/base/users/me')).headers['x-spec-doc-mock']).toBe('GET /users/me');
      expect(await received()).toEqual([]);
      // Not described: the echo server answers, and records it.
      const other = await pageFetch(page, `${BASE}/not/described?x=1`);
      expect(other.status).toBe(200);
      expect(other.headers['x-spec-doc-mock']).toBeUndefined();
      expect(JSON.parse(other.body)).toMatchObject({ method: 'GET', path: '/mock/not/described' });
      const wrongMethod = await pageFetch(page, `${BASE}/users/me`, { method: 'PUT', body: '{}' });
      expect(wrongMethod.headers['x-spec-doc-mock']).toBeUndefined();
      // (The PUT makes the browser send a CORS preflight of its own first: count the others.)
      const reached = (await received()).filter((r) => r.method !== 'OPTIONS');
      expect(reached.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /mock/not/described', 'PUT /mock/users/me']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

interface XhrRun {
  events: string[];
  status: number;
  statusText: string;
  readyStateAfter: number;
  response: unknown;
  allHeaders: string;
  contentType: string | null;
}

/**
 * An XMLHttpRequest from the page, recording every event (readystatechange with the state,
 * load events, upload events) in order; `abortAfter` ms calls abort() on it.
 */
function pageXhr(
  page: Page,
  url: string,
  options: { responseType?: XMLHttpRequestResponseType; method?: string; body?: string; headers?: Record<string, string>; abortAfter?: number } = {},
): Promise<XhrRun> {
  return page.evaluate(
    ([url, o]) =>
      new Promise<XhrRun>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        const events: string[] = [];
        xhr.onreadystatechange = () => events.push(`readystatechange:${xhr.readyState}`);
        for (const type of ['loadstart', 'progress', 'load', 'loadend', 'abort', 'error', 'timeout']) {
          xhr.addEventListener(type, () => events.push(type));
        }
        xhr.open(o.method ?? 'GET', url);
        if (o.responseType) xhr.responseType = o.responseType;
        for (const [k, v] of Object.entries(o.headers ?? {})) xhr.setRequestHeader(k, v);
        const finish = async (): Promise<void> => {
          const r: unknown = xhr.response;
          let response: unknown = r;
          if (r instanceof Blob) response = { blob: r.type, text: await r.text() };
          else if (r instanceof ArrayBuffer) response = { arrayBuffer: r.byteLength, text: new TextDecoder().decode(r) };
          resolve({
            events,
            status: xhr.status,
            statusText: xhr.statusText,
            readyStateAfter: xhr.readyState,
            response,
            allHeaders: xhr.getAllResponseHeaders(),
            contentType: xhr.getResponseHeader('content-type'),
          });
        };
        xhr.addEventListener('loadend', () => setTimeout(() => void finish().catch(reject), 50));
        // A request that never ends fails here with its URL rather than as a test timeout.
        setTimeout(() => reject(new Error(`XMLHttpRequest ${url} did not end within 10 s; events: ${events.join(', ')}`)), 10_000);
        xhr.send(o.body ?? null);
        if (o.abortAfter !== undefined) setTimeout(() => xhr.abort(), o.abortAfter);
      }),
    [url, options] as const,
  );
}

/** Consecutive repeats collapsed (browsers fire readystatechange:3 and progress a varying number of times). */
const collapse = (events: string[]): string[] => events.filter((e, i) => e !== events[i - 1]);

describe('mock server: XMLHttpRequest behaves like the real thing', () => {
  it('fires the same readyState sequence and events as a real request, and serves every responseType', async () => {
    const { page, errors } = await mountMock();
    try {
      const real = await pageXhr(page, `${BASE}/not/described`, { responseType: 'json' });
      const mocked = await pageXhr(page, `${BASE}/users/me`, { responseType: 'json' });
      expect(real.status).toBe(200);
      expect(collapse(mocked.events)).toEqual(collapse(real.events));
      expect(collapse(mocked.events)).toEqual(['readystatechange:1', 'loadstart', 'readystatechange:2', 'readystatechange:3', 'progress', 'readystatechange:4', 'load', 'loadend']);
      expect(mocked).toMatchObject({ status: 200, statusText: 'OK', readyStateAfter: 4, response: { id: 0, name: 'Me' }, contentType: 'application/json' });
      expect(mocked.allHeaders).toMatch(/^content-type: application\/json$/im);
      expect(mocked.allHeaders).toMatch(/^x-spec-doc-mock: GET \/users\/me$/im);

      const text = await pageXhr(page, `${BASE}/users/me`, { responseType: 'text' });
      expect(JSON.parse(text.response as string)).toEqual({ id: 0, name: 'Me' });
      const plain = await pageXhr(page, `${BASE}/users/me`);
      expect(JSON.parse(plain.response as string)).toEqual({ id: 0, name: 'Me' });
      const blob = await pageXhr(page, `${BASE}/users`, { responseType: 'blob', headers: { Accept: 'text/csv' } });
      expect(blob.response).toEqual({ blob: 'text/csv', text: 'id,name\n1,Ada\n' });
      const buffer = await pageXhr(page, `${BASE}/users`, { responseType: 'arraybuffer', headers: { Accept: 'text/csv' } });
      expect(buffer.response).toEqual({ arrayBuffer: 14, text: 'id,name\n1,Ada\n' });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('abort() during the answer ends like a real abort: readyState 4 then 0, abort and loadend, no load', async () => {
    await clearReceived();
    const { page, errors } = await mountMock({ 'mock-server-delay': '400' });
    try {
      const real = await pageXhr(page, `${echoUrl}/delay/1500`, { abortAfter: 100 });
      const mocked = await pageXhr(page, `${BASE}/users/me`, { abortAfter: 100 });
      expect(collapse(mocked.events)).toEqual(collapse(real.events));
      expect(mocked.events).toContain('abort');
      expect(mocked.events).not.toContain('load');
      expect(mocked.readyStateAfter).toBe(0);
      expect(mocked.status).toBe(0);
      // Nothing answered late.
      await page.waitForTimeout(600);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

/** Sets (or, with null, removes) attributes of the element with `id`. */
async function setAttrs(page: Page, id: string, attrs: Record<string, string | null>): Promise<void> {
  await page.evaluate(
    ([id, attrs]) => {
      const el = document.getElementById(id)!;
      for (const [k, v] of Object.entries(attrs)) {
        if (v === null) el.removeAttribute(k);
        else el.setAttribute(k, v);
      }
    },
    [id, attrs] as const,
  );
  // Attribute changes apply at the element's next update.
  await page.evaluate((id) => (document.getElementById(id) as unknown as { updateComplete: Promise<boolean> }).updateComplete, id);
}

describe('mock server: statuses', () => {
  it('answers the first 2xx by default, a set code, each code in turn (cycle) and random ones', async () => {
    const { page, errors } = await mountMock();
    try {
      expect((await pageFetch(page, `${BASE}/users`)).status).toBe(200);
      expect((await pageFetch(page, `${BASE}/only-default`)).body).toBe('default body');
      expect((await pageFetch(page, `${BASE}/teapot`)).status).toBe(418);

      await setAttrs(page, 'a', { 'mock-server-status-code': '404' });
      const notFound = await pageFetch(page, `${BASE}/users/5`);
      expect(notFound.status).toBe(404);
      expect(notFound.statusText).toBe('Not Found');
      expect(JSON.parse(notFound.body)).toEqual({ code: 404, message: 'No such user' });

      await setAttrs(page, 'a', { 'mock-server-status-code': '200, 404, 500', 'mock-server-status-strategy': 'cycle' });
      const cycle: number[] = [];
      for (let i = 0; i < 4; i++) cycle.push((await pageFetch(page, `${BASE}/users/5`)).status);
      expect(cycle).toEqual([200, 404, 500, 200]);
      // Per operation: another operation starts at the beginning of the list.
      expect((await pageFetch(page, `${BASE}/users/me`)).status).toBe(200);

      await setAttrs(page, 'a', { 'mock-server-status-code': '200,404', 'mock-server-status-strategy': 'random' });
      const seen = new Set<number>();
      for (let i = 0; i < 20; i++) seen.add((await pageFetch(page, `${BASE}/users/5`)).status);
      expect([...seen].sort()).toEqual([200, 404]);

      await setAttrs(page, 'a', { 'mock-server-status-code': '503', 'mock-server-status-strategy': null });
      const undescribed = await pageFetch(page, `${BASE}/users/me`);
      expect(undescribed.status).toBe(503);
      expect(JSON.parse(undescribed.body)).toEqual({ message: 'The description has no 503 response for GET /users/me; the mock server answers 503 anyway.' });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('mock server: bodies', () => {
  it('negotiates on Accept among the response’s media types, and answers 406 when none fits', async () => {
    const { page, errors } = await mountMock();
    try {
      const cases: Array<[string, string, string]> = [
        ['application/json', 'application/json', '"name": "Ada"'],
        ['application/xml', 'application/xml', '<users>'],
        ['text/csv, application/json;q=0.5', 'text/csv', 'id,name'],
      ];
      for (const [accept, type, fragment] of cases) {
        const r = await pageFetch(page, `${BASE}/users`, { headers: { Accept: accept } });
        expect(r.headers['content-type'], accept).toBe(type);
        expect(r.body, accept).toContain(fragment);
      }
      const none = await pageFetch(page, `${BASE}/users`, { headers: { Accept: 'image/png' } });
      expect(none.status).toBe(406);
      expect(JSON.parse(none.body)).toMatchObject({ available: ['application/json', 'application/xml', 'text/csv'] });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('takes named examples first, then `example`, then generates from the schema (valid, without writeOnly)', async () => {
    const { page, errors } = await mountMock();
    try {
      const judge = makeJudge(doc, '3.0', 'response');
      const named = JSON.parse((await pageFetch(page, `${BASE}/users`)).body) as unknown;
      expect(named).toEqual([
        { id: 1, name: 'Ada' },
        { id: 2, name: 'Grace' },
      ]);
      expect(judge.check('/paths/~1users/get/responses/200/content/application~1json/schema', named).valid).toBe(true);
      expect(JSON.parse((await pageFetch(page, `${BASE}/users/me`)).body)).toEqual({ id: 0, name: 'Me' });
      const generated = JSON.parse((await pageFetch(page, `${BASE}/users/5`)).body) as JsonObject;
      expect(generated).not.toHaveProperty('password');
      const verdict = judge.check('/components/schemas/User', generated);
      expect(verdict.errors).toEqual([]);
      expect(verdict.valid).toBe(true);
      const created = await pageFetch(page, `${BASE}/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': '3f0c9a9e-8d0a-4e5e-9d7e-1d2f3c4b5a69' },
        body: JSON.stringify({ name: 'Ada', password: 'secret-123' }),
      });
      expect(created.status).toBe(201);
      expect(judge.check('/components/schemas/User', JSON.parse(created.body)).valid).toBe(true);
      // Headers from the description, the marker, and CORS headers that expose them.
      const list = await pageFetch(page, `${BASE}/users`);
      expect(list.headers['x-rate-limit']).toBe('100');
      expect(list.headers['x-spec-doc-mock']).toBe('GET /users');
      expect(list.headers['access-control-allow-origin']).toBe(new URL(staticUrl).origin);
      expect(list.headers['access-control-expose-headers']).toContain('x-rate-limit');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('mock server: request validation', () => {
  it('answers 400 with the list of problems when a request breaks the contract, unless a status is set', async () => {
    const { page, errors } = await mountMock();
    try {
      const bad = await pageFetch(page, `${BASE}/users?dryRun=maybe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 7, password: 'short' }),
      });
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.body)).toEqual({
        title: 'The request does not match the description',
        operation: 'POST /users',
        problems: [
          { in: 'header', name: 'X-Request-Id', message: 'is required' },
          { in: 'query', name: 'dryRun', message: 'must be boolean, not string' },
          { in: 'body', pointer: '/name', message: 'must be string, not integer' },
          { in: 'body', pointer: '/password', message: 'must be at least 8 characters long; got 5' },
        ],
      });
      const query = await pageFetch(page, `${BASE}/users?limit=ten`);
      expect(query.status).toBe(400);
      expect(JSON.parse(query.body).problems).toEqual([{ in: 'query', name: 'limit', message: 'must be integer, not string' }]);
      const path = await pageFetch(page, `${BASE}/users/abc`);
      expect(JSON.parse(path.body).problems).toEqual([{ in: 'path', name: 'id', message: 'must be integer, not string' }]);
      // The browser's default Content-Type for a string body is text/plain: the description wants JSON.
      const sloppy = await pageFetch(page, `${BASE}/shapes`, { method: 'POST', body: '{"kind":"Square","side":2}' });
      expect(JSON.parse(sloppy.body).problems).toEqual([{ in: 'header', name: 'Content-Type', message: '"text/plain;charset=UTF-8": the body must be sent as application/json' }]);

      await setAttrs(page, 'a', { 'mock-server-status-code': '200' });
      expect((await pageFetch(page, `${BASE}/users?limit=ten`)).status).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('mock server: catastrophic schema patterns', () => {
  it('checks values against patterns that would make a backtracking RegExp run for hours, and the page stays responsive', async () => {
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      await addElement(page, { 'server-url': BASE, 'mock-server': 'true' }, 'a', '/test/fixtures/mock-redos.yaml');
      // Near-misses: each costs a backtracking engine 2^40 steps or more. Were the page's thread
      // stuck in one, this evaluate (and the element's timers) would never come back.
      const near = 'a'.repeat(40) + '!';
      const bad = await pageFetch(page, `${BASE}/things?tag=${encodeURIComponent('word '.repeat(30) + '!')}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: near, ['b'.repeat(40) + 'c']: 'not checked: the key matches no pattern', ['b'.repeat(41)]: 'text' }),
      });
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.body).problems).toEqual([
        // Long values are shortened in the message.
        { in: 'query', name: 'tag', message: expect.stringMatching(/^must match the pattern \^\(\\w\+\\s\?\)\*\$; got "word word word .*…$/) as unknown },
        { in: 'body', pointer: '/name', message: `must match the pattern ^(a+)+$; got "${near}"` },
        { in: 'body', pointer: '/' + 'b'.repeat(41), message: 'must be integer, not string' },
      ]);
      const good = await pageFetch(page, `${BASE}/things?tag=two%20words`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'a'.repeat(40), ['b'.repeat(41)]: 3 }),
      });
      expect(good.status).toBe(200);
      // The answer is generated from the response schema: its id matches the pattern.
      expect(JSON.parse(good.body).id).toMatch(/^x+y$/);
      // The reference shows the operation with its generated request example.
      await page.evaluate(() => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(id: string): boolean }).scrollToPath('post-/things'));
      await expect.poll(() => page.locator('#a').getByText('"name"').first().isVisible(), { timeout: 10_000 }).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('mock server: delay and log', () => {
  it('waits mock-server-delay ms before answering; an aborted fetch rejects with AbortError', async () => {
    const { page, errors } = await mountMock({ 'mock-server-delay': '300' });
    try {
      const r = await pageFetch(page, `${BASE}/users/me`);
      expect(r.status).toBe(200);
      expect(r.ms).toBeGreaterThanOrEqual(290);
      const aborted = await page.evaluate(async (url) => {
        const c = new AbortController();
        setTimeout(() => c.abort(), 50);
        try {
          await fetch(url, { signal: c.signal });
          return 'answered';
        } catch (e) {
          return (e as Error).name;
        }
      }, `${BASE}/users/me`);
      expect(aborted).toBe('AbortError');
      await page.waitForTimeout(400);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('logs each mocked request with the operation, the status and the time; mock-server-log="false" is quiet', async () => {
    const { page, errors } = await mountMock();
    try {
      await pageFetch(page, `${BASE}/users/5`);
      await pageFetch(page, `${BASE}/users?limit=ten`);
      const lines = consoleLines(page).filter((l) => l.includes('[spec-doc mock'));
      expect(lines[0]).toMatch(
        new RegExp(
          `^info: \\[spec-doc mock: Mock fixture\\] \\d\\d:\\d\\d:\\d\\d\\.\\d{3} GET ${BASE.replace(/[.]/g, '\\.')}/users/5 → GET /users/\\{id\\} \\(getUser\\) → 200 application/json \\(generated\\) in \\d+ ms$`,
        ),
      );
      expect(lines[1]).toMatch(
        /^warning: .* GET .*\/users\?limit=ten → GET \/users \(listUsers\) → 400 application\/json \(mock\) in \d+ ms\n {2}- query limit: must be integer, not string$/,
      );
      await setAttrs(page, 'a', { 'mock-server-log': 'false' });
      const before = consoleLines(page).length;
      await pageFetch(page, `${BASE}/users/5`);
      expect(
        consoleLines(page)
          .slice(before)
          .filter((l) => l.includes('[spec-doc mock')),
      ).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('mock server: the TRY console', () => {
  it('TRY gets the mocked answer; nothing reaches the server', async () => {
    await clearReceived();
    const { page, errors } = await mountMock({ 'render-style': 'focused' });
    try {
      await page.locator('#a nav a[data-nav-id="get-/users/{id}"]').click();
      const op = page.locator('#a [data-op-id="get-/users/{id}"]');
      await openConsole(op);
      await op.getByRole('textbox', { name: /^id/ }).fill('5');
      const after = page.evaluate(
        () =>
          new Promise<unknown>((resolve) =>
            document.getElementById('a')!.addEventListener(
              'after-try',
              (e) => {
                const d = (e as CustomEvent).detail as { request: { url: string }; response?: { status: number; body?: unknown; headers?: unknown } };
                resolve(JSON.parse(JSON.stringify({ url: d.request.url, status: d.response?.status, body: d.response?.body })));
              },
              { once: true },
            ),
          ),
      );
      await op.getByRole('button', { name: /^TRY/i }).click();
      const detail = (await after) as { url: string; status: number; body: unknown };
      expect(detail.url).toBe(`${BASE}/users/5`);
      expect(detail.status).toBe(200);
      expect(JSON.stringify(detail.body)).toContain('name');
      expect(await received()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

/** Resolves with the next after-try of element `id`: the URL, status and the error's message. */
function nextAfterTry(page: Page, id: string): Promise<{ url: string; status?: number; mocked?: string; error?: string }> {
  return page.evaluate(
    (id) =>
      new Promise<{ url: string; status?: number; mocked?: string; error?: string }>((resolve) =>
        document.getElementById(id)!.addEventListener(
          'after-try',
          (e) => {
            const d = (e as CustomEvent).detail as { request: { url: string }; response?: { status: number; headers: Record<string, string> }; error?: Error };
            resolve({ url: d.request.url, status: d.response?.status, mocked: d.response?.headers['x-spec-doc-mock'], error: d.error?.message });
          },
          { once: true },
        ),
      ),
    id,
  );
}

/**
 * Holds the download of the mock's chunk (a real delay in the browser's network layer), mounts the
 * element, turns mock-server on and opens the console of GET /users/{id} with id 5. `release()`
 * lets the download go on, or refuses it when `refuse`; `asked()` says whether it was asked for.
 */
async function consoleWhileMockHeld(page: Page, refuse = false): Promise<{ op: Locator; release: () => void; asked: () => boolean }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/mock-runtime-[^/]*\.js$/, async (route) => {
    asked = true;
    await held;
    await (refuse ? route.abort('connectionrefused') : route.continue());
  });
  await addElement(page, { 'server-url': BASE, 'render-style': 'focused' }, 'a');
  await setAttrs(page, 'a', { 'mock-server': 'true' });
  await page.locator('#a nav a[data-nav-id="get-/users/{id}"]').click();
  const op = page.locator('#a [data-op-id="get-/users/{id}"]');
  await openConsole(op);
  await op.getByRole('textbox', { name: /^id/ }).fill('5');
  return { op, release, asked: () => asked };
}

describe('mock server: a TRY sent while the mock is starting', () => {
  // The mock's code is a chunk loaded when mock-server turns true: consoleWhileMockHeld holds it.
  it('waits for the mock and gets its answer: nothing reaches the real server', async () => {
    await clearReceived();
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const { op, release, asked } = await consoleWhileMockHeld(page);
      await expect.poll(asked).toBe(true);
      const after = nextAfterTry(page, 'a');
      await op.getByRole('button', { name: /^TRY/i }).click();
      // The request waits: the button shows it is on its way, and the real server hears nothing.
      await expect.poll(() => op.getByRole('button', { name: /^TRY/i }).isDisabled()).toBe(true);
      await page.waitForTimeout(300);
      expect(await received()).toEqual([]);
      release();
      const detail = await after;
      expect(detail).toEqual({ url: `${BASE}/users/5`, status: 200, mocked: 'GET /users/{id}', error: undefined });
      expect(await received()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('Cancel ends the wait: request-aborted, and nothing is sent when the mock comes', async () => {
    await clearReceived();
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      // The page's own fetch, to see when the mock has patched it.
      await page.evaluate(() => {
        // Kept to compare identities later, never called.
        // eslint-disable-next-line @typescript-eslint/unbound-method
        (window as unknown as { __fetch: unknown }).__fetch = window.fetch;
      });
      const { op, release } = await consoleWhileMockHeld(page);
      const events: string[] = [];
      await page.exposeFunction('__tryEvent', (name: string) => {
        events.push(name);
      });
      await page.evaluate(() => {
        const report = (window as unknown as { __tryEvent: (n: string) => Promise<void> }).__tryEvent;
        for (const name of ['after-try', 'request-aborted']) document.getElementById('a')!.addEventListener(name, () => void report(name));
      });
      await op.getByRole('button', { name: /^TRY/i }).click();
      await op.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => events).toEqual(['request-aborted']);
      await op.getByText('Request cancelled.', { exact: true }).waitFor();
      release();
      // The mock starts (it patches fetch and answers), and the cancelled request never went anywhere.
      await page.waitForFunction(() => window.fetch !== (window as unknown as { __fetch: unknown }).__fetch);
      expect((await pageFetch(page, `${BASE}/users/me`)).headers['x-spec-doc-mock']).toBe('GET /users/me');
      expect(events).toEqual(['request-aborted']);
      expect(await received()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('says the request was not sent when the mock cannot load, and sends nothing to the real server', async () => {
    await clearReceived();
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const { op, release } = await consoleWhileMockHeld(page, true);
      const after = nextAfterTry(page, 'a');
      await op.getByRole('button', { name: /^TRY/i }).click();
      release();
      const detail = await after;
      expect(detail.status).toBeUndefined();
      expect(detail.error).toMatch(/^The mock server could not be loaded: /);
      await op.getByText(/The mock server could not be loaded: .*\. The request was not sent\./).waitFor();
      // A second TRY is refused too (the chunk is asked for again at the element's next update).
      const again = nextAfterTry(page, 'a');
      await op.getByRole('button', { name: /^TRY/i }).click();
      expect((await again).error).toMatch(/^The mock server could not be loaded: /);
      expect(await received()).toEqual([]);
      // The refused download and the element's line saying what it means are the page's only errors.
      expect(errors.filter((e) => !/net::ERR_CONNECTION_REFUSED|<spec-doc>: the mock server could not be loaded: /.test(e))).toEqual([]);
      expect(errors.some((e) => e.includes('<spec-doc>: the mock server could not be loaded: '))).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

/** Whether window.fetch and XMLHttpRequest are the page's own (kept before the element started). */
function originalsInPlace(page: Page): Promise<{ fetch: boolean; xhr: boolean }> {
  return page.evaluate(() => {
    const o = (window as unknown as { __original: { fetch: unknown; XHR: unknown } }).__original;
    return { fetch: window.fetch === o.fetch, xhr: window.XMLHttpRequest === o.XHR };
  });
}

describe('mock server: turning it off', () => {
  it('restores the page’s own fetch and XMLHttpRequest exactly when turned off mid-session, and when the element is removed', async () => {
    await clearReceived();
    const { page, errors } = await mountMock();
    try {
      expect(await originalsInPlace(page)).toEqual({ fetch: false, xhr: false });
      expect((await pageFetch(page, `${BASE}/users/me`)).headers['x-spec-doc-mock']).toBe('GET /users/me');

      await setAttrs(page, 'a', { 'mock-server': 'false' });
      await waitMockActive(page, 'a', false);
      expect(await originalsInPlace(page)).toEqual({ fetch: true, xhr: true });
      const real = await pageFetch(page, `${BASE}/users/me`);
      expect(real.headers['x-spec-doc-mock']).toBeUndefined();
      expect(JSON.parse(real.body)).toMatchObject({ path: '/mock/users/me' });
      expect((await pageXhr(page, `${BASE}/users/me`, { responseType: 'json' })).response).toMatchObject({ path: '/mock/users/me' });

      await setAttrs(page, 'a', { 'mock-server': 'true' });
      await waitMockActive(page, 'a', true);
      expect((await pageXhr(page, `${BASE}/users/me`, { responseType: 'json' })).response).toEqual({ id: 0, name: 'Me' });

      await page.evaluate(() => document.getElementById('a')!.remove());
      await page.waitForFunction(() => {
        const o = (window as unknown as { __original: { fetch: unknown; XHR: unknown } }).__original;
        return window.fetch === o.fetch && window.XMLHttpRequest === o.XHR;
      });
      expect(JSON.parse((await pageFetch(page, `${BASE}/users/me`)).body)).toMatchObject({ path: '/mock/users/me' });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('loads the mock’s code only when mock-server turns true', async () => {
    const opened = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    const { page, errors } = opened;
    try {
      await page.evaluate(() => {
        // Kept to compare identities later, never called.
        // eslint-disable-next-line @typescript-eslint/unbound-method
        (window as unknown as { __original: unknown }).__original = { fetch: window.fetch, XHR: window.XMLHttpRequest };
      });
      await addElement(page, { 'server-url': BASE }, 'a');
      const mockChunkLoaded = (): Promise<boolean> => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/mock-runtime-[^/]*\.js$/.test(e.name)));
      expect(await mockChunkLoaded()).toBe(false);
      expect(await originalsInPlace(page)).toEqual({ fetch: true, xhr: true });
      await setAttrs(page, 'a', { 'mock-server': 'true' });
      await waitMockActive(page, 'a', true);
      expect(await mockChunkLoaded()).toBe(true);
      expect(await page.locator('#a .mock-active').textContent()).toContain('Mock server on');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('mock server: two elements on one page', () => {
  it('each answers its own description; removing one leaves the other working; removing both restores the originals', async () => {
    await clearReceived();
    const { page, errors } = await mountMock({ 'server-url': `${echoUrl}/a` }, 'a');
    try {
      await addElement(page, { 'server-url': `${echoUrl}/b`, 'mock-server': 'true' }, 'b', '/test/fixtures/try.yaml');
      expect((await pageFetch(page, `${echoUrl}/a/users/me`)).headers['x-spec-doc-mock']).toBe('GET /users/me');
      expect((await pageFetch(page, `${echoUrl}/b/items/5`)).headers['x-spec-doc-mock']).toBe('GET /items/{itemId}');
      // Neither answers for the other's server.
      expect((await pageFetch(page, `${echoUrl}/a/items/5`)).headers['x-spec-doc-mock']).toBeUndefined();
      expect((await pageFetch(page, `${echoUrl}/b/users/me`)).headers['x-spec-doc-mock']).toBeUndefined();

      await setAttrs(page, 'a', { 'mock-server': 'false' });
      await waitMockActive(page, 'a', false);
      expect(await originalsInPlace(page)).toEqual({ fetch: false, xhr: false });
      expect((await pageFetch(page, `${echoUrl}/a/users/me`)).headers['x-spec-doc-mock']).toBeUndefined();
      expect((await pageXhr(page, `${echoUrl}/b/items/5`)).allHeaders).toMatch(/^x-spec-doc-mock: GET \/items\/\{itemId\}$/im);

      await setAttrs(page, 'a', { 'mock-server': 'true' });
      await waitMockActive(page, 'a', true);
      await page.evaluate(() => document.getElementById('b')!.remove());
      await page.waitForTimeout(100);
      expect(await originalsInPlace(page)).toEqual({ fetch: false, xhr: false });
      expect((await pageFetch(page, `${echoUrl}/a/users/me`)).headers['x-spec-doc-mock']).toBe('GET /users/me');
      expect((await pageFetch(page, `${echoUrl}/b/items/5`)).headers['x-spec-doc-mock']).toBeUndefined();

      await page.evaluate(() => document.getElementById('a')!.remove());
      await page.waitForTimeout(100);
      expect(await originalsInPlace(page)).toEqual({ fetch: true, xhr: true });
      const reached = (await received()).filter((r) => r.method !== 'OPTIONS').map((r) => `${r.method} ${r.path}`);
      expect(reached).toEqual(['GET /a/items/5', 'GET /b/users/me', 'GET /a/users/me', 'GET /b/items/5']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('mock server: under a strict Content-Security-Policy', () => {
  it('answers and validates without eval or new Function', async () => {
    // Scripts from the origin only, no 'unsafe-eval': ajv's compiled validators could not run here.
    // (Inline styles are allowed: the test page and the element's height use them.)
    const csp = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; worker-src 'self'; connect-src 'self'; img-src 'self' data:";
    const server = await startStaticServer({ root: fileURLToPath(new URL('../../', import.meta.url)), headers: { 'Content-Security-Policy': csp } });
    const { page, errors } = await openPage(browser(), `${server.url}/test/fixtures/blank.html`);
    try {
      await page.evaluate(() => {
        const w = window as unknown as { __violations: string[] };
        w.__violations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      await addElement(page, { 'mock-server': 'true', 'mock-server-log': 'false', 'load-fonts': 'false' }, 'a');
      const ok = await pageFetch(page, '/rel/base/users/me');
      expect(JSON.parse(ok.body)).toEqual({ id: 0, name: 'Me' });
      const bad = await pageFetch(page, '/rel/base/users', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'nope' }, body: '{"name":"Ada"}' });
      expect(bad.status).toBe(400);
      expect(JSON.parse(bad.body).problems).toEqual([
        { in: 'header', name: 'X-Request-Id', message: 'must be a valid uuid; got "nope"' },
        { in: 'body', pointer: '', message: 'is missing the required property "password"' },
      ]);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
      await server.close();
    }
  });
});
