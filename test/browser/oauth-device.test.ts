import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { load } from 'js-yaml';
import { useBrowser } from '../support/browser.js';
import { echoWindow } from '../support/echo-window.js';
import { mountObject } from '../support/mount-object.js';
import { openConsole } from '../support/try-console.js';
import { openScheme } from '../support/auth-cards.js';
import { answerOnServer, getDeviceCode } from '../support/device-flow.js';
import { startDeviceServer } from '../servers/device-server.mjs';

// OpenAPI 3.2 security in Chromium (test/fixtures/oas32/security.yaml): the OAuth 2.0 device
// authorization flow (RFC 8628) against a real server from npm (oidc-provider, started by
// global-setup: test/servers/device-server.mjs), approved and denied on the server's own
// user-code pages in a second page; `oauth2MetadataUrl` discovery (RFC 8414) only when asked;
// `deprecated` schemes marked in the auth section and on the operations that use them.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const deviceUrl = inject('deviceUrl');
const browser = useBrowser();
const PAGE = `${staticUrl}/test/fixtures/blank.html`;
const PREFIX = '/oas32-security';
const echo = echoWindow(echoUrl, PREFIX);
const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** The fixture with the device server and the echo API filled in. */
function spec(device = deviceUrl): unknown {
  const text = readFileSync(new URL('../fixtures/oas32/security.yaml', import.meta.url), 'utf8')
    .replaceAll('http://device.invalid', device)
    .replaceAll('http://echo.invalid', echoUrl);
  return load(text);
}

interface Mounted {
  page: Page;
  errors: string[];
  /** URLs the page requested from the device server. */
  deviceRequests: string[];
  /** before-token-request details seen: grant type and device code. */
  events(): Promise<{ grantType: string; deviceCode: string | null }[]>;
  close(): Promise<void>;
}

async function mount(cancelTokenRequests = false, device = deviceUrl): Promise<Mounted> {
  const context = await browser().newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: staticUrl });
  const page = await context.newPage();
  const errors: string[] = [];
  const deviceRequests: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.url().startsWith(device)) deviceRequests.push(r.url());
  });
  await page.goto(PAGE);
  await page.evaluate((cancel) => {
    const seen: { grantType: string; deviceCode: string | null }[] = [];
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    document.addEventListener('before-token-request', (e) => {
      const d = (e as CustomEvent<{ grantType: string; params: URLSearchParams }>).detail;
      seen.push({ grantType: d.grantType, deviceCode: d.params.get('device_code') });
      if (cancel) e.preventDefault();
    });
  }, cancelTokenRequests);
  await mountObject(page, spec(device), { 'render-style': 'read' });
  await page.locator('spec-doc #auth .auth-scheme').first().waitFor();
  return {
    page,
    errors,
    deviceRequests,
    events: () => page.evaluate(() => (window as unknown as { __seen: { grantType: string; deviceCode: string | null }[] }).__seen),
    close: () => context.close(),
  };
}

function scheme(page: Page, id: string): Locator {
  return page.locator(`spec-doc [data-scheme="${id}"]`);
}

/** A scheme's device flow, its card opened. */
async function deviceFlow(page: Page, id: string): Promise<Locator> {
  return (await openScheme(page, id)).locator('[data-flow="deviceAuthorization"]');
}

async function serverPolls(): Promise<{ deviceCode: string; outcome: string }[]> {
  return (await (await fetch(`${deviceUrl}/__device/polls`)).json()) as { deviceCode: string; outcome: string }[];
}

/** Clicks Get a code in a scheme's device flow; waits for the user code; returns it and the verification links. */
async function getCode(m: Mounted, id: string): Promise<{ userCode: string; complete: string; plain: string }> {
  return getDeviceCode(await deviceFlow(m.page, id));
}

/** Waits until the server has answered a poll of this page's device code with `outcome`. */
async function waitForPoll(m: Mounted, outcome: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const codes = new Set((await m.events()).map((e) => e.deviceCode));
    const hit = (await serverPolls()).find((p) => codes.has(p.deviceCode) && p.outcome === outcome);
    if (hit) return hit.deviceCode;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no poll answered ${outcome}`);
}

describe('OAuth 2.0 device authorization flow (RFC 8628) against oidc-provider', () => {
  it('shows the code and links, polls (authorization_pending) until approved, holds the token, and TRY sends it', async () => {
    const m = await mount();
    try {
      const f = await deviceFlow(m.page, 'device');
      const { userCode, complete, plain } = await getCode(m, 'device');
      expect(userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
      expect(plain).toBe(`${deviceUrl}/device`);
      expect(complete).toBe(`${deviceUrl}/device?user_code=${userCode}`);
      await f.getByRole('button', { name: 'Copy code' }).click();
      await f.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await m.page.evaluate(() => navigator.clipboard.readText())).toBe(userCode);
      expect(await f.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
      // Polled before approval: the real server answers authorization_pending and the flow keeps polling.
      const deviceCode = await waitForPoll(m, 'authorization_pending');
      expect(await scheme(m.page, 'device').locator('.auth-status').textContent()).toContain('Not set');

      await answerOnServer(m.page, complete, 'Continue');
      await f.locator('.oauth-token').waitFor({ timeout: 15_000 });
      expect(await f.locator('.oauth-device').count()).toBe(0);
      // The scope asked for (x-default-scopes) was granted.
      expect(await f.locator('.oauth-token').textContent()).toContain('Scopes: openid');
      expect(await scheme(m.page, 'device').locator('.auth-status').textContent()).toContain('Set');
      expect((await serverPolls()).filter((p) => p.deviceCode === deviceCode).map((p) => p.outcome)).toContain('ok');
      // before-token-request fired for every poll, with the device_code grant.
      const events = await m.events();
      expect(events.length).toBeGreaterThanOrEqual(2);
      expect(events.every((e) => e.grantType === DEVICE_GRANT && e.deviceCode === deviceCode)).toBe(true);

      await echo.mark();
      const op = m.page.locator('spec-doc [data-op-id="get-/device"]');
      await op.scrollIntoViewIfNeeded();
      await openConsole(op);
      const done = m.page.evaluate(() => new Promise((r) => document.querySelector('spec-doc')!.addEventListener('after-try', r, { once: true })));
      await op.getByRole('button', { name: /^TRY$/ }).click();
      await done;
      const sent = (await echo.received(`${PREFIX}/device`, false)).at(-1)?.headers['authorization'];
      expect(sent).toMatch(/^Bearer \S+$/);
      // It is the token the server issued: its userinfo endpoint accepts it.
      const me = await fetch(`${deviceUrl}/me`, { headers: { Authorization: sent! } });
      expect(me.status).toBe(200);
      expect(m.errors).toEqual([]);
    } finally {
      await m.close();
    }
  });

  it('stops with a clear message when the user aborts on the verification page (access_denied)', async () => {
    const m = await mount();
    try {
      const f = await deviceFlow(m.page, 'device');
      const { complete } = await getCode(m, 'device');
      await answerOnServer(m.page, complete, 'Abort');
      await f.getByRole('alert').waitFor({ timeout: 15_000 });
      expect(await f.getByRole('alert').textContent()).toContain('access_denied');
      expect(await f.locator('.oauth-device').count()).toBe(0);
      expect(await f.locator('.oauth-token').count()).toBe(0);
      expect(await scheme(m.page, 'device').locator('.auth-status').textContent()).toContain('Not set');
    } finally {
      await m.close();
    }
  });

  it('Cancel stops the polling', async () => {
    const m = await mount();
    try {
      const f = await deviceFlow(m.page, 'device');
      await getCode(m, 'device');
      await waitForPoll(m, 'authorization_pending');
      await f.getByRole('button', { name: 'Cancel' }).click();
      await f.getByRole('alert').waitFor();
      expect(await f.getByRole('alert').textContent()).toContain('Sign-in cancelled.');
      const polled = (await m.events()).length;
      await new Promise((r) => setTimeout(r, 2500));
      expect((await m.events()).length).toBe(polled);
      expect(await f.getByRole('button', { name: /^Get a code/ }).isEnabled()).toBe(true);
    } finally {
      await m.close();
    }
  });

  it('a before-token-request listener that cancels stops the flow before any poll is sent', async () => {
    const m = await mount(true);
    try {
      const f = await deviceFlow(m.page, 'device');
      await getCode(m, 'device');
      await f.getByRole('alert').waitFor({ timeout: 10_000 });
      expect(await f.getByRole('alert').textContent()).toContain('Token request cancelled.');
      const [event] = await m.events();
      expect(event?.grantType).toBe(DEVICE_GRANT);
      expect((await serverPolls()).some((p) => p.deviceCode === event?.deviceCode)).toBe(false);
    } finally {
      await m.close();
    }
  });
});

describe('a device code that expires (expires_in)', () => {
  let short: Awaited<ReturnType<typeof startDeviceServer>>;
  beforeAll(async () => {
    short = await startDeviceServer({ host: '127.0.0.1', port: 0, interval: 1, deviceCodeTtl: 3 });
  });
  afterAll(() => short.close());

  it('stops polling and says so when the code expires unapproved', async () => {
    const m = await mount(false, short.url);
    try {
      const f = await deviceFlow(m.page, 'device');
      await getCode(m, 'device');
      expect(await f.locator('.oauth-device [role="status"]').textContent()).toMatch(/expires (in [0-3] seconds?|now)/);
      await f.getByRole('alert').waitFor({ timeout: 10_000 });
      expect(await f.getByRole('alert').textContent()).toContain('The code expired');
      expect(await f.locator('.oauth-device').count()).toBe(0);
      expect(await f.getByRole('button', { name: /^Get a code/ }).isEnabled()).toBe(true);
    } finally {
      await m.close();
    }
  });
});

describe('oauth2MetadataUrl (RFC 8414)', () => {
  it('fetches nothing on load; Discover endpoints shows and uses the metadata, and the device flow then works', async () => {
    const m = await mount();
    try {
      const s = await openScheme(m.page, 'discovered');
      const f = await deviceFlow(m.page, 'discovered');
      await m.page.waitForTimeout(300);
      expect(m.deviceRequests).toEqual([]);
      expect(await f.locator('.oauth-url').first().textContent()).toContain(`${deviceUrl}/moved/device`);

      await s.getByRole('button', { name: 'Discover endpoints' }).click();
      await s.locator('.auth-discovered').waitFor();
      expect(m.deviceRequests).toEqual([`${deviceUrl}/.well-known/oauth-authorization-server`]);
      const found = await s.locator('.auth-discovered').textContent();
      expect(found).toContain(`device_authorization_endpoint${deviceUrl}/device/auth`);
      expect(found).toContain(`token_endpoint${deviceUrl}/token`);
      expect(found).toContain('scopes_supported');
      expect(await f.locator('.oauth-url').first().textContent()).toContain(`${deviceUrl}/device/auth`);

      const { complete } = await getCode(m, 'discovered');
      await answerOnServer(m.page, complete, 'Continue');
      await f.locator('.oauth-token').waitFor({ timeout: 15_000 });
      expect(await s.locator('.auth-status').last().textContent()).toContain('Set');
      expect(m.deviceRequests.some((u) => u.includes('/moved/'))).toBe(false);
      expect(m.errors).toEqual([]);
    } finally {
      await m.close();
    }
  });
});

describe('deprecated security schemes', () => {
  it('are marked in the auth section and on the operations that use them', async () => {
    const m = await mount();
    try {
      const legacy = await openScheme(m.page, 'legacyKey');
      expect(await legacy.locator('.auth-deprecated').textContent()).toBe('Deprecated');
      expect(await legacy.getByRole('note').first().textContent()).toContain('deprecated');
      expect(await scheme(m.page, 'bearer').locator('.auth-deprecated').count()).toBe(0);
      const chips = await m.page.locator('spec-doc [data-op-id="get-/legacy"] .requirement').first().textContent();
      expect(chips).toContain('legacyKey (deprecated)');
      const other = await m.page.locator('spec-doc [data-op-id="get-/legacy"] .requirement').nth(1).textContent();
      expect(other).not.toContain('deprecated');
    } finally {
      await m.close();
    }
  });
});
