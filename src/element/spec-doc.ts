import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { DescriptionSource, LoadProgress } from '../core/load/load-description.js';
import { SORT_ENDPOINTS_BY, type SortEndpointsBy } from '../core/model/outline.js';
import type { OperationSummary, Outline } from '../core/model/types.js';
import type { JsonObject } from '../core/types.js';
import { lazyDescription } from '../ui/lazy-description.js';
import { renderMarkdown } from '../ui/markdown.js';
import { methodBadge, OperationSection, renderLink } from '../ui/operation-section.js';
import { DeferredSchema, SchemaTree } from '../ui/schema-tree.js';
import { LocalStore, StoreError, WorkerStore, type DescriptionStore, type LoadResult } from '../ui/store.js';
import { styles } from '../ui/styles.js';
import { boolConverter, enumConverter, RENDER_STYLES, THEMES, type RenderStyle, type Theme } from './attributes.js';
import { fire } from './events.js';

/** Operations rendered in the first frame; the rest follow in small batches so no task runs long. */
const FIRST_BATCH = 30;
const BATCH = 60;

/** `get-/users/{id}` → the slot form `get-/users/-id-` (INTERFACE §5). */
export function slotName(id: string): string {
  return id.replace(/[{}#\s:?&=]/g, '-');
}

/** Starts the description worker beside this module; a blob trampoline when the bundle is on another origin (a CDN). */
function startWorker(): Worker | undefined {
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
 * `<spec-doc>`: interactive API reference docs from an OpenAPI description.
 *
 * @tagname spec-doc
 * @fires before-render - `{spec}` before rendering; changes a listener makes to `spec` are rendered.
 * @fires spec-loaded - the resolved description, after it has been rendered.
 * @fires spec-load-error - `{error, url}` when a description cannot be loaded.
 * @slot - Content under the header, above the info section.
 * @slot fixed-header - A bar pinned above the header.
 * @slot logo - Replaces the header logo.
 * @slot header - In the header, after the spec URL input.
 * @slot footer - At the bottom of the view.
 * @slot nav-logo - Top of the navigation bar.
 * @slot overview - In the overview section.
 * @slot servers - In the servers section.
 * @slot operations-top - Above the operations.
 * @csspart header - The header bar.
 * @csspart nav - The navigation bar.
 * @csspart main - The main content area.
 * @csspart operation - Each operation's section.
 * @cssprop --background - Main background colour.
 * @cssprop --foreground - Text colour.
 * @cssprop --primary - Colour of controls.
 */
export class SpecDoc extends LitElement {
  static override styles = styles;

  static override properties = {
    specUrl: { attribute: 'spec-url' },
    headingText: { attribute: 'heading-text' },
    theme: { attribute: 'theme', converter: enumConverter<Theme>('theme', THEMES, 'dark') },
    renderStyle: { attribute: 'render-style', converter: enumConverter<RenderStyle>('render-style', RENDER_STYLES, 'read') },
    sortEndpointsBy: {
      attribute: 'sort-endpoints-by',
      converter: enumConverter<SortEndpointsBy>('sort-endpoints-by', SORT_ENDPOINTS_BY, 'path'),
    },
    sortTags: { attribute: 'sort-tags', converter: boolConverter('sort-tags', false) },
    showHeader: { attribute: 'show-header', converter: boolConverter('show-header', true) },
    showInfo: { attribute: 'show-info', converter: boolConverter('show-info', true) },
    allowSpecUrlLoad: { attribute: 'allow-spec-url-load', converter: boolConverter('allow-spec-url-load', true) },
    allowSpecFileLoad: { attribute: 'allow-spec-file-load', converter: boolConverter('allow-spec-file-load', true) },
    outline: { state: true, attribute: false },
    status: { state: true, attribute: false },
    errorMessage: { state: true, attribute: false },
    progress: { state: true, attribute: false },
    renderLimit: { state: true, attribute: false },
  };

  /** URL of the description (JSON or YAML); relative URLs resolve against the page. */
  specUrl = '';
  /** Text at the top left of the header. */
  headingText = '';
  /** Colour mode. */
  theme: Theme = 'dark';
  /** Presentation: read (one page), view (collapsible), focused (one operation). */
  renderStyle: RenderStyle = 'read';
  /** Order of operations inside a tag. Static: read when a description loads. */
  sortEndpointsBy: SortEndpointsBy = 'path';
  /** Alphabetical tags. */
  sortTags = false;
  /** Show the header bar. */
  showHeader = true;
  /** Show the info section. */
  showInfo = true;
  /** Offer the URL box in the header. */
  allowSpecUrlLoad = true;
  /** Offer the local file picker in the header. */
  allowSpecFileLoad = true;

  private outline: Outline | undefined;
  private status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  private errorMessage = '';
  private progress: LoadProgress | undefined;
  private renderLimit = FIRST_BATCH;

  private store: DescriptionStore | undefined;
  private workerStore: WorkerStore | undefined;
  private loadToken = 0;
  private loadedUrl = '';
  private homeOps: Array<{ tag: Outline['tags'][number]; ops: OperationSummary[] }> = [];
  private opIndex = new Map<string, number>();
  private batchTimer: ReturnType<typeof setTimeout> | undefined;
  private sectionObserver: IntersectionObserver | undefined;

  // ---- lifecycle ----

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.workerStore?.dispose();
    this.workerStore = undefined;
    if (this.store !== this.workerStore) this.store?.dispose();
    this.store = undefined;
    this.sectionObserver?.disconnect();
    this.sectionObserver = undefined;
    clearTimeout(this.batchTimer);
    // A reconnected element loads its description again.
    this.loadedUrl = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated && this.specUrl && this.loadedUrl !== this.specUrl) this.requestUpdate('specUrl');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('outline' as keyof SpecDoc)) this.indexOutline();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('specUrl') && this.specUrl && this.specUrl !== this.loadedUrl) {
      this.loadSpec(this.specUrl).catch(() => {
        // shown in the element and reported by spec-load-error
      });
    }
  }

  // ---- public methods ----

  /**
   * Loads a description from a URL or an object and renders it. Resolves with the resolved
   * description (OpenAPI 3 form, external files bundled in); rejects with an Error saying what failed.
   */
  loadSpec(urlOrObject: string | object): Promise<JsonObject> {
    let source: DescriptionSource;
    if (typeof urlOrObject === 'string') {
      let url: string;
      try {
        url = new URL(urlOrObject, document.baseURI).href;
      } catch {
        return this.failLoad(++this.loadToken, new Error(`Invalid description URL: ${urlOrObject}`), urlOrObject);
      }
      this.loadedUrl = urlOrObject;
      source = { kind: 'url', url };
    } else if (urlOrObject && typeof urlOrObject === 'object') {
      source = { kind: 'object', object: urlOrObject, url: document.baseURI };
    } else {
      return this.failLoad(++this.loadToken, new Error('loadSpec needs a URL string or a description object'), '');
    }
    return this.load(source);
  }

  /** Scrolls to an operation given as `{method}-{path}` (or the slot form); false when there is none. */
  scrollToPath(path: string): boolean {
    const op = this.findOperation(path);
    if (!op) return false;
    const index = this.opIndex.get(op.id) ?? 0;
    if (index >= this.renderLimit) this.renderLimit = index + BATCH;
    void this.updateComplete.then(() => {
      const el = this.renderRoot.querySelector<OperationSection>(`spec-doc-operation[data-op-id="${CSS.escape(op.id)}"]`);
      if (!el) return;
      el.activate();
      el.scrollIntoView({ block: 'start' });
    });
    return true;
  }

  // ---- loading ----

  private async load(source: DescriptionSource): Promise<JsonObject> {
    const token = ++this.loadToken;
    this.store?.cancel();
    this.status = 'loading';
    this.errorMessage = '';
    this.progress = undefined;
    this.outline = undefined;
    const url = source.kind === 'object' ? '' : source.url;
    const options = { sortEndpointsBy: this.sortEndpointsBy, sortTags: this.sortTags };
    const onProgress = (p: LoadProgress): void => {
      if (token === this.loadToken) this.progress = p;
    };
    try {
      let store: DescriptionStore = source.kind === 'object' ? new LocalStore() : (this.getWorkerStore() ?? new LocalStore());
      let result: LoadResult;
      try {
        result = await store.load(source, options, onProgress);
      } catch (e) {
        if (!(e instanceof StoreError && e.kind === 'worker')) throw e;
        // The worker could not start (a CSP without worker-src, say): do the work in the page.
        this.workerStore = undefined;
        store = new LocalStore();
        result = await store.load(source, options, onProgress);
      }
      this.checkCurrent(token);
      let spec: JsonObject;
      let changed = false;
      if (result.doc) {
        spec = result.doc;
        fire(this, 'before-render', { spec });
        changed = true;
      } else {
        const lazy = lazyDescription(result.json ?? '{}', result.topKeys);
        spec = lazy.object;
        fire(this, 'before-render', { spec });
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
      this.status = 'ready';
      await this.updateComplete;
      this.checkCurrent(token);
      fire(this, 'spec-loaded', spec);
      return spec;
    } catch (e) {
      return this.failLoad(token, e instanceof Error ? e : new Error(String(e)), url);
    }
  }

  private checkCurrent(token: number): void {
    if (token !== this.loadToken) throw new StoreError('Superseded by a newer load', 'superseded');
  }

  private failLoad(token: number, error: Error, url: string): Promise<never> {
    if (token === this.loadToken && !(error instanceof StoreError && error.kind === 'superseded')) {
      this.status = 'error';
      this.errorMessage = error.message;
      this.outline = undefined;
      fire(this, 'spec-load-error', { error, url });
    }
    return Promise.reject(error);
  }

  private getWorkerStore(): WorkerStore | undefined {
    if (!this.workerStore) {
      const worker = startWorker();
      if (worker) this.workerStore = new WorkerStore(worker);
    }
    return this.workerStore;
  }

  private indexOutline(): void {
    clearTimeout(this.batchTimer);
    this.homeOps = [];
    this.opIndex.clear();
    this.renderLimit = FIRST_BATCH;
    const o = this.outline;
    if (!o) return;
    const byId = new Map(o.operations.map((op) => [op.id, op]));
    const placed = new Set<string>();
    let n = 0;
    for (const tag of o.tags) {
      // An operation with several tags is shown once, under its first tag (its id must be unique).
      const ops: OperationSummary[] = [];
      for (const id of tag.operations) {
        const op = byId.get(id);
        if (!op || placed.has(id)) continue;
        placed.add(id);
        ops.push(op);
        this.opIndex.set(id, n++);
      }
      this.homeOps.push({ tag, ops });
    }
    if (o.webhooks.length) {
      for (const op of o.webhooks) this.opIndex.set(op.id, n++);
      this.homeOps.push({ tag: { name: 'webhooks', displayName: 'Webhooks', description: '', operations: [] }, ops: o.webhooks });
    }
    this.scheduleBatches(n);
  }

  private scheduleBatches(total: number): void {
    if (this.renderLimit >= total) return;
    // After a painted frame, so the first screen shows before the rest is built.
    requestAnimationFrame(() => {
      this.batchTimer = setTimeout(() => {
        if (!this.isConnected) return;
        this.renderLimit += BATCH;
        void this.updateComplete.then(() => this.scheduleBatches(total));
      }, 0);
    });
  }

  private findOperation(path: string): OperationSummary | undefined {
    const o = this.outline;
    if (!o) return undefined;
    const wanted = path.replace(/^#/, '');
    const all = [...o.operations, ...o.webhooks];
    return all.find((op) => op.id === wanted) ?? all.find((op) => slotName(op.id) === wanted || op.id.toLowerCase() === wanted.toLowerCase());
  }

  // ---- event handlers ----

  private onUrlSubmit(e: Event): void {
    e.preventDefault();
    const input = (e.currentTarget as HTMLFormElement).elements.namedItem('spec-url') as HTMLInputElement | null;
    const value = input?.value.trim();
    if (value) this.specUrl = value;
  }

  private async onFileChosen(e: Event): Promise<void> {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    const url = new URL(file.name, document.baseURI).href;
    this.loadedUrl = '';
    this.load({ kind: 'text', text, url }).catch(() => {});
    input.value = '';
  }

  private onNavClick(e: Event, id: string): void {
    e.preventDefault();
    this.scrollToPath(id);
  }

  private onSectionsVisible = (entries: IntersectionObserverEntry[]): void => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        this.sectionObserver?.unobserve(entry.target);
        (entry.target as OperationSection).activate();
      }
    }
  };

  // ---- rendering ----

  private isLight(): boolean {
    if (this.theme === 'system') return !window.matchMedia?.('(prefers-color-scheme: dark)').matches;
    return this.theme === 'light';
  }

  protected override render(): TemplateResult {
    return html`<div class="root ${this.isLight() ? 'light' : 'dark'}" part="container">
      <slot name="fixed-header"></slot>
      ${this.showHeader ? this.renderHeader() : nothing}
      <div class="body">
        ${this.outline ? this.renderNav(this.outline) : nothing}
        <main class="main" part="main" id="content">
          <slot></slot>
          ${this.renderStatus()} ${this.outline ? this.renderContent(this.outline) : nothing}
          <slot name="footer"></slot>
        </main>
      </div>
    </div>`;
  }

  private renderHeader(): TemplateResult {
    return html`<header class="top" part="header">
      <slot name="logo"></slot>
      <span class="title">${this.headingText}</span>
      ${this.allowSpecUrlLoad
        ? html`<form @submit=${this.onUrlSubmit} role="search" aria-label="Load a description">
            <input type="url" name="spec-url" aria-label="Description URL" placeholder="Description URL" .value=${this.specUrl} />
            <button type="submit">Load</button>
          </form>`
        : nothing}
      ${this.allowSpecFileLoad
        ? html`<label class="file-label">Open file<input type="file" accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml" @change=${this.onFileChosen} /></label>`
        : nothing}
      <slot name="header"></slot>
    </header>`;
  }

  private renderStatus(): unknown {
    if (this.status === 'error') {
      return html`<div class="error-box" role="alert" part="error"><strong>Could not load the description.</strong>\n${this.errorMessage}</div>`;
    }
    if (this.status === 'loading') {
      const p = this.progress;
      const label = !p
        ? 'Loading…'
        : p.phase === 'resolving' && p.total
          ? `Resolving references: ${p.loaded ?? 0} of ${p.total} files`
          : `${p.phase[0]!.toUpperCase()}${p.phase.slice(1)}…`;
      return html`<div class="progress" role="status" aria-live="polite">
        <div>${label}</div>
        ${p?.total ? html`<progress max=${p.total} value=${p.loaded ?? 0}></progress>` : html`<progress></progress>`}
      </div>`;
    }
    return nothing;
  }

  private renderNav(o: Outline): TemplateResult {
    let left = this.renderLimit;
    return html`<nav class="nav" part="nav" aria-label="API navigation">
      <slot name="nav-logo"></slot>
      ${this.homeOps.map(({ tag, ops }) => {
        if (left <= 0 || !ops.length) return nothing;
        const shown = ops.slice(0, left);
        left -= shown.length;
        return html`<div class="nav-tag">${tag.displayName}</div>
          <ul>
            ${shown.map(
              (op) => html`<li>
                <a href="#${op.id}" class=${op.deprecated ? 'deprecated' : ''} @click=${(e: Event) => this.onNavClick(e, op.id)}
                  >${op.summary || `${op.method.toUpperCase()} ${op.path}`}</a
                >
              </li>`,
            )}
          </ul>`;
      })}
      ${o.operations.length === 0 && o.webhooks.length === 0 ? html`<div class="nav-tag muted">No operations</div>` : nothing}
    </nav>`;
  }

  private renderContent(o: Outline): TemplateResult {
    return html`${this.showInfo ? this.renderInfo(o) : nothing} ${this.renderServers(o)}
      <slot name="operations-top"></slot>
      ${o.problems.length ? this.renderProblems(o) : nothing} ${this.renderOperations()}`;
  }

  private renderInfo(o: Outline): TemplateResult {
    const i = o.info;
    return html`<section id="overview" class="overview" part="overview">
      <h1>${i.title} ${i.version ? html`<span class="version">${i.version}</span>` : nothing}</h1>
      ${i.summary ? html`<p>${i.summary}</p>` : nothing}
      <div class="md">${renderMarkdown(i.description)}</div>
      <div class="info-links">
        ${i.contact?.url ? renderLink(i.contact.url, i.contact.name ?? i.contact.url) : i.contact?.name ? html`<span>${i.contact.name}</span>` : nothing}
        ${i.contact?.email ? renderLink(`mailto:${i.contact.email}`, i.contact.email) : nothing}
        ${i.license ? (i.license.url ? renderLink(i.license.url, `License: ${i.license.name ?? i.license.url}`) : html`<span>License: ${i.license.name ?? i.license.identifier}</span>`) : nothing}
        ${i.termsOfService ? renderLink(i.termsOfService, 'Terms of service') : nothing}
        ${o.externalDocs ? renderLink(o.externalDocs.url, o.externalDocs.description ?? 'External documentation') : nothing}
      </div>
      <slot name="overview"></slot>
    </section>`;
  }

  private renderServers(o: Outline): TemplateResult {
    return html`<section id="servers" class="servers">
      ${o.servers.length
        ? html`<h2 class="tag-title">Servers</h2>
            <ul>
              ${o.servers.map(
                (s) => html`<li><code>${s.url}</code>${s.description ? html` — ${s.description}` : nothing}${
                  s.variables.length ? html` <span class="small muted">(${s.variables.map((v) => `${v.name} = ${v.default}`).join(', ')})</span>` : nothing
                }</li>`,
              )}
            </ul>`
        : nothing}
      <slot name="servers"></slot>
    </section>`;
  }

  private renderProblems(o: Outline): TemplateResult {
    return html`<details class="problems-box">
      <summary class="problems">${o.problems.length} problem${o.problems.length > 1 ? 's' : ''} in this description (the rest is shown)</summary>
      <ul class="problems">${o.problems.slice(0, 200).map((p) => html`<li><code>${p.pointer || '/'}</code>: ${p.message}</li>`)}</ul>
    </details>`;
  }

  private renderOperations(): unknown {
    this.sectionObserver ??= new IntersectionObserver(this.onSectionsVisible, { rootMargin: '800px 0px' });
    let left = this.renderLimit;
    return this.homeOps.map(({ tag, ops }) => {
      if (left <= 0) return nothing;
      const shown = ops.slice(0, left);
      left -= shown.length;
      return html`<section class="tag" id="tag--${tag.name}">
        <h2 class="tag-title">${tag.displayName}</h2>
        ${tag.description ? html`<div class="md">${renderMarkdown(tag.description)}</div>` : nothing}
        ${shown.map(
          (op) => html`<spec-doc-operation
            part="operation"
            data-op-id=${op.id}
            id=${op.id}
            .summary=${op}
            .store=${this.store}
            .observer=${this.sectionObserver}
          ></spec-doc-operation>`,
        )}
      </section>`;
    });
  }
}

export { OperationSection, SchemaTree, DeferredSchema, methodBadge };
