// Mounts <spec-doc> on the open page with attributes and hands it a description through
// loadSpec: an object (already parsed, placeholders filled) or a URL.

import type { Page } from 'playwright-core';

/** Creates the element with `attrs`, loads `spec` with loadSpec, and waits a frame after it. */
export async function mountObject(page: Page, spec: unknown, attrs: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ([s, a]) => {
      await customElements.whenDefined('spec-doc');
      const el = document.createElement('spec-doc') as HTMLElement & { loadSpec(x: unknown): Promise<unknown> };
      el.style.height = '100vh';
      for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
      document.body.append(el);
      await el.loadSpec(s);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    },
    [spec, attrs] as const,
  );
}

/**
 * Creates the element with `attrs` and loads `spec` with loadSpec; resolves with the trimmed text
 * of each element matching `selector` in its shadow root at the moment `spec-loaded` fired (what
 * the first render showed, before later batches).
 */
export function mountObjectAtLoad(page: Page, spec: unknown, attrs: Record<string, string>, selector: string): Promise<string[]> {
  return page.evaluate(
    async ([s, a, sel]) => {
      await customElements.whenDefined('spec-doc');
      const el = document.createElement('spec-doc') as HTMLElement & { loadSpec(x: unknown): Promise<unknown> };
      el.style.height = '100vh';
      for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
      document.body.append(el);
      const atLoad = new Promise<string[]>((resolve) => {
        el.addEventListener('spec-loaded', () => resolve(Array.from(el.shadowRoot!.querySelectorAll(sel), (n) => n.textContent.trim())), { once: true });
      });
      await el.loadSpec(s);
      return atLoad;
    },
    [spec, attrs, selector] as const,
  );
}
