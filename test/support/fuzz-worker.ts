// The fuzz test's worker thread (bundled by src/core/fuzz.test.ts with esbuild): runs one case
// per message so the test can stop it when a case hangs, and checks the prototypes after each.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { parseText } from '../../src/core/load/parse-text.js';
import { applyPlan, CaseFailure, FUZZ_SPECS, planText, pollution, runCase, type Plan } from './fuzz-case.js';

const specsDir = (workerData as { specsDir: string }).specsDir;
const bases = FUZZ_SPECS.map((file) => parseText(readFileSync(path.join(specsDir, file), 'utf8'), file));

parentPort!.on('message', (plan: Plan) => {
  void (async () => {
    const started = performance.now();
    const url = `https://fuzz.test/${FUZZ_SPECS[plan.spec]!}`;
    try {
      const doc = applyPlan(bases[plan.spec], plan);
      const text = plan.route === 'object' ? undefined : planText(doc, plan.route);
      const outcome = await runCase(text === undefined ? { kind: 'object', object: doc, url } : { kind: 'text', text, url });
      parentPort!.postMessage({ outcome, polluted: pollution(), ms: performance.now() - started });
    } catch (e) {
      const failure = e instanceof CaseFailure ? e.message : `the fuzz harness threw ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
      parentPort!.postMessage({ failure, polluted: pollution(), ms: performance.now() - started });
    }
  })();
});
