import { describe, expect, it } from 'vitest';
import type { OAuthFlowView } from './scheme-types.js';
import { applyServerMetadata } from './server-metadata.js';

const flow = (type: OAuthFlowView['type'], more: Partial<OAuthFlowView> = {}): OAuthFlowView => ({
  type,
  scopes: [],
  defaultScopes: [],
  receiveTokenIn: 'request-body',
  receiveTokenInOptions: ['request-body', 'header'],
  pkceOnly: false,
  authorizeParams: {},
  tokenParams: {},
  ...more,
});

const META_URL = 'https://as.example/.well-known/oauth-authorization-server';

describe('applyServerMetadata (RFC 8414 §2)', () => {
  it.each<[string, OAuthFlowView, object, object]>([
    [
      'the device flow takes the device and token endpoints',
      flow('deviceAuthorization', { deviceAuthorizationUrl: 'https://old.example/device', tokenUrl: 'https://old.example/token' }),
      { device_authorization_endpoint: 'https://as.example/device', token_endpoint: '/token' },
      { deviceAuthorizationUrl: 'https://as.example/device', tokenUrl: 'https://as.example/token' },
    ],
    [
      'a flow whose URL was missing can start once discovered',
      flow('authorizationCode', { problem: 'This flow cannot be used: the description gives no `authorizationUrl`.', tokenUrl: 'https://old.example/token' }),
      { authorization_endpoint: 'https://as.example/authorize' },
      { authorizationUrl: 'https://as.example/authorize', tokenUrl: 'https://old.example/token', problem: undefined },
    ],
    [
      'the description URL stays where the metadata names none',
      flow('clientCredentials', { tokenUrl: 'https://old.example/token' }),
      { issuer: 'https://as.example' },
      { tokenUrl: 'https://old.example/token', problem: undefined },
    ],
    [
      'a refused endpoint stops the flow',
      flow('clientCredentials', { tokenUrl: 'https://old.example/token' }),
      { token_endpoint: 'javascript:alert(1)' },
      {
        tokenUrl: undefined,
        problem: expect.stringContaining("the metadata's token_endpoint") as string,
        issues: [{ what: 'url', source: 'metadata', key: 'token_endpoint', refusal: { kind: 'scheme', scheme: 'javascript:', mailto: false } }],
      },
    ],
    [
      'still missing after discovery',
      flow('deviceAuthorization', { tokenUrl: 'https://old.example/token', problem: 'x' }),
      { token_endpoint: 'https://as.example/token' },
      { problem: expect.stringContaining('`deviceAuthorizationUrl`') as string, issues: [{ what: 'missing', keys: ['deviceAuthorizationUrl'], source: 'metadata' }] },
    ],
    [
      'scopes_supported fills a flow without scopes',
      flow('clientCredentials', { tokenUrl: 'https://t.example/' }),
      { scopes_supported: ['read', 4, 'write'] },
      {
        scopes: [
          ['read', ''],
          ['write', ''],
        ],
      },
    ],
    ['but not one that has scopes', flow('clientCredentials', { tokenUrl: 'https://t.example/', scopes: [['own', 'd']] }), { scopes_supported: ['read'] }, { scopes: [['own', 'd']] }],
  ])('%s', (_name, input, metadata, expected) => {
    const got = applyServerMetadata([input], metadata, META_URL);
    if (!got.ok) throw new Error(got.error);
    const defined = Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined));
    expect(got.flows[0]).toMatchObject(defined);
    for (const [k, v] of Object.entries(expected)) if (v === undefined) expect(got.flows[0]).not.toHaveProperty(k);
  });

  it('lists the endpoints it found, refused ones with their reason', () => {
    const got = applyServerMetadata([], { issuer: 'https://as.example', token_endpoint: '/t', device_authorization_endpoint: 'data:,x', scopes_supported: ['a'] }, META_URL);
    expect(got).toMatchObject({
      ok: true,
      issuer: 'https://as.example',
      scopes: ['a'],
      endpoints: [
        { name: 'token_endpoint', url: 'https://as.example/t' },
        { name: 'device_authorization_endpoint', problem: expect.stringContaining('http') as string },
      ],
    });
  });

  it('refuses a document that is not an object', () => {
    expect(applyServerMetadata([], ['x'], META_URL)).toEqual({ ok: false, error: expect.stringContaining('not a JSON object') as string, what: 'not-object' });
  });
});
