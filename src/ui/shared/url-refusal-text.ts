import type { SafeUrlRefusal } from '../../core/url/safe-url.js';
import { msg } from './msg.js';
import '../../core/i18n/en/reference.js';

/** Why a URL of the description was refused, in the interface's language (safeUrlReason's English: "it is not an http(s) URL (javascript:)"). */
export function urlRefusalText(r: SafeUrlRefusal): string {
  switch (r.kind) {
    case 'scheme':
      return msg('reference.urlRefusal', { kind: r.mailto ? 'scheme-mailto' : 'scheme', scheme: r.scheme });
    case 'not-url':
      return msg('reference.urlRefusal', { kind: r.mailto ? 'not-url-mailto' : 'not-url', scheme: '' });
    default:
      return msg('reference.urlRefusal', { kind: r.kind, scheme: '' });
  }
}
