import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { fixturePath } from '../../../test/support/fixtures.mjs';
import { makeJudge } from '../examples/testing/ajv-judge.js';
import { loadDescription } from '../load/load-description.js';
import type { JsonObject } from '../types.js';
import { MOCK_HEADER, MockServer, type MockAnswer, type MockRequest, type MockSettings } from './mock-server.js';

const API = 'https://api.example.com/v1';
let doc: JsonObject;

beforeAll(async () => {
  doc = (await loadDescription({ kind: 'url', url: pathToFileURL(fixturePath('mock.yaml')).href }, fileTextFetcher)).doc;
});

const DEFAULTS: MockSettings = { statusCodes: [], strategy: 'first', random: () => 0 };

function server(): MockServer {
  return new MockServer(doc, { descriptionUrl: 'http://docs.test/mock.yaml' });
}

function ask(s: MockServer, method: string, path: string, init: Partial<MockRequest> = {}, settings: Partial<MockSettings> = {}): MockAnswer {
  const answer = s.answer({ method, url: API + path, headers: {}, ...init }, { ...DEFAULTS, ...settings });
  if (!answer) throw new Error(`no answer for ${method} ${path}`);
  return answer;
}

const header = (a: MockAnswer, name: string): string | undefined => a.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
const json = (a: MockAnswer): unknown => JSON.parse(a.body ?? 'null');

describe('MockServer: statuses', () => {
  it.each([
    ['the first 2xx listed', '/users', [], 200],
    ['a 2XX range', '/ranges', [], 200],
    ['default when there is no 2xx', '/only-default', [], 200],
    ['the first listed when there is neither', '/teapot', [], 418],
    ['a single code', '/users', [500], 500],
  ] as const)('answers %s', (_, path, codes, status) => {
    expect(ask(server(), 'GET', path, {}, { statusCodes: codes }).status).toBe(status);
  });

  it.each([
    [404, { missing: true }],
    [201, { fine: true }],
    [409, { client: true }],
    [503, { other: true }],
  ] as const)('an explicit %d uses the exact response, else its range, else default', (code, body) => {
    expect(json(ask(server(), 'GET', '/ranges', {}, { statusCodes: [code] }))).toEqual(body);
  });

  it('cycle goes through the list per operation, in order', () => {
    const s = server();
    const settings = { statusCodes: [200, 404, 500], strategy: 'cycle' as const };
    const users = [1, 2, 3, 4].map(() => ask(s, 'GET', '/users/5', {}, settings).status);
    const ranges = [1, 2].map(() => ask(s, 'GET', '/ranges', {}, settings).status);
    expect(users).toEqual([200, 404, 500, 200]);
    expect(ranges).toEqual([200, 404]);
  });

  it('random takes the code the injected source points at', () => {
    const s = server();
    const values = [0.9, 0.1, 0.5];
    const statuses = values.map((r) => ask(s, 'GET', '/users/5', {}, { statusCodes: [200, 404, 500], strategy: 'random', random: () => r }).status);
    expect(statuses).toEqual([500, 200, 404]);
  });

  it('first always answers the first code of the list', () => {
    const s = server();
    expect([1, 2, 3].map(() => ask(s, 'GET', '/users/5', {}, { statusCodes: [404, 200] }).status)).toEqual([404, 404, 404]);
  });

  it('a code the operation does not describe still answers, with a JSON body saying so', () => {
    const a = ask(server(), 'GET', '/users/me', {}, { statusCodes: [503] });
    expect(a.status).toBe(503);
    expect(a.statusText).toBe('Service Unavailable');
    expect(a.outcome).toBe('undescribed-status');
    expect(json(a)).toEqual({ message: 'The description has no 503 response for GET /users/me; the mock server answers 503 anyway.' });
  });

  it('204 and HEAD carry no body; HEAD keeps the headers of GET', () => {
    expect(ask(server(), 'DELETE', '/users/5').status).toBe(204);
    expect(ask(server(), 'DELETE', '/users/5').body).toBeNull();
    const head = ask(server(), 'HEAD', '/users/me');
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(header(head, 'content-type')).toBe('application/json');
  });
});

describe('MockServer: bodies and headers', () => {
  it('takes the first named example that is valid against the schema (an invalid one is skipped)', () => {
    const a = ask(server(), 'GET', '/users');
    expect(a.source).toBe('examples/two');
    expect(json(a)).toEqual([
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Grace' },
    ]);
  });

  it('takes `example` when there are no named examples', () => {
    const a = ask(server(), 'GET', '/users/me');
    expect(a.source).toBe('example');
    expect(json(a)).toEqual({ id: 0, name: 'Me' });
  });

  it('generates from the schema otherwise, leaving writeOnly properties out, valid for ajv', () => {
    const a = ask(server(), 'GET', '/users/5');
    expect(a.source).toBe('generated');
    const body = json(a) as JsonObject;
    expect(body).not.toHaveProperty('password');
    expect(body).toHaveProperty('id');
    expect(makeJudge(doc, '3.0', 'response').check('/components/schemas/User', body).valid).toBe(true);
  });

  it.each([
    ['application/json', 'application/json', '"Ada"'],
    ['application/xml', 'application/xml', '<users>'],
    ['text/*', 'text/csv', 'id,name\n1,Ada\n'],
    ['text/csv;q=0.5, application/xml;q=0.4', 'text/csv', 'id,name'],
  ])('Accept %s gives %s', (accept, type, fragment) => {
    const a = ask(server(), 'GET', '/users', { headers: { accept } });
    expect(header(a, 'content-type')).toBe(type);
    expect(a.body).toContain(fragment);
  });

  it('answers 406 when Accept takes none of the media types, naming them', () => {
    const a = ask(server(), 'GET', '/users', { headers: { accept: 'image/png' } });
    expect(a.status).toBe(406);
    expect(a.outcome).toBe('not-acceptable');
    expect(json(a)).toMatchObject({ available: ['application/json', 'application/xml', 'text/csv'] });
  });

  it('with an explicit status, an unacceptable Accept gets the first media type instead', () => {
    const a = ask(server(), 'GET', '/users', { headers: { accept: 'image/png' } }, { statusCodes: [200] });
    expect(a.status).toBe(200);
    expect(header(a, 'content-type')).toBe('application/json');
  });

  it('a `*/*` content key answers with the type the client asks for', () => {
    const a = ask(server(), 'GET', '/any-type', { headers: { accept: 'text/markdown' } });
    expect(header(a, 'content-type')).toBe('text/markdown');
    expect(a.body).toBe('anything');
  });

  it('sends the described headers (example or generated, Content-Type ignored), the marker and CORS headers', () => {
    const a = ask(server(), 'GET', '/users', { origin: 'http://page.test' });
    expect(header(a, 'x-rate-limit')).toBe('100');
    expect(Number(header(a, 'x-total'))).toBeGreaterThanOrEqual(5);
    expect(header(a, 'content-type')).toBe('application/json');
    expect(a.headers.filter(([n]) => n.toLowerCase() === 'content-type')).toHaveLength(1);
    expect(header(a, MOCK_HEADER)).toBe('GET /users');
    expect(header(a, 'access-control-allow-origin')).toBe('http://page.test');
    expect(header(a, 'access-control-allow-credentials')).toBe('true');
    expect(header(a, 'access-control-expose-headers')?.split(', ')).toEqual(expect.arrayContaining(['x-rate-limit', 'x-total', MOCK_HEADER, 'content-type']));
  });

  it('answers a CORS preflight for a described path that has no OPTIONS operation', () => {
    const a = ask(server(), 'OPTIONS', '/users', { headers: { 'access-control-request-headers': 'x-trace' } });
    expect(a.status).toBe(204);
    expect(header(a, 'allow')).toBe('GET, POST, OPTIONS');
    expect(header(a, 'access-control-allow-headers')).toBe('x-trace');
  });

  it('leaves undescribed paths alone (undefined = pass through)', () => {
    expect(server().answer({ method: 'GET', url: `${API}/nowhere`, headers: {} }, DEFAULTS)).toBeUndefined();
    expect(server().answer({ method: 'OPTIONS', url: `${API}/nowhere`, headers: {} }, DEFAULTS)).toBeUndefined();
  });
});

describe('MockServer: request validation', () => {
  const valid = { headers: { 'x-request-id': '3f0c9a9e-8d0a-4e5e-9d7e-1d2f3c4b5a69', 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ada', password: 'secret-123' }) };
  const cases: Array<[string, string, string, Partial<MockRequest>, Array<Record<string, unknown>>]> = [
    ['a query value of the wrong type', 'GET', '/users?limit=ten', {}, [{ in: 'query', name: 'limit', message: 'must be integer, not string' }]],
    ['a query value out of range', 'GET', '/users?limit=500', {}, [{ in: 'query', name: 'limit', message: 'must be at most 100; got 500' }]],
    ['an array item outside its enum', 'GET', '/users?tags=a&tags=z', {}, [{ in: 'query', name: 'tags.1', message: 'must be one of "a", "b", "c"; got "z"' }]],
    ['a header that breaks its pattern', 'GET', '/users', { headers: { 'x-trace': 'nope' } }, [{ in: 'header', name: 'X-Trace', message: 'must match the pattern ^t[0-9]+$; got "nope"' }]],
    ['a path parameter of the wrong type', 'GET', '/users/abc', {}, [{ in: 'path', name: 'id', message: 'must be integer, not string' }]],
    ['a path parameter below its minimum', 'GET', '/users/0', {}, [{ in: 'path', name: 'id', message: 'must be at least 1; got 0' }]],
    [
      'a missing required header and body',
      'POST',
      '/users',
      {},
      [
        { in: 'header', name: 'X-Request-Id', message: 'is required' },
        { in: 'body', message: 'is required' },
      ],
    ],
    ['a boolean query that is not one', 'POST', '/users?dryRun=maybe', valid, [{ in: 'query', name: 'dryRun', message: 'must be boolean, not string' }]],
    ['a body that is not JSON', 'POST', '/users', { ...valid, body: '{"name": ' }, [{ in: 'body', pointer: '' }]],
    [
      'a body missing required properties and with a short password',
      'POST',
      '/users',
      { ...valid, body: JSON.stringify({ password: 'short' }) },
      [
        { in: 'body', pointer: '', message: 'is missing the required property "name"' },
        { in: 'body', pointer: '/password', message: 'must be at least 8 characters long; got 5' },
      ],
    ],
    [
      'a Content-Type the operation does not take',
      'POST',
      '/users',
      { ...valid, headers: { ...valid.headers, 'content-type': 'text/plain;charset=UTF-8' } },
      [{ in: 'header', name: 'Content-Type', message: '"text/plain;charset=UTF-8": the body must be sent as application/json' }],
    ],
    [
      'a form field of the wrong type',
      'POST',
      '/uploads',
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'title=x&size=99' },
      [
        { in: 'body', pointer: '/title', message: 'must be at least 2 characters long; got 1' },
        { in: 'body', pointer: '/size', message: 'must be at most 10; got 99' },
      ],
    ],
    [
      'a oneOf branch named by its discriminator',
      'POST',
      '/shapes',
      { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'Circle', radius: 0 }) },
      [{ in: 'body', pointer: '/radius', message: 'must be greater than 0; got 0' }],
    ],
  ];
  it.each(cases)('answers 400 with the problems for %s', (_, method, path, init, problems) => {
    const url = path.startsWith('/uploads') ? 'https://uploads.example.com' + path : API + path;
    const a = server().answer({ method, url, headers: {}, ...init }, DEFAULTS);
    expect(a?.status).toBe(400);
    expect(a?.outcome).toBe('invalid-request');
    expect(a?.problems).toEqual(problems.map((p) => expect.objectContaining(p)));
    expect(json(a!)).toMatchObject({ title: 'The request does not match the description', problems: a?.problems });
  });

  it('accepts a request that keeps the contract', () => {
    const a = ask(server(), 'POST', '/users?dryRun=true', valid);
    expect(a.status).toBe(201);
    expect(a.problems).toEqual([]);
    expect(header(a, 'location')).toMatch(/^[a-z]+:/);
  });

  it('does not validate when the status code was set explicitly', () => {
    const a = ask(server(), 'GET', '/users?limit=ten', {}, { statusCodes: [200] });
    expect(a.status).toBe(200);
    expect(a.outcome).toBe('described');
  });
});

describe('MockServer: odd descriptions', () => {
  it.each([
    ['no paths', { openapi: '3.1.0', info: { title: 't', version: '1' } }],
    ['paths that are not objects', { openapi: '3.1.0', paths: { '/a': 5, '/b': { get: 'x' }, 'no-slash': { get: {} } } }],
    ['an operation without responses', { openapi: '3.1.0', paths: { '/a': { get: {} } } }],
    ['a dangling $ref', { openapi: '3.1.0', paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Nope' } } } } } }],
    [
      'a self-referencing $ref',
      {
        openapi: '3.0.0',
        paths: { '/a': { get: { responses: { '200': { description: 'x', content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } } } } } },
        components: { schemas: { A: { $ref: '#/components/schemas/A' } } },
      },
    ],
  ] as const)('answers without throwing: %s', (_, description) => {
    const s = new MockServer(description, { descriptionUrl: 'http://docs.test/' });
    const a = s.answer({ method: 'GET', url: 'http://docs.test/a', headers: {} }, DEFAULTS);
    if (a) expect(a.status).toBeGreaterThanOrEqual(200);
    else expect(s.size).toBe(0);
  });
});

describe('MockServer: names that are not valid HTTP names (hostile-names.yaml)', () => {
  let hostile: JsonObject;
  beforeAll(async () => {
    hostile = (await loadDescription({ kind: 'url', url: pathToFileURL(fixturePath('hostile-names.yaml')).href }, fileTextFetcher)).doc;
  });
  const BASE = 'https://docs.test/hostile-names-api';
  const hostileAsk = (method: string, path: string, init: Partial<MockRequest> = {}): MockAnswer => {
    const a = new MockServer(hostile, { descriptionUrl: 'https://docs.test/hostile-names.yaml' }).answer(
      { method, url: BASE + path, headers: {}, origin: 'https://page.test', ...init },
      DEFAULTS,
    );
    if (!a) throw new Error(`no answer for ${method} ${path}`);
    return a;
  };

  it('answers, leaving out response headers named what HTTP cannot carry, with a note for the log', () => {
    const a = hostileAsk('GET', '/names/p%201/%C3%BC%2F2?x%20bad%20name=q');
    expect(a.status).toBe(200);
    expect(header(a, 'X-Good')).toBe('yes');
    expect(a.headers.map(([n]) => n)).not.toContain('x bad response header');
    expect(a.notes).toEqual([
      'response header left out: `x bad response header` is not a valid HTTP header name and cannot be sent',
      'response header left out: `<b>h</b>` is not a valid HTTP header name and cannot be sent',
    ]);
    // Every header is one a Response can carry (Node's Response follows Fetch).
    expect(() => new Response(a.body, { status: a.status, headers: a.headers })).not.toThrow();
  });

  it('writes the marker header of a path past Latin-1 so that a Response can carry it', () => {
    const doc: JsonObject = { openapi: '3.1.0', paths: { '/日本 x/{id}': { get: { operationId: 'a\nb', responses: { '200': { description: 'OK' } } } } } };
    const s = new MockServer(doc, { descriptionUrl: 'https://docs.test/d.yaml' });
    const a = s.answer({ method: 'GET', url: 'https://docs.test/%E6%97%A5%E6%9C%AC%20x/1', headers: {} }, DEFAULTS)!;
    expect(header(a, MOCK_HEADER)).toBe('GET /%E6%97%A5%E6%9C%AC x/{id}');
    expect(() => new Response(a.body, { status: a.status, headers: a.headers })).not.toThrow();
    const preflight = s.answer({ method: 'OPTIONS', url: 'https://docs.test/%E6%97%A5%E6%9C%AC%20x/1', headers: {} }, DEFAULTS)!;
    expect(() => new Response(null, { status: preflight.status, headers: preflight.headers })).not.toThrow();
  });

  it('does not demand required parameters whose names no request can carry', () => {
    const a = hostileAsk('GET', '/required/1', { headers: { cookie: 'other=1' } });
    expect(a.outcome).toBe('described');
    expect(a.status).toBe(200);
  });
});
