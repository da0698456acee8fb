import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { echoWindow, type EchoRecord } from '../support/echo-window.js';

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/try.yaml';
// Test files run in parallel against one echo API: this file's requests go under its own prefix.
const PREFIX = '/try-test';
const API = `${echoUrl}${PREFIX}`;

const echo = echoWindow(echoUrl, PREFIX);
type Echo = EchoRecord;
const clearEcho = (): Promise<void> => echo.mark();
const receivedSince = (): Promise<Echo[]> => echo.received();

async function lastReceived(): Promise<Echo> {
  return (await receivedSince()).at(-1)!;
}

async function open(page: Page, opId: string) {
  await page.locator(`spec-doc nav a[data-nav-id="${opId}"]`).click();
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  await op.locator('spec-doc-try').waitFor();
  return op;
}

describe('TRY console', () => {
  it('sends the filled parameters to the active API server and shows the response; after-try reports it', async () => {
    await clearEcho();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': `${API}/api` } });
    try {
      const op = await open(page, 'get-/items/{itemId}');
      const after = page.evaluate(
        () =>
          new Promise((r) =>
            document
              .querySelector('spec-doc')!
              .addEventListener('after-try', (e) => r(JSON.parse(JSON.stringify({ url: (e as CustomEvent).detail.request.url, status: (e as CustomEvent).detail.response.status }))), {
                once: true,
              }),
          ),
      );
      await op.getByRole('button', { name: /^TRY/i }).click();
      expect(await after).toEqual({ url: `${API}/api/items/42?q=red%20shoes&tags=a&tags=b`, status: 200 });
      const got = await lastReceived();
      expect(got.method).toBe('GET');
      expect(got.path).toBe(`${PREFIX}/api/items/42`);
      expect(got.query).toEqual({ q: ['red shoes'], tags: ['a', 'b'] });
      expect(got.headers['x-trace']).toBe('t1');
      await op.locator('.try-response').waitFor();
      expect(await op.locator('.try-response .status').textContent()).toBe('200');
      expect(await op.locator('.try-response pre').textContent()).toContain(`"${PREFIX}/api/items/42"`);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('checks required fields at the field, and sends the JSON body', async () => {
    await clearEcho();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API, 'fill-request-fields-with-example': 'false' } });
    try {
      const get = await open(page, 'get-/items/{itemId}');
      await get.getByRole('button', { name: /^TRY/i }).click();
      const itemId = get.getByRole('textbox', { name: /itemId/ });
      expect(await itemId.getAttribute('aria-invalid')).toBe('true');
      expect(await get.locator('.field-error').textContent()).toBe('itemId is required');
      expect(await receivedSince()).toEqual([]);

      const post = await open(page, 'post-/items');
      const body = post.getByRole('textbox', { name: /Request body/ });
      await body.fill('{"name": ');
      await post.getByRole('button', { name: /^TRY/i }).click();
      expect(await post.locator('.field-error').textContent()).toMatch(/^Request body: line 1, column \d+/);
      await body.fill('{"name": "Crate"}');
      await post.getByRole('button', { name: /^TRY/i }).click();
      await post.locator('.try-response').waitFor();
      const got = await lastReceived();
      expect(got.method).toBe('POST');
      expect(JSON.parse(got.body)).toEqual({ name: 'Crate' });
      expect(got.headers['content-type']).toBe('application/json');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('before-try: a header added and a URL rewritten are what is sent; abort dispatches request-aborted', async () => {
    await clearEcho();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      await page.evaluate(() => {
        const el = document.querySelector('spec-doc')!;
        const w = window as unknown as { __aborted: unknown[] };
        w.__aborted = [];
        el.addEventListener('before-try', (e) => {
          const { request, controller } = (e as CustomEvent).detail;
          if (request.url.includes('abort-me')) controller.abort();
          request.headers.set('X-Added', 'yes');
          request.url = request.url.replace('/items/', '/rewritten/');
        });
        el.addEventListener('request-aborted', (e) => w.__aborted.push((e as CustomEvent).detail.request.url));
      });
      const op = await open(page, 'get-/items/{itemId}');
      await op.getByRole('button', { name: /^TRY/i }).click();
      await op.locator('.try-response').waitFor();
      const got = await lastReceived();
      expect(got.path).toBe(`${PREFIX}/rewritten/42`);
      expect(got.headers['x-added']).toBe('yes');
      // A listener that aborts: nothing is sent, request-aborted fires.
      await op.getByRole('textbox', { name: /^q/ }).fill('abort-me');
      await op.getByRole('button', { name: /^TRY/i }).click();
      await page.waitForFunction(() => (window as unknown as { __aborted: unknown[] }).__aborted.length === 1);
      // (The custom header makes the browser send a CORS preflight too: count only GETs.)
      const all = await receivedSince();
      expect(all.filter((r) => r.method === 'GET').map((r) => r.query.q)).toEqual([['red shoes']]);
      expect(await op.textContent()).toContain('Request cancelled.');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a network failure gives after-try {error} and a readable message; allow-try="false" hides the console', async () => {
    const { page } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': 'http://127.0.0.1:9/nothing' } });
    try {
      const errorSeen = page.evaluate(
        () => new Promise((r) => document.querySelector('spec-doc')!.addEventListener('after-try', (e) => r(!!(e as CustomEvent).detail.error), { once: true })),
      );
      const op = await open(page, 'get-/items/{itemId}');
      await op.getByRole('button', { name: /^TRY/i }).click();
      expect(await errorSeen).toBe(true);
      expect(await op.locator('.try [role=alert]').textContent()).toContain('CORS');
    } finally {
      await page.context().close();
    }
    const hidden = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'allow-try': 'false' } });
    try {
      await hidden.page.locator('spec-doc nav a[data-nav-id="get-/items/{itemId}"]').click();
      const op = hidden.page.locator('spec-doc [data-op-id="get-/items/{itemId}"]');
      await op.locator('.responses').waitFor();
      // The examples column still shows the request example; nothing of the console does.
      await op.locator('.code-samples-generated pre').waitFor();
      expect(await op.getByRole('button', { name: /^TRY/i }).count()).toBe(0);
      expect(await op.getByRole('textbox').count()).toBe(0);
      expect(await hidden.page.locator('spec-doc [part~="try"]').count()).toBe(0);
    } finally {
      await hidden.page.context().close();
    }
  });
});

describe('cURL', () => {
  it('show-curl-before-try shows the current request before TRY', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API, 'show-curl-before-try': 'true' } });
    try {
      const op = await open(page, 'get-/items/{itemId}');
      const curl = op.locator('.try-curl pre');
      expect(await curl.textContent()).toContain(`'${API}/items/42?q=red%20shoes&tags=a&tags=b'`);
      await op.getByRole('textbox', { name: /^itemId/ }).fill('7');
      expect(await curl.textContent()).toContain(`/items/7?`);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it.runIf(existsSync('/usr/bin/curl'))('after TRY, the cURL of the request actually sent (after before-try) reproduces it exactly', async () => {
    await clearEcho();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      await page.evaluate(() =>
        document.querySelector('spec-doc')!.addEventListener('before-try', (e) => {
          const { request } = (e as CustomEvent).detail;
          request.headers.set('X-Added', 'it\'s "quoted" $HOME');
          request.url = request.url.replace('/items', '/changed');
        }),
      );
      const op = await open(page, 'post-/items');
      await op.getByRole('textbox', { name: /Request body/ }).fill('{"name": "O\'Brien & co", "n": 1}');
      await op.getByRole('button', { name: /^TRY/i }).click();
      await op.locator('.try-response').waitFor();
      const byConsole = await lastReceived();
      const command = (await op.locator('.try-curl pre').textContent())!;
      expect(command).not.toContain('/items');
      await promisify(execFile)('bash', ['-c', command]);
      const byCurl = await lastReceived();
      for (const r of [byConsole, byCurl]) expect(r.path).toBe(`${PREFIX}/changed`);
      expect(byCurl.method).toBe(byConsole.method);
      expect(byCurl.query).toEqual(byConsole.query);
      expect(byCurl.body).toBe(byConsole.body);
      expect(byCurl.headers['x-added']).toBe(byConsole.headers['x-added']);
      expect(byCurl.headers['content-type']).toBe(byConsole.headers['content-type']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
