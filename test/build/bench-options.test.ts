// The bench's command line and its phase breakdown (scripts/bench/): --baseline adds a second
// spec-doc build to the same run, and one load's phases add up to its first operation.
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../scripts/bench/options.mjs';
import { readinessSelector, VIEWERS as viewers } from '../../scripts/bench/peers.mjs';
import { phasesOf, specTable, summaryLine } from '../../scripts/bench/report.mjs';
import { plainViewer } from '../../scripts/bench-plain.mjs';

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
