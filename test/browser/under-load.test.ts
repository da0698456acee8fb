// The element under rapid changes: spec-url switched 50 times in a second ends showing the
// last description (no stale load lands after it), render-style toggled while a large
// description loads ends consistent, and adding and removing the element 1,000 times leaves
// no workers, no window or document listeners and a flat heap after garbage collection.

import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../support/browser.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** Descriptions switched between in turn (the last asked for is code-samples.yaml). */
const SPECS = ['/test/fixtures/reading.yaml', '/test/fixtures/try.yaml', '/test/fixtures/schemas.yaml', '/test/fixtures/servers.yaml', '/specs/swagger-petstore/openapi.yaml'];

/** The number of listeners on window and document (CDP), by event type. */
async function globalListeners(page: Page): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  const counts: Record<string, number> = {};
  for (const expr of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: expr });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    for (const l of listeners) counts[`${expr}:${l.type}`] = (counts[`${expr}:${l.type}`] ?? 0) + 1;
  }
  await cdp.detach();
  return counts;
}

/** JS heap in use after a full garbage collection (CDP), in bytes. */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

describe('under load', () => {
  it('spec-url switched 50 times in a second ends showing the last description, with no stale load after it', async () => {
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const r = await page.evaluate(async (specs) => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc');
        el.style.height = '100vh';
        el.setAttribute('load-fonts', 'false');
        // spec-loaded hands over the description: its title says which one it was.
        const loaded: string[] = [];
        el.addEventListener('spec-loaded', (e) => loaded.push((e as CustomEvent<{ info?: { title?: string } }>).detail.info?.title ?? ''));
        document.body.append(el);
        let last: string;
        for (let i = 0; i < 50; i++) {
          last = specs[i % specs.length]!;
          el.setAttribute('spec-url', last);
          await new Promise((res) => setTimeout(res, 20));
        }
        // Ask for the last one once more at the end: the final state must be exactly it.
        last = '/test/fixtures/code-samples.yaml';
        el.setAttribute('spec-url', last);
        await new Promise((res) => setTimeout(res, 3000));
        const root = el.shadowRoot!;
        return {
          loaded,
          last,
          title: root.querySelector('#overview h1')?.textContent.trim() ?? '',
          ops: [...root.querySelectorAll('nav [data-nav-id]')].map((a) => (a as HTMLElement).dataset.navId),
        };
      }, SPECS);
      expect(r.loaded.length).toBeGreaterThanOrEqual(1);
      expect(r.loaded.at(-1)).toBe('Code samples fixture');
      expect(r.title).toMatch(/^Code samples fixture/);
      expect(r.ops).toContain('put-/items/{itemId}');
      expect(r.ops).not.toContain('get-/users');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('render-style toggled while a large description loads ends consistent with the last style', async () => {
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const r = await page.evaluate(async () => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc') as HTMLElement & { scrollToPath(id: string): boolean };
        el.style.height = '100vh';
        el.setAttribute('load-fonts', 'false');
        const done = new Promise<string>((resolve) => {
          el.addEventListener('spec-loaded', () => resolve('loaded'), { once: true });
          el.addEventListener('spec-load-error', () => resolve('error'), { once: true });
        });
        document.body.append(el);
        el.setAttribute('spec-url', '/specs/github/api.github.com.json');
        const styles = ['read', 'view', 'focused'];
        let i = 0;
        // Set by the promise's callback; `as boolean` keeps the loop's test from being narrowed to false.
        let settled = false as boolean;
        void done.then(() => (settled = true));
        while (!settled && i < 400) {
          el.setAttribute('render-style', styles[i++ % 3]!);
          await new Promise((res) => setTimeout(res, 25));
        }
        el.setAttribute('render-style', 'view');
        const outcome = await done;
        await new Promise((res) => setTimeout(res, 500));
        const root = el.shadowRoot!;
        const toggles = root.querySelectorAll('main [data-op-id] button.op-toggle').length;
        return { outcome, toggles, switched: i };
      });
      expect(r.outcome).toBe('loaded');
      expect(r.switched).toBeGreaterThan(3);
      // view style: operations are listed with a toggle each.
      expect(r.toggles).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('adding and removing the element 1,000 times leaks no workers, listeners or memory', async () => {
    const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
    try {
      const cycle = (count: number) =>
        page.evaluate(async (n) => {
          await customElements.whenDefined('spec-doc');
          for (let i = 0; i < n; i++) {
            const el = document.createElement('spec-doc');
            el.setAttribute('load-fonts', 'false');
            el.setAttribute('spec-url', '/test/fixtures/reading.yaml');
            const loaded = new Promise((res) => {
              el.addEventListener('spec-loaded', res, { once: true });
              el.addEventListener('spec-load-error', res, { once: true });
            });
            document.body.append(el);
            // Every 20th stays until its description has loaded; the others go at once or after a frame.
            if (i % 20 === 0) await loaded;
            else if (i % 2 === 0) await new Promise((res) => requestAnimationFrame(res));
            el.remove();
          }
          await new Promise((res) => setTimeout(res, 500));
        }, count);
      await cycle(50);
      const listenersBefore = await globalListeners(page);
      const heapBefore = await heapAfterGc(page);
      await cycle(1000);
      await page.waitForTimeout(500);
      const heapAfter = await heapAfterGc(page);
      const listenersAfter = await globalListeners(page);
      expect(page.workers()).toEqual([]);
      expect(listenersAfter).toEqual(listenersBefore);
      // Flat: growth within 2 MB over 1,000 elements (a leaked element with its description is far more).
      expect(heapAfter - heapBefore).toBeLessThan(2 * 1024 * 1024);
      expect(await page.evaluate(() => document.querySelectorAll('spec-doc').length)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 180_000);
});
