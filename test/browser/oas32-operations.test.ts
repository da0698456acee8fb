import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { echoWindow } from '../support/echo-window.js';
import { mountReading, navEntries } from '../support/reading.js';
import { openConsole } from '../support/try-console.js';

// OpenAPI 3.2.0 operations and parameters end to end: the QUERY method, additionalOperations
// (COPY, PURGE), `in: querystring` (form-urlencoded and JSON) and `style: cookie`, in the nav,
// routes and slots, search, the TRY console (checked on what the echo API received), the cURL
// command and a generated code sample, and the mock server.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const SPEC = '/test/fixtures/oas32/operations.yaml';
const PREFIX = '/oas32-ops';
const API = `${echoUrl}${PREFIX}`;
const echo = echoWindow(echoUrl, PREFIX);

async function open(page: Page, opId: string): Promise<Locator> {
  await page.locator(`spec-doc nav a[data-nav-id="${opId}"]`).click();
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  return openConsole(op);
}

/** Clicks TRY and resolves with after-try's request URL and method, and the response status and body. */
async function tryIt(page: Page, op: Locator): Promise<{ url: string; method: string; status?: number; body?: unknown; error?: string }> {
  const after = page.evaluate(
    () =>
      new Promise<{ url: string; method: string; status?: number; body?: unknown; error?: string }>((r) =>
        document.querySelector('spec-doc')!.addEventListener(
          'after-try',
          (e) => {
            const d = (e as CustomEvent).detail;
            r(
              JSON.parse(
                JSON.stringify({ url: d.request.url, method: d.request.method, ...(d.response ? { status: d.response.status, body: d.response.body } : { error: String(d.error) }) }),
              ),
            );
          },
          { once: true },
        ),
      ),
  );
  await op.getByRole('button', { name: /^TRY$/ }).click();
  return after;
}

const generated = (op: Locator): Locator => op.locator('.code-samples-generated pre code');

async function sample(op: Locator, language: string): Promise<string> {
  await op.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await generated(op).waitFor();
  return (await generated(op).textContent()) ?? '';
}

describe('OpenAPI 3.2 operations and parameters', () => {
  it('shows QUERY, COPY and PURGE in the nav and as badges, with routes, slots and search', async () => {
    const children = '<p slot="copy-/files/-id-">slotted into COPY</p><p slot="query-/files/search">slotted into QUERY</p>';
    const { page, errors } = await mountReading(browser(), staticUrl, {
      spec: SPEC,
      attrs: { 'server-url': API, 'show-method-in-nav-bar': 'as-colored-block' },
      children,
      hash: '#purge-/files/{id}',
    });
    try {
      const nav = await navEntries(page);
      for (const entry of ['QUERY Search files with a query body', 'COPY Copy a file to a destination', 'PURGE Purge a file from caches']) expect(nav).toContain(entry);
      const badge = (id: string): Promise<string | null> => page.locator(`spec-doc [data-op-id="${id}"] .method`).first().textContent();
      expect(await badge('query-/files/search')).toBe('QUERY');
      expect(await badge('copy-/files/{id}')).toBe('COPY');
      expect(await badge('purge-/files/{id}')).toBe('PURGE');
      // The route from the hash, scrollToPath in both forms, and the operation slots.
      await expect.poll(() => page.evaluate(() => location.hash)).toContain('purge-/files/');
      expect(await page.evaluate(() => (document.querySelector('spec-doc') as unknown as { scrollToPath(p: string): boolean }).scrollToPath('copy-/files/-id-'))).toBe(true);
      expect(await page.evaluate(() => (document.querySelector('spec-doc') as unknown as { scrollToPath(p: string): boolean }).scrollToPath('query-/files/search'))).toBe(true);
      const assigned = await page.evaluate(() => Array.from(document.querySelectorAll('spec-doc > p')).map((p) => [p.textContent, p.assignedSlot?.name ?? null]));
      expect(assigned).toEqual([
        ['slotted into COPY', 'copy-/files/-id-'],
        ['slotted into QUERY', 'query-/files/search'],
      ]);
      // The reference shows the querystring as its own group, with its media type.
      const reports = page.locator('spec-doc [data-op-id="get-/reports"]');
      await reports.scrollIntoViewIfNeeded();
      await expect.poll(() => reports.locator('.group-title').allTextContents()).toEqual(['Query string', 'Cookie parameters']);
      expect(await reports.locator('.param .chip.media-type').first().textContent()).toBe('application/x-www-form-urlencoded');

      // Search finds them by method.
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox', { name: 'Search the API' });
      await input.fill('purge');
      await expect.poll(() => page.locator('spec-doc spec-doc-search-dialog [role="option"]').allTextContents()).toEqual([expect.stringMatching(/PURGE[\s\S]*\/files\/\{id\}/i)]);
      await input.fill('copy');
      await expect.poll(() => page.locator('spec-doc spec-doc-search-dialog [role="option"]').first().textContent()).toMatch(/COPY/i);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('TRY sends QUERY with its body, COPY as written, a querystring as the whole query and cookie-style cookies unencoded; cURL and JavaScript say the same', async () => {
    await echo.mark();
    const { page, errors } = await mountReading(browser(), staticUrl, {
      spec: SPEC,
      attrs: { 'render-style': 'focused', 'server-url': API, 'fetch-credentials': 'include' },
    });
    try {
      // QUERY with a JSON body.
      let op = await open(page, 'query-/files/search');
      let result = await tryIt(page, op);
      expect(result).toMatchObject({ method: 'QUERY', status: 200 });
      let got = (await echo.received(PREFIX, false)).at(-1)!;
      expect(got.method).toBe('QUERY');
      expect(got.path).toBe(`${PREFIX}/files/search`);
      expect(JSON.parse(got.body)).toEqual({ text: 'report', limit: 5 });
      expect(await sample(op, 'curl')).toMatch(new RegExp(`^curl -X QUERY '${API}/files/search'`));
      expect(await sample(op, 'javascript')).toContain("method: 'QUERY'");

      // COPY, an additionalOperations method, with its header.
      op = await open(page, 'copy-/files/{id}');
      result = await tryIt(page, op);
      expect(result).toMatchObject({ method: 'COPY', status: 200 });
      got = (await echo.received(PREFIX, false)).at(-1)!;
      expect(got.method).toBe('COPY');
      expect(got.path).toBe(`${PREFIX}/files/f1`);
      expect(got.headers['destination']).toBe('/files/f2');
      expect(await sample(op, 'curl')).toMatch(new RegExp(`^curl -X COPY '${API}/files/f1'`));
      expect(await sample(op, 'javascript')).toContain("method: 'COPY'");

      // A form-urlencoded querystring: a field per property; cookies of style cookie and form.
      op = await open(page, 'get-/reports');
      expect(await op.getByRole('textbox', { name: /^year/ }).inputValue()).toBe('2025');
      await op.getByRole('textbox', { name: /^tag/ }).fill('q3 & q4');
      result = await tryIt(page, op);
      expect(result.status).toBe(200);
      got = (await echo.received(PREFIX, false)).at(-1)!;
      expect(got.url).toBe(`${PREFIX}/reports?year=2025&tag=q3%20%26%20q4`);
      expect(got.query).toEqual({ year: ['2025'], tag: ['q3 & q4'] });
      // style: cookie is sent as written; style form percent-encodes (OpenAPI 3.2.0).
      expect(got.headers['cookie']).toContain('session=a/b=c');
      expect(got.headers['cookie']).toContain('theme=dark%20mode');
      const curl = await sample(op, 'curl');
      expect(curl).toContain(`'${API}/reports?year=2025&tag=q3%20%26%20q4'`);
      expect(curl).toContain("-H 'Cookie: session=a/b=c; theme=dark%20mode'");
      expect(await sample(op, 'javascript')).toContain(`fetch('${API}/reports?year=2025&tag=q3%20%26%20q4', options)`);

      // A JSON querystring: the JSON text, percent-encoded, is the whole query.
      op = await open(page, 'get-/reports/select');
      const json = op.getByRole('textbox', { name: /^selector/ });
      expect(JSON.parse(await json.inputValue())).toEqual({ ids: [1, 2] });
      await json.fill('{"ids":[3]}');
      result = await tryIt(page, op);
      expect(result.status).toBe(200);
      got = (await echo.received(PREFIX, false)).at(-1)!;
      expect(got.url).toBe(`${PREFIX}/reports/select?%7B%22ids%22%3A%5B3%5D%7D`);
      expect(await sample(op, 'curl')).toContain(`'${API}/reports/select?%7B%22ids%22%3A%5B3%5D%7D'`);
      expect(await sample(op, 'javascript')).toContain(`fetch('${API}/reports/select?%7B%22ids%22%3A%5B3%5D%7D', options)`);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the mock answers QUERY, COPY and PURGE and validates the querystring', async () => {
    await echo.mark();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'server-url': API, 'mock-server': 'true' } });
    try {
      // Until the mock is on, a request would reach the API itself (the echo server checked below).
      await page.locator('spec-doc .mock-active').waitFor({ timeout: 15_000 });
      const call = (path: string, method: string, body?: string): Promise<{ status: number; mock: string | null; body: string }> =>
        page.evaluate(
          async ([url, method, body]) => {
            const res = await fetch(url, { method, ...(body ? { body, headers: { 'Content-Type': 'application/json' } } : {}) });
            return { status: res.status, mock: res.headers.get('x-spec-doc-mock'), body: await res.text() };
          },
          [`${API}${path}`, method, body] as const,
        );
      expect((await call('/files/search', 'QUERY', '{"text":"a"}')).mock).toBe('QUERY /files/search');
      expect((await call('/files/search', 'QUERY', '{"text":"a"}')).status).toBe(200);
      const bad = await call('/files/search', 'QUERY', '{"limit":0}');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatch(/text/);
      expect(await call('/files/f1', 'COPY')).toMatchObject({ status: 400, mock: 'COPY /files/{id}' });
      expect(await call('/files/f1', 'PURGE')).toMatchObject({ status: 204, mock: 'PURGE /files/{id}' });
      expect(await call('/reports?year=2025&tag=x', 'GET')).toMatchObject({ status: 200, mock: 'GET /reports' });
      const badForm = await call('/reports?year=1999', 'GET');
      expect(badForm.status).toBe(400);
      expect(badForm.body).toContain('filter.year');
      expect(await call('/reports/select?%7B%22ids%22%3A%5B1%5D%7D', 'GET')).toMatchObject({ status: 200, mock: 'GET /reports/select' });
      const badJson = await call('/reports/select?%7B%22ids%22%3A%5B%22x%22%5D%7D', 'GET');
      expect(badJson.status).toBe(400);
      expect(badJson.body).toContain('selector.ids.0');
      expect(await echo.received(PREFIX, false)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
