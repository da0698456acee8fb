// The nesting scan in WebAssembly (src/core/load/wasm-scan.ts) in Chromium itself, on the page's
// main thread and in a worker (where descriptions are loaded): it compiles there and gives what
// the JavaScript loop gives. (Node runs the same checks in src/core/load/wasm-scan.test.ts; under a
// policy that refuses WebAssembly, test/browser/csp.test.ts loads JSON with the JavaScript loop.)
import { beforeAll, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser.js';
import { scriptBundle } from '../support/script-bundle.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

/** The two scans as one classic script: `self.Scan.compare(text, max)` gives both answers and the time of each. */
let kit = '';
beforeAll(async () => {
  kit = await scriptBundle(
    `import { scanJsonBytes } from './src/core/load/parse-text.ts';
import { scanJsonBytesWasm } from './src/core/load/wasm-scan.ts';
export function compare(text, max) {
  const bytes = new TextEncoder().encode(text);
  return { wasm: scanJsonBytesWasm(bytes, max) ?? null, js: scanJsonBytes(bytes, max) };
}`,
    'Scan',
  );
});

const texts: Array<[string, number]> = [
  [`{"a":"é","b":[${'{"c":"\\\\\\"[{"},'.repeat(20_000)}1]}`, 1000],
  [`{"x":${'['.repeat(1500)}${']'.repeat(1500)}}`, 1000],
  [`["${'z'.repeat(70_000)}\\"]", [[[["✓"]]]]]`, 4],
];

it('runs in the page and in a worker of Chromium, with the JavaScript loop’s answers', async () => {
  const { page, errors } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
  try {
    await page.addScriptTag({ content: kit });
    const inPage = await page.evaluate((all) => all.map(([text, max]) => (self as unknown as { Scan: { compare: (t: string, m: number) => unknown } }).Scan.compare(text, max)), texts);
    const inWorker = await page.evaluate(
      ([source, all]) =>
        new Promise<unknown[]>((resolve, reject) => {
          const url = URL.createObjectURL(new Blob([`${source}\nonmessage = (e) => postMessage(e.data.map(([t, m]) => Scan.compare(t, m)));`], { type: 'text/javascript' }));
          const worker = new Worker(url);
          worker.onmessage = (e: MessageEvent<unknown[]>) => {
            worker.terminate();
            resolve(e.data);
          };
          worker.onerror = (e) => reject(new Error(e.message));
          worker.postMessage(all);
        }),
      [kit, texts] as const,
    );
    for (const answers of [inPage, inWorker]) {
      expect(answers).toHaveLength(texts.length);
      for (const answer of answers as Array<{ wasm: { tooDeepAt: number; firstNonAscii: number } | null; js: { tooDeepAt: number; firstNonAscii: number } }>) {
        // WebAssembly ran (null would mean the JavaScript fallback).
        expect(answer.wasm).not.toBeNull();
        expect(answer.wasm!.tooDeepAt).toBe(answer.js.tooDeepAt);
        if (answer.js.tooDeepAt === -1) expect(answer.wasm!.firstNonAscii).toBe(answer.js.firstNonAscii);
      }
    }
    expect((inPage as Array<{ js: { tooDeepAt: number } }>).map((a) => a.js.tooDeepAt > -1)).toEqual([false, true, true]);
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
  }
});
