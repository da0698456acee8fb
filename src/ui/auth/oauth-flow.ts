import { html, LitElement, nothing, type TemplateResult } from 'lit';
import {
  DEVICE_CODE_GRANT,
  authorizeUrl,
  createPkce,
  parseExtraParams,
  parseTokenResponse,
  randomState,
  tokenRequest,
  type ClientAuthLocation,
  type GrantType,
  type OAuthToken,
  type ParamPairs,
  type TokenRequest,
  type TokenResult,
} from '../../core/security/oauth.js';
import { deviceAuthorizationRequest, parseDeviceAuthorization, pollDeviceToken, type DeviceCode } from '../../core/security/device-flow.js';
import { clipboard } from '../try/clipboard.js';
import type { OAuthFlowView, SecuritySchemeView } from '../../core/security/scheme-types.js';
import { safeUrl } from '../../core/url/safe-url.js';
import { openAuthorizationPopup, type AuthorizationResponse } from './oauth-popup.js';
import type { AuthSink } from './auth-sink.js';
import type { AuthState, OAuthOptions, TokenInfo } from '../try/try-options.js';
import { firePublic } from '../events.js';
import { flowName } from './scheme-summary.js';
import { localized, msg } from '../shared/msg.js';
import { deviceFailureText, deviceOutcomeText, flowIssuesText, oauthErrorText, oauthFailureText, urlIssueText } from './oauth-text.js';
import { dateTime, timeLeft } from '../shared/units.js';
import '../../core/i18n/en/auth.js';

const GRANTS: Record<Exclude<OAuthFlowView['type'], 'implicit'>, GrantType> = {
  authorizationCode: 'authorization_code',
  clientCredentials: 'client_credentials',
  password: 'password',
  deviceAuthorization: DEVICE_CODE_GRANT,
};

/** A device authorization in progress: the codes, when the next poll is due, and its Cancel. */
interface DeviceRun {
  code: DeviceCode;
  nextAt?: number;
  abort: AbortController;
  copied?: boolean;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Refresh this long before expiry (or at 80% of a shorter lifetime). */
const REFRESH_AHEAD_MS = 30_000;

/** The one-use secrets of the next authorization, made before the click; or why they could not be made. */
type Prepared = { flow: OAuthFlowView; state: string; pkce?: { verifier: string; challenge: string } } | { flow: OAuthFlowView; error: string };

/**
 * One OAuth 2.0 flow of a scheme: client id (pre-filled from `x-client-id`), secret (unless
 * implicit or `x-pkce-only`), user name and password (password flow), where the client
 * credentials go (`x-receive-token-in`, restricted by `x-receive-token-in-options`), scopes
 * (`x-default-scopes` pre-checked), and **Authorize** (popup; code with PKCE S256, or implicit)
 * or **Get token**. The token shows with its type, scopes and a countdown; a refresh token
 * renews it before it expires and after a 401; **Log out** forgets it. Dispatches
 * `before-authorize` and `before-token-request` (cancelable, mutable). Light DOM.
 *
 * The popup is opened by the click itself, after `before-authorize`: the state and the PKCE pair
 * (whose hashing is asynchronous) are made beforehand, when the flow renders and again after each
 * use, so the click can build the URL, ask the listeners and call `window.open` without waiting —
 * a later `window.open` would lose the click's user activation and be blocked, and a cancelled
 * authorization opens no window at all.
 */
@localized
export class OAuthFlow extends LitElement {
  static override properties = {
    scheme: { attribute: false },
    flow: { attribute: false },
    state: { attribute: false },
    controller: { attribute: false },
    options: { attribute: false },
    clientId: { state: true },
    clientSecret: { state: true },
    username: { state: true },
    password: { state: true },
    clientAuth: { state: true },
    scopes: { state: true },
    busy: { state: true },
    message: { state: true },
    now: { state: true },
    prepared: { state: true },
    device: { state: true },
  };

  scheme!: SecuritySchemeView;
  flow!: OAuthFlowView;
  state: AuthState | undefined;
  controller: AuthSink | undefined;
  options: OAuthOptions | undefined;
  clientId = '';
  clientSecret = '';
  username = '';
  password = '';
  clientAuth: ClientAuthLocation = 'request-body';
  scopes = new Set<string>();
  busy = false;
  /** The last error, or undefined. */
  message: string | undefined;
  now = Date.now();
  /** State and PKCE for the next Authorize; undefined while they are being made (the button waits). */
  prepared: Prepared | undefined;
  /** The device flow's codes while it polls. */
  device: DeviceRun | undefined;
  private preparing: OAuthFlowView | undefined;
  private initialisedFor: OAuthFlowView | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private scheduledFor: TokenInfo | undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.ticker = setInterval(() => {
      if (this.token() || this.device) this.now = Date.now();
    }, 1000);
    this.getRootNode().addEventListener('spec-doc-unauthorized', this.onUnauthorized);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
    clearTimeout(this.refreshTimer);
    this.device?.abort.abort();
    this.scheduledFor = undefined;
    this.getRootNode().removeEventListener('spec-doc-unauthorized', this.onUnauthorized);
  }

  protected override willUpdate(): void {
    if (this.initialisedFor !== this.flow) {
      this.initialisedFor = this.flow;
      this.clientId = this.flow.clientId ?? '';
      this.clientSecret = this.flow.clientSecret ?? '';
      this.clientAuth = this.flow.receiveTokenIn;
      this.scopes = new Set(this.flow.defaultScopes.filter((s) => this.flow.scopes.some(([name]) => name === s)));
    }
  }

  protected override updated(): void {
    this.scheduleRefresh();
    this.prepare();
  }

  /** Why tokens of this flow are not refreshed, in the interface's language. */
  private get refreshProblem(): string | undefined {
    const f = this.flow;
    return f.refreshIssue ? msg('auth.refreshProblem', { problem: urlIssueText(f.refreshIssue) }) : f.refreshProblem;
  }

  /** Authorization code and implicit open a popup; the other flows post to the token endpoint. */
  private get authorizes(): boolean {
    return this.flow.type === 'authorizationCode' || this.flow.type === 'implicit';
  }

  /** The oauth-receiver page as the authorization's redirect_uri, if it is an http(s) URL. */
  private receiver(): { ok: true; url: string } | { ok: false; problem: string } {
    const checked = safeUrl(this.options?.receiver ?? 'oauth-receiver.html', document.baseURI);
    if (checked.ok) return checked;
    const r = checked.refusal;
    return { ok: false, problem: msg('auth.receiverRefused', { kind: r.kind, scheme: r.kind === 'scheme' ? r.scheme : '' }) };
  }

  /** Why this flow cannot be started: the description's reason, or (popup flows) an oauth-receiver URL that is not http(s). */
  private get problem(): string | undefined {
    if (this.flow.problem) return this.flow.issues ? flowIssuesText(this.flow.issues) : this.flow.problem;
    const receiver = this.authorizes ? this.receiver() : undefined;
    return receiver && !receiver.ok ? msg('auth.flowUnusable', { problem: receiver.problem }) : undefined;
  }

  /** Makes the state and PKCE pair of the next authorization, unless they are ready or on their way. */
  private prepare(): void {
    const flow = this.flow;
    if (!this.authorizes || this.problem || this.prepared?.flow === flow || this.preparing === flow) return;
    this.preparing = flow;
    const made = (async (): Promise<Prepared> => {
      try {
        const state = randomState(crypto);
        const pkce = flow.type === 'authorizationCode' ? await createPkce(crypto) : undefined;
        return { flow, state, ...(pkce ? { pkce } : {}) };
      } catch (e) {
        // No Web Crypto (a page that is not a secure context): said when the reader clicks.
        return { flow, error: msg('auth.cannotPrepare', { reason: e instanceof Error ? e.message : String(e) }) };
      }
    })();
    void made.then((prepared) => {
      if (this.preparing !== flow) return;
      this.preparing = undefined;
      if (this.flow === flow) this.prepared = prepared;
    });
  }

  /** The token this flow issued, if it is the one held for the scheme. */
  private token(): TokenInfo | undefined {
    const t = this.state?.tokens[this.scheme.id];
    return t && t.flow === this.flow.type ? t : undefined;
  }

  private extra(kind: 'authorize' | 'token'): ParamPairs[] {
    const own = kind === 'authorize' ? this.flow.authorizeParams : this.flow.tokenParams;
    const attr = kind === 'authorize' ? this.options?.authorizeParams : this.options?.tokenParams;
    return [parseExtraParams(own.scheme, `x-${kind}-params`), parseExtraParams(own.flow, `x-${kind}-params`), parseExtraParams(attr, `additional-${kind}-params`)];
  }

  private get baseUrl(): string {
    return this.options?.descriptionUrl || document.baseURI;
  }

  private keep(token: OAuthToken): void {
    const info: TokenInfo = { flow: this.flow.type, tokenType: token.tokenType, scopes: token.scopes };
    if (token.expiresAt !== undefined) info.expiresAt = token.expiresAt;
    // A refresh token is useless without a refreshUrl the gate lets through: it is not kept.
    if (token.refreshToken && !this.flow.refreshProblem) info.refreshToken = token.refreshToken;
    this.controller?.set(this.scheme.id, { kind: 'value', value: token.accessToken, tokenType: token.tokenType }, info);
    this.message = undefined;
  }

  /**
   * Authorize, in the click: builds the authorization URL from the prepared state and PKCE,
   * dispatches `before-authorize`, and only when no listener cancelled opens the popup
   * (`openAuthorizationPopup` calls `window.open` before it returns). The prepared secrets are
   * used once; the next ones are made after this render.
   */
  private authorize(): void {
    const prepared = this.prepared;
    if (this.busy || this.problem || !prepared || prepared.flow !== this.flow) return;
    this.prepared = undefined;
    this.message = undefined;
    const receiver = this.receiver();
    try {
      if ('error' in prepared) throw new Error(prepared.error);
      if (!receiver.ok) throw new Error(receiver.problem);
      const code = this.flow.type === 'authorizationCode';
      const scopes = [...this.scopes];
      const url = authorizeUrl({
        authorizationUrl: this.flow.authorizationUrl ?? '',
        baseUrl: this.baseUrl,
        responseType: code ? 'code' : 'token',
        clientId: this.clientId,
        redirectUri: receiver.url,
        scopes,
        state: prepared.state,
        ...(prepared.pkce ? { codeChallenge: prepared.pkce.challenge } : {}),
        extraParams: this.extra('authorize'),
      });
      // authParams is the URL's live searchParams: what listeners change is what the popup opens.
      const proceed = firePublic(this, 'before-authorize', {
        securitySchemeId: this.scheme.id,
        flowType: this.flow.type,
        authUrl: `${url.origin}${url.pathname}`,
        authParams: url.searchParams,
      });
      if (!proceed) {
        this.message = msg('auth.authorizationCancelled');
        return;
      }
      const pending = openAuthorizationPopup(url.href, { expectedState: prepared.state, receiverOrigin: new URL(receiver.url).origin });
      void this.run(() => this.complete(pending, scopes, receiver.url, prepared.pkce?.verifier));
    } catch (e) {
      this.message = oauthFailureText(e);
    }
  }

  /** The authorization response → a token: the implicit grant's own, or the code exchanged (with the PKCE verifier). */
  private async complete(pending: Promise<AuthorizationResponse>, scopes: string[], redirectUri: string, codeVerifier: string | undefined): Promise<void> {
    const response = await pending;
    if (response.kind === 'token') {
      const parsed = parseTokenResponse(response.fields, Date.now(), scopes);
      if (!parsed.ok) throw new Error(oauthErrorText(parsed));
      this.keep(parsed.token);
      return;
    }
    await this.requestToken('authorization_code', { code: response.code, redirectUri, ...(codeVerifier ? { codeVerifier } : {}) });
  }

  /**
   * The device flow (RFC 8628; OpenAPI 3.2.0, OAuth Flows Object, `deviceAuthorization`): requests
   * a device code, shows the user code and where to enter it, then polls the token endpoint
   * (`pollDeviceToken`) until the reader approves or denies there, the code expires, or Cancel.
   */
  private startDevice(): void {
    if (this.busy || this.problem || this.device) return;
    this.message = undefined;
    const abort = new AbortController();
    const scopes = [...this.scopes];
    void this.run(async () => {
      const req = deviceAuthorizationRequest({
        deviceAuthorizationUrl: this.flow.deviceAuthorizationUrl ?? '',
        baseUrl: this.baseUrl,
        clientId: this.clientId,
        clientSecret: this.flow.pkceOnly ? '' : this.clientSecret,
        clientAuth: this.clientAuth,
        scopes,
        extraParams: this.extra('token'),
      });
      const sentAt = Date.now();
      let res: Response;
      try {
        res = await fetch(req.url, { method: 'POST', headers: req.headers, body: req.body, credentials: 'omit', signal: abort.signal });
      } catch (e) {
        throw new Error(msg('auth.deviceEndpointUnreachable', { reason: e instanceof Error ? e.message : String(e) }), { cause: e });
      }
      const parsed = parseDeviceAuthorization(await res.text(), sentAt, req.url);
      if (!parsed.ok) {
        const message = deviceFailureText(parsed);
        throw new Error(res.ok ? message : msg('auth.withHttpStatus', { message, status: String(res.status) }));
      }
      // The countdowns count from now (the ticker only runs while a token or a code is shown).
      this.now = Date.now();
      this.device = { code: parsed.code, abort };
      try {
        const outcome = await pollDeviceToken(parsed.code, {
          now: Date.now,
          sleep,
          signal: abort.signal,
          poll: () => this.pollDevice(parsed.code.deviceCode, scopes),
          onWait: (_interval, at) => {
            this.now = Date.now();
            if (this.device) this.device = { ...this.device, nextAt: at };
          },
        });
        if (outcome.ok) this.keep(outcome.token);
        else this.message = deviceOutcomeText(outcome);
      } finally {
        this.device = undefined;
      }
    });
  }

  /** One poll of the token endpoint with the device code; undefined when a `before-token-request` listener cancelled it. */
  /** Fires `before-token-request` for a token request; `proceed` is false when a listener cancelled it. */
  private announceTokenRequest(req: TokenRequest, grantType: string): { request: { url: string; method: string; headers: Headers; body: URLSearchParams }; proceed: boolean } {
    const request = { url: req.url, method: 'POST', headers: req.headers, body: req.body };
    const proceed = firePublic(this, 'before-token-request', { securitySchemeId: this.scheme.id, grantType, tokenUrl: req.url, params: req.body, headers: req.headers, request });
    return { request, proceed };
  }

  /** What every token request of this flow carries: the client, how it authenticates, and the extra parameters. */
  private tokenClient() {
    return {
      baseUrl: this.baseUrl,
      clientId: this.clientId,
      clientSecret: this.clientSecret,
      clientAuth: this.clientAuth,
      clientAuthOptions: this.flow.receiveTokenInOptions,
      pkceOnly: this.flow.pkceOnly,
      extraParams: this.extra('token'),
    };
  }

  private async pollDevice(deviceCode: string, scopes: string[]): Promise<TokenResult | undefined> {
    const req = tokenRequest({
      grantType: DEVICE_CODE_GRANT,
      tokenUrl: this.flow.tokenUrl ?? '',
      ...this.tokenClient(),
      deviceCode,
    });
    const { request, proceed } = this.announceTokenRequest(req, DEVICE_CODE_GRANT);
    if (!proceed) return undefined;
    let res: Response;
    try {
      res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, credentials: 'omit' });
    } catch (e) {
      throw new Error(msg('auth.tokenEndpointUnreachable', { reason: e instanceof Error ? e.message : String(e) }), { cause: e });
    }
    return parseTokenResponse(await res.text(), Date.now(), scopes);
  }

  private copyUserCode(): void {
    const run = this.device;
    if (!run) return;
    void clipboard()
      ?.writeText(run.code.userCode)
      .then(() => {
        if (this.device === run) this.device = { ...run, copied: true };
      });
  }

  private renderDevice(run: DeviceRun): TemplateResult {
    const { code } = run;
    const next = run.nextAt === undefined ? undefined : Math.max(0, Math.ceil((run.nextAt - this.now) / 1000));
    const expiry = timeLeft(Math.max(0, Math.round((code.expiresAt - this.now) / 1000)));
    const waiting = next === undefined ? msg('auth.deviceWaiting', { expiry }) : msg('auth.deviceWaitingNext', { nextCheck: timeLeft(next), expiry });
    // i18n: sentence split around <strong> and <a> (Enter the code … at …)
    return html`<div class="oauth-device">
      <div>${msg('auth.deviceEnterCode')} <strong class="oauth-user-code">${code.userCode}</strong>
        <button type="button" class="secondary" @click=${() => this.copyUserCode()}>${run.copied ? msg('auth.copied') : msg('auth.copyCode')}</button></div>
      <div>${msg('auth.deviceAt')} <a class="oauth-verification" href=${code.verificationUri} target="_blank" rel="noopener noreferrer">${code.verificationUri}</a></div>
      ${code.verificationUriComplete ? html`<div><a class="oauth-verification-complete" href=${code.verificationUriComplete} target="_blank" rel="noopener noreferrer">${msg('auth.deviceOpenComplete')}</a></div>` : nothing}
      <div class="small muted" role="status">${waiting}</div>
      <div class="try-actions"><button type="button" class="secondary" @click=${() => run.abort.abort()}>${msg('auth.cancel')}</button></div>
    </div>`;
  }

  /** Get token (client credentials, password). */
  private getToken(): void {
    const type = this.flow.type;
    if (type === 'deviceAuthorization') {
      this.startDevice();
      return;
    }
    if (this.busy || this.problem || type === 'authorizationCode' || type === 'implicit') return;
    this.message = undefined;
    void this.run(() => this.requestToken(GRANTS[type], {}));
  }

  /** Runs one step of the flow with the form busy; its failure becomes the message. */
  private async run(step: () => Promise<void>): Promise<void> {
    this.busy = true;
    try {
      await step();
    } catch (e) {
      this.message = oauthFailureText(e);
    } finally {
      this.busy = false;
    }
  }

  /** A token request; `grant` extras (code, verifier, refresh token) in `more`. */
  private async requestToken(grant: GrantType, more: { code?: string; redirectUri?: string; codeVerifier?: string; refreshToken?: string }): Promise<void> {
    if (grant === 'refresh_token' && this.flow.refreshProblem) throw new Error(this.refreshProblem);
    const scopes = grant === 'authorization_code' || grant === 'refresh_token' ? [] : [...this.scopes];
    const tokenUrl = grant === 'refresh_token' ? (this.flow.refreshUrl ?? this.flow.tokenUrl ?? '') : (this.flow.tokenUrl ?? '');
    const req = tokenRequest({
      grantType: grant,
      tokenUrl,
      ...this.tokenClient(),
      scopes,
      ...(grant === 'password' ? { username: this.username, password: this.password } : {}),
      ...more,
    });
    const { request, proceed } = this.announceTokenRequest(req, grant);
    if (!proceed) {
      this.message = msg('auth.tokenRequestCancelled');
      return;
    }
    let res: Response;
    try {
      // Never the page's cookies: the token endpoint gets what the flow sends and nothing else.
      res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, credentials: 'omit' });
    } catch (e) {
      throw new Error(msg('auth.tokenEndpointUnreachable', { reason: e instanceof Error ? e.message : String(e) }), { cause: e });
    }
    const text = await res.text();
    const requested = grant === 'refresh_token' ? (this.token()?.scopes ?? []) : [...this.scopes];
    const parsed = parseTokenResponse(text, Date.now(), requested);
    if (!parsed.ok) {
      const message = oauthErrorText(parsed);
      throw new Error(res.ok ? message : msg('auth.withHttpStatus', { message, status: String(res.status) }));
    }
    // A refresh response without a new refresh token keeps the old one (RFC 6749 §6).
    if (grant === 'refresh_token' && !parsed.token.refreshToken && more.refreshToken) parsed.token.refreshToken = more.refreshToken;
    this.keep(parsed.token);
  }

  /** Renews the token with its refresh token; failures are shown and the old token forgotten when it has expired. */
  private async refresh(): Promise<void> {
    const t = this.token();
    if (!t?.refreshToken || this.busy || this.flow.refreshProblem) return;
    this.busy = true;
    try {
      await this.requestToken('refresh_token', { refreshToken: t.refreshToken });
    } catch (e) {
      this.message = msg('auth.refreshFailed', { reason: oauthFailureText(e) });
    } finally {
      this.busy = false;
    }
  }

  private scheduleRefresh(): void {
    const t = this.token();
    if (t === this.scheduledFor) return;
    clearTimeout(this.refreshTimer);
    this.scheduledFor = t;
    if (!t?.refreshToken || t.expiresAt === undefined || this.flow.refreshProblem) return;
    const left = t.expiresAt - Date.now();
    const wait = Math.max(0, left > REFRESH_AHEAD_MS * 2 ? left - REFRESH_AHEAD_MS : left * 0.8);
    this.refreshTimer = setTimeout(() => void this.refresh(), wait);
  }

  /** A TRY answered 401 with this scheme's token: refresh once. */
  private onUnauthorized = (e: Event): void => {
    // Any event of that name reaches here: one without the expected detail refreshes nothing.
    const ids = (e as CustomEvent<{ schemes?: string[] } | null>).detail?.schemes ?? [];
    if (ids.includes(this.scheme.id) && this.token()?.refreshToken && !this.flow.refreshProblem) void this.refresh();
  };

  private logOut(): void {
    this.controller?.clear(this.scheme.id);
  }

  protected override render(): TemplateResult {
    const f = this.flow;
    const name = flowName(f.type);
    const base = `oauth-${this.scheme.id.replace(/[^\w-]/g, '_')}-${f.type}`;
    const token = this.token();
    const problem = this.problem;
    return html`<fieldset class="oauth-flow" data-flow=${f.type}>
      <legend>${name}${f.type === 'password' ? html` <span class="muted small">${msg('auth.passwordFlowDeprecated')}</span>` : nothing}</legend>
      ${f.authorizationUrl ? html`<div class="oauth-url"><span class="oauth-url-label">${msg('auth.authorizationUrl')}</span> <code>${f.authorizationUrl}</code></div>` : nothing}
      ${f.deviceAuthorizationUrl ? html`<div class="oauth-url"><span class="oauth-url-label">${msg('auth.deviceAuthorizationUrl')}</span> <code>${f.deviceAuthorizationUrl}</code></div>` : nothing}
      ${f.tokenUrl ? html`<div class="oauth-url"><span class="oauth-url-label">${msg('auth.tokenUrl')}</span> <code>${f.tokenUrl}</code></div>` : nothing}
      ${problem ? html`<div class="note" role="note">${problem}</div>` : this.renderInputs(base)}
      ${f.refreshProblem && !problem ? html`<div class="note" role="note">${this.refreshProblem}</div>` : nothing}
      ${this.device ? this.renderDevice(this.device) : nothing} ${token ? this.renderToken(token) : nothing}
      ${this.message ? html`<div class="field-error" role="alert">${this.message}</div>` : nothing}
    </fieldset>`;
  }

  private renderInputs(base: string): TemplateResult {
    const f = this.flow;
    const text = (id: string, label: string, value: string, set: (v: string) => void, type = 'text'): TemplateResult => html`<div class="try-field">
      <label for="${base}-${id}">${label}</label>
      <input id="${base}-${id}" type=${type} autocomplete="off" .value=${value} @input=${(e: Event) => set((e.currentTarget as HTMLInputElement).value)} />
    </div>`;
    const secret = f.type !== 'implicit' && !f.pkceOnly;
    const button = f.type === 'authorizationCode' || f.type === 'implicit' ? msg('auth.authorize') : f.type === 'deviceAuthorization' ? msg('auth.getCode') : msg('auth.getToken');
    return html`${text('client-id', msg('auth.clientId'), this.clientId, (v) => (this.clientId = v))}
      ${secret ? text('client-secret', msg('auth.clientSecret'), this.clientSecret, (v) => (this.clientSecret = v), 'password') : nothing}
      ${f.pkceOnly ? html`<div class="small muted">${msg('auth.pkceOnly')}</div>` : nothing}
      ${
        f.type === 'password'
          ? html`${text('username', msg('auth.userName'), this.username, (v) => (this.username = v))} ${text('password', msg('auth.password'), this.password, (v) => (this.password = v), 'password')}`
          : nothing
      }
      ${
        secret && f.receiveTokenInOptions.length > 1
          ? html`<div class="try-field">
            <label for="${base}-client-auth">${msg('auth.sendClientCredentialsIn')}</label>
            <select id="${base}-client-auth" @change=${(e: Event) => (this.clientAuth = (e.currentTarget as HTMLSelectElement).value as ClientAuthLocation)}>
              ${f.receiveTokenInOptions.map((o) => html`<option .value=${o} ?selected=${o === this.clientAuth}>${o === 'header' ? msg('auth.clientAuthHeader') : msg('auth.clientAuthBody')}</option>`)}
            </select>
          </div>`
          : nothing
      }
      ${
        f.scopes.length
          ? html`<fieldset class="oauth-scopes">
            <legend class="small">${msg('auth.scopes')}</legend>
            ${f.scopes.map(
              ([scope, description], i) => html`<div class="oauth-scope">
                <input
                  type="checkbox"
                  id="${base}-scope-${i}"
                  .checked=${this.scopes.has(scope)}
                  @change=${(e: Event) => {
                    const next = new Set(this.scopes);
                    if ((e.currentTarget as HTMLInputElement).checked) next.add(scope);
                    else next.delete(scope);
                    this.scopes = next;
                  }}
                />
                <label for="${base}-scope-${i}"><code>${scope}</code>${description ? html` <span class="oauth-scope-description">${description}</span>` : nothing}</label>
              </div>`,
            )}
          </fieldset>`
          : nothing
      }
      <div class="try-actions">
        <button
          type="button"
          aria-label=${msg('auth.flowButton', { action: button, flow: flowName(f.type) })}
          ?disabled=${this.busy || !this.clientId || (this.authorizes && !this.prepared)}
          @click=${() => (this.authorizes ? this.authorize() : this.getToken())}
        >
          ${button}
        </button>
        ${this.busy && !this.device ? html`<span class="muted small" role="status">${msg('auth.waitingForServer')}</span>` : nothing}
      </div>`;
  }

  private renderToken(t: TokenInfo): TemplateResult {
    const refreshes = t.refreshToken !== undefined && !this.flow.refreshProblem;
    const left = t.expiresAt === undefined ? undefined : Math.max(0, Math.round((t.expiresAt - this.now) / 1000));
    const expiry = left === undefined ? msg('auth.noExpiry') : left > 0 ? msg('auth.expiresIn', { when: timeLeft(left) }) : msg('auth.expired');
    return html`<div class="oauth-token">
      <div><strong>${msg('auth.tokenHeld')}</strong> <span class="small">(${t.tokenType})</span></div>
      ${t.scopes.length ? html`<div class="small">${msg('auth.tokenScopes', { scopes: t.scopes.join(', ') })}</div>` : nothing}
      <div class="small" title=${t.expiresAt === undefined ? nothing : dateTime(new Date(t.expiresAt))}>${refreshes ? msg('auth.refreshedAutomatically', { expiry }) : expiry}</div>
      <div class="try-actions">
        ${refreshes ? html`<button type="button" class="secondary" ?disabled=${this.busy} @click=${() => void this.refresh()}>${msg('auth.refresh')}</button>` : nothing}
        <button type="button" class="secondary" @click=${() => this.logOut()}>${msg('auth.logOut')}</button>
      </div>
    </div>`;
  }
}

if (!customElements.get('spec-doc-oauth-flow')) customElements.define('spec-doc-oauth-flow', OAuthFlow);
