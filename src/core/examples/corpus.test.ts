/*
 * The property test of issue 4: for every schema of every request body and response (each
 * media type) in the shared corpus, the generated example validates with ajv in the
 * description's dialect. Schemas the generator finds contradictory (and ajv rejects) are
 * reported as unsatisfiable rather than counted as failures; schemas ajv cannot compile
 * (e.g. a `pattern` that is not a valid ECMAScript regex with the u flag) are reported too.
 */
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { corpus, specsDir } from '../../../test/support/spec-index.js';
import { loadDescription } from '../load/load-description.js';
import { resolveRef } from '../model/resolve-ref.js';
import { childPointer, getAtPointer } from '../resolve/pointer.js';
import { isObject, type JsonObject } from '../types.js';
import { generateExample, OVERLAP } from './generate.js';
import { makeJudges } from './testing/ajv-judge.js';

/**
 * Schemas checked per description at most (spread evenly), so the run stays well under a
 * minute on two cores: only Cloudflare, Loket, GitHub, Stripe, DigitalOcean, Azure and
 * Slack have more. Uncapped (10,190 satisfiable schemas) everything passes too, in about a minute.
 */
const CAP = 500;
/**
 * Share of satisfiable, compilable schemas whose example ajv accepts. All of them when this
 * test was written; unsatisfiable and overlapping-oneOf schemas are listed, not counted.
 */
const MIN_PASS_RATE = 1;

interface Target {
  pointer: string;
  direction: 'request' | 'response';
  where: string;
}

interface Outcome {
  spec: string;
  where: string;
  pointer: string;
  kind: 'pass' | 'fail' | 'unsatisfiable' | 'ambiguous' | 'uncompilable';
  reason: string;
  value?: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** Every request-body and response schema of the description, with the pointer where it sits (after following `$ref`s to bodies and responses). */
function targets(doc: JsonObject): Target[] {
  const out: Target[] = [];
  const seen = new Set<string>();
  const add = (schema: unknown, pointer: string, direction: 'request' | 'response', where: string): void => {
    // The same component schema used by many operations is checked once per direction.
    const key = (isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : pointer) + ' ' + direction;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ pointer, direction, where });
  };
  const content = (node: unknown, pointer: string, direction: 'request' | 'response', where: string): void => {
    const r = resolveRef(doc, node, pointer);
    if (!isObject(r.value) || !isObject(r.value.content)) return;
    for (const [mt, media] of Object.entries(r.value.content)) {
      if (isObject(media) && media.schema !== undefined) {
        add(media.schema, childPointer(childPointer(childPointer(r.pointer, 'content'), mt), 'schema'), direction, `${where} ${mt}`);
      }
    }
  };
  for (const root of ['paths', 'webhooks']) {
    const items = doc[root];
    if (!isObject(items)) continue;
    for (const [path, raw] of Object.entries(items)) {
      const item = resolveRef(doc, raw, childPointer(childPointer('', root), path));
      if (!isObject(item.value)) continue;
      for (const method of METHODS) {
        const op = item.value[method];
        if (!isObject(op)) continue;
        const at = childPointer(item.pointer, method);
        const label = `${method.toUpperCase()} ${path}`;
        if (op.requestBody !== undefined) content(op.requestBody, childPointer(at, 'requestBody'), 'request', `${label} request`);
        if (isObject(op.responses)) {
          for (const [status, resp] of Object.entries(op.responses)) {
            content(resp, childPointer(childPointer(at, 'responses'), status), 'response', `${label} ${status}`);
          }
        }
      }
    }
  }
  return out;
}

function reasonOf(errors: ReadonlyArray<{ keyword: string; message?: string }>): string {
  const e = errors[0];
  return e ? `${e.keyword}: ${e.message ?? ''}` : 'unknown';
}

const dir = specsDir();
const entries = corpus();
const outcomes: Outcome[] = [];
const capped: string[] = [];
const timings: Array<[string, { gen: number; ajv: number }]> = [];

describe('generated examples validate against their schemas in the whole corpus', () => {
  for (const entry of entries) {
    it(`validates every body schema of ${entry.path}`, async () => {
      const url = pathToFileURL(dir! + entry.path).href;
      const loaded = await loadDescription({ kind: 'url', url }, fileTextFetcher);
      const version = /^3\.[12]/.test(loaded.sourceVersion) ? '3.1' : '3.0';
      const judges = makeJudges(loaded.doc, version);
      const timing = { gen: 0, ajv: 0 };
      timings.push([entry.path, timing]);
      let list = targets(loaded.doc);
      if (list.length > CAP) {
        capped.push(`${entry.path}: ${CAP} of ${list.length}`);
        // Evenly spread over the description rather than its first operations only.
        const step = list.length / CAP;
        list = Array.from({ length: CAP }, (_, i) => list[Math.floor(i * step)]!);
      }
      for (const t of list) {
        const judge = judges[t.direction];
        const problems: string[] = [];
        const schema = getAtPointer(loaded.doc, t.pointer);
        const t0 = performance.now();
        const value = generateExample(loaded.doc, schema, { direction: t.direction, version, problems });
        const t1 = performance.now();
        const verdict = judge.check(t.pointer, value);
        timing.gen += t1 - t0;
        timing.ajv += performance.now() - t1;
        const base = { spec: entry.path, where: t.where, pointer: t.pointer };
        if (verdict.compileError !== undefined) outcomes.push({ ...base, kind: 'uncompilable', reason: verdict.compileError.slice(0, 160) });
        else if (verdict.valid) outcomes.push({ ...base, kind: 'pass', reason: '' });
        else if (problems.some((p) => p.startsWith(OVERLAP)))
          outcomes.push({
            ...base,
            kind: 'ambiguous',
            reason: problems
              .filter((p) => p.startsWith(OVERLAP))
              .slice(0, 2)
              .join('; '),
            value,
          });
        else if (problems.length) outcomes.push({ ...base, kind: 'unsatisfiable', reason: problems.slice(0, 3).join('; '), value });
        else {
          const e = verdict.errors[0];
          outcomes.push({ ...base, kind: 'fail', reason: `${reasonOf(verdict.errors)} at ${e?.schemaPath ?? ''} (value at "${e?.instancePath ?? ''}")`, value });
        }
      }
    }, 120_000);
  }

  afterAll(() => {
    const count = (k: Outcome['kind']): number => outcomes.filter((o) => o.kind === k).length;
    const pass = count('pass');
    const fail = count('fail');
    const judged = pass + fail;
    const lines = [
      `example validity over the corpus: ${pass}/${judged} satisfiable schemas pass (${((100 * pass) / Math.max(1, judged)).toFixed(2)}%)`,
      `  unsatisfiable (contradictions reported by the generator, rejected by ajv): ${count('unsatisfiable')}`,
      `  oneOf branches that overlap (only the discriminator separates them; rejected by ajv): ${count('ambiguous')}`,
      `  not compilable by ajv: ${count('uncompilable')}`,
      `  capped: ${capped.join(', ') || 'none'}`,
      `  slowest (generation / ajv ms): ${[...timings]
        .sort((a, b) => b[1].gen + b[1].ajv - a[1].gen - a[1].ajv)
        .slice(0, 5)
        .map(([p, t]) => `${p} ${Math.round(t.gen)}/${Math.round(t.ajv)}`)
        .join(', ')}`,
    ];
    const groups = new Map<string, Outcome[]>();
    for (const o of outcomes.filter((x) => x.kind !== 'pass')) {
      const key = `${o.kind} — ${o.reason.replace(/"[^"]*"/g, '"…"').replace(/#\/[^ ]*/g, '#/…')}`;
      groups.set(key, [...(groups.get(key) ?? []), o]);
    }
    for (const [key, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
      lines.push(`  ${list.length} × ${key}`);
      // EXAMPLES_VERBOSE=1 lists every case instead of three per group.
      for (const o of list.slice(0, process.env.EXAMPLES_VERBOSE ? undefined : 3)) {
        lines.push(`      ${o.spec} ${o.where} (${o.pointer})`, `        ${o.reason}${o.value === undefined ? '' : ' → ' + JSON.stringify(o.value).slice(0, 200)}`);
      }
    }
    console.log(lines.join('\n'));
  });
});

describe('the corpus pass rate', () => {
  it('is at least what the generator reached when this test was written', () => {
    // Runs after the per-description tests above (vitest runs a file's tests in order).
    const pass = outcomes.filter((o) => o.kind === 'pass').length;
    const judged = pass + outcomes.filter((o) => o.kind === 'fail').length;
    if (!entries.length) return;
    expect(judged).toBeGreaterThan(1000);
    expect(pass / judged).toBeGreaterThanOrEqual(MIN_PASS_RATE);
  });
});
