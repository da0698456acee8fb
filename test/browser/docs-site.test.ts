import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { docsRoutes } from '../../scripts/serve.mjs';
import { startStaticServer } from '../servers/static-server.mjs';
import { openPage, useBrowser } from '../support/browser.js';
import { authDemoText } from '../support/fixtures.mjs';

// The documentation as `npm start` serves it beside the demo: the Markdown of docs/ (and the README,
// CONTRIBUTING, CHANGELOG) rendered to HTML pages by the routes of scripts/serve.mjs.
const root = fileURLToPath(new URL('../../', import.meta.url));
const echoUrl = inject('echoUrl');
const browser = useBrowser();
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  server = await startStaticServer({
    root,
    routes: {
      ...docsRoutes(root),
      '/demo/auth-demo.yaml': (_req, res) => res.writeHead(200, { 'Content-Type': 'application/yaml; charset=utf-8' }).end(authDemoText({ echoUrl })),
    },
  });
});
afterAll(() => server.close());

describe('docs site (npm start)', () => {
  it('the demo links to /docs/, an HTML index with headings and a working link to every page', async () => {
    const pages = readdirSync(join(root, 'docs'))
      .filter((f) => f.endsWith('.md') && f !== 'README.md')
      .map((f) => `/docs/${f.slice(0, -'.md'.length)}`);
    const opened = await openPage(browser(), `${server.url}/demo/index.html`);
    const { page } = opened;
    try {
      await page.getByRole('link', { name: 'Docs', exact: true }).click();
      await page.waitForURL(`${server.url}/docs/`);

      // Rendered, not raw: headings are elements, no Markdown syntax is left in the text.
      expect(await page.locator('main h1').textContent()).toBe('spec-doc documentation');
      expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(2);
      expect(await page.locator('main').innerText()).not.toMatch(/^#{1,6} |\]\(/m);
      expect(await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link').count()).toBeGreaterThan(pages.length);

      // A link to every page, rewritten from `page.md` to the served route, and each one renders.
      const hrefs = await page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const p of pages) expect(hrefs, p).toContain(p);
      const targets = [...new Set(hrefs.filter((h): h is string => !!h && h.startsWith('/')))];
      const results = await page.evaluate(
        (paths) =>
          Promise.all(
            paths.map(async (p) => {
              const res = await fetch(p);
              const html = await res.text();
              return { p, status: res.status, type: res.headers.get('content-type'), h1: /<h1 id="[^"]+">/.test(html) };
            }),
          ),
        targets,
      );
      // Every target answers; every one but the licence (plain text) is a rendered page.
      expect(results.filter((r) => r.status !== 200 || (r.p !== '/LICENSE' && (r.type !== 'text/html; charset=utf-8' || !r.h1)))).toEqual([]);

      // Following a link: the page, its nav marking where the reader is, and its in-page anchors.
      await page.locator('main a[href="/docs/cli"]').click();
      await page.waitForURL(`${server.url}/docs/cli`);
      expect(await page.locator('main h1').textContent()).toContain('CLI');
      expect(await page.locator('nav a[aria-current="page"]').getAttribute('href')).toBe('/docs/cli');
      expect(await page.locator('main h2#build').count()).toBe(1);
      expect(opened.errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
