// The in-browser mock server (issue 7, INTERFACE §2.8) seen from a host page: its own fetch and
// XMLHttpRequest calls (no library in between), the TRY console, and two elements on one page.
// Undescribed requests must reach the real echo server; described ones must not.

import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeJudge } from '../../src/core/examples/testing/ajv-judge.js';
import { loadDescription } from '../../src/core/load/load-description.js';
import type { JsonObject } from '../../src/core/types.js';
import { openPage, useBrowser, type OpenedPage } from '../support/browser.js';
import { fileTextFetcher } from '../support/file-fetcher.js';
import { fixturePath } from '../support/fixtures.mjs';

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

async function received(): Promise<Echo[]> {
  return (await (await fetch(`${echoUrl}/__echo/received`)).json()) as Echo[];
}

async function clearReceived(): Promise<void> {
  await fetch(`${echoUrl}/__echo/received`, { method: 'DELETE' });
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
  if (active) await indicator.waitFor({ state: 'visible' });
  else await indicator.waitFor({ state: 'detached' });
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
      const res = await fetch(url, init);
      const body = await res.text();
      const headers: Record<string, string> = {};
      res.headers.forEach((v, k) => (headers[k] = v));
      return { status: res.status, statusText: res.statusText, headers, body, ms: performance.now() - t0 };
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
function pageXhr(page: Page, url: string, options: { responseType?: XMLHttpRequestResponseType; method?: string; body?: string; headers?: Record<string, string>; abortAfter?: number } = {}): Promise<XhrRun> {
  return page.evaluate(
    ([url, o]) =>
      new Promise<XhrRun>((resolve) => {
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
          resolve({ events, status: xhr.status, statusText: xhr.statusText, readyStateAfter: xhr.readyState, response, allHeaders: xhr.getAllResponseHeaders(), contentType: xhr.getResponseHeader('content-type') });
        };
        xhr.addEventListener('loadend', () => setTimeout(() => void finish(), 50));
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
