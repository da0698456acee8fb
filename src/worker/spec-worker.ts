/// <reference lib="webworker" />
import { DescriptionError } from '../core/load/description-error.js';
import { httpTextFetcher, loadDescription } from '../core/load/load-description.js';
import type { modelMarkdown } from '../core/markdown/model-markdown.js';
import { DescriptionModel } from '../core/model/description-model.js';
import type { OverlayResult } from '../core/overlay/apply-overlay.js';
import { overlayTransform, type OverlayEngine } from '../core/overlay/overlay-transform.js';
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

function reply(msg: WorkerReply): void {
  self.postMessage(msg);
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  try {
    switch (req.type) {
      case 'load': {
        mark('worker-load');
        const controller = new AbortController();
        for (const c of loads.values()) c.abort();
        loads.set(req.id, controller);
        latestLoad = req.id;
        model = undefined;
        search = undefined;
        eagerJson = undefined;
        const overlays = overlayTransform(req.overlays, fetchText, loadOverlayEngine, controller.signal);
        const loaded = await loadDescription(req.source, fetchText, {
          signal: controller.signal,
          onProgress: (progress) => {
            // The first progress of each phase (without counts) marks its start; 'parsing' comes once the bytes are decoded.
            if (progress.loaded === undefined) mark(progress.phase);
            reply({ id: req.id, type: 'progress', progress });
          },
          transform: overlays.transform,
        });
        loads.delete(req.id);
        if (controller.signal.aborted || req.id !== latestLoad) throw new DescriptionError('aborted', 'cancelled');
        mark('model');
        model = new DescriptionModel(loaded, req.options);
        const topKeys = Object.keys(model.doc);
        mark('send');
        // The phase marks travel with the outline (a few numbers), to be placed on the page's timeline.
        const jsonIsSource = loaded.sourceJson !== undefined && req.source.kind === 'bytes';
        const value: LoadReply = { outline: model.outline, topKeys, overlayMessages: overlays.messages, marks: takeMarks(), jsonIsSource };
        reply({ id: req.id, type: 'result', value });
        // The page asks for the JSON text next unless it kept the bytes: make it now, while that request is on its way.
        eagerJson = jsonIsSource ? undefined : model.json();
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
    reply({ id: req.id, type: 'error', kind, message });
  }
};

// The worker's script has run: from here on it answers messages.
mark('worker-ready');
