import type { Page } from 'playwright-core';

/** What happened when a page loaded a description into a fresh <spec-doc>. */
export interface MountResult {
  ok: boolean;
  /** loadSpec's rejection message, when it failed. */
  message?: string;
  /** Events seen on the element, in order, with a short summary of each detail. */
  events: Array<{ type: string; title?: string; message?: string; url?: string }>;
  /** The title the element shows (its h1, without the version). */
  heading: string;
  alert: string;
}

/**
 * Creates a <spec-doc> (height 100vh) on a page that has loaded dist/spec-doc.js, sets
 * `spec-url` and waits for spec-loaded or spec-load-error. Reports events and visible text.
 */
export async function mountSpecDoc(page: Page, specUrl: string, attrs: Record<string, string> = {}): Promise<MountResult> {
  return page.evaluate(
    async ([url, extra]) => {
      await customElements.whenDefined('spec-doc');
      const el = document.createElement('spec-doc') as HTMLElement;
      el.style.height = '100vh';
      for (const [k, v] of Object.entries(extra)) el.setAttribute(k, v);
      const events: MountResult['events'] = [];
      const done = new Promise<boolean>((resolve) => {
        el.addEventListener('spec-loaded', (e) => {
          const d = (e as CustomEvent).detail as { info?: { title?: string } };
          events.push({ type: 'spec-loaded', title: d.info?.title ?? '' });
          resolve(true);
        });
        el.addEventListener('spec-load-error', (e) => {
          const d = (e as CustomEvent).detail as { error: Error; url: string };
          events.push({ type: 'spec-load-error', message: d.error.message, url: d.url });
          resolve(false);
        });
      });
      document.body.append(el);
      el.setAttribute('spec-url', url);
      const ok = await done;
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const root = el.shadowRoot!;
      const h1 = root.querySelector('h1');
      const heading = h1
        ? Array.from(h1.childNodes)
            .filter((n) => n.nodeType === Node.TEXT_NODE)
            .map((n) => n.textContent)
            .join('')
            .trim()
        : '';
      const alert = root.querySelector('[role="alert"]')?.textContent ?? '';
      return { ok, events, heading, alert };
    },
    [specUrl, attrs] as const,
  );
}

/** Waits until the element has rendered `count` operation sections (they are added in batches), and returns how many there are. */
export async function waitForOperations(page: Page, count: number, timeout = 30_000): Promise<number> {
  try {
    await page.waitForFunction((n) => document.querySelector('spec-doc')?.shadowRoot?.querySelectorAll('[data-op-id]').length === n, count, { timeout, polling: 100 });
  } catch {
    // fall through: report what is there
  }
  return page.evaluate(() => document.querySelector('spec-doc')?.shadowRoot?.querySelectorAll('[data-op-id]').length ?? 0);
}
