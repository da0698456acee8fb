// A sample of the core fuzz test's cases (src/core/fuzz.test.ts) in the browser: each mutated
// description, served as JSON or YAML, ends in a rendering or a load error the element shows,
// opening its first operations works, the page keeps responding and no prototype is polluted.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';
import { parseText } from '../../src/core/load/parse-text.js';
import { useBrowser } from '../support/browser.js';
import { applyPlan, FUZZ_SPECS, planArbitrary, planText, type Plan } from '../support/fuzz-case.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();
const specsDir = findSpecsDir();

/** Hand-picked plans (deep nesting, huge strings, prototype keys, cycles) and a seeded random sample. */
function casesToRun(): Array<{ plan: Plan; text: string }> {
  const picked: Plan[] = [
    { spec: 3, route: 'json', steps: [{ at: [5, 0, 0], op: 'deep', arg: 2 }] },
    {
      spec: 0,
      route: 'json',
      steps: [
        { at: [1, 2], op: 'huge', arg: 0 },
        { at: [4, 1, 0], op: 'proto', arg: 3 },
      ],
    },
    {
      spec: 2,
      route: 'yaml',
      steps: [
        { at: [3, 1, 1, 1], op: 'cycle', arg: 1 },
        { at: [2], op: 'rename', arg: 1 },
      ],
    },
    { spec: 1, route: 'yaml', steps: [{ at: [6, 2, 0], op: 'deep', arg: 3 }] },
  ];
  const random = fc.sample(planArbitrary(), { numRuns: 6, seed: 20261122 }).map((p): Plan => ({ ...p, route: p.route === 'object' ? 'json' : p.route }));
  const bases = new Map<number, unknown>();
  const out: Array<{ plan: Plan; text: string }> = [];
  for (const plan of [...picked, ...random]) {
    if (!bases.has(plan.spec)) bases.set(plan.spec, parseText(readFileSync(path.join(specsDir!, FUZZ_SPECS[plan.spec]!), 'utf8'), FUZZ_SPECS[plan.spec]!));
    const text = planText(applyPlan(bases.get(plan.spec), plan), plan.route);
    if (text !== undefined) out.push({ plan, text });
  }
  return out;
}

describe.runIf(specsDir)('fuzzed descriptions in the browser', () => {
  it('end in a rendering or a shown load error, with the page responsive and prototypes untouched', async () => {
    const cases = casesToRun();
    expect(cases.length).toBe(10);
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.route(`${staticUrl}/fuzz-case/**`, (route) => {
        const n = Number(/fuzz-case\/(\d+)\./.exec(route.request().url())![1]);
        void route.fulfill({ status: 200, contentType: cases[n]!.plan.route === 'yaml' ? 'application/yaml' : 'application/json', body: cases[n]!.text });
      });
      await page.goto(`${staticUrl}/test/fixtures/blank.html`);
      const results: unknown[] = [];
      for (const [n, c] of cases.entries()) {
        const r = await page.evaluate(
          async ([url]) => {
            await customElements.whenDefined('spec-doc');
            document.querySelector('spec-doc')?.remove();
            const el = document.createElement('spec-doc') as HTMLElement & { scrollToPath(id: string): boolean };
            el.style.height = '100vh';
            el.setAttribute('render-style', 'focused');
            el.setAttribute('load-fonts', 'false');
            // The longest the page went without running a timer: a frozen tab shows here.
            let last = performance.now();
            let maxGap = 0;
            const beat = setInterval(() => {
              const now = performance.now();
              maxGap = Math.max(maxGap, now - last);
              last = now;
            }, 20);
            const outcome = new Promise<string>((resolve) => {
              el.addEventListener('spec-loaded', () => resolve('loaded'), { once: true });
              el.addEventListener('spec-load-error', () => resolve('error'), { once: true });
              setTimeout(() => resolve('timeout'), 30_000);
            });
            document.body.append(el);
            el.setAttribute('spec-url', url);
            const result = await outcome;
            const root = el.shadowRoot!;
            const ids = [...root.querySelectorAll('nav [data-nav-id]')]
              .map((a) => (a as HTMLElement).dataset.navId!)
              .filter((id) => /^(get|put|post|delete|patch|options|head|trace)-/.test(id));
            let opened = 0;
            for (const id of ids.slice(0, 3)) {
              el.scrollToPath(id);
              for (let i = 0; i < 100 && !root.querySelector(`[data-op-id="${CSS.escape(id)}"] .op-body`); i++) await new Promise((r) => setTimeout(r, 30));
              if (root.querySelector(`[data-op-id="${CSS.escape(id)}"] .op-body`)) opened++;
            }
            clearInterval(beat);
            const text = root.textContent;
            return {
              result,
              operations: ids.length,
              opened: Math.min(opened, 3) === Math.min(ids.length, 3),
              failedSections: text.match(/could not be shown[^\n]{0,160}/g) ?? [],
              errorShown: result !== 'error' || !!root.querySelector('[role="alert"]'),
              polluted: [({} as Record<string, unknown>)['polluted'], ...Object.keys(Object.prototype), ...Object.keys(Array.prototype)].filter((v) => v !== undefined),
              maxGap: Math.round(maxGap),
            };
          },
          [`${staticUrl}/fuzz-case/${n}.${c.plan.route}`] as const,
        );
        results.push({ case: n, ...r });
        expect.soft(r, JSON.stringify(c.plan)).toMatchObject({ opened: true, failedSections: [], errorShown: true, polluted: [] });
        expect.soft(r.result, JSON.stringify(c.plan)).not.toBe('timeout');
        expect.soft(r.maxGap, JSON.stringify(c.plan)).toBeLessThan(5_000);
      }
      // The sample reaches renderings, not only load errors.
      expect(results.filter((r) => (r as { result: string }).result === 'loaded').length).toBeGreaterThanOrEqual(5);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe('descriptions built to exhaust the page', () => {
  const bomb = [
    'openapi: 3.1.0',
    "info: {title: lol, version: '1'}",
    'paths: {}',
    'x-a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
    ...'bcdefghi'.split('').map((c, i) => `x-${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
    'x-bomb: [*i, *i, *i]',
  ].join('\n');
  const deep = `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{},"x-deep":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
  // The deep part in an operation's response schema, and in a Swagger 2.0 definition (the converter runs after the check).
  const schema = `${'{"items":'.repeat(10_000)}{}${'}'.repeat(10_000)}`;
  const deepOperation = `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{"/a":{"get":{"responses":{"200":{"description":"ok","content":{"application/json":{"schema":${schema}}}}}}}}}`;
  const deepSwagger2 = `{"swagger":"2.0","info":{"title":"t","version":"1"},"paths":{"/a":{"get":{"responses":{"200":{"description":"ok","schema":{"$ref":"#/definitions/D"}}}}}},"definitions":{"D":${schema}}}`;

  it.each([
    // Each is refused before anything of it is rendered (no `before-render`): JSON's nesting is
    // checked before it is parsed (in WebAssembly where it can be), YAML's as it is parsed.
    ['a YAML "billion laughs"', 'lol.yaml', bomb, /YAML aliases .* expand to more than 10,000,000 nodes/],
    ['JSON nested 10,000 levels', 'deep.json', deep, /nests deeper than 1000 levels/],
    ["JSON nested 10,000 levels in the first operation's response", 'deep-op.json', deepOperation, /nests deeper than 1000 levels at line 1, column \d+/],
    ['Swagger 2.0 nested 10,000 levels in a definition', 'deep-2.json', deepSwagger2, /nests deeper than 1000 levels at line 1, column \d+/],
  ])('%s is refused with a clear error the element shows', async (_name, file, body, message) => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.route(`${staticUrl}/exhaust/${file}`, (route) => void route.fulfill({ status: 200, contentType: 'text/plain', body }));
      await page.goto(`${staticUrl}/test/fixtures/blank.html`);
      const r = await page.evaluate(async (url) => {
        await customElements.whenDefined('spec-doc');
        const el = document.createElement('spec-doc');
        el.setAttribute('load-fonts', 'false');
        let beforeRender = false;
        el.addEventListener('before-render', () => (beforeRender = true), { once: true });
        const detail = new Promise<string>((resolve) => {
          el.addEventListener('spec-load-error', (e) => resolve(`${(e.detail.error as Error & { kind: string }).kind}: ${e.detail.error.message}`), { once: true });
          el.addEventListener('spec-loaded', () => resolve('loaded'), { once: true });
        });
        document.body.append(el);
        el.setAttribute('spec-url', url);
        const d = await detail;
        await new Promise((res) => setTimeout(res, 100));
        return { detail: d, shown: el.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '', beforeRender };
      }, `${staticUrl}/exhaust/${file}`);
      expect(r.detail).toMatch(message);
      expect(r.detail).toMatch(/^too-large: /);
      expect(r.shown).toMatch(message);
      expect(r.beforeRender).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
