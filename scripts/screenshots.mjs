// `npm run screenshots`: pictures of the three render styles in light and dark, taken in
// Debian's Chromium from the demo's Authentication Demo description, written to
// docs/screenshots/{style}-{mode}.png for the README.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../test/servers/static-server.mjs';
import { startEchoServer } from '../test/servers/echo-server.mjs';
import { authDemoText } from '../test/support/fixtures.mjs';
import { findSpecsDir } from './specs-dir.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs/screenshots');
mkdirSync(out, { recursive: true });

const echo = await startEchoServer({ host: '127.0.0.1', port: 0 });
const web = await startStaticServer({
  root,
  specsDir: findSpecsDir() ?? path.resolve(root, '../shared/specs'),
  host: '127.0.0.1',
  port: 0,
  routes: {
    '/demo/auth-demo.yaml': (req, res) => {
      const body = Buffer.from(authDemoText({ echoUrl: echo.url }));
      res.writeHead(200, { 'Content-Type': 'application/yaml; charset=utf-8', 'Content-Length': body.length });
      res.end(body);
    },
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const style of ['read', 'view', 'focused']) {
    for (const mode of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${web.url}/test/fixtures/blank.html`);
      await page.evaluate(
        async ([s, m]) => {
          await customElements.whenDefined('spec-doc');
          const el = document.createElement('spec-doc');
          el.style.height = '100vh';
          for (const [k, v] of Object.entries({ 'render-style': s, theme: m, 'load-fonts': 'false', 'heading-text': 'spec-doc', 'spec-url': '/demo/auth-demo.yaml' })) el.setAttribute(k, v);
          const loaded = new Promise((r) => el.addEventListener('spec-loaded', r, { once: true }));
          document.body.append(el);
          await loaded;
        },
        [style, mode],
      );
      if (style === 'view') await page.locator('spec-doc [data-op-id="get-/users/{userId}"] button.op-toggle').click();
      if (style === 'focused') await page.locator('spec-doc nav a[data-nav-id="get-/users/{userId}"]').click();
      if (style === 'read') await page.evaluate(() => document.querySelector('spec-doc')?.scrollToPath('get-/users/{userId}'));
      await page.waitForTimeout(600);
      const file = path.join(out, `${style}-${mode}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(root, file)}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await web.close();
  await echo.close();
}
