// The OAuth 2.0 redirect target (dist/oauth-receiver.html loads this as oauth-receiver.js).
// It hands its own URL — the authorization response in the query or the fragment — to the
// window that opened it, then closes. The message goes to this page's own origin only
// (postMessage's targetOrigin), so a page on another origin that opened the popup never
// receives it; the opener in turn accepts it only from this origin, from the popup window it
// opened, and with the state it sent (src/ui/auth/oauth-popup.ts).

import { RECEIVER_MESSAGE_TYPE, type ReceiverMessage } from '../core/security/oauth.js';

function show(text: string): void {
  const status = document.getElementById('status');
  if (status) status.textContent = text;
  document.title = text;
}

function openerIsSameOrigin(opener: Window): boolean {
  try {
    // Reading another origin's location throws; the same origin's is readable.
    return opener.location.origin === location.origin;
  } catch {
    return false;
  }
}

function run(): void {
  const message: ReceiverMessage = { type: RECEIVER_MESSAGE_TYPE, url: location.href };
  // Drop the code or token from the address bar and this history entry once it is read.
  history.replaceState(null, '', location.pathname);
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) {
    show('This page completes a sign-in started from API documentation. It was not opened by that page, so there is nothing to do here; you can close it.');
    return;
  }
  if (!openerIsSameOrigin(opener)) {
    show('The page that started this sign-in is on another origin, so the response is not handed to it. You can close this window.');
    return;
  }
  opener.postMessage(message, location.origin);
  show('Signed in. You can close this window.');
  window.close();
}

run();
