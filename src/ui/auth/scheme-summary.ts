import type { OAuthFlowView, SecuritySchemeView } from '../../core/security/scheme-types.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/auth.js';

/** The name a reader (and a screen reader) finds an OAuth 2.0 flow by (INTERFACE §9). */
export function flowName(type: OAuthFlowView['type']): string {
  switch (type) {
    case 'authorizationCode':
      return msg('auth.flowAuthorizationCode');
    case 'clientCredentials':
      return msg('auth.flowClientCredentials');
    case 'implicit':
      return msg('auth.flowImplicit');
    case 'password':
      return msg('auth.flowPassword');
    case 'deviceAuthorization':
      return msg('auth.flowDeviceAuthorization');
  }
}

/** How many scope names a card lists before "…". */
export const SCOPES_SHOWN = 3;

/** A scheme's type in words, as its card names it: `API key`, `HTTP Basic`, `Bearer (JWT)`, `OAuth 2.0`… */
export function schemeTypeLabel(s: SecuritySchemeView): string {
  switch (s.type) {
    case 'apiKey':
      return msg('auth.apiKey');
    case 'http':
      if (s.scheme === 'basic') return msg('auth.typeHttpBasic');
      if (s.scheme === 'bearer') return s.bearerFormat ? msg('auth.typeBearerFormat', { format: s.bearerFormat }) : msg('auth.typeBearer');
      // RFC 7235 schemes other than these two (Digest, HOBA…) with the name as written, lower-cased by the reader.
      return msg('auth.typeHttp', { scheme: s.scheme ?? '' }).trimEnd();
    // Names of standards, the same in every language.
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return msg('auth.typeMutualTls');
    default:
      return s.type;
  }
}

/**
 * Where the credential goes, as a card says it: an API key's place and name (`header`,
 * `X-API-Key`); the Authorization header for HTTP schemes and the access tokens of OAuth 2.0 and
 * OpenID Connect (sent as `Bearer`); the TLS handshake for mutual TLS. Undefined when the
 * description does not say (an API key with no `in`, an unknown type).
 */
export function schemeLocation(s: SecuritySchemeView): { place: string; name?: string } | undefined {
  switch (s.type) {
    case 'apiKey':
      return s.in ? { place: s.in, ...(s.name ? { name: s.name } : {}) } : undefined;
    case 'http':
    case 'oauth2':
    case 'openIdConnect':
      return { place: msg('auth.placeAuthorizationHeader') };
    case 'mutualTLS':
      return { place: msg('auth.placeTlsCertificate') };
    default:
      return undefined;
  }
}

/** OAuth 2.0 at a glance: the flows by name, and the scopes of all of them (each once, in the order written), the first few named. */
export function oauthSummary(flows: readonly OAuthFlowView[]): { flows: string[]; scopeCount: number; firstScopes: string[] } {
  const scopes = [...new Set(flows.flatMap((f) => f.scopes.map(([name]) => name)))];
  return { flows: flows.map((f) => flowName(f.type)), scopeCount: scopes.length, firstScopes: scopes.slice(0, SCOPES_SHOWN) };
}
