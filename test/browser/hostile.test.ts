// The hostile corpus (test/fixtures/hostile, made by its generate.mjs): markup, script, CSS and
// javascript:/data: URLs in every field a description can carry, and in its keys. Each file is
// shown in every render style with every operation opened (TRY console, code samples, details)
// and the authentication section in view; nothing may run, navigate, fetch from another origin
// or add markup of its own. Markdown's own cases are in hostile-markdown.test.ts.

import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

const FIXTURES = ['fields.yaml', 'fields.json', 'keys.json', 'swagger2.yaml'] as const;
const STYLES = ['read', 'view', 'focused'] as const;

/** Hooks installed before any page script: dialogs, window.open and console calls that name a payload. */
function installTraps(): void {
  const w = window as unknown as { __pwned: string[] } & Record<string, unknown>;
  w.__pwned = [];
  for (const fn of ['alert', 'confirm', 'prompt', 'print', 'open'] as const) {
    w[fn] = (...args: unknown[]) => {
      w.__pwned.push(`${fn}(${args.map(String).join(',')})`);
      return null;
    };
  }
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      if (args.some((a) => String(a).includes('PWNED'))) w.__pwned.push(`console.${level}`);
      original(...args);
    };
  }
}

/** Mounts the fixture, opens every operation (with its console and samples) and the auth section, then reports. */
async function exercise(page: Page, spec: string, style: string): Promise<{ loaded: boolean; opened: string[]; missing: string[] }> {
  return page.evaluate(
    async ([specUrl, renderStyle]) => {
      const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
      await customElements.whenDefined('spec-doc');
      const el = document.createElement('spec-doc') as HTMLElement & { scrollToPath(id: string): boolean };
      el.style.height = '100vh';
      el.setAttribute('render-style', renderStyle);
      el.setAttribute('show-components', 'true');
      const done = new Promise<boolean>((resolve) => {
        el.addEventListener('spec-loaded', () => resolve(true), { once: true });
        el.addEventListener('spec-load-error', () => resolve(false), { once: true });
      });
      document.body.append(el);
      el.setAttribute('spec-url', specUrl);
      if (!(await done)) return { loaded: false, opened: [], missing: [] };
      await wait(100);
      const root = el.shadowRoot!;
      const ids = [...new Set([...root.querySelectorAll('nav [data-nav-id]')].map((a) => (a as HTMLElement).dataset.navId!))];
      const opened: string[] = [];
      const missing: string[] = [];
      const openDetails = () => root.querySelectorAll('details').forEach((d) => (d.open = true));
      for (const id of ids) {
        el.scrollToPath(id);
        if (!/^(get|put|post|delete|options|head|patch|trace|webhook)-/.test(id)) {
          await wait(100);
          continue;
        }
        let body: Element | null = null;
        for (let i = 0; i < 100 && !body; i++) {
          await wait(30);
          body = root.querySelector(`[data-op-id="${CSS.escape(id)}"] .op-body`);
        }
        if (!body) {
          missing.push(id);
          continue;
        }
        opened.push(id);
        const section = root.querySelector(`[data-op-id="${CSS.escape(id)}"]`)!;
        const tryButton = [...section.querySelectorAll('button')].find((b) => /^TRY/i.test(b.textContent.trim()));
        tryButton?.click();
        for (let i = 0; i < 40 && !section.querySelector('spec-doc-code-samples'); i++) await wait(25);
        // Every sample tab, so each sample's source is rendered.
        for (const tab of section.querySelectorAll<HTMLElement>('[role="tab"]')) {
          tab.click();
          await wait(20);
        }
        openDetails();
        await wait(50);
      }
      el.scrollToPath('auth');
      openDetails();
      // Time for lazy chunks, images and anything a payload might schedule.
      await wait(600);
      return { loaded: true, opened, missing };
    },
    [spec, style] as const,
  );
}

/** What the page shows of the payloads: injected elements, handlers, unsafe links, pollution. */
function inspect(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('spec-doc')!;
    const all: Element[] = [];
    const walk = (root: ParentNode) => {
      for (const e of root.querySelectorAll('*')) {
        all.push(e);
        if (e.shadowRoot) walk(e.shadowRoot);
      }
    };
    walk(host.shadowRoot!);
    const urlAttrs = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];
    const badUrls: string[] = [];
    for (const e of all) {
      for (const a of urlAttrs) {
        const v = e.getAttribute(a);
        if (v === null) continue;
        let protocol: string;
        try {
          protocol = new URL(v, document.baseURI).protocol;
        } catch {
          continue; // not a URL the browser would follow
        }
        if (!['http:', 'https:', 'mailto:', 'blob:'].includes(protocol)) badUrls.push(`${e.tagName} ${a}=${v.slice(0, 60)}`);
      }
    }
    const w = window as unknown as { __pwned: string[]; polluted?: unknown };
    return {
      pwned: w.__pwned,
      location: location.pathname,
      injected: all.filter((e) => e.hasAttribute('data-pwn')).map((e) => e.tagName),
      forbidden: all.filter((e) => ['SCRIPT', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'META', 'LINK', 'STYLE'].includes(e.tagName.toUpperCase())).map((e) => e.tagName),
      handlers: all.flatMap((e) => [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${e.tagName} ${a.name}`)),
      badUrls,
      unsafeBlank: all.filter((e) => e.getAttribute('target') === '_blank' && !/\bnoopener\b/.test(e.getAttribute('rel') ?? '') && !/\bnoreferrer\b/.test(e.getAttribute('rel') ?? ''))
        .length,
      blankWithoutBoth: all.filter((e) => e.tagName === 'A' && e.getAttribute('target') === '_blank' && e.getAttribute('rel') !== 'noopener noreferrer').map((e) => e.getAttribute('href')),
      // Ids are the element's own (routes, slots) or absent: never the description's clobbering ids.
      clobbered: typeof document.cookie !== 'string' || typeof window.location !== 'object' || document.getElementById('__proto__') !== null,
      lightDom: [...document.body.children].map((e) => e.tagName),
      polluted: [({} as Record<string, unknown>)['polluted'], (Object.prototype as Record<string, unknown>)['polluted'], w.polluted].filter((v) => v !== undefined),
      text: host.shadowRoot!.textContent,
      links: all.filter((e) => e.tagName === 'A' && e.getAttribute('target') === '_blank').length,
    };
  });
}

describe('hostile descriptions (every field, every render style)', () => {
  for (const fixture of FIXTURES) {
    for (const style of STYLES) {
      it(`${fixture} in render-style="${style}": no payload runs, navigates, fetches elsewhere or adds markup`, async () => {
        const context = await browser().newContext();
        const page = await context.newPage();
        const outside: string[] = [];
        const navigations: string[] = [];
        const popups: string[] = [];
        const pageErrors: string[] = [];
        await page.addInitScript(installTraps);
        page.on('request', (r) => {
          const u = r.url();
          // The element's own optional web fonts (a theme setting, never the description's) are expected.
          if (!u.startsWith(`${staticUrl}/`) && !/^(data|blob|about):/.test(u) && !u.startsWith('https://fonts.bunny.net/css?')) outside.push(u);
        });
        page.on('framenavigated', (f) => navigations.push(f.url()));
        page.on('popup', (p) => popups.push(p.url()));
        page.on('dialog', (d) => void d.dismiss());
        page.on('pageerror', (e) => pageErrors.push(e.message));
        page.on('console', (m) => {
          if (m.text().includes('PWNED')) pageErrors.push(`console: ${m.text()}`);
        });
        try {
          await page.goto(`${staticUrl}/test/fixtures/blank.html`);
          const run = await exercise(page, `/test/fixtures/hostile/${fixture}`, style);
          expect(run.loaded).toBe(true);
          expect(run.missing).toEqual([]);
          expect(run.opened.length).toBeGreaterThanOrEqual(fixture === 'fields.yaml' || fixture === 'fields.json' ? 3 : 1);
          const r = await inspect(page);
          expect(r.pwned).toEqual([]);
          expect(r.injected).toEqual([]);
          expect(r.forbidden).toEqual([]);
          expect(r.handlers).toEqual([]);
          expect(r.badUrls).toEqual([]);
          expect(r.blankWithoutBoth).toEqual([]);
          expect(r.clobbered).toBe(false);
          expect(r.polluted).toEqual([]);
          expect(r.lightDom).toEqual(['SPEC-DOC']);
          expect(r.location).toBe('/test/fixtures/blank.html');
          // The payloads are still there, as text.
          expect(r.text).toContain({ 'keys.json': 'keys-summary <script data-pwn>', 'swagger2.yaml': 's2-title <script data-pwn>' }[fixture as string] ?? 'info-title <script data-pwn>');
          expect(outside).toEqual([]);
          expect(navigations.filter((u) => !u.startsWith(`${staticUrl}/test/fixtures/blank.html`))).toEqual([]);
          expect(popups).toEqual([]);
          expect(pageErrors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
