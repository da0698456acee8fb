import { describe, expect, it } from 'vitest';
import { serversFrom, serverUrls, validServers } from './servers-from.js';

describe('serversFrom', () => {
  it.each<[string | undefined, string | undefined, string[] | undefined, string[]]>([
    [undefined, undefined, undefined, ['/']],
    ['', '/v1', undefined, ['/v1']],
    [undefined, 'v1/', undefined, ['/v1']],
    ['api.test', undefined, undefined, ['https://api.test']],
    ['api.test', '/', undefined, ['https://api.test']],
    ['api.test/', '/v2//', ['http'], ['http://api.test/v2']],
    ['api.test:8080', '/v1', ['https', 'http', 'https'], ['https://api.test:8080/v1', 'http://api.test:8080/v1']],
    ['api.test', '/v1', [], ['https://api.test/v1']],
    ['api.test', undefined, ['wss'], ['wss://api.test']],
  ])('host %j, basePath %j, schemes %j', (host, basePath, schemes, urls) => {
    expect(serversFrom(host, basePath, schemes).map((s) => s.url)).toEqual(urls);
  });
});

describe('serverUrls', () => {
  it('joins the URLs so two lists compare as strings', () => {
    expect(serverUrls([{ url: 'https://a' }, { url: 'http://a' }])).toBe('https://a http://a');
    expect(serverUrls([])).toBe('');
  });
});

describe('validServers', () => {
  it.each<[unknown, boolean]>([
    [[{ url: 'https://a' }], true],
    [[{ url: '/v1', description: 'x' }, { url: 'https://b' }], true],
    [[], false],
    [[{ url: 1 }], false],
    [[{ url: 'https://a' }, 'https://b'], false],
    [{ url: 'https://a' }, false],
    [undefined, false],
  ])('%j: %s', (value, expected) => {
    expect(validServers(value)).toBe(expected);
  });
});
