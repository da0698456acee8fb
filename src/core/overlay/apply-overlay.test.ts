import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { jsonpath } from 'json-p3';
import { describe, expect, it, vi } from 'vitest';
import { findExternalTestsDir } from '../../../scripts/specs-dir.mjs';
import { applyOverlay, mergeProblem } from './apply-overlay.js';

const external = findExternalTestsDir();
if (!external) throw new Error('../shared/external-tests is missing: the overlay and JSONPath suites cannot run');
const readYaml = (file: string): unknown => load(readFileSync(file, 'utf8'));

describe('the JSONPath library (json-p3) against the RFC 9535 compliance test suite', () => {
  interface CtsCase {
    name: string;
    selector: string;
    document?: unknown;
    result?: unknown[];
    results?: unknown[][];
    invalid_selector?: boolean;
  }
  const cases = (JSON.parse(readFileSync(path.join(external, 'jsonpath/cts.json'), 'utf8')) as { tests: CtsCase[] }).tests;

  it('has the whole suite to run', () => {
    expect(cases.length).toBeGreaterThan(600);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    if (c.invalid_selector) {
      expect(() => jsonpath.query(c.selector, (c.document ?? {}) as never)).toThrow();
      return;
    }
    const got = jsonpath.query(c.selector, c.document as never).values();
    // Some selectors (over objects) may return their results in any of several orders.
    if (c.results) expect(c.results).toContainEqual(got);
    else expect(got).toEqual(c.result);
  });
});

describe('applying overlays: description + overlay → expected (overlay/apply)', () => {
  const dir = path.join(external, 'overlay/apply');
  // The table of external-tests/README.md, plus the empty overlay in all three folders.
  const triples = [
    ['petstore.yaml', 'overlay.yaml', 'output1.yaml'],
    ['town.yaml', 'building-description.yaml', 'town-building-description.yaml'],
    ['town.yaml', 'update-root.yaml', 'town-root-updated.yaml'],
    ['town.yaml', 'remove-example.yaml', 'town-remove-example.yaml'],
    ['town.yaml', 'remove-properties.yaml', 'town-remove-properties.yaml'],
    ['town.yaml', 'remove-descriptions.yaml', 'town-remove-descriptions.yaml'],
    ['openapi-with-servers.yaml', 'remove-server.yaml', 'one-less-server.yaml'],
    ['immutable.yaml', 'immutable.yaml', 'immutable.yaml'],
    ['not-jsonpath.yaml', 'not-jsonpath.yaml', 'not-jsonpath.yaml'],
    ['not-overlay.yaml', 'not-overlay.yaml', 'not-overlay.yaml'],
    ['responses.yaml', 'remove-responses.yaml', 'remove-responses.yaml'],
    ['empty.yaml', 'empty.yaml', 'empty.yaml'],
  ] as const;

  it.each(triples)('%s + %s → %s', (description, overlay, expected) => {
    const result = applyOverlay(readYaml(path.join(dir, 'openapi', description)), readYaml(path.join(dir, 'overlays', overlay)));
    expect(result.doc).toEqual(readYaml(path.join(dir, 'expected', expected)));
  });

  it('refuses, with reasons and without changing anything, the overlays that are not valid', () => {
    for (const name of ['immutable.yaml', 'not-jsonpath.yaml', 'not-overlay.yaml']) {
      const doc = readYaml(path.join(dir, 'openapi', name));
      const before = JSON.stringify(doc);
      const result = applyOverlay(doc, readYaml(path.join(dir, 'overlays', name)));
      expect(result.errors.length, name).toBeGreaterThan(0);
      expect(JSON.stringify(result.doc)).toBe(before);
    }
    expect(applyOverlay({}, readYaml(path.join(dir, 'overlays', 'immutable.yaml'))).errors).toContain('`info` (with `title` and `version`) is required and must be an object');
    expect(applyOverlay({}, readYaml(path.join(dir, 'overlays', 'not-jsonpath.yaml'))).errors.join('\n')).toMatch(/action 1: unknown field `add`/);
  });
});

describe('overlay actions (Overlay 1.1.0, Action Object)', () => {
  const overlay = (actions: unknown[], version = '1.1.0') => ({ overlay: version, info: { title: 't', version: '1' }, actions });
  const doc = () => ({
    info: { title: 'A', version: '1' },
    tags: ['a', 'dummy', 'b'],
    paths: { '/x': { get: { parameters: [{ name: 'q' }], summary: 'x' } }, '/y': { get: { summary: 'y' } } },
    components: { schemas: { Shared: { type: 'string', description: 'shared' } } },
  });

  it('update merges objects, concatenates arrays, appends single values and replaces primitives', () => {
    const { doc: out, warnings } = applyOverlay(
      doc(),
      overlay([
        { target: '$.paths.*.get', update: { 'x-safe': true } },
        { target: "$.paths['/x'].get.parameters", update: { name: 'page' } },
        { target: '$.tags', update: ['c'] },
        { target: '$.info.title', update: 'B' },
        { target: '$', update: { info: { summary: 'S' }, components: null } },
      ]),
    );
    expect(warnings).toEqual([]);
    expect(out).toMatchObject({
      info: { title: 'B', version: '1', summary: 'S' },
      tags: ['a', 'dummy', 'b', 'c'],
      paths: { '/x': { get: { 'x-safe': true, parameters: [{ name: 'q' }, { name: 'page' }] } }, '/y': { get: { 'x-safe': true } } },
      components: { schemas: { Shared: { type: 'string' } } },
    });
  });

  it('remove takes nodes out of maps and arrays, including primitive array items', () => {
    const { doc: out } = applyOverlay(
      doc(),
      overlay([
        { target: "$.tags[?@ == 'dummy']", remove: true },
        { target: '$..summary', remove: true },
      ]),
    );
    expect(out).toMatchObject({ tags: ['a', 'b'], paths: { '/x': { get: { parameters: [{ name: 'q' }] } }, '/y': { get: {} } } });
    expect(JSON.stringify(out)).not.toContain('summary');
  });

  it('applies actions in order: removed, then created again', () => {
    const { doc: out } = applyOverlay(
      doc(),
      overlay([
        { target: "$.paths['/y']", remove: true },
        { target: '$.paths', update: { '/y': { post: {} } } },
      ]),
    );
    expect((out as { paths: Record<string, unknown> }).paths['/y']).toEqual({ post: {} });
  });

  it('copy (1.1) merges a copy of the one node its query selects; 1.0 does not know copy', () => {
    const { doc: out, warnings } = applyOverlay(doc(), overlay([{ target: "$.paths['/y'].get", copy: '$.components.schemas.Shared' }]));
    expect(warnings).toEqual([]);
    const y = (out as { paths: Record<string, { get: Record<string, unknown> }> }).paths['/y']!.get;
    expect(y).toEqual({ summary: 'y', type: 'string', description: 'shared' });
    expect(applyOverlay(doc(), overlay([{ target: '$', copy: '$.info' }], '1.0.0')).errors).toEqual(['action 1: unknown field `copy`']);
  });

  it('warns about targets that select nothing and values that cannot merge, and applies the rest', () => {
    const {
      doc: out,
      warnings,
      errors,
    } = applyOverlay(
      doc(),
      overlay([
        { target: '$.nowhere', update: { a: 1 } },
        { target: '$.info', update: 'text' },
        { target: '$.paths.*', copy: '$.paths.*' },
        { target: '$.info', update: { title: 'C' } },
      ]),
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      'action 1 ($.nowhere): its target selects nothing',
      "action 2 ($.info): $['info'] is an object; it can only be merged with an object",
      'action 3 ($.paths.*): its copy source $.paths.* selects 2 nodes, not one',
    ]);
    expect((out as { info: { title: string } }).info.title).toBe('C');
  });

  it('runs match() and search() in linear time: a near-miss of a catastrophic pattern in the description does not hang the load', () => {
    // Each near-miss costs a backtracking engine 2^40 steps or more.
    const near = 'a'.repeat(40) + '!';
    const described = {
      info: { title: 'A', version: '1' },
      paths: { '/x': { get: { summary: near, description: 'a'.repeat(5000) } }, '/y': { get: { summary: 'aaaa' } } },
    };
    const { doc: out, warnings } = applyOverlay(
      described,
      overlay([
        { target: "$.paths.*[?match(@.summary, '(a|aa)+')]", update: { 'x-matched': true } },
        { target: "$.paths.*[?search(@.description, '(a+)+b')]", update: { 'x-found': true } },
      ]),
    );
    const paths = (out as { paths: Record<string, { get: Record<string, unknown> }> }).paths;
    expect(paths['/y']!.get['x-matched']).toBe(true);
    expect(paths['/x']!.get['x-matched']).toBeUndefined();
    expect(warnings).toEqual([`action 2 ($.paths.*[?search(@.description, '(a+)+b')]): its target selects nothing`]);
  });

  it('checks and compiles each match()/search() pattern once, not once per node the filter visits', () => {
    const checks = vi.spyOn(jsonpath.functions.Match.prototype, 'call');
    const paths = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`/p${i}`, { get: { summary: i % 2 ? 'odd' : 'even' } }]));
    const { doc: out } = applyOverlay(
      { info: { title: 'A', version: '1' }, paths },
      overlay([
        { target: "$.paths.*[?match(@.summary, 'e.*n')]", update: { 'x-even': true } },
        { target: "$.paths.*[?match(@.summary, '(')]", update: { 'x-never': true } },
      ]),
    );
    const got = (out as { paths: Record<string, { get: Record<string, unknown> }> }).paths;
    expect(Object.values(got).filter((item) => item.get['x-even']).length).toBe(250);
    expect(Object.values(got).some((item) => 'x-never' in item.get)).toBe(false);
    // One validity check per pattern, for 1,000 visits.
    expect(checks).toHaveBeenCalledTimes(2);
    checks.mockRestore();
  });

  it('never writes through __proto__', () => {
    const target = doc();
    applyOverlay(target, overlay([{ target: '$.info', update: JSON.parse('{"__proto__": {"polluted": true}}') }]));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(target.info)).toBe(Object.prototype);
  });

  it.each([
    [{ a: 1 }, { a: { b: 1 } }, "$['a'] is a number; it can only be replaced by a value of the same kind"],
    [{ a: { b: 1 } }, { a: 2 }, "$['a'] is an object; it can only be merged with an object"],
    [{ a: [1] }, { a: 2 }, undefined],
    [{ a: 'x' }, { a: 'y', b: { c: 1 } }, undefined],
  ])('merge of %j with %j: %s', (target, value, problem) => {
    expect(mergeProblem(target, value, '$')).toBe(problem);
  });
});

describe('which overlay documents are valid (overlay/spec-v1.0, spec-v1.1)', () => {
  for (const version of ['spec-v1.0', 'spec-v1.1']) {
    for (const kind of ['pass', 'fail'] as const) {
      const folder = path.join(external, 'overlay', version, kind);
      it.each(readdirSync(folder))(`${version}/${kind}/%s`, (file) => {
        const { errors } = applyOverlay({ openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: {} }, readYaml(path.join(folder, file)));
        if (kind === 'pass') expect(errors).toEqual([]);
        else expect(errors.length).toBeGreaterThan(0);
      });
    }
  }
});
