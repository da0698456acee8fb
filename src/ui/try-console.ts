import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { MediaTypeView, OperationDetail, ParameterView } from '../core/model/types.js';
import { buildUrl } from '../core/request/build-url.js';
import { toCurl } from '../core/request/curl.js';
import { encodeBody, isBodyError, isJsonMediaType } from '../core/request/encode-body.js';
import { isIgnoredHeaderParameter, serializeParameter, type QueryPair } from '../core/request/serialize-parameter.js';
import { exampleText } from './media-type.js';
import './try-response.js';
import { DEFAULT_TRY_OPTIONS, type TryOptions } from './try-options.js';
import type { TryResponseView } from './try-response.js';
export type { TryResponse } from './try-response.js';
import type { DescriptionStore } from './store.js';

/** The request a `before-try` listener sees and may change (headers, URL, body); what is sent is what it says afterwards. */
export interface TryRequest {
  method: string;
  url: string;
  headers: Headers;
  body?: string;
}

type Outcome = { kind: 'response' } | { kind: 'error'; message: string } | { kind: 'aborted' };

const key = (p: ParameterView): string => `${p.in}:${p.name}`;

/** Text of an example value for an input: strings as they are, anything else as JSON. */
function inputText(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(',');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An input's text as the parameter's value: arrays from comma lists, objects from JSON, else the text. */
function parameterValue(p: ParameterView, text: string): unknown {
  const type = p.schema?.type ?? '';
  if (type.startsWith('array')) {
    if (text.trim().startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        // not JSON: a comma list
      }
    }
    return text === '' ? [] : text.split(',').map((s) => s.trim());
  }
  if (type.startsWith('object')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The TRY console of one operation: inputs for its parameters and JSON body, TRY / Cancel /
 * Clear, and the response. Sends with `fetch` to the active API server only, and dispatches
 * `before-try`, `after-try` and `request-aborted` (bubbling and composed: listeners on
 * `<spec-doc>` receive them). Light DOM, so the element's styles apply.
 */
export class TryConsole extends LitElement {
  static override properties = {
    detail: { attribute: false },
    store: { attribute: false },
    options: { attribute: false },
    sent: { state: true },
    values: { state: true },
    bodyText: { state: true },
    fieldErrors: { state: true },
    outcome: { state: true },
    inFlight: { state: true },
  };

  detail!: OperationDetail;
  store: DescriptionStore | undefined;
  /** What all consoles of the element share: active server, fill, cURL, credentials, heights. */
  options: TryOptions = DEFAULT_TRY_OPTIONS;
  /** The cURL of the request actually sent last (after before-try changes). */
  sent: string | undefined;
  values: Record<string, string> = {};
  bodyText = '';
  fieldErrors: Record<string, string> = {};
  outcome: Outcome | undefined;
  inFlight: AbortController | undefined;
  private filledFor = '';

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override willUpdate(): void {
    if (this.detail && this.filledFor !== this.detail.id) {
      this.filledFor = this.detail.id;
      this.reset();
    }
  }

  /** Inputs back to their examples (or empty when fill-request-fields-with-example is false). */
  private reset(): void {
    const values: Record<string, string> = {};
    for (const p of this.detail.parameters) values[key(p)] = this.options.fill ? inputText(p.example ?? p.schema?.example) : '';
    this.values = values;
    this.fieldErrors = {};
    this.outcome = undefined;
    this.sent = undefined;
    this.bodyText = '';
    this.querySelector<TryResponseView>('spec-doc-try-response')?.clear();
    const media = this.jsonBody();
    const ex = media?.examples[0];
    if (!this.options.fill || !ex) return;
    if (ex.value !== undefined) this.bodyText = exampleText(ex.value);
    else if (ex.generate && this.store) {
      const id = this.detail.id;
      void this.store.example(ex.generate).then((v) => {
        if (this.detail.id === id && this.bodyText === '' && v !== undefined) this.bodyText = JSON.stringify(v, null, 2);
      });
    }
  }

  private jsonBody(): MediaTypeView | undefined {
    return this.detail.requestBody?.content.find((m) => isJsonMediaType(m.mediaType));
  }

  private sendable(): ParameterView[] {
    return this.detail.parameters.filter((p) => p.in !== 'cookie' && !(p.in === 'header' && isIgnoredHeaderParameter(p.name)));
  }

  /** Checks required inputs and the JSON body, then builds the request; undefined when something is missing (shown at the field). */
  private buildRequest(): TryRequest | undefined {
    const errors: Record<string, string> = {};
    const pathValues: Record<string, string> = {};
    const query: QueryPair[] = [];
    const headers = new Headers();
    for (const p of this.sendable()) {
      const text = this.values[key(p)] ?? '';
      if (p.required && text === '') {
        errors[key(p)] = `${p.name} is required`;
        continue;
      }
      if (text === '') continue;
      const s = serializeParameter({ name: p.name, in: p.in as 'path' | 'query' | 'header' }, parameterValue(p, text));
      if (s.in === 'path') pathValues[p.name] = s.value;
      else if (s.in === 'query') query.push(...s.pairs);
      else if (s.in === 'header' && s.value !== undefined) headers.set(p.name, s.value);
    }
    let body: string | undefined;
    const media = this.jsonBody();
    if (media && (this.bodyText.trim() !== '' || this.detail.requestBody?.required)) {
      const encoded = encodeBody(media.mediaType, this.bodyText);
      if (isBodyError(encoded)) errors['body'] = `Request body: ${encoded.error}`;
      else if (encoded.kind === 'json') {
        body = encoded.text;
        headers.set('Content-Type', encoded.contentType ?? media.mediaType);
      }
    }
    this.fieldErrors = errors;
    if (Object.keys(errors).length) return undefined;
    return { method: this.detail.method.toUpperCase(), url: buildUrl(this.options.serverUrl, this.detail.path, pathValues, query), headers, ...(body !== undefined ? { body } : {}) };
  }

  private emit(type: 'before-try' | 'after-try' | 'request-aborted', detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  private async onTry(): Promise<void> {
    const request = this.buildRequest();
    if (!request) return;
    const controller = new AbortController();
    this.emit('before-try', { request, controller });
    if (controller.signal.aborted) {
      this.emit('request-aborted', { request, error: controller.signal.reason });
      this.outcome = { kind: 'aborted' };
      return;
    }
    this.inFlight = controller;
    this.outcome = undefined;
    this.querySelector<TryResponseView>('spec-doc-try-response')?.clear();
    this.sent = curlOf(request);
    const start = performance.now();
    try {
      const res = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        credentials: this.options.credentials,
        signal: controller.signal,
      });
      this.outcome = { kind: 'response' };
      await this.updateComplete;
      const view = this.querySelector<TryResponseView>('spec-doc-try-response');
      if (!view) throw new Error('The response view is missing');
      const response = await view.show(res, start);
      this.emit('after-try', { request, response });
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      if (controller.signal.aborted) {
        this.outcome = { kind: 'aborted' };
        this.emit('request-aborted', { request, error });
      } else {
        // Browsers report a CORS refusal and an unreachable host the same way.
        this.outcome = {
          kind: 'error',
          message: `${error.message}. The server may be unreachable, or it may not allow requests from this page (CORS).`,
        };
        this.emit('after-try', { request, error });
      }
    } finally {
      this.inFlight = undefined;
    }
  }

  private onInput(p: ParameterView, e: Event): void {
    this.values = { ...this.values, [key(p)]: (e.currentTarget as HTMLInputElement).value };
  }

  protected override render(): TemplateResult {
    const d = this.detail;
    const params = this.sendable();
    const media = this.jsonBody();
    const id = `try-${d.id.replace(/[^\w-]/g, '_')}`;
    return html`<section class="try" aria-label=${`Try ${d.method.toUpperCase()} ${d.path}`}>
      <h4>Try it</h4>
      ${params.map((p) => {
        const err = this.fieldErrors[key(p)];
        const inputId = `${id}-${p.in}-${p.name.replace(/[^\w-]/g, '_')}`;
        return html`<div class="try-field">
          <label for=${inputId}>${p.name}${p.required ? html`<span class="required" aria-hidden="true">*</span>` : nothing} <span class="muted small">${p.in}</span></label>
          <input
            id=${inputId}
            type="text"
            .value=${this.values[key(p)] ?? ''}
            aria-required=${p.required ? 'true' : 'false'}
            aria-invalid=${err ? 'true' : 'false'}
            aria-describedby=${err ? `${inputId}-error` : nothing}
            @input=${(e: Event) => this.onInput(p, e)}
          />
          ${err ? html`<div class="field-error" id="${inputId}-error">${err}</div>` : nothing}
        </div>`;
      })}
      ${media
        ? html`<div class="try-field">
            <label for="${id}-body">Request body <span class="muted small">${media.mediaType}</span></label>
            <textarea id="${id}-body" rows="8" spellcheck="false" .value=${this.bodyText} aria-invalid=${this.fieldErrors['body'] ? 'true' : 'false'} @input=${(e: Event) => (this.bodyText = (e.currentTarget as HTMLTextAreaElement).value)}></textarea>
            ${this.fieldErrors['body'] ? html`<div class="field-error">${this.fieldErrors['body']}</div>` : nothing}
          </div>`
        : nothing}
      <div class="try-actions">
        <button type="button" ?disabled=${!this.options.serverUrl || !!this.inFlight} @click=${() => void this.onTry()}>TRY</button>
        ${this.inFlight ? html`<button type="button" @click=${() => this.inFlight?.abort()}>Cancel</button>` : nothing}
        <button type="button" @click=${() => this.reset()}>Clear</button>
        <span class="muted small">${this.options.serverUrl ? html`to <code>${this.options.serverUrl}</code>` : 'No API server can be resolved'}</span>
      </div>
      ${this.options.showCurl && !this.sent ? this.renderCurl('cURL', this.previewCurl()) : nothing}
      <div role="status" aria-live="polite">${this.inFlight ? 'Sending…' : ''}</div>
      ${this.sent ? this.renderCurl('cURL of the request sent', this.sent) : nothing} ${this.renderOutcome()}
    </section>`;
  }

  /** The cURL of the current inputs, without marking fields (the preview must not nag). */
  private previewCurl(): string {
    const errors = this.fieldErrors;
    const request = this.buildRequest();
    this.fieldErrors = errors;
    return request ? curlOf(request) : '';
  }

  private renderCurl(title: string, text: string): unknown {
    if (!text) return nothing;
    return html`<div class="try-curl">
      <div class="small">${title} <button type="button" class="link-button" @click=${() => void navigator.clipboard?.writeText(text)}>Copy</button></div>
      <pre class="code"><code>${text}</code></pre>
    </div>`;
  }

  private renderOutcome(): unknown {
    const o = this.outcome;
    return html`${o?.kind === 'aborted' ? html`<div class="muted small">Request cancelled.</div>` : nothing}
    ${o?.kind === 'error' ? html`<div class="error-box" role="alert">${o.message}</div>` : nothing}
    <spec-doc-try-response .height=${this.options.responseHeight} ?hidden=${o?.kind !== 'response'}></spec-doc-try-response>`;
  }
}

/** The cURL command that sends exactly `request` (as fetch sends it). */
function curlOf(request: TryRequest): string {
  const headers: [string, string][] = [...request.headers.entries()];
  return toCurl(
    {
      method: request.method,
      url: request.url,
      headers,
      ...(request.body !== undefined ? { body: { kind: 'text' as const, text: request.body, contentType: request.headers.get('content-type') ?? 'text/plain' } } : {}),
    },
    { multiline: true },
  );
}

// A lazily loaded chunk (see loadTryConsole in operation-section.ts): it registers itself when
// first imported, and <spec-doc-try> elements rendered before that upgrade then.
if (!customElements.get('spec-doc-try')) customElements.define('spec-doc-try', TryConsole);
