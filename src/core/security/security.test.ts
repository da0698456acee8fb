import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { load as parse } from 'js-yaml';
import type { JsonObject } from '../types.js';
import { applySecurity, base64Utf8, firstSatisfied, requirementGroups, type Credentials } from './required-security.js';
import { securitySchemes } from './security-schemes.js';
import { credentialKind, type SecuritySchemeView } from './scheme-types.js';

const demo = parse(
  readFileSync(new URL('../../../test/fixtures/auth-demo.yaml', import.meta.url), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, k: string) => `https://${k.toLowerCase()}.test/x`),
) as JsonObject;
const schemes = securitySchemes(demo, 'https://docs.test/spec.yaml');
const opSecurity = (path: string): Record<string, string[]>[] | undefined => {
  const op = ((demo.paths as JsonObject)[path] as JsonObject).get as JsonObject;
  return (op.security as Record<string, string[]>[] | undefined) ?? (demo.security as Record<string, string[]>[] | undefined);
};

describe('securitySchemes', () => {
  it('reads every scheme of the Authentication Demo with what its inputs need', () => {
    expect(schemes.map((s) => [s.id, s.type, credentialKind(s), s.scheme ?? s.in ?? '', s.name ?? ''])).toEqual([
      ['http-basic', 'http', 'basic', 'basic', ''],
      ['http-bearer-a', 'http', 'value', 'bearer', ''],
      ['http-bearer-b', 'http', 'value', 'bearer', ''],
      ['api_key1', 'apiKey', 'value', 'header', 'Authorization'],
      ['api_key2', 'apiKey', 'value', 'header', 'specialKey'],
      ['api_key_cookie', 'apiKey', 'value', 'cookie', 'api_key_cookie'],
      ['ms-oauth', 'oauth2', 'oauth', '', ''],
    ]);
  });

  it('reads OAuth flows with their URLs, scopes and x-client-id, and marks the flow missing its tokenUrl', () => {
    const oauth = schemes.find((s) => s.id === 'ms-oauth')!;
    expect(oauth.flows.map((f) => [f.type, f.authorizationUrl, f.tokenUrl, f.scopes.length, f.clientId, f.problem])).toEqual([
      ['authorizationCode', 'https://auth_url.test/x', 'https://token_url.test/x', 3, '<CLIENT_ID>', undefined],
      ['clientCredentials', undefined, 'https://token_url.test/x', 2, '<CLIENT_ID>', undefined],
      ['implicit', 'https://auth_url.test/x', undefined, 2, '<CLIENT_ID>', undefined],
      ['password', undefined, undefined, 2, '<CLIENT_ID>', 'This flow cannot be used: the description gives no `tokenUrl`.'],
    ]);
  });

  it.each<[string, JsonObject, Partial<Record<string, unknown>>]>([
    ['resolves relative URLs against the description', { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '../token', scopes: {} } } }, { tokenUrl: 'https://docs.test/token' }],
    [
      'takes flow extensions over scheme ones',
      { type: 'oauth2', 'x-client-id': 's', 'x-default-scopes': 'a b', flows: { implicit: { authorizationUrl: '/a', 'x-client-id': 'f', scopes: { a: 'A' } } } },
      { clientId: 'f', defaultScopes: ['a', 'b'] },
    ],
    [
      'restricts x-receive-token-in to the options',
      { type: 'oauth2', 'x-receive-token-in': 'request-body', 'x-receive-token-in-options': ['header'], flows: { password: { tokenUrl: '/t', scopes: {} } } },
      { receiveTokenIn: 'header', receiveTokenInOptions: ['header'] },
    ],
    [
      'x-pkce-only drops the secret',
      { type: 'oauth2', 'x-pkce-only': true, 'x-client-secret': 'shh', flows: { authorizationCode: { authorizationUrl: '/a', tokenUrl: '/t', scopes: {} } } },
      { pkceOnly: true },
    ],
  ])('%s', (_, scheme, expected) => {
    const [view] = securitySchemes({ components: { securitySchemes: { s: scheme } } }, 'https://docs.test/spec.yaml');
    expect(view!.flows[0]).toMatchObject(expected);
    if (view!.flows[0]!.pkceOnly) expect(view!.flows[0]!.clientSecret).toBeUndefined();
  });

  it.each<[JsonObject, string]>([
    [{ type: 'apiKey', name: 'k' }, 'The API key scheme needs `name` and `in` (header, query or cookie)'],
    [{ type: 'http' }, 'The HTTP scheme names no `scheme`'],
    [{ type: 'weird' }, 'Unknown security scheme type "weird"'],
    [{ type: 'openIdConnect' }, 'The OpenID Connect scheme has no `openIdConnectUrl`'],
    [{ $ref: '#/nowhere' }, 'Cannot resolve $ref "#/nowhere"'],
  ])('says why %j cannot be used', (scheme, problem) => {
    expect(securitySchemes({ components: { securitySchemes: { s: scheme } } })[0]!.problem).toContain(problem.replace(/^Cannot resolve \$ref "#\/nowhere"$/, 'Cannot resolve'));
  });
});

describe('requirements of the Authentication Demo', () => {
  const basic: Credentials = { 'http-basic': { kind: 'basic', username: 'user', password: 'pass' } };
  const keys: Credentials = { api_key1: { kind: 'value', value: 'k1' }, api_key2: { kind: 'value', value: 'k2' } };
  const key1: Credentials = { api_key1: { kind: 'value', value: 'k1' } };
  const cookie: Credentials = { api_key_cookie: { kind: 'value', value: 'c v' } };
  const token: Credentials = { 'ms-oauth': { kind: 'value', value: 'tok', tokenType: 'bearer' } };
  const bearerA: Credentials = { 'http-bearer-a': { kind: 'value', value: 'ta' } };

  it.each<[string, Credentials, number, [string, string][], [string, string][], string[]]>([
    ['/users/{userId}', {}, -1, [], [], []],
    ['/users', {}, -1, [], [], []],
    ['/users', token, 0, [['Authorization', 'Bearer tok']], [], []],
    ['/fake-api-that-need-multiple-security-1', key1, -1, [], [], []],
    [
      '/fake-api-that-need-multiple-security-1',
      keys,
      0,
      [
        ['Authorization', 'k1'],
        ['specialKey', 'k2'],
      ],
      [],
      [],
    ],
    ['/fake-api-that-need-one-security-out-of-two', { api_key2: { kind: 'value', value: 'k2' } }, 1, [['specialKey', 'k2']], [], []],
    ['/fake-api-that-need-one-security-out-of-two', keys, 0, [['Authorization', 'k1']], [], []],
    ['/fake-api-that-need-basic-and-bearer-token-a', bearerA, 1, [['Authorization', 'Bearer ta']], [], []],
    ['/fake-api-that-need-basic-and-bearer-token-a', { ...basic, ...bearerA }, 0, [['Authorization', 'Basic dXNlcjpwYXNz']], [], []],
    ['/fake-api-that-need-basic-and-bearer-token-b', bearerA, -1, [], [], []],
    ['/fake-api-that-with-complex-security', cookie, 2, [], [], ['api_key_cookie=c%20v']],
    [
      '/fake-api-that-with-complex-security',
      keys,
      3,
      [
        ['Authorization', 'k1'],
        ['specialKey', 'k2'],
      ],
      [],
      [],
    ],
    ['/fake-api-that-with-complex-security', { ...token, ...keys }, 0, [['Authorization', 'Bearer tok']], [], []],
    ['/fake-api-with-optional-security', {}, 1, [], [], []],
    ['/fake-api-with-optional-security', basic, 0, [['Authorization', 'Basic dXNlcjpwYXNz']], [], []],
  ])('%s with %j: alternative %i', (path, creds, index, headers, query, cookies) => {
    const groups = requirementGroups(opSecurity(path));
    const i = firstSatisfied(groups, creds, schemes);
    expect(i).toBe(index);
    expect(applySecurity(groups[i], creds, schemes)).toEqual({ headers, query, cookies });
  });

  it('treats security: [] and no security as needing nothing', () => {
    expect(requirementGroups([])).toEqual([]);
    expect(requirementGroups(undefined)).toEqual([]);
  });
});

describe('applySecurity', () => {
  const s = securitySchemes({
    components: {
      securitySchemes: {
        q: { type: 'apiKey', in: 'query', name: 'api key' },
        digest: { type: 'http', scheme: 'Digest' },
        tls: { type: 'mutualTLS' },
      },
    },
  });
  it('puts query keys in the query, other HTTP schemes in Authorization, and needs nothing entered for mutualTLS', () => {
    const creds: Credentials = { q: { kind: 'value', value: 'v&1' }, digest: { kind: 'value', value: 'username="a"' } };
    const groups = requirementGroups([{ tls: [] }, { q: [], digest: [] }]);
    expect(firstSatisfied(groups, creds, s)).toBe(0);
    expect(applySecurity(groups[1], creds, s)).toEqual({ headers: [['Authorization', 'Digest username="a"']], query: [['api key', 'v&1']], cookies: [] });
    expect(applySecurity(groups[1], { digest: { kind: 'value', value: 'Digest x' } }, s).headers).toEqual([['Authorization', 'Digest x']]);
  });
  it('encodes Basic credentials as UTF-8', () => {
    expect(base64Utf8('ü:p')).toBe(Buffer.from('ü:p', 'utf8').toString('base64'));
  });
});

// Hostile settings (test/fixtures/oauth-hostile.yaml): every URL a flow would open or post to is
// a script or a disguise of one; API key names no header or cookie can carry.
describe('hostile OAuth URLs and API key names', () => {
  const hostile = parse(
    readFileSync(new URL('../../../test/fixtures/oauth-hostile.yaml', import.meta.url), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, k: string) => `https://${k.toLowerCase()}.test`),
  ) as JsonObject;
  const views = securitySchemes(hostile, 'https://docs.test/specs/hostile.yaml');
  const scheme = (id: string): SecuritySchemeView => views.find((v) => v.id === id)!;
  const refusedBecause = (what: string): string => `This flow cannot be used: ${what}.`;

  it.each<[string, string, string]>([
    ['plain-javascript', 'authorizationCode', refusedBecause('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['plain-javascript', 'implicit', refusedBecause('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['disguised', 'authorizationCode', refusedBecause('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['disguised', 'implicit', refusedBecause('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['encoded', 'authorizationCode', refusedBecause('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['encoded', 'implicit', refusedBecause('its authorizationUrl is not an http(s) URL (data:)')],
    ['other-schemes', 'implicit', refusedBecause('its authorizationUrl is not an http(s) URL (vbscript:)')],
    ['other-schemes', 'authorizationCode', refusedBecause('its tokenUrl is not an http(s) URL (javascript:)')],
    ['other-schemes', 'clientCredentials', refusedBecause('its tokenUrl is not an http(s) URL (data:)')],
    ['other-schemes', 'password', refusedBecause('its tokenUrl is not an http(s) URL (javascript:)')],
  ])('%s %s: %s', (id, type, problem) => {
    const flow = scheme(id).flows.find((f) => f.type === type)!;
    expect(flow.problem).toBe(problem);
    // The refused URL is not offered as one: nothing downstream can open it.
    for (const url of [flow.authorizationUrl, flow.tokenUrl, flow.refreshUrl]) if (url !== undefined) expect(url).toMatch(/^https:\/\//);
  });

  it('keeps a flow whose refreshUrl is refused, without refreshing, and says so', () => {
    const flow = scheme('refresh-refused').flows[0]!;
    expect([flow.problem, flow.tokenUrl, flow.refreshUrl, flow.refreshProblem]).toEqual([
      undefined,
      'https://oauth.test/token',
      undefined,
      'Tokens of this flow are not refreshed: its refreshUrl is not an http(s) URL (javascript:).',
    ]);
    expect(flow.refreshIssue).toEqual({ source: 'description', key: 'refreshUrl', refusal: { kind: 'scheme', scheme: 'javascript:', mailto: false } });
  });

  it.each<[string, string]>([
    ['oidc-javascript', 'This scheme cannot be used: its openIdConnectUrl is not an http(s) URL (javascript:).'],
    ['oidc-data', 'This scheme cannot be used: its openIdConnectUrl is not an http(s) URL (data:).'],
    ['bad-header-key', '`x bad name` is not a valid HTTP header name and cannot be sent.'],
    ['bad-cookie-key', '`sid; admin=1` is not a valid cookie name and cannot be sent.'],
  ])('%s cannot be used: %s', (id, problem) => {
    expect(scheme(id).problem).toBe(problem);
    expect(scheme(id).openIdConnectUrl).toBeUndefined();
    if (id.startsWith('oidc-')) expect(scheme(id).urlIssue).toMatchObject({ source: 'description', key: 'openIdConnectUrl', refusal: { kind: 'scheme' } });
  });

  it('resolves a relative openIdConnectUrl against the description, and any query-parameter name is fine', () => {
    expect(scheme('oidc-hostile-discovery')).toMatchObject({ openIdConnectUrl: 'https://docs.test/specs/oauth-hostile-discovery.json' });
    expect(scheme('oidc-hostile-discovery').problem).toBeUndefined();
    expect(scheme('query-key').problem).toBeUndefined();
  });

  it('never applies an API key under a name a header or cookie cannot carry, and says why', () => {
    const creds: Credentials = { 'bad-header-key': { kind: 'value', value: 'h' }, 'bad-cookie-key': { kind: 'value', value: 'c' }, 'query-key': { kind: 'value', value: 'q' } };
    const group = {
      schemes: [
        { id: 'bad-header-key', scopes: [] },
        { id: 'bad-cookie-key', scopes: [] },
        { id: 'query-key', scopes: [] },
      ],
    };
    expect(applySecurity(group, creds, views)).toEqual({
      headers: [],
      query: [['x bad name', 'q']],
      cookies: [],
      problems: ['bad-header-key: `x bad name` is not a valid HTTP header name and cannot be sent', 'bad-cookie-key: `sid; admin=1` is not a valid cookie name and cannot be sent'],
      issues: [
        { kind: 'name', issue: { kind: 'header', name: 'x bad name' }, scheme: 'bad-header-key' },
        { kind: 'name', issue: { kind: 'cookie', name: 'sid; admin=1' }, scheme: 'bad-cookie-key' },
      ],
    });
  });

  it('words a relative URL with no description URL as such', () => {
    const [view] = securitySchemes({ components: { securitySchemes: { s: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/token', scopes: {} } } } } } });
    expect(view!.flows[0]!.problem).toBe('This flow cannot be used: its tokenUrl is relative, and there is no document URL to resolve it against.');
    expect(view!.flows[0]!.issues).toEqual([{ what: 'url', source: 'description', key: 'tokenUrl', refusal: { kind: 'relative' } }]);
  });
});

describe('OpenAPI 3.2 security scheme fields', () => {
  const doc = (scheme: JsonObject): JsonObject => ({ openapi: '3.2.0', components: { securitySchemes: { s: scheme } } });
  it.each<[string, JsonObject, Partial<SecuritySchemeView> & { flow?: object }]>([
    ['deprecated: true', { type: 'http', scheme: 'bearer', deprecated: true }, { deprecated: true }],
    ['deprecated: "true" is not a boolean', { type: 'http', scheme: 'bearer', deprecated: 'true' }, { deprecated: undefined }],
    [
      'oauth2MetadataUrl resolved and kept',
      { type: 'oauth2', oauth2MetadataUrl: '/.well-known/oauth-authorization-server', flows: { clientCredentials: { tokenUrl: '/t', scopes: {} } } },
      { oauth2MetadataUrl: 'https://docs.test/.well-known/oauth-authorization-server' },
    ],
    [
      'oauth2MetadataUrl refused by the gate',
      { type: 'oauth2', oauth2MetadataUrl: 'javascript:alert(1)', flows: { clientCredentials: { tokenUrl: '/t', scopes: {} } } },
      {
        oauth2MetadataUrl: undefined,
        metadataProblem: expect.stringContaining('its oauth2MetadataUrl') as string,
        metadataIssue: { source: 'description', key: 'oauth2MetadataUrl', refusal: { kind: 'scheme', scheme: 'javascript:', mailto: false } },
      },
    ],
    [
      'the deviceAuthorization flow',
      { type: 'oauth2', flows: { deviceAuthorization: { deviceAuthorizationUrl: '/device', tokenUrl: '/token', scopes: { read: 'Read' } } } },
      { flow: { type: 'deviceAuthorization', deviceAuthorizationUrl: 'https://docs.test/device', tokenUrl: 'https://docs.test/token', scopes: [['read', 'Read']] } },
    ],
    [
      'a deviceAuthorizationUrl that is a script is refused',
      { type: 'oauth2', flows: { deviceAuthorization: { deviceAuthorizationUrl: ' JavaScript:alert(1)', tokenUrl: '/token', scopes: {} } } },
      { flow: { deviceAuthorizationUrl: undefined, problem: expect.stringContaining('its deviceAuthorizationUrl is not an http(s) URL') as string } },
    ],
    [
      'a deviceAuthorization flow without its URL cannot start',
      { type: 'oauth2', flows: { deviceAuthorization: { tokenUrl: '/token', scopes: {} } } },
      {
        flow: {
          problem: 'This flow cannot be used: the description gives no `deviceAuthorizationUrl`.',
          issues: [{ what: 'missing', keys: ['deviceAuthorizationUrl'], source: 'description' }],
        },
      },
    ],
  ])('%s', (_name, scheme, expected) => {
    const [view] = securitySchemes(doc(scheme), 'https://docs.test/spec.yaml');
    const { flow, ...rest } = expected;
    // An `undefined` in the table means the property is absent.
    const matches = (got: unknown, want: object): void => {
      for (const [k, v] of Object.entries(want)) {
        if ((v as unknown) === undefined) expect(got).not.toHaveProperty(k);
        else expect(got).toMatchObject({ [k]: v as unknown });
      }
    };
    matches(view, rest);
    if (flow) matches(view!.flows[0], flow);
  });
});
