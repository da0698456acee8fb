// The one place events are made. Public events (INTERFACE §4 and `spec-load-error`) come from
// SpecDocEventMap: they bubble and are composed, so the page hears them; "before" events are
// cancelable, and `firePublic` answers whether to go on. Internal events (one view telling the
// element or another view something) come from InternalEventMap: they bubble but are never
// composed, so they stay inside the element's shadow tree.

import type { SelectedServer } from '../core/request/servers.js';
import type { JsonObject } from '../core/types.js';
import type { TryRequest } from './try/fetch-request.js';
import type { TryResponse } from './try/try-response.js';

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
  /** The entry of `sources` shown changed: its name and its URL as the list writes it. */
  'source-change': CustomEvent<{ name: string; url: string }>;
}

/**
 * The public events a listener may cancel with `preventDefault()` (INTERFACE §4). `before-try`
 * is cancelled through its `controller` instead, as the seed defines it.
 */
const CANCELABLE: ReadonlySet<keyof SpecDocEventMap> = new Set(['before-authorize', 'before-token-request']);

/**
 * Dispatches one of the element's public events from `target` (the element, or a view inside
 * it): bubbling and composed; cancelable when it is a "before" event. Returns false when a
 * listener called `preventDefault()` on a cancelable one — the only way callers check it.
 */
export function firePublic<K extends keyof SpecDocEventMap>(target: EventTarget, type: K, detail: SpecDocEventMap[K]['detail']): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(type) }));
}

/** Detail of `search-results`: how long a query took to show (tests and the benchmark read it on the dialog). */
export interface SearchResultsDetail {
  query: string;
  count: number;
  /** Milliseconds from the input event to the results being rendered (the debounce included). */
  ms: number;
  /** Milliseconds from sending the query (after the debounce) to the results being rendered. */
  searchMs: number;
}

/** Events between the element's own parts; never seen by the page. */
export interface InternalEventMap {
  /** An operation's heading was clicked (view style): open or close it. */
  'op-toggle': CustomEvent<{ id: string }>;
  /** A search result was chosen: go to it. */
  'search-select': CustomEvent<{ id: string }>;
  'search-results': CustomEvent<SearchResultsDetail>;
  /** A TRY answered 401: the OAuth flows holding a token for these schemes refresh it if they can. */
  'spec-doc-unauthorized': CustomEvent<{ schemes: string[] }>;
}

/** Dispatches an internal event from `target`: bubbling inside the shadow tree, never composed, never cancelable. */
export function fireInternal<K extends keyof InternalEventMap>(target: EventTarget, type: K, detail: InternalEventMap[K]['detail']): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: false }));
}
