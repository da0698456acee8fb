// The `spec-doc` command line with several descriptions (one site, the `sources` switcher),
// `--overlay` for build, serve and lint, and build's llms.txt and Markdown pages; run as a child
// process on the built dist/cli (node scripts/build.mjs first).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, startServe, type CliRun } from '../support/cli-run.js';
import { parseText } from '../../src/core/load/parse-text.js';
import { startStaticServer } from '../servers/static-server.mjs';
import { deepText, openPage, useBrowser } from '../support/browser.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (path: string): string => join(root, 'test/fixtures', path);
const TRY = fixture('try.yaml');
const ZOO = fixture('cli/zoo.yaml');
const OVERLAY_API = fixture('overlays/api.yaml');
const UPDATE = fixture('overlays/update.yaml');
const REMOVE = fixture('overlays/remove.json');
const SECOND = fixture('overlays/second.yaml');
const EXTERNAL = join(root, '../shared/external-tests/overlay');
const browser = useBrowser();
const tmp = mkdtempSync(join(tmpdir(), 'spec-doc-cli-multi-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const run = (...args: string[]): Promise<CliRun> => runCli(args);
function write(name: string, text: string): string {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
}
function json(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}
/** Every file under `dir`, as paths relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as { isFile(): boolean; parentPath: string; name: string }[])
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}
/** The `sources` attribute of the page's <spec-doc>, parsed as the browser would (entities decoded, then JSON). */
function sourcesOf(html: string): unknown {
  const m = /<spec-doc sources='([^']*)'/.exec(html);
  if (!m) return undefined;
  const decoded = m[1]!.replace(/&(amp|lt|gt|#39|quot);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', '#39': "'", quot: '"' })[e]!);
  return JSON.parse(decoded);
}

describe('spec-doc build with several descriptions', () => {
  it('writes one site whose <spec-doc> lists every description in `sources`, each written at its own URL', async () => {
    const out = join(tmp, 'two');
    const r = await run('build', TRY, ZOO, '--out', out, '--theme', 'light');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Wrote');
    expect(r.stdout).toContain('2 APIs (Try fixture: 2 operations; Zoo [API]: 2 operations)');
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(sourcesOf(html)).toEqual([
      { name: 'Try fixture', url: 'apis/try-fixture/openapi.json' },
      { name: 'Zoo [API]', url: 'apis/zoo-api/openapi.json' },
    ]);
    // The switcher chooses what loads: no spec-url beside it; other attributes as for one description.
    expect(html).not.toContain('spec-url=');
    expect(html).toContain(' load-fonts="false" allow-spec-url-load="false" allow-spec-file-load="false" theme="light">');
    expect(html).toContain('<title>Try fixture · Zoo [API]</title>');
    // The pre-render: the list of APIs, then the first one (which the element shows first).
    expect(html).toContain(
      '<nav aria-label="APIs"><p>2 APIs:</p><ul><li><a href="apis/try-fixture/openapi.json">Try fixture</a></li><li><a href="apis/zoo-api/openapi.json">Zoo [API]</a></li></ul></nav>',
    );
    expect(html).toContain('<code>GET /items/{itemId}</code>');
    expect(html).not.toContain('<code>GET /animals</code>');
    expect((json(join(out, 'apis/try-fixture/openapi.json')).info as { title: string }).title).toBe('Try fixture');
    expect((json(join(out, 'apis/zoo-api/openapi.json')).info as { title: string }).title).toBe('Zoo [API]');
    expect(existsSync(join(out, 'openapi.json'))).toBe(false);
    for (const f of ['spec-doc.js', 'spec-doc-worker.js', 'spec-doc-overlay.js', 'spec-doc-markdown.js', 'spec-doc-site.css']) expect(existsSync(join(out, f)), f).toBe(true);
  });

  it('takes the names from --name (once per description, in order) and makes repeated titles unique', async () => {
    const named = join(tmp, 'named');
    const r = await run('build', TRY, '--name', 'Payments v2', ZOO, '--name', "Zoo's <b>beta</b>", '--out', named);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(named, 'index.html'), 'utf8');
    expect(sourcesOf(html)).toEqual([
      { name: 'Payments v2', url: 'apis/payments-v2/openapi.json' },
      { name: "Zoo's <b>beta</b>", url: 'apis/zoo-s-b-beta-b/openapi.json' },
    ]);
    // The name is text in the attribute and in the list, never markup.
    expect(html).toContain(`sources='[{"name":"Payments v2","url":"apis/payments-v2/openapi.json"},{"name":"Zoo&#39;s &lt;b&gt;beta&lt;/b&gt;"`);
    expect(html).toContain('Zoo&#39;s &lt;b&gt;beta&lt;/b&gt;</a>');

    const same = join(tmp, 'same');
    expect((await run('build', TRY, TRY, TRY, '--out', same)).code).toBe(0);
    expect(sourcesOf(readFileSync(join(same, 'index.html'), 'utf8'))).toEqual([
      { name: 'Try fixture', url: 'apis/try-fixture/openapi.json' },
      { name: 'Try fixture (2)', url: 'apis/try-fixture-2/openapi.json' },
      { name: 'Try fixture (3)', url: 'apis/try-fixture-3/openapi.json' },
    ]);
  });

  it('refuses a --name count that does not match (exit code 2) and an unreadable description, naming it (exit code 1), with nothing written', async () => {
    const out = join(tmp, 'refused');
    expect(await run('build', TRY, ZOO, '--name', 'Only one', '--out', out)).toMatchObject({
      code: 2,
      stderr: 'error: --name is given 1 time for 2 descriptions: give it once per description, in the same order\n',
    });
    expect(await run('build', TRY, join(tmp, 'missing.yaml'), '--out', out)).toMatchObject({
      code: 1,
      stderr: `error: ${join(tmp, 'missing.yaml')}: File not found: ${join(tmp, 'missing.yaml')}\n`,
    });
    expect(await run('build', '--out', out)).toMatchObject({ code: 2, stderr: expect.stringContaining('build takes one or more descriptions') });
    expect((await run('build', TRY, '--out', out, '--sources', '[]')).stderr).toContain('--sources is set by the CLI');
    expect(existsSync(out)).toBe(false);
  });

  it('with one description writes the page as before: spec-url, no sources, no list of APIs', async () => {
    const out = join(tmp, 'one');
    expect((await run('build', TRY, '--out', out)).code).toBe(0);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<spec-doc spec-url="openapi.json" load-fonts="false" allow-spec-url-load="false" allow-spec-file-load="false" show-header="false">');
    expect(html).not.toContain('sources=');
    expect(html).not.toContain('<nav');
    expect(existsSync(join(out, 'openapi.json'))).toBe(true);
    expect(existsSync(join(out, 'apis'))).toBe(false);
  });
});

describe('a site built from several descriptions, in Chromium', () => {
  it('opens on the first API, switches with the API control, and a link with ?api= opens the other one', async () => {
    const out = join(tmp, 'site-in-browser');
    expect((await run('build', TRY, ZOO, '--out', out)).code).toBe(0);
    const server = await startStaticServer({ root: out });
    const opened = await openPage(browser(), 'about:blank');
    const missing: string[] = [];
    opened.page.on('response', (r) => {
      if (r.status() >= 400) missing.push(r.url());
    });
    try {
      const { page } = opened;
      await page.goto(`${server.url}/`);
      const shows = (id: string) => page.waitForFunction((op) => !!document.querySelector('spec-doc')?.shadowRoot?.querySelector(`[data-op-id="${op}"]`), id, { timeout: 15_000 });
      await shows('get-/items/{itemId}');
      const api = page.getByRole('combobox', { name: 'API' });
      expect((await api.locator('option').allTextContents()).map((o) => o.trim())).toEqual(['Try fixture', 'Zoo [API]']);
      await api.selectOption({ label: 'Zoo [API]' });
      await shows('get-/animals');
      expect(await deepText(page)).toContain('Zoo [API]');
      expect(new URL(page.url()).searchParams.get('api')).toBe('zoo-api');
      // A copied link opens the same API.
      await page.reload();
      await shows('get-/animals');
      expect(await api.inputValue()).toBe(await api.locator('option', { hasText: 'Zoo [API]' }).getAttribute('value'));
      // Only the zoo's own <img src=x> (its onerror dropped by the sanitiser) is missing: it resolves against its description's URL.
      // (Polled: the image's 404 can come after the operation shows; under the whole suite's load it had not yet, once.)
      await expect.poll(() => [...new Set(missing)], { timeout: 10_000 }).toEqual([`${server.url}/apis/zoo-api/x`]);
      expect(opened.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await opened.page.context().close();
      await server.close();
    }
  });
});

describe('spec-doc serve with several descriptions', () => {
  it('serves the page with `sources` and each description at its URL, overlays applied', async () => {
    const { child, url, output } = await startServe([OVERLAY_API, '--overlay', REMOVE, TRY, '--name', 'Items', '--name', 'Try', '--port', '0']);
    try {
      expect(output()).toMatch(/Serving 2 APIs \(Items, Try\) at http:\/\/127\.0\.0\.1:\d+\/ \(watching 3 files/);
      const page = await fetch(url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(sourcesOf(html)).toEqual([
        { name: 'Items', url: 'apis/items/openapi.json' },
        { name: 'Try', url: 'apis/try/openapi.json' },
      ]);
      const items = (await (await fetch(new URL('apis/items/openapi.json', url))).json()) as { info: { title: string }; paths: Record<string, unknown> };
      expect(items.info.title).toBe('Overlaid API');
      expect(Object.keys(items.paths)).toEqual(['/items/{itemId}', '/items']);
      const tryDoc = (await (await fetch(new URL('apis/try/openapi.json', url))).json()) as { info: { title: string } };
      expect(tryDoc.info.title).toBe('Try fixture');
      expect((await fetch(new URL('openapi.json', url))).status).toBe(404);
      expect((await fetch(new URL('apis/other/openapi.json', url))).status).toBe(404);
      expect((await fetch(new URL('spec-doc-overlay.js', url))).status).toBe(200);
      expect((await fetch(new URL('spec-doc-markdown.js', url))).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('watches the overlays too: editing one serves the description with the new overlay', async () => {
    const overlay = write('watched-overlay.yaml', "overlay: 1.0.0\ninfo: { title: T, version: '1' }\nactions:\n  - target: $.info\n    update: { title: First title }\n");
    const { child, url, output } = await startServe([OVERLAY_API, '--overlay', overlay, '--port', '0']);
    try {
      expect(output()).toContain('Serving First title at');
      const title = async (): Promise<string> => ((await (await fetch(new URL('openapi.json', url))).json()) as { info: { title: string } }).info.title;
      expect(await title()).toBe('First title');
      writeFileSync(overlay, readFileSync(overlay, 'utf8').replace('First title', 'Second title'));
      const deadline = Date.now() + 10_000;
      while ((await title()) !== 'Second title' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await title()).toBe('Second title');
      expect(output()).toContain('Reloaded');
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('--overlay', () => {
  it('build: applies overlays in order before anything else (update, remove, one that needs the first), warning about a target that matches nothing', async () => {
    const out = join(tmp, 'overlaid');
    const r = await run('build', OVERLAY_API, '--overlay', UPDATE, '--overlay', REMOVE, '--overlay', SECOND, '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(`warning: overlay ${UPDATE}: action 2 ($.paths['/nowhere'].get): its target selects nothing\n`);
    const doc = json(join(out, 'openapi.json')) as { info: { title: string }; paths: Record<string, { get?: { summary: string; description?: string; parameters: { name: string }[] } }> };
    expect(doc.info.title).toBe('Overlaid API');
    expect(Object.keys(doc.paths)).toEqual(['/items/{itemId}', '/items']);
    const get = doc.paths['/items/{itemId}']!.get!;
    expect(get.summary).toBe('Fetch one zebra item');
    expect(get.description).toBe('Second overlay saw the first.');
    expect(get.parameters.map((p) => p.name)).toEqual(['itemId', 'flavour']);
    // Everything made from the description sees the overlaid one: the page, the Markdown.
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<title>Overlaid API</title>');
    expect(html).not.toContain('/legacy');
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).toContain('- [Fetch one zebra item](md/get-items-itemId.md): GET /items/{itemId}');
    expect(existsSync(join(out, 'md/get-legacy.md'))).toBe(false);
    expect(readFileSync(join(out, 'md/get-items-itemId.md'), 'utf8')).toContain("curl 'https://api.example.com/items/42?flavour=overlaid'");
  });

  it('build: an --overlay after a description applies to that one; one before every description applies to all', async () => {
    const out = join(tmp, 'placed');
    const copy = write('api-copy.yaml', readFileSync(OVERLAY_API, 'utf8'));
    const r = await run('build', OVERLAY_API, '--overlay', REMOVE, copy, '--name', 'A', '--name', 'B', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(Object.keys(json(join(out, 'apis/a/openapi.json')).paths as object)).toEqual(['/items/{itemId}', '/items']);
    expect(Object.keys(json(join(out, 'apis/b/openapi.json')).paths as object)).toEqual(['/items/{itemId}', '/items', '/legacy']);
    const all = join(tmp, 'all');
    expect((await run('build', '--overlay', REMOVE, OVERLAY_API, copy, '--out', all)).code).toBe(0);
    for (const slug of ['overlaid-api', 'overlaid-api-2']) expect(Object.keys(json(join(all, `apis/${slug}/openapi.json`)).paths as object)).not.toContain('/legacy');
  });

  it('build: gives the expected document for the Overlay specification examples', async () => {
    const cases = [
      ['petstore.yaml', 'overlay.yaml', 'output1.yaml'],
      ['openapi-with-servers.yaml', 'remove-server.yaml', 'one-less-server.yaml'],
      ['town.yaml', 'remove-properties.yaml', 'town-remove-properties.yaml'],
    ] as const;
    for (const [description, overlay, expected] of cases) {
      const out = join(tmp, `external-${expected}`);
      const r = await run('build', join(EXTERNAL, 'apply/openapi', description), '--overlay', join(EXTERNAL, 'apply/overlays', overlay), '--out', out);
      expect(r.code, r.stderr).toBe(0);
      const want = parseText(readFileSync(join(EXTERNAL, 'apply/expected', expected), 'utf8'), expected);
      expect(json(join(out, 'openapi.json')), expected).toEqual(want);
    }
  });

  it('refuses an overlay that cannot be read, is not valid YAML, or that the Overlay schema refuses, naming its file, exit code 1', async () => {
    const out = join(tmp, 'bad-overlay');
    const missing = join(tmp, 'no-overlay.yaml');
    expect(await run('build', OVERLAY_API, '--overlay', missing, '--out', out)).toMatchObject({
      code: 1,
      stderr: `error: overlay ${missing} could not be read: File not found: ${missing}\n`,
    });
    const badYaml = fixture('overlays/bad-yaml.yaml');
    const yaml = await run('build', OVERLAY_API, '--overlay', badYaml, '--out', out);
    expect(yaml.code).toBe(1);
    expect(yaml.stderr).toMatch(
      new RegExp(`^error: overlay ${badYaml.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} could not be read: YAML syntax error in \\S+bad-yaml\\.yaml at line \\d+, column \\d+`),
    );
    const invalid = fixture('overlays/invalid.yaml');
    expect(await run('build', OVERLAY_API, '--overlay', invalid, '--out', out)).toMatchObject({
      code: 1,
      stderr: `error: overlay ${invalid} is not a valid OpenAPI Overlay: \`info\` (with \`title\` and \`version\`) is required and must be an object; action 1: \`target\` (a JSONPath expression) is required and must be a string\n`,
    });
    // An OpenAPI description given as an overlay.
    const notOverlay = await run('build', OVERLAY_API, '--overlay', TRY, '--out', out);
    expect(notOverlay.code).toBe(1);
    expect(notOverlay.stderr).toContain(`error: overlay ${TRY} is not a valid OpenAPI Overlay: \`overlay\` (the Overlay version, e.g. "1.1.0") is required and must be a string`);
    // One of the Overlay specification's own failing documents.
    const failing = join(EXTERNAL, 'spec-v1.1/fail/actions-missing-target.yaml');
    expect((await run('build', OVERLAY_API, '--overlay', failing, '--out', out)).stderr).toMatch(
      new RegExp(`^error: overlay ${failing.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not a valid OpenAPI Overlay: `),
    );
    expect(existsSync(out)).toBe(false);
    // serve refuses it before listening.
    expect(await run('serve', OVERLAY_API, '--overlay', missing, '--port', '0')).toMatchObject({
      code: 1,
      stderr: `error: overlay ${missing} could not be read: File not found: ${missing}\n`,
    });
  });

  it('lint: lints the overlaid description, warns about an unmatched target, refuses a bad overlay', async () => {
    const ok = await run('lint', OVERLAY_API, '--overlay', UPDATE, '--overlay', REMOVE);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stderr).toBe(`warning: overlay ${UPDATE}: action 2 ($.paths['/nowhere'].get): its target selects nothing\n`);
    expect(ok.stdout).toBe(`${OVERLAY_API}: ok — Overlaid API 1.0.0 (OpenAPI 3.1.0), 2 operations, valid against the official OpenAPI 3.1 schema\n`);
    // An overlay that breaks the schema: the overlaid description is what is reported (no YAML line: the file is not what was linted).
    const breaking = write('breaking.yaml', "overlay: 1.0.0\ninfo: { title: Break, version: '1' }\nactions:\n  - target: $.info\n    update: { colour: red }\n");
    const bad = await run('lint', OVERLAY_API, '--overlay', breaking);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(`error: "colour" is not allowed here (OpenAPI 3.1 schema: #/$defs/info/unevaluatedProperties; at /info/colour)\n${OVERLAY_API}: 1 problem\n`);
    const invalid = fixture('overlays/invalid.yaml');
    const refused = await run('lint', OVERLAY_API, '--overlay', invalid);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`^error: overlay ${invalid.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not a valid OpenAPI Overlay: `));
  });
});

describe('spec-doc build: llms.txt and Markdown', () => {
  it('writes llms.txt in the llmstxt.org form, a page per operation and webhook, and the whole API in one file', async () => {
    const out = join(tmp, 'zoo');
    const r = await run('build', ZOO, '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(filesUnder(out).filter((f) => f.endsWith('.md') || f.endsWith('.txt'))).toEqual([
      'llms.txt',
      'md/delete-keepers-id.md',
      'md/get-animals.md',
      'md/webhook-post-fed.md',
      'zoo-api.md',
    ]);
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).toBe(
      [
        '# Zoo [API]',
        '',
        '> Animals and their keepers.',
        '',
        'Reference for Zoo [API] version 2.0.0: one Markdown page per operation, and the whole API in one file.',
        '',
        '## animals',
        '',
        '- [List animals](md/get-animals.md): GET /animals',
        '',
        '## keepers',
        '',
        '- [Fire a keeper](md/delete-keepers-id.md): DELETE /keepers/{id}',
        '',
        '## Webhooks',
        '',
        '- [Fed](md/webhook-post-fed.md): POST fed',
        '',
        '## Optional',
        '',
        '- [The whole API](zoo-api.md): every operation in one Markdown file',
        '',
      ].join('\n'),
    );
    // The description's own Markdown, HTML and all, as text: never HTML made from it.
    expect(readFileSync(join(out, 'md/get-animals.md'), 'utf8')).toBe(
      [
        '# List animals',
        '',
        '`GET /animals`',
        '',
        'Every animal, *sorted*. <img src=x onerror=alert(1)>',
        '',
        '## Parameters',
        '',
        '- `limit` (query, integer)',
        '  - example: `10`',
        '  - ≤ 50',
        '',
        '## Responses',
        '',
        '### 200 The animals',
        '',
        'Content type `application/json`: array',
        '',
        '- items: Animal',
        '  - `name` (string, required): Its name',
        '',
        'Example:',
        '',
        '```json',
        '[',
        '  {',
        '    "name": "Leo"',
        '  }',
        ']',
        '```',
        '',
        '## Example request',
        '',
        '```bash',
        "curl 'https://zoo.example/v2/animals?limit=10'",
        '```',
        '',
      ].join('\n'),
    );
    const whole = readFileSync(join(out, 'zoo-api.md'), 'utf8');
    expect(whole.startsWith('# Zoo [API] 2.0.0\n\n> Animals and their keepers.\n\nThe **zoo** API. <script>alert(1)</script>\n\n## Servers\n\n- `https://zoo.example/v2`\n')).toBe(true);
    expect(whole.match(/^#{1,3} .*/gm)).toEqual(['# Zoo [API] 2.0.0', '## Servers', '## animals', '### List animals', '## keepers', '### Fire a keeper', '## Webhooks', '### Fed']);
  });

  it('with several descriptions: one llms.txt with a section per API linking every operation page, and each API its own files', async () => {
    const out = join(tmp, 'zoo-and-try');
    expect((await run('build', ZOO, TRY, '--out', out)).code).toBe(0);
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).toBe(
      [
        '# Zoo [API], Try fixture',
        '',
        '> Reference for 2 APIs: each one in a Markdown file, and one Markdown page per operation.',
        '',
        '## Zoo [API]',
        '',
        '- [Zoo \\[API\\]: the whole API](apis/zoo-api/zoo-api.md): Animals and their keepers.',
        '- [List animals](apis/zoo-api/md/get-animals.md): GET /animals',
        '- [Fire a keeper](apis/zoo-api/md/delete-keepers-id.md): DELETE /keepers/{id}',
        '- [Fed](apis/zoo-api/md/webhook-post-fed.md): POST fed',
        '',
        '## Try fixture',
        '',
        '- [Try fixture: the whole API](apis/try-fixture/try-fixture.md): every operation in one Markdown file',
        '- [Create an item](apis/try-fixture/md/post-items.md): POST /items',
        '- [Get an item](apis/try-fixture/md/get-items-itemId.md): GET /items/{itemId}',
        '',
        '## Optional',
        '',
        '- [Zoo \\[API\\]: llms.txt](apis/zoo-api/llms.txt): its operations by tag',
        '- [Try fixture: llms.txt](apis/try-fixture/llms.txt): its operations by tag',
        '',
      ].join('\n'),
    );
    // Each API's own llms.txt links relative to itself; its files are those of a one-API site.
    const alone = join(tmp, 'zoo-alone');
    expect((await run('build', ZOO, '--out', alone)).code).toBe(0);
    expect(readFileSync(join(out, 'apis/zoo-api/llms.txt'), 'utf8')).toBe(readFileSync(join(alone, 'llms.txt'), 'utf8'));
    expect(readFileSync(join(out, 'apis/zoo-api/md/get-animals.md'), 'utf8')).toBe(readFileSync(join(alone, 'md/get-animals.md'), 'utf8'));
    for (const f of ['apis/try-fixture/llms.txt', 'apis/try-fixture/try-fixture.md', 'apis/try-fixture/md/post-items.md', 'apis/try-fixture/md/get-items-itemId.md'])
      expect(existsSync(join(out, f)), f).toBe(true);
  });

  it('spec-doc serve serves the same llms.txt and Markdown pages as build, and new ones after a change', async () => {
    const out = join(tmp, 'zoo-and-try-served');
    expect((await run('build', ZOO, TRY, '--out', out)).code).toBe(0);
    const zoo = write('served-zoo.yaml', readFileSync(ZOO, 'utf8'));
    const { child, url } = await startServe([zoo, TRY, '--port', '0']);
    try {
      const built = filesUnder(out).filter((f) => f.endsWith('.md') || f.endsWith('.txt'));
      expect(built.length).toBeGreaterThan(8);
      for (const file of built) {
        const res = await fetch(new URL(file, url));
        expect(res.status, file).toBe(200);
        expect(res.headers.get('content-type'), file).toBe(file.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8');
        expect(await res.text(), file).toBe(readFileSync(join(out, file), 'utf8'));
      }
      expect((await fetch(new URL('apis/zoo-api/md/nothing.md', url))).status).toBe(404);
      expect((await fetch(new URL('md/get-animals.md', url))).status).toBe(404);
      // The description changes: the next request gets Markdown made from the new text.
      writeFileSync(zoo, readFileSync(zoo, 'utf8').replace('summary: Animals and their keepers.', 'summary: Animals, keepers and feeding times.'));
      const llms = async (): Promise<string> => (await fetch(new URL('apis/zoo-api/llms.txt', url))).text();
      const deadline = Date.now() + 10_000;
      while (!(await llms()).includes('feeding times') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await llms()).toContain('> Animals, keepers and feeding times.');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('keeps every file inside the output folder whatever the paths, operation ids, webhook names and title say', async () => {
    const parent = join(tmp, 'hostile');
    const out = join(parent, 'site');
    const r = await run('build', fixture('cli/hostile-paths.yaml'), '--out', out);
    expect(r.code, r.stderr).toBe(0);
    // Nothing beside the output folder, nothing above it.
    expect(readdirSync(parent)).toEqual(['site']);
    expect(existsSync(join(tmp, 'x.md'))).toBe(false);
    expect(filesUnder(out).filter((f) => f.endsWith('.md'))).toEqual([
      'etc-passwd.md',
      'md/get-..-..-x.md',
      'md/get-Pets.md',
      'md/get-a-b-2e-2e.md',
      'md/get-pets-2.md',
      'md/webhook-post-..-..-..-hook.md',
    ]);
    const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain('- [Dot-dot path](md/get-..-..-x.md): GET /../../x\n');
    // Two paths that differ only in case get two files (one would overwrite the other on macOS).
    expect(llms).toContain('- [Upper-case pets](md/get-Pets.md): GET /Pets\n');
    expect(llms).toContain('- [Lower-case pets](md/get-pets-2.md): GET /pets\n');
    expect(llms).toContain('- [Hostile webhook](md/webhook-post-..-..-..-hook.md): POST ../../../hook\n');
    expect(readFileSync(join(out, 'md/get-..-..-x.md'), 'utf8').startsWith('# Dot-dot path\n\n`GET /../../x`\n')).toBe(true);
    // With several descriptions, the title-made folder name stays inside apis/ too.
    const several = join(parent, 'several');
    expect((await run('build', fixture('cli/hostile-paths.yaml'), TRY, '--out', several)).code).toBe(0);
    expect(readdirSync(parent).sort()).toEqual(['several', 'site']);
    expect(readdirSync(join(several, 'apis')).sort()).toEqual(['etc-passwd', 'try-fixture']);
  });
});
