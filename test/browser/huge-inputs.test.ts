// Huge inputs in the browser: a 60 MB description (GitHub's, dereferenced and repeated, made
// here and served by a server of this file) loads without crashing the tab and stays usable;
// a 50 MB TRY response is shown truncated with a download of the whole body.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';
import { startStaticServer } from '../servers/static-server.mjs';
import { useBrowser } from '../support/browser.js';
import { useOwnEchoServer } from '../support/own-echo.js';
import { mountReading } from '../support/reading.js';
import { openConsole } from '../support/try-console.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const specsDir = findSpecsDir();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const TARGET_BYTES = 60 * 1024 * 1024;

/**
 * GitHub's description with every internal `$ref` under `paths` replaced by what it points at
 * (a reference back into its own chain stays a reference), its paths then repeated under
 * `/copyN` prefixes until the JSON text reaches 60 MB.
 */
function sixtyMegabytes(): Buffer {
  const doc = JSON.parse(readFileSync(path.join(specsDir!, 'github/api.github.com.json'), 'utf8')) as Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };
  const at = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], doc);
  const inlined = new Map<string, unknown>();
  const chain = new Set<string>();
  const deref = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(deref);
    if (typeof v !== 'object' || v === null) return v;
    const ref = (v as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      if (chain.has(ref)) return v;
      if (!inlined.has(ref)) {
        chain.add(ref);
        inlined.set(ref, deref(at(ref)));
        chain.delete(ref);
      }
      return inlined.get(ref);
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, deref(x)]));
  };
  const base = Object.entries(doc.paths).map(([p, item]) => [p, deref(item), JSON.stringify(deref(item)).length] as const);
  const paths: Record<string, unknown> = {};
  let size = JSON.stringify({ ...doc, paths: {} }).length;
  for (let copy = 0; size < TARGET_BYTES; copy++) {
    for (const [p, item, length] of base) {
      if (size >= TARGET_BYTES) break;
      const renamed =
        copy === 0 || typeof item !== 'object' || item === null
          ? item
          : Object.fromEntries(
              Object.entries(item).map(([m, op]) => [
                m,
                typeof op === 'object' && op !== null && 'operationId' in op ? { ...op, operationId: `${String((op as { operationId: unknown }).operationId)}-copy${copy}` } : op,
              ]),
            );
      paths[copy === 0 ? p : `/copy${copy}${p}`] = renamed;
      size += length + p.length + 16;
    }
  }
  return Buffer.from(JSON.stringify({ ...doc, paths }));
}

describe.runIf(specsDir)('a 60 MB description', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  let bytes = 0;
  beforeAll(async () => {
    const body = sixtyMegabytes();
    bytes = body.length;
    server = await startStaticServer({
      root: repoRoot,
      routes: {
        '/huge/github-60mb.json': (_req, res) => {
          res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(body.length), 'Cache-Control': 'no-store' });
          res.end(body);
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('loads in read style without crashing the tab, lists its operations and opens one; the page keeps responding', async () => {
    expect(bytes).toBeGreaterThanOrEqual(TARGET_BYTES);
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    let crashed = false;
    page.on('crash', () => (crashed = true));
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${server!.url}/test/fixtures/blank.html`);
      const r = await page.evaluate(async () => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc') as HTMLElement & { scrollToPath(id: string): boolean };
        el.style.height = '100vh';
        el.setAttribute('load-fonts', 'false');
        let last = performance.now();
        let maxGap = 0;
        const beat = setInterval(() => {
          const now = performance.now();
          maxGap = Math.max(maxGap, now - last);
          last = now;
        }, 20);
        const started = performance.now();
        const outcome = new Promise<string>((resolve) => {
          el.addEventListener('spec-loaded', () => resolve('loaded'), { once: true });
          el.addEventListener('spec-load-error', (e) => resolve(`error: ${(e as CustomEvent<{ error: Error }>).detail.error.message}`), { once: true });
        });
        document.body.append(el);
        el.setAttribute('spec-url', '/huge/github-60mb.json');
        const result = await outcome;
        const loadMs = performance.now() - started;
        const root = el.shadowRoot!;
        const target = 'get-/copy3/repos/{owner}/{repo}/issues';
        const found = el.scrollToPath(target);
        for (let i = 0; i < 300 && !root.querySelector(`[data-op-id="${CSS.escape(target)}"] .responses`); i++) await new Promise((res) => setTimeout(res, 50));
        clearInterval(beat);
        return {
          result,
          loadMs: Math.round(loadMs),
          maxGap: Math.round(maxGap),
          navEntries: root.querySelectorAll('nav [data-nav-id]').length,
          found,
          opened: !!root.querySelector(`[data-op-id="${CSS.escape(target)}"] .responses`),
        };
      });
      expect(crashed).toBe(false);
      expect(r.result).toBe('loaded');
      // The nav lists tags and the operations of open ones: well over a thousand entries here.
      expect(r.navEntries).toBeGreaterThan(1_000);
      expect(r.found).toBe(true);
      expect(r.opened).toBe(true);
      // Parsing happens in the worker; the main thread's longest stall (building the page for
      // 4,000 operations) was about 1.5 s on a 2-core machine: the bound leaves room for load.
      expect(r.maxGap).toBeLessThan(5_000);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);
});

describe('a 50 MB TRY response', () => {
  // An echo API of this file's own: 50 MB answers stay off the shared one.
  const echoUrl = useOwnEchoServer();

  it('shows the beginning with a note and a download link for the whole body', async () => {
    const { page, errors } = await mountReading(browser(), staticUrl, {
      spec: '/test/fixtures/try-response.yaml',
      attrs: { 'render-style': 'focused', 'server-url': echoUrl(), 'load-fonts': 'false' },
    });
    let crashed = false;
    page.on('crash', () => (crashed = true));
    try {
      await page.evaluate(() => {
        const w = window as unknown as { __after: { size?: number; truncated?: boolean; bodyLength: number }[] };
        w.__after = [];
        document.querySelector('spec-doc')!.addEventListener('after-try', (e) => {
          const r = (e as CustomEvent<{ response?: { size?: number; truncated?: boolean; body: string } }>).detail.response;
          if (r) w.__after.push({ size: r.size, truncated: r.truncated, bodyLength: r.body.length });
        });
      });
      await page.locator('spec-doc nav a[data-nav-id="get-/large"]').click();
      const op = page.locator('spec-doc [data-op-id="get-/large"]');
      await openConsole(op);
      await op.getByRole('textbox', { name: /^mb/ }).fill('50');
      await op.getByRole('button', { name: /^TRY/ }).click();
      await page.waitForFunction(() => (window as unknown as { __after: unknown[] }).__after.length > 0, undefined, { timeout: 90_000 });
      const [after] = await page.evaluate(() => (window as unknown as { __after: { size: number; truncated: boolean; bodyLength: number }[] }).__after);
      expect(after!.size).toBeGreaterThanOrEqual(50 * 1024 * 1024);
      expect(after!.truncated).toBe(true);
      await op.locator('.try-note').waitFor();
      expect(await op.locator('.try-note').textContent()).toMatch(/Only the beginning of this 50 MB body is shown \(at most 1 MB and\s+5,000 lines\)\.\s+Download the whole body/);
      const shown = (await op.locator('.try-response pre').textContent())!;
      expect(shown.length).toBeLessThanOrEqual(1.1 * 1024 * 1024);
      const href = (await op.locator('.try-note a[download]').getAttribute('href'))!;
      expect(href.startsWith('blob:')).toBe(true);
      expect(await page.evaluate(async (u) => (await (await fetch(u)).blob()).size, href)).toBe(after!.size);
      expect(crashed).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
