import { html, nothing, type TemplateResult } from 'lit';
import type { OperationSummary } from '../../core/model/types.js';
import { methodBadge, renderBadge } from './operation-body.js';

/** How the heading behaves: in the view style it is the button that opens and closes the body. */
export interface HeadingOptions {
  collapsible: boolean;
  open: boolean;
  onToggle: () => void;
}

/** An operation's heading: method, path, deprecation, the summary and x-badges. */
export function renderOperationHeading(s: OperationSummary, o: HeadingOptions): TemplateResult {
  const before = s.badges.filter((b) => b.position === 'before');
  const after = s.badges.filter((b) => b.position !== 'before');
  const title = html`${before.length ? html`<span class="badges before">${before.map(renderBadge)}</span>` : nothing}${methodBadge(s.method)}<span class="op-path">${s.path}</span>
    ${s.deprecated ? html`<span class="flag deprecated">deprecated</span>` : nothing}`;
  return html`<div class="op-head">
    <h3 class="op-title">
      ${o.collapsible ? html`<button type="button" class="op-toggle" aria-expanded=${o.open ? 'true' : 'false'} @click=${o.onToggle}>${title}</button>` : title}
    </h3>
    ${s.summary ? html`<div class="op-summary ${s.deprecated ? 'is-deprecated' : ''}">${s.summary}</div>` : nothing}
    ${after.length ? html`<div class="badges">${after.map(renderBadge)}</div>` : nothing}
  </div>`;
}
