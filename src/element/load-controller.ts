import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DescriptionError, type DescriptionErrorDetail } from '../core/load/description-error.js';
import type { DescriptionSource, LoadProgress } from '../core/load/load-description.js';
import type { ComponentGroup, ComponentItem } from '../core/model/components.js';
import type { OutlineOptions } from '../core/model/description-model.js';
import type { Outline } from '../core/model/types.js';
import type { JsonObject } from '../core/types.js';
import { firePublic } from '../ui/events.js';
import { startWorker, takeEarlyWorker } from './early-worker.js';
import { lazyDescription } from '../ui/shared/lazy-description.js';
import { afterPaint } from '../ui/shared/after-paint.js';
import { loadProblemWords } from '../ui/reference/problem-words.js';
import { mark } from '../worker/marks.js';
import { LocalStore, StoreError, WorkerStore, type DescriptionStore, type LoadResult } from '../worker/store.js';

/** Where a load stands; the element shows progress or the error. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What a load needs of the element besides the source. */
export interface LoadHooks {
  /** sort-endpoints-by and sort-tags, read when a load starts. */
  outlineOptions(): OutlineOptions;
  /** The new description is in, not yet rendered: reset what depends on it (servers, credentials). */
  loaded(outline: Outline, descriptionUrl: string): void;
  /**
   * The description is downloaded and being parsed (in the worker, where there is one): the page's
   * main thread is free until the outline comes, a moment for warm-up work that would otherwise
   * hold back the download or the worker's start. Called at most once a load, and not at all
   * when the load fails first.
   */
  downloaded(): void;
  /** It has rendered: follow the incoming route or goto-path before `spec-loaded` fires. */
  rendered(): Promise<void>;
  /**
   * What must be in place when `spec-loaded`'s listeners run, awaited just before it fires: the
   * mock server, when mock-server is on (INTERFACE §2.8: a listener's own `fetch` is answered).
   */
  beforeLoaded(): Promise<void>;
  /** overlay-url and the overlays property, read when a load starts. */
  overlays(): { overlayUrl: string; overlays: unknown };
  /** The words of the description's problems arrived (a lazy chunk): every view that shows words renders again. */
  wordsArrived(): void;
}

// The Overlay and Markdown engines are files of dist/, one level above this module's chunk (see
// early-worker.ts, which starts the worker).

let componentSection: Promise<unknown> | undefined;

/** The components section's element (focused style with show-components): its own chunk, loaded when first asked for. */
function loadComponentSection(): Promise<unknown> {
  componentSection ??= import('../ui/reference/component-section.js').catch((e: unknown) => {
    componentSection = undefined;
    console.error('<spec-doc>: the components section could not be loaded', e);
  });
  return componentSection;
}

/**
 * Loading: a description from a URL, a file's text or an object becomes an outline in a store.
 * URLs and files are parsed off the main thread in the description worker (one per element,
 * started on the first load, ended when the element leaves the page); objects, descriptions a
 * `before-render` listener changed, and pages where no worker can start use an in-page store.
 * Each load takes a token: a newer load supersedes an older one (its result is dropped and its
 * fetch or parse cancelled), so only the latest ever shows or fires events. Also fetches the
 * components section's outline (focused style with show-components) when it is asked for.
 */
export class LoadController implements ReactiveController {
  status: LoadStatus = 'idle';
  errorMessage = '';
  /** The error as the core described it (a DescriptionError's detail), for the interface's language; undefined for other errors. */
  errorDetail: { detail: DescriptionErrorDetail; afterOverlays: boolean } | undefined;
  progress: LoadProgress | undefined;
  /** The loaded description's outline; undefined while loading or after an error. */
  outline: Outline | undefined;
  /** Where its details come from. */
  store: DescriptionStore | undefined;
  /** URL the loaded description came from (relative servers and links resolve against it). */
  descriptionUrl = '';
  /** The spec-url value last loaded; cleared when the element leaves the page (it loads again when back). */
  loadedUrl = '';
  /** The notice of overlays that did not (fully) apply to the loaded description (a lazily loaded template); undefined when all applied. */
  notice: unknown;
  /** Focused style with show-components: the components section's outline. */
  componentGroups: ComponentGroup[] | undefined;
  /** Settles when the components outline asked for last has arrived (routes to components wait for it). */
  componentsReady: Promise<void> = Promise.resolve();
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly hooks: LoadHooks;
  private workerStore: WorkerStore | undefined;
  private token = 0;
  private componentsToken = 0;
  private componentsAskedFor: readonly unknown[] = [];

  constructor(host: ReactiveControllerHost & HTMLElement, hooks: LoadHooks) {
    this.host = host;
    this.hooks = hooks;
    host.addController(this);
  }

  /**
   * An element already in the page when the bundle defines it takes the boot's early worker now,
   * in the task that defines it: its first render, and the load after it, come a task later
   * (SpecDoc.scheduleUpdate), when an early worker nobody took has been ended.
   */
  hostConnected(): void {
    if (this.host.hasAttribute('spec-url') || this.host.hasAttribute('sources')) this.getWorkerStore(true);
  }

  hostDisconnected(): void {
    this.workerStore?.dispose();
    this.workerStore = undefined;
    this.store?.dispose();
    this.store = undefined;
    // A reconnected element loads its description again.
    this.loadedUrl = '';
  }

  /** loadSpec: a URL (resolved against the page) or a description object; anything else (from script) is refused. */
  loadSpec(urlOrObject: unknown): Promise<JsonObject> {
    let source: DescriptionSource;
    if (typeof urlOrObject === 'string') {
      let url: string;
      try {
        url = new URL(urlOrObject, document.baseURI).href;
      } catch {
        return this.fail(++this.token, new Error(`Invalid description URL: ${urlOrObject}`), urlOrObject);
      }
      this.loadedUrl = urlOrObject;
      source = { kind: 'url', url };
    } else if (urlOrObject && typeof urlOrObject === 'object') {
      source = { kind: 'object', object: urlOrObject, url: document.baseURI };
    } else {
      return this.fail(++this.token, new Error('loadSpec needs a URL string or a description object'), '');
    }
    return this.load(source);
  }

  /** A file the reader picked: its text, named after the file. */
  async loadFile(file: File): Promise<JsonObject> {
    const text = await file.text();
    this.loadedUrl = '';
    return this.load({ kind: 'text', text, url: new URL(file.name, document.baseURI).href });
  }

  private async load(source: DescriptionSource): Promise<JsonObject> {
    const token = ++this.token;
    mark('load');
    this.store?.cancel();
    this.status = 'loading';
    this.errorMessage = '';
    this.errorDetail = undefined;
    this.progress = undefined;
    this.outline = undefined;
    this.notice = undefined;
    this.host.requestUpdate();
    const url = source.kind === 'object' ? '' : source.url;
    const options = this.hooks.outlineOptions();
    // The Overlay engine is a script beside this module, which the worker loads only when there are overlays.
    const overlays = { ...this.hooks.overlays(), base: document.baseURI, engine: new URL('../spec-doc-overlay.js', import.meta.url).href };
    let downloaded = false;
    const onProgress = (p: LoadProgress): void => {
      if (token !== this.token) return;
      if (p.phase !== 'fetching' && !downloaded) {
        downloaded = true;
        this.hooks.downloaded();
      }
      this.progress = p;
      this.host.requestUpdate();
    };
    try {
      let store: DescriptionStore = source.kind === 'object' ? new LocalStore() : (this.getWorkerStore() ?? new LocalStore());
      let result: LoadResult;
      try {
        result = await store.load(source, options, onProgress, overlays);
      } catch (e) {
        if (!(e instanceof StoreError && e.kind === 'worker')) throw e;
        // The worker could not start (a CSP without worker-src, say): do the work in the page.
        this.workerStore = undefined;
        store = new LocalStore();
        result = await store.load(source, options, onProgress, overlays);
      }
      const messages = result.overlayMessages;
      // The notice and its words are a chunk of their own: most pages have no overlays.
      const notice = messages?.length ? (await import('../ui/reference/overlay-notice.js')).renderOverlayNotice(messages) : undefined;
      this.checkCurrent(token);
      let spec: JsonObject;
      let changed = false;
      if (result.doc) {
        spec = result.doc;
        firePublic(this.host, 'before-render', { spec });
        changed = true;
      } else {
        const lazy = lazyDescription(result.json ?? '{}', result.topKeys);
        spec = lazy.object;
        firePublic(this.host, 'before-render', { spec });
        changed = lazy.touched();
      }
      if (changed) {
        // A listener may have changed the description: render what it now says, from the page.
        const local = new LocalStore();
        result = await local.load({ kind: 'object', object: spec, url: url || document.baseURI }, options, onProgress);
        this.checkCurrent(token);
        if (store !== this.workerStore) store.dispose();
        store = local;
      }
      if (this.store && this.store !== store && this.store !== this.workerStore) this.store.dispose();
      this.store = store;
      this.outline = result.outline;
      this.notice = notice;
      this.descriptionUrl = url || document.baseURI;
      store.baseUrl = this.descriptionUrl;
      this.hooks.loaded(result.outline, this.descriptionUrl);
      // Problems found after the outline came (a Swagger 2.0 conversion's): the overview lists them when they are in.
      const { outline } = result;
      // The problems' words are a lazy chunk: asked for now, without holding the first screen (spec-loaded waits for them).
      const problemWords = outline.problems.length ? loadProblemWords().then(() => this.hooks.wordsArrived()) : undefined;
      void result.problems?.then(async (all) => {
        if (!all || token !== this.token || this.outline !== outline || all.length === outline.problems.length) return;
        await loadProblemWords();
        this.hooks.wordsArrived();
        outline.problems = all;
        this.host.requestUpdate();
      });
      this.status = 'ready';
      this.host.requestUpdate();
      await this.host.updateComplete;
      this.checkCurrent(token);
      mark('rendered');
      // The worker's work held back for the first screen goes on once it is painted.
      const { painted } = result;
      if (painted) afterPaint(painted);
      await this.hooks.rendered();
      await this.hooks.beforeLoaded();
      if (problemWords) {
        await problemWords;
        await this.host.updateComplete;
      }
      this.checkCurrent(token);
      mark('loaded');
      firePublic(this.host, 'spec-loaded', spec);
      // A large JSON file shown from its skeleton may turn out not to be JSON past it: the element
      // then shows the parse error, fires spec-load-error and rejects loadSpec, as for any file that
      // does not parse, after spec-loaded. (spec-loaded does not wait for the whole parse: it would
      // come 40–100 ms after the first screen, see the README's Benchmark; loadSpec does.)
      if (result.parsed) {
        await result.parsed;
        this.checkCurrent(token);
      }
      return spec;
    } catch (e) {
      return this.fail(token, e instanceof Error ? e : new Error(String(e)), url);
    }
  }

  private checkCurrent(token: number): void {
    if (token !== this.token) throw new StoreError('Superseded by a newer load', 'superseded');
  }

  private async fail(token: number, error: Error, url: string): Promise<never> {
    if (token === this.token && !(error instanceof StoreError && error.kind === 'superseded')) {
      // The error's words in the interface's language (a lazy chunk; without it the English message shows).
      await loadProblemWords();
      if (token !== this.token) throw error;
      this.status = 'error';
      this.errorMessage = error.message;
      const { detail, afterOverlays } = error instanceof DescriptionError || error instanceof StoreError ? error : { detail: undefined, afterOverlays: false };
      this.errorDetail = detail ? { detail, afterOverlays } : undefined;
      this.outline = undefined;
      this.host.requestUpdate();
      // The error is on screen when spec-load-error's listeners run, as the description is for spec-loaded's.
      await this.host.updateComplete.catch(() => {});
      firePublic(this.host, 'spec-load-error', { error, url });
    }
    throw error;
  }

  /** The element's worker store; `earlyOnly`: only when there is an early worker to take. */
  private getWorkerStore(earlyOnly = false): WorkerStore | undefined {
    // A disconnected element starts no worker (hostDisconnected is what disposes it).
    if (!this.workerStore && this.host.isConnected) {
      const worker = takeEarlyWorker() ?? (earlyOnly ? undefined : startWorker(new URL('../spec-doc-worker.js', import.meta.url)));
      if (worker) this.workerStore = new WorkerStore(worker, new URL('../spec-doc-markdown.js', import.meta.url).href);
    }
    return this.workerStore;
  }

  /**
   * The components section's outline, fetched when `wanted` (focused style with show-components)
   * and a description is loaded, again when `sort` (sort-schemas) or the description changes.
   */
  followComponents(wanted: boolean, sort: boolean): void {
    const inputs = [wanted, sort, this.outline, this.store];
    if (inputs.every((v, i) => v === this.componentsAskedFor[i])) return;
    this.componentsAskedFor = inputs;
    const token = ++this.componentsToken;
    const store = this.store;
    const show = (groups: ComponentGroup[] | undefined): void => {
      if (token !== this.componentsToken || groups === this.componentGroups) return;
      this.componentGroups = groups;
      this.host.requestUpdate();
    };
    if (!wanted || !this.outline || !store) {
      show(undefined);
      this.componentsReady = Promise.resolve();
      return;
    }
    // The section's element is a chunk of its own, loaded with the first components outline.
    const groups = store.components(sort).catch((): ComponentGroup[] => []);
    this.componentsReady = Promise.all([groups, loadComponentSection()]).then(([g]) => show(g));
  }

  /** The component with route id `id` (`cmp-…`), once the components outline is in. */
  findComponent(id: string): ComponentItem | undefined {
    if (!this.componentGroups || !id.startsWith('cmp-')) return undefined;
    for (const g of this.componentGroups) for (const item of g.items) if (item.id === id) return item;
    return undefined;
  }
}
