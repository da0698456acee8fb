import { describe, expect, it } from 'vitest';
import { assembleRequest, type ParameterInput } from './assemble-request.js';

const p = (name: string, where: 'path' | 'query' | 'header' | 'cookie', value: unknown, extra: Record<string, unknown> = {}): ParameterInput => ({
  serialization: { name, in: where, ...extra },
  value,
});

describe('assembleRequest', () => {
  it.each<[string, ParameterInput[], string, [string, string][]]>([
    ['fills the path and appends the query', [p('id', 'path', 5), p('q', 'query', 'a b')], 'https://api.test/v1/pets/5?q=a%20b', []],
    [
      'label and matrix path styles',
      [p('id', 'path', [3, 4], { style: 'label' }), p('q', 'query', ['x', 'y'], { style: 'pipeDelimited', explode: false })],
      'https://api.test/v1/pets/.3,4?q=x%7Cy',
      [],
    ],
    ['matrix exploded object', [p('id', 'path', { a: 1, b: 2 }, { style: 'matrix', explode: true })], 'https://api.test/v1/pets/;a=1;b=2', []],
    ['deepObject query', [p('id', 'path', 1), p('f', 'query', { a: 'x', b: 'y' }, { style: 'deepObject', explode: true })], 'https://api.test/v1/pets/1?f%5Ba%5D=x&f%5Bb%5D=y', []],
    [
      'headers in order, Accept/Content-Type/Authorization ignored',
      [p('id', 'path', 1), p('X-A', 'header', [1, 2]), p('Accept', 'header', 'x'), p('authorization', 'header', 'y')],
      'https://api.test/v1/pets/1',
      [['X-A', '1,2']],
    ],
    [
      'cookies become one Cookie header',
      [p('id', 'path', 1), p('a', 'cookie', 'x y'), p('b', 'cookie', [1, 2], { explode: false })],
      'https://api.test/v1/pets/1',
      [['Cookie', 'a=x%20y; b=1,2']],
    ],
    ['left-out values are not sent', [p('id', 'path', 1), p('q', 'query', undefined), p('X-A', 'header', undefined), p('c', 'cookie', undefined)], 'https://api.test/v1/pets/1', []],
  ])('%s', (_, parameters, url, headers) => {
    const { spec } = assembleRequest({ method: 'get', serverUrl: 'https://api.test/v1/', path: '/pets/{id}', parameters });
    expect(spec.url).toBe(url);
    expect(spec.headers).toEqual(headers);
    expect(spec.method).toBe('GET');
  });

  it('adds the body and its Content-Type unless a header already names one', () => {
    const a = assembleRequest({ method: 'post', serverUrl: 'https://h', path: '/p', parameters: [], body: { kind: 'json', text: '{}' } }).spec;
    expect(a.headers).toEqual([['Content-Type', 'application/json']]);
    expect(a.body).toEqual({ kind: 'json', text: '{}' });
    const b = assembleRequest({
      method: 'post',
      serverUrl: 'https://h',
      path: '/p',
      parameters: [],
      security: { headers: [['content-type', 'application/x']], query: [], cookies: [] },
      body: { kind: 'text', text: 't', contentType: 'text/plain' },
    }).spec;
    expect(b.headers).toEqual([['content-type', 'application/x']]);
    const c = assembleRequest({ method: 'post', serverUrl: 'https://h', path: '/p', parameters: [], body: { kind: 'multipart', parts: [] } }).spec;
    expect(c.headers).toEqual([]);
  });

  it("adds credentials: headers after the parameters', query pairs encoded, cookies joined with the parameters'", () => {
    const { spec } = assembleRequest({
      method: 'get',
      serverUrl: 'https://h',
      path: '/p',
      parameters: [p('q', 'query', 1), p('X-A', 'header', 'a'), p('c', 'cookie', 'x')],
      security: { headers: [['Authorization', 'Bearer t']], query: [['api key', 'a&b']], cookies: ['k=v'] },
    });
    expect(spec.url).toBe('https://h/p?q=1&api%20key=a%26b');
    expect(spec.headers).toEqual([
      ['X-A', 'a'],
      ['Authorization', 'Bearer t'],
      ['Cookie', 'c=x; k=v'],
    ]);
  });

  it('reports a style the location does not allow, and serialises with the default', () => {
    const r = assembleRequest({ method: 'get', serverUrl: 'https://h', path: '/p', parameters: [p('q', 'query', ['a', 'b'], { style: 'matrix' })] });
    expect(r.spec.url).toBe('https://h/p?q=a&q=b');
    expect(r.problems).toEqual(['q: style "matrix" is not defined for query parameters; "form" is used']);
  });

  describe('names that are not valid HTTP names', () => {
    const assemble = (parameters: ParameterInput[], security?: Parameters<typeof assembleRequest>[0]['security']) =>
      assembleRequest({ method: 'post', serverUrl: 'https://h', path: '/p/{x bad name}/{__proto__}', parameters, ...(security ? { security } : {}) });

    it.each<[string, ParameterInput[], string, [string, string][], string[]]>([
      [
        'a header name with spaces: kept in the spec, reported',
        [p('x bad name', 'header', 'v')],
        'https://h/p/{x bad name}/{__proto__}',
        [['x bad name', 'v']],
        ['`x bad name` is not a valid HTTP header name and cannot be sent'],
      ],
      [
        'a non-ASCII cookie name, written as described',
        [p('Größe', 'cookie', 'v')],
        'https://h/p/{x bad name}/{__proto__}',
        [['Cookie', 'Größe=v']],
        ['`Größe` is not a valid cookie name and cannot be sent'],
      ],
      [
        'a cookie name with a parenthesis, which is no token',
        [p('(x)', 'cookie', 'v')],
        'https://h/p/{x bad name}/{__proto__}',
        [['Cookie', '(x)=v']],
        ['`(x)` is not a valid cookie name and cannot be sent'],
      ],
      [
        'query and path names with spaces and markup are encoded',
        [p('x bad name', 'path', 'a b'), p('<b>ü</b>', 'query', 'v w')],
        'https://h/p/a%20b/{__proto__}?%3Cb%3E%C3%BC%3C%2Fb%3E=v%20w',
        [],
        [],
      ],
      ['a path parameter named __proto__', [p('__proto__', 'path', 'v')], 'https://h/p/{x bad name}/v', [], []],
      [
        'a header named with a line break',
        [p('X\r\nSet-Cookie: a=b', 'header', 'v')],
        'https://h/p/{x bad name}/{__proto__}',
        [['X\r\nSet-Cookie: a=b', 'v']],
        ['`X\\u000d\\u000aSet-Cookie: a=b` is not a valid HTTP header name and cannot be sent'],
      ],
    ])('%s', (_, parameters, url, headers, unsendable) => {
      const r = assemble(parameters);
      expect(r.spec.url).toBe(url);
      expect(r.spec.headers).toEqual(headers);
      expect(r.unsendable).toEqual(unsendable);
    });

    it('reports credentials security left out and credential values a header cannot carry', () => {
      const r = assemble([], {
        headers: [
          ['X-Key', '日本'],
          ['Authorization', 'Bearer t'],
        ],
        query: [],
        cookies: ['k=v'],
        problems: ['keyHeader: `x key` is not a valid HTTP header name and cannot be sent'],
      });
      expect(r.spec.headers).toEqual([
        ['X-Key', '日本'],
        ['Authorization', 'Bearer t'],
        ['Cookie', 'k=v'],
      ]);
      expect(r.unsendable).toEqual([
        'keyHeader: `x key` is not a valid HTTP header name and cannot be sent',
        'The value of the header `X-Key` contains characters that a header cannot carry (only Latin-1); encode the value first',
      ]);
    });
  });
});

// OpenAPI 3.2.0: the QUERY method, additionalOperations methods as written, `in: querystring`
// as the entire query string, and cookie parameters of style cookie.
describe('assembleRequest: OpenAPI 3.2 operations and parameters', () => {
  const qs = (content: string, value: unknown): ParameterInput => ({ serialization: { name: 'filter', in: 'querystring', content }, value });
  it.each<[string, string, ParameterInput[], string, string, [string, string][]]>([
    ['sends query as QUERY', 'query', [], 'QUERY', 'https://api.test/v1/pets', []],
    ['sends an additional method as written', 'COPY', [], 'COPY', 'https://api.test/v1/pets', []],
    ['keeps the case of a lower-case additional method', 'purge', [], 'purge', 'https://api.test/v1/pets', []],
    ['writes a form querystring as the query', 'get', [qs('application/x-www-form-urlencoded', { q: 'a b', n: [1, 2] })], 'GET', 'https://api.test/v1/pets?q=a+b&n=1&n=2', []],
    ['writes a JSON querystring percent-encoded as the query', 'get', [qs('application/json', { a: 1 })], 'GET', 'https://api.test/v1/pets?%7B%22a%22%3A1%7D', []],
    ['sends nothing for an empty querystring', 'get', [qs('application/json', undefined)], 'GET', 'https://api.test/v1/pets', []],
    [
      'sends cookie-style cookies unencoded, joined by "; "',
      'get',
      [p('a', 'cookie', 'x/y', { style: 'cookie' }), p('b', 'cookie', ['1', '2'], { style: 'cookie' })],
      'GET',
      'https://api.test/v1/pets',
      [['Cookie', 'a=x/y; b=1; b=2']],
    ],
  ])('%s', (_, method, parameters, wire, url, headers) => {
    const { spec } = assembleRequest({ method, serverUrl: 'https://api.test/v1/', path: '/pets', parameters });
    expect(spec.method).toBe(wire);
    expect(spec.url).toBe(url);
    expect(spec.headers).toEqual(headers);
  });

  it('puts the querystring after a query the server URL carries', () => {
    const { spec } = assembleRequest({ method: 'get', serverUrl: 'https://api.test/v1?key=1', path: '/pets', parameters: [qs('application/x-www-form-urlencoded', { a: 1 })] });
    expect(spec.url).toBe('https://api.test/v1/pets?key=1&a=1');
  });
});
