// `npm run screenshots`: the README's pictures, taken in Debian's Chromium from Redocly's
// museum.yaml (../shared/specs/redoc/museum.yaml), written to docs/screenshots/:
//   {read|view|focused}-{light|dark}-{wide|phone}.png  an operation in each render style and mode,
//                                                      at 1440×900 and at a phone's 390×844
//   overview-{light|dark}-wide.png                     the top of the page (title, cards)
//   print.png, print.pdf                               the page as printed (print media, full length)
//   languages-{ja|ar}-light-wide.png                  the read style's operation with lang="ja" and lang="ar"
// Optional: --only read,print (a comma list of the names' first parts) to take a few again;
// --out DIR to write elsewhere.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../test/servers/static-server.mjs';
import { findSpecsDir } from './specs-dir.mjs';

const { values: args } = parseArgs({ options: { only: { type: 'string', default: '' }, out: { type: 'string' } } });
const only = new Set(args.only.split(',').filter(Boolean));
const wanted = (name) => only.size === 0 || only.has(name);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.resolve(args.out ?? path.join(root, 'docs/screenshots'));
mkdirSync(out, { recursive: true });

const SPEC = '/specs/redoc/museum.yaml';
/** The operation each style shows: one with a request body, parameters and several responses. */
const OPERATION = 'post-/special-events';
const SIZES = { wide: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

const web = await startStaticServer({ root, specsDir: findSpecsDir() ?? path.resolve(root, '../shared/specs'), host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** A page with <spec-doc> on museum.yaml in this style and mode, loaded. */
async function mount(viewport, style, mode, lang = '') {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on('pageerror', (e) => console.error(`page error (${style}, ${mode}):`, e.message));
  await page.goto(`${web.url}/test/fixtures/blank.html`);
  await page.evaluate(
    async ([s, m, spec, l]) => {
      await customElements.whenDefined('spec-doc');
      const el = document.createElement('spec-doc');
      el.style.height = '100vh';
      if (l) el.lang = l;
      for (const [k, v] of Object.entries({ 'render-style': s, theme: m, 'load-fonts': 'false', 'heading-text': 'spec-doc', 'spec-url': spec })) el.setAttribute(k, v);
      const loaded = new Promise((r) => el.addEventListener('spec-loaded', r, { once: true }));
      document.body.append(el);
      await loaded;
    },
    [style, mode, SPEC, lang],
  );
  return page;
}

/** Shows the operation as a reader of that style gets to it: scrolled to (read), opened (view), chosen (focused). */
async function showOperation(page, style) {
  if (style === 'view') {
    await page.evaluate((id) => document.querySelector('spec-doc')?.scrollToPath(id), OPERATION);
    await page.locator(`spec-doc [data-op-id="${OPERATION}"] button.op-toggle`).click();
  }
  await page.evaluate((id) => document.querySelector('spec-doc')?.scrollToPath(id), OPERATION);
}

async function shoot(page, name, options = {}) {
  const file = path.join(out, `${name}.png`);
  await page.screenshot({ path: file, ...options });
  console.log(`wrote ${path.relative(root, file)}`);
}

try {
  for (const style of ['read', 'view', 'focused']) {
    if (!wanted(style)) continue;
    for (const mode of ['light', 'dark']) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const page = await mount(viewport, style, mode);
        await showOperation(page, style);
        // The examples column's code sample is the last to fill in (a lazy chunk); then layout settles.
        await page.locator(`spec-doc [data-op-id="${OPERATION}"] spec-doc-code-samples pre`).first().waitFor();
        await page.waitForTimeout(400);
        await shoot(page, `${style}-${mode}-${size}`);
        await page.close();
      }
    }
  }
  if (wanted('languages')) {
    for (const lang of ['ja', 'ar']) {
      const page = await mount(SIZES.wide, 'read', 'light', lang);
      await showOperation(page, 'read');
      await page.locator(`spec-doc [data-op-id="${OPERATION}"] spec-doc-code-samples pre`).first().waitFor();
      await page.waitForTimeout(400);
      await shoot(page, `languages-${lang}-light-wide`);
      await page.close();
    }
  }
  if (wanted('overview')) {
    for (const mode of ['light', 'dark']) {
      const page = await mount(SIZES.wide, 'read', mode);
      await page.locator('spec-doc #auth .auth-scheme').first().waitFor();
      await page.waitForTimeout(300);
      await shoot(page, `overview-${mode}-wide`);
      await page.close();
    }
  }
  if (wanted('print')) {
    // Print media (the element then lays out every operation with its body): a full-length
    // picture of the document, and the PDF Chromium prints.
    const page = await mount({ width: 1000, height: 1300 }, 'read', 'dark');
    await page.emulateMedia({ media: 'print' });
    await page.waitForFunction(() => {
      const ops = Array.from(document.querySelector('spec-doc')?.shadowRoot?.querySelectorAll('spec-doc-operation') ?? []);
      return ops.length > 0 && ops.every((o) => o.detail !== undefined);
    });
    await page.waitForTimeout(500);
    await shoot(page, 'print', { fullPage: true });
    const pdf = path.join(out, 'print.pdf');
    await page.pdf({ path: pdf, format: 'A4', printBackground: true, margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' } });
    console.log(`wrote ${path.relative(root, pdf)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await web.close();
}
