import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { fixturePath } from '../../../test/support/fixtures.mjs';
import { loadDescription } from '../load/load-description.js';
import type { ServerView } from '../model/types.js';
import type { JsonObject } from '../types.js';
import { MockServer } from './mock-server.js';
import { buildRouteTable, matchRoutes } from './route-table.js';
import { serverPattern } from './server-pattern.js';

const DESCRIPTION_URL = 'http://docs.test/specs/mock.yaml';

function server(url: string, variables: ServerView['variables'] = []): ServerView {
  return { url, description: '', variables };
}
let doc: JsonObject;

beforeAll(async () => {
  doc = (await loadDescription({ kind: 'url', url: pathToFileURL(fixturePath('mock.yaml')).href }, fileTextFetcher)).doc;
});

describe('serverPattern', () => {
  const cases: Array<[string, ServerView, string[], string[]]> = [
    ['an absolute URL with a base path', server('https://api.example.com/v1/'), ['https://api.example.com/v1'], ['https://api.example.com/v2', 'http://api.example.com/v1']],
    ['a relative URL, against the description', server('/rel/base'), ['http://docs.test/rel/base'], ['http://other.test/rel/base']],
    ['a URL relative to the description folder', server('api'), ['http://docs.test/specs/api'], ['http://docs.test/api']],
    ['`/`, the description origin', server('/'), ['http://docs.test'], ['http://docs.test.evil']],
    [
      'variables: enum values, or the default or any one segment',
      server('https://{region}.example.org/{version}', [
        { name: 'region', default: 'eu', enum: ['eu', 'us'] },
        { name: 'version', default: 'v2' },
      ]),
      ['https://eu.example.org/v2', 'https://us.example.org/v9'],
      ['https://asia.example.org/v2', 'https://eu.example.org/a/b'],
    ],
    [
      'a variable in the port matches its default only',
      server('http://localhost:{port}/api', [{ name: 'port', default: '8080' }]),
      ['http://localhost:8080/api'],
      ['http://localhost:9090/api'],
    ],
    [
      'a default with a slash, or other text in its place',
      server('https://api.test/{base}', [{ name: 'base', default: 'v1/beta' }]),
      ['https://api.test/v1/beta', 'https://api.test/v12', 'https://api.test/v1'],
      ['https://api.test/v1/x/y'],
    ],
    [
      'an enum value that begins another',
      server('https://api.test/{v}/x', [{ name: 'v', default: 'v1', enum: ['v1', 'v10'] }]),
      ['https://api.test/v1/x', 'https://api.test/v10/x'],
      ['https://api.test/v100/x', 'https://api.test/v2/x'],
    ],
    [
      'adjacent variables',
      server('https://{a}{b}.api.test', [
        { name: 'a', default: 'eu' },
        { name: 'b', default: '1' },
      ]),
      ['https://eu1.api.test', 'https://x.api.test'],
      ['https://eu1.other.test'],
    ],
  ];
  it.each(cases)('%s', (_, s, matching, other) => {
    const p = serverPattern(s, DESCRIPTION_URL);
    expect(p).toBeDefined();
    const re = new RegExp(`^${p!.source}$`);
    for (const m of matching) expect(re.test(m), m).toBe(true);
    for (const o of other) expect(re.test(o), o).toBe(false);
  });

  it('gives nothing for a relative URL without a description URL', () => {
    expect(serverPattern(server('/v1'), '')).toBeUndefined();
  });
});

describe('matchRoutes over the fixture', () => {
  const cases: Array<[string, string, string, string | undefined, Record<string, string>?]> = [
    ['a described path under the first server', 'GET', 'https://api.example.com/v1/users', 'GET /users'],
    ['a trailing slash', 'GET', 'https://api.example.com/v1/users/', 'GET /users'],
    ['the query is not part of the match', 'GET', 'https://api.example.com/v1/users?limit=2', 'GET /users'],
    ['a relative server resolved against the description', 'GET', 'http://docs.test/rel/base/users', 'GET /users'],
    ['server variables (enum)', 'GET', 'https://us.example.org/v2/users', 'GET /users'],
    ['a literal segment beats a template', 'GET', 'https://api.example.com/v1/users/me', 'GET /users/me'],
    ['a template takes the rest, decoded', 'GET', 'https://api.example.com/v1/users/42', 'GET /users/{id}', { id: '42' }],
    ['percent-encoded values are decoded', 'GET', 'https://api.example.com/v1/users/a%20b', 'GET /users/{id}', { id: 'a b' }],
    ['the method counts', 'DELETE', 'https://api.example.com/v1/users/42', 'DELETE /users/{id}'],
    ['HEAD falls back to GET', 'HEAD', 'https://api.example.com/v1/users/me', 'GET /users/me'],
    ['an operation-level server replaces the list', 'POST', 'https://uploads.example.com/uploads', 'POST /uploads'],
    ['but only for that operation', 'POST', 'https://api.example.com/v1/uploads', undefined],
    ['an undescribed path', 'GET', 'https://api.example.com/v1/nothing-here', undefined],
    ['another host', 'GET', 'https://elsewhere.example.com/v1/users', undefined],
    ['a method the path does not have', 'PATCH', 'https://api.example.com/v1/users', undefined],
    ['above the base path', 'GET', 'https://api.example.com/users', undefined],
  ];
  it.each(cases)('%s', (_, method, url, expected, values) => {
    const routes = buildRouteTable(doc, { descriptionUrl: DESCRIPTION_URL });
    const hit = matchRoutes(routes, method, url)[0];
    expect(hit ? `${hit.route.method} ${hit.route.path}` : undefined).toBe(expected);
    if (values) expect(hit?.pathValues).toEqual(values);
  });

  it('adds extra servers (server-url, the active server) to every operation', () => {
    const routes = buildRouteTable(doc, { descriptionUrl: DESCRIPTION_URL, extraServers: ['http://127.0.0.1:9999/mock'] });
    expect(matchRoutes(routes, 'GET', 'http://127.0.0.1:9999/mock/users/7')[0]?.route.path).toBe('/users/{id}');
    expect(matchRoutes(routes, 'POST', 'http://127.0.0.1:9999/mock/uploads')[0]?.route.path).toBe('/uploads');
  });

  it('lists every match, most specific first', () => {
    const routes = buildRouteTable(doc, { descriptionUrl: DESCRIPTION_URL });
    expect(matchRoutes(routes, 'GET', 'https://api.example.com/v1/orders/12/items').map((h) => h.route.path)).toEqual(['/orders/{orderId}/items', '/{collection}/{name}/items']);
  });

  it('answers nothing for URLs it cannot read', () => {
    const routes = buildRouteTable(doc, { descriptionUrl: DESCRIPTION_URL });
    expect(matchRoutes(routes, 'GET', '/users')).toEqual([]);
    expect(matchRoutes(routes, 'GET', 'blob:null/abc')).toEqual([]);
  });

  it('builds no routes from a document without paths', () => {
    expect(buildRouteTable({ openapi: '3.1.0' }, { descriptionUrl: DESCRIPTION_URL })).toEqual([]);
    expect(buildRouteTable({ openapi: '3.1.0', paths: [] }, { descriptionUrl: DESCRIPTION_URL })).toEqual([]);
  });
});

describe('matchRoutes: templates with several parameters in a segment', () => {
  const routesOf = (path: string, servers: unknown[] = [{ url: 'https://api.test' }]) =>
    buildRouteTable({ openapi: '3.0.3', servers, paths: { [path]: { get: { responses: { 200: { description: 'ok' } } } } } }, { descriptionUrl: DESCRIPTION_URL });

  it.each<[string, string, Record<string, string>]>([
    ['/files/{name}.{ext}', '/files/my.file.txt', { name: 'my', ext: 'file.txt' }],
    ['/v/{a}.json', '/v/v1.2.json', { a: 'v1.2' }],
    ['/{a}.{b}.json', '/x.y.z.json', { a: 'x', b: 'y.z' }],
    ['/{a}{b}', '/xyz', { a: 'x', b: 'yz' }],
    ['/r/{a}-{b}/{c}', '/r/1-2-3/4', { a: '1', b: '2-3', c: '4' }],
  ])('%s reads %s as %j', (path, url, values) => {
    expect(matchRoutes(routesOf(path), 'GET', `https://api.test${url}`)[0]?.pathValues).toEqual(values);
  });

  // Each of these once made the engine try every split of the URL between the parameters
  // (12 adjacent parameters: 100 s; 8 adjacent server variables: 19 s), on the page's main thread.
  const many = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
  it.each<[string, string, unknown[], string]>([
    ['20 adjacent parameters', `/${many(20, (i) => `{p${i}}`).join('')}x`, [{ url: 'https://api.test' }], `/${'a'.repeat(60)}y`],
    ['16 parameters between dots', `/${many(16, (i) => `{p${i}}`).join('.')}.x`, [{ url: 'https://api.test' }], `/${'a.'.repeat(60)}y`],
    ['12 segments of two parameters', `/${many(12, (i) => `{p${i}}.{q${i}}`).join('/')}/x`, [{ url: 'https://api.test' }], `/${many(12, () => 'a.b.c.d.e.f').join('/')}/y`],
    [
      '10 adjacent server variables',
      '/x',
      [{ url: `https://api.test/${many(10, (i) => `{v${i}}`).join('')}`, variables: Object.fromEntries(many(10, (i) => [`v${i}`, { default: 'a' }])) }],
      `/${'a'.repeat(60)}/y`,
    ],
    [
      '10 adjacent enum variables',
      '/x',
      [{ url: `https://api.test/${many(10, (i) => `{v${i}}`).join('')}`, variables: Object.fromEntries(many(10, (i) => [`v${i}`, { default: 'a', enum: ['a', 'aa', 'aaa', 'aaaa'] }])) }],
      `/${'a'.repeat(40)}/y`,
    ],
  ])('refuses a URL that does not fit %s in one pass', (_, path, servers, url) => {
    const routes = routesOf(path, servers);
    const start = performance.now();
    expect(matchRoutes(routes, 'GET', `https://api.test${url}`)).toEqual([]);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('MockServer.match: path parameters typed by their schema', () => {
  it.each([
    ['https://api.example.com/v1/orders/12/items', 'orderItems'],
    ['https://api.example.com/v1/orders/abc/items', 'collectionItems'],
    ['https://api.example.com/v1/boxes/abc/items', 'collectionItems'],
  ])('%s → %s', (url, operationId) => {
    const server = new MockServer(doc, { descriptionUrl: DESCRIPTION_URL });
    expect(server.match('GET', url)?.route.operationId).toBe(operationId);
  });

  it('keeps the most specific template when no candidate fits (validation then reports it)', () => {
    const server = new MockServer(doc, { descriptionUrl: DESCRIPTION_URL });
    expect(server.match('GET', 'https://api.example.com/v1/users/abc')?.route.operationId).toBe('getUser');
  });
});

// OpenAPI 3.2.0, Path Item Object: `query` is a fixed method; `additionalOperations` keys are the
// method "with the same capitalization that is to be sent", and must not repeat a fixed one.
describe('routes for the query method and additionalOperations', () => {
  const doc32: JsonObject = {
    openapi: '3.2.0',
    servers: [{ url: 'https://api.test' }],
    paths: {
      '/files/{id}': {
        query: { responses: { '200': { description: 'ok' } } },
        additionalOperations: {
          COPY: { operationId: 'copyFile', responses: { '201': { description: 'copied' } } },
          purge: { responses: { '204': { description: 'purged' } } },
          GET: { operationId: 'notAllowed', responses: { '200': { description: 'no' } } },
        },
      },
    },
  };
  const routes = buildRouteTable(doc32, { descriptionUrl: 'https://docs.test/a.yaml' });
  it.each<[string, string, string | undefined]>([
    ['QUERY', 'https://api.test/files/1', 'QUERY /files/{id}'],
    ['query', 'https://api.test/files/1', 'QUERY /files/{id}'],
    ['COPY', 'https://api.test/files/1', 'COPY /files/{id}'],
    ['copy', 'https://api.test/files/1', undefined],
    ['purge', 'https://api.test/files/1', 'purge /files/{id}'],
    ['PURGE', 'https://api.test/files/1', undefined],
    ['GET', 'https://api.test/files/1', undefined],
  ])('%s %s → %s', (method, url, expected) => {
    const hit = matchRoutes(routes, method, url)[0];
    expect(hit ? `${hit.route.method} ${hit.route.path}` : undefined).toBe(expected);
  });
});
