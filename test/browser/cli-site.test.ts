// Sites built with the CLI are for readers (issue 44): built with the real `spec-doc build` and
// opened in Chromium: no viewer controls unless asked, the head made from the description, the
// pre-render as rendered Markdown without script, a notice when opened from a file, `serve <dir>`,
// and the version chip of a Swagger 2.0 source.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStaticServer } from '../servers/static-server.mjs';
import { errorsBesideDescriptionImages, openPage, useBrowser } from '../support/browser.js';
import { ROOT, runCli, startServe, type CliRun } from '../support/cli-run.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const tmp = mkdtempSync(join(tmpdir(), 'spec-doc-cli-site-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `spec-doc build` run in `tmp`, so `--out site` is written as a user writes it. */
function build(...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(ROOT, 'bin/spec-doc.mjs'), 'build', ...args], { cwd: tmp, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

const READER = join(ROOT, 'test/fixtures/cli/reader-site.yaml');

beforeAll(async () => {
  const builds = await Promise.all([
    build(READER, '--out', 'site'),
    build(READER, '--out', 'viewer', '--allow-spec-url-load', 'true', '--allow-spec-file-load', 'true'),
    build(join(ROOT, 'test/fixtures/cli/hostile-site.yaml'), '--out', 'hostile'),
    build(join(ROOT, 'test/fixtures/swagger2-small.yaml'), '--out', 'swagger2'),
  ]);
  for (const b of builds) expect(b.code, b.stderr).toBe(0);
}, 120_000);

/** Waits until the element has rendered its reference (the overview's version chips). */
async function rendered(page: Page): Promise<void> {
  await page.waitForFunction(() => !!document.querySelector('spec-doc')?.shadowRoot?.querySelector('.overview-chips'), undefined, { timeout: 15_000 });
}

/** The element's header bar and the viewer controls it shows: URL box, Load, Open file. */
function viewerControls(page: Page): Promise<{ header: number; urlBox: number; load: number; openFile: number }> {
  return page.evaluate(() => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    return {
      header: root.querySelectorAll('header.top').length,
      urlBox: root.querySelectorAll('input[name="spec-url"]').length,
      load: [...root.querySelectorAll('button')].filter((b) => b.textContent.trim() === 'Load').length,
      openFile: root.querySelectorAll('input[type="file"]').length,
    };
  });
}

describe('a site built with spec-doc build', () => {
  it('is for readers: served as built by `spec-doc serve <dir>`, no URL box, Load or Open file (unless asked), head and icon from the description', async () => {
    const served = await startServe([join(tmp, 'site'), '--port', '0']);
    const viewer = await startStaticServer({ root: join(tmp, 'viewer') });
    try {
      expect(served.output()).toContain(`Serving the site in ${join(tmp, 'site')} at`);
      const opened = await openPage(browser(), served.url);
      try {
        const { page } = opened;
        await rendered(page);
        expect(await viewerControls(page)).toEqual({ header: 0, urlBox: 0, load: 0, openFile: 0 });
        expect(await page.title()).toBe('Reader pets');
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('The Pets API lists pets and adopts them. A second sentence.');
        expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('logo.png');
        expect(await page.locator('spec-doc .spec-version').textContent()).toBe('OpenAPI 3.1.0');
        // Over http the file notice stays hidden.
        expect(await page.locator('#spec-doc-file-notice').isVisible()).toBe(false);
        // logo.png is not part of the site: its 404s only.
        expect(errorsBesideDescriptionImages(opened).filter((e) => !e.includes('404'))).toEqual([]);
      } finally {
        await opened.page.context().close();
      }
      const asked = await openPage(browser(), `${viewer.url}/`);
      try {
        await rendered(asked.page);
        expect(await viewerControls(asked.page)).toEqual({ header: 1, urlBox: 1, load: 1, openFile: 1 });
      } finally {
        await asked.page.context().close();
      }
    } finally {
      served.child.kill('SIGTERM');
      await viewer.close();
    }
    // A built site's attributes are on its page: serve <dir> refuses new ones.
    expect(await runCli(['serve', join(tmp, 'site'), '--theme', 'light'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--theme cannot be given when serving a built site') });
  });

  it('opened from the file system, says which command serves it, above the readable pre-render', async () => {
    const context = await browser().newContext();
    try {
      const page = await context.newPage();
      await page.goto(pathToFileURL(join(tmp, 'site/index.html')).href);
      const notice = page.locator('#spec-doc-file-notice');
      await notice.waitFor({ state: 'visible' });
      expect(await notice.textContent()).toContain('Serve its folder with npx spec-doc serve site/ and open the address it prints');
      expect(await page.locator('.spec-doc-prerender h1').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript shows the descriptions as rendered Markdown, and nothing a hostile one wrote as markup', async () => {
    const server = await startStaticServer({ root: tmp });
    const context = await browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/site/index.html`);
      const pre = page.locator('.spec-doc-prerender');
      expect(await pre.locator('header h2').textContent()).toBe('Getting started');
      expect(await pre.locator('header ul > li').allTextContents()).toEqual(['first item', 'second item']);
      expect(await pre.locator('header pre > code').textContent()).toBe('curl https://api.example.com/pets\n');
      expect(await pre.locator('header strong').textContent()).toBe('Pets');
      expect(await pre.locator('header a[href="https://example.com/guide"]').textContent()).toBe('guide');
      expect(await pre.locator('section ol > li em').textContent()).toBe('patient');
      expect(await pre.locator('article p strong').allTextContents()).toEqual(['List pets', 'list']);
      expect(await pre.innerText()).not.toMatch(/\*\*|```|^- /m);

      await page.goto(`${server.url}/hostile/index.html`);
      const found = await page.evaluate(() => {
        const all = [...document.querySelectorAll('*')];
        return {
          scripts: [...document.scripts].map((s) => s.getAttribute('src')),
          tags: all.filter((e) => /^(IMG|SVG|IFRAME|STYLE|FORM|INPUT|DETAILS)$/i.test(e.tagName)).map((e) => e.tagName),
          handlers: all.flatMap((e) => [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${e.tagName} ${a.name}`)),
          urls: all.flatMap((e) => ['href', 'src', 'action'].map((n) => e.getAttribute(n) ?? '')).filter((u) => /^\s*(javascript|vbscript|data):/i.test(u)),
          links: [...document.querySelectorAll('.spec-doc-prerender a')].map((a) => a.getAttribute('href')),
        };
      });
      expect(found).toEqual({ scripts: ['spec-doc.js', 'spec-doc-site.js'], tags: [], handlers: [], urls: [], links: ['https://example.com/ok'] });
      expect(await page.title()).toBe('</title><script>alert("title")</script>Hostile');
      expect(await page.locator('.spec-doc-prerender').innerText()).toContain('<script>alert("description")</script>');
    } finally {
      await context.close();
      await server.close();
    }
  });
});

describe('the version chip', () => {
  it('names Swagger 2.0 for a Swagger 2.0 source, in the element and on a built site', async () => {
    const server = await startStaticServer({ root: tmp });
    const direct = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    const site = await openPage(browser(), `${server.url}/swagger2/index.html`);
    try {
      await direct.page.evaluate(() => {
        const el = document.createElement('spec-doc');
        el.setAttribute('spec-url', '/test/fixtures/swagger2-small.yaml');
        document.body.append(el);
      });
      for (const { page } of [direct, site]) {
        await rendered(page);
        expect(await page.locator('spec-doc .spec-version').textContent()).toBe('Swagger 2.0');
      }
      expect(direct.errors).toEqual([]);
      expect(site.errors).toEqual([]);
    } finally {
      await direct.page.context().close();
      await site.page.context().close();
      await server.close();
    }
  });
});
