import { WEB_FONT_URL } from '../ui/shared/theme.js';

/** The id of the web-font stylesheet's `<link>` in the document. */
const LINK_ID = 'spec-doc-web-fonts';

/** The font host is being asked (once per page). */
let asking = false;

/**
 * What the throwaway worker runs: one `no-cors` request for the stylesheet (its body is not read,
 * so the font host needs no CORS header for it), answering whether the host answered. A request
 * the page's Content-Security-Policy refuses (connect-src) says nothing about the host: the answer
 * is then yes, and the `<link>` is left to the policy's style-src, as before.
 */
const PROBE = `let refused = false;
addEventListener('securitypolicyviolation', () => { refused = true; });
fetch(${JSON.stringify(WEB_FONT_URL)}, { mode: 'no-cors', credentials: 'omit' }).then(() => postMessage(true), () => setTimeout(() => postMessage(refused)));`;

/**
 * load-fonts: adds the web-font stylesheet to the document once (fonts declared in a shadow root
 * are not used by browsers), and only once its host has answered. Fonts are a progressive
 * enhancement: a font host that cannot be reached (offline, an intranet, a blocked CDN) must leave
 * nothing in the page's console. Chromium logs "Failed to load resource" for each failed load the
 * page makes itself, a `<link>`, a `fetch()` and a `FontFace` alike, whatever handles the error;
 * not for a worker's `fetch()` (checked in the browser tests, test/browser/fonts.test.ts). So a
 * throwaway worker asks first, and the `<link>` goes in when the host answered (the stylesheet
 * then comes from the HTTP cache). Where no worker can start (a Content-Security-Policy without
 * `blob:` workers), the `<link>` goes in at once, as it did before.
 */
export function loadWebFonts(doc: Document = document): void {
  if (asking || doc.getElementById(LINK_ID)) return;
  asking = true;
  const addLink = (): void => {
    if (doc.getElementById(LINK_ID)) return;
    const link = doc.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    link.href = WEB_FONT_URL;
    doc.head.append(link);
  };
  const script = URL.createObjectURL(new Blob([PROBE], { type: 'text/javascript' }));
  let worker: Worker;
  try {
    worker = new Worker(script);
  } catch {
    URL.revokeObjectURL(script);
    addLink();
    return;
  }
  const done = (answered: boolean): void => {
    worker.terminate();
    URL.revokeObjectURL(script);
    if (answered) addLink();
  };
  worker.onmessage = (e: MessageEvent<unknown>) => done(e.data === true);
  // The worker did not run (a policy refused it after all): the stylesheet as before.
  worker.onerror = () => done(true);
}
