import { css, html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { SearchHit } from '../../core/search/search-index.js';
import { fireInternal } from '../events.js';
import { localized, msg } from '../shared/msg.js';
import { listText } from '../shared/list-text.js';
import '../../core/i18n/en/search.js';

/** Detail of `search-select`: the id (`get-/users/{id}`, `webhook-post-name`) of the chosen result. */
/** Wait after the last keystroke before querying: typing a word sends one query, not one per letter. */
const DEBOUNCE_MS = 80;

/** The focused element, looking inside shadow roots (the opener usually lives in one). */
function deepActiveElement(): HTMLElement | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

/**
 * The advanced search dialog: a modal `<dialog>` with a combobox input and a listbox of
 * ranked results. The host supplies `search`; the dialog debounces queries, keeps only the
 * newest answer, and reports the chosen operation with `search-select`.
 *
 * @fires search-select - `{id}` of the chosen result; the dialog closes.
 * @fires search-results - `{query, count, ms, searchMs}` once a query's results are rendered.
 */
@localized
export class SearchDialog extends LitElement {
  static override properties = {
    search: { attribute: false },
    query: { state: true },
    hits: { state: true },
    active: { state: true },
    answered: { state: true },
  };

  static override styles = css`
    :host {
      display: contents;
    }
    dialog {
      box-sizing: border-box;
      width: min(640px, calc(100vw - 32px));
      max-height: min(70vh, 640px);
      margin: 10vh auto auto;
      padding: 0;
      display: none;
      flex-direction: column;
      overflow: hidden;
      color: var(--foreground, #ddd);
      background: var(--background, #222);
      border: 1px solid var(--border, #4a4a4a);
      border-radius: var(--radius, 6px);
      box-shadow: 0 12px 40px rgb(0 0 0 / 45%);
      font: inherit;
      font-family: var(--font-sans, system-ui, sans-serif);
    }
    dialog[open] {
      display: flex;
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 55%);
    }
    .bar {
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 10px 12px;
      border-bottom: 1px solid var(--border, #4a4a4a);
    }
    input {
      flex: 1;
      min-width: 0;
      padding: 8px 10px;
      font: inherit;
      color: inherit;
      background: transparent;
      border: 1px solid var(--border, #4a4a4a);
      border-radius: var(--radius, 6px);
    }
    input:focus-visible {
      outline: 2px solid var(--ring, #6cb6ff);
      outline-offset: -1px;
    }
    .close {
      font: inherit;
      color: inherit;
      background: transparent;
      border: 1px solid var(--border, #4a4a4a);
      border-radius: var(--radius, 6px);
      padding: 6px 10px;
      cursor: pointer;
    }
    .close:focus-visible {
      outline: 2px solid var(--ring, #6cb6ff);
    }
    [role='status'] {
      padding: 6px 14px;
      font-size: 0.85em;
      color: var(--muted, #999);
    }
    [role='status']:empty {
      display: none;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 4px;
      overflow: auto;
      flex: 1;
    }
    ul:empty {
      display: none;
    }
    li {
      display: grid;
      grid-template-columns: auto 1fr;
      column-gap: 10px;
      align-items: baseline;
      padding: 8px 10px;
      border-radius: var(--radius, 6px);
      cursor: pointer;
    }
    li[aria-selected='true'] {
      color: var(--primary-foreground, #111);
      background: var(--primary, #ff791a);
    }
    .method {
      font-family: var(--font-mono, ui-monospace, monospace);
      font-size: 0.75em;
      font-weight: 700;
      text-transform: uppercase;
      padding: 1px 6px;
      border: 1px solid currentColor;
      border-radius: var(--radius, 6px);
      color: var(--other, #bbb);
    }
    .method-get { color: var(--get, #5fb6ff); }
    .method-post { color: var(--post, #6bdc8a); }
    .method-put { color: var(--put, #f0b45a); }
    .method-patch { color: var(--patch, #d2a8ff); }
    .method-delete { color: var(--delete, #ff8a80); }
    li[aria-selected='true'] .method {
      color: inherit;
    }
    /* A path reads left to right in right-to-left pages too, its box at the start of its column. */
    .path {
      justify-self: start;
      direction: ltr;
      unicode-bidi: isolate;
      font-family: var(--font-mono, ui-monospace, monospace);
      word-break: break-all;
    }
    .summary,
    .matched {
      grid-column: 2;
      overflow: hidden;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
    }
    .matched {
      font-size: 0.8em;
      color: var(--muted, #999);
      -webkit-line-clamp: 1;
    }
    li[aria-selected='true'] .matched {
      color: inherit;
      opacity: 0.8;
    }
  `;

  /** Answers a query with ranked results (the element passes its store's `search`). */
  search: (query: string) => Promise<SearchHit[]> = () => Promise.resolve([]);

  private query = '';
  private hits: SearchHit[] = [];
  /** Index of the highlighted result, or -1. */
  private active = -1;
  /** True once the current query's results are shown (so "No results" is not said too early). */
  private answered = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Number of the newest query; an answer to an older one is dropped when it arrives late. */
  private seq = 0;
  private inputAt = 0;
  private returnFocus: HTMLElement | null = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('active') && this.active >= 0) {
      this.renderRoot.querySelector(`#hit-${this.active}`)?.scrollIntoView({ block: 'nearest' });
    }
  }

  /** Opens the dialog (modal) with the input focused and its text selected. */
  async open(): Promise<void> {
    await this.updateComplete;
    const dialog = this.dialog;
    if (!dialog || dialog.open) return;
    this.returnFocus = deepActiveElement();
    dialog.showModal();
    this.input?.focus();
    this.input?.select();
    // An empty query builds the index in the worker while the user starts typing.
    this.search('').catch(() => undefined);
  }

  /** Closes the dialog and gives focus back to what had it before `open()`. */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dialog?.open) this.dialog.close();
    this.restoreFocus();
  }

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  private get input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  private restoreFocus(): void {
    const el = this.returnFocus;
    this.returnFocus = null;
    if (el?.isConnected) el.focus({ preventScroll: true });
  }

  private onInput(e: Event): void {
    this.query = (e.currentTarget as HTMLInputElement).value;
    this.inputAt = performance.now();
    // Bumped now, not when the timer fires, so an answer already on its way is dropped.
    const seq = ++this.seq;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.query.trim()) {
      this.hits = [];
      this.active = -1;
      this.answered = false;
      return;
    }
    this.timer = setTimeout(() => void this.run(seq), DEBOUNCE_MS);
  }

  /** Sends the current query and shows its answer unless a newer query was typed meanwhile. */
  private async run(seq: number): Promise<void> {
    this.timer = undefined;
    const query = this.query;
    const sentAt = performance.now();
    let hits: SearchHit[];
    try {
      hits = await this.search(query);
    } catch {
      hits = [];
    }
    if (seq !== this.seq) return;
    this.hits = hits;
    this.active = hits.length > 0 ? 0 : -1;
    this.answered = true;
    await this.updateComplete;
    const now = performance.now();
    fireInternal(this, 'search-results', { query, count: hits.length, ms: now - this.inputAt, searchMs: now - sentAt });
  }

  private async onKeydown(e: KeyboardEvent): Promise<void> {
    const n = this.hits.length;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (n) this.active = (this.active + 1) % n;
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (n) this.active = this.active <= 0 ? n - 1 : this.active - 1;
        break;
      case 'Enter': {
        e.preventDefault();
        // Enter typed before the debounce fired means the newest query, not the results on screen.
        if (this.timer !== undefined) {
          clearTimeout(this.timer);
          const seq = this.seq;
          await this.run(seq);
          if (seq !== this.seq) return;
        }
        const hit = this.hits[this.active];
        if (hit) this.select(hit);
        break;
      }
      case 'Escape':
        // Handled here rather than by the dialog's cancel, which browsers may skip on repeated presses.
        e.preventDefault();
        this.close();
        break;
    }
  }

  private select(hit: SearchHit): void {
    // Closed first, so focus is back on the page before the host moves it to the chosen operation.
    this.close();
    fireInternal(this, 'search-select', { id: hit.id });
  }

  /** Also reached when the browser closes the dialog itself (Escape on the Close button). */
  private onDialogClose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.restoreFocus();
  }

  private onDialogClick(e: MouseEvent): void {
    // The content fills the dialog box, so a click landing on the <dialog> itself is on the backdrop.
    if (e.target === e.currentTarget) this.close();
  }

  protected override render(): TemplateResult {
    const expanded = this.hits.length > 0;
    return html`<dialog part="search-dialog" aria-label=${msg('search.dialog')} @click=${(e: MouseEvent) => this.onDialogClick(e)} @close=${() => this.onDialogClose()}>
      <div class="bar">
        <input
          type="text"
          role="combobox"
          aria-label=${msg('search.input')}
          aria-autocomplete="list"
          aria-controls="results"
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-activedescendant=${this.active >= 0 ? `hit-${this.active}` : nothing}
          placeholder=${msg('search.placeholder')}
          autocomplete="off"
          spellcheck="false"
          .value=${this.query}
          @input=${(e: Event) => this.onInput(e)}
          @keydown=${(e: KeyboardEvent) => this.onKeydown(e)}
        />
        <button type="button" class="close" @click=${() => this.close()}>${msg('search.close')}</button>
      </div>
      <div role="status" aria-live="polite">${this.statusText()}</div>
      <ul id="results" role="listbox" aria-label=${msg('search.results')}>
        ${this.hits.map((hit, i) => this.renderHit(hit, i))}
      </ul>
    </dialog>`;
  }

  private statusText(): string {
    if (!this.answered || !this.query.trim()) return '';
    return msg('search.count', { count: this.hits.length });
  }

  private renderHit(hit: SearchHit, i: number): TemplateResult {
    return html`<li
      id=${`hit-${i}`}
      role="option"
      aria-selected=${i === this.active ? 'true' : 'false'}
      @click=${() => this.select(hit)}
      @mousemove=${() => {
        if (this.active !== i) this.active = i;
      }}
    >
      <span class=${`method method-${hit.method}`}>${hit.kind === 'webhook' ? msg('search.webhook', { method: hit.method }) : hit.method}</span>
      <span class="path">${hit.path}</span>
      ${hit.summary ? html`<span class="summary">${hit.summary}</span>` : nothing}
      ${hit.matched.length ? html`<span class="matched">${msg('search.matched', { fields: listText(hit.matched.map((field) => msg('search.field', { field }))) })}</span>` : nothing}
    </li>`;
  }
}

if (!customElements.get('spec-doc-search-dialog')) customElements.define('spec-doc-search-dialog', SearchDialog);

declare global {
  interface HTMLElementTagNameMap {
    'spec-doc-search-dialog': SearchDialog;
  }
}
