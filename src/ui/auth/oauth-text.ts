// The words of OAuth 2.0's problems in the interface's language: the core returns what went
// wrong as data (OAuthErrorInfo.what, OAuthInputError.issue, a flow's issues, a device
// outcome), and these functions say it with msg(). A server's error code and error_description
// stay as sent.

import '../../core/i18n/en/auth.js';
import { OAuthInputError, type OAuthErrorInfo, type OAuthInputIssue } from '../../core/security/oauth.js';
import type { DeviceAuthorizationFailure, DeviceOutcome } from '../../core/security/device-flow.js';
import type { OAuthUrlRefusal } from '../../core/security/oauth-url.js';
import type { FlowIssue, SchemeIssue, UrlIssue } from '../../core/security/scheme-types.js';
import { printable } from '../../core/request/http-name.js';
import { msg } from '../shared/msg.js';
import { urlRefusedMessage } from './url-refused.js';

/** An OAuth 2.0 error: the code explained (RFC 6749's codes) and shown as sent, with the server's description and error_uri, or spec-doc's own reason for `invalid_response`. */
export function oauthErrorText(e: Pick<OAuthErrorInfo, 'error' | 'description' | 'uri' | 'what'>): string {
  const hint = msg('auth.oauthErrorHint', { error: e.error });
  const description = e.what ? msg('auth.oauthResponseProblem', { what: e.what }) : e.description;
  const message = description ? msg('auth.oauthErrorDescribed', { hint, error: e.error, description }) : msg('auth.oauthError', { hint, error: e.error });
  return e.uri ? msg('auth.oauthErrorSee', { message, uri: e.uri }) : message;
}

/** Why a request could not be made from its input. */
export function oauthInputText(issue: OAuthInputIssue): string {
  switch (issue.what) {
    case 'client-id':
      return msg('auth.clientIdRequired', { purpose: issue.for });
    case 'required':
      return msg('auth.paramRequired', { param: issue.param, grant: issue.grant });
    case 'pkce-challenge':
      return msg('auth.pkceChallengeMissing');
    case 'pkce-only':
      return msg('auth.pkceOnlyVerifier');
    case 'url':
      return msg('auth.oauthUrlUnusable', { kind: issue.refusal.kind, url: issue.url, reason: issue.refusal.kind === 'relative' ? '' : urlRefusedMessage(issue.refusal) });
    default:
      return msg('auth.extraParamsProblem', { detail: '', piece: '', name: '', ...issue });
  }
}

/** A caught error in the interface's language when the core said what it was (OAuthInputError), else its message. */
export function oauthFailureText(e: unknown): string {
  if (e instanceof OAuthInputError) return oauthInputText(e.issue);
  return e instanceof Error ? e.message : String(e);
}

/** A refused URL field: "its tokenUrl is not an http(s) URL (javascript:)". */
export function urlIssueText(issue: UrlIssue): string {
  return urlFieldRefusedText(msg('auth.urlField', { source: issue.source, key: issue.key }), issue.refusal);
}

function urlFieldRefusedText(field: string, r: OAuthUrlRefusal): string {
  return msg('auth.urlFieldRefused', { kind: r.kind, field, scheme: r.kind === 'scheme' ? r.scheme : '' });
}

/** Why a flow cannot be started: "This flow cannot be used: …; …." */
export function flowIssuesText(issues: readonly FlowIssue[]): string {
  const parts = issues.map((i) =>
    i.what === 'url' ? urlIssueText(i) : msg('auth.flowUrlMissing', { source: i.source, keys: i.keys.length > 1 ? 'two' : 'one', first: i.keys[0] ?? '', second: i.keys[1] ?? '' }),
  );
  return msg('auth.flowUnusable', { problem: parts.join('; ') });
}

/** Why a device authorization response cannot be used. */
export function deviceFailureText(f: DeviceAuthorizationFailure): string {
  if (f.what === 'oauth-error') return oauthErrorText(f.error);
  const problem = f.what === 'verification-uri' ? urlFieldRefusedText(msg('auth.urlField', { source: 'response', key: 'verification_uri' }), f.refusal) : '';
  return msg('auth.deviceResponseProblem', { what: f.what, problem });
}

/** How a device flow's polling ended without a token. */
export function deviceOutcomeText(o: Extract<DeviceOutcome, { ok: false }>): string {
  switch (o.reason) {
    case 'denied':
      return msg('auth.deviceDenied');
    case 'expired':
      return msg('auth.deviceExpired', { server: o.error ? 'yes' : 'no' });
    case 'cancelled':
      return o.byListener ? msg('auth.tokenRequestCancelled') : msg('auth.deviceCancelled');
    default:
      return o.error ? oauthErrorText(o.error) : o.message;
  }
}

/** Why a security scheme cannot be used (SchemeIssue; the scheme's `problem` is its English). */
export function schemeIssueText(issue: SchemeIssue): string {
  switch (issue.what) {
    case 'unresolved':
      return msg('auth.schemeProblem', { problem: 'unresolved', reason: issue.reason, name: '', type: '' });
    case 'api-key-name':
      return msg('auth.schemeProblem', { problem: issue.in === 'cookie' ? 'apiKeyCookieName' : 'apiKeyHeaderName', name: printable(issue.name), reason: '', type: '' });
    case 'unknown-type':
      return msg('auth.schemeProblem', { problem: 'unknownType', type: issue.type, name: '', reason: '' });
    default:
      return msg('auth.schemeProblem', { problem: issue.what.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), name: '', reason: '', type: '' });
  }
}
