// Small helpers for browser tests that vitest runs in Node: Debian's Chromium driven by
// playwright-core. One browser per test file (launch in beforeAll, close in afterAll).

import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

/** Chromium flags: headless, no sandbox (containers), and no background traffic of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Launches Debian's Chromium (/usr/bin/chromium, or $CHROMIUM_PATH) headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
}

/** One browser for the calling test file: launched before its tests, closed after them. Call the result to get it. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is not launched yet (call it inside a test)');
    return browser;
  };
}

/** A page and the errors it reported: uncaught exceptions and `console.error` messages. */
export interface OpenedPage {
  page: Page;
  errors: string[];
  /** Requests that failed or answered 4xx/5xx, with their resource type ("image", "fetch", ...). */
  failedRequests: Array<{ url: string; type: string; status: number | string }>;
  /** Every request's URL, in order. */
  requests: string[];
}

/**
 * The page's errors less "Failed to load resource" lines that come from images a description
 * links (the sandbox has no network, and descriptions point at hosts on the internet).
 * Any other failed resource keeps every such line in.
 */
export function errorsBesideDescriptionImages(opened: OpenedPage): string[] {
  const onlyImages = opened.failedRequests.filter((r) => !r.url.startsWith(WEB_FONT_HOST)).every((r) => r.type === 'image');
  return opened.errors.filter((e) => !(onlyImages && e.startsWith('console.error: Failed to load resource')));
}

/** Where load-fonts fetches its stylesheet (src/ui/shared/theme.ts WEB_FONT_URL). */
export const WEB_FONT_HOST = 'https://fonts.bunny.net/';

/**
 * True for the console error a failed web-font stylesheet request leaves: the machines that run
 * the tests have no internet, and load-fonts is on by default. (Answering the request through
 * Playwright's routing instead would make Playwright answer CORS preflights itself, and the
 * tests must see the real ones.)
 */
function isWebFontFailure(msg: ConsoleMessage): boolean {
  return msg.text().startsWith('Failed to load resource') && msg.location().url.startsWith(WEB_FONT_HOST);
}

/**
 * Opens `url` in a new page (own context) and collects page errors and console errors from
 * the first moment on. Close it with `page.context().close()`.
 */
export async function openPage(browser: Browser, url: string): Promise<OpenedPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  const failedRequests: OpenedPage['failedRequests'] = [];
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  page.on('requestfailed', (req) => failedRequests.push({ url: req.url(), type: req.resourceType(), status: req.failure()?.errorText ?? 'failed' }));
  page.on('response', (res) => {
    if (res.status() >= 400) failedRequests.push({ url: res.url(), type: res.request().resourceType(), status: res.status() });
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !isWebFontFailure(msg)) errors.push(`console.error: ${msg.text()}`);
  });
  await page.goto(url);
  return { page, errors, failedRequests, requests };
}

/**
 * Opens `url` in a fresh context, runs `fn` on the page, checks that no page error or console
 * error came up meanwhile, and closes the context whatever happened.
 */
export async function withPage(browser: Browser, url: string, fn: (page: Page) => Promise<void>): Promise<void> {
  const { page, errors } = await openPage(browser, url);
  try {
    await fn(page);
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
}

/**
 * Resolves with the `detail` of the next `eventName` event on the first element matching
 * `selector` (default `spec-doc`), or rejects after `timeout` ms. Start waiting before the
 * action that causes the event.
 *
 * The listener stores the detail on the page and Node polls for it with short synchronous
 * evaluates. An evaluate that awaits a page promise for long can fail with "Resulting
 * promise was garbage collected" (the DevTools protocol holds that promise weakly); CI saw
 * it twice, so no evaluate here awaits anything.
 */
export async function waitForEvent<T = unknown>(page: Page, selector: string, eventName: string, timeout = 15_000): Promise<T> {
  const key = `${eventName}:${Math.random().toString(36).slice(2)}`;
  const found = await page.evaluate(
    ([sel, name, k]) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      const store = ((window as unknown as { __sdEvents?: Record<string, unknown> }).__sdEvents ??= {});
      el.addEventListener(
        name,
        (e) => {
          const detail = (e as CustomEvent).detail as unknown;
          // Details may hold non-serialisable objects (Request, AbortController): keep what
          // survives JSON, which is what a test can compare anyway.
          try {
            store[k] = { detail: JSON.parse(JSON.stringify(detail ?? null)) as unknown };
          } catch {
            store[k] = { detail: null };
          }
        },
        { once: true },
      );
      return true;
    },
    [selector, eventName, key] as const,
  );
  if (!found) throw new Error(`waitForEvent: no element matches ${selector}`);
  const deadline = Date.now() + timeout;
  for (;;) {
    const got = await page.evaluate((k) => {
      const store = (window as unknown as { __sdEvents?: Record<string, { detail: unknown }> }).__sdEvents ?? {};
      const hit = store[k];
      if (hit) delete store[k];
      return hit ?? null;
    }, key);
    if (got) return got.detail as T;
    if (Date.now() > deadline) throw new Error(`waitForEvent: no ${eventName} within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The visible text of the element matching `selector` (default `spec-doc`), like `innerText`
 * but reaching into its open shadow root and the shadow roots nested in it (slotted content
 * appears at its slot). Block boxes start new lines; runs of spaces collapse; empty lines go.
 * Empty string when no element matches.
 */
export function deepText(page: Page, selector = 'spec-doc'): Promise<string> {
  return page.evaluate((sel) => {
    const host = document.querySelector(sel);
    if (!host) return '';
    const out: string[] = [];
    const inlineDisplays = new Set(['inline', 'inline-block', 'inline-flex', 'inline-grid', 'contents']);
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        const pre = parent !== null && /^(pre|break-spaces)/.test(getComputedStyle(parent).whiteSpace);
        out.push(pre ? text : text.replace(/\s+/g, ' '));
        return;
      }
      if (!(node instanceof Element)) {
        node.childNodes.forEach(walk);
        return;
      }
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(node.tagName)) return;
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      // checkVisibility also sees closed <details> content; display: contents has no box
      // of its own, so it would always report false there.
      if (style.display !== 'contents' && !node.checkVisibility()) return;
      const block = !inlineDisplays.has(style.display);
      if (block) out.push('\n');
      if (node instanceof HTMLSlotElement) {
        const assigned = node.assignedNodes({ flatten: true });
        (assigned.length ? assigned : Array.from(node.childNodes)).forEach(walk);
      } else if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) {
        if (node.type !== 'hidden' && node.type !== 'password' && node.value) out.push(` ${node.value} `);
      } else if (node instanceof HTMLBRElement) {
        out.push('\n');
      } else if (node.shadowRoot) {
        node.shadowRoot.childNodes.forEach(walk);
      } else {
        node.childNodes.forEach(walk);
      }
      if (block) out.push('\n');
    };
    walk(host);
    return out
      .join('')
      .split('\n')
      .map((line) => line.replace(/ +/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  }, selector);
}
