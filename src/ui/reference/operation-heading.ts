import { html, nothing, type TemplateResult } from 'lit';
import type { OperationSummary } from '../../core/model/types.js';
import { icon } from '../shared/icons.js';
import type { AuthState } from '../try/try-options.js';
import { renderCopyMarkdown } from './copy-markdown.js';
import { methodBadge, renderBadge, renderSecurityChips } from './operation-body.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';

/** How the heading behaves: in the view style it is the button that opens and closes the body. */
export interface HeadingOptions {
  collapsible: boolean;
  open: boolean;
  onToggle: () => void;
  /** The operation's effective security requirement, once its detail is loaded (undefined: none declared). */
  security?: Record<string, string[]>[] | undefined;
  /** The reader's credentials: the alternative TRY will use is marked. */
  auth?: AuthState | undefined;
  /** The operation's Markdown (from the worker), for its `Copy as Markdown` button. */
  markdown?: (() => Promise<string>) | undefined;
}

/**
 * An operation's heading: the summary leads (readers scan for what an operation does, not its
 * path); the method and the path, with a copy button, come beneath it, then compact chips for
 * deprecation, x-badges, the operationId and the authentication it needs.
 */
export function renderOperationHeading(s: OperationSummary, o: HeadingOptions): TemplateResult {
  const before = s.badges.filter((b) => b.position === 'before');
  const after = s.badges.filter((b) => b.position !== 'before');
  // Without a summary the method and path are the heading's text, as the path was before.
  const text = s.summary ? html`<span class="op-summary ${s.deprecated ? 'is-deprecated' : ''}">${s.summary}</span>` : html`${methodBadge(s.method)}<span class="op-path">${s.path}</span>`;
  const title = before.length ? html`<span class="badges before">${before.map(renderBadge)}</span>${text}` : text;
  const chips = s.deprecated || after.length || s.operationId || o.security;
  // These templates are written without whitespace between their tags: every operation of the
  // page has a heading, and each line break and indent was a text node of its own (12 of each
  // heading's 27; none of them shows: the boxes around them are flex containers and blocks).
  // prettier-ignore
  const heading = html`<h3 class="op-title">${o.collapsible
    ? html`<button type="button" class="op-toggle" aria-expanded=${o.open ? 'true' : 'false'} @click=${o.onToggle}><span class="op-chevron">${icon(o.open ? 'chevron-down' : 'chevron-right')}</span>${title}</button>`
    : title}</h3>`;
  // Without a summary the path is the heading: its copy button goes beside the heading, not in it
  // (it would join the heading's name) nor in the view style's toggle (no button in a button).
  const copyMd = o.markdown ? renderCopyMarkdown(o.markdown) : nothing;
  // prettier-ignore
  return html`<div class="op-head">${s.summary
    ? html`${heading}<div class="op-endpoint">${methodBadge(s.method)}<span class="op-path">${s.path}</span>${copyPathButton(s.path)}${copyMd}</div>`
    : html`<div class="op-title-row">${heading}${copyPathButton(s.path)}${copyMd}</div>`}${chips
    ? html`<div class="op-chips">${s.deprecated ? html`<span class="chip flag deprecated">${msg('reference.deprecated')}</span>` : nothing}${after.length ? html`<span class="badges">${after.map(renderBadge)}</span>` : nothing}${o.security ? renderSecurityChips(o.security, o.auth) : nothing}${
        s.operationId ? html`<span class="chip op-id" title="operationId"><span class="visually-hidden">operationId: </span><code>${s.operationId}</code></span>` : nothing}</div>`
    : nothing}</div>`;
}

/**
 * The button that copies an operation's path. The main bundle's own small copy (the console's
 * clipboard helper lives in the lazy TRY chunk); the icon turns into a check and a live region
 * says "Copied" so the result is not told by the icon alone.
 */
function copyPathButton(path: string): TemplateResult {
  const copy = (e: Event): void => {
    const button = e.currentTarget as HTMLButtonElement;
    // navigator.clipboard exists only in secure contexts, which the DOM types do not say.
    const clipboard = (navigator as { clipboard?: Clipboard }).clipboard;
    if (!clipboard) return;
    clipboard.writeText(path).then(
      () => {
        button.classList.add('copied');
        const status = button.nextElementSibling;
        if (status) status.textContent = msg('reference.copied');
        setTimeout(() => {
          button.classList.remove('copied');
          if (status) status.textContent = '';
        }, 1500);
      },
      () => undefined,
    );
  };
  return html`<button type="button" class="icon-button copy-path" aria-label=${msg('reference.copyPath')} title=${msg('reference.copyPath')} @click=${copy}><span class="icon glyph-copy" aria-hidden="true"></span></button><span class="visually-hidden" role="status"></span>`;
}
