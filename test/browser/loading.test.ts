import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser.js';
import { mountSpecDoc } from '../support/spec-doc-page.js';
import { startStaticServer } from '../servers/static-server.mjs';

const staticUrl = inject('staticUrl');
const fixtures = `${staticUrl}/test/fixtures`;
let browser: Browser;
let otherOrigin: { url: string; close(): Promise<void> };

beforeAll(async () => {
  browser = await launchBrowser();
  // A second origin without CORS headers: the page's fetch of it is blocked by the browser.
  otherOrigin = await startStaticServer({ root: process.cwd() });
});
afterAll(async () => {
  await browser.close();
  await otherOrigin.close();
});

async function blankPage(): Promise<{ page: Page; errors: string[] }> {
  return openPage(browser, `${fixtures}/blank.html`);
}

/** loadSpec's rejection message on the element mounted by mountSpecDoc. */
function loadSpecRejection(page: Page, url: string): Promise<string> {
  return page.evaluate(async (u) => {
    const el = document.querySelector('spec-doc') as HTMLElement & { loadSpec(x: unknown): Promise<unknown> };
    try {
      await el.loadSpec(u);
      return 'resolved';
    } catch (e) {
      return (e as Error).message;
    }
  }, url);
}

describe('loading errors', () => {
  const cases: Array<[string, () => string, RegExp]> = [
    ['an HTTP 404', () => `${fixtures}/errors/missing.yaml`, /^HTTP 404 Not Found loading .*missing\.yaml$/],
    ['a network failure', () => 'http://127.0.0.1:9/spec.json', /^Network error loading http:\/\/127\.0\.0\.1:9\/spec\.json.*unreachable.*CORS/],
    ['a CORS refusal', () => `${otherOrigin.url}/test/fixtures/auth-demo.yaml`, /^Network error loading .*CORS/],
    [
      'a YAML syntax error',
      () => `${fixtures}/errors/bad.yaml`,
      /^YAML syntax error in .*bad\.yaml at line 8, column 4: bad indentation of a mapping entry\n\n8 \| {4}summary: bad indentation\n {2}\| {4}\^$/,
    ],
    ['a JSON syntax error', () => `${fixtures}/errors/bad.json`, /^JSON syntax error in .*bad\.json at line 4, column 13/],
    ['a document that is not OpenAPI', () => `${fixtures}/errors/not-openapi.yaml`, /is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field/],
    ['an unsupported version', () => `${fixtures}/errors/unsupported.yaml`, /^Unsupported OpenAPI version 4\.0\.0 .*\(supported: Swagger 2\.0, OpenAPI 3\.0, 3\.1 and 3\.2\)/],
  ];

  it('words the error in the element’s language (lang="ja"), line and column from the data; the event and loadSpec keep the English message', async () => {
    const { page, errors } = await blankPage();
    try {
      const url = `${fixtures}/errors/bad.yaml`;
      const result = await mountSpecDoc(page, url, { lang: 'ja' });
      expect(result.events[0]).toMatchObject({ type: 'spec-load-error', message: expect.stringMatching(/^YAML syntax error in .*bad\.yaml at line 8, column 4/) as string });
      const alert = (): Promise<string> => page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '');
      await expect.poll(alert).toContain('API 定義を読み込めませんでした。');
      const text = await alert();
      expect(text).toContain(`${url} の 8 行 4 列に YAML の構文エラーがあります：bad indentation of a mapping entry`);
      expect(text).toMatch(/\n\n8 \| {4}summary: bad indentation\n {2}\| {4}\^$/);
      expect(text).not.toContain('syntax error in');
      expect(await loadSpecRejection(page, url)).toBe(result.events[0]!.message);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  for (const [name, url, message] of cases) {
    it(`shows ${name} in the element, fires spec-load-error and rejects loadSpec with the same message`, async () => {
      const { page, errors } = await blankPage();
      try {
        const result = await mountSpecDoc(page, url());
        expect(result.ok).toBe(false);
        expect(result.events).toHaveLength(1);
        const event = result.events[0]!;
        expect(event.type).toBe('spec-load-error');
        expect(event.message).toMatch(message);
        expect(event.url).toBe(url());
        expect(result.alert).toContain('Could not load the description.');
        expect(result.alert).toContain(event.message);
        expect(await loadSpecRejection(page, url())).toBe(event.message);
        // The element stays usable: another description loads right after.
        const title = await page.evaluate(async (u) => {
          const spec = (await document.querySelector('spec-doc')!.loadSpec(u)) as { info: { title: string } };
          return spec.info.title;
        }, `${fixtures}/multi/root.yaml`);
        expect(title).toBe('Multi-file fixture');
        expect(await page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('[role="alert"]'))).toBeNull();
        expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('events and loadSpec', () => {
  it('renders the changes a before-render listener makes to the description', async () => {
    const { page, errors } = await blankPage();
    try {
      const shown = await page.evaluate(async (u) => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc') as HTMLElement;
        el.addEventListener('before-render', (e) => {
          const spec = (e as CustomEvent<{ spec: { info: { title: string }; paths: Record<string, unknown> } }>).detail.spec;
          spec.info.title = 'Changed by a listener';
          delete spec.paths['/owners'];
        });
        const loaded = new Promise((r) => el.addEventListener('spec-loaded', r, { once: true }));
        document.body.append(el);
        el.setAttribute('spec-url', u);
        await loaded;
        const root = el.shadowRoot!;
        return { h1: root.querySelector('h1')!.textContent, ops: [...root.querySelectorAll('[data-op-id]')].map((x) => x.getAttribute('data-op-id')) };
      }, `${fixtures}/multi/root.yaml`);
      expect(shown.h1).toContain('Changed by a listener');
      expect(shown.ops).toEqual(['get-/broken', 'get-/pets']);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('fires spec-loaded with the resolved description, which is also what loadSpec resolves with', async () => {
    const { page, errors } = await blankPage();
    try {
      const r = await page.evaluate(async (u) => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc') as HTMLElement & { loadSpec(x: unknown): Promise<Record<string, unknown>> };
        document.body.append(el);
        let detail: unknown;
        el.addEventListener('spec-loaded', (e) => (detail = (e as CustomEvent).detail));
        const spec = await el.loadSpec(u);
        const pets = (spec.paths as Record<string, { get: { summary: string } }>)['/pets']!;
        return {
          same: detail === spec,
          summary: pets.get.summary,
          json: JSON.stringify(spec).includes('"$ref":"./'),
          keys: Object.keys(spec),
          cloned: (structuredClone(spec) as { info: { title: string } }).info.title,
        };
      }, `${fixtures}/multi/root.yaml`);
      expect(r.same).toBe(true);
      // Relative-file refs are resolved into the description (only the dangling one stays).
      expect(r.summary).toBe('List pets');
      expect(r.json).toBe(true);
      expect(r.keys).toEqual(['openapi', 'info', 'paths', 'components']);
      expect(r.cloned).toBe('Multi-file fixture');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('loads a description object given to loadSpec, Swagger 2.0 converted to OpenAPI 3', async () => {
    const { page, errors } = await blankPage();
    try {
      const r = await page.evaluate(async () => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc') as HTMLElement & { loadSpec(x: unknown): Promise<Record<string, unknown>> };
        document.body.append(el);
        const spec = await el.loadSpec({
          swagger: '2.0',
          info: { title: 'From an object', version: '1' },
          host: 'api.example.com',
          basePath: '/v1',
          paths: { '/things': { get: { summary: 'List things', responses: { 200: { description: 'ok' } } } } },
        });
        await new Promise((res) => setTimeout(res, 50));
        const root = el.shadowRoot!;
        return { openapi: spec.openapi, servers: spec.servers, text: root.textContent };
      });
      expect(r.openapi).toMatch(/^3\.0/);
      expect(r.servers).toEqual([{ url: 'https://api.example.com/v1' }]);
      expect(r.text).toContain('From an object');
      expect(r.text).toContain('List things');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('lists the problems a Swagger 2.0 conversion finds, though the outline came before the conversion', async () => {
    const { page, errors } = await blankPage();
    try {
      const mounted = await mountSpecDoc(page, `${fixtures}/swagger2-problems.json`);
      expect(mounted.heading).toBe('Swagger 2.0 with problems');
      const box = page.locator('spec-doc .problems-box');
      // One problem from the outline's reading (the operation that is not an object), one only the
      // whole conversion finds (the definition that is not a schema): both are listed once.
      await expect.poll(async () => (await box.locator('summary').textContent())?.trim(), { timeout: 10_000 }).toBe('2 problems in this description (the rest is shown)');
      const items = await box.locator('li').allTextContents();
      expect(items.some((t) => t.includes('/definitions/Broken'))).toBe(true);
      expect(items.some((t) => t.includes('/paths/~1things/post'))).toBe(true);
      await expect.poll(() => page.locator('spec-doc').getByText('List things').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('loads the new description when spec-url changes, and the last one requested wins', async () => {
    const { page, errors } = await blankPage();
    try {
      const first = await mountSpecDoc(page, `${fixtures}/multi/root.yaml`);
      expect(first.heading).toBe('Multi-file fixture');
      const titles = await page.evaluate(
        async (urls) => {
          const el = document.querySelector('spec-doc')!;
          const seen: string[] = [];
          el.addEventListener('spec-loaded', (e) => seen.push((e as CustomEvent<{ info: { title: string } }>).detail.info.title));
          const last = new Promise((r) => el.addEventListener('spec-loaded', r));
          for (const u of urls) el.setAttribute('spec-url', u);
          await last;
          // Give any stale load that was not cancelled time to land after the last one.
          await new Promise((r) => setTimeout(r, 500));
          return { seen, h1: el.shadowRoot!.querySelector('h1')?.textContent ?? null };
        },
        ['/test/fixtures/hostile-markdown.yaml', '/test/fixtures/errors/bad.yaml', '/test/fixtures/auth-demo.yaml'],
      );
      expect(titles.seen).toEqual(['Authentication Demo']);
      expect(titles.h1).toContain('Authentication Demo');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows progress while a multi-file description resolves', async () => {
    const { page } = await blankPage();
    try {
      const sawProgress = await page.evaluate(async () => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc');
        document.body.append(el);
        el.setAttribute('spec-url', '/test/fixtures/multi/root.yaml');
        await new Promise((r) => requestAnimationFrame(r));
        return !!el.shadowRoot!.querySelector('[role="status"] progress');
      });
      expect(sawProgress).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
