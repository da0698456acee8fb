import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { httpNameProblem } from '../core/request/http-name.js';
import type { Credential, Credentials } from '../core/security/required-security.js';
import { credentialKind, type SecuritySchemeView } from '../core/security/scheme-types.js';
import type { AuthState, ExtraKey, TokenInfo } from '../ui/try/try-options.js';

/** Where credentials persist (persist-auth): one entry per description. */
const STORAGE_PREFIX = 'spec-doc:auth:';

let authSection: Promise<unknown> | undefined;

/** The authentication section is its own chunk, loaded once a description with security schemes (or api-key-name's key) is shown. */
function loadAuthSection(): void {
  authSection ??= import('../ui/auth/auth-section.js').catch((e: unknown) => {
    authSection = undefined;
    console.error('<spec-doc>: the authentication section could not be loaded', e);
  });
}

/**
 * The credentials entered for the description's security schemes: by the reader in the
 * authentication section, by script (setApiKey, setHttpUserNameAndPassword), by the
 * api-key-* attributes, and OAuth tokens. Hands the consoles an immutable AuthState (a new
 * object on every change), and with persist-auth keeps credentials and tokens — never OAuth
 * client secrets, which it does not hold — in localStorage under a key scoped to the description.
 */
export class AuthController implements ReactiveController {
  private schemes: SecuritySchemeView[] = [];
  private credentials: Record<string, Credential> = {};
  private tokens: Record<string, TokenInfo> = {};
  private extraKey: ExtraKey | undefined;
  private storageKey = '';
  private persist = false;
  private snapshot: AuthState = { schemes: [], credentials: {}, tokens: {} };
  private readonly host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The current state (the same object until something changes). */
  get state(): AuthState {
    return this.snapshot;
  }

  /** Whether there is anything to show in the authentication section. */
  get shown(): boolean {
    return this.schemes.length > 0 || this.extraKey !== undefined;
  }

  /**
   * After a load: the description's schemes, what was stored for it (persist-auth), then the
   * api-key-* attributes (they win over storage: they are the page's own configuration).
   */
  reset(schemes: SecuritySchemeView[], storageKey: string, persist: boolean, attrKey: { name: string; location: string; value: string }): void {
    this.schemes = schemes;
    this.storageKey = STORAGE_PREFIX + storageKey;
    this.persist = persist;
    this.credentials = {};
    this.tokens = {};
    this.extraKey = undefined;
    if (persist) this.load();
    else this.forgetStored();
    this.applyAttributeKey(attrKey);
    this.changed(false);
  }

  /** persist-auth changed: start storing, or forget what was stored. */
  setPersist(persist: boolean): void {
    if (persist === this.persist) return;
    this.persist = persist;
    if (persist) this.save();
    else this.forgetStored();
  }

  /**
   * api-key-name / api-key-location / api-key-value, all three together. When an apiKey
   * scheme of the description has that name and location, the value pre-fills it; otherwise
   * it is a key sent with every TRY request. `-` means the value comes later from script
   * (setApiKey with the key's name).
   */
  applyAttributeKey(attr: { name: string; location: string; value: string }): void {
    if (!attr.name || !attr.value) return;
    const location = attr.location === 'query' ? 'query' : 'header';
    const scheme = this.schemes.find((s) => s.type === 'apiKey' && s.name === attr.name && s.in === location);
    const value = attr.value === '-' ? '' : attr.value;
    if (scheme) {
      if (value && accepts(scheme, { kind: 'value', value })) this.credentials[scheme.id] = { kind: 'value', value };
    } else {
      // A header name Fetch would throw on is shown (with why) but holds no value, so it is never sent.
      const kept = value || (this.extraKey?.name === attr.name ? this.extraKey.value : '');
      this.extraKey = { name: attr.name, in: location, value: extraKeySendable(attr.name, location) ? kept : '' };
    }
    this.changed(false);
  }

  /** Sets the credential of scheme `id` (one the description defines); false when it takes another kind. */
  set(id: string, credential: Credential, token?: TokenInfo): boolean {
    const scheme = this.schemes.find((s) => s.id === id);
    if (!scheme || !accepts(scheme, credential)) return false;
    this.credentials = { ...this.credentials, [id]: credential };
    const tokens = { ...this.tokens };
    if (token) tokens[id] = token;
    else delete tokens[id];
    this.tokens = tokens;
    this.changed(true);
    return true;
  }

  /** setApiKey: apiKey, HTTP Bearer and OAuth 2.0 schemes (the value is the access token), or the api-key-name key. */
  setApiKey(id: string, value: string): boolean {
    const scheme = this.schemes.find((s) => s.id === id);
    if (!scheme) {
      if (this.extraKey && this.extraKey.name === id && extraKeySendable(this.extraKey.name, this.extraKey.in)) {
        this.extraKey = { ...this.extraKey, value, fromScript: true };
        this.changed(false);
        return true;
      }
      return false;
    }
    const ok = scheme.type === 'apiKey' || (scheme.type === 'http' && scheme.scheme === 'bearer') || scheme.type === 'oauth2';
    return ok && this.set(id, { kind: 'value', value });
  }

  /** setHttpUserNameAndPassword: HTTP Basic schemes only. */
  setBasic(id: string, username: string, password: string): boolean {
    const scheme = this.schemes.find((s) => s.id === id);
    if (!scheme || scheme.type !== 'http' || scheme.scheme !== 'basic') return false;
    return this.set(id, { kind: 'basic', username, password });
  }

  /** Forgets the credential of one scheme. */
  clear(id: string): void {
    if (!(id in this.credentials) && !(id in this.tokens)) return;
    const credentials = { ...this.credentials };
    delete credentials[id];
    const tokens = { ...this.tokens };
    delete tokens[id];
    this.credentials = credentials;
    this.tokens = tokens;
    this.changed(true);
  }

  /** removeAllSecurityKeys: every entered credential and token, and the stored copy. A key given by attribute stays. */
  clearAll(): void {
    this.credentials = {};
    this.tokens = {};
    if (this.extraKey && this.extraKey.value && this.extraKey.fromScript) this.extraKey = { ...this.extraKey, value: '' };
    this.forgetStored();
    this.changed(false);
  }

  private changed(store: boolean): void {
    const state: AuthState = { schemes: this.schemes, credentials: this.credentials as Credentials, tokens: this.tokens };
    if (this.extraKey) state.extraKey = this.extraKey;
    this.snapshot = state;
    if (this.shown) loadAuthSection();
    if (store && this.persist) this.save();
    this.host.requestUpdate();
  }

  private load(): void {
    try {
      const raw = localStorage.getItem(this.storageKey);
      if (!raw) return;
      const parsed = JSON.parse(raw) as { credentials?: Record<string, Credential>; tokens?: Record<string, TokenInfo> };
      for (const [id, c] of Object.entries(parsed.credentials ?? {})) {
        const scheme = this.schemes.find((s) => s.id === id);
        if (scheme && isCredential(c) && accepts(scheme, c)) this.credentials[id] = c;
      }
      for (const [id, t] of Object.entries(parsed.tokens ?? {})) if (this.credentials[id]) this.tokens[id] = t;
    } catch {
      // Storage unavailable or unreadable: start empty.
    }
  }

  private save(): void {
    try {
      // TokenInfo holds no client secret by construction; credentials are what was entered.
      localStorage.setItem(this.storageKey, JSON.stringify({ credentials: this.credentials, tokens: this.tokens }));
    } catch {
      // Storage full or unavailable: credentials stay for this page only.
    }
  }

  private forgetStored(): void {
    try {
      if (this.storageKey) localStorage.removeItem(this.storageKey);
    } catch {
      // Storage unavailable: nothing stored.
    }
  }
}

/**
 * Whether `scheme` takes `credential`: its kind (user and password for Basic, one value
 * otherwise), and never for an API key the description made unusable (a name no header or
 * cookie can carry; the section shows why).
 */
function accepts(scheme: SecuritySchemeView, credential: Credential): boolean {
  if (scheme.type === 'apiKey' && scheme.problem) return false;
  const kind = credentialKind(scheme);
  return kind === 'basic' ? credential.kind === 'basic' : kind !== 'none' && credential.kind === 'value';
}

/** Whether the api-key-name key can be sent: any name in the query, a valid header name in a header. */
function extraKeySendable(name: string, location: 'header' | 'query'): boolean {
  return location === 'query' || httpNameProblem(name, 'header') === undefined;
}

function isCredential(c: unknown): c is Credential {
  if (typeof c !== 'object' || c === null) return false;
  const v = c as Record<string, unknown>;
  return (v.kind === 'basic' && typeof v.username === 'string' && typeof v.password === 'string') || (v.kind === 'value' && typeof v.value === 'string');
}
