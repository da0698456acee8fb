// The shapes of security schemes, apart from the code that reads them (security-schemes.ts), so
// the page's bundle can know them without the reader and the $ref machinery it pulls in.

import type { OAuthUrlRefusal } from './oauth-url.js';

/** OAuth 2.0 flow names as OpenAPI writes them (Swagger 2's are converted before this); `deviceAuthorization` is OpenAPI 3.2.0's (OAuth Flows Object, RFC 8628). */
export const OAUTH_FLOWS = ['authorizationCode', 'clientCredentials', 'implicit', 'password', 'deviceAuthorization'] as const;
export type OAuthFlowType = (typeof OAUTH_FLOWS)[number];

/** How the client authenticates at the token endpoint (`x-receive-token-in`). */
export const CLIENT_AUTH_IN = ['request-body', 'header'] as const;
export type ClientAuthIn = (typeof CLIENT_AUTH_IN)[number];

/** One OAuth 2.0 flow of a scheme, with the extensions that shape it. */
export interface OAuthFlowView {
  type: OAuthFlowType;
  /** Absolute (resolved against the description's URL) when given and http(s); a URL the gate refuses is left out and `problem` says why. */
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  /** deviceAuthorization: where the device code is requested (OpenAPI 3.2.0, OAuth Flow Object, `deviceAuthorizationUrl`). */
  deviceAuthorizationUrl?: string;
  /** Scope name → description, in the order written. */
  scopes: [string, string][];
  /** `x-default-scopes` (flow, else scheme). */
  defaultScopes: string[];
  clientId?: string;
  clientSecret?: string;
  /** `x-receive-token-in` (flow, else scheme); request-body when absent. */
  receiveTokenIn: ClientAuthIn;
  /** `x-receive-token-in-options`: the choices offered (both when absent). */
  receiveTokenInOptions: ClientAuthIn[];
  /** `x-pkce-only`: PKCE enforced, no client secret asked for or sent. */
  pkceOnly: boolean;
  /** `x-authorize-params` and `x-token-params` as written on the scheme and on the flow. */
  authorizeParams: { scheme?: unknown; flow?: unknown };
  tokenParams: { scheme?: unknown; flow?: unknown };
  /** Why the flow cannot be started (a required URL missing or not http(s)), if it cannot: in English. */
  problem?: string;
  /** The same as data, for the interface to word: one issue per refused or missing URL. */
  issues?: FlowIssue[];
  /** Why its tokens are never refreshed (a refreshUrl that is not http(s)), if they are not: in English. */
  refreshProblem?: string;
  /** The same as data. */
  refreshIssue?: UrlIssue;
}

/**
 * A URL field as a problem names it: `source` is where it was written (`description`: the
 * description's own key; `discovery`: an OpenID Connect discovery document's; `metadata`: the
 * authorization server metadata's; `response`: a server response's), `key` its name as written there.
 */
export interface UrlField {
  source: 'description' | 'discovery' | 'metadata' | 'response';
  key: string;
}

/** A URL the gate refused, as data: which field, and why. */
export interface UrlIssue extends UrlField {
  refusal: OAuthUrlRefusal;
}

/** Why a flow cannot be started, as data: a refused URL, or required URLs nobody gave (`keys`, as written in the description; `source`: who should have). */
export type FlowIssue = ({ what: 'url' } & UrlIssue) | { what: 'missing'; keys: string[]; source: 'description' | 'metadata' };

/** A security scheme as the authentication section and TRY need it. */
export interface SecuritySchemeView {
  id: string;
  type: string;
  description: string;
  /** http: the scheme, lower-cased (`basic`, `bearer`, `digest`…). */
  scheme?: string;
  bearerFormat?: string;
  /** apiKey: where and under which name. */
  in?: 'header' | 'query' | 'cookie';
  name?: string;
  /** oauth2 (and openIdConnect once its discovery document is read). */
  flows: OAuthFlowView[];
  openIdConnectUrl?: string;
  /** oauth2: the authorization server's metadata (RFC 8414), read only when the reader asks (OpenAPI 3.2.0, Security Scheme Object, `oauth2MetadataUrl`); absolute and http(s). */
  oauth2MetadataUrl?: string;
  /** Why `oauth2MetadataUrl` cannot be used, when it was given and the gate refused it: in English. */
  metadataProblem?: string;
  /** The same as data. */
  metadataIssue?: UrlIssue;
  /** `deprecated: true` (OpenAPI 3.2.0, Security Scheme Object): the scheme should no longer be used. */
  deprecated?: boolean;
  /** Why the scheme cannot be used, when it cannot (an unknown type, a dangling `$ref`, an API key name no request can carry, an openIdConnectUrl that is not http(s)): in English. */
  problem?: string;
  /** When `problem` is a refused openIdConnectUrl: the same as data. */
  urlIssue?: UrlIssue;
  /** Any other `problem`, as data (the interface words it in its language; `problem` is its English). */
  schemeIssue?: SchemeIssue;
}

/** Why a scheme cannot be used, other than a refused URL (SecuritySchemeView.urlIssue). */
export type SchemeIssue =
  | { what: 'not-object' }
  | { what: 'unresolved'; reason: string }
  | { what: 'http-no-scheme' }
  | { what: 'api-key-incomplete' }
  | { what: 'api-key-name'; in: 'header' | 'cookie'; name: string }
  | { what: 'no-flows' }
  | { what: 'oidc-no-url' }
  | { what: 'unknown-type'; type: string };

/** What credentials a scheme takes: a user name and password, one value (key or token), or an OAuth flow. */
export type CredentialKind = 'basic' | 'value' | 'oauth' | 'none';

/** The credential a scheme takes. mutualTLS takes none the page can give (the browser's certificate store answers). */
export function credentialKind(s: SecuritySchemeView): CredentialKind {
  if (s.type === 'http') return s.scheme === 'basic' ? 'basic' : 'value';
  if (s.type === 'apiKey') return 'value';
  if (s.type === 'oauth2' || s.type === 'openIdConnect') return 'oauth';
  return 'none';
}
