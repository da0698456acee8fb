import '../../core/i18n/en/auth.js';
import type { SafeUrlRefusal } from '../../core/url/safe-url.js';
import { msg } from '../shared/msg.js';

/** Why an OAuth URL (http(s) only) was refused, in the interface's language: safeUrlReason's English, "it is not an http(s) URL (javascript:)". */
export function urlRefusedMessage(r: SafeUrlRefusal): string {
  return msg('auth.urlRefused', { kind: r.kind, scheme: r.kind === 'scheme' ? r.scheme : '' });
}
