/// <reference lib="webworker" />
// First: the early download starts as this script begins to run (see prefetch.ts).
import { takeDownload } from './prefetch.js';
import { DescriptionError } from '../core/load/description-error.js';
import { sniffSwagger2Json } from '../core/load/sniff-swagger2.js';
import { httpTextFetcher, loadDescription, type LoadedDescription } from '../core/load/load-description.js';
import type { modelMarkdown } from '../core/markdown/model-markdown.js';
import { DescriptionModel, outlineOf } from '../core/model/description-model.js';
import { SKELETON_FROM, skeletonOutline } from '../core/model/skeleton-outline.js';
import type { Outline } from '../core/model/types.js';
import type { Problem } from '../core/types.js';
import type { OverlayResult } from '../core/overlay/apply-overlay.js';
import { overlayTransform, type OverlayEngine } from '../core/overlay/overlay-transform.js';
import { swagger2Headings } from '../core/resolve/swagger2-headings.js';
import { SearchIndex } from '../core/search/search-index.js';
import { mark, takeMarks } from './marks.js';
import type { LoadReply, WorkerReply, WorkerRequest } from './protocol.js';

// The worker owns parsing, $ref bundling, Swagger 2 conversion and the model, so the
// page's main thread never blocks on a large description; it sends the page small
// answers (the outline, one operation, one schema) rather than the whole object graph.
declare const self: DedicatedWorkerGlobalScope & {
  specDocOverlay?: { applyOverlay: (doc: unknown, overlay: unknown) => OverlayResult };
  specDocMarkdown?: { modelMarkdown: typeof modelMarkdown };
};

let model: DescriptionModel | undefined;
/** Search over `model`, built on the first search or filter request; a new load drops it. */
let search: SearchIndex | undefined;
/** The loaded description's JSON text, made right after its outline was sent, for the page's first `json` request. */
let eagerJson: string | undefined;
/** Id of the last load whose outline was sent before its conversion (Swagger 2.0), and what failed after it, if anything. */
let earlyLoad = 0;
let lateFailure: Problem | undefined;
/**
 * A Swagger 2.0 load whose outline has gone and whose conversion waits (see beforeConvert): `go`
 * starts it, `done` settles when the load has set its model or failed.
 */
let held: { go: () => void; done: Promise<void> } | undefined;
/** How long a held conversion waits for the page at most (a page that never paints: a background tab). */
const HOLD_MAX_MS = 1000;
/** Requests the page needs answered to show something: they start a held conversion rather than wait for the page's word. */
const STARTS_CONVERSION = new Set<WorkerRequest['type']>(['operation', 'schema', 'components', 'component', 'example', 'search', 'filter', 'markdown']);
/**
 * The whole parse of a load whose outline came from its skeleton: settles once the whole text has
 * parsed, fails with the reason it did not (a `parsed` request waits for it). Undefined for other loads.
 */
let wholeParse: WholeParse | undefined;
interface WholeParse {
  promise: Promise<void>;
  resolve: () => void;
  reject: (e: unknown) => void;
}
/** Id of the newest load: an older load that finishes later must not replace its model. */
let latestLoad = 0;
const loads = new Map<number, AbortController>();
const fetchText = httpTextFetcher(fetch.bind(self));

/**
 * The Overlay engine (JSONPath and all) is a script of its own, dist/spec-doc-overlay.js, so
 * descriptions without overlays never download it; the page names its URL, because a worker
 * started from a blob trampoline (a CDN) cannot find the files beside it.
 */
function loadOverlayEngine(url: string): Promise<OverlayEngine> {
  if (!self.specDocOverlay) importScripts(url);
  const engine = self.specDocOverlay?.applyOverlay;
  if (!engine) throw new Error(`${url} did not provide the Overlay engine`);
  return Promise.resolve(engine);
}

/** The Markdown builder, dist/spec-doc-markdown.js, loaded on the first Markdown request (its URL from the page, as above). */
function markdownEngine(url: string): typeof modelMarkdown {
  if (!self.specDocMarkdown) importScripts(url);
  const engine = self.specDocMarkdown?.modelMarkdown;
  if (!engine) throw new Error(`${url} did not provide the Markdown builder`);
  return engine;
}

function reply(msg: WorkerReply, transfer: Transferable[] = []): void {
  self.postMessage(msg, transfer);
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  try {
    // Asked between a Swagger 2.0 outline and its model: answered from the model, once it is set.
    if (held && req.type !== 'load' && req.type !== 'cancel' && req.type !== 'painted' && req.type !== 'parsed') {
      if (STARTS_CONVERSION.has(req.type)) held.go();
      await held.done;
    }
    switch (req.type) {
      case 'painted':
        held?.go();
        reply({ id: req.id, type: 'result', value: null });
        break;
      case 'load': {
        mark('worker-load');
        const controller = new AbortController();
        for (const c of loads.values()) c.abort();
        loads.set(req.id, controller);
        latestLoad = req.id;
        model = undefined;
        lateFailure = undefined;
        search = undefined;
        eagerJson = undefined;
        wholeParse = undefined;
        /** Whether the outline went before the conversion (Swagger 2.0: from its headings), and whether the fetched bytes went with it. */
        const sent = { early: false, bytes: false };
        let settle!: () => void;
        const hold: { go: () => void; done: Promise<void> } = { go: () => undefined, done: new Promise<void>((resolve) => (settle = resolve)) };
        const overlays = overlayTransform(req.overlays, fetchText, loadOverlayEngine, controller.signal);
        // A URL is fetched here (see WorkerStore.load) as bytes: the nesting check reads them before they are decoded.
        let source = req.source;
        /** This load's wholeParse, when its outline came from the skeleton. */
        let whole: WholeParse | undefined;
        /** Sends the outline; true when the fetched bytes went with it. `fetched`: those bytes, for an outline read from the skeleton (before the whole parse, which reads a copy). */
        const sendOutline = (outline: Outline, topKeys: string[], loaded: Pick<LoadedDescription, 'sourceJson' | 'convertedJson'>, fetched?: Uint8Array): boolean => {
          mark('send');
          // The phase marks travel with the outline (a few numbers), to be placed on the page's timeline.
          // The fetched bytes go back to the page when they are the description's JSON (nothing here reads them again).
          // Also when they are Swagger 2.0 JSON that needed only converting: the page converts them if a listener reads the object before the text below has come.
          const converted = loaded.convertedJson === true;
          const bytes = fetched ?? ((loaded.sourceJson !== undefined || converted) && req.source.kind === 'url' && source.kind === 'bytes' ? source.bytes : undefined);
          const value: LoadReply = {
            outline,
            topKeys,
            overlayMessages: overlays.messages,
            marks: takeMarks(),
            ...(bytes ? { bytes } : {}),
            ...(bytes && converted ? { converted } : {}),
            ...(sent.early ? { problemsLater: true as const } : {}),
            ...(fetched ? { parsedLater: true as const } : {}),
          };
          reply({ id: req.id, type: 'result', value }, bytes ? [bytes.buffer] : []);
          return bytes !== undefined && !converted;
        };
        if (source.kind === 'url') {
          source = { kind: 'bytes', ...(await takeDownload(source.url, controller)) };
          const swagger2 = sniffSwagger2Json(source.bytes);
          if (swagger2) reply({ id: req.id, type: 'swagger2' });
          // A large JSON file: its outline from its skeleton first, the whole parse after it
          // (skeleton-outline.ts), while the page renders. The page gets the fetched bytes and the
          // parse below reads a copy. Not with overlays: they may change what the outline reads.
          if (!overlays.transform && source.bytes.length >= SKELETON_FROM) {
            // The bytes are in: the page gets ready to render (it warms its Markdown renderer, see
            // LoadController's `downloaded`) while the skeleton is read, as it does during a parse.
            reply({ id: req.id, type: 'progress', progress: { phase: 'parsing' } });
            mark('cut');
            const early = skeletonOutline(source.bytes, source.url, req.options);
            if (early) {
              mark('model');
              sent.early = true;
              earlyLoad = req.id;
              held = hold;
              let resolve!: () => void;
              let reject!: (e: unknown) => void;
              const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
              promise.catch(() => undefined);
              whole = wholeParse = { promise, resolve, reject };
              // The fetched bytes go to the page; the whole parse reads a copy: the one the cut made
              // in its WebAssembly memory when it ran there (copying GitHub's 11.8 MB took 10 ms).
              const kept = early.copy ?? source.bytes.slice();
              // Swagger 2.0's bytes go as such: the page converts them if a listener reads the object before the converted text has come.
              sent.bytes = sendOutline(early.outline, early.topKeys, early.swagger2 ? { convertedJson: true } : {}, source.bytes);
              // The whole parse need not look for external references or check the nesting again.
              source = { ...source, bytes: kept, scanned: early.scanned };
            }
          }
        }
        /**
         * Waits until the page has painted its first screen (a `painted` message): on two cores the
         * worker's work and the page's render shared the machine, and the render took twice as long
         * (Kubernetes: 62 against 30 ms, see the README's Benchmark). A request that needs the model
         * ends the wait at once, and so do a cancellation and a timer. Once only.
         */
        let released = false;
        const whenPainted = (): Promise<void> =>
          released
            ? Promise.resolve()
            : new Promise<void>((resolve) => {
                const timer = setTimeout(() => hold.go(), HOLD_MAX_MS);
                hold.go = () => {
                  released = true;
                  clearTimeout(timer);
                  controller.signal.removeEventListener('abort', hold.go);
                  resolve();
                };
                controller.signal.addEventListener('abort', hold.go);
                held = hold;
              });
        try {
          // The whole parse of a description shown from its skeleton waits for the page's paint too.
          if (sent.early) await whenPainted();
          const loaded = await loadDescription(source, fetchText, {
            signal: controller.signal,
            onProgress: (progress) => {
              // The first progress of each phase (without counts) marks its start; 'parsing' comes once the bytes are decoded.
              // Not once the outline has gone: its marks went with it, and these would come after
              // them; and the page, which shows the description by then, has no use for progress.
              if (sent.early) return;
              if (progress.loaded === undefined) mark(progress.phase);
              reply({ id: req.id, type: 'progress', progress });
            },
            transform: overlays.transform,
            // Swagger 2.0: the outline is read from the description's headings and sent before the
            // whole conversion (80–95 ms for Kubernetes' in a cold worker), which runs while the page
            // renders; requests the page sends meanwhile wait in the queue until the model is set
            // below, in the same task. The conversion's problems follow on the page's request.
            beforeConvert: (swagger2) => {
              if (controller.signal.aborted || req.id !== latestLoad) return;
              if (!sent.early) {
                const head: LoadedDescription = { ...swagger2, doc: swagger2Headings(swagger2.doc) };
                mark('model');
                sent.early = true;
                earlyLoad = req.id;
                sent.bytes = sendOutline(outlineOf(head, req.options), Object.keys(head.doc), head);
              }
              // The conversion then waits until the page has painted its first screen (whenPainted).
              return whenPainted();
            },
          });
          loads.delete(req.id);
          if (controller.signal.aborted || req.id !== latestLoad) throw new DescriptionError('aborted', 'cancelled');
          if (!sent.early) mark('model');
          model = new DescriptionModel(loaded, req.options);
          whole?.resolve();
          if (!sent.early) sent.bytes = sendOutline(model.outline, Object.keys(model.doc), loaded);
          // The page asks for the JSON text next unless it kept the bytes: make it now, while that request is on its way.
          eagerJson = sent.bytes ? undefined : model.json();
        } catch (e) {
          // The page's `parsed` request fails with this (a cancellation too: nothing waits for it then).
          whole?.reject(e);
          throw e;
        } finally {
          if (held === hold) held = undefined;
          settle();
        }
        break;
      }
      case 'cancel':
        loads.get(req.loadId)?.abort();
        loads.delete(req.loadId);
        reply({ id: req.id, type: 'result', value: null });
        break;
      case 'operation':
        reply({ id: req.id, type: 'result', value: model?.operation(req.opId) ?? null });
        break;
      case 'schema':
        reply({ id: req.id, type: 'result', value: model ? model.schema(req.pointer, req.ancestors) : null });
        break;
      case 'components':
        reply({ id: req.id, type: 'result', value: model ? model.components(req.sort) : null });
        break;
      case 'example':
        reply({ id: req.id, type: 'result', value: model ? (model.example(req.request) ?? null) : null });
        break;
      case 'component':
        reply({ id: req.id, type: 'result', value: model?.component(req.kind, req.name) ?? null });
        break;
      case 'search':
        reply({ id: req.id, type: 'result', value: model ? (search ??= SearchIndex.fromModel(model)).search(req.query, req.limit) : [] });
        break;
      case 'filter':
        reply({ id: req.id, type: 'result', value: model ? (search ??= SearchIndex.fromModel(model)).filter(req.query) : [] });
        break;
      case 'parsed':
        await wholeParse?.promise;
        reply({ id: req.id, type: 'result', value: null });
        break;
      case 'problems':
        reply({ id: req.id, type: 'result', value: model?.outline.problems ?? (lateFailure ? [lateFailure] : []) });
        break;
      case 'json':
        reply({ id: req.id, type: 'result', value: eagerJson ?? (model ? model.json() : null) });
        eagerJson = undefined;
        break;
      case 'markdown':
        reply({ id: req.id, type: 'result', value: model ? (markdownEngine(req.engine)(model, req.opId, req.server) ?? null) : null });
        break;
    }
  } catch (e) {
    loads.delete(req.id);
    const kind = e instanceof DescriptionError ? e.kind : 'internal';
    const message = e instanceof Error ? e.message : String(e);
    // A load whose outline has gone (see beforeConvert) cannot fail any more: the page shows it, with this as a problem.
    if (req.type === 'load' && req.id === earlyLoad) {
      const error = e instanceof DescriptionError ? e.detail : undefined;
      lateFailure = { pointer: '', message: `The rest of the description could not be read: ${message}`, detail: { what: 'rest-unreadable', reason: message, ...(error ? { error } : {}) } };
    }
    const { detail, afterOverlays } = e instanceof DescriptionError ? e : { detail: undefined, afterOverlays: false };
    reply({ id: req.id, type: 'error', kind, message, ...(detail ? { detail, afterOverlays } : {}) });
  }
};

// The worker's script has run: from here on it answers messages.
mark('worker-ready');
