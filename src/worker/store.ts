import { fetchBytes } from '../core/load/fetch-checked.js';
import type { DescriptionErrorDetail } from '../core/load/description-error.js';
import type { DescriptionSource, LoadProgress } from '../core/load/load-description.js';
import type { MarkdownServer } from '../core/markdown/model-markdown.js';
import type { ComponentDetail, ComponentGroup } from '../core/model/components.js';
import type { DescriptionModel, OutlineOptions } from '../core/model/description-model.js';
import type { ExampleRequest, OperationDetail, Outline, SchemaNode } from '../core/model/types.js';
import type { OverlayMessage, OverlayRequest } from '../core/overlay/overlay-transform.js';
import type { SearchHit, SearchIndex } from '../core/search/search-index.js';
import type { convertSwagger2 } from '../core/resolve/swagger2.js';
import type { JsonObject, Problem } from '../core/types.js';
import { mark, placeMarks } from './marks.js';
import type { LoadReply, WorkerReply, WorkerRequest } from './protocol.js';

/** A loaded description as the page sees it: the outline now, details on request. */
export interface LoadResult {
  outline: Outline;
  /** JSON text of the bundled description, or how to get it when it is needed (worker store) ... */
  json?: string | (() => string);
  /** ... or the object itself (in-page store). */
  doc?: JsonObject;
  topKeys: string[];
  /** What did not apply of the overlays the load asked for. */
  overlayMessages?: OverlayMessage[];
  /** The description's problems, all of them, when the outline came before some were found (a Swagger 2.0 conversion): they replace the outline's. */
  problems?: Promise<Problem[] | undefined>;
  /** To be called once the first screen of this description is painted: what the store held back until then (a Swagger 2.0 conversion) may start. */
  painted?: () => void;
  /**
   * When the outline came before the whole description was parsed (a large JSON file, read from its
   * skeleton first): settles once it has, rejects with the reason it could not (a syntax error past
   * what the skeleton read). The load is not done until then.
   */
  parsed?: Promise<void>;
}

/** Where the page gets description data from: a Worker, or (fallback) the page itself. */
export interface DescriptionStore {
  /** The URL the loaded description's relative links resolve against (set by the element after a load). */
  baseUrl: string;
  /** Loads a description, with `overlays` (OpenAPI Overlays) applied to it first when given. */
  load(source: DescriptionSource, options: OutlineOptions, onProgress: (p: LoadProgress) => void, overlays?: OverlayRequest): Promise<LoadResult>;
  /** Stops the load in progress, if any. */
  cancel(): void;
  operation(id: string): Promise<OperationDetail | undefined>;
  schema(pointer: string, ancestors: string[]): Promise<SchemaNode | undefined>;
  /** The components section's groups; alphabetical within each group with `sort` (sort-schemas). */
  components(sort?: boolean): Promise<ComponentGroup[]>;
  /** A generated example (ExampleView.generate), built on first request; undefined when none can be made. */
  example(request: ExampleRequest): Promise<unknown>;
  /** One component's section; undefined for an unknown kind or before a description has loaded. */
  component(kind: string, name: string): Promise<ComponentDetail | undefined>;
  /** Advanced search: operations and webhooks ranked for the query, at most `limit` (50); [] for an empty query or before a load. The index is built on the first call. */
  search(query: string, limit?: number): Promise<SearchHit[]>;
  /** Quick filter: ids of the operations whose method, path, summary, description, operationId or tags contain every word of the query. */
  filter(query: string): Promise<string[]>;
  /** The loaded description as JSON text (for downloads: asked for on demand rather than kept in the page). */
  json(): Promise<string>;
  /** Markdown of one operation or webhook (by id) or, without one, the whole description; undefined for an unknown id or before a load. */
  markdown(opId: string | undefined, server: MarkdownServer): Promise<string | undefined>;
  dispose(): void;
}

/** Error thrown by a store with the core's error kind attached (and a DescriptionError's detail, from the worker). */
export class StoreError extends Error {
  readonly kind: string;
  readonly detail: DescriptionErrorDetail | undefined;
  readonly afterOverlays: boolean;
  constructor(message: string, kind: string, detail?: DescriptionErrorDetail, afterOverlays = false) {
    super(message);
    this.kind = kind;
    this.detail = detail;
    this.afterOverlays = afterOverlays;
  }
}

/** Why a store request failed, in words; undefined when the view was closed (nothing to show). */
export function storeFailure(e: unknown): string | undefined {
  if (e instanceof StoreError && e.kind === 'aborted') return undefined;
  return e instanceof Error ? e.message : String(e);
}

let converter: Promise<typeof convertSwagger2> | undefined;

/** The Swagger 2.0 converter, a chunk of its own in the page (only Swagger 2.0 descriptions load it); a failed load may be tried again. */
function swagger2Converter(): Promise<typeof convertSwagger2> {
  converter ??= import('../core/resolve/swagger2.js').then(
    (m) => m.convertSwagger2,
    (e: unknown) => {
      converter = undefined;
      throw e;
    },
  );
  return converter;
}

/** A request without its id (distributes over the union). */
type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void; progress?: (p: LoadProgress) => void };

/** Talks to the description worker (dist/spec-doc-worker.js) with numbered messages. */
export class WorkerStore implements DescriptionStore {
  baseUrl = '';
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private loadId = 0;

  /** @param markdownEngine URL of dist/spec-doc-markdown.js, which the worker loads on the first Markdown request. */
  constructor(
    worker: Worker,
    private readonly markdownEngine: string,
  ) {
    this.worker = worker;
    worker.onmessage = (e: MessageEvent<WorkerReply>) => {
      const msg = e.data;
      // Swagger 2.0 JSON on its way: the page's converter chunk loads while the worker parses (see afterOutline).
      if (msg.type === 'swagger2') {
        void swagger2Converter().catch(() => undefined);
        return;
      }
      const p = this.pending.get(msg.id);
      if (!p) return;
      if (msg.type === 'progress') {
        p.progress?.(msg.progress);
        return;
      }
      this.pending.delete(msg.id);
      if (msg.type === 'result') p.resolve(msg.value);
      else p.reject(new StoreError(msg.message, msg.kind, msg.detail, msg.afterOverlays));
    };
    // A worker that cannot start (blocked by CSP, say) fails every pending request as 'worker',
    // and the element falls back to doing the work in the page.
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      for (const p of this.pending.values()) p.reject(new StoreError('The description worker failed to start', 'worker'));
      this.pending.clear();
    };
  }

  private send<T>(req: Request, progress?: (p: LoadProgress) => void): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, ...(progress ? { progress } : {}) });
      const message: WorkerRequest = { ...req, id };
      this.worker.postMessage(message);
    });
  }

  async load(source: DescriptionSource, options: OutlineOptions, onProgress: (p: LoadProgress) => void, overlays?: OverlayRequest): Promise<LoadResult> {
    if (source.kind === 'url') onProgress({ phase: 'fetching' });
    // A URL is fetched by the worker, not the page: a response body is read by the thread that
    // fetched it, and the page's main thread is busy while the description downloads (the
    // element's first render, the page's own start-up), which held the download back by as
    // much (measured: see the README's Benchmark). The worker sends the bytes back with the
    // outline when they are the description's JSON, for the object listeners may ask for.
    mark('fetch');
    this.loadId = this.nextId;
    return this.afterOutline(await this.send<LoadReply>({ type: 'load', source, options, overlays }, onProgress));
  }

  /** The load's result once the outline is in: the JSON text asked for, unless the fetched bytes that came with it are that text or convert to it. */
  private async afterOutline({ marks, bytes, converted, problemsLater, parsedLater, ...reply }: LoadReply): Promise<LoadResult> {
    // Received and deserialised (MessageEvent.data is read in onmessage).
    mark('outline');
    placeMarks(marks);
    // Asked first: the worker answers it as soon as its whole parse is done, before the problems.
    const parsed = parsedLater ? this.send<null>({ type: 'parsed' }).then((): void => undefined) : undefined;
    parsed?.catch(() => undefined);
    // Asked now, answered once the conversion is done (undefined if the worker has gone by then).
    const problems = problemsLater ? this.send<Problem[]>({ type: 'problems' }).catch((): undefined => undefined) : undefined;
    let json: LoadResult['json'];
    if (bytes && converted) {
      // Swagger 2.0 JSON: the worker's text of the converted description (made after the outline,
      // 150 ms for Kubernetes' on a slow machine) is not waited for. It comes in the background;
      // a listener that reads the object before then gets the page's own conversion of the bytes,
      // the same text (one converter, deterministic), paid only by a page that looks that early.
      const convert = await swagger2Converter().catch(() => undefined);
      if (convert) {
        let text: string | undefined;
        this.send<string>({ type: 'json' }).then(
          (t) => {
            text = t;
            mark('json-text');
          },
          () => undefined,
        );
        json = (): string => text ?? JSON.stringify(convert(JSON.parse(new TextDecoder().decode(bytes)) as JsonObject, []));
      }
    } else if (bytes) {
      json = (): string => new TextDecoder().decode(bytes);
    }
    json ??= await this.send<string>({ type: 'json' });
    mark('json');
    // The worker converts a Swagger 2.0 description once the page has shown its outline (see spec-worker.ts).
    const painted = problemsLater ? (): void => void this.send({ type: 'painted' }).catch(() => undefined) : undefined;
    return { ...reply, json, ...(problems ? { problems } : {}), ...(painted ? { painted } : {}), ...(parsed ? { parsed } : {}) };
  }

  cancel(): void {
    if (this.loadId) void this.send({ type: 'cancel', loadId: this.loadId });
    this.loadId = 0;
  }

  async json(): Promise<string> {
    return (await this.send<string | null>({ type: 'json' })) ?? '{}';
  }

  async markdown(opId: string | undefined, server: MarkdownServer): Promise<string | undefined> {
    return (await this.send<string | null>({ type: 'markdown', opId, server, engine: this.markdownEngine })) ?? undefined;
  }

  async operation(opId: string): Promise<OperationDetail | undefined> {
    return (await this.send<OperationDetail | null>({ type: 'operation', opId })) ?? undefined;
  }

  async schema(pointer: string, ancestors: string[]): Promise<SchemaNode | undefined> {
    return (await this.send<SchemaNode | null>({ type: 'schema', pointer, ancestors })) ?? undefined;
  }

  async components(sort = false): Promise<ComponentGroup[]> {
    return (await this.send<ComponentGroup[] | null>({ type: 'components', sort })) ?? [];
  }

  async component(kind: string, name: string): Promise<ComponentDetail | undefined> {
    return (await this.send<ComponentDetail | null>({ type: 'component', kind, name })) ?? undefined;
  }

  async example(request: ExampleRequest): Promise<unknown> {
    return (await this.send<unknown>({ type: 'example', request })) ?? undefined;
  }

  search(query: string, limit = 50): Promise<SearchHit[]> {
    return this.send<SearchHit[]>({ type: 'search', query, limit });
  }

  filter(query: string): Promise<string[]> {
    return this.send<string[]>({ type: 'filter', query });
  }

  dispose(): void {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new StoreError('The description view was closed', 'aborted'));
    this.pending.clear();
  }
}

/**
 * Does the work in the page: for objects handed to loadSpec, mutated descriptions, and pages where no Worker can start.
 * Its answers are async like the worker's, so that a model that throws rejects (as the worker's would) instead of throwing at the caller.
 */
/* eslint-disable @typescript-eslint/require-await */
export class LocalStore implements DescriptionStore {
  baseUrl = '';
  private model: DescriptionModel | undefined;
  /** Search over `model`, built on the first search or filter; paired with its model so a new load drops it. */
  private searching: { model: DescriptionModel; index: SearchIndex } | undefined;
  private controller: AbortController | undefined;

  async load(source: DescriptionSource, options: OutlineOptions, onProgress: (p: LoadProgress) => void, overlays?: OverlayRequest): Promise<LoadResult> {
    // The loader (YAML parser, bundler, Swagger 2 converter) is a lazily loaded chunk here.
    const core = await import('./local-core.js');
    this.controller?.abort();
    const controller = (this.controller = new AbortController());
    // Bytes, as for the worker: the nesting check reads them before they are decoded.
    if (source.kind === 'url') {
      onProgress({ phase: 'fetching' });
      source = { kind: 'bytes', ...(await fetchBytes(fetch.bind(globalThis), source.url, controller.signal, document.baseURI)) };
    }
    const { loaded, messages } = await core.loadInPage(source, overlays, controller.signal, onProgress);
    this.model = new core.DescriptionModel(loaded, options);
    this.searching = undefined;
    return { outline: this.model.outline, doc: loaded.doc, topKeys: Object.keys(loaded.doc), overlayMessages: messages };
  }

  cancel(): void {
    this.controller?.abort();
  }

  async json(): Promise<string> {
    return this.model ? this.model.json() : '{}';
  }

  async operation(id: string): Promise<OperationDetail | undefined> {
    return this.model?.operation(id);
  }

  async markdown(opId: string | undefined, server: MarkdownServer): Promise<string | undefined> {
    const model = this.model;
    if (!model) return undefined;
    // The Markdown writer comes with the lazily loaded core chunk, never with the element bundle.
    const { modelMarkdown } = await import('./local-core.js');
    return modelMarkdown(model, opId, server);
  }

  async schema(pointer: string, ancestors: string[]): Promise<SchemaNode | undefined> {
    return this.model?.schema(pointer, ancestors);
  }

  async components(sort = false): Promise<ComponentGroup[]> {
    return this.model?.components(sort) ?? [];
  }

  async component(kind: string, name: string): Promise<ComponentDetail | undefined> {
    return this.model?.component(kind, name);
  }

  async example(request: ExampleRequest): Promise<unknown> {
    return this.model?.example(request);
  }

  async search(query: string, limit = 50): Promise<SearchHit[]> {
    return (await this.searchIndex())?.search(query, limit) ?? [];
  }

  async filter(query: string): Promise<string[]> {
    return (await this.searchIndex())?.filter(query) ?? [];
  }

  private async searchIndex(): Promise<SearchIndex | undefined> {
    const model = this.model;
    if (!model) return undefined;
    if (this.searching?.model !== model) {
      // minisearch comes with the lazily loaded core chunk, never with the element bundle.
      const { SearchIndex } = await import('./local-core.js');
      this.searching = { model, index: SearchIndex.fromModel(model) };
    }
    return this.searching.index;
  }

  dispose(): void {
    this.controller?.abort();
    this.model = undefined;
    this.searching = undefined;
  }
}
/* eslint-enable @typescript-eslint/require-await */
