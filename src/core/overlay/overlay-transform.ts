import type { TextFetcher } from '../load/load-description.js';
import { parseText } from '../load/parse-text.js';
import { isArray } from '../types.js';
import type { ActionWarning, OverlayResult } from './apply-overlay.js';

/** The overlays a page asks for (overlay-url and the overlays property), as it hands them to the store. */
export interface OverlayRequest {
  /** overlay-url as written: one or more URLs separated by whitespace, applied in order. */
  overlayUrl: string;
  /** The overlays property: Overlay objects, applied after those of overlay-url. */
  overlays: unknown;
  /** What relative overlay URLs resolve against (the page's base URL). */
  base: string;
  /** URL of the Overlay engine script (dist/spec-doc-overlay.js), loaded by the worker only when there are overlays. */
  engine: string;
}

/** One thing to tell the reader about an overlay: why it was left out (error) or an action that did nothing (warning). */
export interface OverlayMessage {
  /** The overlay, by its URL or as "overlay 2 of the overlays property". */
  overlay: string;
  /** An overlay of the overlays property: its number there (from 1), for the interface to name it in its language. */
  property?: number;
  severity: 'error' | 'warning';
  /** English (logs, events); `detail` says the same as data for the interface to word. */
  message: string;
  detail?: OverlayMessageDetail;
}

/**
 * What an overlay message says, as data: an action that changed nothing (`action`), or why the
 * overlay was left out: it could not be read, its engine (`engine`) could not be loaded, applying
 * it threw, or it is no valid Overlay (`errors`, English). `reason` is the error's own words.
 */
export type OverlayMessageDetail =
  | { kind: 'action'; warning: ActionWarning }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'engine'; engine: string; reason: string }
  | { kind: 'threw'; reason: string }
  | { kind: 'invalid'; errors: string[] };

/** Applies one overlay to a description (`applyOverlay`), passed in so the engine can be loaded only when needed. */
export type OverlayEngine = (doc: unknown, overlay: unknown) => OverlayResult;

/** What `overlayTransform` gives the loader: the transform (undefined when there are no overlays) and the messages it fills in. */
export interface OverlayTransform {
  transform: ((doc: unknown) => Promise<unknown>) | undefined;
  messages: OverlayMessage[];
}

type ReadOverlay = { name: string; property?: number; overlay: unknown } | { name: string; error: string; reason: string };

/**
 * Reads the requested overlays and makes the transform that applies them, in order, to a parsed
 * description (`loadDescription`'s `transform`): overlay-url's URLs first, then the overlays
 * property's objects. Fetching starts at once, beside the description's own parse. An overlay
 * that cannot be fetched or parsed, or that the engine refuses, is left out with an error
 * message naming it; actions that apply to nothing are warnings; the rest still apply. The
 * engine is loaded (`loadEngine`) only when there is at least one overlay.
 */
export function overlayTransform(request: OverlayRequest | undefined, fetchText: TextFetcher, loadEngine: (url: string) => Promise<OverlayEngine>, signal?: AbortSignal): OverlayTransform {
  const messages: OverlayMessage[] = [];
  const urls = request ? request.overlayUrl.split(/\s+/).filter(Boolean) : [];
  const objects = request && isArray(request.overlays) ? request.overlays : [];
  if (!request || (!urls.length && !objects.length)) return { transform: undefined, messages };
  const reads: Promise<ReadOverlay>[] = [
    ...urls.map((url) => readOverlay(resolve(url, request.base), fetchText, signal)),
    ...objects.map((overlay, i) => Promise.resolve({ name: `overlay ${i + 1} of the overlays property`, property: i + 1, overlay })),
  ];
  // Settle every read now, so a failed fetch is not an unhandled rejection when the description fails first.
  const read = Promise.all(reads);
  const transform = async (doc: unknown): Promise<unknown> => {
    const overlays = await read;
    let engine: OverlayEngine;
    try {
      engine = await loadEngine(request.engine);
    } catch (e) {
      for (const o of overlays)
        messages.push({
          overlay: o.name,
          ...named(o),
          severity: 'error',
          message: `could not be applied: the Overlay engine (${request.engine}) could not be loaded: ${reason(e)}`,
          detail: { kind: 'engine', engine: request.engine, reason: reason(e) },
        });
      return doc;
    }
    for (const o of overlays) {
      if ('error' in o) {
        messages.push({ overlay: o.name, severity: 'error', message: o.error, detail: { kind: 'unreadable', reason: o.reason } });
        continue;
      }
      let result: OverlayResult;
      try {
        result = engine(doc, o.overlay);
      } catch (e) {
        messages.push({ overlay: o.name, ...named(o), severity: 'error', message: `could not be applied: ${reason(e)}`, detail: { kind: 'threw', reason: reason(e) } });
        continue;
      }
      if (result.errors.length) {
        messages.push({
          overlay: o.name,
          ...named(o),
          severity: 'error',
          message: `is not a valid OpenAPI Overlay: ${result.errors.join('; ')}`,
          detail: { kind: 'invalid', errors: result.errors },
        });
      }
      result.warnings.forEach((warning, i) => {
        const action = result.actionWarnings?.[i];
        messages.push({ overlay: o.name, ...named(o), severity: 'warning', message: warning, ...(action ? { detail: { kind: 'action', warning: action } as const } : {}) });
      });
      doc = result.doc;
    }
    return doc;
  };
  return { transform, messages };
}

async function readOverlay(url: string, fetchText: TextFetcher, signal: AbortSignal | undefined): Promise<ReadOverlay> {
  try {
    return { name: url, overlay: parseText(await fetchText(url, signal), url) };
  } catch (e) {
    // The overlay is named beside the message already: "HTTP 404 Not Found", not "… loading <url>".
    const why = reason(e).replace(` loading ${url}`, '');
    return { name: url, error: `could not be read: ${why}`, reason: why };
  }
}

/** The URL resolved against the page; as written when it cannot be (the fetch then says why). */
function resolve(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** An overlay of the overlays property's number, for its messages. */
function named(o: ReadOverlay): { property?: number } {
  return 'property' in o && o.property !== undefined ? { property: o.property } : {};
}

function reason(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
