// Operations without a summary get unique navigation labels: their method and path (GET
// /pets/{id}), never the path alone, which repeats for every method of a path. In the element's
// navigation, and in what `spec-doc build` writes (the pre-render's headings and llms.txt).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { ROOT, runCli } from '../support/cli-run.js';
import { mountReading } from '../support/reading.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const tmp = mkdtempSync(join(tmpdir(), 'spec-doc-nav-labels-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const SPEC = '/test/fixtures/cli/nav-labels.yaml';
/** The fixture's operations in path order, as method and path, and the one with a summary. */
const EXPECTED = ['GET /owners', 'Add an owner', 'GET /pets', 'POST /pets', 'GET /pets/{id}', 'PUT /pets/{id}', 'DELETE /pets/{id}'];

/** The navigation's operation entries as they read (whitespace collapsed), once all seven are there. */
async function entries(page: Page): Promise<string[]> {
  const read = () =>
    page.evaluate(() => [...document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav a.nav-item[data-nav-id*="-/"]')].map((a) => a.textContent.replace(/\s+/g, ' ').trim()));
  await expect.poll(async () => (await read()).length, { timeout: 15_000 }).toBe(EXPECTED.length);
  return read();
}

describe('navigation labels of operations without a summary', () => {
  it('are each unique, as method and path, with or without the method badge', async () => {
    // With the badge, the entry of the operation with a summary reads "POST Add an owner"; the others read the same.
    const withBadge = EXPECTED.map((e) => (e === 'Add an owner' ? `POST ${e}` : e));
    for (const [attrs, expected] of [
      [{}, EXPECTED],
      [{ 'show-method-in-nav-bar': 'as-plain-text' }, withBadge],
    ] as const) {
      const opened = await mountReading(browser(), staticUrl, { spec: SPEC, attrs });
      try {
        expect(opened.loaded).toBe(true);
        const labels = await entries(opened.page);
        expect(new Set(labels).size).toBe(labels.length);
        expect([...labels].sort()).toEqual([...expected].sort());
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.page.context().close();
      }
    }
  });

  it('are method and path in the built site too: the pre-render headings and llms.txt', async () => {
    const out = join(tmp, 'site');
    const r = await runCli(['build', join(ROOT, SPEC.slice(1)), '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const headings = [...html.matchAll(/<h3><code>([^<]*)<\/code><\/h3>/g)].map((m) => m[1]);
    expect(new Set(headings).size).toBe(7);
    expect([...headings].sort()).toEqual(EXPECTED.map((e) => (e === 'Add an owner' ? 'POST /owners' : e)).sort());
    const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
    const links = [...llms.matchAll(/^- \[([^\]]*)\]\(md\//gm)].map((m) => m[1]);
    expect([...links].sort()).toEqual([...EXPECTED].sort());
  });
});
