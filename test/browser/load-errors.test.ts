// A description that cannot be read, as the element tells it: a YAML syntax error at its line and
// column with the offending line and a caret under the column (in the error box and in
// spec-load-error's message), also in the middle of a large file parsed in the worker, and for an
// element in the page before the bundle (whose early worker downloads and parses it); an empty
// file; a document that is not OpenAPI.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser.js';
import { mountSpecDoc } from '../support/spec-doc-page.js';
import { startStaticServer } from '../servers/static-server.mjs';

const browser = useBrowser();
let site: Awaited<ReturnType<typeof startStaticServer>>;

/** 20,000 path items (80,005 lines, 2.3 MB); line 40,004 is broken. */
function bigBroken(): string {
  const lines = ['openapi: 3.0.0', 'info:', '  title: Big', '  version: 1', 'paths:'];
  for (let i = 0; i < 20_000; i++) lines.push(`  /p${i}:`, '    get:', '      responses:', "        '200': { description: ok }");
  lines[40_003] = '      bad: x: y';
  return lines.join('\n') + '\n';
}

const FILES: Record<string, string> = {
  '/big-broken.yaml': bigBroken(),
  '/small-broken.yaml': 'openapi: 3.0.0\ninfo:\n  title: x\n\tversion: 1\n',
  '/empty.yaml': '# nothing yet\n\n',
  '/package.json': '{"name": "pkg", "version": "1.0.0"}',
  '/early.html':
    '<!doctype html><html lang="en"><body><spec-doc spec-url="/big-broken.yaml" style="height:100vh"></spec-doc><script type="module" src="/dist/spec-doc.js"></script></body></html>',
};

beforeAll(async () => {
  const routes = Object.fromEntries(
    Object.entries(FILES).map(([path, text]) => [
      path,
      (_req: unknown, res: { writeHead(status: number, headers: Record<string, string>): void; end(body: string): void }) => {
        res.writeHead(200, { 'Content-Type': path.endsWith('.html') ? 'text/html' : path.endsWith('.json') ? 'application/json' : 'application/yaml', 'Cache-Control': 'no-store' });
        res.end(text);
      },
    ]),
  );
  site = await startStaticServer({ root: process.cwd(), routes });
});
afterAll(async () => {
  await site.close();
});

const BIG_MESSAGE = (url: string): string => `YAML syntax error in ${url} at line 40004, column 13: bad indentation of a mapping entry\n\n40004 |       bad: x: y\n      |             ^`;

interface Shown {
  /** The error box's text. */
  alert: string;
  /** The frame's text (its <pre>). */
  frame: string;
  /** Horizontal distance in px between the caret and the character at the reported column. */
  caretOffset: number;
}

/** The element's error box, and whether the caret stands under the character at `column` of the frame's first line. */
async function shownError(page: Page, column: number): Promise<Shown> {
  await page.locator('spec-doc [role="alert"]').waitFor({ timeout: 30_000 });
  return page.evaluate((column) => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    const alert = root.querySelector('[role="alert"]')!;
    const pre = alert.querySelector('pre');
    const text = pre?.firstChild?.nodeType === Node.TEXT_NODE ? pre.firstChild : Array.from(pre?.childNodes ?? []).find((n) => n.nodeType === Node.TEXT_NODE);
    let caretOffset = NaN;
    if (pre && text) {
      const value = text.textContent ?? '';
      const gutter = value.indexOf('| ') + 2;
      const x = (offset: number): number => {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        return range.getBoundingClientRect().left;
      };
      caretOffset = x(value.indexOf('^')) - x(gutter + column - 1);
    }
    return { alert: alert.textContent, frame: pre?.textContent ?? '', caretOffset };
  }, column);
}

describe('load errors in the element', () => {
  it('shows a YAML syntax error in the middle of a large file at its line and column, with the line and a caret under the column', async () => {
    const { page, errors } = await openPage(browser(), `${site.url}/test/fixtures/blank.html`);
    try {
      const url = `${site.url}/big-broken.yaml`;
      const result = await mountSpecDoc(page, url);
      expect(result.ok).toBe(false);
      expect(result.events).toEqual([{ type: 'spec-load-error', message: BIG_MESSAGE(url), url }]);
      const shown = await shownError(page, 13);
      expect(shown.alert).toBe(`Could not load the description.\n${BIG_MESSAGE(url)}`);
      expect(shown.frame).toBe('40004 |       bad: x: y\n      |             ^');
      expect(Math.abs(shown.caretOffset)).toBeLessThan(1);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows the same for an element in the page before the bundle, whose description the early worker downloads and parses', async () => {
    const { page } = await openPage(browser(), `${site.url}/early.html`);
    try {
      const shown = await shownError(page, 13);
      expect(shown.alert).toBe(`Could not load the description.\n${BIG_MESSAGE(`${site.url}/big-broken.yaml`)}`);
      expect(Math.abs(shown.caretOffset)).toBeLessThan(1);
    } finally {
      await page.context().close();
    }
  });

  it.each([
    [
      'a tab in the indentation',
      '/small-broken.yaml',
      (url: string) => `YAML syntax error in ${url} at line 4, column 1: tab characters must not be used in indentation\n\n4 | \tversion: 1\n  | ^`,
    ],
    ['an empty file', '/empty.yaml', (url: string) => `${url} is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)`],
    [
      'JSON that is not OpenAPI',
      '/package.json',
      (url: string) => `${url} is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field at the top level (supported: Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2)`,
    ],
  ])('tells %s in the error box and in spec-load-error', async (_name, path, message) => {
    const { page, errors } = await openPage(browser(), `${site.url}/test/fixtures/blank.html`);
    try {
      const url = `${site.url}${path}`;
      const result = await mountSpecDoc(page, url);
      expect(result.events).toEqual([{ type: 'spec-load-error', message: message(url), url }]);
      expect(result.alert).toBe(`Could not load the description.\n${message(url)}`);
      expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
