// Opens the OAuth 2.0 authorization popup and waits for the receiver page
// (src/oauth-receiver/) to hand the authorization response back.
//
// A message is taken only when all of these hold (anything else is ignored, so a stray or
// hostile message cannot end the wait): it comes from `receiverOrigin`, its source is the popup
// this call opened, it has the receiver's shape, and its `state` is the one this authorization
// sent (RFC 6749 §10.12, RFC 9700 §4.7).

import { isReceiverMessage, parseRedirect, type RedirectResult } from '../../core/security/oauth.js';
import { safeUrl } from '../../core/url/safe-url.js';
import { urlRefusedMessage } from './url-refused.js';
import { oauthErrorText } from './oauth-text.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/auth.js';

/** Why an authorization popup ended without a response. */
export const POPUP_FAILURES = ['refused', 'blocked', 'closed', 'timeout', 'error', 'aborted'] as const;
/** One reason of `POPUP_FAILURES`. */
export type PopupFailure = (typeof POPUP_FAILURES)[number];

/** The rejection of `openAuthorizationPopup`: `reason` says why; `error`/`description` carry an OAuth error response. */
export class OAuthPopupError extends Error {
  override name = 'OAuthPopupError';
  readonly reason: PopupFailure;
  readonly error?: string;
  readonly description?: string;

  constructor(reason: PopupFailure, message: string, oauth?: { error: string; description?: string }) {
    super(message);
    this.reason = reason;
    if (oauth) {
      this.error = oauth.error;
      if (oauth.description !== undefined) this.description = oauth.description;
    }
  }
}

/** Options of `openAuthorizationPopup`. */
export interface AuthorizationPopupOptions {
  /** The `state` sent in the authorization request; a response with another state is ignored. */
  expectedState: string;
  /** Origin of the oauth-receiver page (`new URL(redirectUri).origin`); messages from elsewhere are ignored. */
  receiverOrigin: string;
  /** Give up after this many milliseconds (default 5 minutes); the popup is closed then. */
  timeoutMs?: number;
  /** Aborting closes the popup and rejects with reason `aborted`. */
  signal?: AbortSignal;
  /**
   * A window opened earlier with `window.open('', name, features)` while the click's user
   * activation was fresh; it is navigated to `url` instead of opening a new one. Use it when
   * work before the popup (hashing the PKCE verifier, a `before-authorize` listener) could
   * outlast the activation and get the popup blocked.
   */
  popup?: Window;
  /** The window that opens the popup and receives the message (default: the global `window`). */
  window?: Window;
  /** `window.open` features (default: a 600×700 popup). */
  features?: string;
}

/** A successful authorization response: a code (authorization code flow) or the implicit grant's fields. */
export type AuthorizationResponse = Extract<RedirectResult, { kind: 'code' } | { kind: 'token' }>;

/** Window name of the popup; one authorization at a time reuses it. */
const POPUP_NAME = 'spec-doc-oauth';
/** How often the popup is checked for having been closed. */
const CLOSED_POLL_MS = 250;
/**
 * Grace after the popup is seen closed before giving up: the receiver posts and then closes
 * at once, and the closed flag can be seen before the message task runs.
 */
const CLOSED_GRACE_MS = 500;

/**
 * Opens `url` in a popup and resolves with the authorization response the receiver page hands
 * back; rejects with an `OAuthPopupError`: `refused` (`url` is not http(s): a `javascript:` URL
 * would run in this page's origin, so no window is opened), `blocked` (no popup could be opened), `closed` (the
 * user closed it first), `timeout`, `error` (the server answered with `error`, see `error` and
 * `description`), or `aborted`.
 */
export function openAuthorizationPopup(url: string, options: AuthorizationPopupOptions): Promise<AuthorizationResponse> {
  const win = options.window ?? window;
  const timeoutMs = options.timeoutMs ?? 300_000;
  return new Promise<AuthorizationResponse>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new OAuthPopupError('aborted', msg('auth.popupCancelled')));
      return;
    }
    // The last gate before a window opens: whatever built `url`, only http(s) is opened.
    const checked = safeUrl(url);
    if (!checked.ok) {
      reject(new OAuthPopupError('refused', msg('auth.popupRefused', { reason: urlRefusedMessage(checked.refusal) })));
      return;
    }
    let popup: Window | null;
    if (options.popup && !options.popup.closed) {
      popup = options.popup;
      popup.location.href = checked.url;
    } else {
      popup = win.open(checked.url, POPUP_NAME, options.features ?? 'popup,width=600,height=700');
    }
    if (!popup) {
      reject(new OAuthPopupError('blocked', msg('auth.popupBlocked')));
      return;
    }
    const opened = popup;
    let settled = false;
    let closedSince = 0;

    const finish = (outcome: () => void, closePopup: boolean): void => {
      if (settled) return;
      settled = true;
      win.removeEventListener('message', onMessage);
      options.signal?.removeEventListener('abort', onAbort);
      win.clearInterval(poll);
      win.clearTimeout(timer);
      if (closePopup && !opened.closed) opened.close();
      outcome();
    };

    function onMessage(event: MessageEvent): void {
      if (event.origin !== options.receiverOrigin || event.source !== opened || !isReceiverMessage(event.data)) return;
      const response = parseRedirect(event.data.url);
      if (response.state !== options.expectedState) return;
      if (response.kind === 'error') {
        finish(
          () =>
            reject(new OAuthPopupError('error', oauthErrorText(response), { error: response.error, ...(response.description !== undefined ? { description: response.description } : {}) })),
          true,
        );
        return;
      }
      finish(() => resolve(response), true);
    }

    function onAbort(): void {
      finish(() => reject(new OAuthPopupError('aborted', msg('auth.popupCancelled'))), true);
    }

    const poll = win.setInterval(() => {
      if (!opened.closed) return;
      closedSince ||= Date.now();
      if (Date.now() - closedSince >= CLOSED_GRACE_MS) finish(() => reject(new OAuthPopupError('closed', msg('auth.popupClosed'))), false);
    }, CLOSED_POLL_MS);
    const timer = win.setTimeout(() => {
      finish(() => reject(new OAuthPopupError('timeout', msg('auth.popupTimeout', { seconds: Math.round(timeoutMs / 1000) }))), true);
    }, timeoutMs);
    win.addEventListener('message', onMessage);
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
}
