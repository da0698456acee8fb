import { describe, expect, it } from 'vitest';
import { oauthUrl, type OAuthUrl } from './oauth-url.js';

const DESC = 'https://docs.example.com/specs/api.yaml';
/** The English problem (the refusal as data is checked below). */
const refused = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

describe('oauthUrl', () => {
  it.each<[string, unknown, string, OAuthUrl | { ok: false; problem: string }]>([
    ['keeps an absolute https URL', 'https://id.example.com/authorize?tenant=t', DESC, { ok: true, url: 'https://id.example.com/authorize?tenant=t' }],
    ['resolves a relative URL against the description', '../oauth/token', DESC, { ok: true, url: 'https://docs.example.com/oauth/token' }],
    ['keeps http (a local authorization server)', 'http://127.0.0.1:8080/token', DESC, { ok: true, url: 'http://127.0.0.1:8080/token' }],
    ['refuses javascript:', 'javascript:alert(1)', DESC, refused('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['refuses JaVaScRiPt:', 'JaVaScRiPt:alert(1)', DESC, refused('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['refuses a tab inside the scheme', 'java\tscript:alert(1)', DESC, refused('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['refuses leading spaces and controls', ' \u0001javascript:alert(1)', DESC, refused('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['refuses an entity-encoded scheme', '&#106;avascript:alert(1)', DESC, refused('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['refuses a percent-encoded scheme', '%6Aavascript:alert(1)', DESC, refused('its authorizationUrl is not an http(s) URL (javascript:)')],
    ['refuses data:', 'data:text/html,<script>alert(1)</script>', DESC, refused('its authorizationUrl is not an http(s) URL (data:)')],
    ['refuses vbscript:', 'vbscript:msgbox(1)', DESC, refused('its authorizationUrl is not an http(s) URL (vbscript:)')],
    ['refuses a relative URL against a file: description', '/authorize', 'file:///tmp/spec.yaml', refused('its authorizationUrl is not an http(s) URL (file:)')],
    ['refuses an unparsable URL', 'http://[bad', DESC, refused('its authorizationUrl is not a valid URL')],
    ['refuses an empty URL', '  ', DESC, refused('its authorizationUrl is empty')],
    ['refuses a value that is not text', 42, DESC, refused('its authorizationUrl is not text')],
    ['says a relative URL has nothing to resolve against', '/authorize', '', refused('its authorizationUrl is relative, and there is no document URL to resolve it against')],
    ['refuses javascript: without a base too', 'javascript:alert(1)', '', refused('its authorizationUrl is not an http(s) URL (javascript:)')],
  ])('%s', (_, raw, base, expected) => {
    expect(oauthUrl(raw, base, 'its authorizationUrl')).toMatchObject(expected);
  });

  it('gives the refusal as data beside the English', () => {
    expect(oauthUrl('javascript:alert(1)', DESC, 'its tokenUrl')).toMatchObject({ ok: false, refusal: { kind: 'scheme', scheme: 'javascript:' } });
    expect(oauthUrl('/authorize', '', 'its tokenUrl')).toMatchObject({ ok: false, refusal: { kind: 'relative' } });
    expect(oauthUrl('  ', DESC, 'its tokenUrl')).toMatchObject({ ok: false, refusal: { kind: 'empty' } });
  });
});
