import { mark } from '../worker/marks.js';
import type { WorkerRequest } from '../worker/protocol.js';

// The worker and the Overlay and Markdown engines are files of dist/. This module is bundled into
// dist/chunks/ (or dist/class-chunks/), one level below them: scripts/build.mjs puts all the code
// the element needs at start-up into one chunk there, which dist/spec-doc.js imports. Each URL is
// written out as `new URL('literal', import.meta.url)`, the form bundlers (Vite, webpack) find and
// copy the file for.

/** Starts the description worker beside the bundle; a blob trampoline when the bundle is on another origin (a CDN). */
export function startWorker(): Worker | undefined {
  try {
    const url = new URL('../spec-doc-worker.js', import.meta.url);
    if (url.origin === location.origin) return new Worker(url);
    const blob = new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' });
    return new Worker(URL.createObjectURL(blob));
  } catch {
    return undefined;
  }
}

/** The worker started before any element was defined, until the first element's load takes it. */
let early: Worker | undefined;

/**
 * Starts the description worker, and its download of the first `<tagName spec-url>` in the
 * document, when the bundle starts to run: before the element's code is evaluated, the element
 * defined, upgraded and first rendered. On two cores the page's main thread is busy all that
 * time, and a worker needs a moment of it to start; started first, the worker is up and
 * downloading while the page does the rest (measured: see the README's Benchmark). The element's
 * first load takes the worker (takeEarlyWorker), and the worker hands that load the download
 * when the URLs match; a worker nobody took is ended after the bundle's first task.
 */
export function startEarly(tagName: string): void {
  if (typeof document === 'undefined' || typeof Worker === 'undefined') return;
  // Registered already (another copy of the bundle, say): that copy's elements load, not this one's.
  if (customElements.get(tagName)) return;
  const value = document.querySelector(`${tagName}[spec-url]`)?.getAttribute('spec-url');
  if (!value) return;
  let url: string;
  try {
    url = new URL(value, document.baseURI).href;
  } catch {
    return; // the element reports the bad URL when it loads
  }
  const worker = startWorker();
  if (!worker) return;
  mark('fetch');
  const prefetch: WorkerRequest = { id: 0, type: 'prefetch', url };
  worker.postMessage(prefetch);
  early = worker;
  // Elements in the document upgrade when the element is defined, in this same task, and load in
  // a microtask after it; after that, nothing will take the worker.
  setTimeout(() => {
    early?.terminate();
    early = undefined;
  });
}

/** The worker startEarly started, once: the first load that needs a worker takes it. */
export function takeEarlyWorker(): Worker | undefined {
  const worker = early;
  early = undefined;
  return worker;
}
