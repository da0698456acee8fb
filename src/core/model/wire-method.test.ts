import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { buildOutline } from './outline.js';
import { operationDetail } from './operation-detail.js';
import { isFixedMethod, wireMethod } from './wire-method.js';

// OpenAPI 3.2.0, Path Item Object: `query` is a fixed field like `get`; `additionalOperations`
// holds any other method, keyed "with the same capitalization that is to be sent in the request",
// and "MUST NOT contain any entry for the methods that can be defined by other fixed fields".
describe('wireMethod', () => {
  it.each<[string, string]>([
    ['get', 'GET'],
    ['query', 'QUERY'],
    ['trace', 'TRACE'],
    ['COPY', 'COPY'],
    ['purge', 'purge'],
    ['Link', 'Link'],
  ])('sends %s as %s', (method, wire) => expect(wireMethod(method)).toBe(wire));

  it.each<[string, boolean]>([
    ['GET', true],
    ['Query', true],
    ['post', true],
    ['COPY', false],
    ['PROPFIND', false],
  ])('%s names a fixed method: %s', (method, fixed) => expect(isFixedMethod(method)).toBe(fixed));
});

const ok = { responses: { '200': { description: 'ok' } } };
const doc: JsonObject = {
  openapi: '3.2.0',
  info: { title: 'Ops', version: '1' },
  paths: {
    '/files/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: ok,
      query: { ...ok, summary: 'Search' },
      additionalOperations: {
        COPY: { ...ok, summary: 'Copy', parameters: [{ name: 'Destination', in: 'header', schema: { type: 'string' } }] },
        purge: ok,
        GET: ok,
        Copy: ok,
      },
    },
    '/bad': {
      parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
      get: { ...ok, parameters: [{ name: 'qs', in: 'querystring', content: { 'application/json': {} } }] },
    },
    '/bare': { get: { ...ok, parameters: [{ name: 'qs', in: 'querystring', schema: { type: 'object' } }] } },
    '/twice': {
      get: {
        ...ok,
        parameters: [
          { name: 'a', in: 'querystring', content: { 'application/json': {} } },
          { name: 'b', in: 'querystring', content: { 'application/json': {} } },
        ],
      },
    },
  },
};

describe('buildOutline: the query method and additionalOperations', () => {
  const o = buildOutline(doc, '3.2.0', [], { sortEndpointsBy: 'method' });
  const files = o.operations.filter((x) => x.path === '/files/{id}');

  it('lists them with lower-case route ids and the method as written', () => {
    expect(files.map((x) => [x.id, x.method])).toEqual([
      ['get-/files/{id}', 'get'],
      ['query-/files/{id}', 'query'],
      ['copy-/files/{id}', 'COPY'],
      ['purge-/files/{id}', 'purge'],
    ]);
    expect(files.find((x) => x.method === 'COPY')?.pointer).toBe('/paths/~1files~1{id}/additionalOperations/COPY');
  });

  it('leaves out an additionalOperations key that repeats a fixed method, or one differing only in case, and says why', () => {
    const messages = o.problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/^\/paths\/~1files~1\{id\}\/additionalOperations\/GET: additionalOperations must not hold "GET"/));
    expect(messages).toContainEqual(expect.stringMatching(/additionalOperations\/Copy: additionalOperations "Copy" differs from another method only in case/));
  });

  it('reports a querystring parameter together with query parameters, and a second querystring', () => {
    const messages = o.problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toContain('/paths/~1bad/get/parameters/0: A querystring parameter cannot be used together with query parameters');
    expect(messages).toContain('/paths/~1twice/get/parameters/1: Only one querystring parameter is allowed per operation');
    expect(messages).toContain('/paths/~1bare/get/parameters/0: A querystring parameter must be described by content (it is sent as application/x-www-form-urlencoded)');
  });

  it('checks querystring parameters in 3.2 documents only (the location is 3.2’s; the check follows every parameter)', () => {
    const older = buildOutline(doc, '3.1.0', []);
    expect(older.problems.filter((p) => /querystring/.test(p.message))).toEqual([]);
  });

  it('gives an additional operation its path item’s parameters and its own', () => {
    const copy = files.find((x) => x.method === 'COPY');
    const d = operationDetail(doc, copy!);
    expect(d.method).toBe('COPY');
    expect(d.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'header:Destination']);
  });
});
