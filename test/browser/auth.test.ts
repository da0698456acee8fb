import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';
import { echoWindow, type EchoRecord } from '../support/echo-window.js';
import { openConsole } from '../support/try-console.js';
import { openScheme } from '../support/auth-cards.js';

// Authentication against the seed's Authentication Demo (servers pointing at the echo API):
// the section's inputs, the methods, the requirement rules per operation, and what the echo
// API actually receives.

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();
const SPEC = '/test/auth-demo.yaml';
// Test files run in parallel against one echo API: this file's requests go under its own prefix.
const PREFIX = '/auth-test';
const API = `${echoUrl}${PREFIX}`;

const echo = echoWindow(echoUrl, PREFIX);
type Echo = EchoRecord;
const clearEcho = (): Promise<void> => echo.mark();
const received = (): Promise<Echo[]> => echo.received(PREFIX, false);

async function open(page: Page, opId: string): Promise<Locator> {
  await page.locator(`spec-doc nav a[data-nav-id="${opId}"]`).click();
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  await openConsole(op);
  return op;
}

/** TRY on an operation; resolves with what the echo API received. */
async function tryOp(page: Page, opId: string): Promise<Echo> {
  await clearEcho();
  const op = await open(page, opId);
  const done = page.evaluate(() => new Promise((r) => document.querySelector('spec-doc')!.addEventListener('after-try', r, { once: true })));
  await op.getByRole('button', { name: /^TRY$/ }).click();
  await done;
  const all = await received();
  return all[all.length - 1]!;
}

function call<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(([m, a]) => (document.querySelector('spec-doc') as unknown as Record<string, (...x: unknown[]) => T>)[m]!(...a), [method, args] as const);
}

describe('authentication section', () => {
  it('lists every scheme with its description and inputs; Set (or Enter) and Clear change what TRY sends and what the operation shows as satisfied', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'read', 'server-url': API } });
    try {
      const auth = page.locator('spec-doc #auth');
      // The section is a chunk of its own: wait for it.
      await auth.locator('.auth-scheme').first().waitFor();
      expect(await auth.locator('.auth-scheme h3').allTextContents()).toEqual(
        ['http-basic', 'http-bearer-a', 'http-bearer-b', 'api_key1', 'api_key2', 'api_key_cookie', 'ms-oauth'].map((id) => expect.stringContaining(id)),
      );
      const basic = auth.locator('[data-scheme="http-basic"]');
      expect(await basic.locator('.auth-status').textContent()).toBe('Not set');
      // Seven schemes are a compact list: each description shows in its open row.
      expect(await auth.locator('.auth-cards.compact').count()).toBe(1);
      await openScheme(page, 'http-basic');
      expect(await basic.locator('.auth-panel').textContent()).toContain('HTTP Basic authentication (user name and password)');
      await basic.getByLabel('User name').fill('user');
      await basic.getByLabel('Password').fill('pass');
      await basic.getByRole('button', { name: 'Set' }).click();
      expect(await basic.locator('.auth-status').textContent()).toBe('Set');

      const op = await open(page, 'get-/fake-api-with-optional-security');
      expect(await op.locator('.requirement').allTextContents()).toEqual(['http-basic — satisfied, used by TRY', 'optional (no credentials)']);
      let got = await tryOp(page, 'get-/fake-api-with-optional-security');
      expect(got.headers['authorization']).toBe(`Basic ${Buffer.from('user:pass').toString('base64')}`);

      // Enter in an input sets too.
      const bearer = await openScheme(page, 'http-bearer-a');
      await bearer.getByLabel('Token').fill('tok-a');
      await bearer.getByLabel('Token').press('Enter');
      expect(await bearer.locator('.auth-status').textContent()).toBe('Set');

      await basic.getByRole('button', { name: 'Clear' }).click();
      got = await tryOp(page, 'get-/fake-api-with-optional-security');
      expect(got.headers['authorization']).toBeUndefined();
      got = await tryOp(page, 'get-/fake-api-that-need-basic-and-bearer-token-a');
      expect(got.headers['authorization']).toBe('Bearer tok-a');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('TRY applies exactly the first satisfied alternative of each Authentication Demo operation, and credentials reach no other origin', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API, 'fetch-credentials': 'include' } });
    // Every request the page makes, with its headers: the credentials may go to the echo API only.
    const sent: { url: string; headers: Record<string, string> }[] = [];
    page.on('request', (r) => sent.push({ url: r.url(), headers: r.headers() }));
    try {
      // Nothing entered: operations go out without credentials.
      let got = await tryOp(page, 'get-/fake-api-that-need-multiple-security-1');
      expect([got.headers['authorization'], got.headers['specialkey']]).toEqual([undefined, undefined]);

      expect(await call(page, 'setApiKey', 'api_key1', 'k1')).toBe(true);
      // One of two schemes needed together: not satisfied, nothing sent.
      got = await tryOp(page, 'get-/fake-api-that-need-multiple-security-1');
      expect(got.headers['authorization']).toBeUndefined();
      got = await tryOp(page, 'get-/fake-api-that-need-one-security-out-of-two');
      expect([got.headers['authorization'], got.headers['specialkey']]).toEqual(['k1', undefined]);

      expect(await call(page, 'setApiKey', 'api_key2', 'k2')).toBe(true);
      got = await tryOp(page, 'get-/fake-api-that-need-multiple-security-1');
      expect([got.headers['authorization'], got.headers['specialkey']]).toEqual(['k1', 'k2']);
      // OR: the first satisfied alternative only.
      got = await tryOp(page, 'get-/fake-api-that-need-one-security-out-of-two');
      expect([got.headers['authorization'], got.headers['specialkey']]).toEqual(['k1', undefined]);

      // Complex: the cookie alternative (third) comes before the two keys (fourth).
      expect(await call(page, 'setApiKey', 'api_key_cookie', 'c v')).toBe(true);
      got = await tryOp(page, 'get-/fake-api-that-with-complex-security');
      expect(got.cookies['api_key_cookie']).toBe('c v');
      expect(got.headers['specialkey']).toBeUndefined();
      const complex = page.locator('spec-doc [data-op-id="get-/fake-api-that-with-complex-security"]');
      expect(await complex.locator('.requirement.is-used').textContent()).toContain('api_key_cookie');

      // An OAuth token set by script (the first alternative) wins over everything after it.
      expect(await call(page, 'setApiKey', 'ms-oauth', 'tok')).toBe(true);
      got = await tryOp(page, 'get-/fake-api-that-with-complex-security');
      expect(got.headers['authorization']).toBe('Bearer tok');
      got = await tryOp(page, 'get-/users');
      expect(got.headers['authorization']).toBe('Bearer tok');

      expect(await call(page, 'setHttpUserNameAndPassword', 'http-basic', 'ü', 'p:w')).toBe(true);
      got = await tryOp(page, 'get-/fake-api-that-need-basic-and-bearer-token-b');
      expect(got.headers['authorization']).toBe(`Basic ${Buffer.from('ü:p:w', 'utf8').toString('base64')}`);
      // A requirement-free operation sends nothing.
      got = await tryOp(page, 'get-/users/{userId}');
      expect([got.headers['authorization'], got.headers['specialkey']]).toEqual([undefined, undefined]);
      const secrets = ['k1', 'k2', 'tok', Buffer.from('ü:p:w', 'utf8').toString('base64')];
      const leaks = sent.filter((r) => !r.url.startsWith(API) && secrets.some((v) => r.url.includes(v) || Object.values(r.headers).some((h) => h.includes(v))));
      expect(leaks).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('generated code shows placeholders where the credentials go, never their values', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      expect(await call(page, 'setApiKey', 'http-bearer-a', 'secret-token-a')).toBe(true);
      const op = await open(page, 'get-/fake-api-that-need-basic-and-bearer-token-a');
      await op.getByRole('combobox', { name: 'Language' }).selectOption('python');
      const code = op.locator('.code-samples-generated pre');
      await expect.poll(() => code.textContent(), { timeout: 15000 }).toContain('Bearer <token>');
      expect(await code.textContent()).not.toContain('secret-token-a');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the request example shows the reader\'s own credentials only when they tick "Show my credentials"', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      const op = await open(page, 'get-/fake-api-that-need-basic-and-bearer-token-a');
      const code = op.locator('.code-samples-generated pre');
      const reveal = op.getByRole('checkbox', { name: 'Show my credentials' });
      await expect.poll(() => code.textContent(), { timeout: 15000 }).toContain('curl');
      // Nothing set: the placeholders say where credentials go, and there is nothing of the reader's to show.
      expect(await reveal.count()).toBe(0);
      expect(await call(page, 'setApiKey', 'http-bearer-a', 'secret-token-a')).toBe(true);
      await reveal.waitFor();
      expect(await reveal.isChecked()).toBe(false);
      expect(await code.textContent()).toContain('Bearer <token>');
      expect(await code.textContent()).not.toContain('secret-token-a');
      await reveal.check();
      await expect.poll(() => code.textContent()).toContain('Bearer secret-token-a');
      await reveal.uncheck();
      await expect.poll(() => code.textContent()).not.toContain('secret-token-a');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('methods return what INTERFACE §3 says; removeAllSecurityKeys forgets everything', async () => {
    const { page } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      expect(await call(page, 'setHttpUserNameAndPassword', 'http-bearer-a', 'u', 'p')).toBe(false);
      expect(await call(page, 'setHttpUserNameAndPassword', 'nope', 'u', 'p')).toBe(false);
      expect(await call(page, 'setApiKey', 'http-basic', 'x')).toBe(false);
      expect(await call(page, 'setApiKey', 'nope', 'x')).toBe(false);
      expect(await call(page, 'setApiKey', 'http-bearer-b', 'tb')).toBe(true);
      expect(await page.locator('spec-doc [data-scheme="http-bearer-b"] .auth-status').textContent()).toBe('Set');
      await call(page, 'removeAllSecurityKeys');
      expect(await page.locator('spec-doc [data-scheme="http-bearer-b"] .auth-status').textContent()).toBe('Not set');
      const got = await tryOp(page, 'get-/fake-api-that-need-basic-and-bearer-token-b');
      expect(got.headers['authorization']).toBeUndefined();
    } finally {
      await page.context().close();
    }
  });

  it('allow-authentication="false" hides the inputs, while keys set by attribute or method still apply', async () => {
    const { page } = await mountReading(browser(), staticUrl, {
      spec: SPEC,
      attrs: { 'render-style': 'focused', 'server-url': API, 'allow-authentication': 'false', 'api-key-name': 'specialKey', 'api-key-location': 'header', 'api-key-value': 'from-attr' },
    });
    try {
      await page.locator('spec-doc #auth .auth-scheme').first().waitFor();
      expect(await page.locator('spec-doc #auth input').count()).toBe(0);
      expect(await page.locator('spec-doc [data-scheme="api_key2"] .auth-status').textContent()).toBe('Set');
      expect(await call(page, 'setApiKey', 'api_key1', 'k1')).toBe(true);
      const got = await tryOp(page, 'get-/fake-api-that-need-multiple-security-1');
      expect([got.headers['authorization'], got.headers['specialkey']]).toEqual(['k1', 'from-attr']);
    } finally {
      await page.context().close();
    }
  });

  it('api-key-* naming no scheme: a key sent with every request; "-" waits for setApiKey', async () => {
    const { page } = await mountReading(browser(), staticUrl, {
      spec: SPEC,
      attrs: { 'render-style': 'focused', 'server-url': API, 'api-key-name': 'x-portal-key', 'api-key-location': 'query', 'api-key-value': '-' },
    });
    try {
      let got = await tryOp(page, 'get-/users/{userId}');
      expect(got.query['x-portal-key']).toBeUndefined();
      expect(await call(page, 'setApiKey', 'x-portal-key', 'v 1')).toBe(true);
      got = await tryOp(page, 'get-/users/{userId}');
      expect(got.query['x-portal-key']).toEqual(['v 1']);
    } finally {
      await page.context().close();
    }
  });

  it('persist-auth keeps credentials across a reload under a key for this description; without it nothing is stored', async () => {
    const { page } = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API, 'persist-auth': 'true' } });
    try {
      expect(await call(page, 'setHttpUserNameAndPassword', 'http-basic', 'user', 'pass')).toBe(true);
      const keys = await page.evaluate(() => Object.keys(localStorage));
      expect(keys).toHaveLength(1);
      expect(keys[0]).toContain('auth-demo.yaml');
      await page.reload();
      await page.evaluate(async (api) => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc');
        el.setAttribute('render-style', 'focused');
        el.setAttribute('persist-auth', 'true');
        el.setAttribute('server-url', api);
        const loaded = new Promise((r) => el.addEventListener('spec-loaded', r, { once: true }));
        document.body.append(el);
        el.setAttribute('spec-url', '/test/auth-demo.yaml');
        await loaded;
      }, API);
      expect(await page.locator('spec-doc [data-scheme="http-basic"] .auth-status').textContent()).toBe('Set');
      const got = await tryOp(page, 'get-/fake-api-with-optional-security');
      expect(got.headers['authorization']).toBe(`Basic ${Buffer.from('user:pass').toString('base64')}`);
      await call(page, 'removeAllSecurityKeys');
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    } finally {
      await page.context().close();
    }
    const plain = await mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': API } });
    try {
      expect(await call(plain.page, 'setHttpUserNameAndPassword', 'http-basic', 'user', 'pass')).toBe(true);
      expect(await plain.page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    } finally {
      await plain.page.context().close();
    }
  });
});
