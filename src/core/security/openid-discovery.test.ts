import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { discoveryFlows } from './openid-discovery.js';

const DISCOVERY = 'https://id.example.com/.well-known/openid-configuration';
const hostile = JSON.parse(readFileSync(new URL('../../../test/fixtures/oauth-hostile-discovery.json', import.meta.url), 'utf8')) as unknown;

describe('discoveryFlows', () => {
  it('offers authorization code, implicit, client credentials and password from the endpoints and grant types, relative endpoints resolved against the document', () => {
    const found = discoveryFlows(
      {
        authorization_endpoint: '/authorize',
        token_endpoint: 'https://id.example.com/token',
        response_types_supported: ['code', 'token'],
        grant_types_supported: ['authorization_code', 'client_credentials', 'password'],
        scopes_supported: ['openid', 42],
      },
      DISCOVERY,
    );
    expect(found.ok && found.flows.map((f) => [f.type, f.authorizationUrl, f.tokenUrl, f.scopes, f.problem])).toEqual([
      ['authorizationCode', 'https://id.example.com/authorize', 'https://id.example.com/token', [['openid', '']], undefined],
      ['clientCredentials', undefined, 'https://id.example.com/token', [['openid', '']], undefined],
      ['implicit', 'https://id.example.com/authorize', undefined, [['openid', '']], undefined],
      ['password', undefined, 'https://id.example.com/token', [['openid', '']], undefined],
    ]);
  });

  it('offers every flow of a document whose endpoints are scripts, each saying which endpoint it cannot use', () => {
    const found = discoveryFlows(hostile, DISCOVERY);
    expect(found.ok && found.flows.map((f) => [f.type, f.problem, f.authorizationUrl, f.tokenUrl])).toEqual([
      [
        'authorizationCode',
        "This flow cannot be used: the discovery document's authorization_endpoint is not an http(s) URL (javascript:); the discovery document's token_endpoint is not an http(s) URL (data:).",
        undefined,
        undefined,
      ],
      ['clientCredentials', "This flow cannot be used: the discovery document's token_endpoint is not an http(s) URL (data:).", undefined, undefined],
      ['implicit', "This flow cannot be used: the discovery document's authorization_endpoint is not an http(s) URL (javascript:).", undefined, undefined],
      ['password', "This flow cannot be used: the discovery document's token_endpoint is not an http(s) URL (data:).", undefined, undefined],
    ]);
    expect(found.ok && found.flows[0]!.issues).toEqual([
      { what: 'url', source: 'discovery', key: 'authorization_endpoint', refusal: { kind: 'scheme', scheme: 'javascript:', mailto: false } },
      { what: 'url', source: 'discovery', key: 'token_endpoint', refusal: { kind: 'scheme', scheme: 'data:', mailto: false } },
    ]);
  });

  it('offers the device flow (RFC 8628) when the document lists its grant and endpoint', () => {
    const base = { token_endpoint: '/token', device_authorization_endpoint: '/device' };
    const listed = discoveryFlows({ ...base, grant_types_supported: ['urn:ietf:params:oauth:grant-type:device_code'] }, DISCOVERY);
    expect(listed.ok && listed.flows.map((f) => [f.type, f.deviceAuthorizationUrl, f.tokenUrl])).toEqual([
      ['deviceAuthorization', 'https://id.example.com/device', 'https://id.example.com/token'],
    ]);
    expect(discoveryFlows({ ...base, grant_types_supported: ['client_credentials'] }, DISCOVERY)).toMatchObject({ ok: true, flows: [{ type: 'clientCredentials' }] });
  });

  it.each<[string, unknown, string, string]>([
    ['not an object', ['authorization_endpoint'], 'The discovery document is not a JSON object.', 'not-object'],
    ['no endpoints', { issuer: 'https://id.example.com' }, 'The discovery document offers no flow a browser can use.', 'no-flow'],
    ['endpoints that are not text', { authorization_endpoint: 1, token_endpoint: {} }, 'The discovery document offers no flow a browser can use.', 'no-flow'],
  ])('offers nothing for a document with %s', (_, metadata, error, what) => {
    expect(discoveryFlows(metadata, DISCOVERY)).toEqual({ ok: false, error, what });
  });
});
