import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { exampleText } from './media-type.js';

/** A response as `after-try` reports it. */
export interface TryResponse {
  status: number;
  statusText: string;
  ok: boolean;
  headers: Record<string, string>;
  /** The body as text. */
  body: string;
  /** Milliseconds from sending to the whole body. */
  time: number;
}

/**
 * The response part of the TRY console: status, time, headers and body. `show(res, start)`
 * reads the body and resolves with the whole response when it has ended (rejecting when the
 * request's signal aborts it mid-body). Light DOM, so the element's styles apply.
 */
export class TryResponseView extends LitElement {
  static override properties = {
    height: { attribute: false },
    response: { state: true },
  };

  /** response-area-height: the body's maximum height (CSS length). */
  height = '300px';
  response: TryResponse | undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  /** Forgets the response shown. */
  clear(): void {
    this.response = undefined;
  }

  /** Reads `res` and shows it; resolves with the whole response. */
  async show(res: Response, start: number): Promise<TryResponse> {
    const body = await res.text();
    const response: TryResponse = {
      status: res.status,
      statusText: res.statusText,
      ok: res.ok,
      headers: Object.fromEntries(res.headers.entries()),
      body,
      time: Math.round(performance.now() - start),
    };
    this.response = response;
    return response;
  }

  protected override render(): TemplateResult | typeof nothing {
    const r = this.response;
    if (!r) return nothing;
    let body = r.body;
    try {
      body = JSON.stringify(JSON.parse(r.body), null, 2);
    } catch {
      // not JSON: shown as text
    }
    return html`<div class="try-response">
      <div><span class="status status-${String(r.status)[0]}">${r.status}</span> ${r.statusText} <span class="muted small">${r.time} ms</span></div>
      <details class="small">
        <summary>Headers</summary>
        <ul>${Object.entries(r.headers).map(([k, v]) => html`<li><code>${k}</code>: ${v}</li>`)}</ul>
      </details>
      <pre class="code" style=${styleMap({ maxHeight: this.height })}><code>${exampleText(body)}</code></pre>
    </div>`;
  }
}

if (!customElements.get('spec-doc-try-response')) customElements.define('spec-doc-try-response', TryResponseView);
