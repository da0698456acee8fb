// `node scripts/look.mjs [options]`: one screenshot of <spec-doc> on a real description, for
// looking at a visual change (not a test). Serves this checkout's dist/ and ../shared/specs.
//   --spec redoc/museum.yaml   a path under the specs folder, or /test/... of this repository
//   --op 'post-/special-events' an operation route to scroll to (scrollToPath), optional
//   --style read|view|focused  --mode dark|light  --width 1440 --height 900
//   --attrs 'name=value;…'     more attributes   --print  emulate print media (full page)
//   --full                     full-page picture  --out /tmp/look.png
//   --click 'selector'         click an element in the shadow root first (e.g. '.nav-button' opens the phone drawer)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../test/servers/static-server.mjs';
import { findSpecsDir } from './specs-dir.mjs';

const { values: o } = parseArgs({
  options: {
    spec: { type: 'string', default: 'redoc/museum.yaml' },
    op: { type: 'string' },
    style: { type: 'string', default: 'read' },
    mode: { type: 'string', default: 'dark' },
    width: { type: 'string', default: '1440' },
    height: { type: 'string', default: '900' },
    attrs: { type: 'string', default: '' },
    print: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    out: { type: 'string', default: '/tmp/look.png' },
    click: { type: 'string' },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = await startStaticServer({ root, specsDir: findSpecsDir() ?? path.resolve(root, '../shared/specs'), host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: Number(o.width), height: Number(o.height) } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${web.url}/test/fixtures/blank.html`);
  const specUrl = o.spec.startsWith('/') ? o.spec : `/specs/${o.spec}`;
  const attrs = { 'render-style': o.style, theme: o.mode, 'load-fonts': 'false', 'spec-url': specUrl };
  for (const pair of o.attrs.split(';').filter(Boolean)) {
    const i = pair.indexOf('=');
    attrs[pair.slice(0, i)] = pair.slice(i + 1);
  }
  await page.evaluate(async (a) => {
    await customElements.whenDefined('spec-doc');
    const el = document.createElement('spec-doc');
    el.style.height = '100vh';
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    const done = new Promise((r) => {
      el.addEventListener('spec-loaded', r, { once: true });
      el.addEventListener('spec-load-error', r, { once: true });
    });
    document.body.append(el);
    await done;
  }, attrs);
  if (o.op) await page.evaluate((id) => document.querySelector('spec-doc')?.scrollToPath(id), o.op);
  await page.waitForTimeout(900);
  if (o.click) {
    await page.locator(`spec-doc ${o.click}`).first().click();
    await page.waitForTimeout(400);
  }
  if (o.print) await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: o.out, fullPage: o.full || o.print });
  console.log(`wrote ${o.out}`);
} finally {
  await browser.close();
  await web.close();
}
