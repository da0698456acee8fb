import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEchoServer } from '../../../test/servers/echo-server.mjs';
import { generateSnippet } from './generate-snippet.js';
import type { RequestSpec } from './request-spec.js';
import { SNIPPET_LANGUAGES } from './snippet-languages.js';

const run = promisify(execFile);
const spec: RequestSpec = {
  method: 'POST',
  url: 'https://api.test/items/42?q=red%20shoes&tags=a&tags=b',
  headers: [['X-Trace', 't1'], ['Authorization', 'Bearer s3cret']],
  body: { kind: 'json', text: '{"name": "Box"}' },
};

describe('generateSnippet', () => {
  it.each(SNIPPET_LANGUAGES.map((l) => [l.label, l.id] as const))('writes %s with the method, URL, header and body', (_, id) => {
    const code = generateSnippet(spec, id);
    expect(code).toMatch(id === 'curl' ? /--data-raw/ : /post/i);
    expect(code).toContain('api.test');
    expect(code).toContain('X-Trace');
    expect(code).toMatch(/Box/);
  });

  it('cURL is the console’s own exact command', () => {
    expect(generateSnippet(spec, 'curl')).toBe(
      [`curl 'https://api.test/items/42?q=red%20shoes&tags=a&tags=b'`, `-H 'X-Trace: t1'`, `-H 'Authorization: Bearer s3cret'`, `-H 'Content-Type: application/json'`, `--data-raw '{"name": "Box"}'`].join(' \\\n  '),
    );
  });

  it.each(SNIPPET_LANGUAGES.map((l) => l.id))('%s shows placeholders instead of credentials', (id) => {
    const code = generateSnippet(spec, id, { placeholders: { headers: { Authorization: 'Bearer <token>' } } });
    expect(code).toContain('Bearer <token>');
    expect(code).not.toContain('s3cret');
  });

  it('keeps the query as sent (no double encoding), also in Swift, which builds it with URLQueryItem', () => {
    expect(generateSnippet(spec, 'python')).toContain('?q=red%20shoes&tags=a&tags=b');
    const swift = generateSnippet(spec, 'swift');
    expect(swift).toContain('URLQueryItem(name: "q", value: "red shoes")');
    expect(swift).not.toContain('%2520');
  });

  it('throws for an unknown language', () => {
    expect(() => generateSnippet(spec, 'cobol')).toThrow(/Unknown snippet language/);
  });

  const hostile = `it's "q" \\ $(id) \${x} #{system('id')} #@v $HOME \`id\``;

  it('keeps interpolation off in double-quoted strings (PHP, Kotlin, Ruby, PowerShell)', () => {
    const text: RequestSpec = { method: 'POST', url: 'https://api.test/t', headers: [['X-Note', hostile]], body: { kind: 'text', text: hostile, contentType: 'text/plain' } };
    const php = generateSnippet(text, 'php');
    expect(php).toContain('\\$(id)');
    expect(php).not.toMatch(/[^\\]\$\(id\)/);
    expect(php).toContain('$curl = curl_init();');
    const kotlin = generateSnippet(text, 'kotlin');
    expect(kotlin).not.toMatch(/[^\\]\$\{x\}/);
    const ruby = generateSnippet(text, 'ruby');
    const rubyBody = ruby.split('\n').find((l) => l.startsWith('request.body'))!;
    expect(rubyBody).toContain('\\#{system');
    expect(rubyBody).not.toMatch(/[^\\]#\{system/);
    const ps = generateSnippet(text, 'powershell');
    expect(ps).toContain('`$(id)');
    expect(ps).toContain("-Body 'it''s");
    expect(ps).toContain('$response = Invoke-WebRequest');
  });

  it('escapes form values that httpsnippet writes into Node and C# literals as they are', () => {
    const form: RequestSpec = { method: 'POST', url: 'https://api.test/f', headers: [], body: { kind: 'form', pairs: [['name', "O'Brien\\n\"x\""]] } };
    expect(generateSnippet(form, 'node')).toContain(`encodedParams.set('name', 'O\\x27Brien\\\\n"x"');`);
    expect(generateSnippet(form, 'csharp')).toContain(`{ "name", "O'Brien\\\\n\\"x\\"" },`);
  });
});

// Run the generated code against the echo API and compare with the request it describes.
describe('generated snippets on the wire (echo API)', () => {
  let echo: Awaited<ReturnType<typeof startEchoServer>>;
  let dir: string;
  interface Received {
    method: string;
    path: string;
    query: Record<string, string[]>;
    headers: Record<string, string>;
    body: string;
  }

  beforeAll(async () => {
    echo = await startEchoServer({ host: '127.0.0.1', port: 0 });
    dir = await mkdtemp(path.join(tmpdir(), 'spec-doc-snippets-'));
  });
  afterAll(async () => {
    await echo?.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await fetch(`${echo.url}/__echo/received`, { method: 'DELETE' });
  });

  async function received(): Promise<Received[]> {
    return (await (await fetch(`${echo.url}/__echo/received`)).json()) as Received[];
  }

  const requests: [string, () => RequestSpec][] = [
    ['a JSON POST with query and headers', () => ({ method: 'POST', url: `${echo.url}/items/42?q=red%20shoes&tags=a&tags=b&path=a%2Fb`, headers: [['X-Trace', "it's \"t1\" $HOME"]], body: { kind: 'json', text: '{"name": "O\'Brien", "n": [1, 2]}' } })],
    ['a form PUT with a quote in a value', () => ({ method: 'PUT', url: `${echo.url}/forms`, headers: [], body: { kind: 'form', pairs: [['name', "O'Brien & co"], ['n', '1']] } })],
    ['a GET with a cookie', () => ({ method: 'GET', url: `${echo.url}/c?x=1`, headers: [['Cookie', 'sid=abc; theme=dark']] })],
    [
      'hostile values (quotes, backslashes, interpolation) that stay values',
      () => ({
        method: 'POST',
        url: `${echo.url}/h?q=${encodeURIComponent("\\'+process.exit(7)+'")}`,
        headers: [['X-Note', "\\'+process.exit(7)+' \"$(id)\" #{x} `id`"]],
        body: { kind: 'json', text: JSON.stringify({ "k'\\": "\\'+process.exit(7)+'", s: 'a\nb\u2028c', n: [1, "'"] }) },
      }),
    ],
    [
      'a form with hostile values',
      () => ({ method: 'POST', url: `${echo.url}/hf`, headers: [], body: { kind: 'form', pairs: [["n'\\", "\\'+process.exit(7)+'"], ['t', 'a\nb']] } }),
    ],
  ];

  const runners: { id: string; available: boolean; run: (code: string) => Promise<unknown> }[] = [
    {
      id: 'javascript',
      available: true,
      run: async (code) => {
        // Browser fetch code runs in Node as well (global fetch).
        const file = path.join(dir, 'snippet-browser.mjs');
        await writeFile(file, code);
        return run(process.execPath, [file]);
      },
    },
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
    describe.runIf(runner.available)(runner.id, () => {
      it.each(requests)('sends %s as described', async (_, make) => {
        const s = make();
        await runner.run(generateSnippet(s, runner.id));
        const [got] = await received();
        const url = new URL(s.url);
        expect(got!.method).toBe(s.method);
        expect(got!.path).toBe(url.pathname);
        const query: Record<string, string[]> = {};
        for (const [k, v] of url.searchParams) (query[k] ??= []).push(v);
        expect(got!.query).toEqual(query);
        for (const [name, value] of s.headers) expect(got!.headers[name.toLowerCase()]).toBe(value);
        if (s.body?.kind === 'json') expect(JSON.parse(got!.body)).toEqual(JSON.parse(s.body.text));
        if (s.body?.kind === 'form') expect([...new URLSearchParams(got!.body)]).toEqual(s.body.pairs);
        if (s.body) expect(got!.headers['content-type']).toMatch(s.body.kind === 'json' ? /^application\/json/ : /^application\/x-www-form-urlencoded/);
      });
    });
  }
});
