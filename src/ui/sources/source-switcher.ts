import { css, html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { parseSources, type SourceEntry } from '../../core/sources/parse-sources.js';
import type { SafeUrl } from '../../core/url/safe-url.js';
import { sourceParam, withSourceParam } from '../../core/sources/source-param.js';
import { firePublic } from '../events.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/sources.js';

/** What the switcher reads of the element. */
export type SwitcherHost = ReactiveControllerHost &
  HTMLElement & {
    sources: unknown;
    specUrl: string;
    updateRoute: boolean;
    routePrefix: string;
    requestUpdate(name?: PropertyKey, oldValue?: unknown): void;
  };

/** What the switcher reads and resets of the element's loader: whether an entry's URL is loaded (or failed). */
export interface SwitcherLoader {
  status: string;
  loadedUrl: string;
}

/** How a choice touches the page's history: a new entry (the reader chose), the current one rewritten, or none (back/forward got here). */
type HistoryMode = 'push' | 'replace' | 'none';

/** The control's look, adopted into the element's shadow root with the chunk (constructable, so a strict CSP is fine). */
const pickerStyles = css`
  header.top .title:has(+ .source-picker) { margin-inline-end: 0; }
  header.top .source-picker { display: inline-flex; align-items: center; gap: var(--sd-space-2); margin-inline-end: auto; min-width: 0; max-width: 100%; font-size: var(--sd-text-sm); }
  header.top .source-picker > span { font-weight: 600; letter-spacing: 0.02em; }
  header.top .source-picker select { min-height: var(--sd-header-control); min-width: 0; max-width: 20em; font-size: var(--sd-text-sm); text-overflow: ellipsis; }
  /* Phones: the select names the API, so it takes the title's place in the one-row bar. */
  @media (max-width: 768px) {
    header.top .source-picker { flex: 1; margin-inline-end: 0; }
    header.top .source-picker select { flex: 1; max-width: none; min-height: 44px; }
    header.top:has(.source-picker) :is(.title, .phone-title) { display: none; }
  }
  .sources-problems { white-space: normal; }
  .sources-problems ul { margin: 6px 0 0; padding-inline-start: 1.2em; }
`;

/**
 * The `sources` switcher, a chunk of its own (pages without `sources` never load it): the list
 * checked, the `API` select in the header, and which entry is shown. A choice loads the entry as
 * spec-url does and, with update-route, names it in the page URL's `api` query parameter (a new
 * history entry when the reader chose it, so back and forward move between descriptions). A
 * description loaded from elsewhere (spec-url or loadSpec with another URL, a file) leaves the list.
 */
export class SourceSwitcher implements ReactiveController {
  /** The usable entries, in list order. */
  entries: SourceEntry[] = [];
  /** A sentence for each entry (or for the whole value) that cannot be used. */
  problems: string[] = [];
  /** The entry shown; -1 when the description shown is none of them. */
  current = -1;
  private readonly host: SwitcherHost;
  private readonly loader: SwitcherLoader;
  private readonly gate: (url: string, base: string) => SafeUrl;

  /**
   * A controller of `host` from now on; `loader` tells whether an entry is loaded already; `gate`
   * is safeUrl, handed in by the page bundle (importing it here would split the shared chunk
   * that holds it, a few hundred bytes more on every page).
   */
  constructor(host: SwitcherHost, loader: SwitcherLoader, gate: (url: string, base: string) => SafeUrl) {
    this.host = host;
    this.loader = loader;
    this.gate = gate;
    const root = host.shadowRoot;
    const sheet = pickerStyles.styleSheet;
    if (root && sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    // addController calls hostConnected when the element is on the page.
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.onPopState);
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.onPopState);
  }

  /**
   * A new value of `sources`: the entry the page URL names (with update-route), else the one
   * spec-url names (compared resolved), else the first, is shown. A list with no usable entry
   * lets spec-url load; with neither, `spec-load-error` says what is wrong with the list.
   */
  setList(value: unknown): void {
    const { entries, problems } = parseSources(value, (url) => this.gate(url, document.baseURI));
    // The entry shown is compared by URL across lists: a reordered list is no change of source.
    const shown = this.entries[this.current]?.href;
    this.entries = entries;
    this.problems = problems;
    this.current = entries.findIndex((e) => e.href === shown);
    this.host.requestUpdate();
    if (!entries.length) {
      this.current = -1;
      if (this.host.updateRoute) this.write(undefined, 'replace');
      if (this.host.specUrl) this.show(this.host.specUrl);
      else if (problems.length) firePublic(this.host, 'spec-load-error', { error: new Error(problems.join(' ')), url: '' });
      return;
    }
    const named = this.fromLocation();
    const spec = this.indexOf(this.host.specUrl);
    this.choose(named ?? (spec >= 0 ? spec : 0), 'replace', true);
  }

  /** A description is about to load (spec-url, loadSpec, a file): the entry with its URL is shown, or none. */
  followLoad(urlOrObject: unknown): void {
    const i = this.indexOf(urlOrObject);
    if (i === this.current) return;
    if (i >= 0) {
      this.choose(i, 'replace', false);
      return;
    }
    this.current = -1;
    if (this.host.updateRoute) this.write(undefined, 'replace');
    this.host.requestUpdate();
  }

  /** The `API` select of the header; nothing when the list has no usable entry. */
  control(): TemplateResult | typeof nothing {
    if (!this.entries.length) return nothing;
    const other = this.current < 0;
    return html`<label class="source-picker"
      ><span>${msg('sources.label')}</span
      ><select name="api" @change=${this.onChange}>
        ${other ? html`<option value="" disabled .selected=${true}>${msg('sources.other')}</option>` : nothing}
        ${this.entries.map((e, i) => html`<option value=${e.slug} .selected=${i === this.current}>${e.name}</option>`)}
      </select></label
    >`;
  }

  /** What is wrong with the list, above the content; nothing when all is well. */
  notice(): TemplateResult | typeof nothing {
    if (!this.problems.length) return nothing;
    return html`<div class="error-box sources-problems" role="alert" part="error">
      ${msg('sources.problems')}
      <ul>
        ${this.problems.map((p) => html`<li>${p}</li>`)}
      </ul>
    </div>`;
  }

  /** Shows entry `i`: the page URL names it, its description loads (when `load`), `source-change` fires when it is another one. */
  private choose(i: number, mode: HistoryMode, load: boolean): void {
    const entry = this.entries[i];
    if (!entry) return;
    const changed = i !== this.current;
    this.current = i;
    if (this.host.updateRoute) this.write(entry.slug, mode);
    this.host.requestUpdate();
    // spec-url naming the entry already (written another way) stays as it is: nothing loads twice.
    if (load) this.show(this.indexOf(this.host.specUrl) === i ? this.host.specUrl : entry.url);
    if (changed) firePublic(this.host, 'source-change', { name: entry.name, url: entry.url });
  }

  /**
   * Writes the `api` parameter. A new entry (the reader chose another description) drops the
   * old description's route: the hash becomes the bare route-prefix (empty for `#`), so a host
   * router that owns the hash keeps its own part.
   */
  private write(slug: string | undefined, mode: HistoryMode): void {
    if (mode === 'none') return;
    const prefix = this.host.routePrefix.trim() || '#';
    const bare = prefix === '#' ? '' : prefix.startsWith('#') ? prefix : `#${prefix}`;
    const href = withSourceParam(location.href, slug, mode === 'push' ? bare : undefined);
    if (href === location.href) return;
    if (mode === 'push') history.pushState(history.state, '', href);
    else history.replaceState(history.state, '', href);
  }

  /** The entry the page URL's `api` parameter names (its slug, or its name in any case), with update-route. */
  private fromLocation(): number | undefined {
    if (!this.host.updateRoute) return undefined;
    const key = sourceParam(location.href);
    if (key === undefined) return undefined;
    const lower = key.toLowerCase();
    const i = this.entries.findIndex((e) => e.slug === key || e.name.toLowerCase() === lower);
    return i >= 0 ? i : undefined;
  }

  /** The entry whose URL, resolved against the page, is `url`'s; -1 for none (and for anything not a URL). */
  private indexOf(url: unknown): number {
    if (typeof url !== 'string' || !url) return -1;
    let href: string;
    try {
      href = new URL(url, document.baseURI).href;
    } catch {
      return -1;
    }
    return this.entries.findIndex((e) => e.href === href);
  }

  /** Loads `url` as spec-url: sets it, or, when it is spec-url already but not (or not well) loaded, loads it again. */
  private show(url: string): void {
    const { host, loader } = this;
    if (host.specUrl !== url) {
      host.specUrl = url;
      return;
    }
    // spec-url loads when it differs from what was last loaded: a failed load is tried again.
    if (loader.status === 'error') loader.loadedUrl = '';
    if (loader.loadedUrl !== url) host.requestUpdate('specUrl', '');
  }

  /** Back or forward to an entry that names another description: it loads, and the route in the hash is followed once it has. */
  private readonly onPopState = (): void => {
    if (!this.host.updateRoute || !this.entries.length) return;
    const i = this.fromLocation();
    if (i !== undefined && i !== this.current) this.choose(i, 'none', true);
  };

  /** The reader chose an entry: a new history entry, and its description loads. */
  private readonly onChange = (e: Event): void => {
    const slug = (e.currentTarget as HTMLSelectElement).value;
    const i = this.entries.findIndex((x) => x.slug === slug);
    if (i >= 0 && i !== this.current) this.choose(i, 'push', true);
  };
}
