// The OAuth 2.0 Device Authorization Grant (RFC 8628) as pure functions and one poll loop whose
// clock, sleep and token request come in as parameters, so it runs the same in the browser and
// in a table test with a fake clock. OpenAPI 3.2.0, OAuth Flows Object, `deviceAuthorization`.

import {
  basicClientCredentials,
  mergeParams,
  OAuthInputError,
  oauthError,
  resolveOAuthUrl,
  type ClientAuthLocation,
  type OAuthErrorInfo,
  type OAuthToken,
  type ParamPairs,
  type TokenResult,
} from './oauth.js';
import { oauthUrl, type OAuthUrlRefusal } from './oauth-url.js';

/** What `deviceAuthorizationRequest` needs. */
export interface DeviceAuthorizationInput {
  /** The flow's `deviceAuthorizationUrl` (absolute, or relative to `baseUrl`). */
  deviceAuthorizationUrl: string;
  baseUrl: string;
  clientId: string;
  /** Sent (per `clientAuth`) only when not empty. */
  clientSecret?: string;
  clientAuth?: ClientAuthLocation;
  scopes?: readonly string[];
  /** Extra parameters, lowest precedence first (the flow's `x-token-params` layers). */
  extraParams?: ReadonlyArray<readonly (readonly [string, string])[]>;
}

/** The device authorization request (RFC 8628 §3.1): a form POST of `client_id` and `scope`. */
export function deviceAuthorizationRequest(input: DeviceAuthorizationInput): { url: string; body: URLSearchParams; headers: Headers } {
  if (!input.clientId) throw new OAuthInputError({ what: 'client-id', for: 'device' }, 'A client id is required to request a device code');
  const url = resolveOAuthUrl(input.deviceAuthorizationUrl, input.baseUrl);
  url.hash = '';
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' });
  const own: ParamPairs = [];
  const secret = input.clientSecret ?? '';
  if (secret && input.clientAuth === 'header') headers.set('Authorization', basicClientCredentials(input.clientId, secret));
  else {
    own.push(['client_id', input.clientId]);
    if (secret) own.push(['client_secret', secret]);
  }
  const scope = (input.scopes ?? []).join(' ');
  if (scope) own.push(['scope', scope]);
  const extras = mergeParams(...(input.extraParams ?? [])).filter(([n]) => n !== 'client_secret' && n !== 'client_id');
  return { url: url.href, body: new URLSearchParams(mergeParams(extras, own)), headers };
}

/** A device authorization response, read. */
export interface DeviceCode {
  deviceCode: string;
  userCode: string;
  /** Where the user enters the code: an http(s) URL (the gate refuses others). */
  verificationUri: string;
  /** The same with the code in it (RFC 8628 §3.3.1), when given and http(s). */
  verificationUriComplete?: string;
  /** Epoch ms after which the code is no longer valid (`expires_in`). */
  expiresAt: number;
  /** Seconds between polls (`interval`, default 5). */
  interval: number;
}

/** The default polling interval in seconds (RFC 8628 §3.2). */
export const DEFAULT_INTERVAL = 5;

/**
 * Why a device authorization response cannot be used, as data (`what`: not JSON, not an object,
 * an OAuth error response in `error`, a required field missing, a verification_uri the gate
 * refuses, why in `refusal`) and in English (`message`).
 */
export type DeviceAuthorizationFailure = { ok: false; message: string } & (
  { what: 'not-json' | 'not-object' | 'missing' } | { what: 'oauth-error'; error: OAuthErrorInfo } | { what: 'verification-uri'; refusal: OAuthUrlRefusal }
);

/**
 * The device authorization response's JSON (RFC 8628 §3.2) → the codes and where to enter them,
 * or an error (an OAuth error response, a missing field, a verification URI that is not http(s)).
 * `now` is when the request was sent (so `expiresAt` is never later than the server's own
 * expiry); relative URIs resolve against `endpoint`.
 */
export function parseDeviceAuthorization(json: unknown, now: number, endpoint: string): { ok: true; code: DeviceCode } | DeviceAuthorizationFailure {
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json) as unknown;
    } catch {
      return { ok: false, what: 'not-json', message: 'The device authorization response is not JSON.' };
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, what: 'not-object', message: 'The device authorization response is not a JSON object.' };
  const o = json as Record<string, unknown>;
  if (typeof o.error === 'string' && o.error) {
    const error = oauthError({ error: o.error, error_description: o.error_description, error_uri: o.error_uri });
    return { ok: false, what: 'oauth-error', error, message: error.message };
  }
  const text = (k: string): string | undefined => (typeof o[k] === 'string' && o[k] ? o[k] : undefined);
  const deviceCode = text('device_code');
  const userCode = text('user_code');
  // `verification_url` is what some servers (Google) send.
  const rawUri = text('verification_uri') ?? text('verification_url');
  if (!deviceCode || !userCode || !rawUri) return { ok: false, what: 'missing', message: 'The device authorization response lacks device_code, user_code or verification_uri.' };
  const uri = oauthUrl(rawUri, endpoint, 'its verification_uri');
  if (!uri.ok) return { ok: false, what: 'verification-uri', refusal: uri.refusal, message: `The device authorization response cannot be used: ${uri.problem}.` };
  const complete = text('verification_uri_complete') ? oauthUrl(text('verification_uri_complete'), endpoint, 'its verification_uri_complete') : undefined;
  const seconds = (k: string, fallback: number): number => {
    const v = typeof o[k] === 'string' ? Number(o[k]) : o[k];
    return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback;
  };
  return {
    ok: true,
    code: {
      deviceCode,
      userCode,
      verificationUri: uri.url,
      ...(complete?.ok ? { verificationUriComplete: complete.url } : {}),
      // expires_in is required; without it, RFC 8628's own example lifetime (1800 s) bounds the polling.
      expiresAt: now + seconds('expires_in', 1800) * 1000,
      interval: seconds('interval', DEFAULT_INTERVAL),
    },
  };
}

/** What to do after one poll: keep the token, wait `interval` seconds and poll again, or stop and say why. */
export type PollStep =
  { kind: 'token'; token: OAuthToken } | { kind: 'wait'; interval: number } | { kind: 'stop'; reason: 'denied' | 'expired' | 'error'; message: string; error: OAuthErrorInfo };

/**
 * One token response of the device_code grant → the next step (RFC 8628 §3.5):
 * `authorization_pending` polls again at the same interval, `slow_down` adds 5 seconds to it,
 * `access_denied` and `expired_token` stop, as does any other error.
 */
export function devicePollStep(result: TokenResult, interval: number): PollStep {
  if (result.ok) return { kind: 'token', token: result.token };
  switch (result.error) {
    case 'authorization_pending':
      return { kind: 'wait', interval };
    case 'slow_down':
      return { kind: 'wait', interval: interval + 5 };
    case 'access_denied':
      return { kind: 'stop', reason: 'denied', message: 'The sign-in was denied on the verification page (access_denied).', error: oauthErrorInfo(result) };
    case 'expired_token':
      return { kind: 'stop', reason: 'expired', message: 'The code expired before the sign-in was completed (expired_token). Request a new code.', error: oauthErrorInfo(result) };
    default:
      return { kind: 'stop', reason: 'error', message: result.message, error: oauthErrorInfo(result) };
  }
}

/** The error of a failed token result, without its `ok`. */
function oauthErrorInfo(result: OAuthErrorInfo & { ok: false }): OAuthErrorInfo {
  const { ok: _ok, ...error } = result;
  return error;
}

/** No poll is sent later than this before the code expires: it could arrive after expiry, where a server may answer anything (oidc-provider: `invalid_grant`). */
export const EXPIRY_MARGIN_MS = 1000;

/**
 * The end of a poll loop. A failure says why as data: `reason`; `error`, the server's error
 * response, when the server ended it (denied, `expired_token`, another error); `byListener` when
 * a `before-token-request` listener cancelled a poll. `message` says it in English.
 */
export type DeviceOutcome = { ok: true; token: OAuthToken } | { ok: false; reason: 'denied' | 'expired' | 'error' | 'cancelled'; message: string; error?: OAuthErrorInfo; byListener?: true };

/** What `pollDeviceToken` needs: the clock, a cancellable sleep, and one token request (`undefined` when a listener cancelled it). */
export interface PollDeps {
  now: () => number;
  /** Resolves after `ms`, or early once `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  poll: () => Promise<TokenResult | undefined>;
  signal: AbortSignal;
  /** Told each wait before it starts: the interval in seconds and when the next poll is due. */
  onWait?: (interval: number, at: number) => void;
}

/**
 * Polls the token endpoint until the user has approved or denied, the code expires (`expiresAt`,
 * from `expires_in`), the signal aborts (Cancel) or a poll is cancelled: waits `interval` seconds
 * before each poll (RFC 8628 §3.5, including before the first), and follows `devicePollStep`.
 */
export async function pollDeviceToken(code: Pick<DeviceCode, 'expiresAt' | 'interval'>, deps: PollDeps): Promise<DeviceOutcome> {
  let interval = code.interval;
  const cancelled: DeviceOutcome = { ok: false, reason: 'cancelled', message: 'Sign-in cancelled.' };
  // A function, not the property: Cancel can come while any await is pending.
  const aborted = (): boolean => deps.signal.aborted;
  for (;;) {
    const at = deps.now() + interval * 1000;
    // A poll that could reach the server after the code expired is not sent (EXPIRY_MARGIN_MS).
    if (at >= code.expiresAt - EXPIRY_MARGIN_MS) {
      // No poll can happen before the code expires: the user has run out of time.
      deps.onWait?.(interval, code.expiresAt);
      await deps.sleep(Math.max(0, code.expiresAt - deps.now()), deps.signal);
      if (aborted()) return cancelled;
      return { ok: false, reason: 'expired', message: 'The code expired before the sign-in was completed. Request a new code.' };
    }
    deps.onWait?.(interval, at);
    await deps.sleep(interval * 1000, deps.signal);
    if (aborted()) return cancelled;
    const result = await deps.poll();
    if (aborted()) return cancelled;
    if (!result) return { ok: false, reason: 'cancelled', message: 'Token request cancelled.', byListener: true };
    const step = devicePollStep(result, interval);
    if (step.kind === 'token') return { ok: true, token: step.token };
    if (step.kind === 'stop') return { ok: false, reason: step.reason, message: step.message, error: step.error };
    interval = step.interval;
  }
}
