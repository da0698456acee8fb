import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { load } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { mountObject } from '../support/mount-object.js';
import { openScheme } from '../support/auth-cards.js';
import { countWindowOpens } from '../support/window-open.js';
import { openConsole } from '../support/try-console.js';

// The four OAuth 2.0 flows end to end in Chromium: the Authentication Demo (and a fixture with
// every extension) pointed at the real test OAuth server (test/servers/oauth-server.mjs), the
// popup driven through its login page, the token exchanged, and the echo API receiving
// `Authorization: Bearer <the issued token>`.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const oauthUrl = inject('oauthUrl');
const browser = useBrowser();
const RECEIVER = '/dist/oauth-receiver.html';
const CONFIDENTIAL = { id: 'spec-doc-confidential', secret: 'conf secret:+/%' };
const PUBLIC_ID = 'spec-doc-public';
const USER = { username: 'alice', password: 'wonderland' };
// Test files run in parallel against one echo API: this file's requests go under its own prefix.
const PREFIX = '/oauth-test';
const API = `${echoUrl}${PREFIX}`;

interface Received {
  endpoint?: string;
  clientId?: string | null;
  grantType?: string;
  clientAuth?: string | null;
  pkce?: string;
  params?: Record<string, string>;
}

// The OAuth server's log is shared with other test files running in parallel: read only what
// arrived after mark(), and pick records by client id.
let since = 0;
async function mark(): Promise<void> {
  const list = (await (await fetch(`${oauthUrl}/__oauth/received`)).json()) as { id: number }[];
  since = Math.max(since, ...list.map((r) => r.id));
}

async function oauthReceived(clientId?: string): Promise<Received[]> {
  const list = (await (await fetch(`${oauthUrl}/__oauth/received`)).json()) as (Received & { id: number })[];
  return list.filter((r) => r.id > since && (clientId === undefined || r.clientId === clientId));
}

async function issued(): Promise<{ accessToken: string; refreshToken?: string; grantType: string; clientId: string }[]> {
  return (await (await fetch(`${oauthUrl}/__oauth/tokens`)).json()) as { accessToken: string; refreshToken?: string; grantType: string; clientId: string }[];
}

async function echoLast(): Promise<{ headers: Record<string, string> } | undefined> {
  const list = ((await (await fetch(`${echoUrl}/__echo/received`)).json()) as { method: string; path: string; headers: Record<string, string> }[]).filter(
    (r) => r.method !== 'OPTIONS' && r.path.startsWith(PREFIX),
  );
  return list[list.length - 1];
}

/** A flow of a scheme, its card opened. */
async function flow(page: Page, scheme: string, type: string): Promise<Locator> {
  return (await openScheme(page, scheme)).locator(`[data-flow="${type}"]`);
}

/** Clicks Authorize and completes the login page in the popup (Allow or Deny). */
async function authorizeInPopup(page: Page, f: Locator, answer: 'Allow' | 'Deny' = 'Allow'): Promise<void> {
  const popupPromise = page.context().waitForEvent('page');
  await f.getByRole('button', { name: /^Authorize/ }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByLabel('Username').fill(USER.username);
  await popup.getByLabel('Password').fill(USER.password);
  // Listen before clicking: the receiver can close the popup before a later listener is attached.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: answer }).click();
  await closed;
}

/** TRY on get-/users (needs ms-oauth): what the echo API received. */
async function tryUsers(page: Page): Promise<string | undefined> {
  await page.locator('spec-doc nav a[data-nav-id="get-/users"]').click();
  const op = page.locator('spec-doc [data-op-id="get-/users"]');
  await openConsole(op);
  const done = page.evaluate(() => new Promise((r) => document.querySelector('spec-doc')!.addEventListener('after-try', r, { once: true })));
  await op.getByRole('button', { name: /^TRY$/ }).click();
  await done;
  return (await echoLast())?.headers['authorization'];
}

/** The fixture with every OAuth extension, placeholders filled, as an object for loadSpec. */
function extensionsSpec(): unknown {
  const text = readFileSync(new URL('../fixtures/oauth-flows.yaml', import.meta.url), 'utf8')
    .replace(/\{\{OAUTH\}\}/g, oauthUrl)
    .replace(/\{\{ECHO\}\}/g, echoUrl);
  return load(text);
}

describe('OAuth 2.0 flows against a real authorization server', () => {
  it('Authorization Code (confidential client, PKCE S256, secret in the body): popup, login, token, and TRY sends the issued token', async () => {
    await mark();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: '/test/auth-demo.yaml', attrs: { 'render-style': 'read', 'oauth-receiver': RECEIVER, 'server-url': API } });
    try {
      const f = await flow(page, 'ms-oauth', 'authorizationCode');
      expect(await f.getByLabel('Client ID').inputValue()).toBe('<CLIENT_ID>');
      await f.getByLabel('Client ID').fill(CONFIDENTIAL.id);
      await f.getByLabel('Client secret').fill(CONFIDENTIAL.secret);
      await f.getByLabel(/User\.ReadBasic\.All/).check();
      await authorizeInPopup(page, f);
      await f.locator('.oauth-token').waitFor();
      expect(await f.locator('.oauth-token').textContent()).toContain('https://graph.example.com/User.ReadBasic.All');
      expect(await f.locator('.oauth-token').textContent()).toMatch(/Expires in \d+ (second|minute|hour)s?/);

      const log = await oauthReceived(CONFIDENTIAL.id);
      const authorize = log.find((r) => r.endpoint === 'authorize');
      expect(authorize?.params?.['code_challenge_method']).toBe('S256');
      expect(authorize?.params?.['redirect_uri']).toBe(`${staticUrl}${RECEIVER}`);
      const token = log.find((r) => r.grantType === 'authorization_code');
      expect([token?.clientAuth, token?.pkce]).toEqual(['body', 'verified']);

      const tokens = await issued();
      const mine = tokens.filter((t) => t.grantType === 'authorization_code' && t.clientId === CONFIDENTIAL.id).at(-1)!;
      expect(await tryUsers(page)).toBe(`Bearer ${mine.accessToken}`);
      // Log out forgets it.
      await page.locator('spec-doc #auth').scrollIntoViewIfNeeded();
      await f.getByRole('button', { name: 'Log out' }).click();
      expect(await tryUsers(page)).toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('Authorization Code with a public client (PKCE only, no secret); Implicit; Client Credentials with HTTP Basic; the misspelled Password flow cannot start', async () => {
    await mark();
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: '/test/auth-demo.yaml', attrs: { 'render-style': 'read', 'oauth-receiver': RECEIVER, 'server-url': API } });
    try {
      const code = await flow(page, 'ms-oauth', 'authorizationCode');
      await code.getByLabel('Client ID').fill(PUBLIC_ID);
      await authorizeInPopup(page, code);
      await code.locator('.oauth-token').waitFor();
      let log = await oauthReceived(PUBLIC_ID);
      const exchange = log.filter((r) => r.grantType === 'authorization_code').at(-1)!;
      expect([exchange.clientAuth, exchange.pkce, exchange.params?.['client_secret']]).toEqual(['none', 'verified', undefined]);

      const implicit = await flow(page, 'ms-oauth', 'implicit');
      expect(await implicit.getByLabel('Client secret').count()).toBe(0);
      await implicit.getByLabel('Client ID').fill(CONFIDENTIAL.id);
      await authorizeInPopup(page, implicit);
      await implicit.locator('.oauth-token').waitFor();
      const implicitToken = (await issued()).filter((t) => t.grantType === 'implicit' && t.clientId === CONFIDENTIAL.id).at(-1)!;
      expect(await tryUsers(page)).toBe(`Bearer ${implicitToken.accessToken}`);

      const cc = await flow(page, 'ms-oauth', 'clientCredentials');
      await cc.getByLabel('Client ID').fill(CONFIDENTIAL.id);
      await cc.getByLabel('Client secret').fill(CONFIDENTIAL.secret);
      await cc.getByLabel('Send client credentials in').selectOption('header');
      await cc.getByRole('button', { name: /^Get token/ }).click();
      await cc.locator('.oauth-token').waitFor();
      log = await oauthReceived(CONFIDENTIAL.id);
      expect(log.filter((r) => r.grantType === 'client_credentials').at(-1)?.clientAuth).toBe('header');
      const ccToken = (await issued()).filter((t) => t.grantType === 'client_credentials' && t.clientId === CONFIDENTIAL.id).at(-1)!;
      expect(await tryUsers(page)).toBe(`Bearer ${ccToken.accessToken}`);

      const password = await flow(page, 'ms-oauth', 'password');
      expect(await password.getByRole('note').textContent()).toContain('tokenUrl');
      expect(await password.getByRole('button', { name: /^Get token/ }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('a denied authorization and a closed popup give clear messages', async () => {
    const { page } = await mountReading(browser(), staticUrl, { spec: '/test/auth-demo.yaml', attrs: { 'render-style': 'read', 'oauth-receiver': RECEIVER, 'server-url': API } });
    try {
      const f = await flow(page, 'ms-oauth', 'implicit');
      await f.getByLabel('Client ID').fill(CONFIDENTIAL.id);
      await authorizeInPopup(page, f, 'Deny');
      await expect.poll(() => f.getByRole('alert').textContent()).toContain('access_denied');

      const popupPromise = page.context().waitForEvent('page');
      await f.getByRole('button', { name: /^Authorize/ }).click();
      const popup = await popupPromise;
      await popup.close();
      await expect.poll(() => f.getByRole('alert').textContent(), { timeout: 5000 }).toContain('closed');
    } finally {
      await page.context().close();
    }
  });
});

describe('OAuth extensions, attributes and events', () => {
  it('Password flow; x-token-params < additional-token-params; before-token-request may add params or cancel; x-receive-token-in-options restricts the choice', async () => {
    await mark();
    const opened = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/reading.yaml', attrs: {} });
    const { page, errors } = opened;
    try {
      await page.evaluate(() => document.querySelector('spec-doc')!.remove());
      await mountObject(page, extensionsSpec(), { 'render-style': 'read', 'oauth-receiver': RECEIVER, 'additional-token-params': 'audience=from-attr&resource=r1' });
      await page.evaluate(() => {
        const el = document.querySelector('spec-doc')!;
        el.addEventListener('before-token-request', (e) => {
          const d = (e as CustomEvent).detail;
          if (d.params.get('username') === 'stop') e.preventDefault();
          d.params.set('added_by_listener', d.grantType);
        });
      });
      const pw = await flow(page, 'extended', 'password');
      await pw.waitFor();
      expect(await pw.getByLabel('Send client credentials in').count()).toBe(0);
      await pw.getByLabel('Client ID').fill(CONFIDENTIAL.id);
      await pw.getByLabel('Client secret').fill(CONFIDENTIAL.secret);
      await pw.getByLabel('User name').fill('stop');
      await pw.locator('input[id$="-password"]').fill(USER.password);
      await pw.getByRole('button', { name: /^Get token/ }).click();
      await expect.poll(() => pw.getByRole('alert').textContent()).toContain('cancelled');
      expect((await oauthReceived(CONFIDENTIAL.id)).filter((r) => r.grantType === 'password')).toEqual([]);

      await pw.getByLabel('User name').fill(USER.username);
      await pw.getByRole('button', { name: /^Get token/ }).click();
      await pw.locator('.oauth-token').waitFor();
      const got = (await oauthReceived(CONFIDENTIAL.id)).filter((r) => r.grantType === 'password').at(-1)!;
      expect(got.clientAuth).toBe('header');
      expect(got.params).toMatchObject({ audience: 'from-attr', tenant: 'flow-level', resource: 'r1', added_by_listener: 'password' });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('x-pkce-only hides the secret; x-default-scopes pre-checked; x-authorize-params and additional-authorize-params reach the server; before-authorize may change params or cancel the popup', async () => {
    await mark();
    const { page } = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/reading.yaml', attrs: {} });
    try {
      await page.evaluate(() => document.querySelector('spec-doc')!.remove());
      await mountObject(page, extensionsSpec(), { 'render-style': 'read', 'oauth-receiver': RECEIVER, 'additional-authorize-params': '{"ui_locales": "fr"}' });
      await page.evaluate(() => {
        const w = window as unknown as { __cancel: boolean };
        w.__cancel = true;
        document.querySelector('spec-doc')!.addEventListener('before-authorize', (e) => {
          const d = (e as CustomEvent).detail;
          if (w.__cancel) e.preventDefault();
          d.authParams.set('login_hint', 'alice');
        });
      });
      const f = await flow(page, 'extended', 'authorizationCode');
      await f.getByLabel('Client ID').waitFor();
      expect(await f.getByLabel('Client secret').count()).toBe(0);
      expect(await f.getByLabel(/User\.Read\.All/).isChecked()).toBe(true);
      expect(await f.getByLabel(/User\.ReadBasic\.All/).isChecked()).toBe(false);
      await f.getByLabel('Client ID').fill(PUBLIC_ID);
      // Cancelled: no window is opened at all, and no authorization request reaches the server.
      await page.evaluate(countWindowOpens);
      await f.getByRole('button', { name: /^Authorize/ }).click();
      await expect.poll(() => f.getByRole('alert').textContent()).toContain('cancelled');
      expect(await page.evaluate(() => (window as unknown as { __opened: number }).__opened)).toBe(0);
      expect(page.context().pages().length).toBe(1);
      expect((await oauthReceived(PUBLIC_ID)).filter((r) => r.endpoint === 'authorize' && r.params?.['prompt'] === 'consent')).toEqual([]);

      await page.evaluate(() => ((window as unknown as { __cancel: boolean }).__cancel = false));
      await authorizeInPopup(page, f);
      await f.locator('.oauth-token').waitFor();
      const authorize = (await oauthReceived(PUBLIC_ID)).find((r) => r.endpoint === 'authorize' && r.params?.['prompt'] === 'consent')!;
      expect(authorize.params).toMatchObject({ prompt: 'consent', ui_locales: 'fr', login_hint: 'alice', scope: 'User.Read.All' });
      const exchange = (await oauthReceived(PUBLIC_ID)).filter((r) => r.grantType === 'authorization_code').at(-1)!;
      expect([exchange.clientAuth, exchange.pkce]).toEqual(['none', 'verified']);
    } finally {
      await page.context().close();
    }
  });

  it('a refresh token renews the access token before it expires', async () => {
    await fetch(`${oauthUrl}/__oauth/clients`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'short-lived', secret: 's3cret', accessTokenLifetime: 3, grants: ['password', 'refresh_token'] }),
    });
    const { page } = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/reading.yaml', attrs: {} });
    try {
      await page.evaluate(() => document.querySelector('spec-doc')!.remove());
      await mountObject(page, extensionsSpec(), { 'render-style': 'read' });
      const pw = await flow(page, 'extended', 'password');
      await pw.getByLabel('Client ID').fill('short-lived');
      await pw.getByLabel('Client secret').fill('s3cret');
      await pw.getByLabel('User name').fill(USER.username);
      await pw.locator('input[id$="-password"]').fill(USER.password);
      await pw.getByRole('button', { name: /^Get token/ }).click();
      await pw.locator('.oauth-token').waitFor();
      const first = (await issued()).filter((t) => t.clientId === 'short-lived').at(-1)!;
      await expect.poll(async () => (await issued()).filter((t) => t.clientId === 'short-lived' && t.grantType === 'refresh_token').length, { timeout: 8000 }).toBeGreaterThan(0);
      const renewed = (await issued()).filter((t) => t.clientId === 'short-lived').at(-1)!;
      expect(renewed.accessToken).not.toBe(first.accessToken);
    } finally {
      await page.context().close();
    }
  });

  it('a TRY answered 401 makes the flow refresh its token', async () => {
    const { page } = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/reading.yaml', attrs: {} });
    try {
      await page.evaluate(() => document.querySelector('spec-doc')!.remove());
      await mountObject(page, extensionsSpec(), { 'render-style': 'read' });
      const pw = await flow(page, 'extended', 'password');
      await pw.getByLabel('Client ID').fill(CONFIDENTIAL.id);
      await pw.getByLabel('Client secret').fill(CONFIDENTIAL.secret);
      await pw.getByLabel('User name').fill(USER.username);
      await pw.locator('input[id$="-password"]').fill(USER.password);
      await pw.getByRole('button', { name: /^Get token/ }).click();
      await pw.locator('.oauth-token').waitFor();
      const before = (await issued()).filter((t) => t.clientId === CONFIDENTIAL.id && t.grantType === 'refresh_token').length;
      await page.locator('spec-doc nav a[data-nav-id="get-/status/401"]').click();
      const op = page.locator('spec-doc [data-op-id="get-/status/401"]');
      await openConsole(op);
      await op.getByRole('button', { name: /^TRY$/ }).click();
      await expect.poll(async () => (await issued()).filter((t) => t.clientId === CONFIDENTIAL.id && t.grantType === 'refresh_token').length, { timeout: 8000 }).toBe(before + 1);
    } finally {
      await page.context().close();
    }
  });

  it("OpenID Connect: the discovery document's endpoints are offered as flows and work; mutualTLS is explained", async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: '/test/fixtures/reading.yaml', attrs: {} });
    try {
      await page.evaluate(() => document.querySelector('spec-doc')!.remove());
      await mountObject(page, extensionsSpec(), { 'render-style': 'read', 'oauth-receiver': RECEIVER });
      const oidc = await openScheme(page, 'oidc');
      // Nothing is fetched from a description's hosts until the reader asks.
      await oidc.getByRole('button', { name: 'Load the OpenID Connect flows' }).waitFor();
      expect(await oidc.locator('[data-flow]').count()).toBe(0);
      await oidc.getByRole('button', { name: 'Load the OpenID Connect flows' }).click();
      await oidc.locator('[data-flow]').first().waitFor();
      expect(await oidc.locator('[data-flow]').evaluateAll((els) => els.map((e) => e.getAttribute('data-flow')))).toEqual(
        expect.arrayContaining(['authorizationCode', 'clientCredentials', 'password']),
      );
      const cc = oidc.locator('[data-flow="clientCredentials"]');
      await cc.getByLabel('Client ID').fill(CONFIDENTIAL.id);
      await cc.getByLabel('Client secret').fill(CONFIDENTIAL.secret);
      await cc.getByRole('button', { name: /^Get token/ }).click();
      await cc.locator('.oauth-token').waitFor();
      expect(await page.locator('spec-doc [data-scheme="mtls"]').textContent()).toContain('certificate store');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('before-authorize in a browser that blocks popups', () => {
  let blocking: Browser | undefined;
  beforeAll(async () => {
    // Playwright turns popup blocking off by default; this browser keeps Chromium's rule (a
    // popup needs the user activation of a click), so a window opened after an await is blocked.
    blocking = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS], ignoreDefaultArgs: ['--disable-popup-blocking'] });
  });
  afterAll(async () => {
    await blocking?.close();
  });

  it('a cancelled before-authorize never calls window.open; an allowed one opens the popup from the click, unblocked, and the flow completes', async () => {
    await mark();
    const context = await blocking!.newContext();
    // Every window.open of the page, counted from before its first script runs, and whether it
    // ran inside a click's dispatch: between the window's capturing and bubbling listeners, which
    // enclose the button's own. (Chromium keeps a click's activation for seconds, so "not
    // blocked" alone would not show that nothing awaited before the window opened.)
    await context.addInitScript(() => {
      const w = window as unknown as { __opened: string[] };
      w.__opened = [];
      let inClick = false;
      window.addEventListener('click', () => (inClick = true), true);
      window.addEventListener('click', () => (inClick = false));
      const realOpen = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        w.__opened.push(`${inClick ? 'in click' : 'later'}: ${String(args[0] ?? '')}`);
        return realOpen(...args);
      };
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let popups = 0;
    page.on('popup', () => popups++);
    try {
      await page.goto(`${staticUrl}/test/fixtures/blank.html`);
      await mountObject(page, extensionsSpec(), { 'render-style': 'read', 'oauth-receiver': RECEIVER });
      await page.evaluate(() => {
        const w = window as unknown as { __cancel: boolean; __events: number };
        w.__cancel = true;
        w.__events = 0;
        document.querySelector('spec-doc')!.addEventListener('before-authorize', (e) => {
          w.__events++;
          if (w.__cancel) e.preventDefault();
        });
      });
      const f = await flow(page, 'extended', 'authorizationCode');
      await f.getByLabel('Client ID').fill(PUBLIC_ID);
      await f.getByRole('button', { name: /^Authorize/ }).click();
      await expect.poll(() => f.getByRole('alert').textContent()).toContain('cancelled');
      expect(await page.evaluate(() => [(window as unknown as { __events: number }).__events, (window as unknown as { __opened: string[] }).__opened.length])).toEqual([1, 0]);
      expect(popups).toBe(0);
      // Other test files use the same public client at the same time: this flow's authorizations
      // are the ones with its x-authorize-params (prompt=consent).
      expect((await oauthReceived(PUBLIC_ID)).filter((r) => r.endpoint === 'authorize' && r.params?.['prompt'] === 'consent')).toEqual([]);

      await page.evaluate(() => ((window as unknown as { __cancel: boolean }).__cancel = false));
      const popupEvent = page.waitForEvent('popup');
      await f.getByRole('button', { name: /^Authorize/ }).click();
      const popup = await popupEvent;
      await popup.waitForLoadState();
      const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
      // One window, opened straight at the authorization URL (no blank window first).
      expect(opened).toHaveLength(1);
      expect(opened[0]?.startsWith(`in click: ${oauthUrl}/authorize?`)).toBe(true);
      await popup.getByLabel('Username').fill(USER.username);
      await popup.getByLabel('Password').fill(USER.password);
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: 'Allow' }).click();
      await closed;
      await f.locator('.oauth-token').waitFor();
      // This flow's exchange: its x-token-params (tenant, audience) mark it among other files' ones.
      const exchange = (await oauthReceived(PUBLIC_ID)).filter((r) => r.grantType === 'authorization_code' && r.params?.['tenant'] === 'scheme-level').at(-1)!;
      expect([exchange.clientAuth, exchange.pkce]).toEqual(['none', 'verified']);
      expect([popups, await f.getByRole('alert').count()]).toEqual([1, 0]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
