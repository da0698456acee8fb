// The examples in examples/: each is built (Vite for React and Vue) once per run and opened in
// the browser; the description renders and the element's spec-loaded event reaches the page's
// or framework's own code (which writes "Loaded: <title>" into #status).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeFor, startStaticServer } from '../servers/static-server.mjs';
import { deepText, openPage, useBrowser } from '../support/browser.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const browser = useBrowser();
const out = mkdtempSync(join(tmpdir(), 'spec-doc-examples-'));
const servers: Array<{ close: () => Promise<void> }> = [];
const urls: Record<string, string> = {};

beforeAll(async () => {
  for (const name of ['react', 'vue']) {
    await build({ configFile: join(root, `examples/${name}/vite.config.mjs`), logLevel: 'error', build: { outDir: join(out, name), emptyOutDir: true } });
    const server = await startStaticServer({ root: join(out, name) });
    servers.push(server);
    urls[name] = `${server.url}/`;
  }
  const server = await startStaticServer({ root: join(root, 'examples') });
  servers.push(server);
  urls.html = `${server.url}/html/index.html`;
  // spec-doc/class on a page of its own: the class entry, then registration under another name.
  const page = Buffer.from(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>class entry</title>
<script type="module" src="/class-page.js"></script></head><body></body></html>`);
  const script = Buffer.from(`import { SpecDoc, defineSpecDoc } from '/dist/spec-doc-class.js';
window.__before = [customElements.get('spec-doc') === undefined, typeof SpecDoc];
class MyDoc extends SpecDoc {}
defineSpecDoc('my-doc', MyDoc);
const el = document.createElement('my-doc');
el.addEventListener('spec-loaded', (e) => (window.__loaded = e.detail.info.title));
el.setAttribute('spec-url', '/examples/public/openapi.yaml');
document.body.append(el);`);
  const repo = await startStaticServer({
    root,
    routes: {
      '/class.html': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page),
      '/class-page.js': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(script),
    },
  });
  servers.push(repo);
  urls.class = `${repo.url}/class.html`;
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(out, { recursive: true, force: true });
});

/** Waits until the page's own code says the description loaded, then checks what the element shows. */
async function expectRendered(page: Page, errors: string[]): Promise<void> {
  await page.locator('#status', { hasText: 'Loaded: Example Pet Store' }).waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !!document.querySelector('spec-doc')?.shadowRoot?.querySelector('[data-op-id="post-/pets"]'));
  const text = await deepText(page);
  expect(text).toContain('List pets');
  expect(text).toContain('Add a pet');
  expect(errors).toEqual([]);
}

describe('examples', () => {
  it('plain HTML with the CDN build (served here from dist/, cross-origin like a CDN)', async () => {
    const opened = await openPage(browser(), 'about:blank');
    const { page } = opened;
    const cdn = 'https://cdn.jsdelivr.net/npm/spec-doc@1.0.0/dist/';
    const fromCdn: string[] = [];
    await page.context().route(`${cdn}**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice('/npm/spec-doc@1.0.0/dist/'.length);
      fromCdn.push(file);
      await route.fulfill({
        status: 200,
        headers: { 'Content-Type': contentTypeFor(extname(file) ? file : 'x.js'), 'Access-Control-Allow-Origin': '*' },
        body: readFileSync(join(root, 'dist', file)),
      });
    });
    try {
      await page.goto(urls.html!);
      await expectRendered(page, opened.errors);
      // The worker came from the CDN too (through its same-origin blob trampoline).
      expect(fromCdn).toEqual(expect.arrayContaining(['spec-doc.js', 'spec-doc-worker.js']));
    } finally {
      await page.context().close();
    }
  });

  it('Vite + React: the element renders, onspec-loaded reaches React state, a prop change reaches the attribute', async () => {
    const opened = await openPage(browser(), urls.react!);
    try {
      await expectRendered(opened.page, opened.errors);
      await opened.page.getByRole('button', { name: 'Focused view' }).click();
      expect(await opened.page.locator('spec-doc').getAttribute('render-style')).toBe('focused');
    } finally {
      await opened.page.context().close();
    }
  });

  it("spec-doc/class registers nothing on import; defineSpecDoc('my-doc', Subclass) makes a working element", async () => {
    const opened = await openPage(browser(), urls.class!);
    try {
      await opened.page.waitForFunction(() => typeof (window as unknown as { __loaded?: string }).__loaded === 'string', undefined, { timeout: 20_000 });
      expect(
        await opened.page.evaluate(() => [(window as unknown as { __before: unknown }).__before, (window as unknown as { __loaded: string }).__loaded, customElements.get('spec-doc')]),
      ).toEqual([[true, 'function'], 'Example Pet Store', undefined]);
      expect(await deepText(opened.page, 'my-doc')).toContain('Add a pet');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.page.context().close();
    }
  });

  it('Vite + Vue: the element renders and @spec-loaded reaches the component', async () => {
    const opened = await openPage(browser(), urls.vue!);
    try {
      await expectRendered(opened.page, opened.errors);
    } finally {
      await opened.page.context().close();
    }
  });
});
