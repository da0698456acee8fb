// `import { SpecDoc, defineSpecDoc } from 'spec-doc/class'`: the element class and its
// registration function, with no side effect on import (nothing is registered until
// `defineSpecDoc()` runs). For subclassing, another tag name, or choosing when to register.
// The published declarations are made from this module's exports (scripts/types-bundle.mjs).
import type { SpecDocEventMap as DispatchedEventMap } from '../ui/events.js';
import type { TryRequest } from '../ui/try/fetch-request.js';
import type { TryResponse } from '../ui/try/try-response.js';

export { SpecDoc } from './spec-doc.js';
export { defineSpecDoc } from './define.js';
export type { BeforeAuthorizeDetail, BeforeTokenRequestDetail, SpecLoadErrorDetail } from '../ui/events.js';
export type { SelectedServer } from '../core/request/servers.js';
export type { TryRequest } from '../ui/try/fetch-request.js';
export type { TryResponse } from '../ui/try/try-response.js';
export type { JsonObject } from '../core/types.js';

/**
 * Detail of `after-try`: the response as the TRY console read it, or the network error. Each
 * shape names the other's key as absent, so `e.detail.response?.status` reads either without a
 * narrowing first (the events dispatch ui/events.ts's AfterTryDetail, which is assignable to it).
 */
export type AfterTryDetail = { request: TryRequest; response: TryResponse; error?: undefined } | { request: TryRequest; error: Error; response?: undefined };

/** Event names of `<spec-doc>` and their detail types. */
export interface SpecDocEventMap extends Omit<DispatchedEventMap, 'after-try'> {
  'after-try': CustomEvent<AfterTryDetail>;
}

declare global {
  // The element's events, so `el.addEventListener('spec-loaded', (e) => e.detail)` is typed
  // on any element the events bubble through (they are composed and bubble).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends SpecDocEventMap {}
}
