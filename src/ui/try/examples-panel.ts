import { html, LitElement, type TemplateResult } from 'lit';
import type { OperationDetail } from '../../core/model/types.js';
import type { DescriptionStore } from '../../worker/store.js';
import './try-console.js';
import { DEFAULT_TRY_OPTIONS, type TryOptions } from './try-options.js';

/**
 * The examples column beside an operation: the request example (cURL first, the code-sample
 * languages, the description's own samples) and the response examples per status code, shown
 * without a click. With allow-try, "Try it" opens the console's inputs in the column and the
 * live response replaces the response examples there; the request example follows the inputs.
 *
 * The console builds the request of the current inputs once per render, and the request
 * example is drawn from that same request: so the column is the console, with its inputs
 * closed until asked for (or, without allow-try, never offered). This element is the lazy
 * chunk's entry: the main bundle only reserves the column's place. Light DOM, so the
 * element's styles apply.
 */
export class ExamplesPanel extends LitElement {
  static override properties = {
    detail: { attribute: false },
    store: { attribute: false },
    options: { attribute: false },
    tryable: { attribute: false },
    startOpen: { attribute: false },
  };

  detail!: OperationDetail;
  store: DescriptionStore | undefined;
  /** What all consoles of the element share: active server, fill, cURL, credentials, heights. */
  options: TryOptions = DEFAULT_TRY_OPTIONS;
  /** allow-try: offer "Try it" and the console. */
  tryable = true;
  /** Open the console's inputs at once (the focused style, which shows one operation to work on). */
  startOpen = false;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): TemplateResult {
    return html`<spec-doc-try .detail=${this.detail} .store=${this.store} .options=${this.options} .interactive=${this.tryable} .open=${this.tryable && this.startOpen}></spec-doc-try>`;
  }
}

if (!customElements.get('spec-doc-examples')) customElements.define('spec-doc-examples', ExamplesPanel);
