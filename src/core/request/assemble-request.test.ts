import { describe, expect, it } from 'vitest';
import { assembleRequest, type ParameterInput } from './assemble-request.js';

const p = (name: string, where: 'path' | 'query' | 'header' | 'cookie', value: unknown, extra: Record<string, unknown> = {}): ParameterInput => ({
  serialization: { name, in: where, ...extra },
  value,
});

describe('assembleRequest', () => {
  it.each<[string, ParameterInput[], string, [string, string][]]>([
    ['fills the path and appends the query', [p('id', 'path', 5), p('q', 'query', 'a b')], 'https://api.test/v1/pets/5?q=a%20b', []],
    ['label and matrix path styles', [p('id', 'path', [3, 4], { style: 'label' }), p('q', 'query', ['x', 'y'], { style: 'pipeDelimited', explode: false })], 'https://api.test/v1/pets/.3,4?q=x%7Cy', []],
    ['matrix exploded object', [p('id', 'path', { a: 1, b: 2 }, { style: 'matrix', explode: true })], 'https://api.test/v1/pets/;a=1;b=2', []],
    ['deepObject query', [p('id', 'path', 1), p('f', 'query', { a: 'x', b: 'y' }, { style: 'deepObject', explode: true })], 'https://api.test/v1/pets/1?f%5Ba%5D=x&f%5Bb%5D=y', []],
    ['headers in order, Accept/Content-Type/Authorization ignored', [p('id', 'path', 1), p('X-A', 'header', [1, 2]), p('Accept', 'header', 'x'), p('authorization', 'header', 'y')], 'https://api.test/v1/pets/1', [['X-A', '1,2']]],
    ['cookies become one Cookie header', [p('id', 'path', 1), p('a', 'cookie', 'x y'), p('b', 'cookie', [1, 2], { explode: false })], 'https://api.test/v1/pets/1', [['Cookie', 'a=x%20y; b=1,2']]],
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
    const b = assembleRequest({ method: 'post', serverUrl: 'https://h', path: '/p', parameters: [], security: { headers: [['content-type', 'application/x']], query: [], cookies: [] }, body: { kind: 'text', text: 't', contentType: 'text/plain' } }).spec;
    expect(b.headers).toEqual([['content-type', 'application/x']]);
    const c = assembleRequest({ method: 'post', serverUrl: 'https://h', path: '/p', parameters: [], body: { kind: 'multipart', parts: [] } }).spec;
    expect(c.headers).toEqual([]);
  });

  it('adds credentials: headers after the parameters\', query pairs encoded, cookies joined with the parameters\'', () => {
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
});
