// The OAI's own OpenAPI 3.2 test documents that must be accepted
// (../shared/external-tests/oas-3.2/pass, see its README): each one loads in <spec-doc> in
// Chromium and renders its title and every operation, with no page or console error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStaticServer } from '../servers/static-server.mjs';
import { errorsBesideDescriptionImages, openPage, useBrowser } from '../support/browser.js';
import { countOperations } from '../support/count-operations.js';
import { mountSpecDoc, waitForOperations } from '../support/spec-doc-page.js';

const staticUrl = inject('staticUrl');
const root = fileURLToPath(new URL('../../', import.meta.url));
const PASS = join(root, '../shared/external-tests/oas-3.2/pass');
const browser = useBrowser();
const files = existsSync(PASS) ? readdirSync(PASS).filter((f) => f.endsWith('.yaml')) : [];

/** Documents that refer to a URL that does not exist (https://example.com/...): the element says so beside the reference. */
const UNREACHABLE_REFS = new Set(['security-scheme-object-examples.yaml']);

// The documents are served from their own folder (another origin than the page, as a description usually is).
let server: { url: string; close: () => Promise<void> } | undefined;
beforeAll(async () => {
  if (files.length) server = await startStaticServer({ root: PASS, host: '127.0.0.1', port: 0, headers: { 'Access-Control-Allow-Origin': '*' } });
});
afterAll(async () => {
  await server?.close();
});

describe.runIf(files.length)('the OAI OpenAPI 3.2 pass/ documents in Chromium', () => {
  it('are all here (37)', () => {
    expect(files.length).toBe(37);
  });

  it.each(files)(
    'renders pass/%s: its title, every operation, no errors',
    async (file) => {
      const doc = load(readFileSync(join(PASS, file), 'utf8')) as { info: { title: string } };
      const own = countOperations(join(PASS, file));
      const opened = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
      const { page } = opened;
      try {
        const result = await mountSpecDoc(page, `${server!.url}/${file}`);
        expect(result.events).toEqual([{ type: 'spec-loaded', title: doc.info.title }]);
        expect(result.heading).toBe(doc.info.title);
        const expected = own.operations + own.webhooks;
        expect(await waitForOperations(page, expected)).toBe(expected);
        const errors = errorsBesideDescriptionImages(opened);
        if (UNREACHABLE_REFS.has(file)) {
          for (const e of errors) expect(e).toMatch(/example\.com|Failed to load resource|ERR_/);
        } else {
          expect(errors).toEqual([]);
        }
      } finally {
        await page.context().close();
      }
    },
    60_000,
  );
});
