// Where credentials may go: only to the active API server. Not to a description's external
// $ref host, not to an externalValue example's host, not to a redirect target on another
// origin, never into the page's URL or console; persist-auth stores no OAuth client secret and
// removeAllSecurityKeys empties its storage. Three servers of this file's own: the page's
// (static), the API (echo) and "elsewhere" (another echo, another origin), so every request
// each receives can be read without other test files' traffic.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startEchoServer } from '../servers/echo-server.mjs';
import { startStaticServer } from '../servers/static-server.mjs';
import { useBrowser } from '../support/browser.js';
import { openConsole } from '../support/try-console.js';
import { openScheme } from '../support/auth-cards.js';

const browser = useBrowser();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Echo = Awaited<ReturnType<typeof startEchoServer>>;
let site: Awaited<ReturnType<typeof startStaticServer>>;
let api: Echo;
let elsewhere: Echo;

const SECRETS = { key: 'SECRET-HEADER-KEY', query: 'SECRET-QUERY-KEY', bearer: 'SECRET-BEARER', attr: 'SECRET-ATTRIBUTE-KEY', clientSecret: 'SECRET-CLIENT-SECRET' };

function description(): string {
  return `openapi: 3.1.0
info: { title: Credentials, version: '1' }
servers: [{ url: '${api.url}/api' }]
security: [{ key: [], query: [], bearer: [] }]
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Api-Key }
    query: { type: apiKey, in: query, name: api_key }
    bearer: { type: http, scheme: bearer }
    oauth: { type: oauth2, flows: { clientCredentials: { tokenUrl: '${elsewhere.url}/oauth/token', scopes: {} } } }
paths:
  /items:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '${elsewhere.url}/ref/schema.json' }
              examples:
                outside: { summary: outside, externalValue: '${elsewhere.url}/example/value.json' }
  /redirect:
    get:
      parameters: [{ name: to, in: query, required: true, schema: { type: string } }]
      responses: { '200': { description: ok } }
`;
}

beforeAll(async () => {
  api = await startEchoServer({ host: '127.0.0.1', port: 0 });
  elsewhere = await startEchoServer({ host: '127.0.0.1', port: 0 });
  site = await startStaticServer({
    root: repoRoot,
    routes: {
      '/credentials.yaml': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/yaml', 'Cache-Control': 'no-store' });
        res.end(description());
      },
    },
  });
});
afterAll(async () => {
  await Promise.all([site.close(), api.close(), elsewhere.close()]);
});

/** The secrets that appear anywhere in what a server received (URL, headers, cookies, body). */
function leaked(server: Echo): string[] {
  const text = JSON.stringify(server.received);
  return Object.values(SECRETS).filter((s) => text.includes(s));
}

async function mount(page: Page, attrs: Record<string, string>): Promise<void> {
  await page.goto(`${site.url}/test/fixtures/blank.html`);
  const ok = await page.evaluate(async (a) => {
    await customElements.whenDefined('spec-doc');
    const el = document.createElement('spec-doc');
    el.style.height = '100vh';
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    const done = new Promise<boolean>((resolve) => {
      el.addEventListener('spec-loaded', () => resolve(true), { once: true });
      el.addEventListener('spec-load-error', () => resolve(false), { once: true });
    });
    document.body.append(el);
    el.setAttribute('spec-url', '/credentials.yaml');
    return done;
  }, attrs);
  expect(ok).toBe(true);
}

function call(page: Page, method: string, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(([m, a]) => (document.querySelector('spec-doc') as unknown as Record<string, (...x: unknown[]) => unknown>)[m]!(...a), [method, args] as const);
}

async function open(page: Page, opId: string): Promise<Locator> {
  await page.locator(`spec-doc nav a[data-nav-id="${opId}"]`).click();
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  await openConsole(op);
  return op;
}

async function tryIt(page: Page, op: Locator): Promise<void> {
  const done = page.evaluate(() => new Promise((r) => document.querySelector('spec-doc')!.addEventListener('after-try', r, { once: true })));
  await op.getByRole('button', { name: /^TRY$/ }).click();
  await done;
}

describe('credentials reach the active API server only', () => {
  it('not the external $ref host, the externalValue host, a redirect target elsewhere (not followed), the URL or the console', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const consoleText: string[] = [];
    const urls: string[] = [];
    page.on('console', (m) => consoleText.push(m.text()));
    page.on('framenavigated', (f) => urls.push(f.url()));
    try {
      // A key from attributes is there from the start, while the description and its external $ref load.
      await mount(page, {
        'render-style': 'focused',
        'api-key-name': 'X-Attr-Key',
        'api-key-location': 'header',
        'api-key-value': SECRETS.attr,
        'fetch-credentials': 'include',
        'load-fonts': 'false',
      });
      expect(elsewhere.received.some((r) => (r as { path: string }).path === '/ref/schema.json')).toBe(true);
      expect(await call(page, 'setApiKey', 'key', SECRETS.key)).toBe(true);
      expect(await call(page, 'setApiKey', 'query', SECRETS.query)).toBe(true);
      expect(await call(page, 'setApiKey', 'bearer', SECRETS.bearer)).toBe(true);

      const items = await open(page, 'get-/items');
      await tryIt(page, items);
      // The API gets every credential (so the ones below were there to leak).
      const sent = api.received.at(-1) as { path: string; headers: Record<string, string>; query: Record<string, string[]> };
      expect(sent.path).toBe('/api/items');
      expect([sent.headers['x-api-key'], sent.headers['x-attr-key'], sent.headers['authorization'], sent.query['api_key']]).toEqual([
        SECRETS.key,
        SECRETS.attr,
        `Bearer ${SECRETS.bearer}`,
        [SECRETS.query],
      ]);

      // The externalValue example, loaded on request.
      await items.locator('.responses').getByRole('tab', { name: 'Example' }).first().click();
      await items.getByRole('button', { name: 'Load example' }).first().click();
      await expect.poll(() => elsewhere.received.some((r) => (r as { path: string }).path === '/example/value.json')).toBe(true);

      // TRY answered by a redirect to another origin (307 keeps method and headers).
      const redirect = await open(page, 'get-/redirect');
      await redirect.getByRole('textbox', { name: /^to/ }).fill(`${elsewhere.url}/target`);
      await tryIt(page, redirect);
      expect(api.received.some((r) => (r as { path: string }).path === '/api/redirect')).toBe(true);
      // Not followed, and said so.
      expect(elsewhere.received.some((r) => (r as { path: string }).path === '/target')).toBe(false);
      expect(await redirect.getByRole('alert').first().textContent()).toMatch(/answered with a redirect/);

      expect(leaked(elsewhere)).toEqual([]);
      const pageUrls = [...urls, await page.evaluate(() => location.href)];
      expect(pageUrls.filter((u) => Object.values(SECRETS).some((s) => u.includes(s)))).toEqual([]);
      expect(consoleText.filter((t) => Object.values(SECRETS).some((s) => t.includes(s)))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('persist-auth stores credentials for this description but never an OAuth client secret; removeAllSecurityKeys empties it', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await mount(page, { 'render-style': 'focused', 'persist-auth': 'true', 'load-fonts': 'false' });
      expect(await call(page, 'setApiKey', 'key', SECRETS.key)).toBe(true);
      await page.evaluate(() => (document.querySelector('spec-doc') as unknown as { scrollToPath(id: string): boolean }).scrollToPath('auth'));
      const oauthCard = await openScheme(page, 'oauth');
      const secret = oauthCard.getByLabel('Client secret');
      await oauthCard.getByLabel('Client ID').fill('client-1');
      await secret.fill(SECRETS.clientSecret);
      await secret.blur();
      await page.waitForTimeout(200);
      const stored = await page.evaluate(() => Object.entries(localStorage));
      expect(stored).toHaveLength(1);
      expect(stored[0]![0]).toContain('credentials.yaml');
      expect(stored[0]![1]).toContain(SECRETS.key);
      expect(stored[0]![1]).not.toContain(SECRETS.clientSecret);
      await call(page, 'removeAllSecurityKeys');
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
      expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the OAuth token endpoint gets what the flow needs (client id and secret), never the API keys', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await mount(page, { 'render-style': 'focused', 'api-key-name': 'X-Attr-Key', 'api-key-location': 'header', 'api-key-value': SECRETS.attr, 'load-fonts': 'false' });
      expect(await call(page, 'setApiKey', 'key', SECRETS.key)).toBe(true);
      expect(await call(page, 'setApiKey', 'query', SECRETS.query)).toBe(true);
      expect(await call(page, 'setApiKey', 'bearer', SECRETS.bearer)).toBe(true);
      await page.evaluate(() => (document.querySelector('spec-doc') as unknown as { scrollToPath(id: string): boolean }).scrollToPath('auth'));
      const oauth = await openScheme(page, 'oauth');
      await oauth.getByLabel('Client ID').fill('client-1');
      await oauth.getByLabel('Client secret').fill(SECRETS.clientSecret);
      await oauth.getByRole('button', { name: 'Get token (Client Credentials)' }).click();
      await expect.poll(() => elsewhere.received.filter((r) => (r as { path: string }).path === '/oauth/token').length).toBeGreaterThan(0);
      const tokenRequests = JSON.stringify(elsewhere.received.filter((r) => (r as { path: string }).path === '/oauth/token'));
      expect(tokenRequests).toContain('client-1');
      expect([SECRETS.key, SECRETS.query, SECRETS.bearer, SECRETS.attr].filter((s) => tokenRequests.includes(s))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a request without credentials follows a redirect as fetch does', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await mount(page, { 'render-style': 'focused', 'load-fonts': 'false' });
      const redirect = await open(page, 'get-/redirect');
      await redirect.getByRole('textbox', { name: /^to/ }).fill(`${elsewhere.url}/followed`);
      await tryIt(page, redirect);
      expect(elsewhere.received.some((r) => (r as { path: string }).path === '/followed')).toBe(true);
      await redirect.locator('.try-response').waitFor();
      expect(await redirect.locator('.try-response .status').textContent()).toBe('200');
    } finally {
      await context.close();
    }
  });
});
