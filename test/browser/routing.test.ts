import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { activeNavId, currentHash, mountReading, shownOperations, waitInView } from '../support/reading.js';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

type Mounted = Awaited<ReturnType<typeof mountReading>>;

async function withPage(options: Parameters<typeof mountReading>[2], check: (page: Page, m: Mounted) => Promise<void>): Promise<void> {
  const m = await mountReading(browser(), staticUrl, options);
  try {
    expect(m.loaded).toBe(true);
    await check(m.page, m);
    expect(m.errors).toEqual([]);
  } finally {
    await m.page.context().close();
  }
}

function scrollToPath(page: Page, path: string): Promise<boolean> {
  return page.evaluate((p) => (document.querySelector('spec-doc') as HTMLElement & { scrollToPath(x: string): boolean }).scrollToPath(p), path);
}

describe('routes out', () => {
  it('a click puts `#{method}-{path}` in the location hash; route-prefix prefixes it', async () => {
    await withPage({}, async (page) => {
      await page.locator('spec-doc nav a[data-nav-id="get-/users/{userId}"]').click();
      expect(await currentHash(page)).toBe('#get-/users/{userId}');
      expect(await waitInView(page, 'get-/users/{userId}')).toBe(true);
      expect(await page.locator('spec-doc nav a[data-nav-id="get-/pets"]').getAttribute('href')).toBe('#get-/pets');
    });
    await withPage({ attrs: { 'route-prefix': '#/api/' } }, async (page) => {
      expect(await page.locator('spec-doc nav a[data-nav-id="get-/pets"]').getAttribute('href')).toBe('#/api/get-/pets');
      await page.locator('spec-doc nav a[data-nav-id="get-/pets"]').click();
      expect(await currentHash(page)).toBe('#/api/get-/pets');
    });
  });

  it('update-route="false" leaves the hash alone', async () => {
    await withPage({ attrs: { 'update-route': 'false' } }, async (page) => {
      await page.locator('spec-doc nav a[data-nav-id="get-/pets"]').click();
      expect(await waitInView(page, 'get-/pets')).toBe(true);
      expect(await currentHash(page)).toBe('');
    });
  });
});

describe('routes in', () => {
  it('a page opened with a route goes there after load (the slot form and route-prefix too)', async () => {
    await withPage({ hash: '#get-/admin/stats' }, async (page) => {
      expect(await waitInView(page, 'get-/admin/stats')).toBe(true);
      expect(await activeNavId(page)).toBe('get-/admin/stats');
    });
    await withPage({ hash: '#get-/pets/-petId-' }, async (page) => {
      expect(await waitInView(page, 'get-/pets/{petId}')).toBe(true);
    });
    await withPage({ hash: '#/api/get-/health', attrs: { 'route-prefix': '#/api/' } }, async (page) => {
      expect(await waitInView(page, 'get-/health')).toBe(true);
    });
    await withPage({ hash: '#get-/pets', attrs: { 'render-style': 'focused' } }, async (page) => {
      expect(await shownOperations(page)).toEqual(['get-/pets']);
    });
  });

  it('the fixed anchors and tag sections work as routes', async () => {
    for (const id of ['overview', 'servers', 'auth', 'operations-top', 'tag--admin']) {
      await withPage({ hash: `#${id}`, children: '<p slot="operations-top">Top of the operations</p><p slot="auth">Auth notes</p>' }, async (page) => {
        expect(await waitInView(page, id), id).toBe(true);
      });
    }
  });

  it('back and forward move between visited sections', async () => {
    await withPage({}, async (page) => {
      await page.locator('spec-doc nav a[data-nav-id="get-/users"]').click();
      await page.locator('spec-doc nav a[data-nav-id="get-/admin/stats"]').click();
      await page.locator('spec-doc nav a[data-nav-id="get-/health"]').click();
      expect(await currentHash(page)).toBe('#get-/health');
      await page.goBack();
      expect(await currentHash(page)).toBe('#get-/admin/stats');
      expect(await waitInView(page, 'get-/admin/stats')).toBe(true);
      await page.goBack();
      expect(await waitInView(page, 'get-/users')).toBe(true);
      await page.goForward();
      expect(await waitInView(page, 'get-/admin/stats')).toBe(true);
      expect(await activeNavId(page)).toBe('get-/admin/stats');
    });
  });

  it('goto-path navigates once after load', async () => {
    await withPage({ attrs: { 'goto-path': 'get-/health' } }, async (page) => {
      expect(await waitInView(page, 'get-/health')).toBe(true);
    });
    await withPage({ attrs: { 'goto-path': 'get-/pets', 'render-style': 'focused' } }, async (page) => {
      expect(await shownOperations(page)).toEqual(['get-/pets']);
    });
  });
});

describe('scrollToPath', () => {
  it('returns true and goes to an existing operation (either id form), false otherwise', async () => {
    await withPage({}, async (page) => {
      expect(await scrollToPath(page, 'get-/health')).toBe(true);
      expect(await waitInView(page, 'get-/health')).toBe(true);
      expect(await scrollToPath(page, 'get-/users/-userId-')).toBe(true);
      expect(await waitInView(page, 'get-/users/{userId}')).toBe(true);
      expect(await scrollToPath(page, 'get-/nowhere')).toBe(false);
      expect(await scrollToPath(page, 'patch-/users')).toBe(false);
    });
    await withPage({ attrs: { 'render-style': 'focused' } }, async (page) => {
      expect(await scrollToPath(page, 'post-/users')).toBe(true);
      await page.waitForFunction(() => document.querySelector('spec-doc')!.shadowRoot!.querySelector('main [data-op-id="post-/users"]'));
      expect(await shownOperations(page)).toEqual(['post-/users']);
    });
  });
});

/**
 * A loaded machine, made reproducible: the description worker's answers to operation requests
 * reach the page one at a time, `gapMs` apart (the worker and everything else are the real ones).
 */
async function slowBodies(page: Page, gapMs: number): Promise<void> {
  await page.evaluate((gap) => {
    const Native = window.Worker;
    window.Worker = class extends Native {
      private readonly operationIds = new Set<number>();
      private next = 0;
      override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
        const m = message as { type?: string; id?: number };
        if (m.type === 'operation' && m.id !== undefined) this.operationIds.add(m.id);
        if (Array.isArray(options)) super.postMessage(message, options);
        else super.postMessage(message, options);
      }
      override set onmessage(handler: ((e: MessageEvent) => void) | null) {
        super.onmessage = (e: MessageEvent<{ id: number; type: string }>) => {
          if (!handler) return;
          if (e.data.type !== 'result' || !this.operationIds.has(e.data.id)) {
            handler.call(this, e);
            return;
          }
          this.next = Math.max(performance.now(), this.next) + gap;
          setTimeout(() => handler.call(this, e), this.next - performance.now());
        };
      }
    };
  }, gapMs);
}

describe('holding a navigated-to operation', () => {
  // One retry: in one CI run of 4,906 tests (2026-11-28) the section ended 6,861 px below the top
  // after 4 s; not seen in any other run, alone or beside three CPU burners, and not explained yet
  // (CONTRIBUTING.md's Known issues notes it with the phone test's three). A hold that is broken fails twice.
  it.runIf(findSpecsDir())('scrollToPath keeps the operation at the top while the bodies around it arrive slowly, until the reader scrolls (Stripe)', { retry: 1 }, async () => {
    // Without the browser's scroll anchoring (off here through the main part, as a host page may
    // turn it off; not every browser has it), only the element's own hold keeps the place.
    const prepare = async (page: Page): Promise<void> => {
      await page.addStyleTag({ content: 'spec-doc::part(main) { overflow-anchor: none; }' });
      await slowBodies(page, 800);
    };
    await withPage({ spec: '/specs/stripe/spec3.json', attrs: { 'render-style': 'read' }, prepare }, async (page) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const id = 'post-/v1/charges';
      const offset = (): Promise<number> =>
        page.evaluate((target) => {
          const root = document.querySelector('spec-doc')!.shadowRoot!;
          return root.getElementById(target)!.getBoundingClientRect().top - root.querySelector('main')!.getBoundingClientRect().top;
        }, id);
      expect(await scrollToPath(page, id)).toBe(true);
      // Its own body and those of the sections near it come 800 ms apart: more than the
      // moment the page must stay still before the hold may end.
      await page.locator(`spec-doc [data-op-id="${id}"] .op-aside .code-samples-generated pre`).waitFor();
      await page.waitForTimeout(4000);
      expect(Math.abs(await offset())).toBeLessThan(2);
      // The reader takes over: their scroll is not pulled back (bodies still arriving above may
      // move the section further, with no anchoring here, but nothing brings it back to the top).
      await page.locator('spec-doc main').hover();
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(1000);
      expect(Math.abs(await offset())).toBeGreaterThan(300);
    });
  });
});

describe('listeners', () => {
  it('removing the element leaves no window or document listener behind', async () => {
    const m = await mountReading(browser(), staticUrl, { hash: '' });
    try {
      // Count live listeners from a fresh element's creation to its removal.
      const left = await m.page.evaluate(async () => {
        const live = new Map<string, number>();
        const key = (t: EventTarget, type: string) => `${t === window ? 'window' : t === document ? 'document' : 'other'}:${type}`;
        for (const target of [window, document] as EventTarget[]) {
          const add = target.addEventListener.bind(target);
          const remove = target.removeEventListener.bind(target);
          target.addEventListener = (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | AddEventListenerOptions) => {
            live.set(key(target, type), (live.get(key(target, type)) ?? 0) + 1);
            add(type, fn, opts);
          };
          target.removeEventListener = (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | EventListenerOptions) => {
            live.set(key(target, type), (live.get(key(target, type)) ?? 0) - 1);
            remove(type, fn, opts);
          };
        }
        const el = document.createElement('spec-doc');
        const loaded = new Promise((r) => el.addEventListener('spec-loaded', r, { once: true }));
        document.body.append(el);
        el.setAttribute('spec-url', '/test/fixtures/reading.yaml');
        await loaded;
        const during = [...live.entries()].filter(([, n]) => n > 0).map(([k]) => k);
        el.remove();
        return { during, after: [...live.entries()].filter(([, n]) => n !== 0) };
      });
      expect(left.during).toEqual(expect.arrayContaining(['window:popstate', 'window:hashchange', 'document:keydown']));
      expect(left.after).toEqual([]);
      expect(m.errors).toEqual([]);
    } finally {
      await m.page.context().close();
    }
  });
});
