// scripts/bench-plain.mjs: the first operation measured in a Chromium with no DevTools attached
// (the pages report to the script's server and move on by themselves). Its options, and one real
// run of the floor, spec-doc and a baseline build on a small description of the corpus, and the
// watchdog that moves on from a page that never reports.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadPlan, parsePlainArgs, plainLoads, plainViewer } from '../../scripts/bench-plain.mjs';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');

describe('bench-plain options', () => {
  it('takes runs, descriptions by key or corpus path, and a baseline folder', () => {
    const o = parsePlainArgs(['--runs', '2', '--only', 'stripe,oai-learn/v2.0-uber.json', '--baseline', 'dist']);
    expect(o.runs).toBe(2);
    expect(o.specs.map((s: { file: string }) => s.file)).toEqual(['stripe/spec3.json', 'oai-learn/v2.0-uber.json']);
    expect(o.baseline).toBe(path.resolve('dist'));
    expect(parsePlainArgs([]).specs).toHaveLength(5);
    expect(parsePlainArgs([]).style).toBe('read');
    expect(parsePlainArgs(['--style', 'focused']).style).toBe('focused');
    expect(parsePlainArgs(['--marks', 'm.json']).marks).toBe(path.resolve('m.json'));
  });

  it('loads the floor first in each round, and spec-doc and the baseline in turns after it', () => {
    const plan = loadPlan(3, [{ key: 'a' }, { key: 'b' }], 2);
    const round = (r: number): string[] => plan.slice(r * 6, r * 6 + 6).map((p: { spec: { key: string }; v: number }) => `${p.spec.key}${p.v}`);
    expect(plan).toHaveLength(18);
    expect(plan.filter((p: { warm: boolean }) => p.warm)).toHaveLength(6);
    expect(round(0)).toEqual(['a0', 'a1', 'a2', 'b0', 'b1', 'b2']);
    expect(round(1)).toEqual(['a0', 'a2', 'a1', 'b0', 'b2', 'b1']);
    expect(round(2)).toEqual(['a0', 'a1', 'a2', 'b0', 'b1', 'b2']);
  });

  it('refuses what it does not know, saying what', () => {
    expect(() => parsePlainArgs(['--only', 'nope'])).toThrow('unknown description nope');
    expect(() => parsePlainArgs(['--runs', '0'])).toThrow('--runs needs a whole number');
    expect(() => parsePlainArgs(['--runs'])).toThrow('--runs needs a value');
    expect(() => parsePlainArgs(['--fast'])).toThrow('unknown option --fast');
    expect(() => parsePlainArgs(['--style', 'wide'])).toThrow('--style is read, view or focused');
  });
});

it('measures the floor, spec-doc and a baseline build without DevTools, with ratios and spec-doc’s phases', async () => {
  const marks = path.join(mkdtempSync(path.join(tmpdir(), 'bench-plain-')), 'marks.json');
  const { stdout } = await run('node', ['scripts/bench-plain.mjs', '--only', 'oai-learn/v2.0-uber.json', '--runs', '1', '--baseline', 'dist', '--marks', marks], {
    cwd: repo,
    timeout: 120_000,
  });
  const rows = stdout.split('\n').filter((l) => l.startsWith('| '));
  const header = rows[0]!.split('|').map((c) => c.trim());
  expect(header.slice(1, 6)).toEqual(['description', 'viewer', 'first op', 'ratio', 'longest task']);
  const cells = (viewer: string): Record<string, string> => {
    const row = rows
      .find((r) => r.split('|')[2]!.trim() === viewer)!
      .split('|')
      .map((c) => c.trim());
    return Object.fromEntries(header.map((h, i) => [h, row[i]!]));
  };
  expect(cells('floor')['ratio']).toBe('1.00×');
  for (const viewer of ['spec-doc', 'spec-doc (baseline)']) {
    const c = cells(viewer);
    expect(Number(c['first op'])).toBeGreaterThan(0);
    expect(c['ratio']).toMatch(/^\d+\.\d\d×$/);
    expect(Number(c['longest task'])).toBeGreaterThanOrEqual(0);
    // The worker's own phases came back with the page's report (Swagger 2.0: a conversion).
    for (const phase of ['to worker', 'fetch', 'parse', 'convert', 'render']) expect(Number(c[phase]), `${viewer} ${phase}`).toBeGreaterThanOrEqual(0);
  }
  // --marks: each load's report, by description and viewer.
  const written = new Map(
    (JSON.parse(readFileSync(marks, 'utf8')) as Array<[string, Array<[string, Array<{ firstOp: number; marks: Record<string, number> }>]>]>).map(([spec, byViewer]) => [
      spec,
      new Map(byViewer),
    ]),
  );
  const loads = written.get('oai-learn/v2.0-uber.json')!;
  expect([...loads.keys()].sort()).toEqual(['floor', 'spec-doc', 'spec-doc-baseline']);
  expect(loads.get('spec-doc')![0]!.firstOp).toBeGreaterThan(0);
  expect(loads.get('spec-doc')![0]!.marks['spec-doc:rendered']).toBeGreaterThan(0);
});

it('has the floor say at once that it cannot list a description whose paths are in other files', async () => {
  const file = 'redocly-openapi-starter/openapi/openapi.yaml';
  const results = await plainLoads({
    viewers: [plainViewer('floor', 'read')],
    specs: [{ key: 'starter', name: 'starter', file }],
    runs: 1,
    // Well under the time it would wait for an operation that never comes.
    timeoutMs: 30_000,
    progress: () => true,
  });
  const [load] = results.get('starter')!.get('floor')!;
  expect(load!.firstOp).toBeNull();
  expect(load!.fatal).toContain(`the floor lists no operation of /specs/${file}: it follows no $ref to other files`);
});

it('records a page that never reports as failed, starts a fresh browser and goes on with the next load, first unmeasured', async () => {
  const hang = { key: 'hang', label: 'hang', page: 'test/fixtures/bench-hang.html', selector: 'li.op', style: 'read', dist: null };
  let shown = '';
  const results = await plainLoads({
    viewers: [hang, plainViewer('floor', 'read')],
    specs: [{ key: 'uber', name: 'uber', file: 'oai-learn/v2.0-uber.json' }],
    runs: 1,
    timeoutMs: 1000,
    progress: (c: string) => {
      shown += c;
      return true;
    },
  });
  // Each hang ('!') is followed by the new browser's unmeasured load of the next page ('w'), then that page measured.
  expect(shown).toBe('!w.!w.');
  const uber = results.get('uber')!;
  expect(uber.get('hang')).toEqual([{ firstOp: null, marks: {}, longest: null, longestAll: null, fatal: 'no report (the page hung or its renderer died)' }]);
  // The floor's load came after the hung page's, in a new browser: it reported its first operation.
  expect(uber.get('floor')).toHaveLength(1);
  expect(uber.get('floor')![0]!.firstOp).toBeGreaterThan(0);
  expect(uber.get('floor')![0]!.from).toMatch(/\/rest\?to=/);
}, 120_000);

it('counts a long task after the first operation in "until settled", not in "longest task"', async () => {
  const late = { key: 'late', label: 'late', page: 'test/fixtures/bench-late-task.html', selector: 'li.op', style: 'read', dist: null };
  const results = await plainLoads({ viewers: [late], specs: [{ key: 'uber', name: 'uber', file: 'oai-learn/v2.0-uber.json' }], runs: 1, progress: () => true });
  const [load] = results.get('uber')!.get('late')!;
  expect(load!.firstOp).toBeGreaterThan(0);
  expect(load!.longest).toBeLessThan(50);
  // The page waited for its 180 ms task (300 ms after the first op) and counted it.
  expect(load!.longestAll).toBeGreaterThanOrEqual(170);
}, 120_000);

it('reaches every measured load from a blank page that has rested, not from the load before it', async () => {
  const results = await plainLoads({
    viewers: [plainViewer('floor', 'read'), plainViewer('spec-doc', 'read')],
    specs: [{ key: 'uber', name: 'uber', file: 'oai-learn/v2.0-uber.json' }],
    runs: 2,
    progress: () => true,
  });
  const loads = [...results.get('uber')!.values()].flat();
  expect(loads).toHaveLength(4);
  for (const load of loads) {
    expect(load.firstOp).toBeGreaterThan(0);
    expect(load.from).toMatch(/\/rest\?to=/);
    // The rest page named the very page that reported.
    expect(decodeURIComponent(new URL(load.from).searchParams.get('to')!)).toMatch(/oai-learn\/v2\.0-uber\.json/);
  }
}, 120_000);
