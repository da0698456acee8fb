// Helpers for the reading-and-finding browser tests: mount <spec-doc> on the blank page with
// attributes (and optional slotted children), then ask its shadow root what is shown.

import type { Browser, Page } from 'playwright-core';
import { openPage, type OpenedPage } from './browser.js';

/** Opens the blank test page (optionally with a location hash or a viewport) and mounts <spec-doc>. */
export async function mountReading(
  browser: Browser,
  staticUrl: string,
  options: { spec?: string; attrs?: Record<string, string>; children?: string; hash?: string; width?: number; prepare?: (page: Page) => Promise<void> } = {},
): Promise<OpenedPage & { loaded: boolean }> {
  const opened = await openPage(browser, `${staticUrl}/test/fixtures/blank.html${options.hash ?? ''}`);
  if (options.width) await opened.page.setViewportSize({ width: options.width, height: 800 });
  // Changes to the page made before the element is created (and starts its worker).
  await options.prepare?.(opened.page);
  const loaded = await opened.page.evaluate(
    async ([spec, attrs, children]) => {
      await customElements.whenDefined('spec-doc');
      const el = document.createElement('spec-doc');
      el.style.height = '100vh';
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      // Test-authored markup for slot tests (never description content).
      el.innerHTML = children;
      const done = new Promise<boolean>((resolve) => {
        el.addEventListener('spec-loaded', () => resolve(true), { once: true });
        el.addEventListener('spec-load-error', () => resolve(false), { once: true });
      });
      document.body.append(el);
      el.setAttribute('spec-url', spec);
      const ok = await done;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
      return ok;
    },
    [options.spec ?? '/test/fixtures/reading.yaml', options.attrs ?? {}, options.children ?? ''] as const,
  );
  return { ...opened, loaded };
}

/** Texts of the navigation bar's entries (operation links and section labels), in order. */
export function navEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('nav [data-nav-id]')).map((a) => a.textContent.replace(/\s+/g, ' ').trim()));
}

/** Ids of the operation sections present in the main area, in order. */
export function shownOperations(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('main [data-op-id]')).map((e) => (e as HTMLElement).dataset.opId!));
}

/** True when the element with this id (in the shadow root) has its top within the main area's visible box. */
export function isInView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const root = document.querySelector('spec-doc')!.shadowRoot!;
    const el = root.getElementById(target);
    const main = root.querySelector('main')!;
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const m = main.getBoundingClientRect();
    return r.height > 0 && r.top >= m.top - 2 && r.top < m.bottom;
  }, id);
}

/** Waits until the element with `id` is in view (layout settles as sections above fill in). */
export async function waitInView(page: Page, id: string, timeout = 5000): Promise<boolean> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await isInView(page, id)) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

/** The location hash, percent-decoded. */
export function currentHash(page: Page): Promise<string> {
  return page.evaluate(() => decodeURIComponent(location.hash));
}

/** The id of the navigation entry marked active. */
export function activeNavId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const a = document.querySelector('spec-doc')!.shadowRoot!.querySelector('nav .active');
    return a ? ((a as HTMLElement).dataset.navId ?? null) : null;
  });
}

/** Clicks a control inside the element's shadow root (playwright pierces open shadow roots). */
export async function clickIn(page: Page, selector: string): Promise<void> {
  await page.locator(`spec-doc ${selector}`).first().click();
}
