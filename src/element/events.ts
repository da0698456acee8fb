import type { JsonObject } from '../core/types.js';
import type { TryRequest } from '../ui/try/fetch-request.js';
import type { TryResponse } from '../ui/try/try-response.js';
import type { SelectedServer } from './api-server.js';

/** Detail of `spec-load-error`. */
export interface SpecLoadErrorDetail {
  error: Error;
  url: string;
}

/** Detail of `after-try`: the response as the TRY console read it, or the network error. */
export type AfterTryDetail = { request: TryRequest; response: TryResponse } | { request: TryRequest; error: Error };

/** Detail of `before-authorize` (cancelable): where the OAuth 2.0 popup is about to go. */
export interface BeforeAuthorizeDetail {
  securitySchemeId: string;
  flowType: string;
  authUrl: string;
  /** The authorization URL's query; changes a listener makes are sent. */
  authParams: URLSearchParams;
}

/** Detail of `before-token-request` (cancelable): the token request about to be sent. */
export interface BeforeTokenRequestDetail {
  securitySchemeId: string;
  grantType: string;
  tokenUrl: string;
  params: URLSearchParams;
  headers: Headers;
  request: { url: string; method: string; headers: Headers; body: URLSearchParams };
}

/** Event names and their detail types. */
export interface SpecDocEventMap {
  'before-render': CustomEvent<{ spec: JsonObject }>;
  'spec-loaded': CustomEvent<JsonObject>;
  'spec-load-error': CustomEvent<SpecLoadErrorDetail>;
  'api-server-change': CustomEvent<{ selectedServer: SelectedServer }>;
  'before-try': CustomEvent<{ request: TryRequest; controller: AbortController }>;
  'after-try': CustomEvent<AfterTryDetail>;
  'request-aborted': CustomEvent<{ request: TryRequest; error: unknown }>;
  'before-authorize': CustomEvent<BeforeAuthorizeDetail>;
  'before-token-request': CustomEvent<BeforeTokenRequestDetail>;
}

/** Dispatches one of the element's events: bubbling, composed, optionally cancelable. Returns false when a listener cancelled it. */
export function fire<K extends keyof SpecDocEventMap>(
  target: HTMLElement,
  type: K,
  detail: SpecDocEventMap[K]['detail'],
  cancelable = false,
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}
