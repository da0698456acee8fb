import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { bodyProblems, operationParameters, parameterProblems, requestMediaType, type RequestParts } from './request-problems.js';
import { schemaProblems } from './schema-problems.js';

const DOC: JsonObject = { openapi: '3.1.0', components: { schemas: { Id: { type: 'integer', minimum: 1 } } } };
const ints = { type: 'array', items: { type: 'integer' }, maxItems: 3 };
const point = { type: 'object', properties: { x: { type: 'integer' }, y: { type: 'integer' } }, required: ['x'] };

/** Problems of one parameter given in a request (path values, query, headers). */
function check(param: JsonObject, req: { path?: string; query?: string; headers?: Record<string, string> }): string[] {
  const params = operationParameters(DOC, {}, { parameters: [param] });
  const url = new URL(`https://api.test/x${req.query ? `?${req.query}` : ''}`);
  const pathValues = req.path === undefined ? {} : { [String(param.name)]: req.path };
  return parameterProblems(DOC, params, pathValues, { url, headers: req.headers ?? {}, body: undefined }, '3.1').map((p) => `${p.in} ${p.name}: ${p.message}`);
}

describe('parameterProblems reads each style before checking the schema', () => {
  const cases: Array<[string, JsonObject, Parameters<typeof check>[1], unknown[]]> = [
    ['path simple integer', { name: 'id', in: 'path', schema: { $ref: '#/components/schemas/Id' } }, { path: '5' }, []],
    ['path simple, below the minimum', { name: 'id', in: 'path', schema: { $ref: '#/components/schemas/Id' } }, { path: '0' }, ['path id: must be at least 1; got 0']],
    ['path simple array', { name: 'ids', in: 'path', schema: ints }, { path: '1,2,3' }, []],
    ['path simple array, a bad item', { name: 'ids', in: 'path', schema: ints }, { path: '1,x' }, ['path ids.1: must be integer, not string']],
    ['path label array, exploded', { name: 'ids', in: 'path', style: 'label', explode: true, schema: ints }, { path: '.1.2.3' }, []],
    [
      'path matrix array, exploded, too many',
      { name: 'ids', in: 'path', style: 'matrix', explode: true, schema: ints },
      { path: ';ids=1;ids=2;ids=3;ids=4' },
      ['path ids: must have at most 3 items; got 4'],
    ],
    ['path matrix primitive', { name: 'id', in: 'path', style: 'matrix', schema: { type: 'integer' } }, { path: ';id=7' }, []],
    ['path simple object, exploded', { name: 'p', in: 'path', explode: true, schema: point }, { path: 'x=1,y=2' }, []],
    ['path simple object missing a property', { name: 'p', in: 'path', schema: point }, { path: 'y,2' }, ['path p: is missing the required property "x"']],
    ['query form array, exploded', { name: 'n', in: 'query', schema: ints }, { query: 'n=1&n=2' }, []],
    ['query form array, not exploded', { name: 'n', in: 'query', explode: false, schema: ints }, { query: 'n=1,b' }, ['query n.1: must be integer, not string']],
    ['query spaceDelimited', { name: 'n', in: 'query', style: 'spaceDelimited', explode: false, schema: ints }, { query: 'n=1%202' }, []],
    ['query pipeDelimited', { name: 'n', in: 'query', style: 'pipeDelimited', explode: false, schema: ints }, { query: 'n=1|x' }, ['query n.1: must be integer, not string']],
    ['query deepObject', { name: 'p', in: 'query', style: 'deepObject', schema: point }, { query: 'p[x]=1&p[y]=oops' }, ['query p.y: must be integer, not string']],
    ['query form object, exploded: the properties are the keys', { name: 'p', in: 'query', schema: point }, { query: 'x=3&y=4' }, []],
    ['query boolean and number', { name: 'b', in: 'query', schema: { type: 'boolean' } }, { query: 'b=true' }, []],
    ['query with a content type (JSON)', { name: 'f', in: 'query', content: { 'application/json': { schema: point } } }, { query: 'f=%7B%22x%22%3A1%7D' }, []],
    [
      'query with a content type, not JSON',
      { name: 'f', in: 'query', content: { 'application/json': { schema: point } } },
      { query: 'f=%7Bx' },
      [expect.stringMatching(/^query f: is not valid JSON \(.+\)$/)],
    ],
    ['query required and missing', { name: 'q', in: 'query', required: true, schema: { type: 'string' } }, {}, ['query q: is required']],
    ['query optional and missing', { name: 'q', in: 'query', schema: { type: 'string' } }, {}, []],
    ['a string schema keeps digits as text', { name: 'q', in: 'query', schema: { type: 'string', maxLength: 2 } }, { query: 'q=123' }, ['query q: must be at most 2 characters long; got 3']],
    ['header array', { name: 'X-Ids', in: 'header', schema: ints }, { headers: { 'x-ids': '1, 2' } }, []],
    [
      'header names compare without case',
      { name: 'X-Id', in: 'header', required: true, schema: { type: 'integer' } },
      { headers: { 'x-id': 'x' } },
      ['header X-Id: must be integer, not string'],
    ],
    ['Accept, Content-Type and Authorization parameters are ignored', { name: 'Accept', in: 'header', required: true, schema: { type: 'integer' } }, {}, []],
    ['cookies are not checked without a Cookie header', { name: 'sid', in: 'cookie', required: true, schema: { type: 'string' } }, {}, []],
    [
      'cookies are checked when the header is there',
      { name: 'n', in: 'cookie', required: true, schema: { type: 'integer' } },
      { headers: { cookie: 'a=1; n=x' } },
      ['cookie n: must be integer, not string'],
    ],
    // OpenAPI 3.2.0 cookies: style form values are percent-encoded, style cookie values are not.
    ['a form-style cookie is percent-decoded', { name: 's', in: 'cookie', schema: { type: 'string', maxLength: 3 } }, { headers: { cookie: 's=a%2Fb' } }, []],
    [
      'a cookie-style cookie is read as written',
      { name: 's', in: 'cookie', style: 'cookie', schema: { type: 'string', maxLength: 3 } },
      { headers: { cookie: 's=a%2Fb' } },
      ['cookie s: must be at most 3 characters long; got 5'],
    ],
    [
      'exploded cookie arrays are repeated cookies',
      { name: 'n', in: 'cookie', style: 'cookie', schema: ints },
      { headers: { cookie: 'n=1; n=2; n=x' } },
      ['cookie n.2: must be integer, not string'],
    ],
    [
      'exploded cookie objects are one cookie per property',
      { name: 'p', in: 'cookie', style: 'cookie', schema: point },
      { headers: { cookie: 'x=1; y=z' } },
      ['cookie p.y: must be integer, not string'],
    ],
    [
      'a cookie array not exploded is comma-separated',
      { name: 'n', in: 'cookie', style: 'cookie', explode: false, schema: ints },
      { headers: { cookie: 'n=1,2,3,4' } },
      ['cookie n: must have at most 3 items; got 4'],
    ],
    // OpenAPI 3.2.0 in: querystring: the whole query string, read as its media type.
    ['querystring form-urlencoded', { name: 'qs', in: 'querystring', content: { 'application/x-www-form-urlencoded': { schema: point } } }, { query: 'x=1&y=2' }, []],
    [
      'querystring form-urlencoded, a bad property',
      { name: 'qs', in: 'querystring', content: { 'application/x-www-form-urlencoded': { schema: point } } },
      { query: 'y=a+b' },
      ['querystring qs: is missing the required property "x"', 'querystring qs.y: must be integer, not string'],
    ],
    ['querystring JSON', { name: 'qs', in: 'querystring', content: { 'application/json': { schema: point } } }, { query: '%7B%22x%22%3A1%7D' }, []],
    [
      'querystring JSON, against the schema',
      { name: 'qs', in: 'querystring', content: { 'application/json': { schema: point } } },
      { query: '%7B%22y%22%3A1%7D' },
      ['querystring qs: is missing the required property "x"'],
    ],
    [
      'querystring JSON, not JSON',
      { name: 'qs', in: 'querystring', content: { 'application/json': { schema: point } } },
      { query: '%7Bx' },
      [expect.stringMatching(/^querystring qs: is not valid JSON/)],
    ],
    ['querystring required and missing', { name: 'qs', in: 'querystring', required: true, content: { 'application/json': { schema: point } } }, {}, ['querystring qs: is required']],
    // Names no request can carry: their absence proves nothing, so they are not demanded.
    ['a required header named with spaces is not demanded', { name: 'x bad name', in: 'header', required: true, schema: { type: 'string' } }, {}, []],
    ['a required header named with a line break is not demanded', { name: 'x\r\nSet-Cookie: a=b', in: 'header', required: true, schema: { type: 'string' } }, {}, []],
    ['a required non-ASCII cookie is not demanded', { name: 'Größe', in: 'cookie', required: true, schema: { type: 'string' } }, { headers: { cookie: 'a=1' } }, []],
    // Names that are also Object.prototype keys find nothing that was not sent.
    ['a required header named constructor, missing', { name: 'constructor', in: 'header', required: true, schema: { type: 'string' } }, {}, ['header constructor: is required']],
    ['a required header named __proto__, missing', { name: '__proto__', in: 'header', required: true, schema: { type: 'integer' } }, {}, ['header __proto__: is required']],
    ['a path parameter named __proto__', { name: '__proto__', in: 'path', schema: { type: 'integer' } }, { path: 'x' }, ['path __proto__: must be integer, not string']],
    ['a query parameter with spaces and markup in its name', { name: '<b>x y</b>', in: 'query', required: true, schema: { type: 'integer' } }, { query: '%3Cb%3Ex%20y%3C%2Fb%3E=7' }, []],
  ];
  it.each(cases)('%s', (_, param, req, expected) => {
    expect(check(param, req)).toEqual(expected);
  });

  it('lets operation parameters override path-item ones of the same name and location', () => {
    const params = operationParameters(
      DOC,
      {
        parameters: [
          { name: 'id', in: 'path', schema: { type: 'string' } },
          { name: 'q', in: 'query' },
        ],
      },
      { parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }] },
    );
    expect(params.map((p) => `${p.in}:${p.name}:${JSON.stringify(p.schema)}`)).toEqual(['path:id:{"type":"integer"}', 'query:q:undefined']);
  });
});

describe('bodyProblems', () => {
  const op = (content: JsonObject, required = true): JsonObject => ({ requestBody: { required, content } });
  const parts = (contentType: string | undefined, body: string | undefined): RequestParts => ({
    url: new URL('https://api.test/'),
    headers: contentType ? { 'content-type': contentType } : {},
    body,
  });
  it.each([
    ['a required body missing', op({ 'application/json': { schema: point } }), parts(undefined, undefined), ['body: is required']],
    ['an optional body missing', op({ 'application/json': { schema: point } }, false), parts(undefined, undefined), []],
    ['a JSON body matched through a range key', op({ 'application/*': { schema: point } }), parts('application/json', '{"x":1}'), []],
    ['text checked against its schema', op({ 'text/plain': { schema: { type: 'string', maxLength: 3 } } }), parts('text/plain', 'long'), ['body: must be at most 3 characters long; got 4']],
    ['multipart only for being there', op({ 'multipart/form-data': { schema: point } }), parts('multipart/form-data; boundary=x', '--x--'), []],
    [
      'form arrays from repeated fields',
      op({ 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { n: ints } } } }),
      parts('application/x-www-form-urlencoded', 'n=1&n=2&n=x'),
      ['body /n/2: must be integer, not string'],
    ],
    ['no requestBody: anything goes', {}, parts('text/plain', 'hello'), []],
    [
      'form fields named with spaces, markup and __proto__ are fields like any other',
      op({
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', properties: { 'x bad': { type: 'integer' }, ['__proto__']: ints, '<b>': { type: 'string' } }, required: ['__proto__'] },
        },
      }),
      parts('application/x-www-form-urlencoded', 'x%20bad=x&__proto__=1&__proto__=y&%3Cb%3E=ok'),
      ['body /x bad: must be integer, not string', 'body /__proto__/1: must be integer, not string'],
    ],
  ] as const)('%s', (_, operation, req, expected) => {
    expect(bodyProblems(DOC, operation, req, '3.1').map((p) => `${p.in}${p.pointer ? ` ${p.pointer}` : ''}: ${p.message}`)).toEqual(expected);
  });

  it('picks the content key for a Content-Type: exact, then type/*, then */*', () => {
    const content = { '*/*': {}, 'text/*': {}, 'application/json': {} };
    expect(['application/json; charset=utf-8', 'text/csv', 'image/png'].map((t) => requestMediaType(content, t))).toEqual(['application/json', 'text/*', '*/*']);
  });
});

describe('schemaProblems says why a value fails', () => {
  const cases: Array<[string, unknown, unknown, Array<[string, string]>]> = [
    ['valid values have none', point, { x: 1 }, []],
    ['const', { const: 'a' }, 'b', [['', 'must be "a"']]],
    ['additionalProperties: false', { type: 'object', properties: { a: {} }, additionalProperties: false }, { a: 1, b: 2 }, [['/b', 'is not an allowed property']]],
    ['additionalProperties schema', { type: 'object', additionalProperties: { type: 'string' } }, { a: 1 }, [['/a', 'must be string, not integer']]],
    ['prefixItems and items: false', { type: 'array', prefixItems: [{ type: 'string' }], items: false }, ['a', 'b'], [['/1', 'is not allowed (too many items)']]],
    ['uniqueItems', { type: 'array', uniqueItems: true }, [1, 1], [['', 'must not repeat items']]],
    ['anyOf with no match', { anyOf: [{ type: 'string' }, { type: 'boolean' }] }, 1, [['', 'must match at least one of the anyOf alternatives; it matches none']]],
    ['oneOf matching two', { oneOf: [{ type: 'number' }, { type: 'integer' }] }, 1, [['', 'matches 2 of the oneOf alternatives; it must match exactly one']]],
    ['not', { not: { type: 'string' } }, 'x', [['', 'must not match the schema under "not"']]],
    ['dependentRequired', { type: 'object', dependentRequired: { card: ['cvv'] } }, { card: '4111' }, [['', 'is missing the property "cvv", required when "card" is present']]],
    ['if/then', { if: { properties: { kind: { const: 'a' } } }, then: { required: ['a'] } }, { kind: 'a' }, [['', 'is missing the required property "a"']]],
    ['format', { type: 'string', format: 'date' }, '2024-13-01', [['', 'must be a valid date; got "2024-13-01"']]],
    ['multipleOf', { type: 'number', multipleOf: 5 }, 7, [['', 'must be a multiple of 5; got 7']]],
    ['type arrays', { type: ['string', 'null'] }, 1, [['', 'must be string or null, not integer']]],
    ['false schema', false, 1, [['', 'is not allowed here']]],
  ];
  it.each(cases)('%s', (_, schema, value, expected) => {
    expect(schemaProblems(DOC, schema, value, { version: '3.1', direction: 'request' }).map((p) => [p.pointer, p.message])).toEqual(expected);
  });

  it('reads 3.0 keywords: nullable and boolean exclusive bounds', () => {
    const opts = { version: '3.0', direction: 'request' } as const;
    expect(schemaProblems(DOC, { type: 'integer', nullable: true }, null, opts)).toEqual([]);
    expect(schemaProblems(DOC, { type: 'integer', minimum: 0, exclusiveMinimum: true }, 0, opts)).toEqual([{ pointer: '', message: 'must be greater than 0; got 0' }]);
  });

  it('stops at 20 problems', () => {
    const value = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, 'x']));
    expect(schemaProblems(DOC, { type: 'object', additionalProperties: false }, value, { version: '3.1', direction: 'request' })).toHaveLength(20);
  });
});
