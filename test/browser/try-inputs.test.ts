import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { echoWindow, type EchoRecord } from '../support/echo-window.js';

// What the TRY console sends for every parameter style and body kind, checked on what the
// echo API (a second origin, real CORS) actually received.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/try-inputs.yaml';
// Test files run in parallel against one echo API: this file's requests go under its own prefix.
const PREFIX = '/inputs-test';
const API = `${echoUrl}${PREFIX}`;

const echo = echoWindow(echoUrl, PREFIX);
type Echo = EchoRecord;
const clearEcho = (): Promise<void> => echo.mark();

/** This test's requests since clearEcho (preflights left out), under `prefix`. */
function receivedSince(prefix = PREFIX): Promise<Echo[]> {
  return echo.received(prefix, false);
}

/** The last of them. */
async function lastReceived(prefix = PREFIX): Promise<Echo> {
  return (await receivedSince(prefix)).at(-1)!;
}

async function open(page: Page, opId: string): Promise<Locator> {
  await page.locator(`spec-doc nav a[data-nav-id="${opId}"]`).click();
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  await op.locator('spec-doc-try').waitFor();
  return op;
}

/** Clicks TRY and waits for after-try; returns its detail's request URL and status (or error). */
async function tryIt(page: Page, op: Locator): Promise<{ url: string; status?: number; error?: string }> {
  // The result is kept on window and polled: a pending promise that only the protocol awaits can be
  // garbage collected on a loaded machine ("Resulting promise was garbage collected").
  await page.evaluate(() => {
    const w = window as unknown as { afterTry?: unknown };
    delete w.afterTry;
    document.querySelector('spec-doc')!.addEventListener(
      'after-try',
      (e) => {
        const d = (e as CustomEvent).detail;
        w.afterTry = { url: d.request.url, ...(d.response ? { status: d.response.status } : { error: String(d.error) }) };
      },
      { once: true },
    );
  });
  await op.getByRole('button', { name: /^TRY$/ }).click();
  const handle = await page.waitForFunction(() => (window as unknown as { afterTry?: unknown }).afterTry);
  return (await handle.jsonValue()) as { url: string; status?: number; error?: string };
}

describe('TRY console inputs', () => {
  it('serialises every parameter style, content-typed and reserved values, headers and cookies as the description says', async () => {
    await clearEcho();
    const { page, errors } = await mountReading(browser(), staticUrl, {
      spec: SPEC,
      attrs: { 'render-style': 'focused', 'server-url': API, 'fetch-credentials': 'include' },
    });
    try {
      const op = await open(page, 'get-/styles/{label}/{matrix}');
      const result = await tryIt(page, op);
      expect(result.status).toBe(200);
      const got = await lastReceived();
      expect(got.path).toBe(`${PREFIX}/styles/.3.4/;matrix=m1`);
      const query = got.url.slice(got.url.indexOf('?') + 1).split('&');
      expect(query).toEqual(['form=x,y', 'space=s1%20s2', 'pipe=p1%7Cp2', 'deep%5Bcolor%5D=red', 'deep%5Bsize%5D=2', 'reserved=a/b?c', 'filter=%7B%22a%22%3A%5B1%2C2%5D%7D', 'color=green']);
      expect(got.headers['x-list']).toBe('h1,h2');
      expect(got.headers['x-obj']).toBe('k=v,n=1');
      // A page cannot write the Cookie header: the console puts the parameter in the cookie
      // jar for the API's host, and fetch-credentials=include lets the browser send it.
      expect(got.cookies['session']).toBe('abc 123');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('offers enum and boolean choices, list items to add and remove, and honours x-fill-example and x-example-show-value', async () => {
    await clearEcho();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      const op = await open(page, 'get-/styles/{label}/{matrix}');
      // x-fill-example: no leaves the input empty; x-example-show-value: false hides the example too.
      const secret = op.getByRole('textbox', { name: /^secret/ });
      const hint = op.getByRole('textbox', { name: /^hint/ });
      expect(await secret.inputValue()).toBe('');
      expect(await secret.getAttribute('placeholder')).toBeNull();
      expect(await hint.inputValue()).toBe('');
      expect(await hint.getAttribute('placeholder')).toBe('shown-hint');
      expect(await op.textContent()).not.toContain('hidden-value');

      await op.getByRole('combobox', { name: /^color/ }).selectOption('blue');
      await op.getByRole('combobox', { name: /^flag/ }).selectOption('true');
      const form = op.getByRole('group', { name: /^form/ });
      await form.getByRole('button', { name: 'Add item' }).click();
      await form.getByRole('textbox', { name: 'Item 3' }).fill('z');
      await form.getByRole('button', { name: 'Remove item 1' }).click();
      await tryIt(page, op);
      const got = await lastReceived();
      expect(got.query['form']).toEqual(['y,z']);
      expect(got.query['color']).toEqual(['blue']);
      expect(got.query['flag']).toEqual(['true']);
      expect(got.query['secret']).toBeUndefined();

      // A required path parameter left empty is caught at its field; nothing is sent.
      await clearEcho();
      const matrix = op.getByRole('textbox', { name: /^matrix/ });
      await matrix.fill('');
      await op.getByRole('button', { name: /^TRY$/ }).click();
      expect(await matrix.getAttribute('aria-invalid')).toBe('true');
      expect(await op.locator('.field-error').first().textContent()).toBe('matrix is required');
      expect(await receivedSince()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('TRY console bodies', () => {
  it('sends a form from named fields (example pre-filled) and checks required fields', async () => {
    await clearEcho();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      const op = await open(page, 'post-/forms');
      await tryIt(page, op);
      const got = await lastReceived();
      expect(got.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
      expect(got.body).toBe('name=Rex&tags=a&tags=b&age=3');

      await op.getByRole('textbox', { name: /^name/ }).fill('');
      await op.getByRole('button', { name: /^TRY$/ }).click();
      expect(await op.locator('spec-doc-try-body .field-error').textContent()).toBe('Request body: Required: name.');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('sends multipart with a file and a per-part Content-Type from encoding; a raw binary upload; text and XML', async () => {
    await clearEcho();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      const op = await open(page, 'post-/forms');
      const mediaType = op.getByRole('combobox', { name: 'Media type' });
      await mediaType.waitFor();
      expect(await mediaType.locator('option').allTextContents()).toEqual([
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'application/octet-stream',
        'application/xml',
        'text/plain',
      ]);

      await mediaType.selectOption('multipart/form-data');
      expect(await op.getByRole('textbox', { name: /^title/ }).inputValue()).toBe('Report');
      await op.getByRole('textbox', { name: /^meta/ }).fill('{"k": 1}');
      await op.getByLabel(/^attachment/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('file body\n') });
      await tryIt(page, op);
      let got = await lastReceived();
      const type = got.headers['content-type']!;
      expect(type).toMatch(/^multipart\/form-data; ?boundary=/);
      const form = await new Response(got.body, { headers: { 'content-type': type } }).formData();
      expect(form.get('title')).toBe('Report');
      expect(form.get('meta')).toBe('{"k":1}');
      const file = form.get('attachment') as File;
      expect([file.name, file.type, await file.text()]).toEqual(['notes.txt', 'text/plain', 'file body\n']);
      expect(got.body).toMatch(/name="meta"\r\nContent-Type: application\/json\r\n\r\n\{"k":1\}/);

      await mediaType.selectOption('application/octet-stream');
      await op.getByLabel(/^File \(application\/octet-stream\)/).setInputFiles({ name: 'blob.bin', mimeType: 'application/x-whatever', buffer: Buffer.from([0, 1, 2, 255]) });
      await tryIt(page, op);
      got = await lastReceived();
      expect(got.headers['content-type']).toBe('application/octet-stream');
      expect(got.bodyBase64).toBe(Buffer.from([0, 1, 2, 255]).toString('base64'));

      await mediaType.selectOption('application/xml');
      const xml = op.getByRole('textbox', { name: /^Request body \(application\/xml\)/ });
      await expect.poll(() => xml.inputValue()).toContain('<pet>');
      await tryIt(page, op);
      got = await lastReceived();
      expect(got.headers['content-type']).toBe('application/xml');
      expect(got.body).toContain('<name>Rex</name>');

      await mediaType.selectOption('text/plain');
      await tryIt(page, op);
      got = await lastReceived();
      expect([got.headers['content-type'], got.body]).toEqual(['text/plain', 'hello text']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('TRY console events', () => {
  it('before-try on a POST: an appended header and a rewritten body are sent, and the cURL of the sent request says so', async () => {
    await clearEcho();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      await page.evaluate(() =>
        document.querySelector('spec-doc')!.addEventListener('before-try', (e) => {
          const { request } = (e as CustomEvent).detail;
          if (request.method === 'POST') {
            request.headers.append('X-Signed', 'sig-1');
            request.body = 'name=Changed';
          }
        }),
      );
      const op = await open(page, 'post-/forms');
      const seen = page.evaluate(
        () =>
          new Promise<{ status: number; body: string; headers: Record<string, string> }>((r) =>
            document.querySelector('spec-doc')!.addEventListener('after-try', (e) => r((e as CustomEvent).detail.response), { once: true }),
          ),
      );
      await op.getByRole('button', { name: /^TRY$/ }).click();
      const response = await seen;
      const got = await lastReceived();
      expect(got.headers['x-signed']).toBe('sig-1');
      expect(got.body).toBe('name=Changed');
      // after-try carries the response: status, headers and the body.
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.body).body).toBe('name=Changed');
      const curl = (await op.locator('.try-curl').last().textContent()) ?? '';
      expect(curl).toMatch(/-H 'x-signed: sig-1'/i);
      expect(curl).toContain('name=Changed');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('TRY console servers', () => {
  it("sends to the operation's own servers (operation-level, else path-level, variables filled), and server-url overrides them", async () => {
    await clearEcho();
    const echoPort = new URL(echoUrl).port;
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused' } });
    try {
      const own = await open(page, 'get-/own-server');
      expect(await own.locator('.try-actions code').textContent()).toBe('http://127.0.0.1:9/path-level');
      await own.getByRole('textbox', { name: 'port' }).fill(echoPort);
      const r1 = await tryIt(page, own);
      expect(r1).toEqual({ url: `${echoUrl}/path-level/own-server`, status: 200 });
      expect((await lastReceived('/path-level')).path).toBe('/path-level/own-server');

      // A relative operation-level server resolves against the description's URL.
      const op = await open(page, 'get-/op-server');
      const r2 = await tryIt(page, op);
      expect(r2).toEqual({ url: `${staticUrl}/op-level/op-server`, status: 404 });

      // Without servers of its own, an operation uses the element's active server.
      const root = await open(page, 'post-/forms');
      expect(await root.locator('.try-actions code').textContent()).toBe(`${staticUrl}/root-api`);
      // (The static server has nothing at /op-level: the browser logs that 404.)
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await page.context().close();
    }

    const fixed = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      const own = await open(fixed.page, 'get-/own-server');
      expect(await own.locator('.try-actions code').textContent()).toBe(API);
      expect(await own.getByRole('combobox', { name: /^Server/ }).count()).toBe(0);
    } finally {
      await fixed.page.context().close();
    }
  });

  it("passes fetch-credentials to fetch: omit sends no cookies even to the page's own site", async () => {
    await clearEcho();
    const { page } = await mountReading(browser(), staticUrl, {
      spec: SPEC,
      attrs: { 'render-style': 'focused', 'server-url': API, 'fetch-credentials': 'omit' },
    });
    try {
      const op = await open(page, 'get-/styles/{label}/{matrix}');
      await tryIt(page, op);
      expect((await lastReceived()).cookies['session']).toBeUndefined();
      // The cURL of the sent request still carries the cookie parameter.
      expect(await op.locator('.try-curl').last().textContent()).toContain('Cookie: session=abc%20123');
    } finally {
      await page.context().close();
    }
  });
});
