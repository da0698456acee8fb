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
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, REPO, SPECS, SPECS_DIR, VIEWPORT } from './bench/config.mjs';
import { probe } from './bench/page-probe.mjs';
import { readinessSelector, VIEWERS } from './bench/peers.mjs';
import { median, phasesOf, PHASE_COLUMNS } from './bench/report.mjs';
import { contentTypeFor } from '../test/servers/static-server.mjs';

const HELP = `Usage: node scripts/bench-plain.mjs [options]   (build first: npm run build)

  --runs N        loads per viewer per description, after one warm-up round (default 5)
  --only a,b      descriptions: ${SPECS.map((s) => s.key).join(', ')} (default: all); an item
                  containing "/" is a path under ../shared/specs
  --baseline DIR  also load another build's dist/ folder, shown as "spec-doc (baseline)"
  --style S       spec-doc's render-style: read | view | focused (default read; in focused, the
                  first op is the first operation entry in the nav bar, as in npm run bench)
  -h, --help      this text
`;

/** The command line: { runs, specs, baseline }. */
export function parsePlainArgs(argv) {
  const o = { runs: 5, specs: SPECS, baseline: null, style: 'read' };
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

/** The viewers: the page each loads and the dist/ folder its /dist/ is served from. */
function viewersOf(o) {
  const selector = readinessSelector(VIEWERS['spec-doc'], o.style);
  const v = [
    { key: 'floor', label: 'floor', page: 'bench/floor.html', selector: 'li.op', dist: null },
    { key: 'spec-doc', label: 'spec-doc', page: 'bench/spec-doc.html', selector, dist: path.join(REPO, 'dist') },
  ];
  if (o.baseline) v.push({ key: 'spec-doc-baseline', label: 'spec-doc (baseline)', page: 'bench/spec-doc.html', selector, dist: o.baseline });
  return v;
}

/**
 * The script each page gets first: the bench's probe, then a poll that posts the first operation
 * (or, when every operation is below the fold, the first one laid out, 2 s on) and the marks to
 * /done, whose answer names the next page.
 */
function reporter(selector) {
  return `<script>(${probe.toString()})(${JSON.stringify({ selector })});
(function () {
  var start = performance.now();
  (function poll() {
    var B = window.__bench;
    var below = B && B.firstOp === null && B.firstRendered !== null && performance.now() - B.firstRendered > 2000;
    if (!B || (B.firstOp === null && !below && !B.fatal && performance.now() - start < 30000)) return void setTimeout(poll, 5);
    var marks = {};
    performance.getEntriesByType('mark').forEach(function (m) { if (!(m.name in marks)) marks[m.name] = m.startTime; });
    var firstOp = B.firstOp !== null ? B.firstOp : B.firstRendered;
    var longest = 0;
    B.longTasks.forEach(function (t) { if (firstOp !== null && t[0] < firstOp) longest = Math.max(longest, t[1]); });
    fetch('/done', { method: 'POST', body: JSON.stringify({ firstOp: firstOp, marks: marks, longest: longest, fatal: B.fatal && B.fatal.msg }) })
      .then(function (r) { return r.json(); })
      .then(function (j) { if (j.next) location.href = j.next; });
  })();
})();</script>`;
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
  const files = new Map();
  const read = (f) => files.get(f) ?? files.set(f, readFileSync(f)).get(f);
  const plan = [];
  for (let round = 0; round <= o.runs; round++) for (const spec of o.specs) for (let v = 0; v < viewers.length; v++) plan.push({ spec, v, warm: round === 0 });
  const results = new Map(); // spec key -> viewer key -> [{ firstOp, marks }]
  let step = 0;
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  let base = '';
  const urlOf = ({ spec, v }) => `${base}/v${v}/${viewers[v].page}?spec=/specs/${spec.file}&style=${o.style}`;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/done') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const { spec, v, warm } = plan[step];
        const got = JSON.parse(body);
        if (!warm) {
          const bySpec = results.get(spec.key) ?? results.set(spec.key, new Map()).get(spec.key);
          (bySpec.get(viewers[v].key) ?? bySpec.set(viewers[v].key, []).get(viewers[v].key)).push(got);
        }
        process.stderr.write(got.firstOp == null ? 'x' : '.');
        step++;
        const next = step < plan.length ? urlOf(plan[step]) : null;
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify({ next }));
        if (!next) finish();
      });
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
          .replace('<head>', '<head>' + reporter(viewer.selector))
          .replace('src="/dist/spec-doc.js"', `src="/v${m[1]}/dist/spec-doc.js"`),
      );
    }
    res.writeHead(200, { 'content-type': contentTypeFor(file), 'content-length': body.length, 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  const profile = path.join(tmpdir(), `spec-doc-bench-plain-${process.pid}`);
  const browser = spawn(CHROMIUM, [...CHROMIUM_ARGS, `--window-size=${VIEWPORT.width},${VIEWPORT.height}`, `--user-data-dir=${profile}`, urlOf(plan[0])], {
    stdio: 'ignore',
    detached: true,
  });
  // A page that never reports (a viewer that hangs) ends the run with a message, not a wait forever.
  let lastStep = -1;
  const stall = setInterval(() => {
    if (step === lastStep) finish(new Error(`no report for 60 s at load ${step + 1} of ${plan.length}`));
    lastStep = step;
  }, 60_000);
  const error = await finished;
  clearInterval(stall);
  try {
    process.kill(-browser.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  server.close();
  await new Promise((r) => setTimeout(r, 300));
  rmSync(profile, { recursive: true, force: true });
  process.stderr.write('\n');
  if (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(report(o, viewers, results));
}

/** The median of the numbers among `xs`, or null when there are none. */
function middle(xs) {
  const numbers = xs.filter((x) => typeof x === 'number' && Number.isFinite(x));
  return numbers.length ? median(numbers) : null;
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
        phases: Object.fromEntries(PHASE_COLUMNS.map((c) => [c, middle(phases.map((p) => p[c]))])),
      });
    }
  }
  const cols = PHASE_COLUMNS.filter((c) => rows.some((r) => r.phases[c] != null));
  const lines = [
    `First operation without DevTools (${o.style} style, medians of ${o.runs}, ms; ${new Date().toISOString().slice(0, 10)}); "longest task": the longest main-thread task before it`,
    '',
  ];
  lines.push(`| description | viewer | first op | ratio | longest task | ${cols.join(' | ')} |`, `|---|---|---:|---:|---:|${cols.map(() => '---:|').join('')}`);
  const ms = (x) => (x == null ? '–' : String(Math.round(x)));
  for (const r of rows) lines.push(`| ${r.spec} | ${r.viewer} | ${r.first} | ${r.ratio} | ${ms(r.longest)} | ${cols.map((c) => ms(r.phases[c])).join(' | ')} |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
