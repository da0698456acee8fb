import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url.js';
import { serializeParameter, type QueryPair } from './serialize-parameter.js';

describe('buildUrl', () => {
  it.each<[string, string, string, Record<string, string>, QueryPair[], string]>([
    ['joins a server without a path', 'https://api.example.com', '/pets', {}, [], 'https://api.example.com/pets'],
    ['writes one slash when the server ends with one', 'https://api.example.com/', '/pets', {}, [], 'https://api.example.com/pets'],
    ['keeps the server base path', 'https://api.example.com/v1', '/pets', {}, [], 'https://api.example.com/v1/pets'],
    ['keeps the base path with a trailing slash', 'https://api.example.com/v1/', '/pets', {}, [], 'https://api.example.com/v1/pets'],
    ['collapses several trailing slashes of the base', 'https://api.example.com/v1//', '/pets', {}, [], 'https://api.example.com/v1/pets'],
    ['adds the slash a path template forgot', 'https://api.example.com/v1', 'pets', {}, [], 'https://api.example.com/v1/pets'],
    ['keeps a trailing slash of the template', 'https://h/v1', '/pets/', {}, [], 'https://h/v1/pets/'],
    ['joins the root path', 'https://h/v1', '/', {}, [], 'https://h/v1/'],
    ['returns the server for an empty template', 'https://h/v1', '', {}, [], 'https://h/v1'],
    ['works with a relative server', '/api/v3', '/pets', {}, [], '/api/v3/pets'],
    ['works with the default server', '/', '/pets', {}, [], '/pets'],
    ['works with an empty server', '', '/pets', {}, [], '/pets'],
    ['keeps a port', 'http://127.0.0.1:8080/base', '/x', {}, [], 'http://127.0.0.1:8080/base/x'],
    ['fills path values', 'https://h', '/pets/{petId}/toys/{toyId}', { petId: '42', toyId: 'a%2Fb' }, [], 'https://h/pets/42/toys/a%2Fb'],
    ['fills a value that holds a style prefix', 'https://h', '/pets/{id}', { id: ';id=1,2' }, [], 'https://h/pets/;id=1,2'],
    ['fills two expressions in one segment', 'https://h', '/report.{format}', { format: 'json' }, [], 'https://h/report.json'],
    ['leaves a template expression without a value as written', 'https://h', '/pets/{id}', {}, [], 'https://h/pets/{id}'],
    ['does not take inherited names as values', 'https://h', '/x/{constructor}', {}, [], 'https://h/x/{constructor}'],
    ['encodes literal text a path cannot hold', 'https://h', '/files/ä b#1', {}, [], 'https://h/files/%C3%A4%20b%231'],
    ['keeps encoded triples and sub-delims in the template', 'https://h', "/a%20b/c:d@e;f=g!$'()*+,", {}, [], "https://h/a%20b/c:d@e;f=g!$'()*+,"],
    [
      'appends query pairs',
      'https://h',
      '/pets',
      {},
      [
        ['limit', '10'],
        ['tag', 'a'],
        ['tag', 'b'],
      ],
      'https://h/pets?limit=10&tag=a&tag=b',
    ],
    ['appends an empty value', 'https://h', '/pets', {}, [['flag', '']], 'https://h/pets?flag='],
    ['keeps the query of the server URL first', 'https://h/v1?api-version=2', '/pets', {}, [['limit', '1']], 'https://h/v1/pets?api-version=2&limit=1'],
    ['keeps the server query without pairs', 'https://h/v1/?key=x', '/pets', {}, [], 'https://h/v1/pets?key=x'],
    ['keeps a query written in the path template', 'https://h', '/things?action=list', {}, [['page', '2']], 'https://h/things?action=list&page=2'],
    ['drops the server fragment', 'https://h/v1#docs', '/pets', {}, [['a', '1']], 'https://h/v1/pets?a=1'],
    ['drops an empty server query', 'https://h/v1?', '/pets', {}, [], 'https://h/v1/pets'],
  ])('%s', (_, server, template, values, pairs, expected) => {
    expect(buildUrl(server, template, values, pairs)).toBe(expected);
  });

  it('builds the URL from serialised parameters', () => {
    const id = serializeParameter({ name: 'id', in: 'path', style: 'matrix', explode: true }, { a: 'x/y', b: 2 });
    const tags = serializeParameter({ name: 'tags', in: 'query', style: 'pipeDelimited' }, ['a b', 'c']);
    const filter = serializeParameter({ name: 'filter', in: 'query', style: 'deepObject', explode: true }, { name: 'Zoë' });
    const path: Record<string, string> = id.in === 'path' ? { id: id.value } : {};
    const pairs = [tags, filter].flatMap((s) => (s.in === 'query' ? s.pairs : []));
    expect(buildUrl('https://api.example.com/v2/', '/items/{id}', path, pairs)).toBe('https://api.example.com/v2/items/;a=x%2Fy;b=2?tags=a%20b%7Cc&filter%5Bname%5D=Zo%C3%AB');
  });

  it('gives a URL the WHATWG parser reads back to the same parts', () => {
    const url = new URL(buildUrl('https://h/base', '/a/{x}', { x: '%E2%82%AC' }, [['q', 'caf%C3%A9']]));
    expect(url.pathname).toBe('/base/a/%E2%82%AC');
    expect(url.searchParams.get('q')).toBe('café');
  });
});
