import { methodLabel } from '../shared/method-label.js';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { fieldId } from '../../core/input/field-id.js';
import type { FieldInput } from '../../core/input/field-input.js';
import { impossibleParameters } from '../../core/input/impossible-parameters.js';
import { initialParameterInputs } from '../../core/input/initial-parameter-inputs.js';
import { parameterFieldKind } from '../../core/input/parameter-field-kind.js';
import { parameterKey } from '../../core/input/parameter-key.js';
import { parameterMessages } from '../../core/input/parameter-messages.js';
import { parameterPlaceholder } from '../../core/input/parameter-placeholder.js';
import { readParameters } from '../../core/input/read-parameters.js';
import { tryParameters } from '../../core/input/try-parameters.js';
import type { OperationDetail, ParameterView, ServerView } from '../../core/model/types.js';
import { assembleRequest, type ParameterInput } from '../../core/request/assemble-request.js';
import { exampleParameterInputs } from '../../core/request/parameter-placeholders.js';
import { toCurl } from '../../core/request/curl.js';
import type { UnsendableIssue } from '../../core/request/http-name.js';
import { sendableHeaders } from '../../core/request/sendable-headers.js';
import type { RequestBody, RequestSpec } from '../../core/request/request-spec.js';
import { resolveServerUrl, serverOptionLabel } from '../../core/request/servers.js';
import { credentialPlaceholders } from '../../core/security/credential-placeholders.js';
import { exampleSecurity } from '../../core/request/example-security.js';
import { withPlaceholders, type CredentialPlaceholders } from '../../core/request/snippet-har.js';
import { carriesCredentials, requestSecurity, satisfiedAlternative } from '../../core/security/request-security.js';
import type { AppliedSecurity } from '../../core/security/required-security.js';
import './code-samples.js';
import { sentSpec, toTryRequest } from './fetch-request.js';
import type { DescriptionStore } from '../../worker/store.js';
import './try-body.js';
import type { TryBody } from './try-body.js';
import { clipboard } from './clipboard.js';
import { renderField } from './try-fields.js';
import { httpNameIssueMessage, requestProblemMessage, unsendableMessage } from './request-problem-text.js';
import { DEFAULT_TRY_OPTIONS, type TryOptions } from './try-options.js';
import './try-response.js';
import './response-examples.js';
import { icon } from '../shared/icons.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { formStyles } from '../shared/form-styles.js';
import type { TryResponseView } from './try-response.js';
import { fireInternal, firePublic } from '../events.js';
import { localized, msg } from '../shared/msg.js';
import { duration } from '../shared/units.js';
import '../../core/i18n/en/try.js';

type Outcome = { kind: 'response' } | { kind: 'error'; message: string } | { kind: 'aborted' };

/** The request of the current inputs, as far as they allow one. */
interface CurrentRequest {
  /** Undefined while a required input is missing, a value is malformed or no server resolves. */
  spec?: RequestSpec;
  /** TRY may send it: no field has an error (a name that cannot be sent holding a value is one). */
  ready: boolean;
  /** Credentials and headers left out of what is sent, and why (see assembleRequest). */
  unsendable: UnsendableIssue[];
  /**
   * The request example: `spec` when there is one, else the same request with placeholders
   * (`<ServiceSid>`) for the required parameters still empty (exampleParameterInputs). Never sent.
   */
  example?: { spec: RequestSpec; placeholders: string[] };
}

/**
 * The TRY console of one operation: inputs for its parameters (every location and style,
 * lists with add/remove) and request body (any media type), the server it goes to, TRY /
 * Cancel / Clear, the cURL command, code samples and the response. Sends with `fetch` to the
 * active API server only, and dispatches `before-try`, `after-try` and `request-aborted`
 * (bubbling and composed: listeners on `<spec-doc>` receive them). Light DOM, so the
 * element's styles apply.
 */
@localized
export class TryConsole extends LitElement {
  static override properties = {
    detail: { attribute: false },
    store: { attribute: false },
    options: { attribute: false },
    sent: { state: true },
    values: { state: true },
    fieldErrors: { state: true },
    outcome: { state: true },
    inFlight: { state: true },
    serverIndex: { state: true },
    serverValues: { state: true },
    announcement: { state: true },
    interactive: { attribute: false },
    open: { attribute: false },
    showExamples: { state: true },
  };

  detail!: OperationDetail;
  store: DescriptionStore | undefined;
  /** What all consoles of the element share: active server, fill, cURL, credentials, heights. */
  options: TryOptions = DEFAULT_TRY_OPTIONS;
  /** The cURL of the request actually sent last (after before-try changes). */
  sent: string | undefined;
  values: Record<string, FieldInput> = {};
  fieldErrors: Record<string, string> = {};
  outcome: Outcome | undefined;
  inFlight: AbortController | undefined;
  /** The chosen one of the operation's own servers (when it has some). */
  serverIndex = 0;
  serverValues: Record<string, string> = {};
  /** What the live region last said about a request (screen readers hear it). */
  announcement = '';
  /** allow-try: the inputs and TRY can be opened; false shows only the request and response examples. */
  interactive = true;
  /** The inputs are shown (a "Try it" button opens them); the examples show either way. */
  open = false;
  /** The reader went back from the live response to the description's response examples. */
  showExamples = false;
  private filledFor = '';

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptStyles(this, formStyles);
  }

  protected override willUpdate(): void {
    // The operation section sets `detail` before the first render; until then there is nothing to fill.
    const detail = this.detail as OperationDetail | undefined;
    if (detail && this.filledFor !== detail.id) {
      this.filledFor = detail.id;
      this.serverIndex = 0;
      this.serverValues = {};
      this.reset();
    }
  }

  /** Inputs back to their examples (or empty when fill-request-fields-with-example is false). */
  private reset(): void {
    this.values = initialParameterInputs(this.parameters(), this.fill());
    this.fieldErrors = {};
    this.outcome = undefined;
    this.sent = undefined;
    this.announcement = '';
    this.showExamples = false;
    this.bodyEditor()?.reset();
    this.responseView()?.clear();
  }

  /** fill-request-fields-with-example; without a console the examples are always filled in (there is nothing to type into). */
  private fill(): boolean {
    return !this.interactive || this.options.fill;
  }

  /** Shows the inputs and moves focus to the first of them (the button that opened them is gone). */
  private async openConsole(): Promise<void> {
    this.open = true;
    await this.updateComplete;
    this.querySelector<HTMLElement>('.try-inputs :is(input, select, textarea), .try-inputs [part~="try-button"]')?.focus();
  }

  private async closeConsole(): Promise<void> {
    this.open = false;
    await this.updateComplete;
    this.querySelector<HTMLElement>('.try-open')?.focus();
  }

  private parameters(): ParameterView[] {
    return tryParameters(this.detail.parameters);
  }

  private bodyEditor(): TryBody | null {
    return this.querySelector<TryBody>('spec-doc-try-body');
  }

  private responseView(): TryResponseView | null {
    return this.querySelector<TryResponseView>('spec-doc-try-response');
  }

  /** The operation's own servers, unless server-url fixes the server for every operation. */
  private ownServers(): ServerView[] | undefined {
    return this.options.serverFixed ? undefined : this.detail.servers;
  }

  /** The URL this operation is sent to: its own chosen server, else the element's active one. */
  private serverUrl(): string {
    const own = this.ownServers();
    if (!own?.length) return this.options.serverUrl;
    const server = own[this.serverIndex] ?? own[0];
    const r = resolveServerUrl(server, this.serverValues, this.options.descriptionUrl || document.baseURI);
    return r.ok ? r.url : '';
  }

  /**
   * The request of the current inputs; `mark` puts the messages at the fields (TRY does, the
   * cURL preview does not). A header or cookie parameter whose name HTTP cannot carry still
   * appears in the spec (the cURL command and code samples show it, quoted), but holding a value,
   * or being required, it keeps TRY from sending.
   */
  private current(mark: boolean, security: AppliedSecurity = this.security()): CurrentRequest {
    const { inputs: parameters, errors, incomplete: missing } = readParameters(this.parameters(), this.values, requestProblemMessage);
    let incomplete = missing;
    const editor = this.bodyEditor();
    const read = editor?.read() ?? {};
    if (read.error) {
      errors['body'] = msg('try.bodyError', { error: read.error });
      incomplete = true;
    }
    if (mark) {
      this.fieldErrors = errors;
      if (editor) editor.error = errors['body'];
    }
    const serverUrl = this.serverUrl();
    const ready = Object.keys(errors).length === 0 && !!serverUrl;
    if (!serverUrl) return { ready, unsendable: [] };
    const assemble = (inputs: ParameterInput[], body: RequestBody | undefined): ReturnType<typeof assembleRequest> =>
      assembleRequest({ method: this.detail.method, serverUrl, path: this.detail.path, parameters: inputs, security, ...(body ? { body } : {}) });
    // The example always shows the whole request: placeholders for missing values, stand-in files for uploads.
    const { inputs, placeholders } = exampleParameterInputs(this.parameters(), this.values);
    const exampleBody = editor?.readExample() ?? { placeholders: [] };
    const example = { spec: assemble(inputs, exampleBody.body).spec, placeholders: [...placeholders, ...exampleBody.placeholders.filter((t) => !placeholders.includes(t))] };
    if (incomplete) return { ready, unsendable: [], example };
    const { spec, unsendableIssues: unsendable } = assemble(parameters, read.body);
    return { spec, ready, unsendable, example };
  }

  /** The credentials this request carries (see requestSecurity). */
  private security(): AppliedSecurity {
    const { schemes, credentials, extraKey } = this.options.auth;
    return requestSecurity(this.detail.security, credentials, schemes, extraKey);
  }

  /** A 401: the OAuth flows holding a token for the alternative used refresh it (if they can). */
  private unauthorized(): void {
    const { schemes, credentials } = this.options.auth;
    const used = satisfiedAlternative(this.detail.security, credentials, schemes);
    if (used?.schemes.length) fireInternal(this, 'spec-doc-unauthorized', { schemes: used.schemes.map((s) => s.id) });
  }

  private async onTry(): Promise<void> {
    this.showExamples = false;
    const current = this.current(true);
    if (!current.ready || !current.spec) return;
    // The last line of defence: only what Fetch can carry reaches Headers (unsendable says why the rest does not).
    const spec: RequestSpec = { ...current.spec, headers: sendableHeaders(current.spec.headers).headers };
    let tried: ReturnType<typeof toTryRequest>;
    try {
      tried = toTryRequest(spec);
    } catch (e) {
      this.outcome = { kind: 'error', message: msg('try.buildFailed', { reason: e instanceof Error ? e.message : String(e) }) };
      this.announcement = msg('try.buildFailedShort');
      return;
    }
    const { request, cookies } = tried;
    const originalBody = request.body;
    const controller = new AbortController();
    firePublic(this, 'before-try', { request, controller });
    if (controller.signal.aborted) {
      firePublic(this, 'request-aborted', { request, error: controller.signal.reason });
      this.outcome = { kind: 'aborted' };
      return;
    }
    this.inFlight = controller;
    this.outcome = undefined;
    this.responseView()?.clear();
    this.sent = toCurl(sentSpec(request, spec, originalBody, cookies), { multiline: true });
    storeCookies(request.url, cookies);
    // Browsers keep custom headers (an API key) on a redirect to another origin: a request that
    // carries credentials does not follow redirects, so they reach the API server only.
    const guarded = carriesCredentials(this.security());
    try {
      // With mock-server on, a request sent while the mock is starting would reach the real API
      // server: it waits for the mock (Cancel ends the wait).
      const cancelled = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('Cancelled')), { once: true }));
      await Promise.race([this.options.whenSendable().catch((e: unknown) => Promise.reject(new NotSent(e))), cancelled]);
      const start = performance.now();
      const res = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        credentials: this.options.credentials,
        signal: controller.signal,
        ...(guarded ? { redirect: 'manual' as const } : {}),
      });
      if (res.type === 'opaqueredirect') {
        const message = msg('try.redirect');
        this.outcome = { kind: 'error', message };
        this.announcement = msg('try.redirectShort');
        firePublic(this, 'after-try', { request, error: new Error(message) });
        return;
      }
      this.outcome = { kind: 'response' };
      await this.updateComplete;
      const view = this.responseView();
      if (!view) throw new Error('The response view is missing');
      const response = await view.show(res, start);
      // The status as text, not a locale number: a status code is a code.
      const status = String(response.status);
      const time = duration(response.time);
      this.announcement = response.statusText ? msg('try.responseTextIn', { status, statusText: response.statusText, duration: time }) : msg('try.responseIn', { status, duration: time });
      // In a task of its own, after the one that shows the response: what listeners do with a
      // large body (reading a 10 MB string copies it: 50 ms here) is not added to its render.
      await new Promise((resolve) => setTimeout(resolve, 0));
      firePublic(this, 'after-try', { request, response });
      if (response.status === 401) this.unauthorized();
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      if (signalAborted(controller.signal)) {
        this.outcome = { kind: 'aborted' };
        this.announcement = msg('try.cancelled');
        firePublic(this, 'request-aborted', { request, error });
      } else if (error instanceof NotSent) {
        this.outcome = { kind: 'error', message: msg('try.notSent', { reason: error.message }) };
        this.announcement = msg('try.notSentShort');
        firePublic(this, 'after-try', { request, error: error.cause });
      } else {
        // Browsers report a CORS refusal and an unreachable host the same way.
        this.outcome = {
          kind: 'error',
          message: msg('try.failed', { reason: error.message }),
        };
        this.announcement = msg('try.failedShort');
        firePublic(this, 'after-try', { request, error });
      }
    } finally {
      this.inFlight = undefined;
    }
  }

  protected override render(): TemplateResult {
    const d = this.detail;
    const id = `try-${d.id.replace(/[^\w-]/g, '_')}`;
    const serverUrl = this.serverUrl();
    // Before any credentials are entered, the request example shows where the operation's go, as placeholders.
    const stand = carriesCredentials(this.security()) ? undefined : exampleSecurity(d.security, this.options.auth.schemes);
    const placeholders = stand ? stand.placeholders : this.placeholders();
    // The request of the current inputs, built once per render for the cURL preview and the request example.
    const current = this.current(false, stand?.applied);
    const preview = this.options.showCurl && !this.sent && current.spec ? withPlaceholders(current.spec, stand?.placeholders) : undefined;
    const impossible = impossibleParameters(this.parameters());
    const open = this.interactive && this.open;
    const what = { method: methodLabel(d.method), path: d.path };
    const label = this.interactive ? msg('try.consoleLabel', what) : msg('try.examplesLabel', what);
    // i18n: sentence split around <code>
    const target = serverUrl ? html`${msg('try.sendsTo')} <code>${serverUrl}</code>` : msg('try.noServer');
    return html`<section class="try ${open ? 'is-open' : ''}" part=${this.interactive ? 'try' : nothing} aria-label=${label} @input=${() => this.requestUpdate()}>
      <div class="try-panels">
        <div class="try-request-panel">
          ${this.interactive ? this.renderToggle(open) : nothing}
          <div class="try-inputs" ?hidden=${!open}>
            ${this.renderOwnServers(id)} ${this.parameters().map((p) => this.renderParameter(id, p))}
            ${
              d.requestBody && d.requestBody.content.length
                ? html`<spec-doc-try-body .body=${d.requestBody} .store=${this.store} .fill=${this.fill()} .idBase=${id}></spec-doc-try-body>`
                : nothing
            }
            <div class="try-actions">
              <button
                type="button"
                part="button try-button"
                ?disabled=${!serverUrl || !!this.inFlight}
                aria-describedby=${impossible.length ? `${id}-impossible` : nothing}
                @click=${() => void this.onTry()}
              >
                ${icon('play')} ${msg('try.send')}
              </button>
              ${this.inFlight ? html`<button type="button" class="secondary" @click=${() => this.inFlight?.abort()}>${msg('try.cancel')}</button>` : nothing}
              <button type="button" class="secondary" @click=${() => this.reset()}>${msg('try.clear')}</button>
              <span class="muted small try-target">${target}</span>
            </div>
            ${this.renderImpossible(id, impossible)} ${current.ready ? this.renderUnsendable(current.unsendable) : nothing}
            ${preview ? this.renderCurl('cURL', toCurl(preview, { multiline: true })) : nothing}
            <div role="status" aria-live="polite" class="small muted">${this.inFlight ? msg('try.sending') : this.announcement}</div>
            ${this.sent ? this.renderCurl(msg('try.curlSent'), this.sent) : nothing}
          </div>
          <spec-doc-code-samples .samples=${d.codeSamples} .request=${current.example?.spec} .parameterPlaceholders=${current.example?.placeholders ?? []} .placeholders=${placeholders} .revealable=${!stand && placeholders !== undefined} .method=${d.method} .path=${d.path}></spec-doc-code-samples>
        </div>
        <div class="try-response-panel">${this.renderOutcome()}</div>
      </div>
    </section>`;
  }

  /** "Try it" opens the inputs; once open, a heading and a button that closes them. Never two buttons named TRY… at once. */
  private renderToggle(open: boolean): TemplateResult {
    if (!open) return html`<button type="button" class="try-open" @click=${() => void this.openConsole()}>${icon('play')} ${msg('try.open')}</button>`;
    return html`<div class="try-head">
      <h4>${msg('try.heading')}</h4>
      <button type="button" class="icon-button" aria-label=${msg('try.close')} @click=${() => void this.closeConsole()}>${icon('close')}</button>
    </div>`;
  }

  /** Generated code shows where credentials go, not their values (see credentialPlaceholders). */
  private placeholders(): CredentialPlaceholders | undefined {
    return credentialPlaceholders(this.security());
  }

  private renderImpossible(id: string, impossible: ReturnType<typeof impossibleParameters>): unknown {
    if (!impossible.length) return nothing;
    return html`<div class="field-error" id="${id}-impossible">
      ${msg('try.cannotSend', { problems: impossible.map((i) => httpNameIssueMessage(i.issue)).join('; '), count: impossible.length })}
    </div>`;
  }

  /** What the request leaves out (a credential no header or cookie can carry), and why. */
  private renderUnsendable(issues: readonly UnsendableIssue[]): unknown {
    if (!issues.length) return nothing;
    const unsendable = issues.map(unsendableMessage);
    return html`<div class="muted small" role="note">
      ${msg('try.notSentWith')} ${unsendable.length === 1 ? unsendable[0] : html`<ul>${unsendable.map((u) => html`<li>${u}</li>`)}</ul>`}
    </div>`;
  }

  private renderParameter(id: string, p: ParameterView): TemplateResult {
    const k = parameterKey(p);
    const input = this.values[k] ?? '';
    const { error, note } = parameterMessages(p, input, this.fieldErrors[k], requestProblemMessage);
    const placeholder = parameterPlaceholder(p);
    return renderField({
      id: fieldId(`${id}-${p.in}`, p.name),
      label: html`${p.name}${p.required ? html`<span class="required" aria-hidden="true">*</span>` : nothing} <span class="muted small">${p.in}</span>`,
      kind: parameterFieldKind(p),
      schema: p.schema,
      input,
      required: p.required,
      error,
      note,
      ...(placeholder !== undefined ? { placeholder } : {}),
      onChange: (input) => (this.values = { ...this.values, [k]: input }),
    });
  }

  /** A picker for the operation's own servers (operation- or path-level `servers`), with their variables. */
  private renderOwnServers(id: string): unknown {
    const own = this.ownServers();
    if (!own?.length) return nothing;
    const server = own[this.serverIndex] ?? own[0]!;
    return html`<div class="try-field">
      <label for="${id}-server">${msg('try.server')} <span class="muted small">${msg('try.ownServer')}</span></label>
      <select
        id="${id}-server"
        dir="ltr"
        @change=${(e: Event) => {
          this.serverIndex = Number((e.currentTarget as HTMLSelectElement).value);
          this.serverValues = {};
        }}
      >
        ${own.map((s, i) => html`<option value=${i} ?selected=${i === this.serverIndex}>${serverOptionLabel(s)}</option>`)}
      </select>
      ${server.variables.map(
        (v) => html`<label for=${fieldId(`${id}-server`, v.name)} class="small">${v.name}</label>
          ${
            v.enum?.length
              ? html`<select id=${fieldId(`${id}-server`, v.name)} dir="ltr" @change=${(e: Event) => (this.serverValues = { ...this.serverValues, [v.name]: (e.currentTarget as HTMLSelectElement).value })}>
                ${v.enum.map((o) => html`<option .value=${o} ?selected=${o === (this.serverValues[v.name] ?? v.default)}>${o}</option>`)}
              </select>`
              : html`<input id=${fieldId(`${id}-server`, v.name)} type="text" dir="ltr" .value=${this.serverValues[v.name] ?? v.default} @input=${(e: Event) => (this.serverValues = { ...this.serverValues, [v.name]: (e.currentTarget as HTMLInputElement).value })} />`
          }`,
      )}
    </div>`;
  }

  private renderCurl(title: string, text: string): unknown {
    if (!text) return nothing;
    return html`<div class="try-curl">
      <div class="small">${title} <button type="button" class="link-button" @click=${() => void clipboard()?.writeText(text)}>${msg('try.copy')}</button></div>
      <pre class="code"><code>${text}</code></pre>
    </div>`;
  }

  /** The live response after TRY (with a way back to the examples), else the description's response examples. */
  private renderOutcome(): unknown {
    const o = this.outcome;
    const live = !this.showExamples && (o !== undefined || !!this.inFlight);
    const responses = this.detail.responses;
    return html`<div class=${live ? 'try-live' : 'try-examples'}>${
      live
        ? html`<div class="try-live-head">
          <span class="example-card-title">${msg('try.liveResponse')}</span>
          ${responses.length ? html`<button type="button" class="link-button small" @click=${() => (this.showExamples = true)}>${msg('try.showExamples')}</button>` : nothing}
        </div>`
        : nothing
    }
      ${live && o?.kind === 'aborted' ? html`<div class="muted small">${msg('try.cancelledSentence')}</div>` : nothing}
      ${live && o?.kind === 'error' ? html`<div class="error-box" role="alert">${o.message}</div>` : nothing}
      <spec-doc-try-response .height=${this.options.responseHeight} ?hidden=${!live || o?.kind !== 'response'}></spec-doc-try-response>
      ${
        live
          ? nothing
          : html`${o ? html`<button type="button" class="link-button small try-back-live" @click=${() => (this.showExamples = false)}>${msg('try.showLive')}</button>` : nothing}
            <spec-doc-response-examples .responses=${responses} .store=${this.store}></spec-doc-response-examples>`
      }</div>`;
  }
}

/** Whether `signal` has aborted, read afresh: a Cancel while the request was in flight aborts it after any earlier check. */
/** Why a request was never sent (the mock server could not start); `cause` is the reason, as after-try reports it. */
class NotSent extends Error {
  declare readonly cause: Error;
  constructor(reason: unknown) {
    const cause = reason instanceof Error ? reason : new Error(String(reason));
    super(cause.message, { cause });
  }
}

function signalAborted(signal: AbortSignal): boolean {
  return signal.aborted;
}

/**
 * Cookie parameters: a page cannot set the Cookie header, so they go into the browser's
 * cookie jar for the API's host, from where the browser sends them — to a same-origin API
 * always, to another origin of the same site when fetch-credentials is `include`. Another
 * site's cookies cannot be set from a page at all; the cURL command still carries them.
 */
function storeCookies(url: string, pieces: readonly string[]): void {
  if (!pieces.length) return;
  let host: string;
  try {
    host = new URL(url, document.baseURI).hostname;
  } catch {
    return;
  }
  if (host !== location.hostname) return;
  for (const piece of pieces) document.cookie = `${piece}; path=/; SameSite=Lax`;
}

// A lazily loaded chunk (see loadTryConsole in operation-section.ts): it registers itself when
// first imported, and <spec-doc-try> elements rendered before that upgrade then.
if (!customElements.get('spec-doc-try')) customElements.define('spec-doc-try', TryConsole);
