#!/usr/bin/env node
// Side-by-side load benchmark: <spec-doc> vs. the "floor" (fetch + JSON.parse + plain <li> list)
// and peer viewers (RapiDoc, Swagger UI, Redoc) on the large descriptions in ../shared/specs.
//
//   npm run bench                       # build, then the default bench (~10 min on 2 cores)
//   node scripts/bench.mjs --help       # options
//
// Each load runs in a fresh browser context. Metrics (medians over --runs):
//   first op, no DevTools
//              first op (below) of loads in a Chromium that no debugging protocol is attached to
//              (scripts/bench-plain.mjs: the pages report to this script and go on to the next one
//              by themselves), the same --runs per viewer, alternating, before the loads below.
//              Playwright enables DevTools' Network domain, under which Chromium keeps and decodes
//              every response body on the thread that fetched it: a 5 MB description downloaded
//              three times slower, for every viewer (README, Benchmark). The ratio to the floor
//              and the summary are read from these; --no-plain leaves them out.
//              Beside them, the longest main-thread task before the first op, and the longest
//              until the page has settled (no long task for 500 ms after the first op, at most 5 s).
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
//   phases     where spec-doc's (and the floor's) time to the first op goes, from the
//              `performance.mark`s the viewer leaves on the page's timeline (src/worker/marks.ts;
//              the worker's marks are sent with the outline and placed on the page's timeline by
//              the two contexts' timeOrigins). Each phase runs from its mark to the next one present,
//              the last to the first op, so one load's phases add up to its first op (medians of
//              phases need not add up exactly). spec-doc, in order:
//                page       navigation → the element's module starts (HTML, the bundle and its static
//                           chunks downloaded; the chunks have run already: `spec-doc:module`)
//                module     → the description fetch starts (`fetch`: the element defined and upgraded,
//                           its first update, the worker started)
//                fetch      → the body's bytes are in, on the page (`fetched`)
//                to worker  → the worker handles the load request (the bytes copied over, and waiting
//                           for the worker's script if it is not running yet: `worker-load`)
//                decode     → the bytes are decoded to text (`parsing`)
//                parse      → JSON/YAML parsed (`resolving` when external $refs may need bundling,
//                           `converting` for Swagger 2, else `model`)
//                bundle     → external $refs bundled (only when there may be some)
//                convert    → Swagger 2 converted to OpenAPI 3 (Swagger 2 only)
//                outline    → the model and its outline built (`send`: the worker posts the outline)
//                transfer   → the page has received and deserialised the outline (`outline`)
//                json       → the page has the description's JSON text (`json`): none needed when
//                           it is the fetched text, which the page kept; else a second round trip
//                render     → the first operation is visible (the probe's first op)
//              and beside them, "upgrade" (the module starts → the element is defined, part of
//              "module"), "worker start" (the fetch starts → the worker's script has run, in
//              parallel with the fetch) and "spec-loaded after" (spec-loaded's time − first op; the
//              probe polls every frame, so a few ms either way). The floor: page (navigation → its
//              script runs), fetch (→ text), parse (JSON.parse), render (list built and laid out).
// Results are printed as Markdown and written to bench-results/latest.json (each run's marks and
// phases, and the phases' medians, in `descriptions.<key>.runs` and `.medians`).
//
// The parts, in scripts/bench/: config (descriptions, browser, viewport), peers (the viewers and
// their pages under bench/), options (the command line), page-probe (the init script in each
// page), measure (one load), interactions (search and scroll), sizes (bundle sizes), report
// (medians and tables). The pages are served by the tests' static server.

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../test/servers/static-server.mjs';
import { CHROMIUM, CHROMIUM_ARGS, REPO, SPECS_DIR, VIEWPORT, WARMUP_SPEC } from './bench/config.mjs';
import { timeScroll, timeSearch } from './bench/interactions.mjs';
import { loadOnce } from './bench/measure.mjs';
import { middle, plainLoads, plainViewer } from './bench-plain.mjs';
import { parseArgs } from './bench/options.mjs';
import { VIEWERS } from './bench/peers.mjs';
import { aggregate, fmtMB, fmtMs, phasesOf, phaseTable, scrollTable, searchTable, sizesTable, specTable, summaryLine } from './bench/report.mjs';
import { bundleSizes } from './bench/sizes.mjs';

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

  // --baseline: the other build and a copy of the spec-doc page that loads it, under bench-results/.
  if (opt.baseline) {
    if (!fs.existsSync(path.join(opt.baseline, 'spec-doc.js'))) {
      console.error(`bench: --baseline ${opt.baseline} has no spec-doc.js (give a built dist/ folder)`);
      process.exit(2);
    }
    const dir = path.join(REPO, 'bench-results/baseline');
    await fsp.rm(dir, { recursive: true, force: true });
    await fsp.cp(opt.baseline, path.join(dir, 'dist'), { recursive: true });
    const page = await fsp.readFile(path.join(REPO, 'bench/spec-doc.html'), 'utf8');
    await fsp.writeFile(path.join(dir, 'spec-doc.html'), page.replaceAll('/dist/spec-doc.js', '/bench-results/baseline/dist/spec-doc.js'));
  }

  // The repository at /, the shared descriptions at /specs/; no caching.
  const server = await startStaticServer({ root: REPO, specsDir: SPECS_DIR, port: opt.port });
  const base = server.url;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const chromiumVersion = browser.version();
  let interrupted = false;
  const cleanup = async () => {
    await browser.close().catch(() => {});
    await server.close();
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
  console.log(
    `${header.cores} cores (${header.cpu}), ${header.memoryGB} GB, ${header.platform}; Node ${header.node}; Chromium ${chromiumVersion} (headless, ${VIEWPORT.width}×${VIEWPORT.height})`,
  );
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

    let plain = null;
    if (opt.plain && !interrupted) {
      log(`without DevTools: ${opt.runs} load(s) per viewer per description, after a warm-up round`);
      const viewers = opt.viewerKeys.map((v) => plainViewer(v, opt.style));
      plain = await plainLoads({ viewers, specs: opt.specs, runs: opt.runs, timeoutMs: opt.timeoutMs });
      process.stderr.write('\n');
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
          const desc =
            r.status === 'ok'
              ? `first op ${fmtMs(r.firstOpMs)} ms, idle ${r.idleCapped ? '>' : ''}${fmtMs(r.idleMs)} ms, longest task ${fmtMs(r.longestTaskMs)} ms, heap ${fmtMB(r.heapMB)} MB`
              : `${r.status}: ${r.note}`;
          if (opt.verbose || r.status !== 'ok') log(`${spec.key} run ${i + 1}/${opt.runs} ${v}: ${desc} [${r.wallMs} ms]`);
          else process.stderr.write('.');
        }
      }
      if (!opt.verbose) process.stderr.write('\n');
      const aggs = Object.fromEntries(opt.viewerKeys.map((v) => [v, aggregate(runs[v])]));
      const plainRuns = {};
      for (const v of opt.viewerKeys) {
        const loads = plain?.get(spec.key)?.get(v);
        if (!loads) continue;
        plainRuns[v] = loads;
        aggs[v].plainFirstOpMs = middle(loads.map((l) => l.firstOp));
        aggs[v].plainLongestTaskMs = middle(loads.map((l) => l.longest));
        aggs[v].plainLongestSettledMs = middle(loads.map((l) => l.longestAll));
        aggs[v].plainFailed = loads.filter((l) => l.firstOp == null).length;
        const phases = loads.map((l) => (l.firstOp == null ? null : phasesOf(v, l.marks, l.firstOp))).filter(Boolean);
        if (phases.length) aggs[v].plainPhases = Object.fromEntries([...new Set(phases.flatMap(Object.keys))].map((k) => [k, middle(phases.map((x) => x[k]))]));
      }
      results.descriptions[spec.key] = { name: spec.name, file: spec.file, bytes: spec.bytes, medians: aggs, runs, plainRuns };
      console.log(`## ${spec.name} — \`${spec.file}\` (${(spec.bytes / 1e6).toFixed(1)} MB)`);
      console.log('');
      console.log(specTable(spec, opt.viewerKeys, aggs));
      const plainPhases = phaseTable(opt.viewerKeys, aggs, true);
      if (plainPhases) console.log(`\nWhere the time to the first op goes without DevTools (ms, medians; phases below):\n\n${plainPhases}`);
      const phases = phaseTable(opt.viewerKeys, aggs);
      if (phases) console.log(`\nWhere the time to the first op goes under DevTools (ms, medians; phases below):\n\n${phases}`);
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
  const summaries = Object.values(results.descriptions)
    .map((d) => {
      const l = summaryLine(d.medians);
      return l ? `- ${d.name}: ${l}` : null;
    })
    .filter(Boolean);
  if (summaries.length) {
    console.log('## Summary');
    console.log('');
    console.log(summaries.join('\n'));
    console.log('');
  }
  console.log(`Total ${results.totalSeconds} s. JSON: ${path.relative(process.cwd(), opt.json) || opt.json}`);
}

main().catch((e) => {
  console.error((e && e.stack) || e);
  process.exit(1);
});
