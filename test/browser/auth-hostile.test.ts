import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { load } from 'js-yaml';
import { useBrowser } from '../support/browser.js';
import { echoWindow } from '../support/echo-window.js';
import { mountObject } from '../support/mount-object.js';
import { openScheme } from '../support/auth-cards.js';
import { countWindowOpens } from '../support/window-open.js';
import { openConsole } from '../support/try-console.js';

// Issue 15 ("Trust") for the authentication section: a description whose OAuth URLs are scripts
// (javascript:, data:, vbscript: and their disguises), whose OpenID Connect discovery returns
// such endpoints, or whose API keys have names no header or cookie can carry
// (test/fixtures/oauth-hostile.yaml). Each refused thing is shown with why, cannot be started,
// and nothing runs, opens a window or navigates. Against the real test OAuth server and echo API.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const oauthUrl = inject('oauthUrl');
const browser = useBrowser();
const PAGE = `${staticUrl}/test/fixtures/blank.html`;
const echo = echoWindow(echoUrl, '/oauth-hostile');

/** The hostile fixture with the test servers filled in, as an object for loadSpec. */
function hostileSpec(): unknown {
  const text = readFileSync(new URL('../fixtures/oauth-hostile.yaml', import.meta.url), 'utf8')
    .replace(/\{\{OAUTH\}\}/g, oauthUrl)
    .replace(/\{\{ECHO\}\}/g, echoUrl);
  return load(text);
}

interface Watched {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Popups the page opened. */
  popups: string[];
  /** Main-frame navigations away from the page after it loaded (the element's own #hash changes are not counted). */
  navigations: string[];
  /** window.open calls (counted from an init script) and whether any payload set window.__pwned. */
  trap(): Promise<{ opened: number; pwned: unknown }>;
}

/** A fresh page that counts window.open from its first script on and records errors, popups and navigations. */
async function watchedPage(): Promise<Watched> {
  const context = await browser().newContext();
  await context.addInitScript(countWindowOpens);
  const page = await context.newPage();
  const errors: string[] = [];
  const popups: string[] = [];
  const navigations: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.startsWith('https://fonts.')) errors.push(`console.error: ${m.text()}`);
  });
  page.on('popup', (p) => popups.push(p.url()));
  await page.goto(PAGE);
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && f.url().split('#')[0] !== PAGE) navigations.push(f.url());
  });
  const trap = (): Promise<{ opened: number; pwned: unknown }> =>
    page.evaluate(() => {
      const w = window as unknown as { __opened: number; __pwned?: unknown };
      return { opened: w.__opened, pwned: w.__pwned ?? null };
    });
  return { page, context, errors, popups, navigations, trap };
}

async function mount(page: Page, spec: unknown, attrs: Record<string, string>): Promise<void> {
  await mountObject(page, spec, attrs);
  await page.locator('spec-doc #auth .auth-scheme').first().waitFor();
}

function scheme(page: Page, id: string): Locator {
  return page.locator(`spec-doc [data-scheme="${id}"]`);
}

/** A flow of a scheme, its card opened. */
async function flow(page: Page, id: string, type: string): Promise<Locator> {
  return (await openScheme(page, id)).locator(`[data-flow="${type}"]`);
}

function call<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(([m, a]) => (document.querySelector('spec-doc') as unknown as Record<string, (...x: unknown[]) => T>)[m]!(...a), [method, args] as const);
}

const refused = (what: string): string => `This flow cannot be used: ${what}.`;

describe('hostile OAuth URLs', () => {
  it('every flow whose authorizationUrl or tokenUrl is a script says which field and cannot be started; nothing runs, opens or navigates', async () => {
    const w = await watchedPage();
    const { page } = w;
    try {
      await mount(page, hostileSpec(), { 'render-style': 'read', 'oauth-receiver': '/dist/oauth-receiver.html' });
      const cases: [string, string, string][] = [
        ['plain-javascript', 'authorizationCode', refused('its authorizationUrl is not an http(s) URL (javascript:)')],
        ['plain-javascript', 'implicit', refused('its authorizationUrl is not an http(s) URL (javascript:)')],
        ['disguised', 'authorizationCode', refused('its authorizationUrl is not an http(s) URL (javascript:)')],
        ['disguised', 'implicit', refused('its authorizationUrl is not an http(s) URL (javascript:)')],
        ['encoded', 'authorizationCode', refused('its authorizationUrl is not an http(s) URL (javascript:)')],
        ['encoded', 'implicit', refused('its authorizationUrl is not an http(s) URL (data:)')],
        ['other-schemes', 'implicit', refused('its authorizationUrl is not an http(s) URL (vbscript:)')],
        ['other-schemes', 'authorizationCode', refused('its tokenUrl is not an http(s) URL (javascript:)')],
        ['other-schemes', 'clientCredentials', refused('its tokenUrl is not an http(s) URL (data:)')],
        ['other-schemes', 'password', refused('its tokenUrl is not an http(s) URL (javascript:)')],
      ];
      for (const [id, type, message] of cases) {
        const f = await flow(page, id, type);
        expect(await f.getByRole('note').textContent(), `${id} ${type}`).toBe(message);
        // No Authorize or Get token, no inputs: the flow cannot be started.
        expect(await f.getByRole('button').count(), `${id} ${type}`).toBe(0);
        expect(await f.locator('input').count(), `${id} ${type}`).toBe(0);
        // The refused URL is not shown as the flow's URL either.
        expect(await f.textContent()).not.toContain('__pwned');
      }

      for (const [id, message] of [
        ['oidc-javascript', 'This scheme cannot be used: its openIdConnectUrl is not an http(s) URL (javascript:).'],
        ['oidc-data', 'This scheme cannot be used: its openIdConnectUrl is not an http(s) URL (data:).'],
      ] as const) {
        expect(await scheme(page, id).getByRole('note').textContent()).toBe(message);
        expect(await scheme(page, id).getByRole('button').count()).toBe(0);
      }

      // A refused refreshUrl: the flow works, without refreshing, and says so.
      const refresh = await flow(page, 'refresh-refused', 'password');
      expect(await refresh.getByRole('note').textContent()).toBe('Tokens of this flow are not refreshed: its refreshUrl is not an http(s) URL (javascript:).');
      expect(await refresh.getByRole('button', { name: /^Get token/ }).count()).toBe(1);

      await page.waitForTimeout(300);
      expect(await w.trap()).toEqual({ opened: 0, pwned: null });
      expect([w.popups, w.navigations, page.url().split('#')[0]]).toEqual([[], [], PAGE]);
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('an OpenID Connect discovery document whose endpoints are scripts: its flows say which endpoint and cannot be started', async () => {
    const w = await watchedPage();
    const { page } = w;
    try {
      await mount(page, hostileSpec(), { 'render-style': 'read', 'oauth-receiver': '/dist/oauth-receiver.html' });
      const oidc = await openScheme(page, 'oidc-hostile-discovery');
      await oidc.getByRole('button', { name: 'Load the OpenID Connect flows' }).click();
      await oidc.locator('[data-flow]').first().waitFor();
      const notes = await oidc
        .locator('[data-flow]')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('data-flow'), e.querySelector('[role="note"]')?.textContent ?? '', e.querySelectorAll('button').length]));
      const auth = "the discovery document's authorization_endpoint is not an http(s) URL (javascript:)";
      const token = "the discovery document's token_endpoint is not an http(s) URL (data:)";
      expect(notes).toEqual([
        ['authorizationCode', refused(`${auth}; ${token}`), 0],
        ['clientCredentials', refused(token), 0],
        ['implicit', refused(auth), 0],
        ['password', refused(token), 0],
      ]);
      await page.waitForTimeout(200);
      expect(await w.trap()).toEqual({ opened: 0, pwned: null });
      expect([w.popups, w.navigations]).toEqual([[], []]);
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('a refused refreshUrl: the token from the real server is never refreshed, and no Refresh is offered', async () => {
    await fetch(`${oauthUrl}/__oauth/clients`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'hostile-refresh', secret: 's3cret', accessTokenLifetime: 2, grants: ['password', 'refresh_token'] }),
    });
    const w = await watchedPage();
    const { page } = w;
    try {
      await mount(page, hostileSpec(), { 'render-style': 'read' });
      const f = await flow(page, 'refresh-refused', 'password');
      await f.getByLabel('Client ID').fill('hostile-refresh');
      await f.getByLabel('Client secret').fill('s3cret');
      await f.getByLabel('User name').fill('alice');
      await f.locator('input[id$="-password"]').fill('wonderland');
      await f.getByRole('button', { name: /^Get token/ }).click();
      await f.locator('.oauth-token').waitFor();
      // The server did issue a refresh token; the flow keeps none and offers no Refresh.
      const issued = (await (await fetch(`${oauthUrl}/__oauth/tokens?client_id=hostile-refresh`)).json()) as { grantType: string; refreshToken?: string }[];
      expect(issued.at(-1)).toMatchObject({ grantType: 'password', refreshToken: expect.any(String) });
      expect(await f.locator('.oauth-token').textContent()).not.toContain('refreshed automatically');
      expect(await f.getByRole('button', { name: 'Refresh' }).count()).toBe(0);
      // Past the token's lifetime: still no refresh request.
      await expect.poll(() => f.locator('.oauth-token').textContent(), { timeout: 5000 }).toContain('Expired');
      await page.waitForTimeout(500);
      const refreshes = (await (await fetch(`${oauthUrl}/__oauth/tokens?client_id=hostile-refresh`)).json()) as { grantType: string }[];
      expect(refreshes.filter((t) => t.grantType === 'refresh_token')).toEqual([]);
      expect(await w.trap()).toEqual({ opened: 0, pwned: null });
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('an oauth-receiver URL that is not http(s) stops the popup flows and says so; the token-endpoint flows still work', async () => {
    const w = await watchedPage();
    const { page } = w;
    try {
      await mountObject(page, '/test/auth-demo.yaml', { 'render-style': 'read', 'oauth-receiver': "javascript:window.__pwned='receiver'" });
      const message = refused('the oauth-receiver URL is not an http(s) URL (javascript:)');
      for (const type of ['authorizationCode', 'implicit']) {
        const f = await flow(page, 'ms-oauth', type);
        await f.waitFor();
        expect(await f.getByRole('note').textContent()).toBe(message);
        expect(await f.getByRole('button').count()).toBe(0);
      }
      expect(await (await flow(page, 'ms-oauth', 'clientCredentials')).getByRole('button', { name: /^Get token/ }).count()).toBe(1);
      expect(await w.trap()).toEqual({ opened: 0, pwned: null });
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });
});

describe('an oauth-receiver that is no URL at all', () => {
  it('http://[ renders the section, says why the popup flows cannot be used, and throws nothing', async () => {
    const w = await watchedPage();
    const { page } = w;
    try {
      await mountObject(page, '/test/auth-demo.yaml', { 'render-style': 'read', 'oauth-receiver': 'http://[' });
      const f = await flow(page, 'ms-oauth', 'authorizationCode');
      await f.waitFor();
      expect(await f.getByRole('note').textContent()).toMatch(/^This flow cannot be used: the oauth-receiver URL/);
      expect(await f.getByRole('button').count()).toBe(0);
      expect(await w.trap()).toEqual({ opened: 0, pwned: null });
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });
});

describe('hostile API key names', () => {
  it('a key whose name no header or cookie can carry shows why at its field, cannot be set, and TRY still works without it', async () => {
    const w = await watchedPage();
    const { page } = w;
    try {
      await mount(page, hostileSpec(), { 'render-style': 'read', 'api-key-name': 'bad key', 'api-key-location': 'header', 'api-key-value': 'from-attr' });
      expect(await scheme(page, 'bad-header-key').getByRole('note').textContent()).toBe('`x bad name` is not a valid HTTP header name and cannot be sent.');
      expect(await scheme(page, 'bad-cookie-key').getByRole('note').textContent()).toBe('`sid; admin=1` is not a valid cookie name and cannot be sent.');
      expect(await scheme(page, 'bad-header-key').locator('input').count()).toBe(0);
      expect(await page.locator('spec-doc #auth').textContent()).toContain('`bad key` is not a valid HTTP header name and cannot be sent (api-key-name).');
      expect(await call(page, 'setApiKey', 'bad-header-key', 'h')).toBe(false);
      expect(await call(page, 'setApiKey', 'bad-cookie-key', 'c')).toBe(false);
      expect(await call(page, 'setApiKey', 'bad key', 'x')).toBe(false);
      // Any name is fine in the query (it is percent-encoded).
      expect(await call(page, 'setApiKey', 'query-key', 'q 1')).toBe(true);

      await echo.mark();
      await page.locator('spec-doc nav a[data-nav-id="get-/items"]').click();
      const op = page.locator('spec-doc [data-op-id="get-/items"]');
      await openConsole(op);
      const done = page.evaluate(() => new Promise((r) => document.querySelector('spec-doc')!.addEventListener('after-try', r, { once: true })));
      await op.getByRole('button', { name: /^TRY$/ }).click();
      await done;
      const got = (await echo.received(undefined, false)).at(-1)!;
      expect(got.query['x bad name']).toEqual(['q 1']);
      expect(Object.keys(got.headers).filter((h) => h.includes('bad'))).toEqual([]);
      expect(got.cookies['sid']).toBeUndefined();
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('a pasted token a header cannot carry is refused at its field, with why', async () => {
    const w = await watchedPage();
    const { page } = w;
    try {
      await mount(page, hostileSpec(), { 'render-style': 'read' });
      const s = await openScheme(page, 'refresh-refused');
      await s.getByText('Paste an access token').click();
      await s.getByLabel('Access token').fill('tok€n');
      await s.getByRole('button', { name: 'Set' }).click();
      expect(await s.getByRole('alert').textContent()).toBe('This value contains characters that a header cannot carry (only Latin-1); encode the value first.');
      expect(await s.locator('.auth-status').textContent()).toBe('Not set');
      await s.getByLabel('Access token').fill('token');
      await s.getByRole('button', { name: 'Set' }).click();
      expect(await s.locator('.auth-status').textContent()).toBe('Set');
      expect(await s.getByRole('alert').count()).toBe(0);
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });
});
