// Timings of spec-doc once loaded: search in the Ctrl+K dialog and scrolling the read style.
import { SEARCH_QUERIES, VIEWPORT } from './config.mjs';
import { sleep, TIMED_OUT, withTimeout } from './measure.mjs';
import { median } from './report.mjs';

/**
 * Opens GitHub's description in spec-doc, opens the search dialog (Ctrl+K) and types each query;
 * the dialog reports `searchMs` (query sent to the worker → results rendered) in its
 * search-results event. The first query includes building the index, so it is reported apart.
 */
export async function timeSearch(browser, base, specFile, opt) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/bench/spec-doc.html?spec=/specs/${specFile}`);
    await page.waitForFunction(() => document.querySelector('spec-doc')?.shadowRoot?.querySelector('[data-op-id]'), null, { timeout: opt.timeoutMs });
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the API' });
    await input.waitFor({ state: 'visible', timeout: 10_000 });
    const rows = [];
    for (const round of [0, 1, 2]) {
      for (const query of SEARCH_QUERIES) {
        const done = page.evaluate(
          (q) =>
            new Promise((resolve) => {
              const d = document.querySelector('spec-doc').shadowRoot.querySelector('spec-doc-search-dialog');
              d.addEventListener('search-results', function on(e) {
                if (e.detail.query !== q) return;
                d.removeEventListener('search-results', on);
                resolve(e.detail);
              });
            }),
          query,
        );
        await input.fill(query);
        const r = await withTimeout(done, 30_000);
        if (r === TIMED_OUT) throw new Error(`no search results for "${query}" within 30 s`);
        rows.push({ round, query, count: r.count, searchMs: r.searchMs });
        await input.fill('');
      }
    }
    const first = rows[0];
    const warm = rows.slice(1);
    return {
      firstQuery: { query: first.query, searchMs: first.searchMs, note: 'the first after the dialog opened; the index is built in the worker when it opens' },
      perQuery: SEARCH_QUERIES.map((q) => {
        const xs = warm.filter((r) => r.query === q).map((r) => r.searchMs);
        return { query: q, count: rows.find((r) => r.query === q).count, medianMs: median(xs), maxMs: Math.max(...xs) };
      }),
      medianMs: median(warm.map((r) => r.searchMs)),
      maxMs: Math.max(...warm.map((r) => r.searchMs)),
    };
  } catch (e) {
    return { error: String((e && e.message) || e) };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * Scrolls spec-doc's read style through GitHub's whole description (the main area moved by 600 px
 * per animation frame, top to bottom), once every operation heading is rendered, and reports frame
 * intervals, long tasks during the scroll, and the heap after a GC.
 */
export async function timeScroll(browser, base, specFile, opt) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/bench/spec-doc.html?spec=/specs/${specFile}`);
    await page.waitForFunction(() => document.querySelector('spec-doc')?.shadowRoot?.querySelector('[data-op-id]'), null, { timeout: opt.timeoutMs });
    // Wait until the batches are done (the count of operation sections stops growing).
    let last = -1;
    for (let i = 0; i < 200; i++) {
      const n = await page.evaluate(() => document.querySelector('spec-doc').shadowRoot.querySelectorAll('[data-op-id]').length);
      if (n === last) break;
      last = n;
      await sleep(250);
    }
    const r = await page.evaluate(async () => {
      const main = document.querySelector('spec-doc').shadowRoot.querySelector('main');
      const tasks = [];
      const obs = new PerformanceObserver((l) => {
        for (const e of l.getEntries()) tasks.push(e.duration);
      });
      obs.observe({ type: 'longtask' });
      const frames = [];
      let prev = performance.now();
      const t0 = prev;
      while (main.scrollTop + main.clientHeight < main.scrollHeight - 2 && frames.length < 8000) {
        main.scrollTop += 600;
        await new Promise((res) => requestAnimationFrame(res));
        const now = performance.now();
        frames.push(now - prev);
        prev = now;
      }
      obs.disconnect();
      frames.sort((a, b) => a - b);
      const q = (p) => frames[Math.min(frames.length - 1, Math.floor(p * frames.length))];
      return {
        frames: frames.length,
        totalMs: performance.now() - t0,
        p50: q(0.5),
        p95: q(0.95),
        max: frames[frames.length - 1],
        longTasks: tasks.length,
        longestTask: tasks.length ? Math.max(...tasks) : 0,
        sections: document.querySelector('spec-doc').shadowRoot.querySelectorAll('[data-op-id]').length,
        scrollHeight: main.scrollHeight,
      };
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    r.heapMB = (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
    return r;
  } catch (e) {
    return { error: String((e && e.message) || e) };
  } finally {
    await context.close().catch(() => {});
  }
}
