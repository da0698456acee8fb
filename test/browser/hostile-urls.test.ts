// Hostile URLs in every URL field of a description (test/fixtures/hostile-urls.yaml, served with
// the echo API's address filled in): javascript:, data:, vbscript:, blob:, file: and their
// disguises. In each render style the reader's every move is made for real — every link is
// clicked, every button of the authentication section, TRY on a refused server and on the echo
// API whose response carries hostile Location and Link headers — and the test fails if any
// payload runs, anything opens or navigates to a refused URL, or the page reports an error.

import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { openConsole } from '../support/try-console.js';

const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
const browser = useBrowser();

const STYLES = ['read', 'view', 'focused'] as const;
const REFUSED_SCHEMES = /^\s*(javascript|vbscript|data|blob|file):/i;

/** Mounts the fixture in a style; resolves once it is loaded. */
async function mount(page: Page, style: string): Promise<boolean> {
  return page.evaluate(async (renderStyle) => {
    await customElements.whenDefined('spec-doc');
    const el = document.createElement('spec-doc');
    el.style.height = '100vh';
    el.setAttribute('render-style', renderStyle);
    el.setAttribute('load-fonts', 'false');
    const done = new Promise<boolean>((resolve) => {
      el.addEventListener('spec-loaded', () => resolve(true), { once: true });
      el.addEventListener('spec-load-error', () => resolve(false), { once: true });
    });
    document.body.append(el);
    el.setAttribute('spec-url', '/test/hostile-urls.yaml');
    return done;
  }, style);
}

/** Goes to a route and waits for an operation's body when the route is one. */
async function show(page: Page, id: string): Promise<void> {
  await page.evaluate(async (route) => {
    const el = document.querySelector('spec-doc') as HTMLElement & { scrollToPath(id: string): boolean };
    const root = el.shadowRoot!;
    if (!el.scrollToPath(route)) {
      // Not an operation: its entry in the nav bar (the focused style shows the overview's sections with it).
      const entry = root.querySelector<HTMLElement>(`nav a[data-nav-id="${CSS.escape(route)}"]`);
      if (entry) entry.click();
      else root.getElementById(route)?.scrollIntoView();
      await new Promise((r) => setTimeout(r, 100));
    }
    const section = (): Element | null => root.querySelector(`[data-op-id="${CSS.escape(route)}"]`);
    if (!/^get-/.test(route)) return;
    // (In the view style, going to an operation opens it.)
    for (let i = 0; i < 200 && !section()?.querySelector('.op-body'); i++) await new Promise((r) => setTimeout(r, 25));
    section()
      ?.querySelectorAll('details')
      .forEach((d) => (d.open = true));
  }, id);
}

/** Clicks every link in the element's shadow trees (refused ones are text, the rest open safely) and lists their targets. */
function clickEveryLink(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const anchors: HTMLAnchorElement[] = [];
    const walk = (root: ParentNode): void => {
      for (const e of root.querySelectorAll('*')) {
        if (e instanceof HTMLAnchorElement) anchors.push(e);
        if (e.shadowRoot) walk(e.shadowRoot);
      }
    };
    walk(document.querySelector('spec-doc')!.shadowRoot!);
    const hrefs: string[] = [];
    for (const a of anchors) {
      hrefs.push(a.getAttribute('href') ?? '(no href)');
      // In-page routes and the element's own downloads are not the description's links.
      // A mailto: link hands over to a mail program, which headless Chromium does not have.
      if (a.getAttribute('href')?.startsWith('#') || a.getAttribute('href')?.startsWith('mailto:') || a.hasAttribute('download')) continue;
      a.click();
      await new Promise((r) => setTimeout(r, 10));
    }
    return hrefs;
  });
}

/** The element's visible text, shadow trees included. */
function deepText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: ParentNode): void => {
      for (const e of root.querySelectorAll('*')) {
        if (e.shadowRoot) walk(e.shadowRoot);
      }
      parts.push((root as Element | ShadowRoot).textContent);
    };
    walk(document.querySelector('spec-doc')!.shadowRoot!);
    return parts.join(' ').replace(/\s+/g, ' ');
  });
}

describe('hostile URLs in every URL field', () => {
  for (const style of STYLES) {
    it(`render-style="${style}": nothing runs, opens or navigates to a refused URL, and refusals are shown`, async () => {
      const context = await browser().newContext();
      const page = await context.newPage();
      const popups: string[] = [];
      const navigations: string[] = [];
      const pageErrors: string[] = [];
      const refusedRequests: string[] = [];
      page.on('popup', (p) => {
        void p
          // @ts-expect-error Playwright takes 'commit' (the first response) here at run time; its typings list only load, domcontentloaded and networkidle
          .waitForLoadState('commit')
          .catch(() => undefined)
          .then(() => {
            popups.push(p.url());
            return p.close();
          });
      });
      page.on('framenavigated', (f) => navigations.push(f.url()));
      page.on('pageerror', (e) => pageErrors.push(e.message));
      page.on('dialog', (d) => {
        pageErrors.push(`dialog: ${d.message()}`);
        void d.dismiss();
      });
      page.on('request', (r) => {
        // The element's own blob: URLs (its worker, downloads) are the page's; nothing else of these schemes may load.
        if ((REFUSED_SCHEMES.test(r.url()) && !r.url().startsWith(`blob:${staticUrl}/`)) || (r.url().includes('pwned') && !r.url().startsWith(`${echoUrl}/`))) refusedRequests.push(r.url());
      });
      try {
        await page.goto(`${staticUrl}/test/fixtures/blank.html`);
        expect(await mount(page, style)).toBe(true);

        // Overview: links and the logo. The servers section: the first server is refused.
        await show(page, 'overview');
        await show(page, 'servers');
        let text = await deepText(page);
        expect(text).toContain('This server cannot be used');
        for (const shown of [
          'Contact link',
          'License link',
          'Terms of service',
          'Root docs link',
          'Logo alt text',
          'md-javascript',
          'md-entity',
          'md-percent',
          'md-data',
          'md-blob',
          'md-file',
          'md-vbscript',
          'md-html-tab',
          'md-html-control',
        ]) {
          expect(text, shown).toContain(shown);
        }

        // The authentication section: every button, clicked for real (user activation: a popup would not be blocked).
        // (The focused style shows it with the overview, where it starts.)
        if (style !== 'focused') await show(page, 'auth');
        // Each scheme's inputs and flows open from its card's disclosure button: every card opened first, then every other button.
        const closed = page.locator('spec-doc #auth button[aria-expanded="false"]');
        await page.locator('spec-doc #auth button[aria-expanded]').first().waitFor();
        for (let n = await closed.count(); n > 0; n--) await closed.first().click();
        expect(await closed.count()).toBe(0);
        const buttons = page.locator('spec-doc #auth button:not([aria-expanded])');
        await buttons.first().waitFor();
        const count = await buttons.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) {
          const b = buttons.nth(i);
          if ((await b.isVisible()) && (await b.isEnabled())) await b.click({ timeout: 2000 }).catch(() => undefined);
        }
        text = await deepText(page);
        expect(text).toMatch(/This flow cannot be used: its authorizationUrl is not an http\(s\) URL/);
        expect(text).toMatch(/This flow cannot be used: its tokenUrl is not an http\(s\) URL/);
        expect(text).toMatch(/openIdConnectUrl is not an http\(s\) URL/);

        // Every link in every shadow tree, clicked: the overview's, the operations' below.
        const hrefs = await clickEveryLink(page);
        // (The TRY response's own download link is a blob: URL of the page.)
        expect(hrefs.filter((h) => (REFUSED_SCHEMES.test(h) && !h.startsWith(`blob:${staticUrl}/`)) || /&#|%6a|script:/i.test(h))).toEqual([]);
        expect(hrefs).toContain('(no href)');

        // Every operation, its TRY on the refused server (no request can be made), and its links.
        await show(page, 'get-/created');
        const created = page.locator('spec-doc [data-op-id="get-/created"]');
        expect(await created.locator('button[part~="try-button"]').isDisabled(), 'TRY with a javascript: server').toBe(true);
        // The examples of the 201 response: both externalValues refused, with a message and no Load button.
        await created
          .locator('spec-doc-media-type [role="tab"]')
          .filter({ hasText: /example/i })
          .first()
          .click();
        text = await deepText(page);
        for (const shown of ['Op docs link', 'op-md', 'param-md', 'resp-md', 'This example cannot be loaded']) expect(text, shown).toContain(shown);
        expect(await created.getByRole('button', { name: 'Load example' }).count()).toBe(0);
        await show(page, 'get-/refs');
        // The refused external $refs are marked where they are used; the rest renders.
        expect(await deepText(page)).toMatch(/data:application\/json.*cannot be loaded/);

        // TRY on the echo API: its 201 carries a javascript: Location and Link; neither becomes a link.
        expect(await page.evaluate((url) => (document.querySelector('spec-doc') as HTMLElement & { setApiServer(u: string): boolean }).setApiServer(url), `${echoUrl}/`)).toBe(true);
        await show(page, 'get-/created');
        const section = page.locator('spec-doc [data-op-id="get-/created"]');
        await openConsole(section);
        await section.locator('button[part~="try-button"]').click();
        await section.locator('.try-status-line .status').filter({ hasText: '201' }).waitFor();
        await page.evaluate(() =>
          document
            .querySelector('spec-doc')!
            .shadowRoot!.querySelectorAll('details')
            .forEach((d) => (d.open = true)),
        );
        const headerLinks = await section.locator('.try-headers a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        // The Link header's second target (/users, relative to the echo API) is the only link.
        expect(headerLinks).toEqual([`${echoUrl}/users`]);
        expect(await section.locator('.try-headers').textContent()).toContain('javascript:void((window.opener||window).__pwned="location")');

        const opHrefs = await clickEveryLink(page);
        expect(opHrefs.filter((h) => (REFUSED_SCHEMES.test(h) && !h.startsWith(`blob:${staticUrl}/`)) || /&#|%6a|script:/i.test(h))).toEqual([]);

        // Time for anything a payload might have scheduled.
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
        // Only gated links opened windows: to the test's own servers (the relative Markdown link, the Link header's /users).
        expect(popups.filter((u) => !u.startsWith(`${staticUrl}/`) && !u.startsWith(`${echoUrl}/`))).toEqual([]);
        expect(navigations.filter((u) => !u.startsWith(`${staticUrl}/test/fixtures/blank.html`))).toEqual([]);
        expect(refusedRequests).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
