// A large JSON description is shown from its skeleton before the whole file is parsed
// (src/core/model/skeleton-outline.ts, src/worker/spec-worker.ts): in Chromium, against a server of
// this file that serves Stripe's 5 MB as written and with a syntax error where the skeleton does
// not look (inside components.schemas), and Kubernetes' Swagger 2.0. Stripe and Kubernetes load
// and work as before; the broken file shows its outline, then the parse error, as an alert, a
// spec-load-error event and loadSpec's rejection.

import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';
import { startStaticServer } from '../servers/static-server.mjs';
import { openPage, useBrowser } from '../support/browser.js';

const browser = useBrowser();
const specsDir = findSpecsDir();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Outcome = { events: Array<{ type: string; message?: string; paths?: number }>; alert: string; navEntries: number; cutMark: boolean; loadSpec: string };

/** Mounts spec-doc on `url`, waits for spec-load-error (or 5 s after spec-loaded) and reports what happened. */
function mount(page: Page, url: string, readInBeforeRender = false): Promise<Outcome> {
  return page.evaluate(
    async ([u, read]) => {
      await customElements.whenDefined('spec-doc');
      const el = document.createElement('spec-doc') as HTMLElement & { loadSpec(x: unknown): Promise<unknown> };
      el.style.height = '100vh';
      el.setAttribute('load-fonts', 'false');
      const events: Outcome['events'] = [];
      let navEntries = 0;
      const failed = new Promise<void>((resolve) => {
        el.addEventListener('before-render', (e) => {
          const spec = (e as CustomEvent<{ spec: { paths?: object } }>).detail.spec;
          events.push({ type: 'before-render', ...(read ? { paths: spec.paths ? Object.keys(spec.paths).length : -1 } : {}) });
        });
        el.addEventListener('spec-loaded', (e) => {
          navEntries = el.shadowRoot!.querySelectorAll('nav [data-nav-id]').length;
          const spec = (e as CustomEvent<{ paths?: object }>).detail;
          events.push({ type: 'spec-loaded', paths: spec.paths ? Object.keys(spec.paths).length : -1 });
          setTimeout(resolve, 5000);
        });
        el.addEventListener('spec-load-error', (e) => {
          events.push({ type: 'spec-load-error', message: (e as CustomEvent<{ error: Error }>).detail.error.message });
          resolve();
        });
      });
      document.body.append(el);
      el.setAttribute('spec-url', u);
      await failed;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const alert = el.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '';
      const cutMark = performance.getEntriesByName('spec-doc:cut').length > 0;
      const seen = events.slice();
      let loadSpec: string;
      try {
        const spec = (await el.loadSpec(u)) as { paths: object };
        loadSpec = `resolved with ${Object.keys(spec.paths).length} paths`;
      } catch (e) {
        loadSpec = `rejected: ${(e as Error).message}`;
      }
      return { events: seen, alert, navEntries, cutMark, loadSpec };
    },
    [url, readInBeforeRender] as const,
  );
}

describe.runIf(specsDir)('a large JSON description read from its skeleton first', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  const stripe = specsDir ? readFileSync(path.join(specsDir, 'stripe/spec3.json')) : Buffer.alloc(0);
  const paths = specsDir ? Object.keys((JSON.parse(stripe.toString('utf8')) as { paths: object }).paths).length : 0;
  // A trailing comma in a schema: the skeleton leaves components' schemas out, the whole parse does not.
  const at = stripe.indexOf('"schemas": {') + '"schemas": {'.length;
  const broken = Buffer.concat([stripe.subarray(0, at), Buffer.from('\n"Broken": {"type": "object",},'), stripe.subarray(at)]);
  const lineOfBreak = broken.subarray(0, at).toString('utf8').split('\n').length + 1;
  const kubernetes = specsDir ? readFileSync(path.join(specsDir, 'kubernetes/swagger-v1.36.json')) : Buffer.alloc(0);

  beforeAll(async () => {
    const route = (body: Buffer) => (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(body.length), 'Cache-Control': 'no-store' });
      res.end(body);
    };
    server = await startStaticServer({ root: repoRoot, routes: { '/big/stripe.json': route(stripe), '/big/broken.json': route(broken), '/big/kubernetes.json': route(kubernetes) } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('loads as before: spec-loaded with every path, the operations open, loadSpec resolves', async () => {
    const { page, errors } = await openPage(browser(), `${server!.url}/test/fixtures/blank.html`);
    try {
      const r = await mount(page, `${server!.url}/big/stripe.json`);
      expect(r.cutMark, 'the outline came from the skeleton').toBe(true);
      expect(r.events).toEqual([{ type: 'before-render' }, { type: 'spec-loaded', paths }]);
      expect(r.navEntries).toBeGreaterThan(20);
      expect(r.alert).toBe('');
      expect(r.loadSpec).toBe(`resolved with ${paths} paths`);
      // An operation's body comes from the whole parse.
      const opened = await page.evaluate(async () => {
        const el = document.querySelector('spec-doc') as HTMLElement & { scrollToPath(id: string): boolean };
        el.scrollToPath('post-/v1/charges');
        const root = el.shadowRoot!;
        for (let i = 0; i < 200; i++) {
          const body = root.querySelector('[data-op-id="post-/v1/charges"] .responses');
          if (body) return true;
          await new Promise((res) => setTimeout(res, 50));
        }
        return false;
      });
      expect(opened).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('loads Swagger 2.0 (Kubernetes) from its skeleton too: listeners get the converted description, an operation opens converted', async () => {
    const { page, errors } = await openPage(browser(), `${server!.url}/test/fixtures/blank.html`);
    try {
      const kubePaths = Object.keys((JSON.parse(kubernetes.toString('utf8')) as { paths: object }).paths).length;
      const r = await mount(page, `${server!.url}/big/kubernetes.json`, true);
      expect(r.cutMark, 'the outline came from the skeleton').toBe(true);
      // Read in before-render, before the worker has converted it: the page converts the bytes itself.
      expect(r.events).toEqual([
        { type: 'before-render', paths: kubePaths },
        { type: 'spec-loaded', paths: kubePaths },
      ]);
      expect(r.navEntries).toBeGreaterThan(20);
      expect(r.alert).toBe('');
      expect(r.loadSpec).toBe(`resolved with ${kubePaths} paths`);
      const opened = await page.evaluate(async () => {
        const el = document.querySelector('spec-doc') as HTMLElement & { scrollToPath(id: string): boolean; loadSpec(x: unknown): Promise<{ openapi?: string }> };
        const id = 'get-/api/v1/namespaces/{namespace}/pods';
        el.scrollToPath(id);
        const root = el.shadowRoot!;
        for (let i = 0; i < 200; i++) {
          const op = root.querySelector(`[data-op-id="${id}"]`);
          if (op?.querySelector('.responses')) return { text: op.textContent };
          await new Promise((res) => setTimeout(res, 50));
        }
        return null;
      });
      // Its query parameters and its responses, converted from Swagger 2.0.
      expect(opened?.text).toContain('labelSelector');
      expect(opened?.text).toContain('401');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows the outline, then the syntax error past the skeleton: an alert, spec-load-error, and loadSpec rejects', async () => {
    const { page, errors } = await openPage(browser(), `${server!.url}/test/fixtures/blank.html`);
    try {
      const r = await mount(page, `${server!.url}/big/broken.json`);
      expect(r.cutMark).toBe(true);
      const message = new RegExp(`^JSON syntax error in .*broken\\.json at line ${lineOfBreak}, column \\d+`);
      const failure = r.events.find((e) => e.type === 'spec-load-error');
      expect(failure?.message).toMatch(message);
      // The outline came first; spec-loaded may have come before the whole parse failed (with a
      // description that reads as empty: its text does not parse).
      expect(r.events[0]).toEqual({ type: 'before-render' });
      expect(r.events.slice(1, -1)).toEqual(r.events.length === 3 ? [{ type: 'spec-loaded', paths: -1 }] : []);
      expect(r.events.at(-1)).toEqual(failure);
      expect(r.alert).toContain('Could not load the description.');
      expect(r.alert).toContain(failure!.message);
      expect(r.loadSpec).toBe(`rejected: ${failure!.message}`);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('the worker says the bytes are in before it sends the outline (the page warms up meanwhile), and sends no progress after it', async () => {
    const { page } = await openPage(browser(), `${server!.url}/test/fixtures/blank.html`);
    try {
      const seen = await page.evaluate(
        (url) =>
          new Promise<string[]>((resolve) => {
            const worker = new Worker('/dist/spec-doc-worker.js');
            const out: string[] = [];
            worker.onmessage = (e: MessageEvent<{ id: number; type: string; progress?: { phase: string }; value?: { parsedLater?: boolean } }>) => {
              const m = e.data;
              out.push(m.type === 'progress' ? `progress ${m.progress!.phase}` : m.id === 1 ? `outline${m.value?.parsedLater ? ' (skeleton)' : ''}` : `${m.type} ${m.id}`);
              if (m.id === 1 && m.type === 'result') {
                worker.postMessage({ id: 2, type: 'painted' });
                worker.postMessage({ id: 3, type: 'parsed' });
              }
              if (m.id === 3) {
                worker.terminate();
                resolve(out);
              }
            };
            worker.postMessage({ id: 1, type: 'load', source: { kind: 'url', url }, options: {} });
          }),
        `${server!.url}/big/stripe.json`,
      );
      expect(seen).toEqual(['progress parsing', 'outline (skeleton)', 'result 2', 'result 3']);
    } finally {
      await page.context().close();
    }
  });

  it('a before-render listener that reads the broken description gets nothing rather than an exception, and the error shows', async () => {
    const { page, errors } = await openPage(browser(), `${server!.url}/test/fixtures/blank.html`);
    try {
      const r = await mount(page, `${server!.url}/big/broken.json`, true);
      expect(r.events[0]).toEqual({ type: 'before-render', paths: -1 });
      expect(r.events.at(-1)?.type).toBe('spec-load-error');
      expect(r.alert).toContain('Could not load the description.');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
