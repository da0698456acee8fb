import { html, type TemplateResult } from 'lit';
import type { MarkdownServer } from '../../core/markdown/model-markdown.js';
import type { DescriptionStore } from '../../worker/store.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';

/**
 * A `Copy as Markdown` button: the Markdown `markdown()` resolves with (built in the worker) goes
 * to the clipboard as text, and a live region says "Copied". `labelled` shows the name beside the
 * icon (the overview); otherwise it is an icon button (an operation's heading).
 */
export function renderCopyMarkdown(markdown: () => Promise<string>, labelled = false): TemplateResult {
  // One line: whitespace inside a template ships as written. A polite live region (not a second
  // role=status beside the copy-path button's) says "Copied".
  // prettier-ignore
  return html`<button type="button" class="copy-md ${labelled ? 'secondary' : 'icon-button'}" aria-label=${msg('reference.copyAsMarkdown')} title=${msg('reference.copyAsMarkdown')} @click=${(e: Event) => copyMarkdown(e.currentTarget as HTMLButtonElement, markdown)}><span class="icon glyph-doc" aria-hidden="true"></span>${labelled ? msg('reference.copyAsMarkdown') : ''}</button><span class="visually-hidden" aria-live="polite"></span>`;
}

function copyMarkdown(button: HTMLButtonElement, markdown: () => Promise<string>): void {
  // The console's clipboard helper, inlined: importing it would put its lazy chunk in the page bundle.
  // navigator.clipboard exists only in secure contexts, which the DOM types do not say.
  const board = (navigator as { clipboard?: Clipboard }).clipboard;
  const status = button.nextElementSibling!;
  const say = (copied: boolean): void => {
    button.classList.toggle('copied', copied);
    status.textContent = copied ? msg('reference.copied') : msg('reference.copyingFailed');
    setTimeout(() => {
      button.classList.remove('copied');
      status.textContent = '';
    }, 1500);
  };
  const text = markdown();
  // Safari lets a page write to the clipboard only within the click: a ClipboardItem takes the
  // Markdown as a promise the worker fulfils later. Where that is refused, plain writeText.
  // (The executor runs at once, within the click; a missing clipboard or ClipboardItem rejects.)
  new Promise<void>((done) => done(board!.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])))
    .catch(() => text.then((t) => board!.writeText(t)))
    .then(
      () => say(true),
      () => say(false),
    );
}

/**
 * The Markdown of one operation or webhook (by id) or, without one, of the whole description, from
 * the store; rejects with an Error when there is no such operation or nothing has loaded.
 */
export async function storeMarkdown(store: DescriptionStore | undefined, id: string | undefined, server: MarkdownServer): Promise<string> {
  // Only the server goes along: the TRY options also hold the reader's credentials, which Markdown never shows.
  const md = await store?.markdown(id, { serverUrl: server.serverUrl ?? '', serverFixed: server.serverFixed ?? false });
  if (md === undefined) throw new Error(id === undefined || !store ? 'No description has loaded yet' : `No operation has the route "${id}"`);
  return md;
}
