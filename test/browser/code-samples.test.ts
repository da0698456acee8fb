import { wcagAxe } from '../support/axe.js';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from '../support/browser.js';
import { mountReading } from '../support/reading.js';

const run = promisify(execFile);
const staticUrl = inject('staticUrl');
const echoUrl = inject('echoUrl');
// Test files run in parallel against one echo API: this file's requests go under its own prefix.
const PREFIX = '/samples-test';
const browser = useBrowser();
const SPEC = '/test/fixtures/code-samples.yaml';
const PUT = 'put-/items/{itemId}';

interface Echo {
  method: string;
  path: string;
  query: Record<string, string[]>;
  headers: Record<string, string>;
  body: string;
}

let since = 0;
async function all(): Promise<(Echo & { id: number })[]> {
  return (await (await fetch(`${echoUrl}/__echo/received`)).json()) as (Echo & { id: number })[];
}

/** This file's requests since clearReceived (the list is shared with other test files). */
async function received(): Promise<Echo[]> {
  return (await all()).filter((r) => r.id > since && r.path.startsWith(PREFIX));
}

async function clearReceived(): Promise<void> {
  since = Math.max(since, ...(await all()).map((r) => r.id));
}

/** Opens an operation from the navigation and waits for its code samples element. */
async function open(page: Page, opId: string): Promise<Locator> {
  await page.locator(`spec-doc nav a[data-nav-id="${opId}"]`).click();
  const op = page.locator(`spec-doc [data-op-id="${opId}"]`);
  await op.locator('spec-doc-code-samples').waitFor();
  return op;
}

function mount(attrs: Record<string, string> = {}) {
  return mountReading(browser(), staticUrl, { spec: SPEC, attrs: { 'render-style': 'focused', 'server-url': `${echoUrl}${PREFIX}`, ...attrs } });
}

/** The loaded script resources whose file name starts with `prefix` (esbuild names chunks after their entry module). */
function chunksLoaded(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(
    (p) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name.split('/').pop()!)
        .filter((n) => n.startsWith(p)),
    prefix,
  );
}

/** The description's own samples, as the request example's language picker lists them. */
const ownNames = (op: Locator): Promise<string[]> =>
  op
    .locator('spec-doc-code-samples optgroup[label="From the description"] option')
    .allTextContents()
    .then((l) => l.map((t) => t.trim()));
const ownCode = (op: Locator): Locator => op.locator('.code-samples-own pre code');
const generated = (op: Locator): Locator => op.locator('.code-samples-generated pre code');
const selectLanguage = (op: Locator): Locator => op.getByRole('combobox', { name: 'Language' });
/** Shows the description's sample with this label in the request example. */
const pickOwn = (op: Locator, label: string): Promise<string[]> => selectLanguage(op).selectOption({ label });

describe('code samples from the description', () => {
  it('lists x-code-samples in the request example, in every spelling, before the generated languages, and starts on the first', async () => {
    const { page, errors } = await mount();
    try {
      const put = await open(page, PUT);
      expect(await ownNames(put)).toEqual(['cURL', 'JavaScript', 'Hostile']);
      // The description's samples first (as Redoc and Scalar), then generated cURL (it follows the inputs) and the other languages.
      const labels = (await selectLanguage(put).locator('option').allTextContents()).map((t) => t.trim());
      expect(labels.slice(0, 3)).toEqual(['cURL', 'JavaScript', 'Hostile']);
      expect(labels.slice(3, 6)).toEqual(['cURL', 'HTTPie', 'JavaScript (fetch)']);
      expect(await selectLanguage(put).inputValue()).toBe('own-0');
      expect(await ownCode(put).textContent()).toContain('curl -X PUT');
      expect(await ownNames(await open(page, 'post-/items'))).toEqual(['Go client', 'Ruby']);
      expect(await ownNames(await open(page, 'get-/singular'))).toEqual(['PHP']);
      const del = await open(page, 'delete-/singular');
      expect(await ownNames(del)).toEqual(['CSharp']);
      await pickOwn(del, 'CSharp');
      expect(await ownCode(del).textContent()).toBe('var x = 1;');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows the sample picked, and copies what is shown', async () => {
    const { page, errors } = await mount();
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const op = await open(page, PUT);
      await pickOwn(op, 'JavaScript');
      expect(await ownCode(op).textContent()).toContain("fetch('https://api.test/items/42'");
      await op.getByRole('button', { name: 'Copy the JavaScript example' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain("fetch('https://api.test/items/42'");
      expect(await op.locator('spec-doc-code-samples [role="status"]').textContent()).toBe('Copied');
      await selectLanguage(op).selectOption({ index: 0 });
      expect(await ownCode(op).textContent()).toContain('curl -X PUT');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('highlights samples, and shows a hostile sample as text: no element injected, no dialog', async () => {
    const { page, errors } = await mount();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    try {
      const op = await open(page, PUT);
      await selectLanguage(op).selectOption({ index: 0 });
      await ownCode(op).locator('.hl-comment').first().waitFor();
      expect(await ownCode(op).locator('.hl-comment').first().textContent()).toBe('# Replace item 42');
      expect(await ownCode(op).locator('.hl-option').allTextContents()).toEqual(['-X', '--data']);
      await pickOwn(op, 'JavaScript');
      expect(await ownCode(op).locator('.hl-keyword').allTextContents()).toEqual(expect.arrayContaining(['const', 'await', 'if']));
      expect(await ownCode(op).locator('.hl-string').first().textContent()).toBe("'https://api.test/items/42'");

      await pickOwn(op, 'Hostile');
      const source = '<img src=x onerror="window.__xss = 1; alert(1)">\n</code></pre><script>window.__xss = 2; alert(2)</script>\n<svg onload="window.__xss = 3">\n';
      expect(await ownCode(op).textContent()).toBe(source);
      // Only the highlighter's own spans are inside the code element.
      expect(await ownCode(op).evaluate((code) => [...code.querySelectorAll('*')].every((e) => e.tagName === 'SPAN' && e.attributes.length === 1 && e.className.startsWith('hl-')))).toBe(
        true,
      );
      const injected = await page.evaluate(() => document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('main img, main script, main svg[onload]').length);
      expect(injected).toBe(0);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('are shown without a console (allow-try false): generated cURL and the samples, no inputs, no TRY, no generator', async () => {
    const { page, errors } = await mount({ 'allow-try': 'false' });
    try {
      const op = await open(page, PUT);
      expect(await ownNames(op)).toEqual(['cURL', 'JavaScript', 'Hostile']);
      expect(await ownCode(op).textContent()).toContain('curl -X PUT');
      await selectLanguage(op).selectOption('curl');
      expect(await generated(op).textContent()).toMatch(/^curl -X PUT '.*\/items\/42\?q=red%20shoes&tags=a&tags=b'/);
      await generated(op).locator('.hl-function').first().waitFor();
      expect(await op.getByRole('button', { name: /^TRY/i }).count()).toBe(0);
      expect(await op.getByRole('textbox').count()).toBe(0);
      expect(await chunksLoaded(page, 'generate-snippet')).toEqual([]);
      expect(await chunksLoaded(page, 'examples-panel')).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('accessibility scan (axe), colour contrast of the highlighting included', () => {
  for (const theme of ['dark', 'light']) {
    it(`${theme}: no violations with a highlighted sample and generated code shown`, async () => {
      const { page, errors } = await mount({ theme });
      try {
        const op = await open(page, PUT);
        const kinds = new Set<string>();
        const scan = async (): Promise<void> => {
          for (const k of await page.evaluate(() => [...document.querySelector('spec-doc')!.shadowRoot!.querySelectorAll('[class^="hl-"]')].map((e) => e.className))) kinds.add(k);
          const result = await wcagAxe(page)
            .include({ fromShadowDom: ['spec-doc', 'spec-doc-code-samples'] })
            .analyze();
          expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          expect(result.passes.map((p) => p.id)).toContain('color-contrast');
        };
        await selectLanguage(op).selectOption({ index: 0 });
        await ownCode(op).locator('.hl-comment').first().waitFor();
        await scan();
        await selectLanguage(op).selectOption('php');
        await generated(op).locator('.hl-variable').first().waitFor();
        await scan();
        // Every token kind was on screen (the shell sample, PHP and the JSON response example), so each colour was checked against the code background.
        expect([...kinds].sort()).toEqual(['hl-comment', 'hl-function', 'hl-keyword', 'hl-literal', 'hl-number', 'hl-option', 'hl-string', 'hl-variable']);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});

describe('generated code', () => {
  const languages: [string, RegExp][] = [
    ['curl', /^curl -X PUT '.*\/items\/42\?q=red%20shoes&tags=a&tags=b'/],
    ['httpie', /http PUT '.*\/items\/42\?q=red%20shoes&tags=a&tags=b'/],
    ['javascript', /fetch\('.*\/items\/42\?q=red%20shoes&tags=a&tags=b', options\)/],
    ['node', /const url = '.*\/items\/42\?q=red%20shoes&tags=a&tags=b';/],
    ['python', /import requests[\s\S]*requests\.put\(url/],
    ['go', /http\.NewRequest\("PUT", url, payload\)/],
    ['java', /HttpRequest\.newBuilder\(\)[\s\S]*\.method\("PUT"/],
    ['csharp', /Method = HttpMethod\.Put/],
    ['php', /CURLOPT_CUSTOMREQUEST => "PUT"/],
    ['ruby', /Net::HTTP::Put\.new\(url\)/],
    ['swift', /request\.httpMethod = "PUT"/],
    ['kotlin', /\.put\(body\)/],
    ['powershell', /Invoke-WebRequest -Uri '.*\/items\/42\?q=red%20shoes&tags=a&tags=b' -Method PUT/],
  ];

  it('is generated for each language once picked (the generator loads only for languages other than cURL), from the current inputs', async () => {
    const { page, errors } = await mount();
    try {
      const op = await open(page, PUT);
      // cURL needs no generator (it is the console's own toCurl).
      await selectLanguage(op).selectOption('curl');
      expect(await generated(op).textContent()).toMatch(languages[0]![1]);
      expect(await chunksLoaded(page, 'generate-snippet')).toEqual([]);
      for (const [id, pattern] of languages) {
        await selectLanguage(op).selectOption(id);
        await generated(op).waitFor();
        const code = (await generated(op).textContent())!;
        expect(code, id).toMatch(pattern);
        expect(code, id).toContain('X-Trace');
        expect(code, id).toContain('Brien');
        expect(await generated(op).locator('[class^="hl-"]').count(), id).toBeGreaterThan(0);
      }
      expect(await chunksLoaded(page, 'generate-snippet')).toHaveLength(1);

      // The snippet follows the console's inputs.
      await selectLanguage(op).selectOption('python');
      await op.getByRole('textbox', { name: /^itemId/ }).fill('7');
      await expect.poll(() => generated(op).textContent()).toContain('/items/7?q=red%20shoes');
      await op.getByRole('textbox', { name: /^X-Trace/ }).fill('changed-trace');
      await expect.poll(() => generated(op).textContent()).toContain('"X-Trace": "changed-trace"');
      // Incomplete inputs: the whole request still, with a placeholder for the missing value.
      await op.getByRole('textbox', { name: /^itemId/ }).fill('');
      await expect.poll(() => generated(op).textContent()).toContain('/items/<itemId>?q=red%20shoes');
      expect(await op.locator('.code-samples-generated [role="status"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  describe('run against the echo API, it sends what TRY sends', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'spec-doc-code-samples-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    const runners: { id: string; available: boolean; run: (code: string) => Promise<unknown> }[] = [
      { id: 'curl', available: existsSync('/usr/bin/curl'), run: (code) => run('bash', ['-c', code]) },
      {
        id: 'node',
        available: true,
        run: async (code) => {
          const file = path.join(dir, 'snippet.mjs');
          await writeFile(file, code);
          return run(process.execPath, [file]);
        },
      },
      {
        // The requests module is installed here; httpsnippet 11 has no http.client variant.
        id: 'python',
        available: spawnSync('python3', ['-c', 'import requests']).status === 0,
        run: async (code) => {
          const file = path.join(dir, 'snippet.py');
          await writeFile(file, code);
          return run('python3', [file]);
        },
      },
    ];

    for (const runner of runners) {
      it.runIf(runner.available)(`the generated ${runner.id} code`, async () => {
        await clearReceived();
        const { page, errors } = await mount();
        try {
          const op = await open(page, PUT);
          await op.getByRole('textbox', { name: /^q/ }).fill("it's a/b & c");
          await op.getByRole('button', { name: /^TRY/i }).click();
          await op.locator('.try-response').waitFor();
          const sent = await received();
          const byConsole = sent.find((r) => r.method === 'PUT')!;
          expect(byConsole.path).toBe(`${PREFIX}/items/42`);

          await selectLanguage(op).selectOption(runner.id);
          await generated(op).waitFor();
          const code = (await generated(op).textContent())!;
          await clearReceived();
          await runner.run(code);
          const [bySnippet, ...more] = await received();
          expect(more).toEqual([]);
          expect(bySnippet!.method).toBe(byConsole.method);
          expect(bySnippet!.path).toBe(byConsole.path);
          expect(bySnippet!.query).toEqual(byConsole.query);
          expect(bySnippet!.query).toEqual({ q: ["it's a/b & c"], tags: ['a', 'b'] });
          expect(bySnippet!.headers['x-trace']).toBe(byConsole.headers['x-trace']);
          expect(bySnippet!.headers['content-type']).toBe(byConsole.headers['content-type']);
          // cURL sends the body byte for byte; the others re-serialise the same JSON.
          if (runner.id === 'curl') expect(bySnippet!.body).toBe(byConsole.body);
          expect(JSON.parse(bySnippet!.body)).toEqual(JSON.parse(byConsole.body));
          expect(JSON.parse(byConsole.body)).toEqual({ name: "O'Brien & co", n: 1 });
          expect(errors).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
  });
});
