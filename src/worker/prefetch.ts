/// <reference lib="webworker" />
import { fetchBytes } from '../core/load/fetch-checked.js';
import { mark } from './marks.js';
import { PREFETCH_NAME } from './protocol.js';

// The description's download. A worker the page starts early (src/element/early-worker.ts) is
// named after the description it is to download, and the download starts when this module runs:
// spec-worker.ts imports it first, so that is as the worker's script begins. A message could only
// start it after the script has run, and a message posted before the worker was up waits for the
// page's main thread, which is busy with the element's chunk then: 11–27 ms later, measured on
// Kubernetes' description (see the README's Benchmark, seventh round).

declare const self: DedicatedWorkerGlobalScope;

type Download = Promise<{ bytes: Uint8Array; url: string }>;

/** A download started before its load, for the load of the same URL. */
let prefetched: { url: string; controller: AbortController; download: Download } | undefined;

/** Starts downloading `url`'s bytes (fetchBytes) with its own controller, and marks the start. */
function download(url: string, controller: AbortController): Download {
  mark('download');
  return fetchBytes(fetch.bind(self), url, controller.signal).then((fetched) => {
    mark('fetched');
    return fetched;
  });
}

/** The load's download of `url`: the prefetched one when it is of the same URL (cancelled with the load), otherwise a new one. */
export function takeDownload(url: string, controller: AbortController): Download {
  const early = prefetched;
  prefetched = undefined;
  if (early?.url !== url) {
    early?.controller.abort();
    return download(url, controller);
  }
  controller.signal.addEventListener('abort', () => early.controller.abort());
  return early.download;
}

if (typeof self.name === 'string' && self.name.startsWith(PREFETCH_NAME)) {
  const url = self.name.slice(PREFETCH_NAME.length);
  const controller = new AbortController();
  const early = download(url, controller);
  // Its load reports a failure; until one takes it, a rejection is nobody's to handle.
  early.catch(() => undefined);
  prefetched = { url, controller, download: early };
}
