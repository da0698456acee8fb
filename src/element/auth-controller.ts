import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { httpNameProblem } from '../core/request/http-name.js';
import type { Credential } from '../core/security/required-security.js';
import { credentialKind, type SecuritySchemeView } from '../core/security/scheme-types.js';
import type { AuthState, ExtraKey, OAuthOptions, TokenInfo } from '../ui/try/try-options.js';
import { keep } from './memo.js';

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

/** The attributes credentials and the OAuth flows depend on. */
export type AuthHost = ReactiveControllerHost & {
  persistAuth: boolean;
  apiKeyName: string;
  apiKeyLocation: string;
  apiKeyValue: string;
  oauthReceiver: string;
  additionalAuthorizeParams: unknown;
  additionalTokenParams: unknown;
};

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
  private descriptionUrl = '';
  /**
   * What was entered for each description shown before in this page's life, by storage key: a
   * reader switching between the descriptions of `sources` finds their credentials again.
   */
  private readonly remembered = new Map<string, { credentials: Record<string, Credential>; tokens: Record<string, TokenInfo> }>();
  /** What the OAuth flows need of the attributes: the same object until one of them changes. */
  oauth: OAuthOptions | undefined;
  private readonly host: AuthHost;

  constructor(host: AuthHost) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  hostUpdate(): void {
    const { host } = this;
    // oauth-receiver as written: the flows resolve and check it (a value that is no URL is shown, not thrown).
    const receiver = host.oauthReceiver || 'oauth-receiver.html';
    const next = { receiver, authorizeParams: host.additionalAuthorizeParams, tokenParams: host.additionalTokenParams, descriptionUrl: this.descriptionUrl };
    this.oauth = keep(this.oauth, next);
  }

  /** The current state (the same object until something changes). */
  get state(): AuthState {
    return this.snapshot;
  }

  /** Whether there is anything to show in the authentication section. */
  get shown(): boolean {
    return this.schemes.length > 0 || this.extraKey !== undefined;
  }

  /**
   * After a load: the description's schemes, what was stored for it (persist-auth; the storage
   * key is the description's URL and title), then the api-key-* attributes (they win over
   * storage: they are the page's own configuration).
   */
  reset(schemes: SecuritySchemeView[], descriptionUrl: string, title: string): void {
    if (this.storageKey) this.remembered.set(this.storageKey, { credentials: this.credentials, tokens: this.tokens });
    this.schemes = schemes;
    this.descriptionUrl = descriptionUrl;
    this.storageKey = `${STORAGE_PREFIX}${descriptionUrl}#${title}`;
    this.persist = this.host.persistAuth;
    this.credentials = {};
    this.tokens = {};
    this.extraKey = undefined;
    if (this.persist) this.load();
    else this.forgetStoredSoon();
    this.restore(this.remembered.get(this.storageKey));
    this.applyAttributeKey();
    this.changed(false);
  }

  /** What was entered for this description earlier in the page's life (it wins over storage: it is newer), for schemes that still take it. */
  private restore(kept: { credentials: Record<string, Credential>; tokens: Record<string, TokenInfo> } | undefined): void {
    if (!kept) return;
    for (const [id, c] of Object.entries(kept.credentials)) {
      const scheme = this.schemes.find((s) => s.id === id);
      if (!scheme || !accepts(scheme, c)) continue;
      this.credentials[id] = c;
      const token = kept.tokens[id];
      if (token) this.tokens[id] = token;
      else delete this.tokens[id];
    }
  }

  /** persist-auth changed: start storing, or forget what was stored. */
  followPersist(): void {
    const persist = this.host.persistAuth;
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
  applyAttributeKey(): void {
    const attr = { name: this.host.apiKeyName, location: this.host.apiKeyLocation, value: this.host.apiKeyValue };
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
    this.tokens = token ? { ...this.tokens, [id]: token } : without(this.tokens, id);
    this.changed(true);
    return true;
  }

  /** setApiKey: apiKey, HTTP Bearer and OAuth 2.0 schemes (the value, made a string, is the access token), or the api-key-name key. */
  setApiKey(id: string, token: unknown): boolean {
    const value = String(token);
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

  /** setHttpUserNameAndPassword: HTTP Basic schemes only (what script passes is made a string). */
  setBasic(id: string, username: unknown, password: unknown): boolean {
    const scheme = this.schemes.find((s) => s.id === id);
    if (!scheme || scheme.type !== 'http' || scheme.scheme !== 'basic') return false;
    return this.set(id, { kind: 'basic', username: String(username), password: String(password) });
  }

  /** Forgets the credential of one scheme. */
  clear(id: string): void {
    if (!(id in this.credentials) && !(id in this.tokens)) return;
    this.credentials = without(this.credentials, id);
    this.tokens = without(this.tokens, id);
    this.changed(true);
  }

  /** removeAllSecurityKeys: every entered credential and token, and the stored copy. A key given by attribute stays. */
  clearAll(): void {
    this.remembered.clear();
    this.credentials = {};
    this.tokens = {};
    if (this.extraKey && this.extraKey.value && this.extraKey.fromScript) this.extraKey = { ...this.extraKey, value: '' };
    this.forgetStored();
    this.changed(false);
  }

  private changed(store: boolean): void {
    const state: AuthState = { schemes: this.schemes, credentials: this.credentials, tokens: this.tokens };
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

  /**
   * forgetStored after the task that shows a loaded description: the first use of localStorage
   * in a page is a synchronous round trip to the browser (1–10 ms on 2 cores) the first render
   * need not wait for. Unless persist-auth has been turned on for this description since.
   */
  private forgetStoredSoon(): void {
    const key = this.storageKey;
    setTimeout(() => {
      if (!(this.persist && this.storageKey === key)) this.forgetStored(key);
    });
  }

  /** Removes the credentials stored under `key` (this description's, unless given). */
  private forgetStored(key = this.storageKey): void {
    try {
      if (key) localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing stored.
    }
  }
}

/** `record` without the entry `id`, as a new object. */
function without<T>(record: Record<string, T>, id: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));
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
