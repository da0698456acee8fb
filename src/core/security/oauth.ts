// OAuth 2.0 client machinery as pure functions: PKCE, state, the authorization URL, token
// requests, token responses, the redirect the receiver page hands back, and the checks on a
// flow object. No DOM and no globals beyond `URL`, `URLSearchParams`, `Headers` and
// `TextEncoder` (Node, browsers and workers all have them); randomness and hashing come in as
// parameters, so `globalThis.crypto` works in both Node and the browser:
//
//   const pkce = await createPkce(crypto);          // { verifier, challenge, method: 'S256' }
//   const state = randomState(crypto);
//   const url = authorizeUrl({ ..., state, codeChallenge: pkce.challenge });
//
// Spec references: RFC 6749 (OAuth 2.0), RFC 7636 (PKCE), RFC 9700 (security BCP).

import { printable } from '../request/http-name.js';
import { oauthUrl, type OAuthUrlRefusal } from './oauth-url.js';

/** The OAuth 2.0 flow names of an OpenAPI `flows` object. */
export const OAUTH_FLOW_TYPES = ['authorizationCode', 'clientCredentials', 'implicit', 'password'] as const;
/** One OpenAPI OAuth 2.0 flow name. */
export type OAuthFlowType = (typeof OAUTH_FLOW_TYPES)[number];

/** The device access token request's grant type (RFC 8628 §3.4). */
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** Grant types that go to the token endpoint. */
export const GRANT_TYPES = ['authorization_code', 'client_credentials', 'password', 'refresh_token', DEVICE_CODE_GRANT] as const;
/** One token-endpoint grant type. */
export type GrantType = (typeof GRANT_TYPES)[number];

/** Where the client id and secret go on a token request (`x-receive-token-in`). */
export const CLIENT_AUTH_LOCATIONS = ['request-body', 'header'] as const;
/** One `x-receive-token-in` value. */
export type ClientAuthLocation = (typeof CLIENT_AUTH_LOCATIONS)[number];

/** Extra parameters as ordered name/value pairs (a name may repeat). */
export type ParamPairs = Array<[string, string]>;

/** The part of `crypto` that makes random bytes (`globalThis.crypto` fits). */
export interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
}

/** The part of `crypto.subtle` that hashes (`globalThis.crypto.subtle` fits). */
export interface Digester {
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

// ---- Errors of the input ------------------------------------------------------------------

/**
 * What was wrong with the input of an authorization or token request, as data for the interface
 * to word (`OAuthInputError.issue`); the error's `message` says it in English.
 */
export type OAuthInputIssue =
  | { what: 'client-id'; for: 'authorize' | 'token' | 'device' }
  | { what: 'required'; param: string; grant: string }
  | { what: 'pkce-challenge' }
  | { what: 'pkce-only' }
  | { what: 'url'; url: string; refusal: OAuthUrlRefusal }
  | { what: 'params-json'; source: string; detail: string }
  | { what: 'params-form'; source: string }
  | { what: 'params-pair'; source: string; piece: string }
  | { what: 'params-object'; source: string }
  | { what: 'params-value'; source: string; name: string };

/** A request that cannot be made from its input: `message` in English, `issue` as data. */
export class OAuthInputError extends Error {
  override name = 'OAuthInputError';
  readonly issue: OAuthInputIssue;
  constructor(issue: OAuthInputIssue, message: string, options?: ErrorOptions) {
    super(message, options);
    this.issue = issue;
  }
}

// ---- PKCE and state ----------------------------------------------------------------------

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes → base64url without padding (RFC 4648 §5; RFC 7636 Appendix A). */
export function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64URL[(n >> 18) & 63]! + BASE64URL[(n >> 12) & 63]!;
    if (b !== undefined) out += BASE64URL[(n >> 6) & 63]!;
    if (c !== undefined) out += BASE64URL[n & 63]!;
  }
  return out;
}

function randomBytes(random: RandomSource, count: number): Uint8Array<ArrayBuffer> {
  return random.getRandomValues(new Uint8Array(count));
}

/**
 * A PKCE code verifier: `bytes` random octets (32–96) as base64url, i.e. 43–128 characters of
 * the unreserved set, as RFC 7636 §4.1 recommends.
 */
export function pkceVerifier(random: RandomSource, bytes = 32): string {
  if (!Number.isInteger(bytes) || bytes < 32 || bytes > 96) throw new RangeError('pkceVerifier: bytes must be an integer from 32 to 96 (43–128 characters)');
  return base64url(randomBytes(random, bytes));
}

/** The S256 code challenge of a verifier: base64url(SHA-256(ASCII(verifier))), RFC 7636 §4.2. */
export async function pkceChallenge(verifier: string, subtle: Digester): Promise<string> {
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) throw new Error('pkceChallenge: a code verifier is 43–128 characters of A–Z a–z 0–9 - . _ ~ (RFC 7636 §4.1)');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A fresh verifier and its S256 challenge from a `crypto`-like object. */
export async function createPkce(crypto: RandomSource & { subtle: Digester }): Promise<{ verifier: string; challenge: string; method: 'S256' }> {
  const verifier = pkceVerifier(crypto);
  return { verifier, challenge: await pkceChallenge(verifier, crypto.subtle), method: 'S256' };
}

/** A random `state` value: `bytes` (at least 16, default 32) random octets as base64url. */
export function randomState(random: RandomSource, bytes = 32): string {
  if (!Number.isInteger(bytes) || bytes < 16) throw new RangeError('randomState: at least 16 bytes (128 bits)');
  return base64url(randomBytes(random, bytes));
}

// ---- URLs and extra parameters -------------------------------------------------------------

/**
 * An authorization, token or refresh URL from the description, resolved against the
 * description's URL; throws unless it is http(s) (`oauthUrl`): a `javascript:` authorization URL
 * would run script in the page's origin once a popup opens it.
 */
export function resolveOAuthUrl(url: string, baseUrl: string): URL {
  const checked = oauthUrl(url, baseUrl, `The URL "${printable(url)}"`);
  if (!checked.ok) throw new OAuthInputError({ what: 'url', url: printable(url), refusal: checked.refusal }, `${checked.problem}, so it cannot be used`);
  return new URL(checked.url);
}

/**
 * Extra parameters in any of the accepted forms → ordered pairs: an object (values: strings,
 * numbers, booleans, or lists of them for a repeated name; null/undefined leave the name out),
 * JSON object text, or a query string (`a=1&b=2`, a leading `?` allowed). Empty input → [].
 * `source` names the input in error messages (e.g. `additional-token-params`).
 */
export function parseExtraParams(value: unknown, source = 'extra parameters'): ParamPairs {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return [];
    if (text.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (err) {
        const detail = err instanceof Error ? err.message : String(err);
        throw new OAuthInputError({ what: 'params-json', source, detail }, `${source}: not valid JSON (${detail})`, { cause: err });
      }
      return objectPairs(parsed, source);
    }
    if (/^["[]/.test(text)) throw new OAuthInputError({ what: 'params-form', source }, `${source}: expected a JSON object or a query string like a=1&b=2`);
    const query = text.startsWith('?') ? text.slice(1) : text;
    for (const piece of query.split('&')) {
      if (piece && (!piece.includes('=') || piece.startsWith('=')))
        throw new OAuthInputError({ what: 'params-pair', source, piece }, `${source}: "${piece}" is not a name=value pair (expected a JSON object or a query string like a=1&b=2)`);
    }
    return [...new URLSearchParams(query)];
  }
  return objectPairs(value, source);
}

function objectPairs(value: unknown, source: string): ParamPairs {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new OAuthInputError({ what: 'params-object', source }, `${source}: expected an object of name/value pairs`);
  const pairs: ParamPairs = [];
  for (const [name, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? (v as unknown[]) : [v]) {
      if (item === undefined || item === null) continue;
      if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean')
        throw new OAuthInputError({ what: 'params-value', source, name }, `${source}: the value of "${name}" must be a string, number or boolean`);
      pairs.push([name, String(item)]);
    }
  }
  return pairs;
}

/**
 * Layers of extra parameters merged, lowest precedence first: a name in a later layer replaces
 * every value of that name from earlier layers (its own repeats are kept).
 */
export function mergeParams(...layers: ReadonlyArray<readonly (readonly [string, string])[]>): ParamPairs {
  let out: ParamPairs = [];
  for (const layer of layers) {
    const names = new Set(layer.map(([n]) => n));
    out = out.filter(([n]) => !names.has(n));
    for (const [n, v] of layer) out.push([n, v]);
  }
  return out;
}

/** Sets pairs on URLSearchParams: each name's old values are replaced by the pairs' values. */
function setAll(target: URLSearchParams, pairs: readonly (readonly [string, string])[]): void {
  for (const name of new Set(pairs.map(([n]) => n))) target.delete(name);
  for (const [n, v] of pairs) target.append(n, v);
}

// ---- Authorization request -----------------------------------------------------------------

/** What `authorizeUrl` needs. */
export interface AuthorizeUrlInput {
  /** `authorizationUrl` of the flow, as written in the description (may be relative). */
  authorizationUrl: string;
  /** The description's URL (relative URLs resolve against it). */
  baseUrl: string;
  /** `code` for the authorization code flow, `token` for the implicit flow. */
  responseType: 'code' | 'token';
  clientId: string;
  /** The oauth-receiver page's absolute URL. */
  redirectUri: string;
  /** Scopes the user picked; sent space-separated, left out when empty. */
  scopes?: readonly string[];
  state: string;
  /** S256 challenge; required for `code` (PKCE is always used, INTERFACE §8). */
  codeChallenge?: string;
  /**
   * Extra parameters, lowest precedence first: the scheme's `x-authorize-params`, the flow's
   * `x-authorize-params`, the `additional-authorize-params` attribute (each from parseExtraParams).
   */
  extraParams?: ReadonlyArray<readonly (readonly [string, string])[]>;
}

/**
 * The authorization request URL (RFC 6749 §4.1.1 / §4.2.1, RFC 7636 §4.3). Its `searchParams`
 * is live, so it can be handed to `before-authorize` listeners as `authParams` and read back
 * with `href`.
 *
 * Precedence: a query already in `authorizationUrl` < the extra-parameter layers < the protocol
 * parameters (`response_type`, `client_id`, `redirect_uri`, `scope` when scopes were picked,
 * `state`, `code_challenge`, `code_challenge_method`). The protocol parameters win because the flow depends on them: an
 * extra `state` or `redirect_uri` would make the returned state check or the token exchange
 * fail in ways the user could not see; a listener of `before-authorize` can still change anything.
 */
export function authorizeUrl(input: AuthorizeUrlInput): URL {
  if (!input.clientId) throw new OAuthInputError({ what: 'client-id', for: 'authorize' }, 'A client id is required to authorize');
  if (input.responseType === 'code' && !input.codeChallenge) throw new OAuthInputError({ what: 'pkce-challenge' }, 'The authorization code flow needs a PKCE code challenge');
  const url = resolveOAuthUrl(input.authorizationUrl, input.baseUrl);
  // Fragments are not allowed in an authorization endpoint URL (RFC 6749 §3.1).
  url.hash = '';
  setAll(url.searchParams, mergeParams(...(input.extraParams ?? [])));
  const protocol: ParamPairs = [
    ['response_type', input.responseType],
    ['client_id', input.clientId],
    ['redirect_uri', input.redirectUri],
  ];
  // No scopes picked: a `scope` from the extra parameters (or the URL) stays.
  const scope = (input.scopes ?? []).join(' ');
  if (scope) protocol.push(['scope', scope]);
  protocol.push(['state', input.state]);
  if (input.responseType === 'code' && input.codeChallenge) protocol.push(['code_challenge', input.codeChallenge], ['code_challenge_method', 'S256']);
  setAll(url.searchParams, protocol);
  return url;
}

// ---- Token request -----------------------------------------------------------------------

/**
 * The client-authentication choices of a scheme or flow: `options` from
 * `x-receive-token-in-options` (default both), `selected` from `x-receive-token-in` when it is
 * one of them (default `request-body`, else the first option). Invalid values are ignored.
 */
export function clientAuthSetting(receiveTokenIn: unknown, receiveTokenInOptions: unknown): { options: ClientAuthLocation[]; selected: ClientAuthLocation } {
  const isLocation = (v: unknown): v is ClientAuthLocation => (CLIENT_AUTH_LOCATIONS as readonly unknown[]).includes(v);
  const listed = Array.isArray(receiveTokenInOptions) ? CLIENT_AUTH_LOCATIONS.filter((l) => (receiveTokenInOptions as unknown[]).includes(l)) : [];
  const options: ClientAuthLocation[] = listed.length ? listed : [...CLIENT_AUTH_LOCATIONS];
  const wanted = isLocation(receiveTokenIn) ? receiveTokenIn : 'request-body';
  return { options, selected: options.includes(wanted) ? wanted : options[0]! };
}

/** What `tokenRequest` needs. */
export interface TokenRequestInput {
  grantType: GrantType;
  /** `tokenUrl` (or `refreshUrl`) of the flow, as written in the description (may be relative). */
  tokenUrl: string;
  /** The description's URL. */
  baseUrl: string;
  clientId: string;
  /** Left out (and never sent) when empty or when `pkceOnly`. */
  clientSecret?: string;
  /** Where the id and secret go; default `request-body`. */
  clientAuth?: ClientAuthLocation;
  /** `x-receive-token-in-options`: a `clientAuth` outside it falls back to its first entry. */
  clientAuthOptions?: readonly ClientAuthLocation[];
  /** `x-pkce-only`: no secret is sent, and authorization_code must carry a code verifier. */
  pkceOnly?: boolean;
  /** Scopes to request (client_credentials, password; optional narrowing on refresh_token). */
  scopes?: readonly string[];
  /** authorization_code: the code, the same redirect_uri as the authorization request, the PKCE verifier. */
  code?: string;
  redirectUri?: string;
  codeVerifier?: string;
  /** password: the resource owner's credentials. */
  username?: string;
  password?: string;
  /** refresh_token: the refresh token. */
  refreshToken?: string;
  /** The device_code grant (RFC 8628 §3.4): the device code of the device authorization response. */
  deviceCode?: string;
  /**
   * Extra parameters, lowest precedence first: the scheme's `x-token-params`, the flow's
   * `x-token-params`, the `additional-token-params` attribute.
   */
  extraParams?: ReadonlyArray<readonly (readonly [string, string])[]>;
}

/** A token request ready for `fetch(url, { method: 'POST', headers, body })`. */
export interface TokenRequest {
  url: string;
  body: URLSearchParams;
  headers: Headers;
  /** How the client authenticated: `none` when no secret was sent (public client, PKCE-only). */
  clientAuth: ClientAuthLocation | 'none';
}

/** One credential half as `application/x-www-form-urlencoded` (RFC 6749 §2.3.1, Appendix B). */
function formEncode(s: string): string {
  return new URLSearchParams([['', s]]).toString().slice(1);
}

/** HTTP Basic credentials for a client: base64 of the form-urlencoded id and secret (RFC 6749 §2.3.1). */
export function basicClientCredentials(clientId: string, clientSecret: string): string {
  // After form-urlencoding both halves are ASCII, so TextEncoder's bytes are the characters.
  return `Basic ${standardBase64(new TextEncoder().encode(`${formEncode(clientId)}:${formEncode(clientSecret)}`))}`;
}

function standardBase64(bytes: Uint8Array): string {
  const s = base64url(bytes).replace(/-/g, '+').replace(/_/g, '/');
  return s + '='.repeat((4 - (s.length % 4)) % 4);
}

/**
 * The token request of a grant (RFC 6749 §4.1.3, §4.3.2, §4.4.2, §6; RFC 8628 §3.4): URL, form body and
 * headers, with client authentication per `x-receive-token-in` (HTTP Basic in the header, or
 * client_id/client_secret in the body; a client without a secret sends client_id alone).
 * Precedence as in `authorizeUrl`: extra layers < the grant's own parameters.
 */
export function tokenRequest(input: TokenRequestInput): TokenRequest {
  if (!input.clientId) throw new OAuthInputError({ what: 'client-id', for: 'token' }, 'A client id is required for a token request');
  const url = resolveOAuthUrl(input.tokenUrl, input.baseUrl);
  url.hash = '';
  const grant: ParamPairs = [['grant_type', input.grantType]];
  const need = (value: string | undefined, what: string): string => {
    if (value === undefined || (value === '' && what !== 'password'))
      throw new OAuthInputError({ what: 'required', param: what, grant: input.grantType }, `${what} is required for the ${input.grantType} grant`);
    return value;
  };
  switch (input.grantType) {
    case 'authorization_code':
      grant.push(['code', need(input.code, 'code')], ['redirect_uri', need(input.redirectUri, 'redirect_uri')]);
      if (input.codeVerifier) grant.push(['code_verifier', input.codeVerifier]);
      else if (input.pkceOnly) throw new OAuthInputError({ what: 'pkce-only' }, 'x-pkce-only: the authorization code must be exchanged with its PKCE code verifier');
      break;
    case 'password':
      grant.push(['username', need(input.username, 'username')], ['password', need(input.password, 'password')]);
      break;
    case 'refresh_token':
      grant.push(['refresh_token', need(input.refreshToken, 'refresh_token')]);
      break;
    case DEVICE_CODE_GRANT:
      grant.push(['device_code', need(input.deviceCode, 'device_code')]);
      break;
    case 'client_credentials':
      break;
  }
  const scope = (input.scopes ?? []).join(' ');
  if (scope) grant.push(['scope', scope]);

  const secret = input.pkceOnly ? '' : (input.clientSecret ?? '');
  const options = input.clientAuthOptions?.length ? input.clientAuthOptions : CLIENT_AUTH_LOCATIONS;
  const wanted = input.clientAuth ?? 'request-body';
  const where: ClientAuthLocation | 'none' = !secret ? 'none' : options.includes(wanted) ? wanted : options[0]!;

  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' });
  const clientPairs: ParamPairs = [];
  if (where === 'header') headers.set('Authorization', basicClientCredentials(input.clientId, secret));
  else {
    clientPairs.push(['client_id', input.clientId]);
    if (where === 'request-body') clientPairs.push(['client_secret', secret]);
  }

  const body = new URLSearchParams();
  // Extra parameters may not smuggle client credentials in beside the chosen method
  // (RFC 6749 §2.3: one authentication method per request).
  const extras = mergeParams(...(input.extraParams ?? [])).filter(([n]) => n !== 'client_secret' && n !== 'client_id');
  setAll(body, extras);
  setAll(body, [...grant, ...clientPairs]);
  return { url: url.href, body, headers, clientAuth: where };
}

// ---- Responses -----------------------------------------------------------------------------

/** A token as the UI keeps it. */
export interface OAuthToken {
  accessToken: string;
  /** As sent; `Bearer` normalised to that spelling (the value is case-insensitive, RFC 6749 §7.1). */
  tokenType: string;
  /** Milliseconds since the epoch; absent when the server gave no `expires_in`. */
  expiresAt?: number;
  refreshToken?: string;
  /** Granted scopes: the response's `scope`, or the requested ones when it has none (RFC 6749 §5.1). */
  scopes: string[];
}

/** An OAuth 2.0 error response in readable form. */
export interface OAuthErrorInfo {
  error: string;
  description?: string;
  uri?: string;
  /** One sentence in English: what went wrong, with the server's own description. */
  message: string;
  /** When spec-doc, not the server, found the response unusable (`error` is then `invalid_response`): what it found. */
  what?: ResponseProblem;
}

/** Why spec-doc could not use a token response or a redirect: not JSON, not an object, no access_token; a redirect URL that does not parse, or one with neither a code, a token nor an error. */
export type ResponseProblem = 'not-json' | 'not-object' | 'no-token' | 'redirect-invalid' | 'redirect-empty';

const RESPONSE_PROBLEMS: Record<ResponseProblem, string> = {
  'not-json': 'The token response is not JSON',
  'not-object': 'The token response is not a JSON object',
  'no-token': 'The token response has no access_token',
  'redirect-invalid': 'The redirect URL is not valid',
  'redirect-empty': 'The redirect carries neither a code, an access token nor an error',
};

/** The `invalid_response` error of a response spec-doc cannot use, `what` as data. */
function responseProblem(what: ResponseProblem): OAuthErrorInfo {
  return { ...oauthError({ error: 'invalid_response', error_description: RESPONSE_PROBLEMS[what] }), what };
}

/** The RFC 6749 error codes spec-doc explains (§4.1.2.1, §5.2), with their English explanation. */
export const ERROR_HINTS: Readonly<Record<string, string>> = {
  invalid_request: 'The request was malformed or missed a parameter',
  invalid_client: 'Client authentication failed (check the client id, the secret and where it is sent)',
  invalid_grant: 'The code, refresh token or user credentials were not accepted',
  unauthorized_client: 'This client may not use this flow',
  unsupported_grant_type: 'The server does not support this flow',
  invalid_scope: 'A requested scope is not valid',
  access_denied: 'Access was denied',
  unsupported_response_type: 'The server does not support this response type',
  server_error: 'The authorization server had an error',
  temporarily_unavailable: 'The authorization server is temporarily unavailable',
};

/** `error`, `error_description`, `error_uri` → a readable error (RFC 6749 §4.1.2.1, §5.2). */
export function oauthError(fields: { error: string; error_description?: unknown; error_uri?: unknown }): OAuthErrorInfo {
  const description = typeof fields.error_description === 'string' && fields.error_description ? fields.error_description : undefined;
  const uri = typeof fields.error_uri === 'string' && fields.error_uri ? fields.error_uri : undefined;
  const hint = Object.hasOwn(ERROR_HINTS, fields.error) ? ERROR_HINTS[fields.error] : undefined;
  let message = `${hint ?? 'The authorization server refused the request'} (${fields.error})`;
  if (description) message += `: ${description}`;
  if (uri) message += ` — see ${uri}`;
  return { error: fields.error, ...(description ? { description } : {}), ...(uri ? { uri } : {}), message };
}

/** The outcome of a token response: a token, or an error. */
export type TokenResult = { ok: true; token: OAuthToken } | ({ ok: false } & OAuthErrorInfo);

/**
 * A token endpoint's JSON (or the implicit grant's fragment fields) → a token or an error.
 * `now` is the time the response arrived (ms); `requestedScopes` stand in when the response
 * has no `scope`.
 */
export function parseTokenResponse(json: unknown, now: number, requestedScopes: readonly string[] = []): TokenResult {
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json) as unknown;
    } catch {
      return { ok: false, ...responseProblem('not-json') };
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, ...responseProblem('not-object') };
  const o = json as Record<string, unknown>;
  if (typeof o['error'] === 'string' && o['error']) return { ok: false, ...oauthError({ error: o['error'], error_description: o['error_description'], error_uri: o['error_uri'] }) };
  const accessToken = o['access_token'];
  if (typeof accessToken !== 'string' || !accessToken) return { ok: false, ...responseProblem('no-token') };
  const rawType = typeof o['token_type'] === 'string' && o['token_type'] ? o['token_type'] : 'Bearer';
  const tokenType = rawType.toLowerCase() === 'bearer' ? 'Bearer' : rawType;
  const expiresIn =
    typeof o['expires_in'] === 'number' ? o['expires_in'] : typeof o['expires_in'] === 'string' && /^\d+(\.\d+)?$/.test(o['expires_in'].trim()) ? Number(o['expires_in']) : undefined;
  const scope = typeof o['scope'] === 'string' ? o['scope'].split(' ').filter(Boolean) : undefined;
  const refreshToken = typeof o['refresh_token'] === 'string' && o['refresh_token'] ? o['refresh_token'] : undefined;
  return {
    ok: true,
    token: {
      accessToken,
      tokenType,
      ...(expiresIn !== undefined && Number.isFinite(expiresIn) && expiresIn >= 0 ? { expiresAt: now + expiresIn * 1000 } : {}),
      ...(refreshToken ? { refreshToken } : {}),
      scopes: scope && scope.length ? scope : [...requestedScopes],
    },
  };
}

/** The `type` of the message the oauth-receiver page posts to its opener. */
export const RECEIVER_MESSAGE_TYPE = 'spec-doc-oauth';

/** What the oauth-receiver page posts to its opener: the URL it was loaded with (the response is in its query or fragment). */
export interface ReceiverMessage {
  type: typeof RECEIVER_MESSAGE_TYPE;
  url: string;
}

/** Whether a posted message's `data` has the receiver message's shape. */
export function isReceiverMessage(data: unknown): data is ReceiverMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === RECEIVER_MESSAGE_TYPE && typeof (data as { url?: unknown }).url === 'string';
}

/** What the oauth-receiver page saw, parsed. */
export type RedirectResult =
  { kind: 'code'; code: string; state?: string; iss?: string } | { kind: 'token'; state?: string; fields: Record<string, string> } | ({ kind: 'error'; state?: string } & OAuthErrorInfo);

/**
 * The receiver's URL → the authorization response: `code` and `state` from the query (RFC 6749
 * §4.1.2), the implicit grant's fields from the fragment (§4.2.2), or an error from either
 * (§4.1.2.1, §4.2.2.1). `fields` of a token response go to `parseTokenResponse`.
 */
export function parseRedirect(url: string): RedirectResult {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'error', ...responseProblem('redirect-invalid') };
  }
  const fragment = new URLSearchParams(parsed.hash.slice(1));
  const query = parsed.searchParams;
  const state = (p: URLSearchParams): { state?: string } => (p.has('state') ? { state: p.get('state')! } : {});
  for (const p of [fragment, query]) {
    const error = p.get('error');
    if (error) return { kind: 'error', ...state(p), ...oauthError({ error, error_description: p.get('error_description'), error_uri: p.get('error_uri') }) };
  }
  if (fragment.has('access_token')) return { kind: 'token', ...state(fragment), fields: Object.fromEntries(fragment) };
  const code = query.get('code');
  if (code) return { kind: 'code', code, ...state(query), ...(query.has('iss') ? { iss: query.get('iss')! } : {}) };
  return { kind: 'error', ...state(query), ...responseProblem('redirect-empty') };
}

// ---- Flow checks ---------------------------------------------------------------------------

const REQUIRED_URLS: Record<OAuthFlowType, readonly ('authorizationUrl' | 'tokenUrl')[]> = {
  authorizationCode: ['authorizationUrl', 'tokenUrl'],
  implicit: ['authorizationUrl'],
  clientCredentials: ['tokenUrl'],
  password: ['tokenUrl'],
};

const FLOW_LABELS: Record<OAuthFlowType, string> = {
  authorizationCode: 'Authorization Code',
  clientCredentials: 'Client Credentials',
  implicit: 'Implicit',
  password: 'Password',
};

/**
 * Why a flow cannot be started: one message per required URL (`authorizationUrl` for code and
 * implicit, `tokenUrl` for code, client credentials and password) that is missing or empty,
 * naming a key that looks like a misspelling of it. Empty when the flow can start.
 */
export function flowProblems(type: OAuthFlowType, flow: unknown): string[] {
  const o = typeof flow === 'object' && flow !== null && !Array.isArray(flow) ? (flow as Record<string, unknown>) : {};
  const problems: string[] = [];
  for (const key of REQUIRED_URLS[type]) {
    const value = o[key];
    if (typeof value === 'string' && value.trim()) continue;
    const lookalike = Object.keys(o).find((k) => k !== key && k.toLowerCase() !== 'refreshurl' && isNearMiss(k.toLowerCase(), key.toLowerCase()));
    problems.push(`The ${FLOW_LABELS[type]} flow has no ${key}${lookalike ? ` (the description has "${lookalike}" — a misspelling?)` : ''}, so it cannot be started.`);
  }
  return problems;
}

/** Whether `a` is `b` with one character added, left out or changed (a cheap edit-distance-1 test). */
function isNearMiss(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
