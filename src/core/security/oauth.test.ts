import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  base64url,
  basicClientCredentials,
  clientAuthSetting,
  createPkce,
  flowProblems,
  mergeParams,
  OAuthInputError,
  parseExtraParams,
  parseRedirect,
  parseTokenResponse,
  pkceChallenge,
  pkceVerifier,
  randomState,
  tokenRequest,
  type OAuthFlowType,
  type OAuthInputIssue,
  type RandomSource,
  type TokenRequestInput,
} from './oauth.js';

/** A RandomSource that hands out the given bytes, in order. */
const fixedBytes = (bytes: number[]): RandomSource => ({
  getRandomValues(array) {
    for (let i = 0; i < array.length; i++) array[i] = bytes[i % bytes.length]!;
    return array;
  },
});

// RFC 7636 Appendix B.
const RFC7636_BYTES = [116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121];
const RFC7636_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC7636_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** The issue an OAuthInputError thrown by `run` carries (the interface words it). */
function thrownIssue(run: () => unknown): OAuthInputIssue | undefined {
  try {
    run();
  } catch (e) {
    return e instanceof OAuthInputError ? e.issue : undefined;
  }
  return undefined;
}

describe('PKCE and state', () => {
  it('makes the verifier of RFC 7636 Appendix B from its octets, and its S256 challenge', async () => {
    const verifier = pkceVerifier(fixedBytes(RFC7636_BYTES));
    expect(verifier).toBe(RFC7636_VERIFIER);
    expect(await pkceChallenge(verifier, webcrypto.subtle)).toBe(RFC7636_CHALLENGE);
  });

  it.each([
    [32, 43],
    [64, 86],
    [96, 128],
  ])('a verifier from %i random bytes has %i unreserved characters', (bytes, length) => {
    const v = pkceVerifier(webcrypto, bytes);
    expect(v).toMatch(new RegExp(`^[A-Za-z0-9\\-._~]{${length}}$`));
  });

  it.each([31, 97, 40.5])('refuses %s bytes for a verifier (outside 43–128 characters)', (bytes) => {
    expect(() => pkceVerifier(webcrypto, bytes)).toThrow(/32 to 96/);
  });

  it('refuses to hash a verifier outside the RFC 7636 §4.1 alphabet or length', async () => {
    await expect(pkceChallenge('short', webcrypto.subtle)).rejects.toThrow(/43–128/);
    await expect(pkceChallenge(`${'a'.repeat(42)}+`, webcrypto.subtle)).rejects.toThrow(/43–128/);
  });

  it('createPkce gives a fresh verifier each time with its matching challenge', async () => {
    const a = await createPkce(webcrypto);
    const b = await createPkce(webcrypto);
    expect(a.verifier).not.toBe(b.verifier);
    expect(a.method).toBe('S256');
    expect(a.challenge).toBe(await pkceChallenge(a.verifier, webcrypto.subtle));
  });

  it('state carries at least 128 random bits and differs between calls', () => {
    const s = randomState(webcrypto);
    expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomState(webcrypto)).not.toBe(s);
    expect(randomState(webcrypto, 16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(() => randomState(webcrypto, 15)).toThrow(/128 bits/);
  });

  it.each([
    [[], ''],
    [[0xff], '_w'],
    [[0xfb, 0xff], '-_8'],
    [[1, 2, 3], 'AQID'],
  ])('base64url(%j) is %s (no padding)', (bytes, text) => {
    expect(base64url(new Uint8Array(bytes))).toBe(text);
  });
});

describe('parseExtraParams', () => {
  it.each<[string, unknown, [string, string][]]>([
    ['nothing', undefined, []],
    ['an empty string', '  ', []],
    [
      'JSON object text',
      '{"audience":"api://x","prompt":"login"}',
      [
        ['audience', 'api://x'],
        ['prompt', 'login'],
      ],
    ],
    [
      'JSON with numbers, booleans and a list',
      '{"max_age":0,"x":true,"resource":["a","b"]}',
      [
        ['max_age', '0'],
        ['x', 'true'],
        ['resource', 'a'],
        ['resource', 'b'],
      ],
    ],
    [
      'a query string',
      'audience=api%3A%2F%2Fx&prompt=login',
      [
        ['audience', 'api://x'],
        ['prompt', 'login'],
      ],
    ],
    [
      'a query string with a leading ?',
      '?a=1&a=2&b=',
      [
        ['a', '1'],
        ['a', '2'],
        ['b', ''],
      ],
    ],
    [
      'an object (property)',
      { a: 'x', skipped: null, n: 2 },
      [
        ['a', 'x'],
        ['n', '2'],
      ],
    ],
  ])('reads %s', (_, value, pairs) => {
    expect(parseExtraParams(value)).toEqual(pairs);
  });

  it.each<[string, unknown, RegExp]>([
    ['broken JSON', '{"a": ', /additional-token-params: not valid JSON/],
    ['a JSON array', '["a"]', /expected a JSON object or a query string/],
    ['plain words', 'not a query', /"not a query" is not a name=value pair/],
    ['a nested object', { a: { b: 1 } }, /value of "a" must be a string, number or boolean/],
    ['a number', 5, /expected an object of name\/value pairs/],
    ['an array', [['a', 'b']], /expected an object of name\/value pairs/],
  ])('refuses %s with a clear message', (_, value, message) => {
    expect(() => parseExtraParams(value, 'additional-token-params')).toThrow(message);
  });

  it.each<[string, unknown, OAuthInputIssue]>([
    ['broken JSON', '{"a": ', { what: 'params-json', source: 'additional-token-params', detail: expect.any(String) as string }],
    ['a JSON array', '["a"]', { what: 'params-form', source: 'additional-token-params' }],
    ['plain words', 'not a query', { what: 'params-pair', source: 'additional-token-params', piece: 'not a query' }],
    ['a nested object', { a: { b: 1 } }, { what: 'params-value', source: 'additional-token-params', name: 'a' }],
    ['a number', 5, { what: 'params-object', source: 'additional-token-params' }],
  ])('says what is wrong with %s as data', (_, value, issue) => {
    expect(thrownIssue(() => parseExtraParams(value, 'additional-token-params'))).toEqual(issue);
  });

  it('keeps __proto__ as an ordinary parameter name', () => {
    expect(parseExtraParams('{"__proto__":"x"}')).toEqual([['__proto__', 'x']]);
  });
});

describe('mergeParams', () => {
  it('lets a later layer replace every value of a name and keeps the others in order', () => {
    expect(
      mergeParams(
        [
          ['a', 'scheme'],
          ['b', '1'],
          ['b', '2'],
        ],
        [
          ['b', 'flow'],
          ['c', 'flow'],
        ],
        [
          ['c', 'attr'],
          ['c', 'attr2'],
        ],
      ),
    ).toEqual([
      ['a', 'scheme'],
      ['b', 'flow'],
      ['c', 'attr'],
      ['c', 'attr2'],
    ]);
  });
});

describe('authorizeUrl', () => {
  const base = {
    authorizationUrl: 'https://id.test/authorize',
    baseUrl: 'https://docs.test/specs/api.yaml',
    clientId: 'my client',
    redirectUri: 'https://docs.test/oauth-receiver.html',
    state: 'st4te',
  };

  it.each<[string, Parameters<typeof authorizeUrl>[0], string]>([
    [
      'code flow with PKCE and scopes, space-separated',
      { ...base, responseType: 'code', scopes: ['read', 'https://graph.example.com/User.Read.All'], codeChallenge: RFC7636_CHALLENGE },
      `https://id.test/authorize?response_type=code&client_id=my+client&redirect_uri=https%3A%2F%2Fdocs.test%2Foauth-receiver.html&scope=read+https%3A%2F%2Fgraph.example.com%2FUser.Read.All&state=st4te&code_challenge=${RFC7636_CHALLENGE}&code_challenge_method=S256`,
    ],
    [
      'implicit flow: no PKCE, no scope when none is picked',
      { ...base, responseType: 'token', codeChallenge: 'ignored' },
      'https://id.test/authorize?response_type=token&client_id=my+client&redirect_uri=https%3A%2F%2Fdocs.test%2Foauth-receiver.html&state=st4te',
    ],
    [
      'relative URL against the description, its own query kept, fragment dropped',
      { ...base, authorizationUrl: '../oauth/authorize?tenant=t1#x', responseType: 'token' },
      'https://docs.test/oauth/authorize?tenant=t1&response_type=token&client_id=my+client&redirect_uri=https%3A%2F%2Fdocs.test%2Foauth-receiver.html&state=st4te',
    ],
    [
      'extras: scheme < flow < attribute, all after the URL query, protocol parameters win',
      {
        ...base,
        authorizationUrl: 'https://id.test/authorize?prompt=none&tenant=t1',
        responseType: 'token',
        extraParams: [
          [
            ['prompt', 'scheme'],
            ['audience', 'scheme'],
            ['state', 'evil'],
          ],
          [
            ['audience', 'flow'],
            ['resource', 'r1'],
            ['resource', 'r2'],
          ],
          [
            ['prompt', 'attribute'],
            ['redirect_uri', 'https://evil.test/'],
          ],
        ],
      },
      'https://id.test/authorize?tenant=t1&audience=flow&resource=r1&resource=r2&prompt=attribute&response_type=token&client_id=my+client&redirect_uri=https%3A%2F%2Fdocs.test%2Foauth-receiver.html&state=st4te',
    ],
    [
      'a scope from the extras stays when the user picked none',
      { ...base, responseType: 'token', extraParams: [[['scope', 'openid']]] },
      'https://id.test/authorize?scope=openid&response_type=token&client_id=my+client&redirect_uri=https%3A%2F%2Fdocs.test%2Foauth-receiver.html&state=st4te',
    ],
  ])('%s', (_, input, href) => {
    expect(authorizeUrl(input).href).toBe(href);
  });

  it('gives live searchParams for before-authorize listeners', () => {
    const url = authorizeUrl({ ...base, responseType: 'token' });
    url.searchParams.append('login_hint', 'ada');
    expect(url.href).toContain('&login_hint=ada');
  });

  it.each<[string, Parameters<typeof authorizeUrl>[0], RegExp]>([
    ['the code flow without a PKCE challenge', { ...base, responseType: 'code' }, /PKCE code challenge/],
    ['no client id', { ...base, clientId: '', responseType: 'token' }, /client id is required/],
    ['an unparsable URL', { ...base, authorizationUrl: 'http://[bad', responseType: 'token' }, /^The URL "http:\/\/\[bad" is not a valid URL, so it cannot be used$/],
    [
      'a javascript: authorization URL',
      { ...base, authorizationUrl: 'javascript:alert(1)', responseType: 'token' },
      /^The URL "javascript:alert\(1\)" is not an http\(s\) URL \(javascript:\), so it cannot be used$/,
    ],
    ['a disguised javascript: authorization URL', { ...base, authorizationUrl: ' JaVa\tScRiPt:alert(1)', responseType: 'token' }, /is not an http\(s\) URL \(javascript:\)/],
    ['an entity-encoded javascript: authorization URL', { ...base, authorizationUrl: '&#106;avascript:alert(1)', responseType: 'token' }, /is not an http\(s\) URL \(javascript:\)/],
    ['a data: authorization URL', { ...base, authorizationUrl: 'data:text/html,<script>alert(1)</script>', responseType: 'token' }, /is not an http\(s\) URL \(data:\)/],
    ['a relative URL against a file: description', { ...base, authorizationUrl: '/authorize', baseUrl: 'file:///tmp/spec.yaml', responseType: 'token' }, /is not an http\(s\) URL \(file:\)/],
  ])('refuses %s', (_, input, message) => {
    expect(() => authorizeUrl(input)).toThrow(message);
  });

  it.each<[string, Parameters<typeof authorizeUrl>[0], OAuthInputIssue]>([
    ['the code flow without a PKCE challenge', { ...base, responseType: 'code' }, { what: 'pkce-challenge' }],
    ['no client id', { ...base, clientId: '', responseType: 'token' }, { what: 'client-id', for: 'authorize' }],
    ['an unparsable URL', { ...base, authorizationUrl: 'http://[bad', responseType: 'token' }, { what: 'url', url: 'http://[bad', refusal: { kind: 'invalid' } }],
    [
      'a javascript: URL',
      { ...base, authorizationUrl: 'javascript:alert(1)', responseType: 'token' },
      { what: 'url', url: 'javascript:alert(1)', refusal: { kind: 'scheme', scheme: 'javascript:', mailto: false } },
    ],
  ])('says what is wrong with %s as data', (_, input, issue) => {
    expect(thrownIssue(() => authorizeUrl(input))).toEqual(issue);
  });
});

describe('clientAuthSetting', () => {
  it.each<[unknown, unknown, { options: string[]; selected: string }]>([
    [undefined, undefined, { options: ['request-body', 'header'], selected: 'request-body' }],
    ['header', undefined, { options: ['request-body', 'header'], selected: 'header' }],
    [undefined, ['header'], { options: ['header'], selected: 'header' }],
    ['request-body', ['header'], { options: ['header'], selected: 'header' }],
    ['header', ['request-body', 'header', 'cookie'], { options: ['request-body', 'header'], selected: 'header' }],
    ['somewhere', 'header', { options: ['request-body', 'header'], selected: 'request-body' }],
  ])('x-receive-token-in %j with options %j', (inValue, options, expected) => {
    expect(clientAuthSetting(inValue, options)).toEqual(expected);
  });
});

describe('tokenRequest', () => {
  const base = { tokenUrl: '/oauth/token', baseUrl: 'https://docs.test/specs/api.yaml', clientId: 'app' } as const;
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

  it.each<[string, TokenRequestInput, { url?: string; body: string; authorization: string | null; clientAuth: string }]>([
    [
      'authorization code, secret in the body, with the PKCE verifier',
      { ...base, grantType: 'authorization_code', code: 'c0de', redirectUri: 'https://docs.test/r.html', codeVerifier: RFC7636_VERIFIER, clientSecret: 's3' },
      {
        url: 'https://docs.test/oauth/token',
        body: `grant_type=authorization_code&code=c0de&redirect_uri=https%3A%2F%2Fdocs.test%2Fr.html&code_verifier=${RFC7636_VERIFIER}&client_id=app&client_secret=s3`,
        authorization: null,
        clientAuth: 'request-body',
      },
    ],
    [
      'authorization code with x-pkce-only: no secret even if one was entered',
      { ...base, grantType: 'authorization_code', code: 'c', redirectUri: 'https://r', codeVerifier: RFC7636_VERIFIER, clientSecret: 's3', clientAuth: 'header', pkceOnly: true },
      { body: `grant_type=authorization_code&code=c&redirect_uri=https%3A%2F%2Fr&code_verifier=${RFC7636_VERIFIER}&client_id=app`, authorization: null, clientAuth: 'none' },
    ],
    [
      'client credentials in the header (HTTP Basic, form-urlencoded halves)',
      { ...base, grantType: 'client_credentials', clientId: 'my app', clientSecret: 'conf secret:+/%', clientAuth: 'header', scopes: ['a', 'b'] },
      { body: 'grant_type=client_credentials&scope=a+b', authorization: basic('my+app', 'conf+secret%3A%2B%2F%25'), clientAuth: 'header' },
    ],
    [
      'header wanted but x-receive-token-in-options allows the body only',
      { ...base, grantType: 'client_credentials', clientSecret: 's', clientAuth: 'header', clientAuthOptions: ['request-body'] },
      { body: 'grant_type=client_credentials&client_id=app&client_secret=s', authorization: null, clientAuth: 'request-body' },
    ],
    [
      'password grant; a public client sends client_id alone',
      { ...base, grantType: 'password', username: 'ada', password: 'p w&d', scopes: ['User.Read.All'] },
      { body: 'grant_type=password&username=ada&password=p+w%26d&scope=User.Read.All&client_id=app', authorization: null, clientAuth: 'none' },
    ],
    [
      'refresh, absolute refreshUrl, header auth',
      { ...base, tokenUrl: 'https://id.test/refresh#frag', grantType: 'refresh_token', refreshToken: 'r1', clientSecret: 's', clientAuth: 'header' },
      { url: 'https://id.test/refresh', body: 'grant_type=refresh_token&refresh_token=r1', authorization: basic('app', 's'), clientAuth: 'header' },
    ],
    [
      'x-token-params: scheme < flow < attribute; the grant parameters and client credentials cannot be overridden',
      {
        ...base,
        grantType: 'client_credentials',
        clientSecret: 's',
        scopes: ['a'],
        extraParams: [
          [
            ['audience', 'scheme'],
            ['resource', 'x'],
            ['grant_type', 'password'],
          ],
          [
            ['audience', 'flow'],
            ['client_secret', 'leak'],
          ],
          [
            ['resource', 'attr'],
            ['scope', 'ignored'],
            ['client_id', 'other'],
          ],
        ],
      },
      { body: 'audience=flow&resource=attr&grant_type=client_credentials&scope=a&client_id=app&client_secret=s', authorization: null, clientAuth: 'request-body' },
    ],
  ])('%s', (_, input, expected) => {
    const req = tokenRequest(input);
    if (expected.url) expect(req.url).toBe(expected.url);
    expect(req.body.toString()).toBe(expected.body);
    expect(req.headers.get('authorization')).toBe(expected.authorization);
    expect(req.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(req.clientAuth).toBe(expected.clientAuth);
  });

  it.each<[string, TokenRequestInput, RegExp]>([
    ['authorization code without a code', { ...base, grantType: 'authorization_code', redirectUri: 'https://r' }, /code is required for the authorization_code grant/],
    ['authorization code without redirect_uri', { ...base, grantType: 'authorization_code', code: 'c' }, /redirect_uri is required/],
    ['x-pkce-only without a verifier', { ...base, grantType: 'authorization_code', code: 'c', redirectUri: 'https://r', pkceOnly: true }, /x-pkce-only/],
    ['password without a username', { ...base, grantType: 'password', password: 'x' }, /username is required/],
    ['refresh without a refresh token', { ...base, grantType: 'refresh_token' }, /refresh_token is required/],
    ['no client id', { ...base, clientId: '', grantType: 'client_credentials' }, /client id is required/],
    ['a javascript: token URL', { ...base, tokenUrl: 'javascript:fetch(1)', grantType: 'client_credentials' }, /is not an http\(s\) URL \(javascript:\), so it cannot be used/],
    ['a percent-encoded javascript: token URL', { ...base, tokenUrl: '%6Aavascript:fetch(1)', grantType: 'client_credentials' }, /is not an http\(s\) URL \(javascript:\)/],
    ['a data: refresh URL', { ...base, tokenUrl: 'data:application/json,{}', grantType: 'refresh_token', refreshToken: 'r' }, /is not an http\(s\) URL \(data:\)/],
    ['a blob: token URL', { ...base, tokenUrl: 'blob:https://id.test/1', grantType: 'client_credentials' }, /is not an http\(s\) URL \(blob:\)/],
  ])('refuses %s', (_, input, message) => {
    expect(() => tokenRequest(input)).toThrow(message);
  });

  it.each<[string, TokenRequestInput, OAuthInputIssue]>([
    ['authorization code without a code', { ...base, grantType: 'authorization_code', redirectUri: 'https://r' }, { what: 'required', param: 'code', grant: 'authorization_code' }],
    ['x-pkce-only without a verifier', { ...base, grantType: 'authorization_code', code: 'c', redirectUri: 'https://r', pkceOnly: true }, { what: 'pkce-only' }],
    ['password without a username', { ...base, grantType: 'password', password: 'x' }, { what: 'required', param: 'username', grant: 'password' }],
    ['no client id', { ...base, clientId: '', grantType: 'client_credentials' }, { what: 'client-id', for: 'token' }],
  ])('says what is wrong with %s as data', (_, input, issue) => {
    expect(thrownIssue(() => tokenRequest(input))).toEqual(issue);
  });

  it('encodes Basic credentials per RFC 6749 §2.3.1 (form-urlencoded, then base64 of the ASCII)', () => {
    expect(basicClientCredentials('s6BhdRkqt3', '7Fjfp0ZBr1KtDRbnfVdmIw')).toBe('Basic czZCaGRSa3F0Mzo3RmpmcDBaQnIxS3REUmJuZlZkbUl3');
    expect(basicClientCredentials('ü', 'a b')).toBe(`Basic ${Buffer.from('%C3%BC:a+b').toString('base64')}`);
  });
});

describe('parseTokenResponse', () => {
  const now = 1_700_000_000_000;

  it.each<[string, unknown, ReturnType<typeof parseTokenResponse>]>([
    [
      'a full response',
      { access_token: 'at', token_type: 'bearer', expires_in: 3600, refresh_token: 'rt', scope: 'a b' },
      { ok: true, token: { accessToken: 'at', tokenType: 'Bearer', expiresAt: now + 3_600_000, refreshToken: 'rt', scopes: ['a', 'b'] } },
    ],
    [
      'no scope: the requested scopes were granted; no expiry, no refresh token',
      { access_token: 'at', token_type: 'Bearer' },
      { ok: true, token: { accessToken: 'at', tokenType: 'Bearer', scopes: ['req'] } },
    ],
    [
      'the implicit grant’s fragment fields (strings)',
      { access_token: 'at', token_type: 'Bearer', expires_in: '60', scope: 'x', state: 's' },
      { ok: true, token: { accessToken: 'at', tokenType: 'Bearer', expiresAt: now + 60_000, scopes: ['x'] } },
    ],
    ['JSON text, another token type kept', '{"access_token":"at","token_type":"MAC","expires_in":"soon"}', { ok: true, token: { accessToken: 'at', tokenType: 'MAC', scopes: ['req'] } }],
    [
      'an error with description and URI',
      { error: 'invalid_client', error_description: 'wrong secret', error_uri: 'https://id.test/help' },
      {
        ok: false,
        error: 'invalid_client',
        description: 'wrong secret',
        uri: 'https://id.test/help',
        message: 'Client authentication failed (check the client id, the secret and where it is sent) (invalid_client): wrong secret — see https://id.test/help',
      },
    ],
    ['an unknown error code', { error: 'slow_down' }, { ok: false, error: 'slow_down', message: 'The authorization server refused the request (slow_down)' }],
    [
      'no access_token',
      { token_type: 'Bearer' },
      {
        ok: false,
        error: 'invalid_response',
        description: 'The token response has no access_token',
        message: 'The authorization server refused the request (invalid_response): The token response has no access_token',
        what: 'no-token',
      },
    ],
    [
      'not JSON',
      '<html>',
      {
        ok: false,
        error: 'invalid_response',
        description: 'The token response is not JSON',
        message: 'The authorization server refused the request (invalid_response): The token response is not JSON',
        what: 'not-json',
      },
    ],
    [
      'a JSON array',
      [],
      {
        ok: false,
        error: 'invalid_response',
        description: 'The token response is not a JSON object',
        message: 'The authorization server refused the request (invalid_response): The token response is not a JSON object',
        what: 'not-object',
      },
    ],
  ])('%s', (_, json, expected) => {
    expect(parseTokenResponse(json, now, ['req'])).toEqual(expected);
  });
});

describe('parseRedirect', () => {
  const r = 'https://docs.test/oauth-receiver.html';

  it.each<[string, string, ReturnType<typeof parseRedirect>]>([
    ['a code and state in the query', `${r}?code=abc&state=s1`, { kind: 'code', code: 'abc', state: 's1' }],
    ['a code with an issuer (RFC 9207)', `${r}?code=abc&state=s1&iss=https%3A%2F%2Fid.test`, { kind: 'code', code: 'abc', state: 's1', iss: 'https://id.test' }],
    [
      'the implicit grant’s fragment',
      `${r}#access_token=at&token_type=Bearer&expires_in=60&scope=a+b&state=s2`,
      { kind: 'token', state: 's2', fields: { access_token: 'at', token_type: 'Bearer', expires_in: '60', scope: 'a b', state: 's2' } },
    ],
    [
      'an error in the query',
      `${r}?error=access_denied&error_description=The+user+said+no&state=s3`,
      { kind: 'error', state: 's3', error: 'access_denied', description: 'The user said no', message: 'Access was denied (access_denied): The user said no' },
    ],
    [
      'an error in the fragment (implicit)',
      `${r}#error=invalid_scope&state=s4`,
      { kind: 'error', state: 's4', error: 'invalid_scope', message: 'A requested scope is not valid (invalid_scope)' },
    ],
    [
      'nothing useful',
      `${r}?state=s5`,
      {
        kind: 'error',
        state: 's5',
        error: 'invalid_response',
        description: 'The redirect carries neither a code, an access token nor an error',
        message: 'The authorization server refused the request (invalid_response): The redirect carries neither a code, an access token nor an error',
        what: 'redirect-empty',
      },
    ],
  ])('%s', (_, url, expected) => {
    expect(parseRedirect(url)).toEqual(expected);
  });

  it('reports a URL it cannot parse', () => {
    expect(parseRedirect('not a url')).toMatchObject({ kind: 'error', error: 'invalid_response' });
  });
});

describe('flowProblems', () => {
  it.each<[OAuthFlowType, unknown, string[]]>([
    ['authorizationCode', { authorizationUrl: 'a', tokenUrl: 't', scopes: {} }, []],
    ['implicit', { authorizationUrl: '/authorize', scopes: {} }, []],
    ['clientCredentials', { tokenUrl: 't' }, []],
    ['password', { okenUrl: 'https://id.test/token', scopes: {} }, ['The Password flow has no tokenUrl (the description has "okenUrl" — a misspelling?), so it cannot be started.']],
    ['authorizationCode', { tokenUrl: 't' }, ['The Authorization Code flow has no authorizationUrl, so it cannot be started.']],
    [
      'authorizationCode',
      { authorizationUrl: ' ', refreshUrl: 'r' },
      ['The Authorization Code flow has no authorizationUrl, so it cannot be started.', 'The Authorization Code flow has no tokenUrl, so it cannot be started.'],
    ],
    ['implicit', null, ['The Implicit flow has no authorizationUrl, so it cannot be started.']],
    ['clientCredentials', { TokenUrl: 't' }, ['The Client Credentials flow has no tokenUrl (the description has "TokenUrl" — a misspelling?), so it cannot be started.']],
    ['clientCredentials', { tokenUrl: 42 }, ['The Client Credentials flow has no tokenUrl, so it cannot be started.']],
  ])('%s %j', (type, flow, problems) => {
    expect(flowProblems(type, flow)).toEqual(problems);
  });
});
