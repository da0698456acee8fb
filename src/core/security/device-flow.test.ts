import { describe, expect, it } from 'vitest';
import { deviceAuthorizationRequest, devicePollStep, parseDeviceAuthorization, pollDeviceToken } from './device-flow.js';
import { DEVICE_CODE_GRANT, parseTokenResponse, tokenRequest, type TokenResult } from './oauth.js';

const pending = parseTokenResponse({ error: 'authorization_pending' }, 0);
const slow = parseTokenResponse({ error: 'slow_down' }, 0);
const denied = parseTokenResponse({ error: 'access_denied' }, 0);
const expired = parseTokenResponse({ error: 'expired_token' }, 0);
const other = parseTokenResponse({ error: 'invalid_client', error_description: 'who?' }, 0);
const token = parseTokenResponse({ access_token: 'tok', token_type: 'bearer' }, 0);

describe('deviceAuthorizationRequest', () => {
  it.each([
    ['public client with scopes', { clientId: 'c', scopes: ['a', 'b'] }, 'client_id=c&scope=a+b', null],
    ['no scopes', { clientId: 'c' }, 'client_id=c', null],
    ['secret in the body', { clientId: 'c', clientSecret: 's' }, 'client_id=c&client_secret=s', null],
    ['secret in the header', { clientId: 'c', clientSecret: 's', clientAuth: 'header' as const }, '', 'Basic Yzpz'],
    [
      'extras cannot replace client_id',
      {
        clientId: 'c',
        extraParams: [
          [
            ['client_id', 'x'],
            ['audience', 'api'],
          ] as [string, string][],
        ],
      },
      'audience=api&client_id=c',
      null,
    ],
  ])('%s', (_name, input, body, auth) => {
    const req = deviceAuthorizationRequest({ deviceAuthorizationUrl: '/device#x', baseUrl: 'https://as.example/openapi.yaml', ...input });
    expect(req.url).toBe('https://as.example/device');
    expect(req.body.toString()).toBe(body);
    expect(req.headers.get('Authorization')).toBe(auth);
    expect(req.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => deviceAuthorizationRequest({ deviceAuthorizationUrl: 'javascript:alert(1)', baseUrl: '', clientId: 'c' })).toThrow(/http/);
  });
});

describe('tokenRequest for the device_code grant', () => {
  it('sends grant_type, device_code and client_id (RFC 8628 §3.4)', () => {
    const req = tokenRequest({ grantType: DEVICE_CODE_GRANT, tokenUrl: 'https://as.example/token', baseUrl: '', clientId: 'c', deviceCode: 'dc' });
    expect(req.body.toString()).toBe('grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code&device_code=dc&client_id=c');
  });
});

describe('parseDeviceAuthorization', () => {
  const base = { device_code: 'dc', user_code: 'ABCD-EFGH', verification_uri: 'https://as.example/device', expires_in: 600 };
  it.each<[string, unknown, object]>([
    [
      'defaults the interval to 5 s',
      base,
      { ok: true, code: { deviceCode: 'dc', userCode: 'ABCD-EFGH', verificationUri: 'https://as.example/device', expiresAt: 1000 + 600_000, interval: 5 } },
    ],
    [
      'keeps interval and the complete URI',
      { ...base, interval: 2, verification_uri_complete: 'https://as.example/device?user_code=ABCD-EFGH' },
      { ok: true, code: { interval: 2, verificationUriComplete: 'https://as.example/device?user_code=ABCD-EFGH' } },
    ],
    ['drops a complete URI that is not http(s)', { ...base, verification_uri_complete: 'javascript:alert(1)' }, { ok: true, code: { verificationUri: 'https://as.example/device' } }],
    ['resolves a relative verification URI', { ...base, verification_uri: '/activate' }, { ok: true, code: { verificationUri: 'https://as.example/activate' } }],
    [
      'refuses a verification URI that is not http(s)',
      { ...base, verification_uri: 'data:text/html,hi' },
      { ok: false, what: 'verification-uri', refusal: { kind: 'scheme', scheme: 'data:' }, message: expect.stringContaining('its verification_uri') as string },
    ],
    ['an OAuth error', { error: 'invalid_client' }, { ok: false, what: 'oauth-error', error: { error: 'invalid_client' }, message: expect.stringContaining('invalid_client') as string }],
    ['missing fields', { device_code: 'dc' }, { ok: false, what: 'missing' }],
    ['not JSON', '<html>', { ok: false, what: 'not-json' }],
    ['not an object', '[1]', { ok: false, what: 'not-object' }],
  ])('%s', (_name, json, expected) => {
    const got = parseDeviceAuthorization(json, 1000, 'https://as.example/device/auth');
    expect(got).toMatchObject(expected);
    if (got.ok && !('verificationUriComplete' in (expected as { code?: object }).code!)) expect(got.code.verificationUriComplete).toBeUndefined();
  });
});

describe('devicePollStep (RFC 8628 §3.5)', () => {
  it.each<[string, TokenResult, object]>([
    ['authorization_pending keeps the interval', pending, { kind: 'wait', interval: 5 }],
    ['slow_down adds 5 s', slow, { kind: 'wait', interval: 10 }],
    ['access_denied stops', denied, { kind: 'stop', reason: 'denied' }],
    ['expired_token stops', expired, { kind: 'stop', reason: 'expired' }],
    [
      'another error stops with its message',
      other,
      { kind: 'stop', reason: 'error', message: expect.stringContaining('who?') as string, error: { error: expect.any(String) as string, description: 'who?' } },
    ],
    ['a token ends it', token, { kind: 'token', token: { accessToken: 'tok', tokenType: 'Bearer' } }],
  ])('%s', (_name, result, expected) => {
    expect(devicePollStep(result, 5)).toMatchObject(expected);
  });
});

describe('pollDeviceToken with a fake clock', () => {
  /** Runs the loop over scripted answers; returns the outcome and the times (s) of the polls. */
  async function run(answers: (TokenResult | undefined)[], opts: { interval?: number; expiresIn?: number; abortAtPoll?: number } = {}) {
    let now = 0;
    const polls: number[] = [];
    const controller = new AbortController();
    const outcome = await pollDeviceToken(
      { interval: opts.interval ?? 5, expiresAt: (opts.expiresIn ?? 600) * 1000 },
      {
        now: () => now,
        sleep: (ms) => {
          now += ms;
          return Promise.resolve();
        },
        poll: () => {
          polls.push(now / 1000);
          if (opts.abortAtPoll === polls.length) controller.abort();
          return Promise.resolve(answers.length ? answers.shift() : pending);
        },
        signal: controller.signal,
      },
    );
    return { outcome, polls };
  }

  it.each<[string, (TokenResult | undefined)[], Parameters<typeof run>[1], object, number[]]>([
    ['pending, pending, token: polls every 5 s', [pending, pending, token], {}, { ok: true }, [5, 10, 15]],
    ['slow_down twice: 5 s, then 10 s, then 15 s', [slow, slow, token], {}, { ok: true }, [5, 15, 30]],
    ['the server interval is used', [pending, token], { interval: 2 }, { ok: true }, [2, 4]],
    ['access_denied stops', [pending, denied], {}, { ok: false, reason: 'denied', error: { error: 'access_denied' } }, [5, 10]],
    ['expired_token stops', [expired], {}, { ok: false, reason: 'expired', error: { error: 'expired_token' } }, [5]],
    ['expires_in ends the polling without a poll past it', [], { expiresIn: 12 }, { ok: false, reason: 'expired' }, [5, 10]],
    ['no poll within a second of expiry', [], { expiresIn: 10.5 }, { ok: false, reason: 'expired' }, [5]],
    ['a cancelled poll stops', [pending, undefined], {}, { ok: false, reason: 'cancelled', message: 'Token request cancelled.', byListener: true }, [5, 10]],
    ['Cancel during a poll stops', [pending, pending, token], { abortAtPoll: 2 }, { ok: false, reason: 'cancelled', message: 'Sign-in cancelled.' }, [5, 10]],
  ])('%s', async (_name, answers, opts, expected, times) => {
    const { outcome, polls } = await run(answers, opts);
    expect(outcome).toMatchObject(expected);
    expect(polls).toEqual(times);
  });
});
