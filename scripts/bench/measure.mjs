// One measured load of one viewer on one description, in a fresh browser context: first
// operation, idle, long tasks, heap (the page's and its dedicated workers').
import { performance } from 'node:perf_hooks';
import { QUIET_MS, VIEWPORT } from './config.mjs';
import { probe } from './page-probe.mjs';
import { phasesOf } from './report.mjs';
import { readinessSelector, VIEWERS } from './peers.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const TIMED_OUT = Symbol('timed out');
export function withTimeout(promise, ms) {
  let t;
  const guarded = promise.catch((e) => {
    throw e;
  });
  guarded.catch(() => {}); // never an unhandled rejection once we stopped waiting
  return Promise.race([guarded, new Promise((r) => (t = setTimeout(() => r(TIMED_OUT), Math.max(0, ms))))]).finally(() => clearTimeout(t));
}

// Uncaught errors that do not mean the viewer failed: RapiDoc's FontFace loads from
// fonts.gstatic.com reject with a bare NetworkError when offline.
const BENIGN_PAGE_ERRORS = [/^A network error occurred\.?$/];

export async function loadOnce(browser, base, viewerKey, specFile, opt) {
  const viewer = VIEWERS[viewerKey];
  const r = {
    status: 'ok',
    firstOpMs: null,
    belowFold: false,
    idleMs: null,
    idleCapped: false,
    longestTaskMs: null,
    longTaskTotalMs: null,
    longTaskCount: null,
    heapMB: null,
    workerHeapMB: null,
    marks: null,
    phases: null,
    opsRendered: null,
    firstOpText: null,
    requests: 0,
    failedRequests: 0,
    pageErrors: [],
    fatal: null,
    note: null,
  };
  const q = new URLSearchParams({ spec: `/specs/${specFile}` });
  if (viewer.fixedStyle) q.set('style', viewer.fixedStyle);
  else if (viewer.style) q.set('style', opt.style);
  const url = `${base}/${viewer.page}?${q}`;

  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  let crashed = false;
  try {
    const page = await context.newPage();
    await page.addInitScript(probe, { selector: readinessSelector(viewer, opt.style) });
    page.on('pageerror', (e) => r.pageErrors.length < 20 && r.pageErrors.push(String((e && e.message) || e).slice(0, 300)));
    page.on('crash', () => (crashed = 'page crashed'));
    // RapiDoc on Stripe: the renderer goes away without a 'crash' event; the page just closes.
    page.on('close', () => (crashed ||= 'page closed by the browser (renderer gone)'));
    // Network activity of the page and its workers, in Node's clock.
    const inflight = new Set();
    let lastNetNode = 0;
    page.on('request', (req) => {
      r.requests++;
      inflight.add(req);
      lastNetNode = performance.now();
    });
    const done = (req) => {
      inflight.delete(req);
      lastNetNode = performance.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', (req) => {
      r.failedRequests++;
      done(req);
    });
    const cdp = await context.newCDPSession(page);
    const workers = await attachWorkers(cdp);

    const t0 = performance.now();
    const deadline = t0 + opt.timeoutMs;
    const nav = page.goto(url, { waitUntil: 'commit', timeout: opt.timeoutMs });
    const navRes = await withTimeout(nav, opt.timeoutMs);
    if (navRes === TIMED_OUT) throw Object.assign(new Error('navigation timeout'), { status: 'timeout' });
    // Page clock <-> Node clock: both timeOrigins are anchored to the same wall clock.
    const pageOrigin = await withTimeout(
      page.evaluate(() => performance.timeOrigin),
      deadline - performance.now(),
    );
    const offset = typeof pageOrigin === 'number' ? performance.timeOrigin - pageOrigin : 0; // pageNow = nodeNow + offset

    const state = () =>
      page.evaluate(() => {
        const B = window.__bench;
        if (!B) return null;
        let lastTaskEnd = 0;
        for (const [s, d] of B.longTasks) lastTaskEnd = Math.max(lastTaskEnd, s + d);
        return {
          now: performance.now(),
          firstOp: B.firstOp,
          firstRendered: B.firstRendered,
          firstOpText: B.firstOpText,
          fatal: B.fatal,
          lastTaskEnd,
          lastResourceEnd: B.lastResourceEnd,
        };
      });

    // First operation visible, then idle: the first window of QUIET_MS after it with no long task
    // and no network. If operations are laid out but none is in the viewport (a long intro fills
    // it), the first op is the time one was laid out below the fold, once the page went idle.
    let last = null;
    let fatalSeenAt = null;
    for (;;) {
      if (crashed) break;
      const left = deadline - performance.now();
      if (left <= 0) break;
      const st = await withTimeout(state(), left);
      if (st === TIMED_OUT) break;
      if (st) {
        last = st;
        const anchor = st.firstOp ?? st.firstRendered;
        if (anchor !== null) {
          const lastNet = Math.max(st.lastResourceEnd, lastNetNode ? lastNetNode + offset : 0);
          const quietStart = Math.max(anchor, st.lastTaskEnd, lastNet);
          if (inflight.size === 0 && st.now - quietStart >= QUIET_MS) {
            r.idleMs = quietStart;
            break;
          }
        } else if (st.fatal) {
          r.fatal = st.fatal.msg;
          fatalSeenAt ??= performance.now();
          if (performance.now() - fatalSeenAt > 2000) break; // it said it failed and shows nothing
        }
      }
      await sleep(last && (last.firstOp ?? last.firstRendered) !== null ? 100 : 50);
    }
    await withTimeout(
      page.evaluate(() => window.__bench && (window.__bench.stop = true)),
      5000,
    );

    const firstOp = last ? (last.firstOp ?? last.firstRendered) : null;
    if (firstOp === null) {
      const errors = r.pageErrors.filter((m) => !BENIGN_PAGE_ERRORS.some((re) => re.test(m)));
      r.status = r.fatal || crashed || errors.length ? 'error' : 'timeout';
      r.note = r.fatal || crashed || errors[0] || `no operation visible within ${opt.timeoutMs / 1000} s`;
      return r;
    }
    r.firstOpMs = firstOp;
    r.belowFold = last.firstOp === null;
    r.firstOpText = last.firstOpText;
    if (r.idleMs === null) {
      r.idleMs = Math.min(opt.timeoutMs, performance.now() - t0);
      r.idleCapped = true;
    }
    if (crashed) {
      r.note = `${crashed} after the first operation was shown`;
      return r;
    }

    // Long tasks up to idle.
    const tasks = await withTimeout(
      page.evaluate(() => window.__bench.longTasks),
      15_000,
    );
    if (Array.isArray(tasks)) {
      const upto = tasks.filter(([start]) => start < r.idleMs);
      r.longTaskCount = upto.length;
      r.longestTaskMs = upto.reduce((m, [, d]) => Math.max(m, d), 0);
      r.longTaskTotalMs = upto.reduce((sum, [, d]) => sum + d, 0);
      r.longTasks = upto.map(([start, d]) => [Math.round(start), Math.round(d)]);
    }
    // Load-phase marks (spec-doc's, the worker's placed on the page's timeline, and the floor's):
    // the first of each name, in ms from navigation start, like firstOp.
    const marks = await withTimeout(
      page.evaluate(() => {
        const out = {};
        for (const m of performance.getEntriesByType('mark')) if (/^(spec-doc|floor):/.test(m.name) && !(m.name in out)) out[m.name] = m.startTime;
        return out;
      }),
      15_000,
    );
    if (marks && typeof marks === 'object') {
      r.marks = marks;
      r.phases = phasesOf(viewerKey, marks, r.firstOpMs);
    }
    const ops = await withTimeout(
      page.evaluate(() => window.__bench.count()),
      15_000,
    );
    if (typeof ops === 'number') r.opsRendered = ops;

    // Heap after load, after a full GC.
    const heap = await withTimeout(
      (async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        return (await cdp.send('Runtime.getHeapUsage')).usedSize;
      })(),
      30_000,
    );
    if (typeof heap === 'number') r.heapMB = heap / 2 ** 20;
    else r.note = 'heap measurement timed out';
    const wHeap = await withTimeout(workers.heapBytes(), 20_000);
    if (typeof wHeap === 'number') r.workerHeapMB = wHeap / 2 ** 20;
    return r;
  } catch (e) {
    r.status = e && e.status ? e.status : 'error';
    r.note = String((e && e.message) || e)
      .split('\n')[0]
      .slice(0, 300);
    return r;
  } finally {
    const closed = await withTimeout(
      context.close().catch(() => {}),
      15_000,
    );
    if (closed === TIMED_OUT) r.note = (r.note ? r.note + '; ' : '') + 'context.close() timed out';
  }
}

// Dedicated workers: auto-attach through the page's CDP session (non-flat protocol: messages are
// wrapped in Target.sendMessageToTarget). If the browser refuses, worker heaps are left out.
async function attachWorkers(cdp) {
  const sessions = new Map(); // sessionId -> { type, url }
  const pending = new Map(); // message id -> resolve
  let nextId = 1;
  let ok = false;
  cdp.on('Target.attachedToTarget', (ev) => {
    if (ev.targetInfo && /worker/.test(ev.targetInfo.type)) sessions.set(ev.sessionId, ev.targetInfo);
  });
  cdp.on('Target.detachedFromTarget', (ev) => sessions.delete(ev.sessionId));
  cdp.on('Target.receivedMessageFromTarget', (ev) => {
    let msg;
    try {
      msg = JSON.parse(ev.message);
    } catch {
      return;
    }
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  });
  try {
    await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
    ok = true;
  } catch {
    // The browser refused: worker heaps are left out (heapBytes answers null).
  }
  const call = (sessionId, method, params = {}) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(() => {
        pending.delete(id);
        resolve(null);
      });
    });
  return {
    async heapBytes() {
      if (!ok || sessions.size === 0) return ok ? 0 : null;
      let total = 0;
      for (const sid of sessions.keys()) {
        await call(sid, 'HeapProfiler.collectGarbage');
        const m = await call(sid, 'Runtime.getHeapUsage');
        if (m && m.result && typeof m.result.usedSize === 'number') total += m.result.usedSize;
      }
      return total;
    },
  };
}
