import type { Credentials } from '../../core/security/required-security.js';
import type { SecuritySchemeView } from '../../core/security/scheme-types.js';

/** What is known of an OAuth 2.0 token beyond its value (never a client secret). */
export interface TokenInfo {
  /** The flow that issued it. */
  flow: string;
  tokenType: string;
  /** Granted scopes (the requested ones when the server did not say). */
  scopes: string[];
  /** Epoch milliseconds, when the server gave `expires_in`. */
  expiresAt?: number;
  refreshToken?: string;
}

/** api-key-name / -location / -value naming no scheme of the description: a key sent with every request. */
export interface ExtraKey {
  name: string;
  in: 'header' | 'query';
  value: string;
  /** The value was set by setApiKey (removeAllSecurityKeys clears it), not by the attribute. */
  fromScript?: boolean;
}

/** The credentials side of the consoles: schemes, what is entered, OAuth tokens. Immutable; replaced on change. */
export interface AuthState {
  schemes: readonly SecuritySchemeView[];
  credentials: Credentials;
  tokens: Readonly<Record<string, TokenInfo>>;
  extraKey?: ExtraKey;
}

/** fetch-credentials values (fetch's `credentials`). */
export const FETCH_CREDENTIALS = ['omit', 'same-origin', 'include'] as const;
export type FetchCredentials = (typeof FETCH_CREDENTIALS)[number];

/** What every TRY console of one element shares; one object, replaced only when a value changes. */
export interface TryOptions {
  /** The active API server's URL ('' when none resolves: TRY is then disabled). */
  serverUrl: string;
  /** server-url is set: it wins over operation- and path-level servers too. */
  serverFixed: boolean;
  /** The description's URL: relative operation-level servers resolve against it. */
  descriptionUrl: string;
  /** fill-request-fields-with-example. */
  fill: boolean;
  /** show-curl-before-try. */
  showCurl: boolean;
  /** response-area-height (CSS length). */
  responseHeight: string;
  /** fetch-credentials. */
  credentials: FetchCredentials;
  /** Security schemes and the credentials entered for them. */
  auth: AuthState;
  /** Resolves when a request may go out: at once, or (mock-server) once the mock answers; rejects when the mock cannot start. */
  whenSendable: () => Promise<void>;
}

export const DEFAULT_TRY_OPTIONS: Readonly<TryOptions> = Object.freeze({
  serverUrl: '',
  serverFixed: false,
  descriptionUrl: '',
  fill: true,
  showCurl: false,
  responseHeight: '300px',
  credentials: 'same-origin',
  auth: { schemes: [], credentials: {}, tokens: {} },
  whenSendable: () => Promise.resolve(),
});

/** What the OAuth 2.0 flows need of the element's attributes. */
export interface OAuthOptions {
  /** The oauth-receiver page, absolute. */
  receiver: string;
  /** additional-authorize-params / additional-token-params as given (text or object). */
  authorizeParams: unknown;
  tokenParams: unknown;
  /** The description's URL (relative OAuth and OpenID Connect URLs resolve against it). */
  descriptionUrl: string;
}
