// Property test over the core: real descriptions from ../shared/specs, mutated (keys deleted,
// types swapped, $refs broken, cycles, huge strings, 10,000-level nesting, prototype keys), are
// loaded the way the worker loads them and every operation, component and index is built. Each
// case must end in a model or a DescriptionError, within a time limit, without polluting
// prototypes. Cases run in a worker thread so a hang is stopped and reported, not waited for.
// `npm run fuzz` runs more cases (FUZZ_RUNS); FUZZ_SEED replays a run.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';
import { FUZZ_SPECS, HOSTILE_NAMES, HOSTILE_URLS, planArbitrary, URL_FIELD_COUNT, type CaseOutcome, type Plan } from '../../test/support/fuzz-case.js';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 60);
const SEED = process.env['FUZZ_SEED'] === undefined ? undefined : Number(process.env['FUZZ_SEED']);
/** Longest a case may take (a 45 KB description with 10,000-level nesting takes well under a second). */
const CASE_LIMIT_MS = 10_000;

type Reply = { outcome?: CaseOutcome; failure?: string; polluted: string[]; ms: number };

const specsDir = findSpecsDir();
let tmp: string;
let bundle: string;
let worker: Worker | undefined;

function startWorker(): Worker {
  // A memory cap: a case that blows up memory ends the worker instead of the test run. The
  // stack is 1 MB, about a browser worker's, so deep recursion fails here as it would there.
  return new Worker(bundle, { workerData: { specsDir }, resourceLimits: { maxOldGenerationSizeMb: 1024, stackSizeMb: 1 } });
}

/** Runs one plan in the worker; a case past the limit stops the worker (a new one takes over). */
function runPlan(plan: Plan): Promise<Reply | { hang: true } | { crash: string }> {
  worker ??= startWorker();
  const w = worker;
  return new Promise((resolve) => {
    const done = (value: Reply | { hang: true } | { crash: string }): void => {
      clearTimeout(timer);
      w.off('message', onMessage);
      w.off('error', onError);
      resolve(value);
    };
    const onMessage = (reply: Reply): void => done(reply);
    const onError = (e: Error): void => {
      worker = undefined;
      done({ crash: e.message });
    };
    const timer = setTimeout(() => {
      worker = undefined;
      void w.terminate();
      done({ hang: true });
    }, CASE_LIMIT_MS);
    w.on('message', onMessage);
    w.on('error', onError);
    w.postMessage(plan);
  });
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'spec-doc-fuzz-'));
  bundle = path.join(tmp, 'fuzz-worker.mjs');
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../test/support/fuzz-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    logLevel: 'error',
  });
});

afterAll(async () => {
  await worker?.terminate();
  rmSync(tmp, { recursive: true, force: true });
});

describe.runIf(specsDir)('fuzzing the core with mutated real descriptions', () => {
  it(`ends every case (${RUNS}) in a model or a clear error, in time, with prototypes untouched`, async () => {
    const outcomes = { model: 0, error: 0 };
    await fc.assert(
      fc.asyncProperty(planArbitrary(), async (plan) => {
        const r = await runPlan(plan);
        if ('hang' in r) throw new Error(`the case did not end within ${CASE_LIMIT_MS} ms`);
        if ('crash' in r) throw new Error(`the worker crashed: ${r.crash}`);
        if (r.failure) throw new Error(r.failure);
        if (r.polluted.length) throw new Error(`prototype polluted: ${r.polluted.join(', ')}`);
        outcomes[r.outcome!.kind]++;
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: process.env['FUZZ_SHRINK'] !== '1' },
    );
    // Most mutations leave a description that still loads: the cases reach the model, not only the loader.
    expect(outcomes.model).toBeGreaterThan(RUNS / 2);
  }, 600_000);

  // Not left to chance: every hostile URL in every URL field, and every hostile name in every
  // parameter location (and as an apiKey's name), of every fuzzed description.
  it('refuses every hostile URL in every URL field, and never throws on a name HTTP cannot carry', async () => {
    const plans: Plan[] = [];
    for (let spec = 0; spec < FUZZ_SPECS.length; spec++) {
      for (let arg = 0; arg < URL_FIELD_COUNT * HOSTILE_URLS.length; arg++) plans.push({ spec, route: 'object', steps: [{ at: [0], op: 'url', arg }] });
      for (let arg = 0; arg < HOSTILE_NAMES.length * 4; arg++) plans.push({ spec, route: spec % 2 ? 'yaml' : 'json', steps: [{ at: [2, 0, 0], op: 'name', arg }] });
    }
    const failures: string[] = [];
    for (const plan of plans) {
      const r = await runPlan(plan);
      if ('hang' in r) failures.push(`${JSON.stringify(plan)}: did not end`);
      else if ('crash' in r) failures.push(`${JSON.stringify(plan)}: ${r.crash}`);
      else if (r.failure || r.polluted.length) failures.push(`${JSON.stringify(plan)}: ${r.failure ?? r.polluted.join(', ')}`);
      else if (r.outcome?.kind !== 'model') failures.push(`${JSON.stringify(plan)}: ${r.outcome?.message ?? 'no model'}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
