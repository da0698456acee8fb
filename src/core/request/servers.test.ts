import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { specsDir } from '../../../test/support/spec-index.js';
import { loadDescription } from '../load/load-description.js';
import { buildOutline } from '../model/outline.js';
import type { ServerView } from '../model/types.js';
import type { JsonObject } from '../types.js';
import { effectiveServers } from './effective-servers.js';
import { DEFAULT_SERVER, resolveServerUrl, serverOptionLabel, serverUrlVariableNames, serverVariablesOf, type ServerUrlResult } from './servers.js';

const server = (url: string, variables: ServerView['variables'] = []): ServerView => ({ url, description: '', variables });
const urls = (list: ServerView[]): string[] => list.map((s) => s.url);

describe('effectiveServers', () => {
  const doc: JsonObject = {
    openapi: '3.1.0',
    servers: [{ url: 'https://root.example.com' }],
    paths: {
      '/plain': { get: {} },
      '/item-level': { servers: [{ url: 'https://item.example.com' }], get: {}, post: { servers: [{ url: 'https://op.example.com' }] } },
      '/empty-op': { servers: [{ url: 'https://item.example.com' }], get: { servers: [] } },
      '/empty-item': { servers: [], get: {} },
      '/invalid': { servers: [{ description: 'no url' }, 'x'], get: { servers: 'https://not-a-list' } },
      '/custom': {
        servers: [{ url: 'https://item.example.com' }],
        additionalOperations: { COPY: {}, LINK: { servers: [{ url: 'https://link.example.com' }] } },
      },
    },
    components: { pathItems: { Shared: { servers: [{ url: 'https://shared.example.com' }], get: {} } } },
  };

  it.each<[string, string, string[]]>([
    ['uses the root servers when nothing is more specific', '/paths/~1plain/get', ['https://root.example.com']],
    ['prefers the path item servers to the root', '/paths/~1item-level/get', ['https://item.example.com']],
    ['prefers the operation servers to the path item', '/paths/~1item-level/post', ['https://op.example.com']],
    ['skips an empty operation list', '/paths/~1empty-op/get', ['https://item.example.com']],
    ['skips an empty path item list', '/paths/~1empty-item/get', ['https://root.example.com']],
    ['skips lists with no valid server', '/paths/~1invalid/get', ['https://root.example.com']],
    ['reads the path item above additionalOperations (3.2)', '/paths/~1custom/additionalOperations/COPY', ['https://item.example.com']],
    ['reads additionalOperations servers', '/paths/~1custom/additionalOperations/LINK', ['https://link.example.com']],
    ['reads the path item an outline pointer went through a $ref to', '/components/pathItems/Shared/get', ['https://shared.example.com']],
    ['falls back to the root for a pointer to nothing', '/paths/~1missing/get', ['https://root.example.com']],
  ])('%s', (_, pointer, expected) => {
    expect(urls(effectiveServers(doc, pointer))).toEqual(expected);
  });

  it('takes the path item from pathItemPointer when given (an operation reached through a $ref)', () => {
    const d: JsonObject = {
      paths: { '/a': { servers: [{ url: 'https://a.example.com' }], get: { $ref: '#/components/x-ops/getA' } } },
      components: { 'x-ops': { getA: {} } },
    };
    expect(urls(effectiveServers(d, '/components/x-ops/getA'))).toEqual(['/']);
    expect(urls(effectiveServers(d, '/components/x-ops/getA', '/paths/~1a'))).toEqual(['https://a.example.com']);
  });

  it.each<[string, JsonObject]>([
    ['no servers at all', { paths: { '/a': { get: {} } } }],
    ['an empty root list', { servers: [], paths: { '/a': { get: {} } } }],
  ])('gives the single default server / with %s', (_, d) => {
    const list = effectiveServers(d, '/paths/~1a/get');
    expect(list).toEqual([{ url: '/', description: '', variables: [] }]);
    expect(list[0]).not.toBe(DEFAULT_SERVER);
  });

  it('keeps every server of the winning list, with descriptions and variables', () => {
    const d: JsonObject = {
      servers: [{ url: 'https://{env}.example.com', description: 'Main', variables: { env: { default: 'api', enum: ['api', 'sandbox'] } } }, { url: '/relative' }],
    };
    expect(effectiveServers(d, '/paths/~1a/get')).toEqual([
      { url: 'https://{env}.example.com', description: 'Main', variables: [{ name: 'env', default: 'api', enum: ['api', 'sandbox'] }] },
      { url: '/relative', description: '', variables: [] },
    ]);
  });
});

describe('serverUrlVariableNames', () => {
  it.each<[string, string[]]>([
    ['https://api.example.com', []],
    ['{scheme}://{host}:{port}/{basePath}', ['scheme', 'host', 'port', 'basePath']],
    ['https://{region}.example.com/{region}', ['region']],
    ['https://example.com/{a}{b}', ['a', 'b']],
    ['https://example.com/{}', []],
  ])('%s uses %j', (url, names) => {
    expect(serverUrlVariableNames(url)).toEqual(names);
  });
});

describe('serverVariablesOf', () => {
  it.each<[string, ServerView, ReturnType<typeof serverVariablesOf>]>([
    ['a server without variables', server('https://h'), []],
    [
      'declared variables with defaults, enums and descriptions',
      server('{scheme}://h:{port}', [
        { name: 'scheme', default: 'https', enum: ['https', 'http'], description: 'Protocol' },
        { name: 'port', default: '443' },
      ]),
      [
        { name: 'scheme', default: 'https', enum: ['https', 'http'], description: 'Protocol' },
        { name: 'port', default: '443' },
      ],
    ],
    ['an empty enum dropped', server('https://{h}', [{ name: 'h', default: 'x', enum: [] }]), [{ name: 'h', default: 'x' }]],
    ['a variable the URL uses without declaring it', server('https://{tenant}.example.com'), [{ name: 'tenant', default: '' }]],
    [
      'declared ones first, then undeclared ones in URL order',
      server('https://{b}.{a}.example.com/{v}', [{ name: 'v', default: '1' }]),
      [
        { name: 'v', default: '1' },
        { name: 'b', default: '' },
        { name: 'a', default: '' },
      ],
    ],
    ['a declared variable the URL does not use', server('https://h', [{ name: 'unused', default: 'u' }]), [{ name: 'unused', default: 'u' }]],
  ])('%s', (_, s, expected) => {
    expect(serverVariablesOf(s)).toEqual(expected);
  });

  it('copies enums, so a caller cannot change the server through them', () => {
    const s = server('https://{h}', [{ name: 'h', default: 'a', enum: ['a'] }]);
    serverVariablesOf(s)[0]?.enum?.push('b');
    expect(s.variables[0]?.enum).toEqual(['a']);
  });
});

describe('resolveServerUrl', () => {
  const DESC = 'https://docs.example.com/specs/v2/openapi.yaml?ref=main#top';
  const ok = (url: string): ServerUrlResult => ({ ok: true, url });

  it.each<[string, ServerView | undefined, Record<string, string>, string, ServerUrlResult]>([
    ['keeps an absolute URL', server('https://api.example.com/v1'), {}, DESC, ok('https://api.example.com/v1')],
    ['normalises a bare host with a slash', server('https://api.example.com'), {}, DESC, ok('https://api.example.com/')],
    ['resolves an absolute path against the description origin', server('/api/v3'), {}, DESC, ok('https://docs.example.com/api/v3')],
    ['resolves a relative path against the description folder', server('v3'), {}, DESC, ok('https://docs.example.com/specs/v2/v3')],
    ['resolves ./ and ../', server('../api/'), {}, DESC, ok('https://docs.example.com/specs/api/')],
    ['resolves a scheme-relative URL with the description scheme', server('//petstore.swagger.io/v2'), {}, 'http://localhost:8000/swagger.yaml', ok('http://petstore.swagger.io/v2')],
    ['resolves / to the description origin', server('/'), {}, DESC, ok('https://docs.example.com/')],
    ['resolves no server to the description origin', undefined, {}, 'http://127.0.0.1:5173/demo/spec.json', ok('http://127.0.0.1:5173/')],
    ['resolves . to the description folder', server('.'), {}, DESC, ok('https://docs.example.com/specs/v2/')],
    ['keeps a query in the server URL', server('https://h/api?version=2'), {}, DESC, ok('https://h/api?version=2')],
    [
      'fills variables with their defaults',
      server('{scheme}://{host}:{port}/{base}', [
        { name: 'scheme', default: 'https', enum: ['https', 'http'] },
        { name: 'host', default: 'api.example.com' },
        { name: 'port', default: '8443' },
        { name: 'base', default: 'v1' },
      ]),
      {},
      DESC,
      ok('https://api.example.com:8443/v1'),
    ],
    [
      'fills variables with given values',
      server('{scheme}://{host}/{base}', [
        { name: 'scheme', default: 'https', enum: ['https', 'http'] },
        { name: 'host', default: 'api.example.com' },
        { name: 'base', default: 'v1' },
      ]),
      { scheme: 'http', host: 'sandbox.example.com', base: 'v2/beta' },
      DESC,
      ok('http://sandbox.example.com/v2/beta'),
    ],
    ['fills a variable used twice', server('https://{r}.example.com/{r}', [{ name: 'r', default: 'eu' }]), { r: 'us' }, DESC, ok('https://us.example.com/us')],
    ['fills an empty default', server('https://void.example.com/{path}', [{ name: 'path', default: '' }]), {}, DESC, ok('https://void.example.com/')],
    ['accepts a default outside its enum when no value is given', server('https://{e}.h', [{ name: 'e', default: 'x', enum: ['a'] }]), {}, DESC, ok('https://x.h/')],
    ['fills an undeclared variable with a given value', server('https://{tenant}.example.com'), { tenant: 'acme' }, DESC, ok('https://acme.example.com/')],
    ['ignores values for variables the server does not have', server('https://h/'), { other: 'x' }, DESC, ok('https://h/')],
    ['resolves a relative URL with variables', server('/{version}', [{ name: 'version', default: 'v1' }]), {}, DESC, ok('https://docs.example.com/v1')],
    ['resolves against the origin of a blob: description URL', server('/v1'), {}, 'blob:https://app.example.com/5b1f0c8e-0000-4000-8000-000000000000', ok('https://app.example.com/v1')],
    ['needs no description URL for an absolute server', server('https://h/v1'), {}, '', ok('https://h/v1')],
  ])('%s', (_, s, values, base, expected) => {
    expect(resolveServerUrl(s, values, base)).toEqual(expected);
  });

  it.each<[string, ServerView | undefined, Record<string, string>, string, RegExp, string | undefined]>([
    [
      'rejects a value outside the enum',
      server('{scheme}://h', [{ name: 'scheme', default: 'https', enum: ['https', 'http'] }]),
      { scheme: 'ftp' },
      DESC,
      /"scheme" must be one of "https", "http"; "ftp" is not/,
      'scheme',
    ],
    ['rejects a relative server without a description URL', server('/v1'), {}, '', /relative, and the description has no URL/, undefined],
    ['rejects the default server without a description URL', undefined, {}, '', /relative/, undefined],
    [
      'rejects a URL that is not valid once filled',
      server('https://{host}:{port}', [
        { name: 'host', default: 'h' },
        { name: 'port', default: 'x' },
      ]),
      {},
      DESC,
      /not a valid URL/,
      undefined,
    ],
    ['rejects a relative server against a data: description', server('/v1'), {}, 'data:application/json,{}', /not a valid URL/, undefined],
    ['refuses a server resolved against a file: description', server('/v1'), {}, 'file:///tmp/spec.yaml', /cannot be used: its URL "\/v1" is not an http\(s\) URL/, undefined],
    ['refuses a javascript: server', server('javascript:alert(1)//'), {}, DESC, /This server cannot be used: its URL "javascript:alert\(1\)\/\/" is not an http\(s\) URL/, undefined],
    ['refuses a disguised javascript: server', server(' JaVa\tScRiPt:alert(1)'), {}, DESC, /cannot be used/, undefined],
    ['refuses a data: server', server('data:text/html,<script>alert(1)</script>'), {}, DESC, /cannot be used/, undefined],
    ['refuses a file: server', server('file:///etc'), {}, DESC, /cannot be used/, undefined],
    [
      'refuses a server whose variable value makes a javascript: URL',
      server('{scheme}://h/', [{ name: 'scheme', default: 'https' }]),
      { scheme: 'javascript:alert(1);' },
      DESC,
      /cannot be used/,
      undefined,
    ],
    ['refuses a server whose variable default makes a blob: URL', server('{u}', [{ name: 'u', default: 'blob:https://h/1' }]), {}, DESC, /cannot be used/, undefined],
  ])('%s', (_, s, values, base, error, variable) => {
    const r = resolveServerUrl(s, values, base);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(error);
      expect(r.variable).toBe(variable);
    }
  });

  it('does not read inherited names as given values', () => {
    const s = server('https://{constructor}.h', [{ name: 'constructor', default: 'api', enum: ['api'] }]);
    expect(resolveServerUrl(s, {}, DESC)).toEqual(ok('https://api.h/'));
  });
});

describe('servers of Swagger 2.0 descriptions (converted by the loader)', () => {
  const DESC = 'https://docs.example.com/specs/swagger.json';
  const swagger = (root: JsonObject, op: JsonObject = {}): JsonObject => ({
    swagger: '2.0',
    info: { title: 'S', version: '1' },
    ...root,
    paths: { '/pets': { get: { responses: { '200': { description: 'OK' } }, ...op } } },
  });

  it.each<[string, JsonObject, string[]]>([
    ['host, basePath and schemes', swagger({ host: 'api.example.com', basePath: '/v1', schemes: ['http', 'https'] }), ['http://api.example.com/v1', 'https://api.example.com/v1']],
    ['host without schemes (https assumed)', swagger({ host: 'api.example.com:8080' }), ['https://api.example.com:8080/']],
    ['basePath without host (the description host)', swagger({ basePath: '/api' }), ['https://docs.example.com/api']],
    ['neither host nor basePath (the description origin)', swagger({}), ['https://docs.example.com/']],
    ['a basePath with a trailing slash', swagger({ host: 'h.example.com', basePath: '/v2/' }), ['https://h.example.com/v2']],
    ['x-servers instead of host', swagger({ host: 'ignored.example.com', 'x-servers': [{ url: '//petstore.swagger.io/sandbox' }] }), ['https://petstore.swagger.io/sandbox']],
    ['operation schemes that differ from the root', swagger({ host: 'h.example.com', schemes: ['https'] }, { schemes: ['http'] }), ['http://h.example.com/']],
  ])('%s', async (_, object, expected) => {
    const loaded = await loadDescription({ kind: 'object', object, url: DESC }, fileTextFetcher);
    const op = buildOutline(loaded.doc, loaded.sourceVersion, loaded.problems).operations[0];
    expect(op).toBeDefined();
    const resolved = effectiveServers(loaded.doc, op?.pointer ?? '').map((s) => resolveServerUrl(s, {}, DESC));
    expect(resolved).toEqual(expected.map((url) => ({ ok: true, url })));
  });

  it('converts a ws/wss scheme, which no TRY can fetch, to a server the URL gate refuses', async () => {
    const object = swagger({ host: 'h.example.com', schemes: ['https'] }, { schemes: ['wss'] });
    const loaded = await loadDescription({ kind: 'object', object, url: DESC }, fileTextFetcher);
    const op = buildOutline(loaded.doc, loaded.sourceVersion, loaded.problems).operations[0];
    const resolved = effectiveServers(loaded.doc, op?.pointer ?? '').map((s) => resolveServerUrl(s, {}, DESC));
    expect(resolved).toEqual([{ ok: false, error: 'This server cannot be used: its URL "wss://h.example.com" is not an http(s) URL' }]);
  });
});

// Real descriptions of the shared corpus, as if served from a docs site: every operation must
// have at least one server that resolves to an absolute http(s) URL.
const dir = specsDir();
const REAL: Array<[path: string, check: (servers: Map<string, string[]>) => void]> = [
  ['oai-learn/v3.0-uspto.yaml', (m) => expect(m.get('get-/')).toEqual(['https://developer.uspto.gov/ds-api'])],
  [
    'box/openapi.json',
    (m) => {
      expect(m.get('get-/authorize')).toEqual(['https://account.box.com/api/oauth2']);
      expect(m.get('post-/oauth2/token')).toEqual(['https://api.box.com/']);
      expect(m.get('get-/files/{file_id}')).toEqual(['https://api.box.com/2.0']);
    },
  ],
  ['redoc/swagger.yaml', (m) => expect(m.get('post-/pet')).toEqual(['https://petstore.swagger.io/v2', 'https://petstore.swagger.io/sandbox'])],
  ['oai-learn/v2.0-petstore-minimal.yaml', (m) => expect(m.get('get-/pets')).toEqual(['http://petstore.swagger.io/api'])],
  ['scalar-galaxy/galaxy-3.1.yaml', (m) => expect(m.get('get-/planets')).toEqual(['https://galaxy.scalar.com/', 'https://void.scalar.com/'])],
];

describe.skipIf(!dir)('servers of real descriptions', () => {
  for (const [path, check] of REAL) {
    it(`gives every operation of ${path} a server with an absolute URL`, async () => {
      const loaded = await loadDescription({ kind: 'url', url: pathToFileURL((dir ?? '') + path).href }, fileTextFetcher);
      const outline = buildOutline(loaded.doc, loaded.sourceVersion, loaded.problems);
      const served = `https://docs.example.com/specs/${path}`;
      const byOperation = new Map<string, string[]>();
      expect(outline.operations.length).toBeGreaterThan(0);
      for (const op of outline.operations) {
        const resolved = effectiveServers(loaded.doc, op.pointer).map((s) => resolveServerUrl(s, {}, served));
        const absolute = resolved.flatMap((r) => (r.ok && /^https?:\/\/[^/]/.test(r.url) ? [r.url] : []));
        expect(absolute.length, `${op.id} has an absolute server`).toBeGreaterThan(0);
        byOperation.set(op.id, absolute);
      }
      check(byOperation);
    });
  }

  it('lets the reader switch the USPTO scheme through its enum, and refuses other values', async () => {
    const loaded = await loadDescription({ kind: 'url', url: pathToFileURL(`${dir ?? ''}oai-learn/v3.0-uspto.yaml`).href }, fileTextFetcher);
    const [s] = effectiveServers(loaded.doc, '/paths/~1/get');
    expect(serverVariablesOf(s ?? DEFAULT_SERVER)).toMatchObject([{ name: 'scheme', default: 'https', enum: ['https', 'http'] }]);
    expect(resolveServerUrl(s, { scheme: 'http' }, '')).toEqual({ ok: true, url: 'http://developer.uspto.gov/ds-api' });
    expect(resolveServerUrl(s, { scheme: 'gopher' }, '')).toMatchObject({ ok: false, variable: 'scheme' });
  });
});

describe('serverOptionLabel (OpenAPI 3.2 Server Object name)', () => {
  it.each<[string, ServerView, string]>([
    ['the URL alone', { url: 'https://a.example', description: '', variables: [] }, 'https://a.example'],
    ['the URL and its description', { url: 'https://a.example', description: 'Prod', variables: [] }, 'https://a.example — Prod'],
    ['the name with the URL beside it', { url: 'https://a.example', name: 'production', description: '', variables: [] }, 'production (https://a.example)'],
    ['name, URL and description', { url: '/v1', name: 'local', description: 'Same host', variables: [] }, 'local (/v1) — Same host'],
  ])('shows %s', (_what, server, want) => {
    expect(serverOptionLabel(server)).toBe(want);
  });

  it('reads the name from the description', () => {
    const o = buildOutline({ openapi: '3.2.0', info: { title: 't', version: '1' }, servers: [{ url: 'https://a.example', name: 'production' }, { url: '/' }] }, '3.2.0', []);
    expect(o.servers.map((s) => s.name)).toEqual(['production', undefined]);
  });
});
