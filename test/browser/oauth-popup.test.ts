// The OAuth 2.0 popup machinery in Chromium: src/ui/auth/oauth-popup.ts and the core helpers,
// bundled into a plain page on the static server, drive real authorizations through the test
// OAuth server (test/servers/oauth-server.mjs) and back through dist/oauth-receiver.html.

import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, openPage, useBrowser } from '../support/browser.js';
import { scriptBundle } from '../support/script-bundle.js';

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const oauthUrl = inject('oauthUrl');
const browser = useBrowser();
const RECEIVER = `${staticUrl}/dist/oauth-receiver.html`;
const PAGE = `${staticUrl}/test/fixtures/blank.html`;
const PUBLIC = 'spec-doc-public';
const SCOPES = ['https://graph.example.com/User.ReadBasic.All', 'https://graph.example.com/Directory.Read.All'];

/** The popup helper and the core OAuth helpers as one script that sets `window.OAuthKit`. */
let kit = '';
beforeAll(async () => {
  kit = await scriptBundle("export * from './src/ui/auth/oauth-popup.ts';\nexport * from './src/core/security/oauth.ts';", 'OAuthKit');
});

type Kit = typeof import('../../src/ui/auth/oauth-popup.js') & typeof import('../../src/core/security/oauth.js');
declare global {
  interface Window {
    OAuthKit: Kit;
  }
}

/** A fresh page on the static server's origin (or `url`) with the kit loaded. */
async function kitPage(b: Browser, url = PAGE) {
  const opened = await openPage(b, url);
  await opened.page.addScriptTag({ content: kit });
  return opened;
}

interface Outcome {
  ok: boolean;
  response?: { kind: string; code?: string; state?: string; fields?: Record<string, string> };
  reason?: string;
  error?: string;
  description?: string;
  message?: string;
}

/**
 * Starts an authorization in the page (popup at `authorize` with the given params) and returns
 * the pending outcome. Call it before waiting for the popup.
 */
function startAuthorization(
  page: Page,
  authorize: string,
  init: { state: string; responseType: 'code' | 'token'; timeoutMs?: number; challenge?: string; receiverOrigin?: string },
): Promise<Outcome> {
  return page.evaluate(
    async ({ authorize, receiver, clientId, scopes, init }) => {
      const K = window.OAuthKit;
      const url = K.authorizeUrl({
        authorizationUrl: authorize,
        baseUrl: location.href,
        responseType: init.responseType,
        clientId,
        redirectUri: receiver,
        scopes,
        state: init.state,
        ...(init.challenge ? { codeChallenge: init.challenge } : {}),
      });
      try {
        const response = await K.openAuthorizationPopup(url.href, { expectedState: init.state, receiverOrigin: init.receiverOrigin ?? location.origin, timeoutMs: init.timeoutMs ?? 30_000 });
        return { ok: true, response };
      } catch (err) {
        const e = err as InstanceType<Kit['OAuthPopupError']>;
        return { ok: false, reason: e.reason, error: e.error, description: e.description, message: e.message };
      }
    },
    { authorize, receiver: RECEIVER, clientId: PUBLIC, scopes: SCOPES, init },
  );
}

async function lastTokenRecord(clientId: string, origin: string): Promise<Record<string, unknown> | undefined> {
  const list = (await (await fetch(`${oauthUrl}/__oauth/received?client_id=${clientId}`)).json()) as Array<Record<string, unknown>>;
  return list.filter((e) => e['endpoint'] === 'token' && e['origin'] === origin).at(-1);
}

describe('authorization popup and receiver page', () => {
  it('runs an authorization code flow with PKCE through the login form, the receiver and a CORS token request; the echo API gets the issued token', async () => {
    const { page, errors } = await kitPage(browser());
    try {
      const popupEvent = page.waitForEvent('popup');
      const flow = page.evaluate(
        async ({ oauthUrl, receiver, clientId, scopes, echoUrl }) => {
          const K = window.OAuthKit;
          const pkce = await K.createPkce(crypto);
          const state = K.randomState(crypto);
          const url = K.authorizeUrl({
            authorizationUrl: `${oauthUrl}/authorize`,
            baseUrl: location.href,
            responseType: 'code',
            clientId,
            redirectUri: receiver,
            scopes,
            state,
            codeChallenge: pkce.challenge,
          });
          const response = await K.openAuthorizationPopup(url.href, { expectedState: state, receiverOrigin: new URL(receiver).origin, timeoutMs: 30_000 });
          if (response.kind !== 'code') throw new Error(`expected a code, got ${response.kind}`);
          const req = K.tokenRequest({
            grantType: 'authorization_code',
            tokenUrl: `${oauthUrl}/token`,
            baseUrl: location.href,
            clientId,
            code: response.code,
            redirectUri: receiver,
            codeVerifier: pkce.verifier,
            pkceOnly: true,
            clientSecret: 'never sent',
          });
          const res = await fetch(req.url, { method: 'POST', headers: req.headers, body: req.body });
          const token = K.parseTokenResponse(await res.json(), Date.now(), scopes);
          if (!token.ok) throw new Error(token.message);
          const echoed = await (await fetch(`${echoUrl}/V1.0/users`, { headers: { Authorization: `${token.token.tokenType} ${token.token.accessToken}` } })).json();
          return {
            state,
            response,
            token: token.token,
            echoedAuthorization: (echoed as { echo: { headers: Record<string, string> } }).echo.headers['authorization'],
            pageUrl: location.href,
          };
        },
        { oauthUrl, receiver: RECEIVER, clientId: PUBLIC, scopes: SCOPES, echoUrl },
      );
      const popup = await popupEvent;
      await popup.getByLabel('Username').fill('alice');
      await popup.getByLabel('Password').fill('wonderland');
      await popup.getByRole('button', { name: 'Allow' }).click();
      const result = await flow;

      expect(result.response.state).toBe(result.state);
      expect(result.token.scopes).toEqual(SCOPES);
      expect(result.token.refreshToken).toEqual(expect.any(String));
      expect(result.token.expiresAt).toBeGreaterThan(Date.now());
      expect(result.echoedAuthorization).toBe(`Bearer ${result.token.accessToken}`);
      const issued = (await (await fetch(`${oauthUrl}/__oauth/tokens?client_id=${PUBLIC}`)).json()) as Array<Record<string, unknown>>;
      expect(issued.find((t) => t['accessToken'] === result.token.accessToken)).toMatchObject({ grantType: 'authorization_code', user: 'alice', revoked: false });
      expect(await lastTokenRecord(PUBLIC, new URL(staticUrl).origin)).toMatchObject({
        grantType: 'authorization_code',
        pkce: 'verified',
        clientAuth: 'none',
        clientSecretSent: false,
        status: 200,
      });
      await expect.poll(() => popup.isClosed()).toBe(true);
      expect(result.pageUrl).toBe(PAGE);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('ignores a message from another origin, with a wrong state, or from another window, and takes the genuine one', async () => {
    const { page, errors } = await kitPage(browser());
    try {
      const state = 'genuine-state-0123456789';
      const popupEvent = page.waitForEvent('popup');
      const outcome = startAuthorization(page, `${oauthUrl}/authorize`, { state, responseType: 'token' });
      const popup = await popupEvent;
      await popup.getByRole('button', { name: 'Allow' }).waitFor();

      // 1. The right window and state, but from the OAuth server's origin (the popup is showing its form).
      await popup.evaluate(
        ({ receiver, state }) => window.opener.postMessage({ type: 'spec-doc-oauth', url: `${receiver}#access_token=forged-origin&token_type=Bearer&state=${state}` }, '*'),
        { receiver: RECEIVER, state },
      );
      // 2. The right origin and window, the wrong state.
      // Navigations from inside the popup, as a user's would be: a navigation started by the
      // browser itself (page.goto) may put the popup in a new browsing context group and
      // sever window.opener.
      await popup.evaluate((url) => {
        location.href = url;
      }, PAGE);
      await popup.waitForURL(PAGE);
      await popup.evaluate(
        (receiver) => window.opener.postMessage({ type: 'spec-doc-oauth', url: `${receiver}#access_token=forged-state&token_type=Bearer&state=other` }, location.origin),
        RECEIVER,
      );
      // 3. The right origin and state, but from the opener itself rather than the popup.
      await page.evaluate(
        ({ receiver, state }) => window.postMessage({ type: 'spec-doc-oauth', url: `${receiver}#access_token=forged-source&token_type=Bearer&state=${state}` }, location.origin),
        { receiver: RECEIVER, state },
      );
      // 4. An error response with the wrong state must not end the wait either.
      await popup.evaluate((receiver) => window.opener.postMessage({ type: 'spec-doc-oauth', url: `${receiver}?error=access_denied&state=other` }, location.origin), RECEIVER);
      await page.waitForTimeout(300);
      expect(popup.isClosed()).toBe(false);

      // Now the genuine response: the popup authorizes (auto-approve) and the receiver posts it.
      const genuine = new URL(`${oauthUrl}/authorize/auto`);
      genuine.search = new URLSearchParams({ response_type: 'token', client_id: PUBLIC, redirect_uri: RECEIVER, scope: 'User.Read.All', state }).toString();
      await popup.evaluate((url) => {
        location.href = url;
      }, genuine.href);
      const result = await outcome;
      expect(result.ok).toBe(true);
      expect(result.response?.kind).toBe('token');
      expect(result.response?.state).toBe(state);
      const accessToken = result.response?.fields?.['access_token'] ?? '';
      expect(accessToken).not.toMatch(/^forged/);
      const issued = (await (await fetch(`${oauthUrl}/__oauth/tokens?client_id=${PUBLIC}`)).json()) as Array<Record<string, unknown>>;
      expect(issued.find((t) => t['accessToken'] === accessToken)).toMatchObject({ grantType: 'implicit', scope: 'User.Read.All' });
      const parsed = await page.evaluate((fields) => window.OAuthKit.parseTokenResponse(fields, 0), result.response!.fields!);
      expect(parsed).toEqual({ ok: true, token: { accessToken, tokenType: 'Bearer', expiresAt: 3_600_000, scopes: ['User.Read.All'] } });
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('rejects with the server’s error and description (access denied) and closes the popup', async () => {
    const { page } = await kitPage(browser());
    try {
      const popupEvent = page.waitForEvent('popup');
      const outcome = startAuthorization(page, `${oauthUrl}/authorize/deny`, { state: 'deny-state', responseType: 'code', challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' });
      const popup = await popupEvent;
      expect(await outcome).toEqual({
        ok: false,
        reason: 'error',
        error: 'access_denied',
        description: 'Access denied: user denied access to application',
        message: 'Access was denied (access_denied): Access denied: user denied access to application',
      });
      await expect.poll(() => popup.isClosed()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('rejects when the user closes the popup early', async () => {
    const { page } = await kitPage(browser());
    try {
      const popupEvent = page.waitForEvent('popup');
      const outcome = startAuthorization(page, `${oauthUrl}/authorize`, { state: 'close-state', responseType: 'token' });
      const popup = await popupEvent;
      await popup.getByRole('button', { name: 'Allow' }).waitFor();
      await popup.close();
      expect(await outcome).toMatchObject({ ok: false, reason: 'closed', message: 'The sign-in window was closed before the authorization finished.' });
    } finally {
      await page.context().close();
    }
  });

  it('gives up after the timeout and closes the popup', async () => {
    const { page } = await kitPage(browser());
    try {
      const popupEvent = page.waitForEvent('popup');
      const outcome = startAuthorization(page, `${oauthUrl}/authorize`, { state: 'slow-state', responseType: 'token', timeoutMs: 1500 });
      const popup = await popupEvent;
      expect(await outcome).toMatchObject({ ok: false, reason: 'timeout', message: 'No authorization response within 2 seconds; the sign-in window was closed.' });
      await expect.poll(() => popup.isClosed()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('rejects with reason aborted when its signal aborts, and closes the popup', async () => {
    const { page } = await kitPage(browser());
    try {
      const popupEvent = page.waitForEvent('popup');
      const outcome = page.evaluate(async (oauthUrl) => {
        const controller = new AbortController();
        const pending = window.OAuthKit.openAuthorizationPopup(`${oauthUrl}/authorize`, { expectedState: 's', receiverOrigin: location.origin, signal: controller.signal });
        setTimeout(() => controller.abort(), 300);
        return pending.then(
          () => 'resolved',
          (e: unknown) => (e as InstanceType<Kit['OAuthPopupError']>).reason,
        );
      }, oauthUrl);
      const popup = await popupEvent;
      expect(await outcome).toBe('aborted');
      await expect.poll(() => popup.isClosed()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('does not hand the response to an opener on another origin', async () => {
    // The same static server under another host name is another origin.
    const otherOrigin = staticUrl.replace('127.0.0.1', 'localhost');
    const { page } = await kitPage(browser(), `${otherOrigin}/test/fixtures/blank.html`);
    try {
      const popupEvent = page.waitForEvent('popup');
      // Even an opener that (wrongly) expects the receiver's origin hears nothing.
      const outcome = startAuthorization(page, `${oauthUrl}/authorize/auto`, { state: 'xo-state', responseType: 'token', receiverOrigin: new URL(staticUrl).origin });
      const popup = await popupEvent;
      await expect.poll(() => popup.locator('#status').textContent()).toContain('on another origin');
      await popup.close();
      expect(await outcome).toMatchObject({ ok: false, reason: 'closed' });
    } finally {
      await page.context().close();
    }
  });

  it('navigates a window opened earlier (option popup) instead of opening another', async () => {
    const { page, errors } = await kitPage(browser());
    try {
      let popups = 0;
      page.on('popup', () => popups++);
      const popupEvent = page.waitForEvent('popup');
      const result = await page.evaluate(
        async ({ oauthUrl, receiver, clientId }) => {
          const early = window.open('', 'early', 'popup');
          if (!early) throw new Error('no window');
          const K = window.OAuthKit;
          const state = K.randomState(crypto);
          const url = K.authorizeUrl({ authorizationUrl: `${oauthUrl}/authorize/auto`, baseUrl: location.href, responseType: 'token', clientId, redirectUri: receiver, state });
          // Work that takes a while before the authorization URL is known (hashing, listeners).
          await new Promise((r) => setTimeout(r, 200));
          const response = await K.openAuthorizationPopup(url.href, { expectedState: state, receiverOrigin: location.origin, popup: early });
          return { kind: response.kind, stateMatches: response.state === state, earlyClosed: early.closed };
        },
        { oauthUrl, receiver: RECEIVER, clientId: PUBLIC },
      );
      const popup = await popupEvent;
      expect(result).toEqual({ kind: 'token', stateMatches: true, earlyClosed: true });
      expect(popups).toBe(1);
      await expect.poll(() => popup.isClosed()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('refuses to open an authorization URL that is not http(s), disguised or not, without calling window.open', async () => {
    const { page, errors } = await kitPage(browser());
    try {
      let popups = 0;
      page.on('popup', () => popups++);
      const outcomes = await page.evaluate(async () => {
        let opened = 0;
        const realOpen = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          opened++;
          return realOpen(...args);
        };
        const urls = [
          "javascript:window.__pwned='js'",
          " JaVa\tScRiPt:window.__pwned='tab'",
          'data:text/html,<script>opener.__pwned=1</script>',
          'vbscript:msgbox(1)',
          '&#106;avascript:window.__pwned=1',
          '%6Aavascript:window.__pwned=1',
        ];
        const reasons: string[] = [];
        for (const url of urls) {
          reasons.push(
            await window.OAuthKit.openAuthorizationPopup(url, { expectedState: 's', receiverOrigin: location.origin }).then(
              () => 'resolved',
              (err: unknown) => {
                const e = err as InstanceType<Kit['OAuthPopupError']>;
                return `${e.reason}: ${e.message}`;
              },
            ),
          );
        }
        await new Promise((r) => setTimeout(r, 200));
        return { reasons, opened, pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null };
      });
      expect(outcomes.reasons).toEqual([
        'refused: The authorization URL cannot be opened: it is not an http(s) URL (javascript:).',
        'refused: The authorization URL cannot be opened: it is not an http(s) URL (javascript:).',
        'refused: The authorization URL cannot be opened: it is not an http(s) URL (data:).',
        'refused: The authorization URL cannot be opened: it is not an http(s) URL (vbscript:).',
        'refused: The authorization URL cannot be opened: it is not an http(s) URL (javascript:).',
        'refused: The authorization URL cannot be opened: it is not an http(s) URL (javascript:).',
      ]);
      expect([outcomes.opened, outcomes.pwned, popups]).toEqual([0, null, 0]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows a short message and clears the response from its URL when it has no opener', async () => {
    const { page, errors } = await openPage(browser(), `${RECEIVER}?code=abc&state=xyz`);
    try {
      await expect.poll(() => page.locator('#status').textContent()).toContain('It was not opened by that page');
      expect(page.url()).toBe(RECEIVER);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('a browser that blocks popups', () => {
  let blocking: Browser | undefined;
  beforeAll(async () => {
    // Playwright turns popup blocking off by default; this browser keeps Chromium's own rule
    // (a popup needs a user gesture).
    blocking = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS], ignoreDefaultArgs: ['--disable-popup-blocking'] });
  });
  afterAll(async () => {
    await blocking?.close();
  });

  it('rejects with reason blocked without a user gesture, and opens the popup from a click', async () => {
    // The kit comes in as an init script: page.addScriptTag() leaves the page a user
    // activation of its own, which would let the first popup through.
    const context = await blocking!.newContext();
    await context.addInitScript({ content: kit });
    const page = await context.newPage();
    await page.goto(PAGE);
    try {
      // Playwright runs evaluate() with a user gesture; opening a window consumes it, as a
      // second popup from one click is blocked in a real browser.
      const blocked = await page.evaluate((oauthUrl) => {
        window.open('about:blank', 'first')?.close();
        return window.OAuthKit.openAuthorizationPopup(`${oauthUrl}/authorize`, { expectedState: 's', receiverOrigin: location.origin }).then(
          () => 'resolved',
          (err: unknown) => {
            const e = err as InstanceType<Kit['OAuthPopupError']>;
            return `${e.reason}: ${e.message}`;
          },
        );
      }, oauthUrl);
      expect(blocked).toBe('blocked: The browser blocked the sign-in window. Allow pop-ups for this page and try again.');

      await page.evaluate((oauthUrl) => {
        const button = document.createElement('button');
        button.textContent = 'Authorize';
        button.addEventListener('click', () => {
          (window as unknown as { outcome: Promise<string> }).outcome = window.OAuthKit.openAuthorizationPopup(`${oauthUrl}/authorize`, {
            expectedState: 's',
            receiverOrigin: location.origin,
          }).then(
            () => 'resolved',
            (e: unknown) => (e as InstanceType<Kit['OAuthPopupError']>).reason,
          );
        });
        document.body.append(button);
      }, oauthUrl);
      const popupEvent = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Authorize' }).click();
      const popup = await popupEvent;
      await popup.close();
      expect(await page.evaluate(() => (window as unknown as { outcome: Promise<string> }).outcome)).toBe('closed');
    } finally {
      await page.context().close();
    }
  });
});
