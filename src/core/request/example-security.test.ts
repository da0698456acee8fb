import { describe, expect, it } from 'vitest';
import type { SecuritySchemeView } from '../security/scheme-types.js';
import { exampleSecurity } from './example-security.js';

const schemes = [
  { id: 'basic', type: 'http', scheme: 'basic' },
  { id: 'bearer', type: 'http', scheme: 'bearer' },
  { id: 'key', type: 'apiKey', in: 'query', name: 'api_key' },
  { id: 'header-key', type: 'apiKey', in: 'header', name: 'X-Key' },
  { id: 'oauth', type: 'oauth2', flows: [] },
  { id: 'tls', type: 'mutualTLS' },
] as unknown as SecuritySchemeView[];

describe('exampleSecurity', () => {
  it.each<[string, Record<string, string[]>[] | undefined, { headers: [string, string][]; query: [string, string][] } | undefined]>([
    ['no requirement', undefined, undefined],
    ['security: []', [], undefined],
    ['optional only', [{}], undefined],
    ['basic', [{ basic: [] }], { headers: [['Authorization', 'Basic <base64 of user:password>']], query: [] }],
    ['bearer, the first alternative', [{ bearer: [] }, { basic: [] }], { headers: [['Authorization', 'Bearer <token>']], query: [] }],
    ['optional first: the first alternative that needs credentials', [{}, { key: [] }], { headers: [], query: [['api_key', '<api key>']] }],
    [
      'schemes needed together',
      [{ 'header-key': [], oauth: ['read'] }],
      {
        headers: [
          ['X-Key', '<credential>'],
          ['Authorization', 'Bearer <token>'],
        ],
        query: [],
      },
    ],
    ['mutual TLS puts nothing in the request', [{ tls: [] }], undefined],
    ['an unknown scheme', [{ nope: [] }], undefined],
  ])('%s', (_, security, expected) => {
    const got = exampleSecurity(security, schemes);
    if (!expected) {
      expect(got).toBeUndefined();
      return;
    }
    const shown = (pairs: [string, string][], rules: Record<string, string> | undefined): [string, string][] => pairs.map(([n]) => [n, rules?.[n] ?? '']);
    expect({ headers: shown(got!.applied.headers, got!.placeholders.headers), query: shown(got!.applied.query, got!.placeholders.query) }).toEqual(expected);
  });
});
