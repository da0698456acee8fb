import { describe, expect, it } from 'vitest';
import type { OAuthFlowView, SecuritySchemeView } from '../../core/security/scheme-types.js';
import { oauthSummary, schemeLocation, schemeTypeLabel } from './scheme-summary.js';

const scheme = (s: Partial<SecuritySchemeView> & { type: string }): SecuritySchemeView => ({ id: 'x', description: '', flows: [], ...s });

const flow = (type: OAuthFlowView['type'], scopes: string[]): OAuthFlowView => ({
  type,
  scopes: scopes.map((name) => [name, '']),
  defaultScopes: [],
  receiveTokenIn: 'request-body',
  receiveTokenInOptions: ['request-body', 'header'],
  pkceOnly: false,
  authorizeParams: {},
  tokenParams: {},
});

describe('a security scheme card', () => {
  it.each<[Partial<SecuritySchemeView> & { type: string }, string, ReturnType<typeof schemeLocation>]>([
    [{ type: 'apiKey', in: 'header', name: 'X-API-Key' }, 'API key', { place: 'header', name: 'X-API-Key' }],
    [{ type: 'apiKey', in: 'query', name: 'api_key' }, 'API key', { place: 'query', name: 'api_key' }],
    [{ type: 'apiKey', in: 'cookie', name: 'session' }, 'API key', { place: 'cookie', name: 'session' }],
    [{ type: 'apiKey' }, 'API key', undefined],
    [{ type: 'http', scheme: 'basic' }, 'HTTP Basic', { place: 'Authorization header' }],
    [{ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'Bearer (JWT)', { place: 'Authorization header' }],
    [{ type: 'http', scheme: 'bearer' }, 'Bearer', { place: 'Authorization header' }],
    [{ type: 'http', scheme: 'digest' }, 'HTTP digest', { place: 'Authorization header' }],
    [{ type: 'oauth2' }, 'OAuth 2.0', { place: 'Authorization header' }],
    [{ type: 'openIdConnect' }, 'OpenID Connect', { place: 'Authorization header' }],
    [{ type: 'mutualTLS' }, 'Mutual TLS', { place: 'TLS client certificate' }],
    [{ type: 'kerberos' }, 'kerberos', undefined],
  ])('names %o as %s, sent in %o', (s, label, where) => {
    expect(schemeTypeLabel(scheme(s))).toBe(label);
    expect(schemeLocation(scheme(s))).toEqual(where);
  });

  it('sums up OAuth 2.0 flows by name and counts each scope once, naming the first three in the order written', () => {
    const summary = oauthSummary([flow('authorizationCode', ['read', 'write', 'admin', 'billing']), flow('clientCredentials', ['write', 'audit'])]);
    expect(summary).toEqual({ flows: ['Authorization Code', 'Client Credentials'], scopeCount: 5, firstScopes: ['read', 'write', 'admin'] });
    expect(oauthSummary([])).toEqual({ flows: [], scopeCount: 0, firstScopes: [] });
  });
});
