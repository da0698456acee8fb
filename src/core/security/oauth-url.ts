// Every URL an OAuth 2.0 flow opens or posts to comes from the description (authorizationUrl,
// tokenUrl, refreshUrl, openIdConnectUrl) or from a discovery document it names. A popup opened
// on `javascript:` runs that script with the page's origin, so each such URL passes the one URL
// gate (`safeUrl`) before it is shown as usable, and again before it is used.

import { safeUrl, type SafeUrlRefusal } from '../url/safe-url.js';

/** Why an OAuth URL was refused, as data: the gate's refusal, or `relative` (no document URL to resolve it against). */
export type OAuthUrlRefusal = SafeUrlRefusal | { kind: 'relative' };

/**
 * The answer: the absolute http(s) URL to use, or why it cannot be used: `problem` in English,
 * naming the field ("its tokenUrl is not an http(s) URL (javascript:)"), `refusal` as data for
 * the interface to word.
 */
export type OAuthUrl = { ok: true; url: string } | { ok: false; problem: string; refusal: OAuthUrlRefusal };

/**
 * `raw` resolved against `baseUrl` (the URL of the document it came from: the description, or
 * the discovery document) and checked by `safeUrl`: only http(s) passes, disguised schemes
 * included. `field` is how the problem names the URL: `its authorizationUrl`,
 * `the discovery document's token_endpoint`. An empty `baseUrl` means there is none: a relative
 * URL is then refused as such, not as a bad scheme.
 */
export function oauthUrl(raw: unknown, baseUrl: string, field: string): OAuthUrl {
  const checked = safeUrl(raw, baseUrl || undefined);
  if (checked.ok) return checked;
  if (!baseUrl && typeof raw === 'string' && safeUrl(raw, 'https://relative.invalid/').ok) {
    return { ok: false, problem: `${field} is relative, and there is no document URL to resolve it against`, refusal: { kind: 'relative' } };
  }
  // safeUrl's reasons read "it is not an http(s) URL (javascript:)": put the field in place of "it".
  return { ok: false, problem: `${field} ${checked.reason.replace(/^it /, '')}`, refusal: checked.refusal };
}
