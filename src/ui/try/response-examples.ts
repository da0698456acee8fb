import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { tokenize } from '../../core/highlight/tokenize.js';
import type { ExampleView, MediaTypeView, ResponseView } from '../../core/model/types.js';
import type { DescriptionStore } from '../../worker/store.js';
import { renderMarkdown } from '../shared/markdown.js';
import { moveTab, renderTab } from '../shared/tabs.js';
import { shownExampleText } from '../reference/media-type.js';
import { renderTokens } from './code-samples.js';
import { localized, msg } from '../shared/msg.js';
import '../../core/i18n/en/try.js';

let nextId = 0;

/** The highlighter's language for an example: XML text as XML, anything structured as JSON. */
function exampleLanguage(mediaType: string, value: unknown): string {
  if (typeof value !== 'string') return 'json';
  if (/[/+]xml\b/i.test(mediaType)) return 'xml';
  return /[/+]json\b/i.test(mediaType) ? 'json' : 'plain';
}

/**
 * The response examples of one operation, as a card: a tab per status code (coloured by its
 * class, its description under the tabs), a media-type picker when a response has several,
 * and the example, highlighted — the description's own, else one generated from the schema by
 * the store when first shown. Light DOM, so the element's styles apply.
 */
@localized
export class ResponseExamples extends LitElement {
  static override properties = {
    responses: { attribute: false },
    store: { attribute: false },
    selected: { state: true },
    mediaIndex: { state: true },
    exampleIndex: { state: true },
    generated: { state: true },
  };

  responses: ResponseView[] = [];
  /** The description store: generated examples come from it, and its base URL resolves links. */
  store: DescriptionStore | undefined;
  /** The status tab shown. */
  selected = 0;
  mediaIndex = 0;
  exampleIndex = 0;
  /** Generated examples by their request (pointer, direction, form), once the store has made them. */
  generated = new Map<string, { value: unknown }>();
  private readonly asked = new Set<string>();
  private readonly uid = `rx${++nextId}`;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('responses')) {
      // The first success is what a reader looks for first.
      const ok = this.responses.findIndex((r) => r.status.startsWith('2'));
      this.select(Math.max(ok, 0));
    }
  }

  private select(i: number): void {
    this.selected = i;
    this.mediaIndex = 0;
    this.exampleIndex = 0;
  }

  protected override render(): TemplateResult | typeof nothing {
    const list = this.responses;
    if (!list.length) return nothing;
    const selected = Math.min(this.selected, list.length - 1);
    const r = list[selected]!;
    return html`<div class="example-card response-examples">
      <div class="example-card-head">
        <span class="example-card-title">${msg('try.response')}</span>
        <div role="tablist" class="tabs status-tabs" aria-label=${msg('try.byStatus')}>
          ${list.map((x, i) =>
            renderTab({
              id: `${this.uid}-tab-${i}`,
              panel: `${this.uid}-panel`,
              selected: i === selected,
              label: html`<span class="status-dot status-dot-${x.status[0]}" aria-hidden="true"></span>${x.status}`,
              className: 'tab status-tab',
              onSelect: () => this.select(i),
              onKey: (e) =>
                moveTab(
                  e,
                  selected,
                  list.length,
                  (n) => this.select(n),
                  this,
                  (n) => `${this.uid}-tab-${n}`,
                ),
            }),
          )}
        </div>
      </div>
      <div role="tabpanel" id="${this.uid}-panel" aria-labelledby="${this.uid}-tab-${selected}" class="example-card-body">${this.renderResponse(r)}</div>
    </div>`;
  }

  private renderResponse(r: ResponseView): TemplateResult {
    const media = r.content[Math.min(this.mediaIndex, r.content.length - 1)];
    const examples = media?.examples ?? [];
    const ex = examples[Math.min(this.exampleIndex, examples.length - 1)];
    return html`${r.summary ? html`<div class="example-card-note small response-summary">${r.summary}</div>` : nothing}${r.description ? html`<div class="example-card-note md small">${renderMarkdown(r.description, { base: this.store?.baseUrl })}</div>` : nothing}
      ${
        r.content.length > 1 || examples.length > 1
          ? html`<div class="example-card-pickers">
            ${r.content.length > 1 ? this.renderMediaPicker(r.content) : nothing} ${examples.length > 1 ? this.renderExamplePicker(examples) : nothing}
          </div>`
          : media
            ? html`<div class="example-card-note muted small"><code>${media.mediaType}</code>${ex?.generate ? ` ${msg('try.generatedFromSchema')}` : ''}</div>`
            : nothing
      }
      ${media ? this.renderExample(media, ex) : html`<div class="example-card-note muted small">${msg('try.noBody')}</div>`}`;
  }

  private renderMediaPicker(content: MediaTypeView[]): TemplateResult {
    return html`<label class="small"
      >${msg('try.mediaType')}
      <select
        @change=${(e: Event) => {
          this.mediaIndex = (e.currentTarget as HTMLSelectElement).selectedIndex;
          this.exampleIndex = 0;
        }}
      >
        ${content.map((m, i) => html`<option ?selected=${i === this.mediaIndex}>${m.mediaType}</option>`)}
      </select></label
    >`;
  }

  private renderExamplePicker(examples: ExampleView[]): TemplateResult {
    return html`<label class="small"
      >${msg('try.example')}
      <select @change=${(e: Event) => (this.exampleIndex = (e.currentTarget as HTMLSelectElement).selectedIndex)}>
        ${examples.map((x, i) => html`<option ?selected=${i === this.exampleIndex}>${x.summary ?? x.name}</option>`)}
      </select></label
    >`;
  }

  private renderExample(media: MediaTypeView, ex: ExampleView | undefined): unknown {
    if (!ex) return html`<div class="example-card-note muted small">${msg('try.noExample')}</div>`;
    let shown: ExampleView = ex;
    if (ex.value === undefined && ex.serializedValue === undefined && ex.generate) {
      const key = JSON.stringify(ex.generate);
      const made = this.generated.get(key);
      if (!made) {
        this.generate(key, ex);
        return html`<div class="example-card-note muted small" role="status">${msg('try.generating')}</div>`;
      }
      if (made.value === undefined) return html`<div class="example-card-note muted small">${msg('try.cannotGenerate')}</div>`;
      shown = { ...ex, value: made.value };
    }
    // One rule for which form is shown (the data, or the serialised text of a non-JSON media type).
    const text = shownExampleText(shown);
    if (text === undefined) {
      return ex.externalValue
        ? html`<div class="example-card-note small">${msg('try.externalExample')} <code>${ex.externalValue}</code></div>`
        : html`<div class="example-card-note muted small">${msg('try.noExample')}</div>`;
    }
    const lang = exampleLanguage(media.mediaType, shown.showSerialized ? text : shown.value);
    return html`<pre class="code ${ex.generate ? 'generated' : ''}" tabindex="0"><code class="hl" data-lang=${lang}>${renderTokens(tokenize(text, lang))}</code></pre>`;
  }

  private generate(key: string, ex: ExampleView): void {
    if (this.asked.has(key) || !ex.generate || !this.store) return;
    this.asked.add(key);
    const done = (value: unknown): void => {
      this.generated = new Map(this.generated).set(key, { value });
    };
    this.store.example(ex.generate).then(done, () => done(undefined));
  }
}

if (!customElements.get('spec-doc-response-examples')) customElements.define('spec-doc-response-examples', ResponseExamples);
