// `node scripts/bench-plain.mjs`: the first operation of the floor and spec-doc (and a --baseline
// build) on the large descriptions, in a Chromium with no DevTools attached.
//
// Why a second driver: `npm run bench` drives Chromium with Playwright, which enables the DevTools
// Network domain for its request events; Chromium then keeps and decodes every response body for
// DevTools, on the thread that fetched it. On these machines that made the download of Stripe's
// 5.2 MB take 620-750 ms instead of 160-250 ms, for every viewer alike (measured 2026-11-27; see
// the README's Benchmark). Here Chromium is started plainly with one page: each page reports its
// first operation and load marks to this script's server and is sent on to the next page, so no
// debugging protocol is involved. Loads alternate between viewers; one unmeasured round warms up.
// Same page probe, readiness selectors and phase split as `npm run bench`; no heap, idle or peers.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, REPO, SPECS, SPECS_DIR, VIEWPORT } from './bench/config.mjs';
import { probe } from './bench/page-probe.mjs';
import { readinessSelector, VIEWERS } from './bench/peers.mjs';
import { median, pairedDifference, phasesOf, PHASE_COLUMNS } from './bench/report.mjs';
import { contentTypeFor } from '../test/servers/static-server.mjs';

const HELP = `Usage: node scripts/bench-plain.mjs [options]   (build first: npm run build)

  --runs N        loads per viewer per description, after one warm-up round (default 5)
  --only a,b      descriptions: ${SPECS.map((s) => s.key).join(', ')} (default: all); an item
                  containing "/" is a path under ../shared/specs
  --baseline DIR  also load another build's dist/ folder, shown as "spec-doc (baseline)", and
                  print spec-doc's first op minus the baseline's, paired by round, with an
                  interval: what tells a change from the machine's noise
  --style S       spec-doc's render-style: read | view | focused (default read; in focused, the
                  first op is the first operation entry in the nav bar, as in npm run bench)
  --marks FILE    also write every load's report (first op, marks, longest tasks) as JSON:
                  [[description, [[viewer, [report, …]], …]], …]
  -h, --help      this text
`;

/** The command line: { runs, specs, baseline }. */
export function parsePlainArgs(argv) {
  const o = { runs: 5, specs: SPECS, baseline: null, style: 'read', marks: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '-h' || a === '--help') o.help = true;
    else if (a === '--runs') {
      o.runs = Number(next());
      if (!Number.isInteger(o.runs) || o.runs < 1) throw new Error('--runs needs a whole number of at least 1');
    } else if (a === '--only')
      o.specs = next()
        .split(',')
        .map((k) => SPECS.find((s) => s.key === k) ?? (k.includes('/') ? { key: k, name: k, file: k } : null) ?? fail(`unknown description ${k}`));
    else if (a === '--baseline') o.baseline = path.resolve(next());
    else if (a === '--marks') o.marks = path.resolve(next());
    else if (a === '--style') {
      o.style = next();
      if (!['read', 'view', 'focused'].includes(o.style)) throw new Error('--style is read, view or focused');
    } else throw new Error(`unknown option ${a} (--help lists them)`);
  }
  return o;
}

function fail(message) {
  throw new Error(message);
}

/** The viewers: the page each loads, the dist/ folder its /dist/ is served from and its readiness selector. */
function viewersOf(o) {
  const v = [plainViewer('floor', o.style), { ...plainViewer('spec-doc', o.style), dist: path.join(REPO, 'dist') }];
  if (o.baseline) v.push({ ...plainViewer('spec-doc', o.style), key: 'spec-doc-baseline', label: 'spec-doc (baseline)', dist: o.baseline });
  return v;
}

/** One of `npm run bench`'s viewers (scripts/bench/peers.mjs) as this driver loads it, in render-style `style`. */
export function plainViewer(key, style) {
  const viewer = VIEWERS[key];
  return { key, label: viewer.name, page: viewer.page, selector: readinessSelector(viewer, style), style: viewer.fixedStyle ?? style, dist: null };
}

/**
 * The script each page gets first: the bench's probe, then a poll that posts the first operation
 * (or, when every operation is below the fold, the first one laid out, 2 s on) and the marks to
 * /done, whose answer names the next page, once the page has settled (QUIET_MS without a long
 * task). A page with no operation after `limitMs` reports none.
 */
function reporter(selector, limitMs) {
  return `<script>(${probe.toString()})(${JSON.stringify({ selector })});
(function () {
  var start = performance.now();
  (function poll() {
    var B = window.__bench;
    var below = B && B.firstOp === null && B.firstRendered !== null && performance.now() - B.firstRendered > 2000;
    if (!B || (B.firstOp === null && !below && !B.fatal && performance.now() - start < ${limitMs})) return void setTimeout(poll, 5);
    var firstOp = B.firstOp !== null ? B.firstOp : B.firstRendered;
    if (firstOp === null || B.fatal) return void report(firstOp);
    // After the first op the page goes on loading (the rest of the first screen, the text for
    // spec-loaded): wait for QUIET_MS without a long task (at most SETTLE_MS) to see those tasks too.
    (function settle() {
      var last = firstOp;
      B.longTasks.forEach(function (t) { last = Math.max(last, t[0] + t[1]); });
      var now = performance.now();
      if (now - last < ${QUIET_MS} && now - firstOp < ${SETTLE_MS}) return void setTimeout(settle, 20);
      report(firstOp);
    })();
  })();
  function report(firstOp) {
    var B = window.__bench;
    var marks = {};
    performance.getEntriesByType('mark').forEach(function (m) { if (!(m.name in marks)) marks[m.name] = m.startTime; });
    var longest = 0;
    var longestAll = 0;
    B.longTasks.forEach(function (t) {
      if (firstOp !== null && t[0] < firstOp) longest = Math.max(longest, t[1]);
      longestAll = Math.max(longestAll, t[1]);
    });
    fetch('/done', { method: 'POST', body: JSON.stringify({ firstOp: firstOp, marks: marks, longest: longest, longestAll: longestAll, fatal: B.fatal && B.fatal.msg, from: document.referrer }) })
      .then(function (r) { return r.json(); })
      .then(function (j) { if (j.next) location.href = j.next; });
  }
})();</script>`;
}

/** How long a page must go without a long task after its first op before it reports (the load has settled), and the most it waits for that. */
export const QUIET_MS = 500;
export const SETTLE_MS = 5000;

/**
 * The page every load is reached from: blank, it waits REST_MS and then goes on to `?to=`. Going
 * from one measured page straight to the next made each load pay for the previous page's teardown
 * (a large page's heap and DOM freed on the same renderer's main thread), and viewers load in a
 * fixed order, so the floor always followed a large spec-doc page and spec-doc a small floor page:
 * a bias in spec-doc's favour. From a page that has rested, every load starts alike.
 */
export const REST_MS = 300;
const REST_PAGE = `<!doctype html><title>rest</title><script>setTimeout(function () { location.replace(new URLSearchParams(location.search).get('to')); }, ${REST_MS});</script>`;

/**
 * The order of the loads: a warm-up round, then `runs` rounds, each loading every description in
 * every viewer. The floor (viewer 0) comes first; the others take turns at going first (spec-doc
 * and a --baseline swap places each round): a load's place in the round has its own cost, which a
 * fixed order would put into their paired difference (in an A/A run, the same build measured a
 * "page" phase 7 ms longer in the later place).
 */
export function loadPlan(viewerCount, specs, runs) {
  const plan = [];
  for (let round = 0; round <= runs; round++) {
    for (const spec of specs) {
      const rest = Array.from({ length: viewerCount - 1 }, (_, i) => i + 1);
      if (round % 2 === 1) rest.reverse();
      for (const v of [0, ...rest]) plan.push({ spec, v, warm: round === 0 });
    }
  }
  return plan;
}

/**
 * Loads each description in each viewer `runs` times (after one unmeasured round), alternating
 * viewers, in a Chromium with no DevTools attached; returns spec key → viewer key → the loads'
 * reports ({ firstOp, marks, longest, longestAll, fatal }: firstOp null when none showed; the
 * longest task before the first op, and until settled). A page that does not report within
 * `timeoutMs` (a viewer that hangs, a renderer that died) is recorded as failed and the browser is
 * started again on the next page, which it first loads once unmeasured (progress shows `w`).
 */
export async function plainLoads({ viewers, specs, runs, timeoutMs = 60_000, progress = (c) => process.stderr.write(c) }) {
  const files = new Map();
  const read = (f) => files.get(f) ?? files.set(f, readFileSync(f)).get(f);
  const plan = loadPlan(viewers.length, specs, runs);
  const results = new Map();
  const record = ({ spec, v, warm }, got) => {
    if (warm) return;
    const bySpec = results.get(spec.key) ?? results.set(spec.key, new Map()).get(spec.key);
    (bySpec.get(viewers[v].key) ?? bySpec.set(viewers[v].key, []).get(viewers[v].key)).push(got);
  };
  let step = 0;
  // Set when a new browser was started: its first load is an unmeasured warm-up of the next one.
  let rewarm = false;
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  let base = '';
  const urlOf = ({ spec, v }) => `${base}/v${v}/${viewers[v].page}?spec=/specs/${spec.file}&style=${viewers[v].style}`;
  // Each load starts from a blank page that has rested: see REST_PAGE.
  const viaRest = (load) => `${base}/rest?to=${encodeURIComponent(urlOf(load))}`;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/done') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const got = JSON.parse(body);
        if (rewarm) {
          // A Chromium just started is busy with its new profile for a while, and has compiled
          // none of the page's code yet: the run's first round is unmeasured for the same reason.
          // Measured, the load after RapiDoc's hang on Stripe took 213-346 ms against 110-144.
          rewarm = false;
          progress('w');
        } else {
          record(plan[step], got);
          progress(got.firstOp == null ? 'x' : '.');
          step++;
        }
        const next = step < plan.length ? viaRest(plan[step]) : null;
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ next }));
        if (!next) finish();
      });
      return;
    }
    if (url.pathname === '/rest') {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      res.end(REST_PAGE);
      return;
    }
    const m = /^\/v(\d+)(\/.*)$/.exec(url.pathname);
    const viewer = m ? viewers[Number(m[1])] : undefined;
    const p = m ? m[2] : url.pathname;
    const file = p.startsWith('/specs/') ? path.join(SPECS_DIR, p.slice(7)) : p.startsWith('/dist/') && viewer?.dist ? path.join(viewer.dist, p.slice(6)) : path.join(REPO, p);
    if (!file.startsWith(REPO) && !file.startsWith(SPECS_DIR) && !(viewer?.dist && file.startsWith(viewer.dist))) {
      res.writeHead(403);
      res.end();
      return;
    }
    let body;
    try {
      body = read(file);
    } catch {
      res.writeHead(404, { 'cache-control': 'no-store' });
      res.end();
      return;
    }
    if (viewer && p === `/${viewer.page}`) {
      // The probe goes first; the bundle is asked for under this viewer's prefix, so its chunks and worker are too.
      body = Buffer.from(
        body
          .toString()
          .replace('<head>', '<head>' + reporter(viewer.selector, timeoutMs))
          .replace('src="/dist/spec-doc.js"', `src="/v${m[1]}/dist/spec-doc.js"`),
      );
    }
    res.writeHead(200, { 'content-type': contentTypeFor(file), 'content-length': body.length, 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  let browser;
  let profile;
  const stop = () => {
    try {
      process.kill(-browser.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const start = (url) => {
    profile = path.join(tmpdir(), `spec-doc-bench-plain-${process.pid}-${step}`);
    browser = spawn(CHROMIUM, [...CHROMIUM_ARGS, `--window-size=${VIEWPORT.width},${VIEWPORT.height}`, `--user-data-dir=${profile}`, url], { stdio: 'ignore', detached: true });
  };
  start(viaRest(plan[0]));
  // The reporter gives up after timeoutMs; a page silent well past that is gone: the load is
  // recorded as failed and a new browser goes on with the next one.
  let lastStep = -1;
  let silentSince = Date.now();
  const watch = setInterval(() => {
    if (step !== lastStep) {
      lastStep = step;
      silentSince = Date.now();
      return;
    }
    if (Date.now() - silentSince < timeoutMs + 15_000) return;
    record(plan[step], { firstOp: null, marks: {}, longest: null, longestAll: null, fatal: 'no report (the page hung or its renderer died)' });
    progress('!');
    stop();
    const old = profile;
    setTimeout(() => rmSync(old, { recursive: true, force: true }), 300);
    step++;
    if (step < plan.length) {
      // The new browser loads the next page once unmeasured, then again measured (see rewarm).
      rewarm = true;
      start(viaRest(plan[step]));
    } else finish();
  }, 1000);
  await finished;
  clearInterval(watch);
  stop();
  server.close();
  await new Promise((r) => setTimeout(r, 300));
  rmSync(profile, { recursive: true, force: true });
  return results;
}

async function main() {
  let o;
  try {
    o = parsePlainArgs(process.argv.slice(2));
  } catch (e) {
    console.error(String(e.message));
    process.exit(2);
  }
  if (o.help) {
    process.stdout.write(HELP);
    return;
  }
  const viewers = viewersOf(o);
  const results = await plainLoads({ viewers, specs: o.specs, runs: o.runs });
  process.stderr.write('\n');
  if (o.marks) writeFileSync(o.marks, JSON.stringify([...results].map(([spec, byViewer]) => [spec, [...byViewer]])));
  console.log(report(o, viewers, results));
}

/** The median of the numbers among `xs`, or null when there are none. */
export function middle(xs) {
  const numbers = xs.filter((x) => typeof x === 'number' && Number.isFinite(x));
  return numbers.length ? median(numbers) : null;
}

/**
 * Markdown lines: per description, spec-doc's first op minus the baseline's, paired by round
 * (pairedDifference): its median and an interval of at least 90 % confidence. The two medians in the table each carry the
 * whole run's noise; the paired difference is what tells a change from it.
 */
export function againstBaseline(specs, results, mineKey, baseKey) {
  const lines = [
    'spec-doc minus spec-doc (baseline), first op paired by round (ms: the median difference, and an interval that holds the true one with at least 90 % confidence; an interval that holds 0 is no difference this run can tell):',
    '',
    '| description | difference | 90 % interval | pairs |',
    '|---|---:|---|---:|',
  ];
  for (const spec of specs) {
    const first = (key) => (results.get(spec.key)?.get(key) ?? []).map((r) => r.firstOp);
    const d = pairedDifference(first(mineKey), first(baseKey));
    const signed = (x) => `${x > 0 ? '+' : ''}${Math.round(x)}`;
    lines.push(d ? `| ${spec.name} | ${signed(d.median)} | ${signed(d.low)} to ${signed(d.high)} | ${d.pairs} |` : `| ${spec.name} | – | fewer than 6 pairs | – |`);
  }
  return lines;
}

/** Markdown: per description, each viewer's median first op, its ratio to the floor's, and its phases (columns no load has are left out). */
export function report(o, viewers, results) {
  const rows = [];
  for (const spec of o.specs) {
    const bySpec = results.get(spec.key);
    const floor = middle((bySpec?.get('floor') ?? []).map((r) => r.firstOp));
    for (const v of viewers) {
      const runs = bySpec?.get(v.key) ?? [];
      const first = middle(runs.map((r) => r.firstOp));
      const phases = runs.map((r) => (r.firstOp == null ? null : phasesOf(v.key, r.marks, r.firstOp))).filter(Boolean);
      rows.push({
        spec: v === viewers[0] ? spec.name : '',
        viewer: v.label,
        first: first == null ? 'failed' : String(Math.round(first)),
        ratio: first != null && floor ? `${(first / floor).toFixed(2)}×` : '–',
        longest: middle(runs.map((r) => r.longest)),
        longestAll: middle(runs.map((r) => r.longestAll)),
        phases: Object.fromEntries(PHASE_COLUMNS.map((c) => [c, middle(phases.map((p) => p[c]))])),
      });
    }
  }
  const cols = PHASE_COLUMNS.filter((c) => rows.some((r) => r.phases[c] != null));
  const lines = [
    `First operation without DevTools (${o.style} style, medians of ${o.runs}, ms; ${new Date().toISOString().slice(0, 10)}); "longest task": the longest main-thread task before it; "until settled": the longest from navigation until ${QUIET_MS} ms passed without one (at most ${SETTLE_MS} ms after the first op)`,
    '',
  ];
  lines.push(`| description | viewer | first op | ratio | longest task | until settled | ${cols.join(' | ')} |`, `|---|---|---:|---:|---:|---:|${cols.map(() => '---:|').join('')}`);
  const ms = (x) => (x == null ? '–' : String(Math.round(x)));
  for (const r of rows) lines.push(`| ${r.spec} | ${r.viewer} | ${r.first} | ${r.ratio} | ${ms(r.longest)} | ${ms(r.longestAll)} | ${cols.map((c) => ms(r.phases[c])).join(' | ')} |`);
  const [mine, base] = [viewers.find((v) => v.key === 'spec-doc'), viewers.find((v) => v.key === 'spec-doc-baseline')];
  if (mine && base) lines.push('', ...againstBaseline(o.specs, results, mine.key, base.key));
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
