// Medians over runs and the Markdown tables the benchmark prints.
import { VIEWERS } from './peers.mjs';

const METRICS = ['firstOpMs', 'idleMs', 'longestTaskMs', 'longTaskTotalMs', 'heapMB', 'workerHeapMB'];

// Load phases: where the time until the first operation goes. Each viewer with marks has a chain
// of [phase, mark that starts it] along its critical path; a phase ends where the next present mark
// of its chain starts, the last at the first op, so the phases of one load add up to its first op.
// `null` is navigation start. Absent marks (no bundling, no conversion) leave their phase out.
// The columns are shared, so the floor's fetch and parse stand under spec-doc's.
export const PHASE_COLUMNS = ['page', 'module', 'to worker', 'fetch', 'decode', 'cut', 'parse', 'bundle', 'convert', 'outline', 'transfer', 'json', 'render'];
const SPEC_DOC_CHAIN = [
  ['page', null],
  ['module', 'spec-doc:module'],
  ['to worker', 'spec-doc:fetch'],
  ['fetch', 'spec-doc:download'],
  ['decode', 'spec-doc:fetched'],
  ['cut', 'spec-doc:cut'],
  ['parse', 'spec-doc:parsing'],
  ['bundle', 'spec-doc:resolving'],
  ['convert', 'spec-doc:converting'],
  ['outline', 'spec-doc:model'],
  ['transfer', 'spec-doc:send'],
  ['json', 'spec-doc:outline'],
  ['render', 'spec-doc:json'],
];
// Builds before 2026-11-27 fetched in the page and sent the bytes to the worker, which marks no
// download: page fetch, then the copy to the worker, then its decode.
const PAGE_FETCH_CHAIN = [
  ['page', null],
  ['module', 'spec-doc:module'],
  ['fetch', 'spec-doc:fetch'],
  ['to worker', 'spec-doc:fetched'],
  ['decode', 'spec-doc:worker-load'],
  ...SPEC_DOC_CHAIN.slice(5),
];
const CHAINS = {
  floor: [
    ['page', null],
    ['fetch', 'floor:fetch'],
    ['parse', 'floor:fetched'],
    ['render', 'floor:parsed'],
  ],
  'spec-doc': SPEC_DOC_CHAIN,
  'spec-doc-baseline': SPEC_DOC_CHAIN,
  'spec-doc-view': SPEC_DOC_CHAIN,
  'spec-doc-focused': SPEC_DOC_CHAIN,
};

/** One load's phases (ms) from its marks (ms from navigation start) and first op; null for a viewer without marks. */
export function phasesOf(viewerKey, marks, firstOpMs) {
  let chain = CHAINS[viewerKey];
  if (!chain || firstOpMs == null) return null;
  if (chain === SPEC_DOC_CHAIN && typeof marks['spec-doc:download'] !== 'number') chain = PAGE_FETCH_CHAIN;
  const present = chain.filter(([, m]) => m === null || typeof marks[m] === 'number');
  if (present.length < 2) return null; // no marks: an old build, or the in-page fallback
  const at = (m) => (m === null ? 0 : marks[m]);
  const out = {};
  present.forEach(([label, m], i) => {
    const next = present[i + 1];
    out[label] = (next ? at(next[1]) : firstOpMs) - at(m);
  });
  // Beside the chain: the element's upgrade (module run → element defined, within "module"), the
  // worker's start (fetch started → its script has run, in parallel with the fetch) and spec-loaded
  // after the first op.
  if (typeof marks['spec-doc:defined'] === 'number' && typeof marks['spec-doc:module'] === 'number') out['upgrade'] = marks['spec-doc:defined'] - marks['spec-doc:module'];
  if (typeof marks['spec-doc:worker-ready'] === 'number' && typeof marks['spec-doc:fetch'] === 'number') out['worker start'] = marks['spec-doc:worker-ready'] - marks['spec-doc:fetch'];
  if (typeof marks['spec-doc:loaded'] === 'number') out['spec-loaded after'] = marks['spec-doc:loaded'] - firstOpMs;
  return out;
}

/**
 * Two builds loaded in the same rounds (`a[i]` and `b[i]` in round i; null for a failed load):
 * the median of the per-round differences a - b, and a distribution-free interval for it of at
 * least `level` confidence (the order statistics a sign test gives: no assumption about the noise's
 * shape). Pairing by round takes out what the rounds share (a busy moment of the machine), which
 * on these machines moves a whole run of either build by ±20-40 ms. An interval that holds 0 is a
 * difference this run cannot tell from noise. Null with fewer than 6 complete pairs, or too few
 * for any interval at `level`.
 */
export function pairedDifference(a, b, level = 0.9) {
  const d = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (typeof a[i] === 'number' && typeof b[i] === 'number') d.push(a[i] - b[i]);
  const n = d.length;
  if (n < 6) return null;
  d.sort((x, y) => x - y);
  // The largest k with P(Binomial(n, 1/2) < k) <= (1 - level) / 2: [d(k), d(n + 1 - k)], 1-based.
  let k = 0;
  let below = 0;
  let term = 0.5 ** n; // P(X = 0)
  while (k < n && below + term <= (1 - level) / 2) {
    below += term;
    k++;
    term = (term * (n - k + 1)) / k; // P(X = k) from P(X = k - 1)
  }
  if (k === 0) return null;
  return { median: median(d), low: d[k - 1], high: d[n - k], pairs: n, level: 1 - 2 * below };
}

export function median(xs) {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m] : (a[m - 1] + a[m]) / 2;
}

export function aggregate(runs) {
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
  const withPhases = good.filter((r) => r.phases);
  if (withPhases.length) {
    agg.phases = {};
    for (const k of new Set(withPhases.flatMap((r) => Object.keys(r.phases)))) {
      agg.phases[k] = median(withPhases.map((r) => r.phases[k]).filter((x) => typeof x === 'number'));
    }
  }
  agg.idleCapped = good.filter((r) => r.idleCapped).length * 2 > good.length;
  agg.opsRendered = median(good.map((r) => r.opsRendered ?? 0));
  return agg;
}

export const fmtMs = (x) => (x == null ? '–' : String(Math.round(x)));
export const fmtMB = (x) => (x == null ? '–' : x.toFixed(1));
const fmtRatio = (x) => (x == null || !Number.isFinite(x) ? '–' : `${x >= 10 ? x.toFixed(1) : x.toFixed(2)}×`);

export function specTable(spec, viewerKeys, aggs) {
  const lines = [];
  const floor = aggs.floor?.status === 'ok' ? aggs.floor.firstOpMs : null;
  const rapid = aggs.rapidoc?.status === 'ok' ? aggs.rapidoc.firstOpMs : null;
  const anyWorkers = viewerKeys.some((v) => aggs[v]?.workerHeapMB > 0.05);
  // The loads without DevTools (bench-plain), when there were any: the first two columns.
  const plain = viewerKeys.some((v) => aggs[v] && 'plainFirstOpMs' in aggs[v]);
  const plainFloor = aggs.floor?.plainFirstOpMs ?? null;
  const plainCells = (a) => {
    if (!plain) return [];
    const ms = a.plainFirstOpMs == null ? 'failed' : fmtMs(a.plainFirstOpMs) + (a.plainFailed ? ` (${a.plainFailed} failed)` : '');
    return [ms, fmtRatio(plainFloor && a.plainFirstOpMs != null ? a.plainFirstOpMs / plainFloor : null), fmtMs(a.plainLongestTaskMs), fmtMs(a.plainLongestSettledMs)];
  };
  const plainHead = plain ? ' first op, no DevTools (ms) | ratio vs floor, no DevTools | longest task before it (ms) | longest task until settled (ms) |' : '';
  lines.push(
    `| viewer |${plainHead} first op (ms) | idle (ms) | longest task (ms) | long-task total (ms) | heap (MB)${anyWorkers ? ' | +workers (MB)' : ''} | first-op ratio vs floor | first-op ratio vs RapiDoc (same style) |`,
  );
  lines.push(`|---|${plain ? '---:|---:|---:|---:|' : ''}---:|---:|---:|---:|---:|${anyWorkers ? '---:|' : ''}---:|---:|`);
  for (const v of viewerKeys) {
    const a = aggs[v];
    if (!a) continue;
    const name = VIEWERS[v].name + (a.status === 'ok' && a.ok < a.runs ? ` (${a.ok}/${a.runs} ok)` : '');
    if (a.status !== 'ok') {
      const cell = a.status;
      lines.push(`| ${[name, ...plainCells(a)].join(' | ')} | ${cell} | ${cell} | ${cell} | ${cell} | ${cell}${anyWorkers ? ` | ${cell}` : ''} | – | – |`);
      continue;
    }
    const idle = a.idleCapped ? `>${fmtMs(a.idleMs)}` : fmtMs(a.idleMs);
    const cells = [name, ...plainCells(a), fmtMs(a.firstOpMs), idle, fmtMs(a.longestTaskMs), fmtMs(a.longTaskTotalMs), fmtMB(a.heapMB)];
    if (anyWorkers) cells.push(fmtMB(a.workerHeapMB));
    const peer = VIEWERS[v].peer ? aggs[VIEWERS[v].peer] : v.startsWith('rapidoc') ? a : aggs.rapidoc;
    const peerMs = peer?.status === 'ok' ? peer.firstOpMs : rapid;
    cells.push(fmtRatio(floor ? a.firstOpMs / floor : null), fmtRatio(peerMs ? a.firstOpMs / peerMs : null));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The per-phase breakdown of the viewers that mark their phases (medians over runs, ms); `plain`: of the loads without DevTools. */
export function phaseTable(viewerKeys, aggs, plain = false) {
  const phasesKey = plain ? 'plainPhases' : 'phases';
  const firstKey = plain ? 'plainFirstOpMs' : 'firstOpMs';
  const rows = viewerKeys.filter((v) => (plain || aggs[v]?.status === 'ok') && aggs[v]?.[phasesKey]);
  if (!rows.length) return null;
  const has = (k) => rows.some((v) => k in aggs[v][phasesKey]);
  const chain = PHASE_COLUMNS.filter(has);
  const extra = ['upgrade', 'worker start', 'spec-loaded after'].filter(has);
  const header = ['viewer', ...chain, 'first op', ...extra];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|---|${header
      .slice(1)
      .map(() => '---:|')
      .join('')}`,
  ];
  for (const v of rows) {
    const p = aggs[v][phasesKey];
    const cell = (k) => (k in p ? fmtMs(p[k]) : '–');
    lines.push(`| ${[VIEWERS[v].name, ...chain.map(cell), fmtMs(aggs[v][firstKey]), ...extra.map(cell)].join(' | ')} |`);
  }
  return lines.join('\n');
}

export function summaryLine(aggs) {
  const sd = aggs['spec-doc'];
  if (!sd) return null;
  const floor = aggs.floor?.status === 'ok' ? aggs.floor.firstOpMs : null;
  const rapid = aggs.rapidoc?.status === 'ok' ? aggs.rapidoc.firstOpMs : null;
  // Without DevTools first (what a reader's browser does), when those loads ran.
  const plainFloor = aggs.floor?.plainFirstOpMs;
  const plain = sd.plainFirstOpMs != null && plainFloor ? `${fmtRatio(sd.plainFirstOpMs / plainFloor)} floor without DevTools; ` : '';
  if (sd.status !== 'ok') return `spec-doc first op: ${plain}${sd.status}${sd.note ? ` (${sd.note})` : ''} under DevTools`;
  const x = floor ? fmtRatio(sd.firstOpMs / floor) : 'n/a';
  const y = rapid ? fmtRatio(rapid / sd.firstOpMs) : 'n/a';
  return `spec-doc first op: ${plain}${x} floor${plain ? ' under DevTools' : ''}, RapiDoc/spec-doc = ${y}`;
}

export function scrollTable(s) {
  const title = '## Scrolling GitHub’s description top to bottom (spec-doc read style, 600 px per frame)';
  if (s.error) return `${title}\n\nfailed: ${s.error}`;
  return [
    title,
    '',
    '| operations | scroll height (px) | frames | frame p50 (ms) | frame p95 (ms) | worst frame (ms) | long tasks | longest task (ms) | heap after (MB) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${s.sections} | ${Math.round(s.scrollHeight)} | ${s.frames} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} | ${s.longTasks} | ${Math.round(s.longestTask)} | ${s.heapMB.toFixed(1)} |`,
  ].join('\n');
}

export function searchTable(s) {
  if (s.error) return `## Search (GitHub)\n\nfailed: ${s.error}`;
  const lines = ['## Search on GitHub’s description (spec-doc, Ctrl+K dialog; query sent → results rendered)', ''];
  lines.push(`First query ("${s.firstQuery.query}", ${s.firstQuery.note}): ${fmtMs(s.firstQuery.searchMs)} ms. Then, over 3 rounds:`, '');
  lines.push('| query | results | median (ms) | max (ms) |', '|---|---:|---:|---:|');
  for (const r of s.perQuery) lines.push(`| ${r.query} | ${r.count} | ${r.medianMs.toFixed(1)} | ${r.maxMs.toFixed(1)} |`);
  lines.push('', `All queries after the index was ready: median ${s.medianMs.toFixed(1)} ms, max ${s.maxMs.toFixed(1)} ms (target: under 50 ms).`);
  return lines.join('\n');
}

export function sizesTable(rows) {
  const kb = (b) => (b == null ? 'missing' : `${(b / 1024).toFixed(1)}`);
  const lines = ['| bundle | raw (KB) | gzip (KB) |', '|---|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.label} | ${kb(r.bytes)} | ${kb(r.gzip)} |`);
  return lines.join('\n');
}
