import * as node from 'node:url';
import { describe, expect, it } from 'vitest';
import { format, parse } from './node-url.js';

// The URLs a snippet HAR carries: absolute, without query or fragment after snippetHar, but the
// shim is checked on queries and fragments too.
const URLS = [
  'http://127.0.0.1:9/items/42',
  'https://user:pw@example.com:8443/a%20b/c',
  'http://h/up',
  'http://h',
  'http://[::1]:3000/x',
  'http://h/p?q=red%20shoes&tags=a&tags=b&plus=a+b',
  'https://h/p/?x=1#frag',
];

describe('node-url shim (browser stand-in for Node url.parse/url.format)', () => {
  it.each(URLS)('parses %s as Node does', (url) => {
    const ours = parse(url, true);
    const theirs = node.parse(url, true, true);
    expect({ ...ours, query: { ...(ours.query as object) } }).toEqual({ ...JSON.parse(JSON.stringify(theirs)), query: { ...theirs.query } });
  });

  it.each(URLS)('formats %s as Node does, the way httpsnippet calls it', (url) => {
    const parsed = parse(url, true);
    const theirs = node.parse(url, true, true);
    // httpsnippet: the URL without its query, then with a search string of its own.
    expect(format({ ...parsed, query: null, search: null })).toBe(node.format({ ...theirs, query: null, search: null }));
    const uri = { query: { a: '1' }, search: 'a=1&b=%20', path: `${parsed.pathname}?a=1&b=%20` };
    expect(format({ ...parsed, ...uri })).toBe(node.format({ ...theirs, ...uri }));
  });

  it('formats a query object when there is no search string', () => {
    const obj = { protocol: 'http:', host: 'h', pathname: '/p', query: { a: ['1', '2'], 'b c': "x'y" } };
    expect(format(obj)).toBe(node.format(obj));
    expect(format({ protocol: 'http', hostname: 'h', port: '81', pathname: 'p', hash: 'x' })).toBe(node.format({ protocol: 'http', hostname: 'h', port: '81', pathname: 'p', hash: 'x' }));
  });
});
