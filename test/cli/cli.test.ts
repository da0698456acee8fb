// The `spec-doc` command line, run as a child process: lint, build (opened offline in the
// browser), serve (reload on change, busy port), and its errors and help.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, startServe, type CliRun } from '../support/cli-run.js';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';
import { startStaticServer } from '../servers/static-server.mjs';
import { deepText, openPage, useBrowser } from '../support/browser.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MULTI = join(root, 'test/fixtures/multi/root.yaml');
const specsDir = findSpecsDir();
const browser = useBrowser();
const tmp = mkdtempSync(join(tmpdir(), 'spec-doc-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const run = (...args: string[]): Promise<CliRun> => runCli(args, 30_000);
function write(name: string, text: string): string {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
}

describe('spec-doc --help', () => {
  it('prints the usage of each command with exit code 0, and the commands without one', async () => {
    for (const command of ['serve', 'build', 'lint']) {
      const r = await run(command, '--help');
      expect(r.code, command).toBe(0);
      expect(r.stdout).toContain(`Usage: spec-doc ${command} <description>`);
    }
    const bare = await run();
    expect(bare.code).toBe(2);
    expect(bare.stdout).toMatch(/serve <description>[\s\S]*build <description>[\s\S]*lint <description>/);
    const unknown = await run('publish', 'x.yaml');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "publish"');
  });
});

describe('spec-doc lint', () => {
  it('passes a clean description with exit code 0', async () => {
    const r = await run('lint', join(root, 'test/fixtures/try.yaml'));
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toContain('ok — Try fixture 1.0.0 (OpenAPI 3.1.0), 2 operations');
  });

  it('reports dangling refs (internal, and to a missing file of a multi-file description) with their location, exit code 1', async () => {
    const dangling = write(
      'dangling.yaml',
      'openapi: 3.0.3\ninfo: { title: T, version: "1" }\npaths:\n  /a:\n    get:\n      responses:\n        "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Nope" } } } }\n',
    );
    const a = await run('lint', dangling);
    expect(a.code).toBe(1);
    expect(a.stderr).toContain('error: $ref #/components/schemas/Nope points at nothing (at /paths/~1a/get/responses/200/content/application~1json/schema/$ref, line 7, column 9)');
    const b = await run('lint', MULTI);
    expect(b.code).toBe(1);
    expect(b.stderr).toContain(`Cannot resolve $ref "./models/missing.yaml#/Missing": File not found: ${join(root, 'test/fixtures/multi/models/missing.yaml')}`);
    expect(b.stderr).toContain('1 problem');
  });

  it('reports invalid YAML with line and column, unknown versions, a missing file and an unreachable URL', async () => {
    const yaml = await run('lint', join(root, 'test/fixtures/errors/bad.yaml'));
    expect(yaml.code).toBe(1);
    expect(yaml.stderr).toMatch(/^error: YAML syntax error in \S+bad\.yaml at line \d+, column \d+: /);
    const version = await run('lint', join(root, 'test/fixtures/errors/unsupported.yaml'));
    expect(version.code).toBe(1);
    expect(version.stderr).toContain('Unsupported OpenAPI version');
    const none = await run('lint', write('none.yaml', 'info: { title: T }\npaths: {}\n'));
    expect(none.stderr).toContain('has no "openapi" or "swagger" field');
    const missing = await run('lint', 'no/such/file.yaml');
    expect(missing).toMatchObject({ code: 1, stderr: `error: File not found: ${join(root, 'no/such/file.yaml')}\n` });
    const unreachable = await run('lint', 'http://127.0.0.1:9/openapi.yaml');
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^error: Cannot reach http:\/\/127\.0\.0\.1:9\/openapi\.yaml \(/);
  });

  it('reports what breaks the official 3.0 and 3.1 schemas: the rule, the schema location, the pointer and the YAML line and column', async () => {
    const v30 = write(
      'v30.yaml',
      'openapi: 3.0.3\ninfo:\n  title: T\n  version: "1"\n  colour: red\npaths:\n  /a/{id}:\n    get:\n      parameters:\n        - name: id\n          in: path\n          schema: { type: string }\n      responses:\n        "200": { description: ok }\n',
    );
    const a = await run('lint', v30);
    expect(a.code).toBe(1);
    expect(a.stderr).toContain('error: "colour" is not allowed here (OpenAPI 3.0 schema: #/definitions/Info/additionalProperties; at /info/colour, line 5, column 3)\n');
    expect(a.stderr).toContain(
      'error: parameter "id" in path: "required" is required (path parameters must say required: true) (OpenAPI 3.0 schema: #/definitions/PathParameter/required; at /paths/~1a~1{id}/get/parameters/0, line 10, column 9)\n',
    );
    expect(a.stderr).toContain('2 problems');
    const v31 = write('v31.json', JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, servers: { url: '/' }, paths: { '/a': { get: { responses: { '200': {} } } } } }));
    const b = await run('lint', v31);
    expect(b.code).toBe(1);
    expect(b.stderr).toContain('error: must be array, not object (OpenAPI 3.1 schema: #/properties/servers/type; at /servers)\n');
    expect(b.stderr).toContain('error: "description" is required (OpenAPI 3.1 schema: #/$defs/response/required; at /paths/~1a/get/responses/200)\n');
    // --no-schema: only what would not render or resolve.
    expect(await run('lint', v31, '--no-schema')).toMatchObject({ code: 0, stderr: '' });
    expect((await run('lint', v31, '--strict', 'yes')).stderr).toContain('unknown option --strict for lint');
  });

  it('reports a 3.2 querystring parameter on the path item used with query parameters of an operation (a rule of the 3.2 text the schema cannot see)', async () => {
    const file = write(
      'qs.yaml',
      'openapi: 3.2.0\ninfo: { title: T, version: "1" }\npaths:\n  /search:\n    parameters:\n      - name: filter\n        in: querystring\n        content: { application/json: { schema: { type: object } } }\n    get:\n      parameters:\n        - { name: limit, in: query, schema: { type: integer } }\n      responses:\n        "200": { description: ok }\n    post:\n      responses:\n        "200": { description: ok }\n',
    );
    const r = await run('lint', file);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `error: parameter "filter" in querystring must not be used together with parameters in query ("limit"), counting the path item's parameters (OpenAPI 3.2.0, Parameter Object: in "querystring") (at /paths/~1search/get/parameters, line 10, column 7)\n${file}: 1 problem\n`,
    );
  });

  it.runIf(specsDir)('lints real descriptions of the shared corpus', async () => {
    const galaxy = await run('lint', join(specsDir!, 'scalar-galaxy/galaxy-3.1.yaml'));
    expect(galaxy.code, galaxy.stderr).toBe(0);
    expect(galaxy.stdout).toMatch(/ok — .+ \(OpenAPI 3\.1\.\d\), \d+ operations, valid against the official OpenAPI 3\.1 schema/);
    // Real descriptions break the official schema too: those are errors (--no-schema leaves them out).
    const badges = await run('lint', join(specsDir!, 'rapidoc/badges.yaml'));
    expect(badges.code).toBe(1);
    expect(badges.stderr).toContain('error: "responses" is required (OpenAPI 3.0 schema: #/definitions/Operation/required; at /paths/~1badge-1-path/get, line 32, column 5)');
    expect(await run('lint', join(specsDir!, 'rapidoc/badges.yaml'), '--no-schema')).toMatchObject({ code: 0, stderr: '' });
    // GitHub's 11.8 MB description is valid 3.0.3, and checked in seconds.
    const started = Date.now();
    const github = await run('lint', join(specsDir!, 'github/api.github.com.json'));
    expect(github.code, github.stderr).toBe(0);
    expect(github.stdout).toContain('valid against the official OpenAPI 3.0 schema');
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});

describe('spec-doc build', () => {
  it('refuses a missing --out, an unknown attribute and a missing file with a clear message', async () => {
    expect(await run('build', MULTI)).toMatchObject({ code: 2, stderr: 'error: build needs --out <dir>\n' });
    const bogus = await run('build', MULTI, '--out', join(tmp, 'x'), '--render-stile', 'focused');
    expect(bogus).toMatchObject({ code: 2 });
    expect(bogus.stderr).toContain('unknown option or attribute --render-stile');
    expect(existsSync(join(tmp, 'x'))).toBe(false);
    expect((await run('build', 'missing.yaml', '--out', join(tmp, 'x'))).stderr).toContain('File not found');
  });

  it('writes a static site: bundled description, pre-rendered escaped reference, element files; it renders offline', async () => {
    const dir = join(tmp, 'multi');
    cpSync(join(root, 'test/fixtures/multi'), dir, { recursive: true });
    // A summary with markup: the pre-render shows it as text.
    const rootFile = join(dir, 'root.yaml');
    writeFileSync(rootFile, readFileSync(rootFile, 'utf8').replace('summary: List owners', 'summary: "List <owners> & <script>alert(1)</script>"'));
    const out = join(tmp, 'site');
    const r = await run('build', rootFile, '--out', out, '--render-style', 'view', '--theme', 'light');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Multi-file fixture, 3 operations');
    for (const f of ['index.html', 'openapi.json', 'spec-doc.js', 'spec-doc-worker.js', 'oauth-receiver.html', 'oauth-receiver.js', 'spec-doc-site.css'])
      expect(existsSync(join(out, f)), f).toBe(true);
    const bundled = readFileSync(join(out, 'openapi.json'), 'utf8');
    // Every file is inlined; only the reference to the missing file stays as written.
    expect([...bundled.matchAll(/"\$ref":"(?!#)([^"]*)"/g)].map((m) => m[1])).toEqual(['./models/missing.yaml#/Missing']);
    expect(JSON.parse(bundled)).toHaveProperty('paths./pets');
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<title>Multi-file fixture</title>');
    expect(html).toContain(
      '<spec-doc spec-url="openapi.json" load-fonts="false" allow-spec-url-load="false" allow-spec-file-load="false" render-style="view" theme="light" show-header="false">',
    );
    expect(html).toContain('List &lt;owners&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<code>GET /pets</code>');

    const server = await startStaticServer({ root: out });
    try {
      // Before script runs (here: never), the reference is readable.
      const noJs = await browser().newContext({ javaScriptEnabled: false });
      const plain = await noJs.newPage();
      await plain.goto(`${server.url}/`);
      const text = await plain.locator('spec-doc').innerText();
      expect(text).toContain('Multi-file fixture');
      expect(text).toMatch(/GET \/pets\s+List pets/);
      await noJs.close();

      // With script, and nothing reachable but the site's own server: the element takes over.
      const opened = await openPage(browser(), 'about:blank');
      const offsite: string[] = [];
      await opened.page.context().route('**/*', (route) => {
        if (route.request().url().startsWith(server.url)) return route.continue();
        offsite.push(route.request().url());
        return route.abort();
      });
      try {
        await opened.page.goto(`${server.url}/`);
        await opened.page.waitForFunction(() => !!document.querySelector('spec-doc')?.shadowRoot?.querySelector('[data-op-id="get-/pets"]'), undefined, { timeout: 15_000 });
        const shown = await deepText(opened.page);
        expect(shown).toContain('List pets');
        expect(shown).toContain('List <owners> & <script>alert(1)</script>');
        // The pre-render is no longer shown once the element is defined.
        expect(await opened.page.locator('.spec-doc-prerender').isVisible()).toBe(false);
        expect(offsite, 'requests that left the site').toEqual([]);
        expect(opened.errors).toEqual([]);
      } finally {
        await opened.page.context().close();
      }
    } finally {
      await server.close();
    }
  });
});

describe('spec-doc serve', () => {
  it('serves a multi-file description and reloads the page when one of its files changes', async () => {
    const dir = join(tmp, 'served');
    cpSync(join(root, 'test/fixtures/multi'), dir, { recursive: true });
    const { child, url, output } = await startServe([join(dir, 'root.yaml'), '--port', '0']);
    try {
      expect(output()).toMatch(/Serving Multi-file fixture at http:\/\/127\.0\.0\.1:\d+\/ \(watching [3-9] files/);
      const opened = await openPage(browser(), url);
      try {
        await opened.page.waitForFunction(() => !!document.querySelector('spec-doc')?.shadowRoot?.querySelector('[data-op-id="get-/pets"]'), undefined, { timeout: 15_000 });
        // A referenced file (not the root) changes: the page reloads with the new text.
        const pets = join(dir, 'paths/pets.yaml');
        writeFileSync(pets, readFileSync(pets, 'utf8').replace('List pets', 'List all the pets'));
        await opened.page.waitForFunction(() => document.querySelector('.spec-doc-prerender')?.textContent.includes('List all the pets'), undefined, { timeout: 15_000 });
        await opened.page.waitForFunction(() => !!document.querySelector('spec-doc')?.shadowRoot?.querySelector('[data-op-id="get-/pets"]'), undefined, { timeout: 15_000 });
        expect(await deepText(opened.page)).toContain('List all the pets');
        expect(output()).toContain('Reloaded');
        // The fixture refers to a missing file on purpose (and browsers ask for /favicon.ico): those 404s only.
        expect(opened.failedRequests.filter((r) => r.status === 404 && !/models\/missing\.yaml|favicon\.ico/.test(r.url))).toEqual([]);
        expect(opened.errors.filter((e) => !e.includes('models/missing.yaml') && !e.includes('status of 404'))).toEqual([]);
      } finally {
        await opened.page.context().close();
      }
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('says so when the port is busy, and refuses a missing file before listening', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const busy = await run('serve', MULTI, '--port', String(port));
      expect(busy).toMatchObject({ code: 1, stderr: `error: port ${port} is already in use on 127.0.0.1: choose another with --port N\n` });
    } finally {
      blocker.close();
    }
    const missing = await run('serve', join(tmp, 'nothing.yaml'), '--port', '0');
    expect(missing).toMatchObject({ code: 1, stderr: `error: File not found: ${join(tmp, 'nothing.yaml')}\n` });
    const badPort = await run('serve', MULTI, '--port', 'eighty');
    expect(badPort.stderr).toContain('--port takes a port number');
  });
});
