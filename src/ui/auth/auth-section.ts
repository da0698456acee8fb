import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { hasCredential } from '../../core/security/required-security.js';
import { credentialKind, type SecuritySchemeView } from '../../core/security/scheme-types.js';
import { firstSentence, type DescriptionLead } from '../../core/text/first-sentence.js';
import { oauthSummary, schemeLocation, schemeTypeLabel } from './scheme-summary.js';
import { renderMarkdown } from '../shared/markdown.js';
import type { AuthState, OAuthOptions } from '../try/try-options.js';
import type { AuthSink } from './auth-sink.js';
import { discoveryFlows } from '../../core/security/openid-discovery.js';
import { applyServerMetadata, type ServerMetadata } from '../../core/security/server-metadata.js';
import type { OAuthFlowView } from '../../core/security/scheme-types.js';
import { headerValueIssue, httpNameIssue, printable } from '../../core/request/http-name.js';
import { safeUrl } from '../../core/url/safe-url.js';
import { urlRefusedMessage } from './url-refused.js';
import { schemeIssueText, urlIssueText } from './oauth-text.js';
import './oauth-flow.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { icon } from '../shared/icons.js';
import { authStyles } from './auth-styles.js';
import { formStyles } from '../shared/form-styles.js';
import { localized, msg } from '../shared/msg.js';
import '../../core/i18n/en/auth.js';

/**
 * The authentication section (`#auth`): a grid of compact cards, one per security scheme, each
 * with the scheme's name, its type in words, where its credential goes, whether one is set, the
 * OAuth 2.0 flows and scopes, and the first sentence of its description. The card's name is a
 * disclosure button (INTERFACE §9: named after the scheme) that opens the scheme's inputs (Set /
 * Clear; Enter sets) or its OAuth flows below it. A lone scheme that takes a key, a token or a
 * user name and password, and has none yet, starts open: there is nothing else to choose, and
 * its inputs are short; OAuth 2.0 flows, long with their scopes, always wait to be opened.
 * Closed panels stay in the DOM (hidden), so what is typed, a device flow's polling and a token's
 * refresh go on while the card is closed. With `editable` false (allow-authentication="false")
 * only the cards are shown. Light DOM, so the element's styles apply. OAuth 2.0 flows render
 * through `<spec-doc-oauth-flow>`.
 */
@localized
export class AuthSection extends LitElement {
  static override properties = {
    state: { attribute: false },
    controller: { attribute: false },
    editable: { attribute: false },
    oauth: { attribute: false },
    drafts: { state: true },
    errors: { state: true },
    discovered: { state: true },
    metadata: { state: true },
    open: { state: true },
  };

  state: AuthState = { schemes: [], credentials: {}, tokens: {} };
  controller: AuthSink | undefined;
  editable = true;
  oauth: OAuthOptions | undefined;
  /** What is typed but not yet Set, by `schemeId:field`. */
  drafts: Record<string, string> = {};
  /** Why a value typed could not be Set, by `schemeId:field`. */
  errors: Record<string, string> = {};
  /** OpenID Connect schemes: the flows their discovery documents offer, or why they could not be read. */
  discovered: Record<string, OAuthFlowView[] | { error: string }> = {};
  private discovering = new Set<string>();
  /** oauth2 schemes with `oauth2MetadataUrl`: what the reader's "Discover endpoints" found. */
  metadata: Record<string, ServerMetadata> = {};
  /** The cards the reader opened (true) or closed (false); a card not in it is open only by the lone-scheme rule. */
  open: Record<string, boolean> = {};
  /** The schemes `open` and `leads` are about: another description's start closed. */
  private openFor: AuthState['schemes'] | undefined;
  /** Each scheme's first sentence, read once per description: the card has room for one, however short the paragraph it starts. */
  private leads = new Map<SecuritySchemeView, DescriptionLead>();

  /**
   * Reads a scheme's authorization server metadata (RFC 8414; OpenAPI 3.2.0, Security Scheme
   * Object, `oauth2MetadataUrl`) when the reader asks — never on load — through the URL gate,
   * without cookies; its endpoints then replace the flows' (`applyServerMetadata`).
   */
  private async discoverMetadata(s: SecuritySchemeView): Promise<void> {
    const url = s.oauth2MetadataUrl;
    if (!url || this.discovering.has(s.id)) return;
    this.discovering.add(s.id);
    this.requestUpdate();
    let found: ServerMetadata;
    try {
      const checked = safeUrl(url);
      if (!checked.ok) throw new Error(urlRefusedMessage(checked.refusal));
      const res = await fetch(checked.url, { credentials: 'omit', headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      found = applyServerMetadata(s.flows, (await res.json()) as unknown, checked.url);
    } catch (e) {
      found = { ok: false, error: msg('auth.metadataError', { url, reason: e instanceof Error ? e.message : String(e) }) };
    }
    this.discovering.delete(s.id);
    this.metadata = { ...this.metadata, [s.id]: found };
  }

  /** Reads a scheme's discovery document once, when the reader asks for its flows. */
  private startDiscovery(s: SecuritySchemeView): void {
    if (!s.openIdConnectUrl || this.discovering.has(s.id)) return;
    this.discovering.add(s.id);
    this.requestUpdate();
    void this.discover(s.id, s.openIdConnectUrl);
  }

  /**
   * Reads an OpenID Connect discovery document (no cookies sent; only when asked, so that
   * showing a description never contacts hosts it names) and offers its endpoints as
   * OAuth 2.0 flows (`discoveryFlows`: an endpoint that is not http(s) shows on its flows, which
   * cannot be started).
   */
  private async discover(id: string, url: string): Promise<void> {
    try {
      // The scheme's URL passed the gate when the description was read; a data: or blob: URL
      // slipped in here would let the page itself forge the document.
      const checked = safeUrl(url);
      if (!checked.ok) throw new Error(urlRefusedMessage(checked.refusal));
      const res = await fetch(checked.url, { credentials: 'omit', headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const found = discoveryFlows((await res.json()) as unknown, checked.url);
      this.discovered = { ...this.discovered, [id]: found.ok ? found.flows : { error: msg('auth.discoveryProblem', { what: found.what }) } };
    } catch (e) {
      this.discovered = { ...this.discovered, [id]: { error: msg('auth.discoveryError', { url, reason: e instanceof Error ? e.message : String(e) }) } };
    }
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptStyles(this, formStyles);
    adoptStyles(this, authStyles);
  }

  protected override willUpdate(): void {
    if (this.openFor !== this.state.schemes) {
      this.openFor = this.state.schemes;
      this.open = {};
      this.leads = new Map(this.state.schemes.map((s) => [s, firstSentence(s.description, 0)]));
    }
  }

  /** Whether a card's inputs or flows are shown: as the reader left it, else open only as the lone unset scheme that takes a value. */
  private isOpen(s: SecuritySchemeView): boolean {
    const chosen = this.open[s.id];
    if (chosen !== undefined) return chosen;
    const { schemes, extraKey } = this.state;
    const kind = credentialKind(s);
    return schemes.length === 1 && !extraKey && (kind === 'basic' || kind === 'value') && !hasCredential(this.state.credentials, s.id);
  }

  /** Opens or closes a card; an opened card's first control takes the focus, so the keyboard goes on where the reader looks. */
  private async toggle(s: SecuritySchemeView, panelId: string): Promise<void> {
    const opening = !this.isOpen(s);
    this.open = { ...this.open, [s.id]: opening };
    if (!opening) return;
    await this.updateComplete;
    const panel = this.querySelector<HTMLElement>(`[id="${panelId}"]`);
    panel?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), summary, a[href]')?.focus();
  }

  /** Whether a scheme has anything behind its card: inputs or flows to use. */
  private disclosable(s: SecuritySchemeView): boolean {
    return this.editable && !s.problem && credentialKind(s) !== 'none';
  }

  /** The flows a card sums up and its panel offers: discovered (OpenID Connect, server metadata) or as written. */
  private flowsOf(s: SecuritySchemeView): OAuthFlowView[] | { error: string } | undefined {
    if (s.type === 'openIdConnect') return this.discovered[s.id];
    const meta = this.metadata[s.id];
    return meta?.ok ? meta.flows : s.flows;
  }

  private draft(id: string, field: string): string {
    return this.drafts[`${id}:${field}`] ?? '';
  }

  private setDraft(id: string, field: string, value: string): void {
    this.drafts = { ...this.drafts, [`${id}:${field}`]: value };
  }

  private apply(s: SecuritySchemeView): void {
    const kind = credentialKind(s);
    // A value that goes into a header must be one a header can carry (Fetch throws otherwise);
    // API keys in the query or a cookie are percent-encoded, and Basic credentials base64-encoded.
    const inHeader = kind !== 'basic' && !(s.type === 'apiKey' && s.in !== 'header');
    const problem = inHeader ? headerValueIssue(this.draft(s.id, 'value')) : undefined;
    this.errors = { ...this.errors, [`${s.id}:value`]: problem ? msg('auth.valueProblem', { problem }) : '' };
    if (problem) return;
    const ok =
      kind === 'basic'
        ? this.controller?.set(s.id, { kind: 'basic', username: this.draft(s.id, 'user'), password: this.draft(s.id, 'password') })
        : this.controller?.set(s.id, { kind: 'value', value: this.draft(s.id, 'value') });
    if (ok) {
      this.drafts = Object.fromEntries(Object.entries(this.drafts).filter(([k]) => !k.startsWith(`${s.id}:`)));
    }
  }

  protected override render(): TemplateResult {
    const { schemes, extraKey } = this.state;
    // Beyond four schemes (Scalar's Galaxy and the Authentication Demo have seven) cards would
    // fill the overview's first screen: each is then one row of a list (name, status, type and
    // place, OAuth flows and scopes), its description and inputs opened from the row.
    const compact = schemes.length + (extraKey ? 1 : 0) > 4;
    return html`<h2 class="card-title">${icon('lock')}${msg('auth.heading')}</h2>
      <div class="auth-cards ${compact ? 'compact' : ''}">${schemes.map((s, i) => this.renderScheme(s, i, compact))} ${extraKey ? this.renderExtraKey(extraKey) : nothing}</div>`;
  }

  /** The Set / Not set badge; the closed lock when a credential is set (as in the operations' requirement chips), the open one when not. */
  private renderStatus(set: boolean, id?: string): TemplateResult {
    return html`<span class="auth-status ${set ? 'is-set' : ''}" id=${id ?? nothing}>${icon(set ? 'lock' : 'unlock')}${set ? msg('auth.statusSet') : msg('auth.statusNotSet')}</span>`;
  }

  /** The type in words and where the credential goes: `API key · header X-API-Key`. */
  private renderMeta(type: string, where: { place: string; name?: string } | undefined, id?: string): TemplateResult {
    return html`<div class="auth-meta" id=${id ?? nothing}>
      <span class="auth-type">${type}</span>${where ? html`<span class="auth-where">${where.place}${where.name ? html` <code>${where.name}</code>` : nothing}</span>` : nothing}
    </div>`;
  }

  private renderExtraKey(key: NonNullable<AuthState['extraKey']>): TemplateResult {
    // The element's controller never sends a key under a name no header can carry.
    const problem = key.in === 'header' ? httpNameIssue(key.name, 'header') : undefined;
    return html`<div class="auth-scheme auth-card">
      <div class="auth-card-top">
        <div class="auth-head"><h3>${key.name}</h3>${problem ? nothing : this.renderStatus(Boolean(key.value))}</div>
        ${this.renderMeta(msg('auth.apiKey'), { place: key.in, name: key.name })}
        ${problem ? html`<div class="note" role="note">${msg('auth.extraKeyProblem', { name: printable(problem.name) })}</div>` : html`<div class="auth-lead muted small">${msg('auth.extraKeySent')}</div>`}
      </div>
    </div>`;
  }

  /**
   * One scheme's card: the head (the name, as the disclosure button when there is something to
   * open; Deprecated; Set / Not set), what it is at a glance, then its panel. The button's own
   * name is the scheme's alone (INTERFACE §9); its type, place and status are its description.
   */
  private renderScheme(s: SecuritySchemeView, index: number, compact: boolean): TemplateResult {
    const set = hasCredential(this.state.credentials, s.id);
    const kind = credentialKind(s);
    const disclosable = this.disclosable(s);
    const open = disclosable && this.isOpen(s);
    const ids = { panel: `auth-panel-${index}`, meta: `auth-meta-${index}`, status: `auth-status-${index}` };
    const { lead, more: longer } = this.leads.get(s) ?? { lead: '', more: false };
    // A row of the compact list leaves the description to its panel.
    const more = longer || (compact && !!lead);
    const name = disclosable
      ? html`<button type="button" class="auth-toggle" aria-expanded=${open ? 'true' : 'false'} aria-controls=${ids.panel} aria-describedby="${ids.meta} ${ids.status}" @click=${() => void this.toggle(s, ids.panel)}>
          ${icon('chevron-right')}<span class="auth-name">${s.id}</span>
        </button>`
      : html`<span class="auth-name">${s.id}</span>`;
    return html`<div class="auth-scheme auth-card ${open ? 'is-open' : ''}" data-scheme=${s.id}>
      <div class="auth-card-top">
        <div class="auth-head">
          <h3>${name}</h3>
          ${s.deprecated ? html`<span class="auth-status auth-deprecated">${msg('auth.deprecated')}</span>` : nothing} ${kind === 'none' ? nothing : this.renderStatus(set, ids.status)}
        </div>
        ${this.renderMeta(schemeTypeLabel(s), schemeLocation(s), ids.meta)} ${this.renderFlowSummary(s)}
        ${lead && !compact && !(open && more) ? html`<div class="auth-lead">${renderMarkdown(lead)}</div>` : nothing}
        ${s.problem ? html`<div class="note" role="note">${s.urlIssue ? msg('auth.schemeUnusable', { problem: urlIssueText(s.urlIssue) }) : s.schemeIssue ? schemeIssueText(s.schemeIssue) : s.problem}</div>` : nothing} ${s.type === 'mutualTLS' ? this.renderNotes(s) : nothing}
      </div>
      ${
        disclosable
          ? html`<div class="auth-panel" id=${ids.panel} role="group" aria-label=${s.id} ?hidden=${!open}>
              ${more ? html`<div class="description">${open ? renderMarkdown(s.description) : nothing}</div>` : nothing}
              ${s.deprecated ? html`<div class="note" role="note">${msg('auth.deprecatedNote')}</div>` : nothing}
              ${this.renderNotes(s)} ${this.renderInputs(s, set)}
            </div>`
          : nothing
      }
    </div>`;
  }

  /** OAuth 2.0 (and OpenID Connect once discovered): the flows by name and the scopes, counted, the first few named. */
  private renderFlowSummary(s: SecuritySchemeView): unknown {
    const flows = this.flowsOf(s);
    if (!Array.isArray(flows) || !flows.length) return nothing;
    const { flows: names, scopeCount, firstScopes } = oauthSummary(flows);
    return html`<div class="auth-flows">
      <span class="auth-flow-names">${names.join(', ')}</span>
      ${
        scopeCount
          ? html`<span class="auth-scopes"
              >${msg('auth.scopeCount', { count: scopeCount })}
              ${firstScopes.map((name, i) => html`${i ? ', ' : ''}<code>${name}</code>`)}${scopeCount > firstScopes.length ? ', …' : ''}</span
            >`
          : nothing
      }
    </div>`;
  }

  /** oauth2MetadataUrl: the Discover button, then what was found (endpoints, scopes) or why nothing was. */
  private renderMetadata(s: SecuritySchemeView): unknown {
    if (s.metadataProblem) return html`<div class="note" role="note">${s.metadataIssue ? msg('auth.metadataProblem', { problem: urlIssueText(s.metadataIssue) }) : s.metadataProblem}</div>`;
    if (!s.oauth2MetadataUrl) return nothing;
    const meta = this.metadata[s.id];
    const head = html`<div class="oauth-url"><span class="oauth-url-label">${msg('auth.metadataLabel')}</span> <code>${s.oauth2MetadataUrl}</code></div>`;
    if (!meta) {
      return html`${head}
        ${
          this.discovering.has(s.id)
            ? html`<div class="small muted" role="status">${msg('auth.metadataReading')}</div>`
            : html`<div class="try-actions"><button type="button" class="secondary" @click=${() => void this.discoverMetadata(s)}>${msg('auth.discoverEndpoints')}</button></div>`
        }`;
    }
    if (!meta.ok) return html`${head}<div class="note" role="note">${meta.what === 'not-object' ? msg('auth.metadataNotObject') : meta.error}</div>`;
    return html`${head}
      <dl class="auth-discovered small">
        ${meta.issuer ? html`<dt>issuer</dt><dd><code>${meta.issuer}</code></dd>` : nothing}
        ${meta.endpoints.map((e) => html`<dt>${e.name}</dt><dd>${e.url ? html`<code>${e.url}</code>` : html`<span class="field-error">${e.refusal ? urlIssueText({ source: 'metadata', key: e.name, refusal: e.refusal }) : e.problem}</span>`}</dd>`)}
        ${meta.scopes.length ? html`<dt>scopes_supported</dt><dd>${meta.scopes.join(', ')}</dd>` : nothing}
      </dl>
      <div class="small muted">${msg('auth.metadataUsed')}</div>`;
  }

  /** What a reader should know about a scheme the browser handles in its own way. */
  private renderNotes(s: SecuritySchemeView): unknown {
    if (s.type === 'mutualTLS') {
      return html`<p class="small">${msg('auth.mutualTlsNote')}</p>`;
    }
    if (s.type === 'apiKey' && s.in === 'cookie') {
      // i18n: sentence split around <code>
      return html`<p class="small note">${msg('auth.cookieNoteBefore')} <code>fetch-credentials="include"</code>${msg('auth.cookieNoteAfter')}</p>`;
    }
    return nothing;
  }

  private renderInputs(s: SecuritySchemeView, set: boolean): unknown {
    const kind = credentialKind(s);
    if (kind === 'none') return nothing;
    const base = `auth-${s.id.replace(/[^\w-]/g, '_')}`;
    const onKey = (e: KeyboardEvent): void => {
      if (e.key === 'Enter') this.apply(s);
    };
    const input = (field: string, label: string, type = 'text', autocomplete = 'off'): TemplateResult => {
      const error = this.errors[`${s.id}:${field}`];
      return html`<div class="try-field">
        <label for="${base}-${field}">${label}</label>
        <input
          id="${base}-${field}"
          type=${type}
          autocomplete=${autocomplete}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${error ? `${base}-${field}-error` : nothing}
          .value=${this.draft(s.id, field)}
          @input=${(e: Event) => this.setDraft(s.id, field, (e.currentTarget as HTMLInputElement).value)}
          @keydown=${onKey}
        />
        ${error ? html`<div class="field-error" id="${base}-${field}-error" role="alert">${error}</div>` : nothing}
      </div>`;
    };
    const buttons = html`<div class="try-actions">
      <button type="button" class="secondary" @click=${() => this.apply(s)}>${msg('auth.set')}</button>
      <button type="button" class="secondary" ?disabled=${!set} @click=${() => this.controller?.clear(s.id)}>${msg('auth.clear')}</button>
    </div>`;
    if (kind === 'basic') return html`${input('user', msg('auth.userName'), 'text', 'username')} ${input('password', msg('auth.password'), 'password', 'current-password')} ${buttons}`;
    if (kind === 'value') {
      const label =
        s.type === 'apiKey'
          ? msg('auth.apiKey')
          : s.scheme === 'bearer'
            ? s.bearerFormat
              ? msg('auth.tokenWithFormat', { format: s.bearerFormat })
              : msg('auth.token')
            : msg('auth.authorizationValue', { scheme: s.scheme ?? '' });
      return html`${input('value', label, 'password')} ${buttons}`;
    }
    // OAuth 2.0 / OpenID Connect: the flows, and an access token can also be pasted.
    const found = this.flowsOf(s);
    const flows = Array.isArray(found) ? found : [];
    const oidcStart =
      s.type === 'openIdConnect' && !found
        ? this.discovering.has(s.id)
          ? html`<div class="small muted" role="status">${msg('auth.discoveryReading')}</div>`
          : html`<div class="try-actions"><button type="button" class="secondary" @click=${() => this.startDiscovery(s)}>${msg('auth.loadOidcFlows')}</button></div>`
        : nothing;
    return html`${oidcStart} ${this.renderMetadata(s)}
      ${found && !Array.isArray(found) ? html`<div class="note" role="note">${found.error}</div>` : nothing}
      ${flows.map((f) => html`<spec-doc-oauth-flow .scheme=${s} .flow=${f} .state=${this.state} .controller=${this.controller} .options=${this.oauth}></spec-doc-oauth-flow>`)}
      <details class="auth-paste">
        <summary>${msg('auth.pasteToken')}</summary>
        ${input('value', msg('auth.accessToken'), 'password')} ${buttons}
      </details>`;
  }
}

if (!customElements.get('spec-doc-auth')) customElements.define('spec-doc-auth', AuthSection);
