// With mock-server on, the mock answers from the moment spec-loaded fires (INTERFACE §2.8): a host
// page that calls its API in a spec-loaded listener gets the mock's answer, and the real API
// server (the running echo server) never sees the request. Both for an element created by script
// and for one written in the page before the bundle. Without mock-server the mock's code is not
// loaded at all.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser.js';
import { startStaticServer } from '../servers/static-server.mjs';

const echoUrl = inject('echoUrl');
const browser = useBrowser();
/** server-url of the elements: the echo server, under a path of this file's own. */
const BASE = `${echoUrl}/mock-at-load`;
let site: Awaited<ReturnType<typeof startStaticServer>>;

/** A spec-loaded listener that fetches GET /users/me at once and keeps what came back in `window.__answer`. */
const LISTENER = `
  document.addEventListener('spec-loaded', () => {
    window.__answer = fetch('${BASE}/users/me').then(async (res) => ({
      status: res.status,
      mocked: res.headers.get('x-spec-doc-mock'),
      body: await res.text(),
    }));
  }, { once: true });`;

/** The page: the listener, then the element (mock-server as given), then the bundle. */
const page = (mock: boolean): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>mock at load</title></head><body>
  <script>${LISTENER}</script>
  <spec-doc spec-url="/test/fixtures/mock.yaml" server-url="${BASE}" mock-server="${String(mock)}" style="height:100vh"></spec-doc>
  <script type="module" src="/dist/spec-doc.js"></script></body></html>`;

beforeAll(async () => {
  const html = (text: string) => (_req: unknown, res: { writeHead(s: number, h: Record<string, string>): void; end(b: string): void }) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
  };
  site = await startStaticServer({ root: process.cwd(), routes: { '/mock-on.html': html(page(true)), '/mock-off.html': html(page(false)) } });
});
afterAll(async () => {
  await site.close();
});

/** Requests the echo server received under this file's path. */
async function reachedEcho(): Promise<string[]> {
  const all = (await (await fetch(`${echoUrl}/__echo/received`)).json()) as { method: string; path: string }[];
  return all.filter((r) => r.path.startsWith('/mock-at-load')).map((r) => `${r.method} ${r.path}`);
}

interface Answer {
  status: number;
  mocked: string | null;
  body: string;
}

function answer(p: Page): Promise<Answer> {
  return p.evaluate(async () => {
    const w = window as unknown as { __answer?: Promise<Answer> };
    for (let i = 0; i < 300 && !w.__answer; i++) await new Promise((r) => setTimeout(r, 50));
    if (!w.__answer) throw new Error('spec-loaded did not fire within 15 s');
    return w.__answer;
  });
}

const mockChunkLoaded = (p: Page): Promise<boolean> => p.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/mock-runtime-[^/]*\.js$/.test(e.name)));

describe('mock server: on from the moment spec-loaded fires', () => {
  it('answers the fetch of a spec-loaded listener on a page with <spec-doc mock-server="true"> in it; the API server is not reached', async () => {
    const before = await reachedEcho();
    const { page: p, errors } = await openPage(browser(), `${site.url}/mock-on.html`);
    try {
      const got = await answer(p);
      expect(got).toMatchObject({ status: 200, mocked: 'GET /users/me' });
      expect(JSON.parse(got.body)).toEqual({ id: 0, name: 'Me' });
      expect(await reachedEcho()).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await p.context().close();
    }
  });

  it('answers the fetch of a spec-loaded listener of an element created by script', async () => {
    const before = await reachedEcho();
    const { page: p, errors } = await openPage(browser(), `${site.url}/test/fixtures/blank.html`);
    try {
      await p.addScriptTag({ content: LISTENER });
      await p.waitForFunction(() => customElements.get('spec-doc') !== undefined);
      await p.evaluate((base) => {
        const el = document.createElement('spec-doc');
        el.setAttribute('server-url', base);
        el.setAttribute('mock-server', 'true');
        el.setAttribute('spec-url', '/test/fixtures/mock.yaml');
        document.body.append(el);
      }, BASE);
      expect(await answer(p)).toMatchObject({ status: 200, mocked: 'GET /users/me' });
      expect(await reachedEcho()).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await p.context().close();
    }
  });

  it('without mock-server, the listener’s fetch reaches the API server and the mock’s code is not loaded', async () => {
    const before = await reachedEcho();
    const { page: p, errors } = await openPage(browser(), `${site.url}/mock-off.html`);
    try {
      const got = await answer(p);
      expect(got).toMatchObject({ status: 200, mocked: null });
      expect(await reachedEcho()).toEqual([...before, 'GET /mock-at-load/users/me']);
      expect(await mockChunkLoaded(p)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await p.context().close();
    }
  });
});
