import { describe, expect, it } from 'vitest';
import { deviceAuthorizationRequest, parseDeviceAuthorization, pollDeviceToken, type DeviceOutcome } from '../../core/security/device-flow.js';
import { authorizeUrl, parseExtraParams, parseRedirect, parseTokenResponse, tokenRequest } from '../../core/security/oauth.js';
import { discoveryFlows } from '../../core/security/openid-discovery.js';
import { applyServerMetadata } from '../../core/security/server-metadata.js';
import { securitySchemes } from '../../core/security/security-schemes.js';
import { deviceFailureText, deviceOutcomeText, flowIssuesText, oauthErrorText, oauthFailureText, schemeIssueText, urlIssueText } from './oauth-text.js';
import { createTranslator, english } from '../../core/i18n/translator.js';
import { catalogue as ja } from '../../core/i18n/locales/ja.js';
import { useTranslator } from '../shared/msg.js';

/** What `run` throws. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  throw new Error('nothing thrown');
}

describe('OAuth 2.0 problems in the interface’s language are the core’s English in English', () => {
  it.each<[string, unknown]>([
    ['a server error with description and URI', { error: 'invalid_grant', error_description: 'Code used', error_uri: 'https://as.example/e' }],
    ['an unknown code', { error: 'weird' }],
    ['no access_token', { token_type: 'Bearer' }],
    ['not JSON', '<html>'],
    ['not an object', '[1]'],
  ])('token response: %s', (_, json) => {
    const r = parseTokenResponse(json, 0);
    expect(r.ok ? '' : oauthErrorText(r)).toBe(r.ok ? 'ok' : r.message);
  });

  it.each(['not a url', 'https://app.example/cb?state=s', 'https://app.example/cb#error=access_denied&error_description=No'])('redirect %s', (url) => {
    const r = parseRedirect(url);
    expect(r.kind === 'error' && oauthErrorText(r)).toBe(r.kind === 'error' && r.message);
  });

  const base = { authorizationUrl: 'https://as.example/a', baseUrl: 'https://docs.example/api.yaml', clientId: 'app', redirectUri: 'https://app.example/cb', state: 's' };
  it.each<[string, () => unknown]>([
    ['no client id (authorize)', () => authorizeUrl({ ...base, clientId: '', responseType: 'token' })],
    ['no PKCE challenge', () => authorizeUrl({ ...base, responseType: 'code' })],
    ['a relative URL without a base', () => authorizeUrl({ ...base, authorizationUrl: '/a', baseUrl: '', responseType: 'token' })],
    ['no client id (token)', () => tokenRequest({ grantType: 'client_credentials', tokenUrl: 'https://as.example/t', baseUrl: '', clientId: '' })],
    ['no code', () => tokenRequest({ grantType: 'authorization_code', tokenUrl: 'https://as.example/t', baseUrl: '', clientId: 'app', redirectUri: 'https://r' })],
    [
      'x-pkce-only',
      () => tokenRequest({ grantType: 'authorization_code', tokenUrl: 'https://as.example/t', baseUrl: '', clientId: 'app', code: 'c', redirectUri: 'https://r', pkceOnly: true }),
    ],
    ['no client id (device)', () => deviceAuthorizationRequest({ deviceAuthorizationUrl: 'https://as.example/d', baseUrl: '', clientId: '' })],
    ['broken JSON parameters', () => parseExtraParams('{"a": ', 'x-token-params')],
    ['a JSON array of parameters', () => parseExtraParams('["a"]', 'x-token-params')],
    ['not a pair', () => parseExtraParams('a', 'x-token-params')],
    ['not an object', () => parseExtraParams(5, 'x-token-params')],
    ['a nested value', () => parseExtraParams({ a: {} }, 'x-token-params')],
  ])('input: %s', (_, run) => {
    const e = thrown(run);
    expect(oauthFailureText(e)).toBe((e as Error).message);
  });

  it('says a URL the gate refused as the core does, apart from its wording of the clause', () => {
    const e = thrown(() => authorizeUrl({ ...base, authorizationUrl: 'javascript:alert(1)', responseType: 'token' }));
    expect(oauthFailureText(e)).toBe('The URL "javascript:alert(1)" cannot be used: it is not an http(s) URL (javascript:)');
  });

  it.each<[string, unknown]>([
    ['not JSON', '<html>'],
    ['not an object', '[]'],
    ['an OAuth error', { error: 'invalid_client', error_description: 'who?' }],
    ['missing fields', { device_code: 'd' }],
    ['a verification URI that is a script', { device_code: 'd', user_code: 'u', verification_uri: 'javascript:alert(1)' }],
  ])('device authorization response: %s', (_, json) => {
    const r = parseDeviceAuthorization(json, 0, 'https://as.example/d');
    expect(r.ok ? '' : deviceFailureText(r)).toBe(r.ok ? 'ok' : r.message);
  });

  it.each<[string, Parameters<typeof parseTokenResponse>[0][] | undefined[], number]>([
    ['denied', [{ error: 'access_denied' }], 600],
    ['expired_token', [{ error: 'expired_token' }], 600],
    ['another error', [{ error: 'invalid_client', error_description: 'who?' }], 600],
    ['time ran out', [], 3],
    ['a listener cancelled', [undefined], 600],
  ])('device polling: %s', async (_, answers, expiresIn) => {
    let now = 0;
    const outcome = (await pollDeviceToken(
      { expiresAt: expiresIn * 1000, interval: 1 },
      {
        now: () => now,
        sleep: (ms) => {
          now += ms;
          return Promise.resolve();
        },
        poll: () => {
          const a = answers.shift();
          return Promise.resolve(a === undefined ? undefined : parseTokenResponse(a, now));
        },
        signal: new AbortController().signal,
      },
    )) as Extract<DeviceOutcome, { ok: false }>;
    expect(deviceOutcomeText(outcome)).toBe(outcome.message);
  });

  it('device polling: Cancel', async () => {
    const abort = new AbortController();
    abort.abort();
    const outcome = (await pollDeviceToken(
      { expiresAt: 60_000, interval: 1 },
      { now: () => 0, sleep: () => Promise.resolve(), poll: () => Promise.resolve(undefined), signal: abort.signal },
    )) as Extract<DeviceOutcome, { ok: false }>;
    expect(deviceOutcomeText(outcome)).toBe(outcome.message);
  });

  it('flow, refresh and metadata problems', () => {
    const [s] = securitySchemes(
      {
        components: {
          securitySchemes: {
            s: {
              type: 'oauth2',
              oauth2MetadataUrl: 'data:text/plain,x',
              flows: {
                authorizationCode: { authorizationUrl: 'javascript:alert(1)', scopes: {} },
                deviceAuthorization: { scopes: {} },
                clientCredentials: { tokenUrl: '/t', refreshUrl: 'vbscript:x', scopes: {} },
              },
            },
          },
        },
      },
      'https://docs.example/api.yaml',
    );
    expect(s!.flows.filter((f) => f.problem)).toHaveLength(2);
    for (const f of s!.flows.filter((f) => f.problem)) expect(flowIssuesText(f.issues!)).toBe(f.problem);
    const cc = s!.flows.find((f) => f.type === 'clientCredentials')!;
    expect(`Tokens of this flow are not refreshed: ${urlIssueText(cc.refreshIssue!)}.`).toBe(cc.refreshProblem);
    expect(`The authorization server's metadata cannot be read: ${urlIssueText(s!.metadataIssue!)}.`).toBe(s!.metadataProblem);

    const [oidc] = securitySchemes({ components: { securitySchemes: { o: { type: 'openIdConnect', openIdConnectUrl: 'javascript:x' } } } }, 'https://docs.example/api.yaml');
    expect(`This scheme cannot be used: ${urlIssueText(oidc!.urlIssue!)}.`).toBe(oidc!.problem);

    const found = discoveryFlows(
      { authorization_endpoint: 'javascript:1', token_endpoint: 'data:x', response_types_supported: ['token'] },
      'https://id.example/.well-known/openid-configuration',
    );
    expect(found.ok && found.flows).toHaveLength(2);
    for (const f of found.ok ? found.flows : []) expect(flowIssuesText(f.issues!)).toBe(f.problem);

    const meta = applyServerMetadata(s!.flows, { token_endpoint: 'javascript:1' }, 'https://as.example/meta');
    expect(meta.ok && meta.flows.filter((f) => f.problem)).toHaveLength(3);
    for (const f of meta.ok ? meta.flows.filter((f) => f.problem) : []) expect(flowIssuesText(f.issues!)).toBe(f.problem);
    for (const e of meta.ok ? meta.endpoints : []) expect(e.refusal && urlIssueText({ source: 'metadata', key: e.name, refusal: e.refusal })).toBe(e.problem);
  });
});

describe('a security scheme that cannot be used says why in the interface’s language', () => {
  const schemes = securitySchemes({
    components: {
      securitySchemes: {
        notObject: 'x',
        dangling: { $ref: '#/components/securitySchemes/nowhere' },
        noScheme: { type: 'http' },
        noName: { type: 'apiKey', in: 'header' },
        badHeader: { type: 'apiKey', in: 'header', name: 'x bad' },
        badCookie: { type: 'apiKey', in: 'cookie', name: 'a;b' },
        noFlows: { type: 'oauth2', flows: {} },
        noUrl: { type: 'openIdConnect' },
        odd: { type: 'kerberos' },
      },
    },
  });

  it('words every kind of problem as the core’s English, in English', () => {
    expect(schemes.map((s) => s.schemeIssue?.what)).toEqual([
      'not-object',
      'unresolved',
      'http-no-scheme',
      'api-key-incomplete',
      'api-key-name',
      'api-key-name',
      'no-flows',
      'oidc-no-url',
      'unknown-type',
    ]);
    for (const s of schemes) expect(schemeIssueText(s.schemeIssue!), s.id).toBe(s.problem);
  });

  it('and in Japanese, with the names and fields as written', () => {
    useTranslator(createTranslator('ja', ja));
    try {
      const texts = schemes.map((s) => schemeIssueText(s.schemeIssue!));
      expect(texts[2]).toBe('HTTP スキームに `scheme` の指定がありません');
      expect(texts[4]).toContain('`x bad`');
      expect(texts[8]).toBe('不明なセキュリティスキームの種類「kerberos」');
      for (const t of texts.filter((_, i) => i !== 1)) expect(t).not.toMatch(/\b(the|is|not|scheme needs)\b/);
    } finally {
      useTranslator(english);
    }
  });
});
