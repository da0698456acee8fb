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
    const cdn = 'https://cdn.jsdelivr.net/npm/spec-doc@0.1.0/dist/';
    const fromCdn: string[] = [];
    await page.context().route(`${cdn}**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice('/npm/spec-doc@0.1.0/dist/'.length);
      fromCdn.push(file);
      await route.fulfill({ status: 200, headers: { 'Content-Type': contentTypeFor(extname(file) ? file : 'x.js'), 'Access-Control-Allow-Origin': '*' }, body: readFileSync(join(root, 'dist', file)) });
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

  it('Vite + Vue: the element renders and @spec-loaded reaches the component', async () => {
    const opened = await openPage(browser(), urls.vue!);
    try {
      await expectRendered(opened.page, opened.errors);
    } finally {
      await opened.page.context().close();
    }
  });
});
