import { describe, expect, it } from 'vitest';
import type { RequestSpec } from './request-spec.js';
import { snippetHar, withPlaceholders, type HarRequest } from './snippet-har.js';

const base = 'https://api.test/v1/items';
const har = (over: Partial<HarRequest>): HarRequest => ({
  method: 'GET',
  url: base,
  httpVersion: 'HTTP/1.1',
  headers: [],
  queryString: [],
  cookies: [],
  headersSize: -1,
  bodySize: -1,
  ...over,
});
const bytes = new TextEncoder().encode('PNG…');

describe('snippetHar', () => {
  it.each<[string, RequestSpec, HarRequest]>([
    ['a GET without query', { method: 'get', url: base, headers: [] }, har({})],
    [
      'the query as sent (still encoded), out of the URL, and no fragment',
      { method: 'GET', url: `${base}?q=red%20shoes&tags=a&tags=b&filter[color]=x%2Fy&flag&&empty=#top`, headers: [] },
      har({
        queryString: [
          { name: 'q', value: 'red%20shoes' },
          { name: 'tags', value: 'a' },
          { name: 'tags', value: 'b' },
          { name: 'filter[color]', value: 'x%2Fy' },
          { name: 'flag', value: '' },
          { name: 'empty', value: '' },
        ],
      }),
    ],
    [
      'the URL as fetch sends it (dot segments, spaces)',
      { method: 'GET', url: 'https://api.test/a/../b c?x=é', headers: [] },
      har({ url: 'https://api.test/b%20c', queryString: [{ name: 'x', value: '%C3%A9' }] }),
    ],
    [
      'a quote in the path as %27 (it could end a literal in generated code)',
      { method: 'GET', url: "https://api.test/items/o'brien');x('?q='", headers: [] },
      har({ url: 'https://api.test/items/o%27brien%27);x(%27', queryString: [{ name: 'q', value: '%27' }] }),
    ],
    ['methods normalised as fetch does (six upper-cased, others kept)', { method: 'patch', url: base, headers: [] }, har({ method: 'patch' })],
    [
      'headers in order, names kept; the Cookie header as cookies',
      {
        method: 'DELETE',
        url: base,
        headers: [
          ['X-Trace', 't1'],
          ['Accept', 'application/json'],
          ['Cookie', 'sid=a%20b; theme=dark; flag'],
        ],
      },
      har({
        method: 'DELETE',
        headers: [
          { name: 'X-Trace', value: 't1' },
          { name: 'Accept', value: 'application/json' },
        ],
        cookies: [
          { name: 'sid', value: 'a%20b' },
          { name: 'theme', value: 'dark' },
          { name: 'flag', value: '' },
        ],
      }),
    ],
    [
      'a JSON body as written, with the Content-Type fetch sends',
      { method: 'POST', url: base, headers: [], body: { kind: 'json', text: '{\n  "name": "Box"\n}' } },
      har({ method: 'POST', headers: [{ name: 'Content-Type', value: 'application/json' }], postData: { mimeType: 'application/json', text: '{\n  "name": "Box"\n}' } }),
    ],
    [
      'a JSON body of another JSON media type',
      { method: 'PATCH', url: base, headers: [], body: { kind: 'json', text: '{"a":1}', contentType: 'application/merge-patch+json' } },
      har({ method: 'PATCH', headers: [{ name: 'Content-Type', value: 'application/merge-patch+json' }], postData: { mimeType: 'application/merge-patch+json', text: '{"a":1}' } }),
    ],
    [
      'a text body; a Content-Type header of the request wins',
      { method: 'PUT', url: base, headers: [['content-type', 'application/xml; charset=utf-8']], body: { kind: 'text', text: '<a/>', contentType: 'application/xml' } },
      har({ method: 'PUT', headers: [{ name: 'content-type', value: 'application/xml; charset=utf-8' }], postData: { mimeType: 'application/xml', text: '<a/>' } }),
    ],
    [
      'a form body as decoded fields',
      {
        method: 'POST',
        url: base,
        headers: [],
        body: {
          kind: 'form',
          pairs: [
            ['name', 'O’Brien & co'],
            ['n', '1'],
          ],
        },
      },
      har({
        method: 'POST',
        headers: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded;charset=UTF-8' }],
        postData: {
          mimeType: 'application/x-www-form-urlencoded',
          params: [
            { name: 'name', value: 'O’Brien & co' },
            { name: 'n', value: '1' },
          ],
        },
      }),
    ],
    [
      'a form body with a repeated name as its exact encoded text',
      {
        method: 'POST',
        url: base,
        headers: [],
        body: {
          kind: 'form',
          pairs: [
            ['tag', 'a b'],
            ['tag', 'c'],
          ],
        },
      },
      har({
        method: 'POST',
        headers: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded;charset=UTF-8' }],
        postData: { mimeType: 'application/x-www-form-urlencoded;charset=UTF-8', text: 'tag=a+b&tag=c' },
      }),
    ],
    [
      'a multipart body: text parts, labelled parts and file parts by name; no Content-Type header',
      {
        method: 'POST',
        url: base,
        headers: [['Content-Type', 'multipart/form-data']],
        body: {
          kind: 'multipart',
          parts: [
            { name: 'title', value: 'Holiday' },
            { name: 'meta', value: '{"a":1}', contentType: 'application/json' },
            { name: 'photo', file: { name: 'photo.png', type: 'image/png', size: bytes.byteLength, bytes } },
            { name: 'raw', file: { name: 'blob.bin', type: '' } },
          ],
        },
      },
      har({
        method: 'POST',
        postData: {
          mimeType: 'multipart/form-data',
          params: [
            { name: 'title', value: 'Holiday' },
            { name: 'meta', value: '{"a":1}', contentType: 'application/json' },
            { name: 'photo', fileName: 'photo.png', contentType: 'image/png' },
            { name: 'raw', fileName: 'blob.bin', contentType: 'application/octet-stream' },
          ],
        },
      }),
    ],
    [
      'a binary body as a placeholder naming the file, with its type',
      { method: 'PUT', url: base, headers: [], body: { kind: 'binary', file: { name: 'photo.png', type: 'image/png', size: 4, bytes } } },
      har({
        method: 'PUT',
        headers: [{ name: 'Content-Type', value: 'image/png' }],
        postData: { mimeType: 'image/png', text: '<contents of photo.png>', comment: 'The body is the file photo.png; the snippet shows a placeholder for its bytes.' },
      }),
    ],
    [
      'a binary body of unknown type as application/octet-stream, without a header (fetch sends none)',
      { method: 'PUT', url: base, headers: [], body: { kind: 'binary', file: { name: 'x', type: '', size: 0 } } },
      har({ method: 'PUT', postData: { mimeType: 'application/octet-stream', text: '<contents of x>', comment: 'The body is the file x; the snippet shows a placeholder for its bytes.' } }),
    ],
  ])('converts %s', (_, spec, expected) => {
    expect(snippetHar(spec)).toEqual(expected);
  });

  it('does not change the RequestSpec it is given', () => {
    const spec: RequestSpec = { method: 'GET', url: `${base}?api_key=s3cret`, headers: [['Authorization', 'Bearer s3cret']] };
    const copy = structuredClone(spec);
    snippetHar(spec, { placeholders: { headers: { authorization: 'Bearer <token>' }, query: { api_key: 'YOUR_API_KEY' } } });
    expect(spec).toEqual(copy);
  });
});

describe('credential placeholders', () => {
  const secret: RequestSpec = {
    method: 'GET',
    url: `${base}?api%5Fkey=s3cret&q=x&api_key2=keep#f`,
    headers: [
      ['authorization', 'Bearer s3cret'],
      ['X-API-Key', 's3cret'],
      ['Cookie', 'session=s3cret; theme=dark'],
      ['X-Other', 'v'],
    ],
  };
  const placeholders = {
    headers: { Authorization: 'Bearer <token>', 'x-api-key': '<api-key>', 'X-Absent': '<never>' },
    query: { api_key: 'YOUR_API_KEY' },
    cookies: { session: '<session>' },
  };

  it('replaces header (any case), query (by decoded name) and cookie values, and adds nothing', () => {
    expect(withPlaceholders(secret, placeholders)).toEqual({
      method: 'GET',
      url: `${base}?api%5Fkey=YOUR_API_KEY&q=x&api_key2=keep#f`,
      headers: [
        ['authorization', 'Bearer <token>'],
        ['X-API-Key', '<api-key>'],
        ['Cookie', 'session=<session>; theme=dark'],
        ['X-Other', 'v'],
      ],
    });
  });

  it('leaves the request as it is without placeholders', () => {
    expect(withPlaceholders(secret, undefined)).toBe(secret);
    expect(withPlaceholders(secret, {})).toEqual(secret);
  });

  it('is applied by snippetHar before conversion, so no secret reaches the HAR', () => {
    const out = snippetHar(secret, { placeholders });
    expect(JSON.stringify(out)).not.toContain('s3cret');
    expect(out.headers).toContainEqual({ name: 'authorization', value: 'Bearer <token>' });
    expect(out.queryString).toContainEqual({ name: 'api%5Fkey', value: 'YOUR_API_KEY' });
    expect(out.cookies).toContainEqual({ name: 'session', value: '<session>' });
  });
});
