// `import { SpecDoc, defineSpecDoc } from 'spec-doc/class'`: the element class and its
// registration function, with no side effect on import (nothing is registered until
// `defineSpecDoc()` runs). For subclassing, another tag name, or choosing when to register.
import type { SpecDocEventMap } from '../ui/events.js';

export { SpecDoc } from './spec-doc.js';
export { defineSpecDoc } from './define.js';
export type { AfterTryDetail, BeforeAuthorizeDetail, BeforeTokenRequestDetail, SpecDocEventMap, SpecLoadErrorDetail } from '../ui/events.js';
export type { SelectedServer } from '../core/request/servers.js';
export type { TryRequest } from '../ui/try/fetch-request.js';
export type { TryResponse } from '../ui/try/try-response.js';
export type { JsonObject } from '../core/types.js';

declare global {
  // The element's events, so `el.addEventListener('spec-loaded', (e) => e.detail)` is typed
  // on any element the events bubble through (they are composed and bubble).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends SpecDocEventMap {}
}
