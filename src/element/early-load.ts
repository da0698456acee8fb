import { fetchChecked } from '../core/load/fetch-checked.js';
import { mark } from '../worker/marks.js';

/** A description fetch and a worker started for an element before it upgraded. */
export interface EarlyLoad {
  /** The description's absolute URL (spec-url resolved against the page). */
  url: string;
  response: Promise<Response>;
  controller: AbortController;
  worker: Worker | undefined;
}

/** Early loads not yet claimed by their element. */
const early = new Map<Element, EarlyLoad>();

/** How long an early load waits for its element to claim it before it is dropped (an element removed before upgrading, say). */
const UNCLAIMED_MS = 10_000;

/** Starts the description worker beside this module; a blob trampoline when the bundle is on another origin (a CDN). */
export function startWorker(): Worker | undefined {
  try {
    const url = new URL('./spec-doc-worker.js', import.meta.url);
    if (url.origin === location.origin) return new Worker(url);
    const blob = new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' });
    return new Worker(URL.createObjectURL(blob));
  } catch {
    return undefined;
  }
}

/**
 * When the bundle runs, starts the description fetch and the worker of every `<spec-doc
 * spec-url>` already in the document, so that both run while the element's code is still being
 * evaluated and the element upgrades and renders its shell (measured: the fetch used to start
 * 20–30 ms later, the worker was ready 60–80 ms after the fetch began; see the README's
 * Benchmark). The element claims its load when it first loads that URL; a load it does not
 * claim (another URL, or no load) is cancelled. Elements with `sources` choose their URL from
 * the page's address, so they start as before.
 */
export function startEarlyLoads(tagName: string): void {
  // A second copy of the bundle: the first one's elements are upgraded and loading already.
  if (customElements.get(tagName)) return;
  for (const el of document.querySelectorAll(`${tagName}[spec-url]:not([sources])`)) {
    let url: string;
    try {
      url = new URL(el.getAttribute('spec-url') ?? '', document.baseURI).href;
    } catch {
      continue; // the element reports the bad URL itself
    }
    // The worker first: its script's request then goes out ahead of the description's.
    const worker = startWorker();
    if (early.size === 0) mark('fetch');
    const controller = new AbortController();
    const response = fetchChecked(fetch.bind(globalThis), url, controller.signal, document.baseURI);
    // Its element awaits it (and shows the error); unclaimed, nobody does.
    response.catch(() => undefined);
    early.set(el, { url, response, controller, worker });
  }
  if (early.size) setTimeout(() => [...early.keys()].forEach((el) => release(claimEarlyLoad(el))), UNCLAIMED_MS);
}

/** The early load started for `el`, if any; it is the caller's from now on. */
export function claimEarlyLoad(el: Element): EarlyLoad | undefined {
  const load = early.get(el);
  early.delete(el);
  return load;
}

/** Cancels an early load nobody will use, and ends its worker. */
export function release(load: EarlyLoad | undefined): void {
  load?.controller.abort();
  load?.worker?.terminate();
}
