// A real OAuth 2.0 authorization server for tests and the demo.
//
// The grants that need a token endpoint (authorization_code with PKCE, client_credentials,
// password, refresh_token) are handled by @node-oauth/oauth2-server, a maintained, spec-checked
// implementation; this file is the small node:http wrapper around it plus what that package
// leaves out on purpose:
// - the implicit grant (`response_type=token`, RFC 6749 §4.2), implemented here;
// - client authentication (RFC 6749 §2.3): done here before the package sees the request, so
//   the server can record whether the client used HTTP Basic or the form body, decode Basic
//   credentials as RFC 6749 §2.3.1 says (form-urlencoded before base64), refuse a request that
//   uses both, and require confidential clients to authenticate on every grant;
// - a login/consent page that a headless browser can drive, CORS for pages on other origins,
//   token introspection (RFC 7662), metadata (RFC 8414 / OpenID discovery) and a record of
//   everything received, for tests.
//
// Why not oidc-provider: it is far larger, wants a cookie-based interaction session for every
// authorization, has no password grant, and its client authentication is configured per client
// rather than accepting both Basic and body for one client; for a test double whose job is to
// check the wire format of four grants, the smaller package behind our own wrapper is simpler
// and fully deterministic.
//
// Secrets are never logged: the server prints nothing, and its records replace client secrets
// and passwords with "[redacted]".

import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import OAuth2Server from '@node-oauth/oauth2-server';
import { listen } from './listen.mjs';

const { Request, Response, OAuthError } = OAuth2Server;

/** The test user of the login page and the password grant. */
export const TEST_USER = Object.freeze({ username: 'alice', password: 'wonderland' });

/**
 * The default clients. The confidential client's secret holds characters that HTTP Basic
 * credentials must form-urlencode (RFC 6749 §2.3.1): space, colon, plus, slash, percent.
 */
export const DEFAULT_CLIENTS = Object.freeze({
  confidential: Object.freeze({ id: 'spec-doc-confidential', secret: 'conf secret:+/%' }),
  public: Object.freeze({ id: 'spec-doc-public' }),
});

/** Scopes this server grants: those of test/fixtures/auth-demo.yaml's `ms-oauth` flows, plus OpenID's. */
export const SCOPES = Object.freeze([
  'https://graph.example.com/User.ReadBasic.All',
  'https://graph.example.com/User.Read.All',
  'https://graph.example.com/Directory.Read.All',
  'User.ReadBasic.All',
  'User.Read.All',
  'Directory.Read.All',
  'openid',
  'profile',
]);

const GRANTS_AT_TOKEN_ENDPOINT = ['authorization_code', 'client_credentials', 'password', 'refresh_token'];
const ALL_GRANTS = [...GRANTS_AT_TOKEN_ENDPOINT, 'implicit'];
const REDACTED = '[redacted]';
const SECRET_PARAMS = new Set(['client_secret', 'password']);

/**
 * @typedef {object} ClientConfig
 * @property {string} id
 * @property {string} [secret] absent for a public client
 * @property {string[]} [redirectUris] exact redirect URIs (RFC 6749 §3.1.2)
 * @property {string[]} [grants] default: all five for a confidential client; authorization_code,
 *   refresh_token and implicit for a public one
 * @property {boolean} [pkceRequired] authorization code requests must carry an S256
 *   code_challenge (always true for a public client)
 * @property {Array<'header' | 'body'>} [authMethods] accepted client authentication (default both)
 * @property {number} [accessTokenLifetime] seconds (default: the server's)
 * @property {number} [refreshTokenLifetime] seconds (default: the server's)
 */

/**
 * Start the OAuth 2.0 server.
 *
 * Endpoints (no trailing slashes):
 * - `GET /authorize` — `response_type=code` (via the package; PKCE S256) or `token` (the implicit
 *   grant, here). Checks `client_id` and that `redirect_uri` is one registered for the client
 *   (an unknown client or redirect URI gets an error page, never a redirect, RFC 6749 §4.1.2.1 /
 *   §4.2.2.1), then shows a login and consent page: a form with the labelled inputs `Username`
 *   and `Password` and the buttons `Allow` and `Deny`. It posts to `POST /authorize`, which
 *   redirects to the client: the code in the query, or the implicit grant's token in the
 *   fragment; errors (`access_denied` on Deny, `invalid_request`, …) likewise.
 * - `GET /authorize/auto` — the same without the page: approves at once as the test user.
 *   `GET /authorize/deny` — denies at once (`access_denied`). Point a description's
 *   authorizationUrl at these when a test does not want to drive the form.
 * - `POST /token` — the token endpoint (form-urlencoded body). Client authentication by HTTP
 *   Basic or by `client_id`/`client_secret` in the body; public clients send `client_id` only.
 * - `POST /introspect` — RFC 7662 (the caller authenticates as any registered client).
 * - `GET /userinfo` — a protected resource: `Authorization: Bearer <token>` → `{ sub, client_id,
 *   scope }`; 401 with `WWW-Authenticate` for a missing, unknown, expired or revoked token.
 * - `GET /.well-known/oauth-authorization-server` and `/.well-known/openid-configuration` —
 *   metadata (RFC 8414) naming the endpoints above.
 * - `GET /__oauth/received[?client_id=…]` — token and authorization requests received (newest
 *   last), `DELETE` clears them; `GET /__oauth/tokens[?client_id=…]` — the tokens issued;
 *   `POST /__oauth/clients` (JSON {@link ClientConfig}) — registers or replaces a client, so a test
 *   can have its own redirect URIs or a short token lifetime without touching other tests.
 *
 * Every response carries CORS headers for the requesting Origin (reflected), and preflights are
 * answered with the requested headers allowed, so pages on any origin can call the token,
 * introspection, userinfo and metadata endpoints.
 *
 * @param {{
 *   port?: number, host?: string,
 *   redirectUris?: string[],
 *   accessTokenLifetime?: number, refreshTokenLifetime?: number,
 *   clients?: ClientConfig[],
 * }} [options] `redirectUris` are registered for both default clients; `clients` are added to
 *   (or replace, by id) the defaults; lifetimes are in seconds (default 3600 and 86 400).
 * @returns {Promise<{
 *   url: string, port: number, server: import('node:http').Server, close: () => Promise<void>,
 *   authorizeUrl: string, tokenUrl: string,
 *   clients: typeof DEFAULT_CLIENTS, user: typeof TEST_USER,
 *   received: object[], tokens: object[],
 *   addClient: (config: ClientConfig) => void,
 * }>} `url` has no trailing slash.
 */
export async function startOAuthServer({ port = 0, host = '127.0.0.1', redirectUris = [], accessTokenLifetime = 3600, refreshTokenLifetime = 86_400, clients = [] } = {}) {
  /** @type {Map<string, Required<Omit<ClientConfig, 'secret' | 'accessTokenLifetime' | 'refreshTokenLifetime'>> & ClientConfig>} */
  const registry = new Map();
  /** What the server received, for tests (secrets redacted). */
  const received = [];
  /** Every token issued: `{ accessToken, tokenType, refreshToken?, clientId, user, scope, grantType, issuedAt, expiresAt, revoked }`. */
  const tokens = [];
  /** @type {Map<string, object>} access or refresh token → its record in `tokens` */
  const byToken = new Map();
  /** @type {Map<string, object>} authorization code → the package's code object */
  const codes = new Map();
  let nextId = 1;

  function addClient(config) {
    if (!config || typeof config.id !== 'string' || !config.id) throw new Error('addClient: id is required');
    const isPublic = typeof config.secret !== 'string';
    registry.set(config.id, {
      ...config,
      redirectUris: [...(config.redirectUris ?? [])],
      grants: [...(config.grants ?? (isPublic ? ['authorization_code', 'refresh_token', 'implicit'] : ALL_GRANTS))],
      pkceRequired: isPublic || config.pkceRequired === true,
      authMethods: [...(config.authMethods ?? ['header', 'body'])],
    });
  }
  addClient({ ...DEFAULT_CLIENTS.confidential, redirectUris });
  addClient({ ...DEFAULT_CLIENTS.public, redirectUris });
  for (const c of clients) addClient(c);

  const userObject = () => ({ id: TEST_USER.username, username: TEST_USER.username });

  // The storage model the package calls. Client authentication has already happened in
  // authenticateClient() when these run, so getClient only looks the client up.
  const model = {
    async getClient(clientId) {
      const c = registry.get(clientId);
      if (!c) return null;
      return {
        id: c.id,
        grants: c.grants,
        redirectUris: c.redirectUris,
        accessTokenLifetime: c.accessTokenLifetime,
        refreshTokenLifetime: c.refreshTokenLifetime,
      };
    },
    async getUser(username, password) {
      return username === TEST_USER.username && password === TEST_USER.password ? userObject() : null;
    },
    async getUserFromClient(client) {
      return { id: `client:${client.id}` };
    },
    async validateScope(_user, _client, scope) {
      if (scope === undefined) return [];
      return scope.every((s) => SCOPES.includes(s)) ? scope : false;
    },
    async saveAuthorizationCode(code, client, user) {
      const saved = { ...code, client, user };
      codes.set(code.authorizationCode, saved);
      return saved;
    },
    async getAuthorizationCode(code) {
      return codes.get(code) ?? null;
    },
    async revokeAuthorizationCode(code) {
      return codes.delete(code.authorizationCode);
    },
    async saveToken(token, client, user) {
      const record = {
        accessToken: token.accessToken,
        tokenType: 'Bearer',
        ...(token.refreshToken ? { refreshToken: token.refreshToken } : {}),
        clientId: client.id,
        user: user.username ?? user.id,
        scope: (token.scope ?? []).join(' '),
        grantType: '',
        issuedAt: new Date().toISOString(),
        expiresAt: token.accessTokenExpiresAt.toISOString(),
        ...(token.refreshTokenExpiresAt ? { refreshTokenExpiresAt: token.refreshTokenExpiresAt.toISOString() } : {}),
        revoked: false,
      };
      tokens.push(record);
      byToken.set(record.accessToken, record);
      if (record.refreshToken) byToken.set(record.refreshToken, record);
      return { ...token, client, user };
    },
    async getAccessToken(accessToken) {
      const r = byToken.get(accessToken);
      if (!r || r.accessToken !== accessToken || r.revoked) return null;
      return { accessToken, accessTokenExpiresAt: new Date(r.expiresAt), scope: r.scope ? r.scope.split(' ') : [], client: { id: r.clientId }, user: { id: r.user } };
    },
    async getRefreshToken(refreshToken) {
      const r = byToken.get(refreshToken);
      if (!r || r.refreshToken !== refreshToken || r.revoked) return null;
      return {
        refreshToken,
        refreshTokenExpiresAt: r.refreshTokenExpiresAt ? new Date(r.refreshTokenExpiresAt) : undefined,
        scope: r.scope ? r.scope.split(' ') : undefined,
        client: { id: r.clientId },
        user: { id: r.user, username: r.user },
      };
    },
    // Refreshing revokes the old pair (RFC 6749 §6 allows it; RFC 9700 §4.14.2 recommends rotation).
    async revokeToken(token) {
      const r = byToken.get(token.refreshToken);
      if (!r || r.revoked) return false;
      r.revoked = true;
      return true;
    },
  };

  const oauth = new OAuth2Server({
    model,
    accessTokenLifetime,
    refreshTokenLifetime,
    allowEmptyState: false,
    // Confidential clients must authenticate on a refresh too; authenticateClient() enforces
    // that. Public clients refresh with their client_id alone.
    requireClientAuthentication: { refresh_token: false },
  });

  function record(entry) {
    const item = { id: nextId++, time: new Date().toISOString(), ...entry };
    received.push(item);
    return item;
  }

  // ---- HTTP plumbing --------------------------------------------------------------------

  function corsHeaders(req) {
    const origin = req.headers.origin;
    if (!origin) return {};
    return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', 'Access-Control-Expose-Headers': 'WWW-Authenticate', Vary: 'Origin' };
  }

  function sendJson(req, res, status, value, extra = {}) {
    const body = Buffer.from(JSON.stringify(value, null, 2));
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      Pragma: 'no-cache',
      ...corsHeaders(req),
      ...extra,
    });
    res.end(body);
  }

  function sendHtml(res, status, html) {
    const body = Buffer.from(html);
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      // No scripts on these pages at all. (No form-action: Chromium applies it to the redirect
      // that follows the form post, which goes to the client's origin.)
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Frame-Options': 'DENY',
    });
    res.end(body);
  }

  function redirect(res, location) {
    res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
    res.end();
  }

  async function readBody(req, limit = 1_000_000) {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > limit) throw new Error('request body too large');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Form body → { params (object), duplicate (first repeated name, if any) }. */
  function parseForm(text) {
    /** @type {Record<string, string>} */
    const params = Object.create(null);
    let duplicate = '';
    for (const [k, v] of new URLSearchParams(text)) {
      if (k in params && !duplicate) duplicate = k;
      params[k] = v;
    }
    return { params, duplicate };
  }

  const redact = (params) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, SECRET_PARAMS.has(k) ? REDACTED : v]));

  function oauthError(res, req, status, error, description, extra = {}) {
    sendJson(req, res, status, { error, error_description: description }, extra);
  }

  /** `application/x-www-form-urlencoded` decoding of one Basic credential half (RFC 6749 §2.3.1). */
  function formDecode(s) {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  }

  /**
   * Client authentication of a token or introspection request (RFC 6749 §2.3).
   * @returns {{ ok: true, clientId: string, secret?: string, method: 'header' | 'body' | 'none', client: object }
   *   | { ok: false, status: number, error: string, description: string, method: string, clientId?: string, headers?: object }}
   */
  function authenticateClient(req, params, { allowPublic }) {
    const auth = req.headers.authorization ?? '';
    const basic = /^Basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(auth);
    const bodySecret = typeof params.client_secret === 'string';
    const fail = (status, error, description, method, clientId) => ({
      ok: false,
      status,
      error,
      description,
      method,
      clientId,
      headers: method === 'header' ? { 'WWW-Authenticate': 'Basic realm="spec-doc test OAuth server"' } : {},
    });
    if (auth && !basic) return fail(401, 'invalid_client', 'Client authentication failed: only HTTP Basic is accepted in the Authorization header', 'header');
    if (basic) {
      if (bodySecret) return fail(400, 'invalid_request', 'The client used more than one authentication method (HTTP Basic and client_secret in the body)', 'header');
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) return fail(401, 'invalid_client', 'Client authentication failed: malformed HTTP Basic credentials', 'header');
      let id;
      let secret;
      try {
        id = formDecode(decoded.slice(0, colon));
        secret = formDecode(decoded.slice(colon + 1));
      } catch {
        return fail(401, 'invalid_client', 'Client authentication failed: HTTP Basic credentials are not form-urlencoded (RFC 6749 §2.3.1)', 'header');
      }
      if (params.client_id !== undefined && params.client_id !== id) return fail(400, 'invalid_request', 'client_id in the body differs from the HTTP Basic user name', 'header', id);
      return check(id, secret, 'header');
    }
    if (typeof params.client_id !== 'string' || !params.client_id) return fail(400, 'invalid_request', 'Missing parameter: client_id (or HTTP Basic client authentication)', 'none');
    return check(params.client_id, bodySecret ? params.client_secret : undefined, bodySecret ? 'body' : 'none');

    function check(id, secret, method) {
      const client = registry.get(id);
      if (!client) return fail(401, 'invalid_client', `Unknown client: ${id}`, method, id);
      if (typeof client.secret === 'string') {
        if (secret === undefined) return fail(401, 'invalid_client', 'Client authentication required: this is a confidential client', method, id);
        if (!client.authMethods.includes(method))
          return fail(401, 'invalid_client', `This client may not authenticate with the ${method === 'header' ? 'Authorization header' : 'request body'}`, method, id);
        if (secret !== client.secret) return fail(401, 'invalid_client', 'Client authentication failed: wrong client secret', method, id);
      } else {
        if (secret !== undefined) return fail(401, 'invalid_client', 'This public client has no secret; send client_id only', method, id);
        if (!allowPublic) return fail(401, 'invalid_client', 'A public client cannot use this endpoint', method, id);
      }
      return { ok: true, clientId: id, secret, method, client };
    }
  }

  // ---- Token endpoint --------------------------------------------------------------------

  async function handleToken(req, res) {
    const text = await readBody(req);
    const { params, duplicate } = parseForm(text);
    const entry = record({
      endpoint: 'token',
      origin: req.headers.origin ?? null,
      contentType: req.headers['content-type'] ?? null,
      grantType: params.grant_type ?? null,
      clientId: null,
      clientAuth: null,
      clientSecretSent: typeof params.client_secret === 'string' || /^Basic\s/i.test(req.headers.authorization ?? ''),
      pkce: 'none',
      params: redact(params),
      status: 0,
    });
    const finish = (status, body, headers = {}) => {
      entry.status = status;
      if (body.error) entry.error = body.error;
      sendJson(req, res, status, body, headers);
    };
    if (duplicate) return finish(400, { error: 'invalid_request', error_description: `Parameter sent more than once: ${duplicate}` });
    const auth = authenticateClient(req, params, { allowPublic: true });
    entry.clientAuth = auth.method;
    entry.clientId = auth.clientId ?? params.client_id ?? null;
    if (!auth.ok) return finish(auth.status, { error: auth.error, error_description: auth.description }, auth.headers);
    if (typeof params.grant_type === 'string' && GRANTS_AT_TOKEN_ENDPOINT.includes(params.grant_type) && !auth.client.grants.includes(params.grant_type)) {
      return finish(400, { error: 'unauthorized_client', error_description: `This client may not use the ${params.grant_type} grant` });
    }
    if (typeof auth.client.secret !== 'string' && params.grant_type === 'authorization_code' && !params.code_verifier) {
      return finish(400, { error: 'invalid_request', error_description: 'This public client must use PKCE: code_verifier is missing' });
    }
    const code = params.grant_type === 'authorization_code' && params.code ? codes.get(params.code) : undefined;
    if (code?.codeChallenge) entry.pkce = 'unverified';

    // The package gets the credentials in the body only: client authentication is settled.
    const headers = { ...req.headers };
    delete headers.authorization;
    const body = { ...params, client_id: auth.clientId };
    if (auth.secret !== undefined) body.client_secret = auth.secret;
    const request = new Request({ method: 'POST', headers, query: {}, body });
    const response = new Response();
    try {
      const token = await oauth.token(request, response);
      const issued = byToken.get(token.accessToken);
      if (issued) issued.grantType = params.grant_type;
      if (code?.codeChallenge) entry.pkce = 'verified';
      const out = { ...response.body };
      if (out.scope === '') delete out.scope;
      // The package derives expires_in from the stored expiry, rounding down (3599, or 0 and then
      // left out for a 1-second lifetime); the configured lifetime is what was meant.
      out.expires_in = auth.client.accessTokenLifetime ?? accessTokenLifetime;
      entry.issued = token.accessToken;
      finish(200, out);
    } catch (err) {
      if (!(err instanceof OAuthError)) throw err;
      if (code?.codeChallenge && /code verifier|code_verifier/i.test(err.message)) entry.pkce = 'failed';
      // Some checks throw before the package fills in `response`, so the error itself is the source.
      finish(err.code || 400, { error: err.name, error_description: err.message }, response.headers['www-authenticate'] ? { 'WWW-Authenticate': response.headers['www-authenticate'] } : {});
    }
  }

  // ---- Authorization endpoint ------------------------------------------------------------

  /** Checks client and redirect URI; `{ error }` means: show the error page, never redirect. */
  function checkAuthorizeClient(params) {
    const client = params.client_id ? registry.get(params.client_id) : undefined;
    if (!params.client_id) return { error: 'Missing parameter: client_id' };
    if (!client) return { error: `Unknown client: ${params.client_id}` };
    let redirectUri = params.redirect_uri;
    if (redirectUri === undefined) {
      // RFC 6749 §3.1.2.3: without a redirect_uri the registered one is used, if there is exactly one.
      if (client.redirectUris.length !== 1) return { error: 'Missing parameter: redirect_uri (the client has several or none registered)' };
      redirectUri = client.redirectUris[0];
    } else if (!client.redirectUris.includes(redirectUri)) {
      return { error: `redirect_uri is not registered for ${client.id}: ${redirectUri}` };
    }
    return { client, redirectUri };
  }

  /** `uri` with `fields` added to its fragment (implicit grant) or to its query (code). */
  function withResponse(uri, fields, inFragment) {
    const url = new URL(uri);
    const pairs = Object.entries(fields).filter(([, v]) => v !== undefined && v !== '');
    if (inFragment) {
      url.hash = new URLSearchParams(pairs).toString();
    } else {
      for (const [k, v] of pairs) url.searchParams.set(k, v);
    }
    return url.href;
  }

  /**
   * Finishes an authorization request once the user's decision is known: redirects to the client
   * with a code (query), a token (fragment) or an error.
   */
  async function completeAuthorization(req, res, params, approved) {
    const checked = checkAuthorizeClient(params);
    const entry = record({
      endpoint: 'authorize',
      responseType: params.response_type ?? null,
      clientId: params.client_id ?? null,
      redirectUri: params.redirect_uri ?? null,
      scope: params.scope ?? null,
      state: params.state ?? null,
      codeChallenge: params.code_challenge ?? null,
      codeChallengeMethod: params.code_challenge_method ?? null,
      params: redact(params),
      approved,
      outcome: '',
    });
    if (checked.error) {
      entry.outcome = 'error page';
      return sendHtml(res, 400, page('Authorization error', `<p role="alert">${escapeHtml(checked.error)}</p>`));
    }
    const { client, redirectUri } = checked;
    const implicit = params.response_type === 'token';
    const fail = (error, description) => {
      entry.outcome = error;
      redirect(res, withResponse(redirectUri, { error, error_description: description, state: params.state }, implicit));
    };

    if (implicit) {
      // RFC 6749 §4.2: the access token goes straight into the redirect's fragment; no refresh token.
      if (!client.grants.includes('implicit')) return fail('unauthorized_client', 'This client may not use the implicit grant');
      if (!approved) return fail('access_denied', 'The user denied access');
      const scope = (params.scope ?? '').split(' ').filter(Boolean);
      if (!(await model.validateScope(null, client, scope))) return fail('invalid_scope', 'Requested scope is invalid');
      const lifetime = client.accessTokenLifetime ?? accessTokenLifetime;
      const accessToken = randomBytes(24).toString('base64url');
      await model.saveToken({ accessToken, accessTokenExpiresAt: new Date(Date.now() + lifetime * 1000), scope }, { id: client.id }, userObject());
      const issued = byToken.get(accessToken);
      if (issued) issued.grantType = 'implicit';
      entry.outcome = 'token';
      entry.issued = accessToken;
      return redirect(res, withResponse(redirectUri, { access_token: accessToken, token_type: 'Bearer', expires_in: String(lifetime), scope: scope.join(' '), state: params.state }, true));
    }

    if (params.response_type === 'code' && client.pkceRequired && !params.code_challenge) {
      return fail('invalid_request', 'code_challenge required (PKCE, RFC 7636 §4.4.1): this client must use PKCE');
    }
    if (params.code_challenge && params.code_challenge_method !== 'S256') {
      return fail('invalid_request', 'code_challenge_method must be S256');
    }
    const query = { ...params, redirect_uri: redirectUri };
    if (!approved) query.allowed = 'false';
    const request = new Request({ method: 'GET', headers: { ...req.headers }, query, body: {} });
    const response = new Response();
    try {
      const code = await oauth.authorize(request, response, { authenticateHandler: { handle: () => userObject() } });
      entry.outcome = 'code';
      entry.code = code.authorizationCode;
    } catch (err) {
      if (!(err instanceof OAuthError)) throw err;
      entry.outcome = err.name;
      if (!response.headers.location) return sendHtml(res, 400, page('Authorization error', `<p role="alert">${escapeHtml(err.message)}</p>`));
    }
    redirect(res, response.headers.location);
  }

  async function handleAuthorize(req, res, url) {
    const mode = url.pathname.slice('/authorize'.length); // '', '/auto' or '/deny'
    if (req.method === 'GET') {
      const { params, duplicate } = parseForm(url.search);
      if (duplicate) return sendHtml(res, 400, page('Authorization error', `<p role="alert">Parameter sent more than once: ${escapeHtml(duplicate)}</p>`));
      if (mode === '/auto') return completeAuthorization(req, res, params, true);
      if (mode === '/deny') return completeAuthorization(req, res, params, false);
      const checked = checkAuthorizeClient(params);
      if (checked.error) return completeAuthorization(req, res, params, false);
      return sendHtml(res, 200, consentPage(params, checked.client));
    }
    // POST /authorize: the consent form.
    const { params: form } = parseForm(await readBody(req));
    const { decision, username, password, ...params } = form;
    if (decision !== 'allow') return completeAuthorization(req, res, params, false);
    if (username !== TEST_USER.username || password !== TEST_USER.password) {
      const checked = checkAuthorizeClient(params);
      if (checked.error) return completeAuthorization(req, res, params, false);
      return sendHtml(res, 200, consentPage(params, checked.client, 'Wrong user name or password.'));
    }
    return completeAuthorization(req, res, params, true);
  }

  // ---- Introspection, userinfo, metadata ----------------------------------------------------

  async function handleIntrospect(req, res) {
    const { params } = parseForm(await readBody(req));
    const auth = authenticateClient(req, params, { allowPublic: false });
    if (!auth.ok) return oauthError(res, req, auth.status, auth.error, auth.description, auth.headers);
    const r = typeof params.token === 'string' ? byToken.get(params.token) : undefined;
    const isAccess = r?.accessToken === params.token;
    const exp = r ? Date.parse(isAccess ? r.expiresAt : (r.refreshTokenExpiresAt ?? r.expiresAt)) : 0;
    if (!r || r.revoked || exp <= Date.now()) return sendJson(req, res, 200, { active: false });
    sendJson(req, res, 200, {
      active: true,
      scope: r.scope,
      client_id: r.clientId,
      username: r.user,
      sub: r.user,
      token_type: isAccess ? 'Bearer' : 'refresh_token',
      iat: Math.floor(Date.parse(r.issuedAt) / 1000),
      exp: Math.floor(exp / 1000),
    });
  }

  async function handleUserinfo(req, res) {
    const request = new Request({ method: req.method, headers: { ...req.headers }, query: {}, body: {} });
    const response = new Response();
    try {
      const token = await oauth.authenticate(request, response, { addAcceptedScopesHeader: false, addAuthorizedScopesHeader: false });
      sendJson(req, res, 200, { sub: token.user.id, client_id: token.client.id, scope: token.scope.join(' ') });
    } catch (err) {
      if (!(err instanceof OAuthError)) throw err;
      const challenge = response.headers['www-authenticate'];
      oauthError(res, req, err.code === 400 || err.code === 401 || err.code === 403 ? err.code : 401, err.name, err.message, challenge ? { 'WWW-Authenticate': challenge } : {});
    }
  }

  function metadata() {
    return {
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      introspection_endpoint: `${base}/introspect`,
      userinfo_endpoint: `${base}/userinfo`,
      response_types_supported: ['code', 'token'],
      grant_types_supported: ['authorization_code', 'implicit', 'client_credentials', 'password', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: [...SCOPES],
    };
  }

  // ---- Router ------------------------------------------------------------------------------

  const filterByClient = (list, url) => {
    const id = url.searchParams.get('client_id');
    return id === null ? list : list.filter((e) => e.clientId === id);
  };

  async function route(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders(req),
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (path === '/authorize' && (req.method === 'GET' || req.method === 'POST')) return handleAuthorize(req, res, url);
    if ((path === '/authorize/auto' || path === '/authorize/deny') && req.method === 'GET') return handleAuthorize(req, res, url);
    if (path === '/token') {
      if (req.method !== 'POST') return oauthError(res, req, 405, 'invalid_request', 'The token endpoint accepts POST only', { Allow: 'POST, OPTIONS' });
      return handleToken(req, res);
    }
    if (path === '/introspect' && req.method === 'POST') return handleIntrospect(req, res);
    if (path === '/userinfo' && (req.method === 'GET' || req.method === 'POST')) return handleUserinfo(req, res);
    if ((path === '/.well-known/oauth-authorization-server' || path === '/.well-known/openid-configuration') && req.method === 'GET') return sendJson(req, res, 200, metadata());
    if (path === '/__oauth/received') {
      if (req.method === 'DELETE') {
        received.length = 0;
        res.writeHead(204, corsHeaders(req));
        return res.end();
      }
      return sendJson(req, res, 200, filterByClient(received, url));
    }
    if (path === '/__oauth/tokens' && req.method === 'GET') return sendJson(req, res, 200, filterByClient(tokens, url));
    if (path === '/__oauth/clients' && req.method === 'POST') {
      let config;
      try {
        config = JSON.parse(await readBody(req));
        addClient(config);
      } catch (err) {
        return oauthError(res, req, 400, 'invalid_request', err instanceof Error ? err.message : String(err));
      }
      return sendJson(req, res, 201, { id: config.id });
    }
    oauthError(res, req, 404, 'not_found', `No such endpoint: ${req.method} ${path}`);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      oauthError(res, req, 500, 'server_error', err instanceof Error ? err.message : String(err));
    });
  });
  const started = await listen(server, { port, host });
  const base = started.url;
  return {
    ...started,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    clients: DEFAULT_CLIENTS,
    user: TEST_USER,
    received,
    tokens,
    addClient,
  };
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;max-width:32rem}label{display:block;margin:.5rem 0}input{font:inherit}button{font:inherit;margin-right:.5rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** The login and consent form: the request's parameters ride along as hidden fields. */
function consentPage(params, client, message = '') {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const scopes = (params.scope ?? '').split(/\s+/).filter(Boolean);
  return page(
    'Sign in to the test OAuth server',
    `<p><strong>${escapeHtml(client.id)}</strong> asks for ${params.response_type === 'token' ? 'an access token' : 'an authorization code'}${scopes.length ? ' with these scopes:' : '.'}</p>
${scopes.length ? `<ul>${scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` : ''}
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/authorize">${hidden}
<label>Username <input name="username" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button>
</form>`,
  );
}

// Standalone: `node test/servers/oauth-server.mjs [--port N] [--host H] [--redirect-uri URL]…
// [--access-token-lifetime SECONDS]` starts the server until Ctrl+C and prints its endpoints and
// client ids (never the secret: it is DEFAULT_CLIENTS.confidential.secret above).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const values = (name) => args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]] : []));
  const started = await startOAuthServer({
    port: Number(values('--port')[0] ?? 0),
    host: values('--host')[0] ?? '127.0.0.1',
    redirectUris: values('--redirect-uri'),
    ...(values('--access-token-lifetime')[0] ? { accessTokenLifetime: Number(values('--access-token-lifetime')[0]) } : {}),
  });
  console.log(`test OAuth server at ${started.url}`);
  console.log(`  authorize ${started.authorizeUrl} (login form; /authorize/auto approves at once)`);
  console.log(`  token     ${started.tokenUrl}`);
  console.log(`  clients   ${DEFAULT_CLIENTS.confidential.id} (confidential), ${DEFAULT_CLIENTS.public.id} (public, PKCE); user ${TEST_USER.username}`);
  console.log(`  redirect URIs: ${values('--redirect-uri').join(', ') || '(none: register with --redirect-uri or POST /__oauth/clients)'}`);
  process.on('SIGINT', () => started.close().then(() => process.exit(0)));
}
