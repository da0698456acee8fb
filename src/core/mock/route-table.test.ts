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
