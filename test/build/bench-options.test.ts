// The bench's command line and its phase breakdown (scripts/bench/): --baseline adds a second
// spec-doc build to the same run, and one load's phases add up to its first operation.
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../scripts/bench/options.mjs';
import { readinessSelector, VIEWERS as viewers } from '../../scripts/bench/peers.mjs';
import { pairedDifference, phasesOf, specTable, summaryLine } from '../../scripts/bench/report.mjs';
import { againstBaseline, plainViewer } from '../../scripts/bench-plain.mjs';

type Options = { viewerKeys: string[]; baseline: string | null; plain: boolean };
const parse = parseArgs as unknown as (argv: string[]) => Options;
const phases = phasesOf as unknown as (viewer: string, marks: Record<string, number>, firstOpMs: number) => Record<string, number> | null;

describe('bench options', () => {
  it('--baseline DIR adds "spec-doc (baseline)" beside spec-doc, in the stable order', () => {
    const o = parse(['--viewers', 'floor,spec-doc', '--baseline', '/tmp/base/dist']);
    expect(o.baseline).toBe('/tmp/base/dist');
    expect(o.viewerKeys).toEqual(['floor', 'spec-doc', 'spec-doc-baseline']);
  });

  it('loads without DevTools too unless --no-plain', () => {
    expect(parse([]).plain).toBe(true);
    expect(parse(['--no-plain']).plain).toBe(false);
  });

  it('refuses the baseline viewer without --baseline, and leaves it out of --all', () => {
    expect(() => parse(['--viewers', 'spec-doc-baseline'])).toThrow(/needs --baseline/);
    expect(parse(['--all']).viewerKeys).not.toContain('spec-doc-baseline');
  });
});

/** The viewers by key (Object.assign adds the style variants after the literal, so its type lacks them). */
const VIEWERS = viewers as Record<string, { selector: string; style?: boolean; fixedStyle?: string; focusedSelector?: string }>;

describe('bench readiness', () => {
  it('with --style focused, spec-doc and its baseline are ready at the first nav entry (no body shows before a click)', () => {
    for (const key of ['spec-doc', 'spec-doc-baseline']) {
      expect(readinessSelector(VIEWERS[key]!, 'read')).toBe('[data-op-id]');
      expect(readinessSelector(VIEWERS[key]!, 'view')).toBe('[data-op-id]');
      expect(readinessSelector(VIEWERS[key]!, 'focused')).toBe('nav a.nav-item');
    }
    // The same bar as the focused variant of --styles; other viewers keep their own selector.
    expect(readinessSelector(VIEWERS['spec-doc-focused']!, 'read')).toBe(VIEWERS['spec-doc-focused']!.selector);
    expect(readinessSelector(VIEWERS['spec-doc-focused']!, 'read')).toBe(readinessSelector(VIEWERS['spec-doc']!, 'focused'));
    expect(readinessSelector(VIEWERS['floor']!, 'focused')).toBe('li.op');
  });
});

describe('bench phases', () => {
  it('splits a spec-doc load along its critical path, adding up to the first op', () => {
    // The worker downloads: the page asks (fetch), the worker's download starts when its script
    // has run (download), the bytes are in (fetched), decoded and parsed.
    const marks = {
      'spec-doc:module': 100,
      'spec-doc:fetch': 101,
      'spec-doc:defined': 120,
      'spec-doc:worker-ready': 180,
      'spec-doc:download': 181,
      'spec-doc:worker-load': 185,
      'spec-doc:fetched': 240,
      'spec-doc:parsing': 250,
      'spec-doc:model': 280,
      'spec-doc:send': 285,
      'spec-doc:outline': 287,
      'spec-doc:json': 287,
      'spec-doc:loaded': 290,
    };
    const p = phases('spec-doc', marks, 300)!;
    expect(p).toMatchObject({ page: 100, module: 1, 'to worker': 80, fetch: 59, decode: 10, parse: 30, outline: 5, transfer: 2, json: 0, render: 13 });
    expect(p.upgrade).toBe(20);
    expect(p['worker start']).toBe(79);
    expect(p['spec-loaded after']).toBe(-10);
    const chain = ['page', 'module', 'to worker', 'fetch', 'decode', 'parse', 'outline', 'transfer', 'json', 'render'];
    expect(chain.reduce((sum, k) => sum + p[k]!, 0)).toBe(300);
  });

  it('splits a build that fetched in the page (a --baseline before 2026-11-27) along its own path', () => {
    const marks = {
      'spec-doc:module': 100,
      'spec-doc:defined': 120,
      'spec-doc:fetch': 131,
      'spec-doc:worker-ready': 180,
      'spec-doc:fetched': 200,
      'spec-doc:worker-load': 205,
      'spec-doc:parsing': 215,
      'spec-doc:model': 245,
      'spec-doc:send': 250,
      'spec-doc:outline': 252,
      'spec-doc:json': 252,
      'spec-doc:loaded': 290,
    };
    const p = phases('spec-doc-baseline', marks, 300)!;
    expect(p).toMatchObject({ page: 100, module: 31, fetch: 69, 'to worker': 5, decode: 10, parse: 30, outline: 5, transfer: 2, json: 0, render: 48 });
    const chain = ['page', 'module', 'fetch', 'to worker', 'decode', 'parse', 'outline', 'transfer', 'json', 'render'];
    expect(chain.reduce((sum, k) => sum + p[k]!, 0)).toBe(300);
  });
});

describe('bench report without DevTools', () => {
  type Agg = Record<string, unknown>;
  const table = specTable as unknown as (spec: unknown, keys: string[], aggs: Record<string, Agg>) => string;
  const summary = summaryLine as unknown as (aggs: Record<string, Agg>) => string;
  const aggs = {
    floor: { status: 'ok', runs: 5, ok: 5, firstOpMs: 900, plainFirstOpMs: 200, plainLongestTaskMs: 0, plainLongestSettledMs: 12, plainFailed: 0 },
    'spec-doc': { status: 'ok', runs: 5, ok: 5, firstOpMs: 1200, plainFirstOpMs: 230, plainLongestTaskMs: 40, plainLongestSettledMs: 64, plainFailed: 0 },
    'swagger-ui': { status: 'ok', runs: 5, ok: 5, firstOpMs: 2000, plainFirstOpMs: null, plainLongestTaskMs: null, plainLongestSettledMs: null, plainFailed: 5 },
  };

  it('puts the first op without DevTools, its ratio to the floor and the longest tasks before it and until settled first', () => {
    const rows = table({}, ['floor', 'spec-doc', 'swagger-ui'], aggs).split('\n');
    expect(rows[0]).toMatch(
      /^\| viewer \| first op, no DevTools \(ms\) \| ratio vs floor, no DevTools \| longest task before it \(ms\) \| longest task until settled \(ms\) \| first op \(ms\) \|/,
    );
    expect(
      rows[2]!
        .split('|')
        .slice(1, 7)
        .map((c) => c.trim()),
    ).toEqual(['floor', '200', '1.00×', '0', '12', '900']);
    expect(
      rows[3]!
        .split('|')
        .slice(1, 7)
        .map((c) => c.trim()),
    ).toEqual(['spec-doc', '230', '1.15×', '40', '64', '1200']);
    expect(
      rows[4]!
        .split('|')
        .slice(1, 5)
        .map((c) => c.trim()),
    ).toEqual(['Swagger UI', 'failed', '–', '–']);
  });

  it('summarises with the ratio without DevTools, then the one under it', () => {
    expect(summary(aggs)).toBe('spec-doc first op: 1.15× floor without DevTools; 1.33× floor under DevTools, RapiDoc/spec-doc = n/a');
    expect(summary({ floor: { status: 'ok', firstOpMs: 900 }, 'spec-doc': { status: 'ok', firstOpMs: 1200 } })).toBe('spec-doc first op: 1.33× floor, RapiDoc/spec-doc = n/a');
  });

  it('loads each viewer without DevTools on its own page, with its readiness selector and style', () => {
    const p = plainViewer as unknown as (key: string, style: string) => Record<string, unknown>;
    expect(p('spec-doc', 'focused')).toMatchObject({ page: 'bench/spec-doc.html', selector: 'nav a.nav-item', style: 'focused' });
    expect(p('rapidoc-view', 'read')).toMatchObject({ page: 'bench/rapidoc.html', style: 'view' });
    expect(p('spec-doc-baseline', 'read')).toMatchObject({ page: 'bench-results/baseline/spec-doc.html', selector: '[data-op-id]' });
  });
});

describe('bench-plain against a baseline', () => {
  const paired = pairedDifference as unknown as (a: Array<number | null>, b: Array<number | null>) => { median: number; low: number; high: number; pairs: number; level: number } | null;

  it('takes the median of the per-round differences and the sign test interval around it', () => {
    // Differences 1..10: the sign test's interval of at least 90 % is the 2nd to the 9th (97.9 %; the 3rd to the 8th would be 89.1 %).
    const d = paired([11, 12, 13, 14, 15, 16, 17, 18, 19, 20], Array(10).fill(10));
    expect(d).toEqual({ median: 5.5, low: 2, high: 9, pairs: 10, level: 1 - 2 * (11 / 1024) });
    // 21 pairs: the 7th to the 15th (92.2 %).
    const shuffled = [...Array(21).keys()].map((i) => (i * 8) % 21);
    const e = paired(
      shuffled.map((x) => 300 + x),
      shuffled.map(() => 300),
    )!;
    expect([e.median, e.low, e.high, e.pairs]).toEqual([10, 6, 14, 21]);
    expect(e.level).toBeGreaterThanOrEqual(0.9);
  });

  it('pairs loads of the same round only, leaves out failed ones, and says nothing below 6 pairs', () => {
    expect(paired([5, null, 7, 9, 11, 13, 15], [0, 0, null, 0, 0, 0, 0])).toBeNull();
    expect(paired([5, 6, 7, 9, 11, 13, 15], [0, 0, 0, 0, 0, 0, 0])!.median).toBe(9);
    // At 99 %, 6 pairs are too few for any interval (even the widest holds the median at 96.9 %).
    const strict = pairedDifference as unknown as (a: number[], b: number[], level: number) => unknown;
    expect(strict([1, 2, 3, 4, 5, 6], [0, 0, 0, 0, 0, 0], 0.99)).toBeNull();
    expect(strict([1, 2, 3, 4, 5, 6], [0, 0, 0, 0, 0, 0], 0.95)).toEqual({ median: 3.5, low: 1, high: 6, pairs: 6, level: 1 - 2 / 64 });
  });

  it('prints one row per description: the difference, the interval, the pairs', () => {
    const results = new Map([
      [
        'kubernetes',
        new Map([
          ['spec-doc', [330, 340, 350, 320, 335, 345, 360].map((firstOp) => ({ firstOp }))],
          ['spec-doc-baseline', [350, 352, 370, 345, 340, 366, 380].map((firstOp) => ({ firstOp }))],
        ]),
      ],
      ['stripe', new Map([['spec-doc', [{ firstOp: 300 }]]])],
    ]);
    const lines = (againstBaseline as unknown as (s: unknown[], r: unknown, a: string, b: string) => string[])(
      [
        { key: 'kubernetes', name: 'Kubernetes' },
        { key: 'stripe', name: 'Stripe' },
      ],
      results,
      'spec-doc',
      'spec-doc-baseline',
    );
    // Differences -20, -12, -20, -25, -5, -21, -20: median -20, interval (7 pairs) the 1st to the 7th.
    expect(lines).toContain('| Kubernetes | -20 | -25 to -5 | 7 |');
    expect(lines).toContain('| Stripe | – | fewer than 6 pairs | – |');
  });
});
