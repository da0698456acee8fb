import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser, waitForEvent } from '../support/browser.js';
import { echoWindow } from '../support/echo-window.js';
import { mountReading } from '../support/reading.js';
import { openConsole } from '../support/try-console.js';

// Names from the description that are not valid HTTP names (issue 15, "Trust"): header, cookie,
// query, path and form fields named with spaces, quotes, markup, line breaks and non-ASCII, and
// API keys named what no header or cookie can carry (test/fixtures/hostile-names.yaml). Nothing
// may throw; the console says why a name cannot be sent, refuses TRY while such a field holds a
// value, and sends every name that can be sent to the echo API intact.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/hostile-names.yaml';
// Test files run in parallel against one echo API: this file's requests go under its own prefix.
const PREFIX = '/hostile-names-test';
const API = `${echoUrl}${PREFIX}`;
const echo = echoWindow(echoUrl, PREFIX);
const NAMES = 'get-/names/{x bad name}/{Übersicht}';
const REQUIRED = 'get-/required/{id}';
const FORMS = 'post-/forms';

const headerProblem = (name: string): string => `\`${name}\` is not a valid HTTP header name and cannot be sent`;
const cookieProblem = (name: string): string => `\`${name}\` is not a valid cookie name and cannot be sent`;

async function open(page: Page, opId: string): Promise<Locator> {
  await page.locator(`spec-doc nav a[data-nav-id="${opId}"]`).click();
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  await openConsole(op);
  return op;
}

/** Clicks TRY and waits for after-try; returns the response status (or the error). */
async function tryIt(page: Page, op: Locator): Promise<{ status?: number; error?: string }> {
  // waitForEvent's timer keeps the waiting promise referenced (a bare listener's promise was
  // once collected before the event, failing the evaluate) and says which event never came.
  const after = waitForEvent<{ response?: { status: number }; error?: unknown }>(page, 'spec-doc', 'after-try');
  await op.getByRole('button', { name: /^TRY$/ }).click();
  const d = await after;
  return d.response ? { status: d.response.status } : { error: String(d.error) };
}

/** Clicks TRY when it must be refused: no before-try, nothing at the echo API. */
async function refusedTry(page: Page, op: Locator): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __tries: number };
    w.__tries = 0;
    document.querySelector('spec-doc')!.addEventListener('before-try', () => w.__tries++);
  });
  await echo.mark();
  await op.getByRole('button', { name: /^TRY$/ }).click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __tries: number }).__tries)).toBe(0);
  expect(await echo.received(PREFIX, false)).toEqual([]);
}

function mount(attrs: Record<string, string> = {}) {
  return mountReading(browser(), staticUrl, {
    spec: SPEC,
    attrs: { 'render-style': 'focused', 'server-url': API, 'fetch-credentials': 'include', 'show-curl-before-try': 'true', ...attrs },
  });
}

describe('names that are not valid HTTP names', () => {
  it('says why at each header and cookie field, sends the others intact, and refuses TRY while such a field holds a value', async () => {
    const { page, errors } = await mount();
    try {
      const op = await open(page, NAMES);
      const text = (await op.textContent()) ?? '';
      for (const name of ['x bad name', 'Übersicht', 'x\\u000d\\u000aSet-Cookie: admin=1', '<b onmouseover=alert(1)>h</b>']) expect(text).toContain(headerProblem(name));
      expect(text).toContain(cookieProblem('x bad cookie'));
      // Markup in a name is text, never elements.
      expect(await op.locator('b[onmouseover], img[onerror]').count()).toBe(0);

      // The fields that cannot be sent start empty (their examples would stop every TRY).
      const badHeader = op.getByRole('textbox', { name: /^x bad name\s+header$/ });
      const badCookie = op.getByRole('textbox', { name: /^x bad cookie\s+cookie$/ });
      expect(await badHeader.inputValue()).toBe('');
      expect(await badHeader.getAttribute('aria-invalid')).toBe('false');
      expect(await page.evaluate((id) => document.querySelector('spec-doc')!.shadowRoot!.getElementById(id)?.textContent, (await badHeader.getAttribute('aria-describedby')) ?? '')).toBe(
        headerProblem('x bad name'),
      );

      await echo.mark();
      expect(await tryIt(page, op)).toEqual({ status: 200 });
      const got = (await echo.received(PREFIX, false)).at(-1)!;
      expect(got.path).toBe(`${PREFIX}/names/p%201/%C3%BC%2F2`);
      expect(got.query['x bad name']).toEqual(['q 1']);
      expect(got.query['<img src=x onerror=alert(1)>']).toEqual(['markup']);
      expect(got.query['ünï "q" &=']).toEqual(['v&w']);
      expect(got.headers['x-fine']).toBe('fine');
      expect(Object.keys(got.headers).filter((h) => /bad|bersicht|set-cookie|onmouseover/i.test(h))).toEqual([]);
      expect(got.cookies['fine-cookie']).toBe('ok');
      expect(Object.keys(got.cookies).filter((c) => c.includes('bad'))).toEqual([]);

      // A value in a field whose name cannot be sent: the message becomes an error at once, TRY is refused.
      await op.getByRole('button', { name: 'Clear' }).click();
      await badHeader.fill('v');
      expect(await badHeader.getAttribute('aria-invalid')).toBe('true');
      expect(await op.locator('.field-error').allTextContents()).toContain(headerProblem('x bad name'));
      await refusedTry(page, op);
      // The cURL preview shows the request as described, the header argument quoted whole.
      expect(await op.locator('.try-curl').first().textContent()).toContain(`-H 'x bad name: v'`);
      // So does generated code, with the name as one string literal.
      await op.getByRole('combobox', { name: 'Language' }).selectOption('go');
      await expect.poll(() => op.locator('.code-samples-generated pre code').textContent()).toContain('req.Header.Add("x bad name", "v")');

      await badHeader.fill('');
      expect(await badHeader.getAttribute('aria-invalid')).toBe('false');
      await badCookie.fill('c');
      expect(await op.locator('.field-error').allTextContents()).toContain(cookieProblem('x bad cookie'));
      await refusedTry(page, op);
      await badCookie.fill('');
      expect(await tryIt(page, op)).toEqual({ status: 200 });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('says at TRY that a request whose required parameter cannot be sent is impossible, and sends nothing', async () => {
    const { page, errors } = await mount();
    try {
      const op = await open(page, REQUIRED);
      const note = op.locator(`[id$="-impossible"]`);
      expect((await note.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
        `This request cannot be sent: ${headerProblem('x required bad')}; ${cookieProblem('Größe')}, and these parameters are required.`,
      );
      expect(await op.getByRole('button', { name: /^TRY$/ }).getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
      await op.getByRole('textbox', { name: /^x required bad\s+header$/ }).fill('v');
      await refusedTry(page, op);
      expect(await op.locator('.field-error').allTextContents()).toEqual(expect.arrayContaining([headerProblem('x required bad'), cookieProblem('Größe')]));
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('sends form and multipart fields named with spaces, quotes, markup and non-ASCII as named', async () => {
    const { page, errors } = await mount();
    try {
      const op = await open(page, FORMS);
      await echo.mark();
      expect(await tryIt(page, op)).toEqual({ status: 200 });
      let got = (await echo.received(PREFIX, false)).at(-1)!;
      expect([...new URLSearchParams(got.body)]).toEqual([
        ['x bad name', 'f 1'],
        ['Übersicht', 'ü'],
        ['<b>"q"</b>', '&='],
      ]);

      await op.getByRole('combobox', { name: 'Media type' }).selectOption('multipart/form-data');
      await echo.mark();
      expect(await tryIt(page, op)).toEqual({ status: 200 });
      got = (await echo.received(PREFIX, false)).at(-1)!;
      // Browsers write `"` in a part name as %22 (HTML form-data encoding) and the rest as UTF-8.
      const parts = [...got.body.matchAll(/name="([^"]*)"\r\n\r\n([^\r]*)\r\n/g)].map((m) => [m[1], m[2]]);
      expect(parts).toEqual([
        ['x bad name', 'm 1'],
        ['Übersicht', 'ü'],
        ['<b>%22q%22</b>', "it's"],
      ]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('API keys named what no header or cookie can carry, and a stored key value no header can carry, never throw: TRY goes without them and says why', async () => {
    const { page, errors } = await mount({ 'persist-auth': 'true' });
    const call = (method: string, ...args: unknown[]) =>
      page.evaluate(([m, a]) => (document.querySelector('spec-doc') as unknown as Record<string, (...x: unknown[]) => unknown>)[m]!(...a), [method, args] as const);
    try {
      expect(await call('setApiKey', 'bad-header-key', 'h')).toBe(false);
      expect(await call('setApiKey', 'bad-cookie-key', 'c')).toBe(false);
      // A value stored for a key that can be sent, changed in storage to one no header can carry.
      expect(await call('setApiKey', 'good-header-key', 'ok')).toBe(true);
      const changed = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('spec-doc:auth:') && localStorage.getItem(k)!.includes('good-header-key'));
        if (!key) return false;
        localStorage.setItem(key, localStorage.getItem(key)!.replace('"ok"', '"日本"'));
        const el = document.querySelector('spec-doc')!;
        const again = el.cloneNode() as HTMLElement;
        el.replaceWith(again);
        return new Promise<boolean>((r) => again.addEventListener('spec-loaded', () => r(true), { once: true }));
      });
      expect(changed).toBe(true);
      const op = await open(page, NAMES);
      await echo.mark();
      expect(await tryIt(page, op)).toEqual({ status: 200 });
      const got = (await echo.received(PREFIX, false)).at(-1)!;
      expect(got.headers['x-good-key']).toBeUndefined();
      expect(got.headers['x-fine']).toBe('fine');
      expect(await op.getByRole('note').filter({ hasText: 'Not sent with this request' }).textContent()).toContain(
        'The value of the header `X-Good-Key` contains characters that a header cannot carry (only Latin-1); encode the value first',
      );
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the mock server answers every operation without throwing, leaving out response headers named what HTTP cannot carry', async () => {
    const { page, errors } = await mount({ 'mock-server': 'true' });
    const lines: string[] = [];
    page.on('console', (m) => lines.push(m.text()));
    try {
      await page.locator('spec-doc .mock-active').waitFor({ timeout: 15_000 });
      const op = await open(page, NAMES);
      await echo.mark();
      expect(await tryIt(page, op)).toEqual({ status: 200 });
      // Answered in the page: nothing reached the echo API.
      expect(await echo.received(PREFIX, false)).toEqual([]);
      await expect.poll(() => lines.join('\n')).toContain('response header left out: `x bad response header` is not a valid HTTP header name and cannot be sent');

      const answers = await page.evaluate(async (api) => {
        const names = await fetch(`${api}/names/a%20b/c?x%20bad%20name=1`, { headers: { 'x-fine': '1', constructor: 'c' } });
        const required = await fetch(`${api}/required/1`);
        const form = await fetch(`${api}/forms`, { method: 'POST', body: new URLSearchParams([['x bad name', 'v']]) });
        return [names, required, form].map((r) => ({ status: r.status, mock: r.headers.get('x-spec-doc-mock'), good: r.headers.get('x-good') }));
      }, API);
      expect(answers).toEqual([
        { status: 200, mock: 'GET /names/{x bad name}/{%C3%9Cbersicht}', good: 'yes' },
        { status: 200, mock: 'GET /required/{id}', good: null },
        { status: 200, mock: 'POST /forms', good: null },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
