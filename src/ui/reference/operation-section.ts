import { consume } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { OperationDetail, OperationSummary } from '../../core/model/types.js';
import { slotName } from '../../core/model/route-ids.js';
import { DEFAULT_TRY_OPTIONS, type TryOptions } from '../try/try-options.js';
import { storeFailure, type DescriptionStore } from '../../worker/store.js';
import { fireInternal } from '../events.js';
import { storeContext, tryOptionsContext } from './contexts.js';
import { renderDetail } from './operation-body.js';
import { storeMarkdown } from './copy-markdown.js';
import { renderOperationHeading } from './operation-heading.js';
import { localized, msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';

/** What a section is watched by to be activated near the viewport and released far from it (an IntersectionObserver, or one that starts later). */
export type SectionObserver = Pick<IntersectionObserver, 'observe' | 'unobserve'>;

/**
 * One operation's section. The heading is always there (navigation, find-in-page);
 * the body is fetched from the store and rendered when the section nears the viewport.
 */
@localized
export class OperationSection extends LitElement {
  static override properties = {
    summary: { attribute: false },
    detail: { state: true },
    loadError: { state: true },
    collapsible: { attribute: false },
    open: { attribute: false },
    tryable: { attribute: false },
    store: { state: true },
    tryOptions: { state: true },
  };

  summary!: OperationSummary;
  /** The element's description store: the body is fetched from it. */
  @consume({ context: storeContext, subscribe: true })
  store: DescriptionStore | undefined;
  /** The host's observer that activates sections as they near the viewport. */
  observer: SectionObserver | undefined;
  /** The host's observer that releases bodies far from the viewport (memory stays flat on 1,000-operation pages). */
  releaser: SectionObserver | undefined;
  detail: OperationDetail | undefined;
  /** Why the body could not be built (shown in place of it). */
  loadError: string | undefined;
  /** View style: the heading toggles the body (`op-toggle` asks the host to flip `open`). */
  collapsible = false;
  open = true;
  /** allow-try: show the TRY console. */
  tryable = false;
  /** What the TRY console needs of the element (active server, fill, cURL, credentials…); the auth state marks the satisfied requirement. */
  @consume({ context: tryOptionsContext, subscribe: true })
  tryOptions: TryOptions = DEFAULT_TRY_OPTIONS;
  /** Fetch the body at once instead of waiting for the observer (focused style). */
  eager = false;
  private requested = false;
  /** Copy as Markdown: the operation's Markdown, its cURL sent to the server TRY uses. */
  private readonly markdown = (): Promise<string> => storeMarkdown(this.store, this.summary.id, this.tryOptions);

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override firstUpdated(): void {
    if (this.eager) this.activate();
    else this.observer?.observe(this);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Lit reuses this element for another operation when the list around it changes (a filter,
    // the focused style showing the next one): the body must follow the new summary.
    const previous = changed.get('summary');
    if (previous && previous.id !== this.summary.id && this.requested) {
      this.requested = false;
      this.detail = undefined;
      this.releaser?.unobserve(this);
      if (this.eager) this.activate();
      else this.observer?.observe(this);
    }
  }

  protected override updated(): void {
    if (this.collapsible && this.open) this.activate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.unobserve(this);
    this.releaser?.unobserve(this);
  }

  /** Loads and renders the body (once, until released). */
  activate(): void {
    if (this.requested || !this.store) return;
    this.requested = true;
    this.observer?.unobserve(this);
    this.releaser?.observe(this);
    const id = this.summary.id;
    pending++;
    this.store
      .operation(id)
      .then(
        (d) => {
          if (this.requested && this.summary.id === id) this.detail = d;
        },
        (e: unknown) => {
          const why = storeFailure(e);
          if (why !== undefined && this.summary.id === id) this.loadError = msg('reference.operationFailed', { reason: why });
        },
      )
      .then(() => this.updateComplete)
      // A failed render is Lit's to report; here it only ends the wait.
      .catch(() => undefined)
      .finally(() => pending--);
  }

  /**
   * Drops the body's DOM (the store keeps the data) and waits to be activated again. Called
   * while the section is far off-screen, where content-visibility keeps its last height, so
   * nothing on screen moves.
   */
  release(): void {
    if (!this.requested || !this.observer) return;
    this.requested = false;
    this.detail = undefined;
    this.releaser?.unobserve(this);
    this.observer.observe(this);
  }

  protected override render(): unknown {
    const s = this.summary;
    const shown = !this.collapsible || this.open;
    // Operations get the examples column; webhooks have no request a reader sends.
    const aside = s.kind === 'operation';
    if (aside && this.detail && shown) loadExamples();
    const body = this.loadError
      ? html`<div class="error-box" role="alert">${this.loadError}</div>`
      : this.detail
        ? renderDetail(this.detail, this.store?.baseUrl, this.tryOptions.auth)
        : html`<div class="op-body-placeholder" aria-hidden="true"></div>`;
    // Written without whitespace between tags, as the heading is (operation-heading.ts says why).
    // prettier-ignore
    return html`${renderOperationHeading(s, { collapsible: this.collapsible, open: this.open, onToggle: this.onToggle, security: this.detail?.security, auth: this.tryOptions.auth, markdown: this.markdown })}${shown
      ? html`<div class="op-layout ${aside ? 'has-aside' : ''}"><div class="op-main"><slot name=${slotName(s.id)}></slot>${body}</div>${aside ? html`<div class="op-aside">${this.renderAside()}</div>` : nothing}</div>`
      : html`<slot name=${slotName(s.id)}></slot>`}`;
  }

  /** The examples column: its element comes with the lazy chunk; until then (and until the body is fetched) its place is kept. */
  private renderAside(): TemplateResult {
    if (!this.detail) return html`<div class="op-aside-placeholder" aria-hidden="true"></div>`;
    return html`<spec-doc-examples .detail=${this.detail} .store=${this.store} .options=${this.tryOptions} .tryable=${this.tryable} .startOpen=${this.eager}></spec-doc-examples>`;
  }

  private readonly onToggle = (): void => {
    fireInternal(this, 'op-toggle', { id: this.summary.id });
  };
}

/** Bodies asked of a store and not yet rendered, in every section of the page. */
let pending = 0;

/**
 * True while some section's body is on its way: the page around a navigated-to section is
 * still moving (ScrollKeeper holds the target until it is not). Page-wide rather than per
 * element: a second element's loads only make the hold a little longer.
 */
export const bodiesPending = (): boolean => pending > 0;

let examples: Promise<unknown> | undefined;

/**
 * The examples column (request and response examples, and the TRY console in it) is a chunk of
 * its own, loaded the first time an operation body is shown, which is when the section nears
 * the viewport: a page's first download never carries it.
 */
function loadExamples(): void {
  examples ??= import('../try/examples-panel.js').catch((e: unknown) => {
    examples = undefined;
    console.error('<spec-doc>: the examples column could not be loaded', e);
  });
}
