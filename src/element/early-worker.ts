import { mark } from '../worker/marks.js';
import { PREFETCH_NAME } from '../worker/protocol.js';

// The worker and the Overlay and Markdown engines are files of dist/. The callers name the
// worker's script, each as `new URL('literal', import.meta.url)` (the form bundlers such as Vite
// and webpack find and copy the file for): dist/spec-doc.js's boot from dist/, the element's code
// from dist/chunks/ (or dist/class-chunks/), where scripts/build.mjs puts all the code the
// element needs at start-up in one chunk.

/** Starts the description worker from `script` (named `name`); a blob trampoline when it is on another origin (a CDN). */
export function startWorker(script: URL, name?: string): Worker | undefined {
  const options = name === undefined ? {} : { name };
  try {
    if (script.origin === location.origin) return new Worker(script, options);
    const blob = new Blob([`importScripts(${JSON.stringify(script.href)});`], { type: 'text/javascript' });
    return new Worker(URL.createObjectURL(blob), options);
  } catch {
    return undefined;
  }
}

/**
 * Starts the description worker, and its download of the first `<tagName spec-url>` in the
 * document (only the worker for an element with `sources`), before the element's code has even
 * been compiled: dist/spec-doc.js's boot calls this first, and imports the element's chunk after
 * it. On two cores the page's main thread is busy until the element's first render, and a worker
 * needs a moment of it to start; started first, the worker is up and downloading while the page
 * does the rest (measured: see the README's Benchmark). The worker is named after the description's URL, and downloads it from its first
 * moment. The first element to connect takes the worker (takeEarlyWorker), and the worker hands that
 * load the download when the URLs match. Returns nothing when there is nothing to load.
 */
export function startEarly(tagName: string, script: URL): Worker | undefined {
  if (typeof document === 'undefined' || typeof Worker === 'undefined') return undefined;
  // Registered already (another copy of the bundle, say): that copy's elements load, not this one's.
  if (customElements.get(tagName)) return undefined;
  const el = document.querySelector(`${tagName}[spec-url], ${tagName}[sources]`);
  if (!el) return undefined;
  // With `sources`, the list and the page URL choose what loads (spec-url waits for the list):
  // the worker starts, and downloads nothing until the element's load says what.
  const value = el.hasAttribute('sources') ? null : el.getAttribute('spec-url');
  let url: string | undefined;
  try {
    url = value ? new URL(value, document.baseURI).href : undefined;
  } catch {
    return undefined; // the element reports the bad URL when it loads
  }
  // The worker starts the download as its script begins to run (src/worker/prefetch.ts).
  const worker = startWorker(script, url === undefined ? undefined : PREFETCH_NAME + url);
  if (worker && url !== undefined) mark('fetch');
  return worker;
}

// The boot (a build of its own) hands its worker to the element's chunk through this global: a
// module of one build cannot see the other's variables. Keyed by the worker's script URL, so a
// chunk only takes the worker of the boot of its own dist/ (not another copy's on the same page).
// dist/spec-doc.js ends the worker through it when the chunk fails to load (scripts/boot-entry.mjs).
const HANDOVER = Symbol.for('spec-doc.early-worker');
interface Handover {
  script: string;
  worker: Worker | undefined;
}
type WithHandover = typeof globalThis & { [HANDOVER]?: Handover };

/** (Boot) Leaves the early worker, or the fact that there is none, for the element's chunk. */
export function handOver(script: URL, worker: Worker | undefined): void {
  (globalThis as WithHandover)[HANDOVER] = { script: script.href, worker };
}

/** The worker the boot or the element's chunk started, until the first element's load takes it. */
let early: Worker | undefined;

/**
 * (Element chunk) Takes the worker dist/spec-doc.js's boot started; without a boot (the element
 * imported by a bundler, through dist/spec-doc-module.js) marks the module's start and starts the
 * worker here, before Lit and the element's code are evaluated. Elements in the document upgrade
 * when the element is defined, in this same task, and the first with spec-url or sources takes the
 * worker as it connects (LoadController.hostConnected); a worker nobody took then is ended after
 * this task.
 */
export function takeOrStartEarly(tagName: string, script: URL): void {
  const global = globalThis as WithHandover;
  const boot = global[HANDOVER];
  if (boot?.script === script.href) {
    delete global[HANDOVER];
    early = boot.worker;
  } else {
    mark('module');
    early = startEarly(tagName, script);
  }
  setTimeout(() => {
    early?.terminate();
    early = undefined;
  });
}

/** The worker started early, once: the first load that needs a worker takes it. */
export function takeEarlyWorker(): Worker | undefined {
  const worker = early;
  early = undefined;
  return worker;
}
