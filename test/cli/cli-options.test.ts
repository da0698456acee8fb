// The CLI's command line, run as a child process: every option value checked against the
// element's own lists, usage errors with exit code 2 (load problems keep 1), --version and
// `help <command>`; and what a built page's head and pre-render say of a hostile description.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RENDER_STYLES } from '../../src/element/attributes.js';
import { SHOW_METHOD_IN_NAV } from '../../src/ui/reference/nav-bar.js';
import { ROOT, runCli, startServe, type CliRun } from '../support/cli-run.js';

const tmp = mkdtempSync(join(tmpdir(), 'spec-doc-cli-options-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const run = (...args: string[]): Promise<CliRun> => runCli(args, 30_000);
const TRY = join(ROOT, 'test/fixtures/try.yaml');

describe('spec-doc option values', () => {
  it('refuses a value an attribute does not take, listing the allowed ones, with exit code 2 and nothing written', async () => {
    const out = join(tmp, 'refused');
    const cases: Array<[string[], string]> = [
      [['--render-style', 'focsed'], `error: --render-style takes one of ${RENDER_STYLES.join(', ')}, not "focsed"\n`],
      [['--show-method-in-nav-bar', 'yes'], `error: --show-method-in-nav-bar takes one of ${SHOW_METHOD_IN_NAV.join(', ')}, not "yes"\n`],
      [['--allow-try', 'no'], 'error: --allow-try takes true or false, not "no"\n'],
      [['--schema-expand-level', '0'], 'error: --schema-expand-level takes a whole number from 1, not "0"\n'],
      [['--render-stile', 'focused'], 'error: unknown option or attribute --render-stile (see "spec-doc build --help")\n'],
      [['--out'], 'error: option --out needs a value\n'],
    ];
    const results = await Promise.all(cases.map(([args]) => run('build', TRY, '--out', out, ...args)));
    cases.forEach(([args, stderr], i) => expect(results[i], args.join(' ')).toMatchObject({ code: 2, stderr }));
    expect(await run('serve', TRY, '--render-style', 'focsed', '--port', '0')).toMatchObject({ code: 2, stderr: expect.stringContaining('--render-style takes one of read, view, focused') });
    expect(await run('serve', TRY, '--port', 'eighty')).toMatchObject({ code: 2, stderr: 'error: --port takes a port number, not "eighty"\n' });
    expect(await run('lint', TRY, '--strict', 'yes')).toMatchObject({ code: 2 });
    expect(await run('build', TRY)).toMatchObject({ code: 2, stderr: 'error: build needs --out <dir>\n' });
    expect(existsSync(out)).toBe(false);
    // What the element takes as it takes it (case, aliases) passes; a load problem stays exit code 1.
    const ok = await run('build', TRY, '--out', out, '--render-style', 'Focused', '--default-schema-tab', 'model', '--font-size', 'large', '--allow-try', 'FALSE');
    expect(ok.code, ok.stderr).toBe(0);
    expect(await run('build', join(tmp, 'missing.yaml'), '--out', out)).toMatchObject({ code: 1 });
  });

  it('prints the version, and the help of a command with `help <command>` as with `<command> --help`', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(await run('--version')).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
    await Promise.all(
      ['serve', 'build', 'lint'].map(async (command) => {
        const [help, flag] = await Promise.all([run('help', command), run(command, '--help')]);
        expect(help.code).toBe(0);
        expect(help.stdout).toBe(flag.stdout);
      }),
    );
    const main = await run('help');
    expect(main).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: spec-doc <command>') });
    expect(main.stdout).toContain('spec-doc help <command>');
    expect(await run('help', 'publish')).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown command "publish"') });
  });
});

describe('spec-doc --lang', () => {
  it('writes the page in the language: <html lang> (the element reads it) and the words the page itself shows', async () => {
    const out = join(tmp, 'ja');
    const r = await run('build', TRY, '--out', out, '--lang', 'ja');
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<p>バージョン 1.0.0</p>');
    // The untagged operations' group, named by spec-doc; the description's own words stay as written.
    expect(html).toContain('<h2>オペレーション</h2>');
    expect(html).toContain('<strong>Get an item</strong>');
    expect(html).toContain('このページをファイルとして開くと、ブラウザーはページのスクリプトを実行しません。<code>npx spec-doc serve');
    expect(html).not.toMatch(/>Version |<h2>Operations<\/h2>|Browsers do not run/);
    // A tag one shipped language serves is written as given; the English site is unchanged.
    expect(await run('build', TRY, '--out', join(tmp, 'de-at'), '--lang', 'de_at')).toMatchObject({ code: 0 });
    expect(readFileSync(join(tmp, 'de-at/index.html'), 'utf8')).toContain('<html lang="de-AT">');
    expect(await run('build', TRY, '--out', join(tmp, 'en'))).toMatchObject({ code: 0 });
    expect(readFileSync(join(tmp, 'en/index.html'), 'utf8')).toMatch(/<html lang="en">[^]*<p>Version 1\.0\.0<\/p>/);
  });

  it('refuses a language spec-doc does not ship, listing those it does, with exit code 2 and nothing written', async () => {
    const out = join(tmp, 'xx');
    const stderr = 'error: --lang takes one of the interface languages en, de, fr, es, pt-BR, ja, zh-CN, ko, ar, he (or a tag one of them serves, such as de-AT), not "xx"\n';
    expect(await run('build', TRY, '--out', out, '--lang', 'xx')).toMatchObject({ code: 2, stderr });
    expect(await run('build', TRY, '--out', out, '--lang', 'zh-TW')).toMatchObject({ code: 2, stderr: stderr.replace('"xx"', '"zh-TW"') });
    expect(await run('serve', TRY, '--port', '0', '--lang', 'xx')).toMatchObject({ code: 2, stderr });
    expect(existsSync(out)).toBe(false);
    expect((await run('build', '--help')).stdout).toContain('--lang TAG');
  });
});

describe('spec-doc serve', () => {
  it('previews the site for readers: no URL box or Open file unless given, as build writes it', async () => {
    for (const [args, tag] of [
      [[], '<spec-doc spec-url="openapi.json" load-fonts="false" allow-spec-url-load="false" allow-spec-file-load="false" show-header="false">'],
      [['--allow-spec-url-load', 'true'], '<spec-doc spec-url="openapi.json" load-fonts="false" allow-spec-url-load="true" allow-spec-file-load="false">'],
    ] as const) {
      const served = await startServe([TRY, '--port', '0', ...args]);
      try {
        expect(await (await fetch(served.url)).text()).toContain(tag);
      } finally {
        served.child.kill('SIGTERM');
      }
    }
  });
});

describe('spec-doc build of a hostile description', () => {
  it('writes its title, summary and descriptions as text or safe Markdown HTML: no script, handler, style, form, frame or javascript:/data: URL', async () => {
    const out = join(tmp, 'hostile');
    const r = await run('build', join(ROOT, 'test/fixtures/cli/hostile-site.yaml'), '--out', out);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    // The only elements with attributes of their own are the page's; every hostile tag is text.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="spec-doc.js">', '<script src="spec-doc-site.js">']);
    expect(html).not.toMatch(/<(img|svg|iframe|style|form|input|details|a href="(?!https:\/\/example\.com\/ok"))/i);
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.filter((t) => /\son\w+\s*=/i.test(t) || /(href|src)="\s*(javascript|vbscript|data):/i.test(t))).toEqual([]);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;Hostile</title>');
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(&quot;summary&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;" />');
    // A javascript: logo is no icon.
    expect(html).not.toContain('rel="icon"');
    // A refused link is its text; a fine one keeps its (escaped) title.
    expect(html).toContain('<p>click case ');
    expect(html).toContain('<a href="https://example.com/ok" title="a &quot;title&quot;" rel="noopener noreferrer">fine</a>');
  });
});
