import { describe, expect, it } from 'vitest';
import type { CredentialPlaceholders } from '../request/snippet-har.js';
import { credentialPlaceholders } from './credential-placeholders.js';
import type { AppliedSecurity } from './required-security.js';

const applied = (a: Partial<AppliedSecurity>): AppliedSecurity => ({ headers: [], query: [], cookies: [], ...a });

describe('credentialPlaceholders', () => {
  it.each<[string, AppliedSecurity, CredentialPlaceholders | undefined]>([
    ['no credentials: none', applied({}), undefined],
    ['credentials held but not applied: none', applied({ problems: ['k: cannot be sent'] }), undefined],
    ['HTTP Basic', applied({ headers: [['Authorization', 'Basic dTpw']] }), { headers: { Authorization: 'Basic <base64 of user:password>' }, query: {}, cookies: {} }],
    ['a bearer token, any case', applied({ headers: [['Authorization', 'bearer abc']] }), { headers: { Authorization: 'Bearer <token>' }, query: {}, cookies: {} }],
    ['another scheme', applied({ headers: [['Authorization', 'Digest x']] }), { headers: { Authorization: '<credential>' }, query: {}, cookies: {} }],
    ['an API key header', applied({ headers: [['X-API-Key', 'secret']] }), { headers: { 'X-API-Key': '<credential>' }, query: {}, cookies: {} }],
    ['an API key in the query', applied({ query: [['api_key', 'secret']] }), { headers: {}, query: { api_key: '<api key>' }, cookies: {} }],
    ['an API key cookie, by its name', applied({ cookies: ['session=a%3Db'] }), { headers: {}, query: {}, cookies: { session: '<api key>' } }],
    [
      'all at once',
      applied({ headers: [['Authorization', 'Bearer t']], query: [['k', 'v']], cookies: ['c=1'] }),
      {
        headers: { Authorization: 'Bearer <token>' },
        query: { k: '<api key>' },
        cookies: { c: '<api key>' },
      },
    ],
  ])('%s', (_name, a, expected) => {
    expect(credentialPlaceholders(a)).toEqual(expected);
  });

  it('replaces a header named __proto__ like any other, so its secret is not shown', () => {
    const p = credentialPlaceholders(applied({ headers: [['__proto__', 'secret']], query: [['__proto__', 's']], cookies: ['__proto__=s'] }))!;
    expect(Object.hasOwn(p.headers!, '__proto__')).toBe(true);
    expect(Object.hasOwn(p.query!, '__proto__')).toBe(true);
    expect(Object.hasOwn(p.cookies!, '__proto__')).toBe(true);
  });
});
