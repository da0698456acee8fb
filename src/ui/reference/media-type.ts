import { consume } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { ExampleView, MediaTypeView, SchemaNode } from '../../core/model/types.js';
import { linkBase, renderLink, renderMarkdown } from '../shared/markdown.js';
import { safeUrl } from '../../core/url/safe-url.js';
import type { DescriptionStore } from '../../worker/store.js';
import { moveTab, renderTab } from '../shared/tabs.js';
import { defaultSchemaTabContext, storeContext } from './contexts.js';
import type { SchemaTab } from './schema-settings.js';
import { localized, msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';

let nextId = 0;

/** The tabs of a media type with both a schema and examples, in order. */
const TABS: readonly SchemaTab[] = ['schema', 'example'];

/** Pretty JSON (or text) of an example, cut at a size that stays cheap to render. */
export function exampleText(value: unknown): string {
  // JSON.stringify gives undefined for undefined, functions and symbols, whatever its type says.
  const json = JSON.stringify(value, null, 2) as string | undefined;
  const text = typeof value === 'string' ? value : (json ?? String(value));
  return text.length > 20_000 ? text.slice(0, 20_000) + '\n…' : text;
}

/**
 * One media type of a request or response body: its schema and its examples behind
 * "Schema" / "Example" tabs (ARIA tabs), with a picker when there are several named examples.
 * Light DOM, so the element's styles apply.
 */
@localized
export class MediaTypeBlock extends LitElement {
  static override properties = {
    media: { attribute: false },
    store: { state: true },
    defaultTab: { state: true },
    tab: { state: true },
    index: { state: true },
    generated: { state: true },
    external: { state: true },
  };

  media!: MediaTypeView;
  /** The element's description store (generated examples come from it; its base URL resolves links). */
  @consume({ context: storeContext, subscribe: true })
  store: DescriptionStore | undefined;
  /** The element's default-schema-tab. */
  @consume({ context: defaultSchemaTabContext, subscribe: true })
  defaultTab: SchemaTab = 'schema';
  /** The tab shown: default-schema-tab's until the reader picks one, and again whenever default-schema-tab changes. */
  tab: SchemaTab | undefined;
  index = 0;
  /** The generated example once the store has made it (asked for when first shown). */
  generated: { value: unknown } | undefined;
  private asked = false;
  /** An externalValue the reader loaded: its text, or why it could not be loaded. */
  external: { url: string; text?: string; error?: string } | undefined;
  private readonly uid = `mt${++nextId}`;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('defaultTab') && (this.tab === undefined || changed.get('defaultTab') !== undefined)) this.tab = this.defaultTab;
  }

  private readonly onTabKey = (e: KeyboardEvent): void => {
    moveTab(
      e,
      TABS.indexOf(this.tab ?? 'schema'),
      TABS.length,
      (i) => (this.tab = TABS[i]),
      this,
      (i) => `${this.uid}-${TABS[i]}-tab`,
    );
  };

  protected override render(): TemplateResult {
    const mt = this.media;
    const hasSchema = !!mt.schema || !!mt.itemSchema;
    const hasExamples = mt.examples.length > 0;
    // The media type is a small chip at the end of the tab bar, not a line of its own.
    const name = html`<span class="media-type-name chip" title=${msg('reference.mediaType')}><code>${mt.mediaType}</code></span>`;
    if (!hasSchema || !hasExamples) {
      return html`<div class="media-type">
        <div class="media-type-bar">${name}</div>
        ${hasSchema ? this.renderSchema() : nothing}${hasExamples ? this.renderExamples() : nothing}
      </div>`;
    }
    const tab = this.tab ?? 'schema';
    const tabButton = (t: SchemaTab, label: string): TemplateResult =>
      renderTab({ id: `${this.uid}-${t}-tab`, panel: `${this.uid}-panel`, selected: tab === t, label, className: 'tab', part: 'tab', onSelect: () => (this.tab = t), onKey: this.onTabKey });
    return html`<div class="media-type">
      <div class="media-type-bar">
        <div role="tablist" class="tabs" aria-label=${msg('reference.schemaOrExample', { mediaType: mt.mediaType })}>${tabButton('schema', msg('reference.schema'))}${tabButton('example', msg('reference.example'))}</div>
        ${name}
      </div>
      <div role="tabpanel" id="${this.uid}-panel" aria-labelledby="${this.uid}-${tab}-tab">${tab === 'schema' ? this.renderSchema() : this.renderExamples()}</div>
    </div>`;
  }

  private renderSchema(): TemplateResult {
    const { schema, itemSchema, direction } = this.media;
    // OpenAPI 3.2.0, Sequential Media Types: `itemSchema` describes each item of the stream.
    // i18n: sentence split around <code>
    const stream = itemSchema?.refName ? html`${msg('reference.streamOf')} <code>${itemSchema.refName}</code>${msg('reference.streamOfEach')}` : msg('reference.streamOfItems');
    return html`${schema ? html`<spec-doc-schema .node=${schema} .direction=${direction}></spec-doc-schema>` : nothing}${
      itemSchema
        ? html`<div class="small stream-of">${stream}</div>
            <spec-doc-schema .node=${itemSchema} .direction=${direction}></spec-doc-schema>`
        : nothing
    }${this.renderPositional()}`;
  }

  /** OpenAPI 3.2.0 `prefixEncoding` / `itemEncoding`: the Content-Type and headers of each part, by position. */
  private renderPositional(): unknown {
    const { prefixEncoding, itemEncoding } = this.media;
    if (!prefixEncoding?.length && !itemEncoding) return nothing;
    const row = (label: string, e: unknown): TemplateResult => {
      const o = typeof e === 'object' && e !== null ? (e as Record<string, unknown>) : {};
      const ct = typeof o['contentType'] === 'string' ? o['contentType'] : undefined;
      const headers = typeof o['headers'] === 'object' && o['headers'] !== null ? Object.keys(o['headers']) : [];
      return html`<li>${label}: ${ct ? html`<code>${ct}</code>` : html`<span class="muted">${msg('reference.defaultType')}</span>`}${headers.length ? html` · ${msg('reference.partHeaders')} ${headers.map((h, i) => html`${i ? ', ' : ''}<code>${h}</code>`)}` : nothing}</li>`;
    };
    return html`<div class="small part-encoding">
      ${msg('reference.partsByPosition')}
      <ul>
        ${(prefixEncoding ?? []).map((e, i) => row(msg('reference.part', { n: i + 1 }), e))}${
          itemEncoding ? row(prefixEncoding?.length ? msg('reference.partOnwards', { n: prefixEncoding.length + 1 }) : msg('reference.everyPart'), itemEncoding) : nothing
        }
      </ul>
    </div>`;
  }

  private renderExamples(): TemplateResult {
    const list = this.media.examples;
    const ex = list[Math.min(this.index, list.length - 1)];
    // Rendered only when there are examples (see render()).
    if (!ex) return html``;
    return html`<div class="example">
      ${
        list.length > 1
          ? html`<label class="small">${msg('reference.example')}
            <select @change=${(e: Event) => (this.index = (e.currentTarget as HTMLSelectElement).selectedIndex)}>
              ${list.map((x, i) => html`<option ?selected=${i === this.index}>${x.summary ?? x.name}</option>`)}
            </select></label
          >`
          : ex.summary
            ? html`<div class="small">${ex.summary}</div>`
            : nothing
      }
      ${ex.description ? html`<div class="md small">${renderMarkdown(ex.description, { base: this.store?.baseUrl })}</div>` : nothing}
      ${ex.generate ? this.renderGenerated(ex) : ex.value === undefined && ex.serializedValue === undefined && ex.externalValue ? this.renderExternal(ex.externalValue) : renderExampleValue(ex, this.store?.baseUrl)}
    </div>`;
  }

  /** externalValue: a link, and a button that fetches it on demand (never automatically); only an http(s) URL, by the URL gate. */
  private renderExternal(raw: string): unknown {
    const gated = safeUrl(raw, linkBase(this.store?.baseUrl));
    const url = gated.ok ? gated.url : undefined;
    const loaded = url !== undefined && this.external?.url === url ? this.external : undefined;
    return html`<div class="small">
        ${renderLink(raw, raw, this.store?.baseUrl)}
        ${url !== undefined && !loaded ? html`<button type="button" class="link-button" @click=${() => void this.loadExternal(url)}>${msg('reference.loadExample')}</button>` : nothing}
        ${gated.ok ? nothing : html`<div class="problems small">${msg('reference.exampleNotHttp')}</div>`}
      </div>
      ${loaded?.error ? html`<div class="problems small" role="alert">${loaded.error}</div>` : nothing}
      ${loaded?.text !== undefined ? html`<pre class="code"><code>${loaded.text}</code></pre>` : nothing}`;
  }

  private async loadExternal(url: string): Promise<void> {
    this.external = { url };
    try {
      // No cookies or HTTP auth: an example's host is not the API server.
      const res = await fetch(url, { credentials: 'omit' });
      if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`.trim());
      const text = await res.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON: shown as text
      }
      this.external = { url, text: exampleText(shown) };
    } catch (e) {
      this.external = { url, error: msg('reference.couldNotLoad', { url, error: e instanceof Error ? e.message : String(e) }) };
    }
  }

  /** Names of the schemas this body refers back into (where a generated example stops), found within the built part of the tree. */
  private circularNames(): string[] {
    const names = new Set<string>();
    const walk = (n: SchemaNode | undefined, depth: number): void => {
      if (!n || depth > 12 || names.size > 5) return;
      if (n.circular) names.add(n.refName ?? n.pointer);
      for (const p of n.properties ?? []) walk(p.node, depth + 1);
      walk(n.items, depth + 1);
      for (const o of n.composition?.options ?? []) walk(o.node, depth + 1);
      if (typeof n.additionalProperties === 'object') walk(n.additionalProperties, depth + 1);
    };
    walk(this.media.schema, 0);
    return [...names];
  }

  private renderGenerated(ex: ExampleView): unknown {
    if (!this.asked && ex.generate && this.store) {
      this.asked = true;
      this.store.example(ex.generate).then(
        (value) => (this.generated = { value }),
        () => (this.generated = { value: undefined }),
      );
    }
    if (!this.generated) return html`<div class="muted small" role="status">${msg('reference.generatingExample')}</div>`;
    if (this.generated.value === undefined) return html`<div class="muted small">${msg('reference.noGeneratedExample')}</div>`;
    const circular = this.circularNames();
    return html`${renderExampleValue({ ...ex, value: this.generated.value })}${
      circular.length
        ? html`<div class="small muted" role="note">
            ${msg('reference.stopsAtCircular')} ${circular.map((n) => html`<span class="flag circular">${msg('reference.circularRef', { name: n })}</span> `)}
            <button type="button" class="link-button" @click=${() => (this.tab = 'schema')}>${msg('reference.showInSchema')}</button>
          </div>`
        : nothing
    }`;
  }
}

/** The example's text as shown: the form `chooseExample` picked in the model (data or serialised), RS of JSON text sequences made visible. */
export function shownExampleText(ex: ExampleView): string | undefined {
  const text = ex.showSerialized ? ex.serializedValue : ex.value !== undefined ? exampleText(ex.value) : ex.serializedValue;
  return text === undefined ? undefined : visibleSeparators(text.length > 20_000 ? text.slice(0, 20_000) + '\n…' : text);
}

/** RFC 7464's record separator (0x1E) shown as ␞: the console sends the real byte. */
function visibleSeparators(text: string): string {
  return text.replaceAll('\u001e', '␞');
}

function renderExampleValue(ex: ExampleView, base?: string): unknown {
  const text = shownExampleText(ex);
  if (text !== undefined) return html`<pre class="code ${ex.generated ? 'generated' : ''}"><code>${text}</code></pre>`;
  if (ex.externalValue) return renderLink(ex.externalValue, ex.externalValue, base);
  return nothing;
}
