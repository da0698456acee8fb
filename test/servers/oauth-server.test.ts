// The test OAuth 2.0 server, exercised over HTTP the way a browser client talks to it.

import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENTS, TEST_USER, startOAuthServer } from './oauth-server.mjs';

const REDIRECT = 'http://127.0.0.1:1/oauth-receiver.html';
const PUBLIC = DEFAULT_CLIENTS.public.id;
const CONF = DEFAULT_CLIENTS.confidential.id;
const SECRET = DEFAULT_CLIENTS.confidential.secret;

type Server = Awaited<ReturnType<typeof startOAuthServer>>;
let server: Server;
let url: string;

beforeAll(async () => {
  server = await startOAuthServer({ redirectUris: [REDIRECT] });
  url = server.url;
});
afterAll(async () => {
  await server.close();
});

const form = (o: Record<string, string>) => new URLSearchParams(o);
const formEncode = (s: string) => new URLSearchParams([['', s]]).toString().slice(1);
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${formEncode(id)}:${formEncode(secret)}`).toString('base64')}`;
const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

async function token(body: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/token`, { method: 'POST', headers, body: form(body) });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

/** Follows nothing: the authorize endpoint's redirect target. */
async function authorize(path: string, params: Record<string, string>) {
  const res = await fetch(`${url}${path}?${form(params)}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** A PKCE authorization code the user approved (auto-approving endpoint), with its verifier. */
async function approvedCode(clientId: string, extra: Record<string, string> = {}): Promise<{ code: string; verifier: string }> {
  const { verifier, challenge } = pkce();
  const res = await authorize('/authorize/auto', {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    state: 's',
    ...extra,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return { code: new URL(res.location!).searchParams.get('code')!, verifier };
}

async function lastTokenRecord(clientId: string) {
  const list = (await (await fetch(`${url}/__oauth/received?client_id=${encodeURIComponent(clientId)}`)).json()) as Array<Record<string, unknown>>;
  return list.filter((e) => e['endpoint'] === 'token').at(-1)!;
}

async function userinfo(accessToken: string) {
  const res = await fetch(`${url}/userinfo`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return { status: res.status, wwwAuthenticate: res.headers.get('www-authenticate'), json: (await res.json()) as Record<string, unknown> };
}

describe('authorization code grant with PKCE', () => {
  it('shows a login and consent form, redirects with code and state, and exchanges the code with the verifier (public client, no secret)', async () => {
    const { verifier, challenge } = pkce();
    const params = {
      response_type: 'code',
      client_id: PUBLIC,
      redirect_uri: REDIRECT,
      scope: 'User.Read.All openid',
      state: 'st-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };
    const page = await authorize('/authorize', params);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<label>Username <input name="username"');
    expect(page.text).toContain('<button name="decision" value="allow">Allow</button>');
    expect(page.text).toContain('<li>User.Read.All</li>');

    // Submitting the form as a browser would (hidden fields carry the request).
    const wrong = await fetch(`${url}/authorize`, { method: 'POST', body: form({ ...params, username: 'alice', password: 'nope', decision: 'allow' }), redirect: 'manual' });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('Wrong user name or password.');
    const ok = await fetch(`${url}/authorize`, { method: 'POST', body: form({ ...params, ...TEST_USER, decision: 'allow' }), redirect: 'manual' });
    expect(ok.status).toBe(302);
    const back = new URL(ok.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-1');
    const code = back.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f]{20,}$/);

    const t = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: PUBLIC, code_verifier: verifier });
    expect(t.status).toBe(200);
    expect(t.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'User.Read.All openid' });
    expect(typeof t.json['access_token']).toBe('string');
    expect(typeof t.json['refresh_token']).toBe('string');
    expect(t.headers.get('cache-control')).toBe('no-store');
    expect(await lastTokenRecord(PUBLIC)).toMatchObject({ grantType: 'authorization_code', clientAuth: 'none', clientSecretSent: false, pkce: 'verified', status: 200 });
    expect(await userinfo(t.json['access_token'] as string)).toMatchObject({ status: 200, json: { sub: 'alice', client_id: PUBLIC, scope: 'User.Read.All openid' } });
  });

  it('refuses a wrong code verifier, and the code is spent afterwards', async () => {
    const { code, verifier } = await approvedCode(PUBLIC);
    const bad = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: PUBLIC, code_verifier: pkce().verifier });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: 'invalid_grant', error_description: 'Invalid grant: code verifier is invalid' });
    expect(await lastTokenRecord(PUBLIC)).toMatchObject({ pkce: 'failed', status: 400, error: 'invalid_grant' });
    const again = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: PUBLIC, code_verifier: verifier });
    expect(again.json['error']).toBe('invalid_grant');
  });

  it('requires PKCE from the public client: at the authorization endpoint and at the token endpoint', async () => {
    const res = await authorize('/authorize/auto', { response_type: 'code', client_id: PUBLIC, redirect_uri: REDIRECT, state: 'st-2' });
    const back = new URL(res.location!);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'invalid_request',
      error_description: 'code_challenge required (PKCE, RFC 7636 §4.4.1): this client must use PKCE',
      state: 'st-2',
    });
    const t = await token({ grant_type: 'authorization_code', code: 'whatever', redirect_uri: REDIRECT, client_id: PUBLIC });
    expect(t.status).toBe(400);
    expect(t.json['error']).toBe('invalid_request');
  });

  it('refuses a plain code_challenge_method', async () => {
    const res = await authorize('/authorize/auto', {
      response_type: 'code',
      client_id: PUBLIC,
      redirect_uri: REDIRECT,
      state: 's',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    expect(new URL(res.location!).searchParams.get('error')).toBe('invalid_request');
  });

  it('lets the confidential client exchange its code with HTTP Basic and PKCE', async () => {
    const { code, verifier } = await approvedCode(CONF, { scope: 'https://graph.example.com/User.Read.All' });
    const t = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier }, { Authorization: basic(CONF, SECRET) });
    expect(t.status).toBe(200);
    expect(t.json['scope']).toBe('https://graph.example.com/User.Read.All');
    expect(await lastTokenRecord(CONF)).toMatchObject({ clientAuth: 'header', clientSecretSent: true, pkce: 'verified' });
  });

  it('refuses the confidential client without its secret even with PKCE', async () => {
    const { code, verifier } = await approvedCode(CONF);
    const t = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CONF, code_verifier: verifier });
    expect(t.status).toBe(401);
    expect(t.json['error']).toBe('invalid_client');
  });

  it('redirects access_denied with the state when the user denies', async () => {
    const params = { response_type: 'code', client_id: PUBLIC, redirect_uri: REDIRECT, state: 'st-3', code_challenge: pkce().challenge, code_challenge_method: 'S256' };
    const viaForm = await fetch(`${url}/authorize`, { method: 'POST', body: form({ ...params, decision: 'deny' }), redirect: 'manual' });
    const viaPath = await authorize('/authorize/deny', params);
    for (const location of [viaForm.headers.get('location')!, viaPath.location!]) {
      const back = new URL(location);
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('state')).toBe('st-3');
    }
  });

  it('never redirects to an unregistered redirect_uri or for an unknown client', async () => {
    for (const params of [
      { response_type: 'code', client_id: PUBLIC, redirect_uri: 'https://evil.test/cb', state: 's' },
      { response_type: 'code', client_id: 'nobody', redirect_uri: REDIRECT, state: 's' },
    ]) {
      for (const path of ['/authorize', '/authorize/auto']) {
        const res = await authorize(path, params);
        expect(res.status).toBe(400);
        expect(res.location).toBeNull();
        expect(res.text).toMatch(/not registered|Unknown client/);
      }
    }
  });
});

describe('client credentials grant', () => {
  it('authenticates with HTTP Basic (form-urlencoded id and secret, RFC 6749 §2.3.1)', async () => {
    const t = await token({ grant_type: 'client_credentials', scope: 'User.ReadBasic.All' }, { Authorization: basic(CONF, SECRET) });
    expect(t.status).toBe(200);
    expect(t.json).toMatchObject({ token_type: 'Bearer', scope: 'User.ReadBasic.All' });
    expect(t.json['refresh_token']).toBeUndefined();
    expect(await lastTokenRecord(CONF)).toMatchObject({ grantType: 'client_credentials', clientAuth: 'header', pkce: 'none' });
  });

  it('authenticates with client_id and client_secret in the body, and never records the secret', async () => {
    const t = await token({ grant_type: 'client_credentials', client_id: CONF, client_secret: SECRET, audience: 'api://demo' });
    expect(t.status).toBe(200);
    const rec = await lastTokenRecord(CONF);
    expect(rec).toMatchObject({ clientAuth: 'body', params: { grant_type: 'client_credentials', client_id: CONF, client_secret: '[redacted]', audience: 'api://demo' } });
    expect(JSON.stringify(server.received)).not.toContain(SECRET);
  });

  it.each<[string, Record<string, string>, Record<string, string>, number, string, string | null]>([
    ['a wrong secret in the header', { grant_type: 'client_credentials' }, { Authorization: basic(CONF, 'wrong') }, 401, 'invalid_client', 'Basic realm="spec-doc test OAuth server"'],
    ['a wrong secret in the body', { grant_type: 'client_credentials', client_id: CONF, client_secret: 'wrong' }, {}, 401, 'invalid_client', null],
    [
      'Basic without form-urlencoding the secret',
      { grant_type: 'client_credentials' },
      { Authorization: `Basic ${Buffer.from(`${CONF}:${SECRET}`).toString('base64')}` },
      401,
      'invalid_client',
      'Basic realm="spec-doc test OAuth server"',
    ],
    [
      'two authentication methods at once',
      { grant_type: 'client_credentials', client_secret: SECRET },
      { Authorization: basic(CONF, SECRET) },
      400,
      'invalid_request',
      'Basic realm="spec-doc test OAuth server"',
    ],
    ['the public client (not allowed this grant)', { grant_type: 'client_credentials', client_id: PUBLIC }, {}, 400, 'unauthorized_client', null],
    ['an unknown scope', { grant_type: 'client_credentials', client_id: CONF, client_secret: SECRET, scope: 'admin' }, {}, 400, 'invalid_scope', null],
    ['an unsupported grant type', { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', client_id: CONF, client_secret: SECRET }, {}, 400, 'unsupported_grant_type', null],
    ['a repeated parameter', { grant_type: 'client_credentials', client_id: CONF, client_secret: SECRET, 'scope&scope=x': '' }, {}, 400, 'invalid_request', null],
  ])('refuses %s', async (_, body, headers, status, error, challenge) => {
    // URLSearchParams would escape the `&` of the repeated-parameter case, so build the body by hand.
    const text = Object.entries(body)
      .map(([k, v]) => (k.includes('&') ? `${k}${v}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`))
      .join('&');
    const res = await fetch(`${url}/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: text });
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(status);
    expect(json['error']).toBe(error);
    expect(typeof json['error_description']).toBe('string');
    expect(res.headers.get('www-authenticate')).toBe(challenge);
  });
});

describe('password grant', () => {
  it('issues a token and a refresh token for the test user', async () => {
    const t = await token({ grant_type: 'password', username: TEST_USER.username, password: TEST_USER.password, scope: 'User.Read.All', client_id: CONF, client_secret: SECRET });
    expect(t.status).toBe(200);
    expect(t.json).toMatchObject({ token_type: 'Bearer', scope: 'User.Read.All' });
    expect(typeof t.json['refresh_token']).toBe('string');
    expect((await lastTokenRecord(CONF))['params']).toMatchObject({ username: 'alice', password: '[redacted]' });
  });

  it('refuses wrong user credentials', async () => {
    const t = await token({ grant_type: 'password', username: 'alice', password: 'guess', client_id: CONF, client_secret: SECRET });
    expect(t.status).toBe(400);
    expect(t.json['error']).toBe('invalid_grant');
  });
});

describe('refresh token grant', () => {
  it('issues a new pair, revokes the old one, and keeps the scope', async () => {
    const first = await token({ grant_type: 'password', username: 'alice', password: 'wonderland', scope: 'User.Read.All', client_id: CONF, client_secret: SECRET });
    const next = await token({ grant_type: 'refresh_token', refresh_token: first.json['refresh_token'] as string }, { Authorization: basic(CONF, SECRET) });
    expect(next.status).toBe(200);
    expect(next.json['access_token']).not.toBe(first.json['access_token']);
    expect(next.json['scope']).toBe('User.Read.All');
    expect((await userinfo(next.json['access_token'] as string)).status).toBe(200);
    const old = await userinfo(first.json['access_token'] as string);
    expect(old.status).toBe(401);
    expect(old.wwwAuthenticate).toContain('error="invalid_token"');
    const replay = await token({ grant_type: 'refresh_token', refresh_token: first.json['refresh_token'] as string }, { Authorization: basic(CONF, SECRET) });
    expect(replay.json['error']).toBe('invalid_grant');
  });

  it('requires the confidential client to authenticate on refresh; the public client sends its id', async () => {
    const first = await token({ grant_type: 'password', username: 'alice', password: 'wonderland', client_id: CONF, client_secret: SECRET });
    const anonymous = await token({ grant_type: 'refresh_token', refresh_token: first.json['refresh_token'] as string, client_id: CONF });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json['error']).toBe('invalid_client');

    const { code, verifier } = await approvedCode(PUBLIC);
    const pub = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: PUBLIC, code_verifier: verifier });
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: pub.json['refresh_token'] as string, client_id: PUBLIC });
    expect(refreshed.status).toBe(200);
    expect(await lastTokenRecord(PUBLIC)).toMatchObject({ grantType: 'refresh_token', clientAuth: 'none' });
  });
});

describe('implicit grant (RFC 6749 §4.2)', () => {
  it('redirects with the token in the fragment, form-encoded, with state and scope and no refresh token', async () => {
    const res = await authorize('/authorize/auto', { response_type: 'token', client_id: PUBLIC, redirect_uri: REDIRECT, scope: 'User.ReadBasic.All User.Read.All', state: 'st/4 x' });
    expect(res.status).toBe(302);
    const back = new URL(res.location!);
    expect(back.search).toBe('');
    expect(back.hash).toMatch(/^#access_token=[\w-]+&token_type=Bearer&expires_in=3600&scope=User.ReadBasic.All\+User.Read.All&state=st%2F4\+x$/);
    const fields = Object.fromEntries(new URLSearchParams(back.hash.slice(1)));
    expect(fields['state']).toBe('st/4 x');
    expect(fields['refresh_token']).toBeUndefined();
    expect(await userinfo(fields['access_token']!)).toMatchObject({ status: 200, json: { client_id: PUBLIC, scope: 'User.ReadBasic.All User.Read.All' } });
    const issued = (await (await fetch(`${url}/__oauth/tokens?client_id=${PUBLIC}`)).json()) as Array<Record<string, unknown>>;
    expect(issued.find((t) => t['accessToken'] === fields['access_token'])).toMatchObject({ grantType: 'implicit', user: 'alice' });
  });

  it('also runs through the consent form', async () => {
    const params = { response_type: 'token', client_id: CONF, redirect_uri: REDIRECT, state: 's5' };
    const res = await fetch(`${url}/authorize`, { method: 'POST', body: form({ ...params, ...TEST_USER, decision: 'allow' }), redirect: 'manual' });
    const fields = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fields.get('state')).toBe('s5');
    expect(fields.get('token_type')).toBe('Bearer');
  });

  it.each([
    ['a denial', '/authorize/deny', { scope: 'User.Read.All' }, 'access_denied'],
    ['an unknown scope', '/authorize/auto', { scope: 'admin' }, 'invalid_scope'],
  ])('puts %s in the fragment as an error with the state (§4.2.2.1)', async (_, path, extra, error) => {
    const res = await authorize(path, { response_type: 'token', client_id: PUBLIC, redirect_uri: REDIRECT, state: 'st-6', ...extra });
    const back = new URL(res.location!);
    expect(back.search).toBe('');
    const fields = Object.fromEntries(new URLSearchParams(back.hash.slice(1)));
    expect(fields).toMatchObject({ error, state: 'st-6' });
    expect(typeof fields['error_description']).toBe('string');
  });

  it('shows an error page instead of redirecting to a redirect_uri that is not registered', async () => {
    const res = await authorize('/authorize/auto', { response_type: 'token', client_id: PUBLIC, redirect_uri: `${REDIRECT}?x=1`, state: 's' });
    expect(res.status).toBe(400);
    expect(res.location).toBeNull();
  });
});

describe('tokens, expiry and introspection', () => {
  it('lets a short access-token lifetime expire; refresh still works; introspection tells active from expired', async () => {
    const short = await startOAuthServer({ redirectUris: [REDIRECT], accessTokenLifetime: 1 });
    try {
      const res = await fetch(`${short.url}/token`, {
        method: 'POST',
        body: form({ grant_type: 'password', username: 'alice', password: 'wonderland', client_id: CONF, client_secret: SECRET }),
      });
      const t = (await res.json()) as Record<string, string | number>;
      expect(t['expires_in']).toBe(1);
      const introspect = async (tok: string) =>
        (await (await fetch(`${short.url}/introspect`, { method: 'POST', headers: { Authorization: basic(CONF, SECRET) }, body: form({ token: tok }) })).json()) as Record<string, unknown>;
      expect(await introspect(t['access_token'] as string)).toMatchObject({ active: true, client_id: CONF, username: 'alice', token_type: 'Bearer' });
      await new Promise((r) => setTimeout(r, 1200));
      expect(await introspect(t['access_token'] as string)).toEqual({ active: false });
      const expired = await fetch(`${short.url}/userinfo`, { headers: { Authorization: `Bearer ${t['access_token']}` } });
      expect(expired.status).toBe(401);
      expect(((await expired.json()) as Record<string, string>)['error_description']).toMatch(/expired/);
      const refreshed = await fetch(`${short.url}/token`, {
        method: 'POST',
        body: form({ grant_type: 'refresh_token', refresh_token: t['refresh_token'] as string, client_id: CONF, client_secret: SECRET }),
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('rejects unknown and missing bearer tokens, and introspection needs client authentication', async () => {
    expect(await userinfo('made-up')).toMatchObject({ status: 401, json: { error: 'invalid_token' } });
    const none = await fetch(`${url}/userinfo`);
    expect(none.status).toBe(401);
    const anon = await fetch(`${url}/introspect`, { method: 'POST', body: form({ token: 'x' }) });
    expect(anon.status).toBe(400);
    const pub = await fetch(`${url}/introspect`, { method: 'POST', body: form({ token: 'x', client_id: PUBLIC }) });
    expect(pub.status).toBe(401);
  });

  it('registers a client at run time with its own redirect URI and lifetime', async () => {
    const id = `test-${Date.now()}`;
    const reg = await fetch(`${url}/__oauth/clients`, {
      method: 'POST',
      body: JSON.stringify({ id, secret: 's', redirectUris: ['http://127.0.0.1:2/cb'], accessTokenLifetime: 7, authMethods: ['header'] }),
    });
    expect(reg.status).toBe(201);
    const viaBody = await token({ grant_type: 'client_credentials', client_id: id, client_secret: 's' });
    expect(viaBody.status).toBe(401);
    const viaHeader = await token({ grant_type: 'client_credentials' }, { Authorization: basic(id, 's') });
    expect(viaHeader.json['expires_in']).toBe(7);
    const res = await authorize('/authorize/auto', { response_type: 'token', client_id: id, redirect_uri: 'http://127.0.0.1:2/cb', state: 's' });
    expect(res.location).toMatch(/^http:\/\/127\.0\.0\.1:2\/cb#access_token=/);
    const bad = await fetch(`${url}/__oauth/clients`, { method: 'POST', body: '{"secret":"x"}' });
    expect(bad.status).toBe(400);
  });

  it('lists what it received and issued per client, and clears the record', async () => {
    const id = `list-${Date.now()}`;
    server.addClient({ id, secret: 'x' });
    const t = await token({ grant_type: 'client_credentials', client_id: id, client_secret: 'x' });
    const tokens = (await (await fetch(`${url}/__oauth/tokens?client_id=${id}`)).json()) as Array<Record<string, unknown>>;
    expect(tokens).toEqual([expect.objectContaining({ accessToken: t.json['access_token'], clientId: id, grantType: 'client_credentials', revoked: false })]);
    const rec = (await (await fetch(`${url}/__oauth/received?client_id=${id}`)).json()) as unknown[];
    expect(rec).toHaveLength(1);
    expect((await fetch(`${url}/__oauth/received`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${url}/__oauth/received`)).json()).toEqual([]);
  });
});

describe('HTTP surface', () => {
  it('answers CORS preflights for the token endpoint with the requested headers, and reflects Origin on the response', async () => {
    const pre = await fetch(`${url}/token`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:9', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,x-extra' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9');
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,content-type,x-extra');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    const res = await fetch(`${url}/token`, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:9', Authorization: basic(CONF, 'wrong') },
      body: form({ grant_type: 'client_credentials' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9');
    expect(res.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
  });

  it('refuses GET on the token endpoint and a body that is not form-encoded', async () => {
    const get = await fetch(`${url}/token`);
    expect(get.status).toBe(405);
    const json = await fetch(`${url}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: basic(CONF, SECRET) },
      body: '{"grant_type":"client_credentials"}',
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as Record<string, string>)['error']).toBe('invalid_request');
  });

  it('publishes its metadata (RFC 8414 and OpenID discovery paths)', async () => {
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
      const meta = (await (await fetch(`${url}${path}`)).json()) as Record<string, unknown>;
      expect(meta).toMatchObject({ issuer: url, authorization_endpoint: `${url}/authorize`, token_endpoint: `${url}/token`, code_challenge_methods_supported: ['S256'] });
    }
  });
});
