// The bench's command line and its phase breakdown (scripts/bench/): --baseline adds a second
// spec-doc build to the same run, and one load's phases add up to its first operation.
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../scripts/bench/options.mjs';
import { readinessSelector, VIEWERS as viewers } from '../../scripts/bench/peers.mjs';
import { phasesOf } from '../../scripts/bench/report.mjs';

type Options = { viewerKeys: string[]; baseline: string | null };
const parse = parseArgs as unknown as (argv: string[]) => Options;
const phases = phasesOf as unknown as (viewer: string, marks: Record<string, number>, firstOpMs: number) => Record<string, number> | null;

describe('bench options', () => {
  it('--baseline DIR adds "spec-doc (baseline)" beside spec-doc, in the stable order', () => {
    const o = parse(['--viewers', 'floor,spec-doc', '--baseline', '/tmp/base/dist']);
    expect(o.baseline).toBe('/tmp/base/dist');
    expect(o.viewerKeys).toEqual(['floor', 'spec-doc', 'spec-doc-baseline']);
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
