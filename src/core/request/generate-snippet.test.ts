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
/** A name a description may give a header, cookie or field: quotes, shell and template syntax, a backslash, non-ASCII and a line break. */
const HOSTILE_NAME = `x "bad" it's $HOME \`id\` \\ #{x} é\nnext`;
const spec: RequestSpec = {
  method: 'POST',
  url: 'https://api.test/items/42?q=red%20shoes&tags=a&tags=b',
  headers: [
    ['X-Trace', 't1'],
    ['Authorization', 'Bearer s3cret'],
  ],
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
      [
        `curl 'https://api.test/items/42?q=red%20shoes&tags=a&tags=b'`,
        `-H 'X-Trace: t1'`,
        `-H 'Authorization: Bearer s3cret'`,
        `-H 'Content-Type: application/json'`,
        `--data-raw '{"name": "Box"}'`,
      ].join(' \\\n  '),
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
    const form: RequestSpec = { method: 'POST', url: 'https://api.test/f', headers: [], body: { kind: 'form', pairs: [['name', 'O\'Brien\\n"x"']] } };
    expect(generateSnippet(form, 'node')).toContain(`encodedParams.set('name', 'O\\x27Brien\\\\n"x"');`);
    expect(generateSnippet(form, 'csharp')).toContain(`{ "name", "O'Brien\\\\n\\"x\\"" },`);
  });
});

describe('header names from the description in generated code', () => {
  // HTTP cannot carry such a name (the console refuses to send it), but the code samples show the
  // request as described: the name must stay one string literal that reads back as the name.
  const named: RequestSpec = { method: 'GET', url: 'https://api.test/n', headers: [[HOSTILE_NAME, 'v']] };
  it.each<[string, string]>([
    ['curl', `-H 'x "bad" it'\\''s $HOME \`id\` \\ #{x} é\nnext: v'`],
    ['httpie', `'x "bad" it'\\''s $HOME \`id\` \\\\ #{x} é\nnext':v`],
    ['javascript', `'x "bad" it\\x27s $HOME \`id\` \\\\ #{x} é\\nnext': 'v'`],
    ['node', `'x "bad" it\\x27s $HOME \`id\` \\\\ #{x} é\\nnext': 'v'`],
    ['python', `"x \\x22bad\\x22 it's $HOME \`id\` \\\\ #{x} é\\nnext": "v"`],
    ['go', `req.Header.Add("x \\"bad\\" it's $HOME \`id\` \\\\ #{x} é\\nnext", "v")`],
    ['java', `.header("x \\"bad\\" it's $HOME \`id\` \\\\ #{x} é\\nnext", "v")`],
    ['csharp', `{ "x \\"bad\\" it's $HOME \`id\` \\\\ #{x} é\\nnext", "v" },`],
    ['php', `"x \\"bad\\" it's \\$HOME \`id\` \\\\ #{x} é\\nnext: v"`],
    ['ruby', `request["x \\"bad\\" it's $HOME \`id\` \\\\ \\#{x} é\\nnext"] = 'v'`],
    ['swift', `"x \\"bad\\" it's $HOME \`id\` \\\\ #{x} é\\nnext": "v"`],
    ['kotlin', `.addHeader("x \\"bad\\" it's \\$HOME \`id\` \\\\ #{x} é\\nnext", "v")`],
    ['powershell', `$headers.Add("x \`"bad\`" it's \`$HOME \`\`id\`\` \\ #{x} é\`nnext", "v")`],
  ])('%s writes the name as one escaped literal', (id, expected) => {
    expect(generateSnippet(named, id)).toContain(expected);
  });

  it.each(SNIPPET_LANGUAGES.map((l) => l.id))('%s leaves no placeholder behind, also for names of every kind', (id) => {
    const spec: RequestSpec = {
      method: 'POST',
      url: 'https://api.test/n?%3Cb%3E=1',
      headers: [
        [HOSTILE_NAME, 'v'],
        ['Übersicht', 'ü'],
        ['<img src=x onerror=alert(1)>', 'i'],
        ['SpecDocQz0SpecDocQz', 'looks like a placeholder'],
        ['Cookie', 'x bad=1; ok=2'],
      ],
      body: {
        kind: 'multipart',
        parts: [
          { name: HOSTILE_NAME, value: 'v' },
          { name: 'f', file: { name: `it's "a".txt`, type: 'text/plain' } },
        ],
      },
    };
    const code = generateSnippet(spec, id);
    expect(code).toContain('SpecDocQz0SpecDocQz');
    expect(code).not.toMatch(/SpecDocQzq+\d/);
    expect(code).toContain('Übersicht');
  });

  it('leaves plain names as they are', () => {
    const code = generateSnippet({ method: 'GET', url: 'https://api.test/n', headers: [['X-Request_Id.v2', '1']] }, 'go');
    expect(code).toContain('req.Header.Add("X-Request_Id.v2", "1")');
  });

  const hasJava = spawnSync('javac', ['-version']).status === 0;
  it.runIf(hasJava)(
    'Java reads the literal back as the name (javac)',
    async () => {
      const code = generateSnippet({ method: 'GET', url: 'https://api.test/n', headers: [[`${HOSTILE_NAME}\u0001\\u000a\t\u2028`, 'v']] }, 'java');
      const literal = /\.header\(("(?:[^"\\]|\\.)*"), "v"\)/.exec(code)?.[1];
      expect(literal).toBeDefined();
      const dir = await mkdtemp(path.join(tmpdir(), 'spec-doc-java-'));
      try {
        await writeFile(
          path.join(dir, 'L.java'),
          `public class L { public static void main(String[] a) throws Exception { System.out.write(${literal}.getBytes("UTF-8")); System.out.flush(); } }`,
        );
        await run('javac', ['-encoding', 'UTF-8', '-d', dir, path.join(dir, 'L.java')]);
        const { stdout } = await run('java', ['-cp', dir, 'L'], { encoding: 'utf8' });
        expect(stdout).toBe(`${HOSTILE_NAME}\u0001\\u000a\t\u2028`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );

  const hasPython = spawnSync('python3', ['-c', 'pass']).status === 0;
  it.runIf(hasPython)('Python reads the literal back as the name', async () => {
    const code = generateSnippet(
      {
        method: 'GET',
        url: 'https://api.test/n',
        headers: [
          [`${HOSTILE_NAME}\u0001`, 'v'],
          ['X-B', 'w'],
        ],
      },
      'python',
    );
    const literal = /^\s*("(?:[^"\\]|\\.)*"): "v"/m.exec(code)?.[1];
    expect(literal).toBeDefined();
    const { stdout } = await run('python3', ['-c', `import sys; sys.stdout.buffer.write((${literal}).encode())`]);
    expect(stdout).toBe(`${HOSTILE_NAME}\u0001`);
  });

  it('HTTPie gets the header as one argument, separators escaped as HTTPie reads them', async () => {
    const name = `${HOSTILE_NAME} a:b=c@d;e`;
    const code = generateSnippet({ method: 'POST', url: 'https://api.test/n', headers: [[name, 'v']], body: { kind: 'form', pairs: [[name, 'f']] } }, 'httpie');
    // A stand-in `http` prints its arguments, one per NUL: the shell's word splitting, as run.
    const { stdout } = await run('bash', ['-c', `http() { printf '%s\\0' "$@"; }\n${code}`], { env: { HOME: '/home/x', PATH: process.env.PATH ?? '' } });
    const args = stdout.split('\0');
    const escaped = name.replace(/[\\:=@;]/g, (c) => `\\${c}`);
    expect(args).toContain(`${escaped}:v`);
    expect(args).toContain(`${escaped}=f`);
  });

  it('cURL gets the header as one argument', async () => {
    const code = generateSnippet({ method: 'GET', url: 'https://api.test/n', headers: [[HOSTILE_NAME, 'v']] }, 'curl');
    const { stdout } = await run('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${code}`], { env: { HOME: '/home/x', PATH: process.env.PATH ?? '' } });
    expect(stdout.split('\0')).toContain(`${HOSTILE_NAME}: v`);
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
    await echo.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await fetch(`${echo.url}/__echo/received`, { method: 'DELETE' });
  });

  async function received(): Promise<Received[]> {
    return (await (await fetch(`${echo.url}/__echo/received`)).json()) as Received[];
  }

  const requests: [string, () => RequestSpec][] = [
    [
      'a JSON POST with query and headers',
      () => ({
        method: 'POST',
        url: `${echo.url}/items/42?q=red%20shoes&tags=a&tags=b&path=a%2Fb`,
        headers: [['X-Trace', 'it\'s "t1" $HOME']],
        body: { kind: 'json', text: '{"name": "O\'Brien", "n": [1, 2]}' },
      }),
    ],
    [
      'a form PUT with a quote in a value',
      () => ({
        method: 'PUT',
        url: `${echo.url}/forms`,
        headers: [],
        body: {
          kind: 'form',
          pairs: [
            ['name', "O'Brien & co"],
            ['n', '1'],
          ],
        },
      }),
    ],
    ['a GET with a cookie', () => ({ method: 'GET', url: `${echo.url}/c?x=1`, headers: [['Cookie', 'sid=abc; theme=dark']] })],
    [
      'hostile values (quotes, backslashes, interpolation) that stay values',
      () => ({
        method: 'POST',
        url: `${echo.url}/h?q=${encodeURIComponent("\\'+process.exit(7)+'")}`,
        headers: [['X-Note', '\\\'+process.exit(7)+\' "$(id)" #{x} `id`']],
        body: { kind: 'json', text: JSON.stringify({ "k'\\": "\\'+process.exit(7)+'", s: 'a\nb\u2028c', n: [1, "'"] }) },
      }),
    ],
    [
      'a form with hostile values',
      () => ({
        method: 'POST',
        url: `${echo.url}/hf`,
        headers: [],
        body: {
          kind: 'form',
          pairs: [
            ["n'\\", "\\'+process.exit(7)+'"],
            ['t', 'a\nb'],
          ],
        },
      }),
    ],
    [
      'query and form names from the description with spaces, quotes, markup and non-ASCII',
      () => ({
        method: 'POST',
        url: `${echo.url}/hn?${encodeURIComponent(HOSTILE_NAME)}=q%201&%3Cb%3E=m`,
        headers: [],
        body: {
          kind: 'form',
          pairs: [
            [HOSTILE_NAME, 'f 1'],
            ['Übersicht', 'ü'],
            ['<b>"q"</b>', '&='],
          ],
        },
      }),
    ],
    [
      'multipart field names from the description',
      () => ({
        method: 'POST',
        url: `${echo.url}/hm`,
        headers: [],
        body: {
          kind: 'multipart',
          parts: [
            { name: 'x bad name', value: 'v 1' },
            { name: 'Übersicht', value: 'ü' },
            { name: '<b>"q"</b> $HOME `id`', value: "it's" },
          ],
        },
      }),
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
        if (s.body?.kind === 'multipart') {
          // Names as browsers write them (`"` as %22), values as sent.
          const parts = [...got!.body.matchAll(/name="([^"]*)"\r\n\r\n([^\r]*)\r\n/g)].map((m) => [m[1], m[2]]);
          expect(parts).toEqual(s.body.parts.map((p) => [p.name.replace(/"/g, '%22'), 'value' in p ? p.value : '']));
        }
        const type = { json: /^application\/json/, form: /^application\/x-www-form-urlencoded/, multipart: /^multipart\/form-data; boundary=/ } as const;
        if (s.body && s.body.kind in type) expect(got!.headers['content-type']).toMatch(type[s.body.kind as keyof typeof type]);
      });
    });
  }
});

// OpenAPI 3.2.0: QUERY and additionalOperations methods reach every language as sent, and a JSON
// `in: querystring` (one query segment without `=`) keeps its URL.
describe('generateSnippet: OpenAPI 3.2 methods and querystring', () => {
  const query: RequestSpec = { method: 'QUERY', url: 'https://api.test/search', headers: [['Content-Type', 'application/json']], body: { kind: 'json', text: '{"q":"box"}' } };
  const copy: RequestSpec = { method: 'COPY', url: 'https://api.test/files/1?%7B%22a%22%3A1%7D', headers: [] };
  it.each(SNIPPET_LANGUAGES.map((l) => [l.label, l.id] as const))('%s says QUERY with its body and COPY', (_, id) => {
    const q = generateSnippet(query, id);
    expect(q).toContain('QUERY');
    expect(q).toMatch(/box/);
    expect(generateSnippet(copy, id)).toMatch(/COPY|Copy/);
  });
  it.each([['curl'], ['javascript'], ['python'], ['go'], ['httpie']])('%s keeps a JSON querystring without an added "="', (id) => {
    const code = generateSnippet(copy, id);
    expect(code).toContain('https://api.test/files/1?%7B%22a%22%3A1%7D');
    expect(code).not.toContain('%7D=');
  });
  it('keeps `=` where the query has one', () => {
    expect(generateSnippet({ method: 'GET', url: 'https://api.test/x?a=', headers: [] }, 'javascript')).toContain('https://api.test/x?a=');
  });
});
