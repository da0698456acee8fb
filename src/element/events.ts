import type { JsonObject } from '../core/types.js';
import type { SelectedServer } from './api-server.js';

/** Detail of `spec-load-error`. */
export interface SpecLoadErrorDetail {
  error: Error;
  url: string;
}

/** Event names and their detail types. */
export interface SpecDocEventMap {
  'before-render': CustomEvent<{ spec: JsonObject }>;
  'spec-loaded': CustomEvent<JsonObject>;
  'spec-load-error': CustomEvent<SpecLoadErrorDetail>;
  'api-server-change': CustomEvent<{ selectedServer: SelectedServer }>;
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
