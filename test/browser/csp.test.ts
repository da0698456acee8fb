// <spec-doc> under a strict Content-Security-Policy: no inline scripts or styles, no eval.
// The page, its stylesheet and its listener script come from this file's own server, which
// sends the policy with every response (the worker and the lazy chunks included).
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStaticServer } from '../servers/static-server.mjs';
import { deepText, openPage, useBrowser } from '../support/browser.js';
// The page's <spec-doc> in HTMLElementTagNameMap, for the methods called inside page.evaluate.
import type {} from '../../src/element/index.js';

const echoUrl = inject('echoUrl');
const browser = useBrowser();
const PREFIX = '/csp-test';

const page = (specUrl: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>spec-doc under a strict CSP</title>
    <link rel="stylesheet" href="/csp/page.css" />
    <script src="/csp/listen.js"></script>
    <script type="module" src="/dist/spec-doc.js"></script>
  </head>
  <body>
    <spec-doc spec-url="${specUrl}" server-url="${echoUrl}${PREFIX}" theme="light" load-fonts="false" allow-spec-file-download="true"></spec-doc>
  </body>
</html>`;

// Runs before the element: records violations and the element's events.
const LISTEN = `window.__violations = [];
window.__events = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sourceFile || '') + ':' + e.lineNumber));
for (const name of ['spec-loaded', 'spec-load-error', 'after-try']) {
  document.addEventListener(name, (e) => window.__events.push(name), true);
}`;

const CSP = `script-src 'self'; style-src 'self'; img-src 'self' blob: data:; connect-src 'self' ${echoUrl}; object-src 'none'; base-uri 'none'`;

// JSON over 64 KB, which the worker scans for its nesting in WebAssembly where it may: this policy
// has no 'wasm-unsafe-eval', so the browser refuses that (the worker is sent the policy too) and
// the scan is made in JavaScript.
const paths = Object.fromEntries(
  Array.from({ length: 600 }, (_, i) => [`/items/${i}`, { get: { summary: `Get item ${i}`, description: 'Ünïcödé text. '.repeat(6), responses: { 200: { description: 'ok' } } } }]),
);
const LARGE = JSON.stringify({ openapi: '3.1.0', info: { title: 'Large JSON under CSP', version: '1' }, paths });
const DEEP = LARGE.replace('"paths":', `"x-deep":${'['.repeat(2000)}${']'.repeat(2000)},"paths":`);

let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;

beforeAll(async () => {
  const send = (type: string, text: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
    const body = Buffer.from(text);
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
    res.end(body);
  };
  server = await startStaticServer({
    root: fileURLToPath(new URL('../../', import.meta.url)),
    headers: { 'Content-Security-Policy': CSP },
    routes: {
      '/csp/': send('text/html; charset=utf-8', page('/test/fixtures/csp/api.yaml')),
      '/csp/json/': send('text/html; charset=utf-8', page('/csp/large.json')),
      '/csp/deep/': send('text/html; charset=utf-8', page('/csp/deep.json')),
      '/csp/large.json': send('application/json', LARGE),
      '/csp/deep.json': send('application/json', DEEP),
      '/csp/page.css': send('text/css; charset=utf-8', 'html, body { margin: 0; height: 100%; } spec-doc { display: block; height: 100vh; }'),
      '/csp/listen.js': send('text/javascript; charset=utf-8', LISTEN),
    },
  });
});

afterAll(async () => {
  await server?.close();
});

interface Echo {
  id: number;
  method: string;
  path: string;
  query: Record<string, string[]>;
  headers: Record<string, string>;
}
async function records(): Promise<Echo[]> {
  return (await (await fetch(`${echoUrl}/__echo/received`)).json()) as Echo[];
}

describe('under a strict Content-Security-Policy', () => {
  it('loads JSON large enough for the WebAssembly scan, and refuses one nesting too deep, with WebAssembly refused', async () => {
    expect(LARGE.length).toBeGreaterThan(65_536);
    for (const [path, events] of [
      ['/csp/json/', ['spec-loaded']],
      ['/csp/deep/', ['spec-load-error']],
    ] as const) {
      const { page, errors } = await openPage(browser(), `${server!.url}${path}`);
      try {
        await page.waitForFunction(() => (window as unknown as { __events: string[] }).__events.some((e) => e.startsWith('spec-')), undefined, { timeout: 15_000 });
        expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual(events);
        const text = await deepText(page);
        if (path === '/csp/json/') expect(text).toContain('Get item 0');
        else expect(text).toMatch(/nests deeper than 1000 levels at line 1, column \d+/);
        expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });

  it('renders a description, opens the lazy parts and sends TRY requests with no violation reported', async () => {
    const since = Math.max(0, ...(await records()).map((r) => r.id));
    const { page, errors } = await openPage(browser(), `${server!.url}/csp/`);
    try {
      const header = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
      expect(header).toBe(CSP);
      await page.waitForFunction(() => (window as unknown as { __events: string[] }).__events.some((e) => e.startsWith('spec-')), undefined, { timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual(['spec-loaded']);
      const text = await deepText(page);
      expect(text).toContain('CSP Fixture API');
      expect(text).toContain('Get an item');
      expect(text).toContain('Create an item');
      // The description's image (same origin) is shown.
      await page.waitForFunction(() => {
        const img = document.querySelector('spec-doc')!.shadowRoot!.querySelector<HTMLImageElement>('img[src$="logo.svg"]');
        return !!img && img.complete && img.naturalWidth === 4;
      });

      // Credentials (the lazily loaded authentication section), then TRY on both operations.
      expect(await page.evaluate(() => document.querySelector('spec-doc')!.setApiKey('apiKey', 'k-123'))).toBe(true);
      for (const [opId, status] of [
        ['get-/items/{itemId}', 200],
        ['post-/items', 200],
      ] as const) {
        const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
        await op.scrollIntoViewIfNeeded();
        // The console opens in the examples column (a lazy chunk) from its "Try it" button.
        const opener = op.getByRole('button', { name: 'Try it' });
        await opener.waitFor({ timeout: 15_000 });
        await opener.click();
        const tryButton = op.getByRole('button', { name: /^TRY/ });
        await tryButton.waitFor({ timeout: 15_000 });
        const after = page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              setTimeout(() => resolve(-2), 10_000);
              document
                .querySelector('spec-doc')!
                .addEventListener('after-try', (e) => resolve(((e as CustomEvent).detail as { response?: { status: number } }).response?.status ?? -1), { once: true });
            }),
        );
        await tryButton.click();
        expect(await after, `${opId}; page errors: ${errors.join(' | ')}`).toBe(status);
        await op.locator('.try-response').waitFor();
      }
      // (The API key header makes the browser send CORS preflights first: count the requests themselves.)
      const got = (await records()).filter((r) => r.id > since && r.path.startsWith(PREFIX) && r.method !== 'OPTIONS');
      expect(got.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${PREFIX}/items/7`, `POST ${PREFIX}/items`]);
      expect(got[0]!.headers['x-key']).toBe('k-123');

      // The search dialog (another lazy chunk), then a theme change (CSSOM properties only).
      await page.keyboard.press('Control+k');
      await page.locator('spec-doc').getByRole('dialog').waitFor({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await page.evaluate(() => document.querySelector('spec-doc')!.setAttribute('theme', 'dark'));
      await page.waitForTimeout(200);

      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      // The listener does see a violation: an inline style the page adds is refused and reported.
      await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' })));
      await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.some((v) => v.startsWith('style-src')));
    } finally {
      await page.context().close();
    }
  });
});
