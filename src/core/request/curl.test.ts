import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEchoServer } from '../../../test/servers/echo-server.mjs';
import { contentTypeHeader } from './encode-body.js';
import { shellQuote, toCurl } from './curl.js';
import { crlf, isFilePart, partContentType, type RequestSpec } from './request-spec.js';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const file = (name: string, type: string, bytes: Uint8Array) => ({ name, type, size: bytes.byteLength, bytes });
/** Every byte value once, so no encoding step can go unnoticed. */
const allBytes = Uint8Array.from({ length: 256 }, (_, i) => i);
const tricky = `it's "quoted" $HOME \`id\` !event \\n é 😀\nsecond line`;

describe('shellQuote', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['https://x.test/a?b=1&c=2', `'https://x.test/a?b=1&c=2'`],
    ['', `''`],
    ["it's", `'it'\\''s'`],
    ["''", `''\\'''\\'''`],
    ['a b', `'a b'`],
    ['$HOME', `'$HOME'`],
    ['`id`', `'\`id\`'`],
    ['wow!', `'wow!'`],
    ['a\\b', `'a\\b'`],
    ['line1\nline2', `'line1\nline2'`],
    ['é', `'é'`],
    ['~user', `'~user'`],
    ['*.json', `'*.json'`],
    ['a\r\nb', `$'a\\r\\nb'`],
    ["it's\r\t\\\u0001é", `$'it\\'s\\r\\t\\\\\\x01é'`],
  ])('quotes %j as %s', (input, expected) => {
    expect(shellQuote(input)).toBe(expected);
  });
});

describe('toCurl', () => {
  const url = 'https://api.example.com/v1/pets';
  it.each<[string, RequestSpec, string]>([
    ['GET without -X', { method: 'GET', url, headers: [] }, `curl '${url}'`],
    ['lower-case get as fetch upper-cases it', { method: 'get', url, headers: [] }, `curl '${url}'`],
    ['patch as written, since fetch does not upper-case it', { method: 'patch', url, headers: [] }, `curl -X patch '${url}'`],
    ['DELETE with -X', { method: 'DELETE', url, headers: [] }, `curl -X DELETE '${url}'`],
    ['HEAD with --head', { method: 'HEAD', url, headers: [] }, `curl --head '${url}'`],
    [
      'the URL as fetch sends it: no fragment, dot segments removed, spaces encoded',
      { method: 'GET', url: 'https://API.example.com/a/../b c?q=x y#frag', headers: [] },
      `curl 'https://api.example.com/b%20c?q=x%20y'`,
    ],
    ['--globoff for brackets, which curl would expand', { method: 'GET', url: 'https://x.test/p?filter[name]=a', headers: [] }, `curl --globoff 'https://x.test/p?filter[name]=a'`],
    [
      'headers in order, quoted, with Name; for an empty value',
      {
        method: 'GET',
        url,
        headers: [
          ['X-B', "it's"],
          ['X-A', '1'],
          ['X-Empty', ''],
        ],
      },
      `curl '${url}' -H 'X-B: it'\\''s' -H 'X-A: 1' -H 'X-Empty;'`,
    ],
    [
      'JSON with --data-raw and its Content-Type, POST implied',
      { method: 'POST', url, headers: [], body: { kind: 'json', text: '{"a":"it\'s"}' } },
      `curl '${url}' -H 'Content-Type: application/json' --data-raw '{"a":"it'\\''s"}'`,
    ],
    [
      "the request's own Content-Type instead of the body's",
      { method: 'PUT', url, headers: [['content-type', 'application/vnd.x+json']], body: { kind: 'json', text: '{}' } },
      `curl -X PUT '${url}' -H 'content-type: application/vnd.x+json' --data-raw '{}'`,
    ],
    [
      'GET with a body keeps -X GET',
      { method: 'GET', url, headers: [], body: { kind: 'text', text: 'x', contentType: 'text/plain' } },
      `curl -X GET '${url}' -H 'Content-Type: text/plain' --data-raw 'x'`,
    ],
    [
      'a form pre-encoded as fetch encodes URLSearchParams, one --data-raw a field (curl joins them with &)',
      {
        method: 'POST',
        url,
        headers: [],
        body: {
          kind: 'form',
          pairs: [
            ['a b', 'x&y=z'],
            ['é', "'"],
          ],
        },
      },
      `curl '${url}' -H 'Content-Type: application/x-www-form-urlencoded;charset=UTF-8' --data-raw 'a+b=x%26y%3Dz' --data-raw '%C3%A9=%27'`,
    ],
    [
      'multipart text parts with --form-string, labelled ones and files with -F',
      {
        method: 'POST',
        url,
        headers: [],
        body: {
          kind: 'multipart',
          parts: [
            { name: 'note', value: '@/etc/passwd' },
            { name: 'meta', value: '{"a":"\\"q\\""}', contentType: 'application/json' },
            { name: 'pic', file: { name: 'cat.png', type: 'image/png' } },
            { name: 'doc', file: { name: 'my file;v2.txt', type: '' }, contentType: 'text/markdown' },
            { name: 'raw', file: { name: 'blob', type: '' } },
          ],
        },
      },
      `curl '${url}' --form-string 'note=@/etc/passwd' -F 'meta="{\\"a\\":\\"\\\\\\"q\\\\\\"\\"}";type=application/json'` +
        ` -F 'pic=@cat.png;type=image/png' -F 'doc=@"my file;v2.txt";type=text/markdown' -F 'raw=@blob;type=application/octet-stream'`,
    ],
    [
      'a binary upload with --data-binary and its type',
      { method: 'PUT', url, headers: [], body: { kind: 'binary', file: file('a b.bin', 'image/png', allBytes), contentType: 'application/octet-stream' } },
      `curl -X PUT '${url}' -H 'Content-Type: application/octet-stream' --data-binary '@a b.bin'`,
    ],
    [
      'a binary upload of unknown type with curl’s form Content-Type removed',
      { method: 'POST', url, headers: [], body: { kind: 'binary', file: file('-', '', allBytes) } },
      `curl '${url}' -H 'Content-Type:' --data-binary @./-`,
    ],
    [
      'header names from the description quoted whole: spaces, quotes, $, backticks and markup stay inert',
      {
        method: 'GET',
        url,
        headers: [
          ['x bad name', 'v'],
          [`it's "q" $HOME \`id\` <b>`, '1'],
          ['Übersicht', 'ü'],
        ],
      },
      `curl '${url}' -H 'x bad name: v' -H 'it'\\''s "q" $HOME \`id\` <b>: 1' -H 'Übersicht: ü'`,
    ],
    ['a header name with a line break stays in one argument', { method: 'GET', url, headers: [['x\nSet-Cookie: a=b', 'v']] }, `curl '${url}' -H 'x\nSet-Cookie: a=b: v'`],
    ['a header name with a CR in ANSI-C quotes (a pasted CR would arrive as LF)', { method: 'GET', url, headers: [["x\r\nit's", 'v']] }, `curl '${url}' -H $'x\\r\\nit\\'s: v'`],
    ['cookie names as written in the Cookie header', { method: 'GET', url, headers: [['Cookie', 'x bad cookie=1; $(id)=2']] }, `curl '${url}' -H 'Cookie: x bad cookie=1; $(id)=2'`],
    [
      'multipart names with spaces, quotes and non-ASCII',
      {
        method: 'POST',
        url,
        headers: [],
        body: {
          kind: 'multipart',
          parts: [
            { name: `x "bad" it's`, value: 'v' },
            { name: 'Übersicht', value: 'ü' },
          ],
        },
      },
      `curl '${url}' --form-string 'x "bad" it'\\''s=v' --form-string 'Übersicht=ü'`,
    ],
  ])('writes %s', (_, spec, expected) => {
    expect(toCurl(spec)).toBe(expected);
  });

  it('turns off curl’s Expect: 100-continue for bodies over 1 KiB, which fetch never sends', () => {
    const spec: RequestSpec = { method: 'POST', url, headers: [], body: { kind: 'text', text: 'é'.repeat(513), contentType: 'text/plain' } };
    expect(toCurl(spec)).toBe(`curl '${url}' -H 'Content-Type: text/plain' -H Expect: --data-raw '${'é'.repeat(513)}'`);
    expect(toCurl({ ...spec, body: { kind: 'text', text: 'e'.repeat(1024), contentType: 'text/plain' } })).not.toContain('Expect:');
  });

  it('puts each option on its own line with multiline', () => {
    const spec: RequestSpec = { method: 'POST', url, headers: [['Accept', 'application/json']], body: { kind: 'json', text: '{\n  "a": 1\n}' } };
    expect(toCurl(spec, { multiline: true })).toBe(`curl '${url}' \\\n  -H 'Accept: application/json' \\\n  -H 'Content-Type: application/json' \\\n  --data-raw '{\n  "a": 1\n}'`);
  });
});

// ---------------------------------------------------------------------------------------
// On the wire: run the command, ask the echo API what it received, and compare with the spec.

interface WirePart {
  name: string;
  filename?: string;
  contentType?: string;
  content: string;
}

interface Received {
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
  bodyBase64?: string;
}

const run = promisify(execFile);

/** Splits a multipart body into parts (RFC 7578); content as latin1 so bytes compare exactly. */
function parseMultipart(body: Buffer, contentType: string): WirePart[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(contentType);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const parts: WirePart[] = [];
  let pos = body.indexOf(delimiter);
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString() === '--') return parts;
    pos += 2; // CRLF after the delimiter
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), pos);
    if (next < 0) throw new Error('unterminated multipart body');
    const raw = body.subarray(pos, next);
    const split = raw.indexOf('\r\n\r\n');
    const headers = raw.subarray(0, split).toString('utf8').split('\r\n');
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type:/i.test(h));
    const filename = /;\s*filename="([^"]*)"/.exec(disposition)?.[1];
    parts.push({
      name: /;\s*name="([^"]*)"/.exec(disposition)?.[1] ?? '',
      ...(filename !== undefined ? { filename } : {}),
      ...(type ? { contentType: type.replace(/^content-type:\s*/i, '') } : {}),
      content: raw.subarray(split + 4).toString('latin1'),
    });
    pos = next + 2;
  }
}

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/** What the server should see for `spec`'s body, in the shape the comparison uses. */
function expectedBody(spec: RequestSpec): string | WirePart[] {
  const body = spec.body;
  if (!body) return '';
  switch (body.kind) {
    case 'json':
    case 'text':
      return latin1(utf8(body.text));
    case 'form':
      return new URLSearchParams(body.pairs).toString();
    case 'binary':
      return latin1(body.file.bytes ?? new Uint8Array());
    case 'multipart':
      return body.parts.map((part): WirePart => {
        const contentType = partContentType(part);
        return {
          name: part.name,
          // Browsers and curl both escape a quote in a file name as %22 (HTML form-data encoding).
          ...(isFilePart(part) ? { filename: part.file.name.replaceAll('"', '%22') } : {}),
          ...(contentType ? { contentType } : {}),
          content: latin1(isFilePart(part) ? (part.file.bytes ?? new Uint8Array()) : utf8(crlf(part.value))),
        };
      });
  }
}

function receivedBody(rec: Received): string | WirePart[] {
  const bytes = rec.bodyBase64 !== undefined ? Buffer.from(rec.bodyBase64, 'base64') : Buffer.from(rec.body, 'utf8');
  const type = rec.headers['content-type'] ?? '';
  return type.startsWith('multipart/form-data') ? parseMultipart(bytes, type) : bytes.toString('latin1');
}

/** The headers the spec sets, as Node reports them (lower-case names, repeats joined by ", "). */
function expectedHeaders(spec: RequestSpec): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of spec.headers) {
    const key = name.toLowerCase();
    out[key] = key in out ? `${out[key]}, ${value}` : value;
  }
  return out;
}

/** The Content-Type the server should see; a RegExp for multipart, whose boundary varies. */
function expectedContentType(spec: RequestSpec): string | RegExp | undefined {
  const own = spec.headers.find(([n]) => n.toLowerCase() === 'content-type');
  if (own) return own[1];
  if (spec.body?.kind === 'multipart') return /^multipart\/form-data; ?boundary=/;
  return spec.body ? contentTypeHeader(spec.body) : undefined;
}

/** The same request through fetch, built the way the browser layer will; undefined where fetch cannot express it. */
function fetchInit(spec: RequestSpec): RequestInit | undefined {
  const method = spec.method;
  const headers = new Headers(spec.headers);
  const body = spec.body;
  if (!body) return { method, headers };
  if (['GET', 'HEAD'].includes(method.toUpperCase())) return undefined;
  const typed = (): void => {
    const type = contentTypeHeader(body);
    if (type && !headers.has('content-type')) headers.set('content-type', type);
  };
  switch (body.kind) {
    case 'json':
    case 'text':
      typed();
      return { method, headers, body: body.text };
    case 'form':
      return { method, headers, body: new URLSearchParams(body.pairs) };
    case 'binary':
      return { method, headers, body: new Blob([new Uint8Array(body.file.bytes ?? [])], { type: body.contentType ?? body.file.type }) };
    case 'multipart': {
      // FormData cannot label a text part, so those requests are compared with cURL only.
      if (body.parts.some((p) => !isFilePart(p) && p.contentType)) return undefined;
      const form = new FormData();
      for (const part of body.parts) {
        if (isFilePart(part)) {
          const bytes = new Uint8Array(part.file.bytes ?? []);
          form.append(part.name, new File([bytes], part.file.name, { type: partContentType(part) ?? '' }));
        } else {
          form.append(part.name, part.value);
        }
      }
      return { method, headers, body: form };
    }
  }
}

const wireCases: [string, RequestSpec][] = [
  [
    'a GET with a query and awkward header values',
    {
      method: 'GET',
      url: `/search?q=${encodeURIComponent("it's é 😀")}&filter[a]=1&x=$y&z=!`,
      headers: [
        ['X-Quote', `it's "q" $HOME \`id\` !x \\`],
        ['Accept', 'application/json'],
        ['X-Dup', 'a'],
        ['X-Dup', 'b'],
        ['X-Empty', ''],
      ],
    },
  ],
  ['a DELETE', { method: 'DELETE', url: '/pets/1', headers: [] }],
  ['a HEAD', { method: 'HEAD', url: '/pets', headers: [] }],
  ['a QUERY with a body', { method: 'QUERY', url: '/q', headers: [], body: { kind: 'text', text: 'select', contentType: 'text/plain' } }],
  ['a JSON body with quotes, $, backticks, !, newlines and unicode', { method: 'POST', url: '/pets', headers: [], body: { kind: 'json', text: JSON.stringify({ q: tricky }, null, 2) } }],
  ['a text body with CRLF and control characters', { method: 'POST', url: '/crlf', headers: [], body: { kind: 'text', text: 'a\r\nb\rc\u0001\u007f', contentType: 'text/plain' } }],
  ['a merge-patch JSON body', { method: 'PATCH', url: '/pets/1', headers: [], body: { kind: 'json', text: '{"name":null}', contentType: 'application/merge-patch+json' } }],
  ['a JSON body under its own Content-Type header', { method: 'PUT', url: '/pets/1', headers: [['Content-Type', 'application/vnd.pet+json']], body: { kind: 'json', text: '{}' } }],
  ['a GET with a body', { method: 'GET', url: '/odd', headers: [], body: { kind: 'json', text: '[1]' } }],
  ['an XML text body', { method: 'POST', url: '/xml', headers: [], body: { kind: 'text', text: `<a b='1'>${tricky}</a>`, contentType: 'application/xml' } }],
  ['an empty text body', { method: 'POST', url: '/empty', headers: [], body: { kind: 'text', text: '', contentType: 'text/plain' } }],
  [
    'a form',
    {
      method: 'POST',
      url: '/form',
      headers: [],
      body: {
        kind: 'form',
        pairs: [
          ['a b', 'x&y=z+w'],
          ['q', tricky],
          ['q', ''],
          ['é', '%41'],
        ],
      },
    },
  ],
  ['an empty form', { method: 'POST', url: '/form', headers: [], body: { kind: 'form', pairs: [] } }],
  [
    'a multipart upload with text and files',
    {
      method: 'POST',
      url: '/upload',
      headers: [['X-Trace', '1']],
      body: {
        kind: 'multipart',
        parts: [
          { name: 'at', value: '@not-a-file' },
          { name: 'lt', value: '<not-a-file' },
          { name: 'tricky', value: tricky },
          { name: 'pic', file: file('cat.png', 'image/png', allBytes) },
          { name: 'docs', file: file(`it's a "file";v2, $x.txt`, 'text/plain', utf8('one\r\ntwo')) },
          { name: 'docs', file: file('-', '', utf8('dash')) },
          { name: 'retyped', file: file('data.json', 'text/plain', utf8('{}')), contentType: 'application/json' },
        ],
      },
    },
  ],
  [
    'a multipart body with labelled text parts',
    {
      method: 'POST',
      url: '/upload',
      headers: [],
      body: {
        kind: 'multipart',
        parts: [
          { name: 'meta', value: JSON.stringify({ q: tricky, path: 'C:\\dir\\"x"' }), contentType: 'application/json' },
          { name: 'at', value: '@/etc/passwd', contentType: 'text/plain; charset=utf-8' },
          { name: 'none', value: '', contentType: 'text/plain' },
          { name: 'lines', value: 'a\nb\r\nc\rd' },
        ],
      },
    },
  ],
  [
    'a binary upload with its declared type',
    { method: 'PUT', url: '/blob', headers: [], body: { kind: 'binary', file: file('photo 1.png', 'image/png', allBytes), contentType: 'application/octet-stream' } },
  ],
  [
    'a binary upload over 1 MiB',
    { method: 'PUT', url: '/big', headers: [], body: { kind: 'binary', file: file('big.bin', 'application/octet-stream', new Uint8Array(1_200_000).fill(97)) } },
  ],
  ['a binary upload of unknown type', { method: 'POST', url: '/blob', headers: [], body: { kind: 'binary', file: file('raw', '', allBytes) } }],
];

describe.runIf(existsSync('/usr/bin/curl'))('toCurl on the wire (echo API)', () => {
  let echo: Awaited<ReturnType<typeof startEchoServer>>;
  let dir: string;

  beforeAll(async () => {
    echo = await startEchoServer({ host: '127.0.0.1', port: 0 });
    dir = await mkdtemp(path.join(tmpdir(), 'spec-doc-curl-'));
  });
  afterAll(async () => {
    await echo.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await fetch(`${echo.url}/__echo/received`, { method: 'DELETE' });
  });

  /** Writes the spec's files where the command reads them (the working directory). */
  async function writeFiles(spec: RequestSpec): Promise<void> {
    const body = spec.body;
    const files = body?.kind === 'binary' ? [body.file] : body?.kind === 'multipart' ? body.parts.filter(isFilePart).map((p) => p.file) : [];
    for (const f of files) await writeFile(path.join(dir, f.name), f.bytes ?? new Uint8Array());
  }

  async function lastReceived(): Promise<Received> {
    const list = (await (await fetch(`${echo.url}/__echo/received`)).json()) as Received[];
    expect(list).toHaveLength(1);
    return list[0]!;
  }

  function expectSame(rec: Received, spec: RequestSpec): void {
    const wanted = new URL(spec.url);
    expect(rec.method).toBe(spec.method);
    expect(rec.url).toBe(wanted.pathname + wanted.search);
    for (const [name, value] of Object.entries(expectedHeaders(spec))) expect(rec.headers[name], name).toBe(value);
    expect(rec.headers['expect'], 'fetch never sends Expect').toBeUndefined();
    const type = expectedContentType(spec);
    if (type instanceof RegExp) expect(rec.headers['content-type']).toMatch(type);
    else expect(rec.headers['content-type']).toBe(type);
    expect(receivedBody(rec)).toEqual(expectedBody(spec));
  }

  const absolute = (spec: RequestSpec): RequestSpec => ({ ...spec, url: echo.url + spec.url });

  it.each(wireCases)('cURL sends %s exactly', async (_, relative) => {
    const spec = absolute(relative);
    await writeFiles(spec);
    await run('bash', ['-c', toCurl(spec)], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    expectSame(await lastReceived(), spec);
  });

  it.each(wireCases.filter(([, s]) => fetchInit(s) !== undefined))('fetch sends %s the same way', async (_, relative) => {
    const spec = absolute(relative);
    await fetch(spec.url, fetchInit(spec));
    expectSame(await lastReceived(), spec);
  });

  it('the multiline command sends the same request', async () => {
    const spec = absolute(wireCases.find(([n]) => n.startsWith('a multipart upload'))![1]);
    await writeFiles(spec);
    await run('bash', ['-c', toCurl(spec, { multiline: true })], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    expectSame(await lastReceived(), spec);
  });
});
