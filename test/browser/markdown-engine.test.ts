// The Markdown engine (marked and DOMPurify) is a chunk of its own that the element asks for when
// its code runs, beside the description's fetch (src/ui/shared/markdown.ts). A load waits for it,
// so Markdown renders as before; if the chunk cannot load, Markdown shows as plain text (never as
// markup) and the rest of the page works.
import { expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** Opens the hostile-Markdown description with the element in the page before the bundle; `blockEngine` makes the engine's chunk fail. */
async function open(blockEngine: boolean) {
  const context = await browser().newContext();
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.addInitScript(() => {
    (window as unknown as { __pwned: string[] }).__pwned = [];
  });
  if (blockEngine) await page.route(/\/dist\/chunks\/markdown-engine-[^/]+\.js$/, (route) => route.abort());
  await page.goto(`${staticUrl}/test/fixtures/early.html?spec=/test/fixtures/hostile-markdown.yaml`);
  await page.waitForFunction(() => (window as unknown as { events: unknown[] }).events.length > 0, null, { timeout: 15_000 });
  const state = await page.evaluate(() => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    const overview = root.querySelector('#overview, .overview, [data-section="overview"]') ?? root;
    return {
      events: (window as unknown as { events: Array<{ type: string }> }).events.map((e) => e.type),
      pwned: (window as unknown as { __pwned: string[] }).__pwned,
      text: overview.textContent,
      // Elements the hostile Markdown would make if it were rendered unsanitised (the URL box's form is the element's own).
      injectedHtml: [...root.querySelectorAll('img[src="x"], iframe, object, embed, form:not(.url-box), svg script, details[ontoggle]')].map((e) => e.outerHTML.slice(0, 200)),
      h1Welcome: [...root.querySelectorAll('h1')].some((h) => h.textContent.trim().startsWith('Welcome')),
      operations: root.querySelectorAll('[data-op-id]').length,
    };
  });
  await context.close();
  return { ...state, consoleErrors, pageErrors };
}

it('renders description Markdown through the engine chunk, after the load waited for it', async () => {
  const r = await open(false);
  expect(r.events).toEqual(['spec-loaded']);
  expect(r.pageErrors).toEqual([]);
  expect(r.pwned).toEqual([]);
  expect(r.injectedHtml).toEqual([]);
  // "# Welcome" became a heading: the engine ran before the first render.
  expect(r.h1Welcome).toBe(true);
  expect(r.operations).toBeGreaterThan(0);
});

it('shows Markdown as plain text, never as markup, when the engine chunk cannot load, and says why in the console', async () => {
  const r = await open(true);
  expect(r.events).toEqual(['spec-loaded']);
  expect(r.pageErrors).toEqual([]);
  expect(r.pwned).toEqual([]);
  expect(r.injectedHtml).toEqual([]);
  expect(r.h1Welcome).toBe(false);
  // The source text itself, tags and all, as text.
  expect(r.text).toContain('# Welcome <script>');
  expect(r.operations).toBeGreaterThan(0);
  expect(r.consoleErrors.some((e) => e.includes('the Markdown renderer could not be loaded'))).toBe(true);
});
