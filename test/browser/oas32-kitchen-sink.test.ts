import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { answerOnServer, getDeviceCode } from '../support/device-flow.js';
import { echoWindow } from '../support/echo-window.js';
import { mountReading, navEntries } from '../support/reading.js';
import { openConsole } from '../support/try-console.js';
import { openScheme } from '../support/auth-cards.js';

// Every OpenAPI 3.2 addition in one description of our own (test/fixtures/oas32-kitchen-sink.yaml,
// served by global-setup with the device-flow server's address filled in), loaded by URL as a
// reader's page would: the reference and nav, search, TRY against the echo API (through
// `server-url`), the mock server, and the device flow against the real OAuth server
// (oidc-provider). The features' own tests go deeper; this one shows they work together.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const deviceUrl = inject('deviceUrl');
const browser = useBrowser();
const SPEC = '/test/oas32-kitchen-sink.yaml';
const PREFIX = '/kitchen-sink';
const API = `${echoUrl}${PREFIX}`;
const echo = echoWindow(echoUrl, PREFIX);

const shadowText = (page: Page, selector: string): Promise<string> =>
  page.evaluate((sel) => document.querySelector('spec-doc')!.shadowRoot!.querySelector(sel)?.textContent.replace(/\s+/g, ' ').trim() ?? '', selector);

/** Goes to an operation (by route) and resolves with its section once its responses have rendered. */
async function show(page: Page, id: string): Promise<Locator> {
  expect(await page.evaluate((path) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(p: string): boolean }).scrollToPath(path), id)).toBe(true);
  const op = page.locator(`spec-doc [data-op-id="${id}"]`);
  await op.locator('.responses').waitFor({ state: 'attached' });
  return op;
}

/** Clicks TRY and resolves once after-try has fired. */
async function tryIt(page: Page, op: Locator): Promise<void> {
  const after = page.evaluate(() => new Promise((r) => document.querySelector('spec-doc')!.addEventListener('after-try', r, { once: true })));
  await op.getByRole('button', { name: /^TRY$/ }).click();
  await after;
}

describe('the OpenAPI 3.2 kitchen sink', () => {
  it('renders every addition: the tag tree and chips, methods, server names, summaries, $self, defaultMapping, mediaTypes, XML nodeType, streams, encodings, deprecated schemes; search finds them', async () => {
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'read', 'show-method-in-nav-bar': 'as-colored-block' } });
    try {
      expect(loaded).toBe(true);
      // Tags: summary as the label, parent as nesting, kinds other than nav as chips.
      const sections = await page.evaluate(() =>
        Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav .nav-section')).map(
          (s) => `${[...s.classList].find((c) => /^d\d$/.test(c)) ?? 'd0'} ${s.querySelector('.nav-tag-label')?.textContent.trim() ?? ''}`,
        ),
      );
      expect(sections).toEqual(expect.arrayContaining(['d0 Library', 'd1 Books', 'd2 Loans', 'd0 Live events']));
      expect(sections.some((s) => /Beta|For partners/.test(s))).toBe(false);
      expect(await shadowText(page, '[id="query-/books"] .op-chips')).toContain('Beta');
      expect(await shadowText(page, '[id="get-/books/search"] .op-chips')).toContain('For partners');
      // The QUERY method and additionalOperations (COPY, PURGE) in the nav and as badges.
      const nav = await navEntries(page);
      for (const entry of ['QUERY Search books with a query body', 'COPY Copy a book record', 'PURGE Purge a book from caches']) expect(nav).toContain(entry);
      const badge = (id: string): Promise<string | null> => page.locator(`spec-doc [data-op-id="${id}"] .method`).first().textContent();
      expect(await badge('query-/books')).toBe('QUERY');
      expect(await badge('copy-/books/{isbn}')).toBe('COPY');
      expect(await badge('purge-/books/{isbn}')).toBe('PURGE');
      // Server names, and $self in the overview.
      const servers = await page.getByRole('combobox', { name: 'Server' }).first().locator('option').allTextContents();
      expect(servers.map((o) => o.trim())).toEqual(['Production (https://api.example.test/v1) — The live API.', 'Sandbox (https://sandbox.example.test/v1)']);
      expect(await shadowText(page, '#overview .info-self')).toBe('Document URI https://docs.example.test/apis/kitchen-sink.yaml');

      // Response summaries; a response without description.
      let op = await show(page, 'get-/books');
      expect(await shadowText(page, '[id="get-/books"] .response-head')).toBe('Response 200 A page of books The books, in title order.');
      // The querystring parameter as its own group, with its media type; the cookie parameter.
      await expect.poll(() => op.locator('.group-title').allTextContents()).toEqual(['Query string', 'Cookie parameters']);
      expect(await op.locator('.param .chip.media-type').first().textContent()).toBe('application/x-www-form-urlencoded');
      op = await show(page, 'get-/books/search');
      expect(await shadowText(page, '[id="get-/books/search"] .responses')).toContain('204');
      expect(await shadowText(page, '[id="get-/books/search"] .responses')).not.toContain('undefined');

      // XML nodeType in the schema view and in the generated XML of a response.
      op = await show(page, 'put-/books/{isbn}');
      const xmlBlock = op.locator('spec-doc-media-type').filter({ has: page.locator('.media-type-name code', { hasText: 'application/xml' }) });
      // (notes: an array's default nodeType in 3.2 is none, unwrapped, so it carries no label.)
      expect((await xmlBlock.first().locator('.xml-node').allTextContents()).map((t) => t.trim())).toEqual(['XML: attribute', 'XML: CDATA']);
      op = await show(page, 'get-/books');
      const listXml = op
        .locator('spec-doc-media-type')
        .filter({ has: page.locator('.media-type-name code', { hasText: 'application/xml' }) })
        .first();
      await listXml.getByRole('tab', { name: 'Example' }).click();
      const xml = (await listXml.locator('.example pre').textContent()) ?? '';
      expect(xml).toContain('<book isbn="978-0-00-000000-1">');
      expect(xml).toContain('<![CDATA[Spice <and> sand]]>');
      expect(xml).toContain('<note>classic</note>');
      expect(xml).not.toContain('<notes>');

      // discriminator defaultMapping in the one-of selector.
      op = await show(page, 'post-/pets');
      expect((await op.locator('.composition select option').allTextContents()).map((a) => a.trim())).toEqual(['petType = cat', 'petType = dog', 'petType = OtherPet (default)']);
      // A deprecated security scheme on the operation that uses it, and in the auth section.
      expect(await op.locator('.requirement').first().textContent()).toContain('legacyKey (deprecated)');
      expect(await page.locator('spec-doc [data-scheme="legacyKey"] .auth-deprecated').textContent()).toBe('Deprecated');
      expect(await page.locator('spec-doc [data-scheme="apiKey"] .auth-deprecated').count()).toBe(0);

      // components.mediaTypes through a requestBody $ref and a response: its schema and its example.
      op = await show(page, 'post-/loans');
      expect(await shadowText(page, '[id="post-/loans"]')).toContain('due');
      // (The components section, where the media types are listed, is the focused style's: oas32-model.test.ts.)
      await expect.poll(async () => (await op.locator('spec-doc-response-examples').textContent()) ?? '').toContain('L-1');

      // Streams: "A stream of" the item schema for SSE, JSON Lines and JSON-seq.
      op = await show(page, 'get-/events');
      await expect.poll(() => op.locator('.stream-of').count()).toBe(3);
      expect(await op.locator('.stream-of').first().textContent()).toMatch(/A stream of/);
      // The item's const shows once (it is one of its constraints).
      expect((await op.locator('spec-doc-media-type').first().locator('.fact').allTextContents()).filter((f) => f.includes('loan'))).toEqual(['const "loan"']);
      // In another interface language the constraint's words follow it; the value stays as written, as code.
      const loanFacts = async (): Promise<string[]> => (await op.locator('spec-doc-media-type').first().locator('.fact').allTextContents()).filter((f) => f.includes('loan'));
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('lang', 'ja'));
      await expect.poll(loanFacts).toEqual(['固定値 "loan"']);
      expect(await op.locator('spec-doc-media-type').first().locator('.fact code').allTextContents()).toContain('"loan"');
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('lang', 'en'));
      await expect.poll(loanFacts).toEqual(['const "loan"']);

      // prefixEncoding and itemEncoding shown for the multipart/mixed body.
      op = await show(page, 'post-/loans/{id}/attachments');
      const parts = (await op.textContent()) ?? '';
      expect(parts).toContain('Part 1: application/json');
      expect(parts).toContain('Part 2 onwards: text/plain');

      // Search finds the added methods and the querystring parameter's properties.
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox', { name: 'Search the API' });
      await input.fill('purge');
      await expect.poll(() => page.locator('spec-doc spec-doc-search-dialog [role="option"]').first().textContent()).toMatch(/PURGE[\s\S]*\/books\/\{isbn\}/i);
      await input.fill('genre');
      await expect.poll(() => page.locator('spec-doc spec-doc-search-dialog [role="option"]').allTextContents()).toContainEqual(expect.stringMatching(/List books/));
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('TRY sends QUERY with the dataValue body, the querystring as the whole query, the cookie as written, COPY with its header and the XML serializedValue', async () => {
    await echo.mark();
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API, 'fetch-credentials': 'include' } });
    try {
      expect(loaded).toBe(true);
      const last = async () => (await echo.received(PREFIX, false)).at(-1)!;
      let op = await openConsole(await show(page, 'query-/books'));
      await tryIt(page, op);
      let got = await last();
      expect(got.method).toBe('QUERY');
      expect(got.path).toBe(`${PREFIX}/books`);
      expect(JSON.parse(got.body)).toEqual({ title: 'Dune' });

      op = await openConsole(await show(page, 'get-/books'));
      await op.getByRole('textbox', { name: /^limit/ }).fill('5');
      await tryIt(page, op);
      got = await last();
      expect(got.method).toBe('GET');
      expect(got.query.limit).toEqual(['5']);
      expect(got.headers['cookie']).toContain('session=abc/def+1');

      op = await openConsole(await show(page, 'get-/books/search'));
      await tryIt(page, op);
      got = await last();
      expect(got.url).toBe(`${PREFIX}/books/search?${encodeURIComponent('{"title":"Dune"}')}`);

      op = await openConsole(await show(page, 'copy-/books/{isbn}'));
      await op.getByRole('textbox', { name: /^isbn/ }).fill('978-1');
      await tryIt(page, op);
      got = await last();
      expect(got.method).toBe('COPY');
      expect(got.path).toBe(`${PREFIX}/books/978-1`);
      expect(got.headers['destination']).toBe('/books/978-0-00-000000-2');

      op = await openConsole(await show(page, 'put-/books/{isbn}'));
      await op.getByRole('textbox', { name: /^isbn/ }).fill('978-1');
      await tryIt(page, op);
      got = await last();
      expect(got.method).toBe('PUT');
      expect(got.body).toBe('<book isbn="978-0-00-000000-1"><title>Dune</title></book>');
      expect(got.headers['content-type']).toBe('application/xml');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the mock answers QUERY and COPY, streams events and validates against the defaultMapping and the querystring', async () => {
    await echo.mark();
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'server-url': API, 'mock-server': 'true' } });
    try {
      expect(loaded).toBe(true);
      const call = (path: string, method: string, body?: string): Promise<{ status: number; mock: string | null; type: string | null; body: string }> =>
        page.evaluate(
          async ([url, method, body]) => {
            const res = await fetch(url, { method, ...(body ? { body, headers: { 'Content-Type': 'application/json' } } : {}) });
            return { status: res.status, mock: res.headers.get('x-spec-doc-mock'), type: res.headers.get('content-type'), body: await res.text() };
          },
          [`${API}${path}`, method, body] as const,
        );
      // Until the mock is on, a request would reach the API itself (the echo server checked below).
      await page.locator('spec-doc .mock-active').waitFor({ timeout: 15_000 });
      expect((await call('/books', 'QUERY', '{"title":"Dune"}')).mock).toBe('QUERY /books');
      const found = await call('/books', 'QUERY', '{"title":"Dune"}');
      expect(found.status).toBe(200);
      expect(Array.isArray(JSON.parse(found.body))).toBe(true);
      expect(await call('/books/978-1', 'COPY')).toMatchObject({ status: 400, mock: 'COPY /books/{isbn}' });
      expect(await call('/books?limit=5&genre=novel', 'GET')).toMatchObject({ status: 200, mock: 'GET /books' });
      const badQuery = await call('/books?limit=500', 'GET');
      expect(badQuery.status).toBe(400);
      expect(badQuery.body).toContain('filter.limit');
      // A pet without petType is an OtherPet (the defaultMapping): accepted with its name.
      expect((await call('/pets', 'POST', '{"name":"Rex"}')).status).toBe(201);
      expect((await call('/pets', 'POST', '{}')).status).toBe(400);
      // The event stream: several generated items in the SSE wire format.
      const events = await call('/events', 'GET');
      expect(events.status).toBe(200);
      expect(events.type).toContain('text/event-stream');
      expect(events.body.match(/^data: /gm)?.length).toBeGreaterThanOrEqual(2);
      expect(await echo.received(PREFIX, false)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('signs in with the device flow against the real OAuth server and TRY sends the token', async () => {
    await echo.mark();
    const { page, errors, loaded } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'read', 'server-url': API } });
    // A poll that comes before the approval gets the token endpoint's 400 authorization_pending
    // (RFC 8628, section 3.5), which the browser logs as a failed resource: expected, and counted.
    const pending: Array<Promise<boolean>> = [];
    page.on('response', (r) => {
      if (r.status() === 400 && r.url().startsWith(deviceUrl))
        pending.push(
          r.json().then(
            (b: { error?: string }) => b.error === 'authorization_pending',
            () => false,
          ),
        );
    });
    try {
      expect(loaded).toBe(true);
      const scheme = await openScheme(page, 'deviceLogin');
      const flow = scheme.locator('[data-flow="deviceAuthorization"]');
      const { userCode, complete } = await getDeviceCode(flow);
      expect(complete).toBe(`${deviceUrl}/device?user_code=${userCode}`);
      await answerOnServer(page, complete, 'Continue');
      await flow.locator('.oauth-token').waitFor({ timeout: 15_000 });
      expect(await scheme.locator('.auth-status').first().textContent()).toContain('Set');

      const op = await openConsole(await show(page, 'get-/books/search'));
      await tryIt(page, op);
      const sent = (await echo.received(`${PREFIX}/books/search`, false)).at(-1)?.headers['authorization'];
      expect(sent).toMatch(/^Bearer \S+$/);
      expect((await fetch(`${deviceUrl}/me`, { headers: { Authorization: sent! } })).status).toBe(200);
      const polls = await Promise.all(pending);
      expect(polls.every(Boolean), 'every 400 from the OAuth server is authorization_pending').toBe(true);
      const failed400 = 'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)';
      expect(errors.filter((e) => e === failed400)).toHaveLength(polls.length);
      expect(errors.filter((e) => e !== failed400)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
