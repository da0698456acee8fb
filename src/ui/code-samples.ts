import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { CodeSample } from '../core/model/types.js';
import type { RequestSpec } from '../core/request/request-spec.js';

/**
 * Code samples of one operation: the description's own (`x-code-samples`) as tabs.
 * `request` is the console's current request (undefined while its inputs are incomplete).
 * Light DOM, so the element's styles apply.
 */
export class CodeSamples extends LitElement {
  static override properties = {
    samples: { attribute: false },
    request: { attribute: false },
    selected: { state: true },
  };

  samples: CodeSample[] | undefined;
  request: RequestSpec | undefined;
  selected = 0;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): TemplateResult | typeof nothing {
    const samples = this.samples ?? [];
    if (!samples.length) return nothing;
    const current = samples[Math.min(this.selected, samples.length - 1)]!;
    return html`<div class="code-samples">
      <div role="tablist" aria-label="Code samples">
        ${samples.map(
          (s, i) => html`<button type="button" role="tab" aria-selected=${i === this.selected ? 'true' : 'false'} @click=${() => (this.selected = i)}>${s.label ?? s.lang}</button>`,
        )}
      </div>
      <pre class="code" role="tabpanel"><code>${current.source}</code></pre>
    </div>`;
  }
}

if (!customElements.get('spec-doc-code-samples')) customElements.define('spec-doc-code-samples', CodeSamples);
