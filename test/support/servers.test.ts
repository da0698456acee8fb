// Self-test of the test infrastructure: the static server, the echo API, and Chromium
// talking to both.

import { request } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';
import { startStaticServer } from '../servers/static-server.mjs';
import { startEchoServer } from '../servers/echo-server.mjs';
import { authDemoText } from './fixtures.mjs';
import { deepText, launchBrowser, openPage, waitForEvent } from './browser.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const specsDir = findSpecsDir() ?? path.resolve(repoRoot, '../shared/specs');

/** A raw GET that sends the path exactly as given (fetch would normalise `..`). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  const staticUrl = inject('staticUrl');

  it('serves a file from the repository root with its content type and no-store', async () => {
    const res = await fetch(`${staticUrl}/test/fixtures/auth-demo.yaml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/yaml/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('title: Authentication Demo');
  });

  it('serves .mjs as JavaScript and answers 404 for a missing file', async () => {
    const js = await fetch(`${staticUrl}/test/servers/echo-server.mjs`);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    const missing = await fetch(`${staticUrl}/no/such/file.js`);
    expect(missing.status).toBe(404);
  });

  if (existsSync(specsDir)) {
    it('serves the shared descriptions under /specs/ and lists them in /specs/index.json', async () => {
      const res = await fetch(`${staticUrl}/specs/oai-learn/v3.0-petstore.yaml`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^openapi: 3\.0\.0$/m);
      const list = (await (await fetch(`${staticUrl}/specs/index.json`)).json()) as { name: string; path: string }[];
      const paths = list.map((s) => s.path);
      expect(paths).toContain('/specs/digitalocean/specification/DigitalOcean-public.v2.yaml');
      expect(paths).toContain('/specs/redoc/openapi.yaml');
      expect(paths).not.toContain('/specs/INDEX.md');
      // Partial files of multi-file descriptions are not offered as descriptions.
      expect(paths.filter((p) => p.startsWith('/specs/digitalocean/'))).toHaveLength(1);
    });
  } else {
    it('answers 404 under /specs/ and an empty index when the specs folder is missing', async () => {
      expect((await fetch(`${staticUrl}/specs/oai-learn/v3.0-petstore.yaml`)).status).toBe(404);
      expect(await (await fetch(`${staticUrl}/specs/index.json`)).json()).toEqual([]);
    });
  }

  it('answers an empty index and 404s when specsDir does not exist', async () => {
    const server = await startStaticServer({ root: repoRoot, specsDir: path.join(repoRoot, 'no-such-specs') });
    try {
      expect(await (await fetch(`${server.url}/specs/index.json`)).json()).toEqual([]);
      expect((await fetch(`${server.url}/specs/redoc/openapi.yaml`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it.each([
    '/../package.json',
    '/test/../../main/package.json',
    '/%2e%2e/package.json',
    '/specs/../../shared/INDEX.md',
    '/specs/%2E%2E/STYLE.md',
    '/test/..%2f..%2fpackage.json',
    '/test/..%5c..%5cpackage.json',
  ])('refuses path traversal: %s', async (p) => {
    const res = await rawGet(staticUrl, p);
    expect(res.status).toBe(403);
  });

  it('adds the configured headers and answers configured routes', async () => {
    const server = await startStaticServer({
      root: repoRoot,
      headers: { 'Content-Security-Policy': "default-src 'self'" },
      routes: { '/hello': (_req, res) => res.end('hi') },
    });
    try {
      const file = await fetch(`${server.url}/package.json`);
      expect(file.headers.get('content-security-policy')).toBe("default-src 'self'");
      const route = await fetch(`${server.url}/hello?x=1`);
      expect(await route.text()).toBe('hi');
      expect(route.headers.get('content-security-policy')).toBe("default-src 'self'");
    } finally {
      await server.close();
    }
  });

  it('handles many concurrent requests', async () => {
    const results = await Promise.all(Array.from({ length: 400 }, (_, i) => fetch(`${staticUrl}/package.json?i=${i}`).then(async (r) => [r.status, (await r.text()).length] as const)));
    expect(results.every(([status, length]) => status === 200 && length > 100)).toBe(true);
  });
});

describe('echo server', () => {
  const echoUrl = inject('echoUrl');

  it('answers a CORS preflight with the origin, credentials and the requested headers', async () => {
    const res = await fetch(`${echoUrl}/anything`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:1',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'x-custom, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:1');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-custom, content-type');
    expect(res.headers.get('access-control-max-age')).toBe('0');
  });

  it('echoes a POST with its body, headers, query and cookies', async () => {
    const res = await fetch(`${echoUrl}/pets?tag=a&tag=b&limit=3`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Test': 'yes', Cookie: 'a=1; b=two%20words', Origin: 'http://o.test' },
      body: JSON.stringify({ name: 'Rex' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://o.test');
    // `*` alone does not work for requests with credentials: the headers a viewer needs are named too.
    expect(res.headers.get('access-control-expose-headers')?.split(/,\s*/)).toEqual(expect.arrayContaining(['*', 'Content-Disposition', 'Content-Type']));
    const echo = (await res.json()) as Record<string, unknown>;
    expect(echo).toMatchObject({
      method: 'POST',
      url: '/pets?tag=a&tag=b&limit=3',
      path: '/pets',
      query: { tag: ['a', 'b'], limit: ['3'] },
      headers: { 'x-test': 'yes', 'content-type': 'application/json' },
      body: '{"name":"Rex"}',
      cookies: { a: '1', b: 'two words' },
    });
    expect(echo).not.toHaveProperty('bodyBase64');
  });

  it('keeps binary bodies in base64 and records every request', async () => {
    const server = await startEchoServer({});
    try {
      const bytes = new Uint8Array([0xff, 0x00, 0xfe, 0x41]);
      const echo = (await (await fetch(`${server.url}/upload`, { method: 'PUT', body: bytes })).json()) as {
        bodyBase64?: string;
      };
      expect(echo.bodyBase64).toBe(Buffer.from(bytes).toString('base64'));
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toMatchObject({ method: 'PUT', path: '/upload' });
    } finally {
      await server.close();
    }
  });

  it('answers /status/{code}, /users/{id} and /users (also under /V1.0)', async () => {
    expect((await fetch(`${echoUrl}/status/418`)).status).toBe(418);
    expect((await fetch(`${echoUrl}/V1.0/status/503`)).status).toBe(503);
    expect(await (await fetch(`${echoUrl}/users/7`)).json()).toMatchObject({ id: 7, name: 'User 7', echo: { path: '/users/7' } });
    const list = (await (await fetch(`${echoUrl}/V1.0/users`)).json()) as { users: unknown[]; echo: unknown };
    expect(list.users).toHaveLength(2);
    expect(list.echo).toMatchObject({ path: '/V1.0/users', method: 'GET' });
  });

  it('issues tokens and redirects OAuth authorizations back with state', async () => {
    const token = (await (
      await fetch(`${echoUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&scope=a+b',
      })
    ).json()) as Record<string, unknown>;
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'a b' });
    expect(token['access_token']).toMatch(/^access-token-/);
    const auth = await fetch(`${echoUrl}/oauth/authorize?response_type=code&state=s1&redirect_uri=${encodeURIComponent('http://app.test/cb')}`, { redirect: 'manual' });
    expect(auth.status).toBe(302);
    const location = new URL(auth.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://app.test/cb');
    expect(location.searchParams.get('state')).toBe('s1');
    expect(location.searchParams.get('code')).toMatch(/^code-/);
  });

  it('lists what it received at /__echo/received', async () => {
    const marker = `marker-${Date.now()}`;
    await fetch(`${echoUrl}/${marker}`);
    const received = (await (await fetch(`${echoUrl}/__echo/received`)).json()) as { path: string }[];
    expect(received.some((r) => r.path === `/${marker}`)).toBe(true);
  });
});

describe('fixtures', () => {
  it('fills the placeholders of the Authentication Demo', () => {
    const text = authDemoText({ echoUrl: 'http://127.0.0.1:9/' });
    expect(text).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(text).toContain("url: 'http://127.0.0.1:9/V1.0'");
    expect(text).toContain("authorizationUrl: 'http://127.0.0.1:9/oauth/authorize'");
    expect(text).toContain("okenUrl: 'http://127.0.0.1:9/oauth/token'");
  });
});

describe('Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('fetches the echo API cross-origin with a custom header from a page of the static server', async () => {
    const echo = await startEchoServer({});
    const staticUrl = inject('staticUrl');
    try {
      const { page, errors } = await openPage(browser, `${staticUrl}/package.json`);
      const result = await page.evaluate(async (url) => {
        const res = await fetch(`${url}/cross?x=1`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'X-Custom': 'hello', 'Content-Type': 'application/json' },
          body: '{"a":1}',
        });
        return { status: res.status, json: (await res.json()) as unknown };
      }, echo.url);
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ method: 'POST', headers: { 'x-custom': 'hello' } });
      const methods = echo.received.map((r) => (r as { method: string }).method);
      expect(methods).toEqual(['OPTIONS', 'POST']);
      expect(echo.received[1]).toMatchObject({
        path: '/cross',
        body: '{"a":1}',
        headers: { 'x-custom': 'hello', origin: staticUrl },
      });
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await echo.close();
    }
  });

  it('reads text through shadow roots with deepText and reports page errors', async () => {
    const staticUrl = inject('staticUrl');
    const { page, errors } = await openPage(browser, `${staticUrl}/package.json`);
    await page.setContent(`
      <spec-doc><span slot="x">slotted</span></spec-doc>
      <script>
        const host = document.querySelector('spec-doc');
        host.attachShadow({ mode: 'open' }).innerHTML =
          '<h1>Title</h1><p><b>GET</b> /users</p><p hidden>secret</p><slot name="x"></slot>';
        console.error('boom');
      </script>`);
    expect(await deepText(page)).toBe('Title\nGET /users\nslotted');
    expect(errors).toEqual(['console.error: boom']);
    const event = waitForEvent<{ n: number }>(page, 'spec-doc', 'ping', 5_000);
    await page.evaluate(() => {
      setTimeout(() => document.querySelector('spec-doc')?.dispatchEvent(new CustomEvent('ping', { detail: { n: 1 } })), 50);
    });
    expect(await event).toEqual({ n: 1 });
    await expect(waitForEvent(page, 'spec-doc', 'never', 100)).rejects.toThrow(/no never within 100 ms/);
    await page.context().close();
  });
});
