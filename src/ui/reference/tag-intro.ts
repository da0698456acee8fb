import { html, nothing, type TemplateResult } from 'lit';
import type { TagBlock } from '../../core/model/reading-order.js';
import { tagId } from '../../core/model/route-ids.js';
import { renderLink, renderMarkdown } from '../shared/markdown.js';
import { methodBadge } from './operation-body.js';
import { tagLabel } from './tag-label.js';
import { icon } from '../shared/icons.js';

/** How a tag's heading is shown and what it links to. */
export interface TagIntroOptions {
  /** The description's URL (its relative links resolve against it). */
  base: string;
  /** The focused style lists the tag's operations under it. */
  withList: boolean;
  /** View style: whether the tag is closed (the heading is then a toggle); undefined elsewhere. */
  closed?: boolean | undefined;
  onToggle: () => void;
  hrefFor: (id: string) => string;
  onNavigate: (e: Event, id: string) => void;
}

/**
 * A tag's heading, description and slot; in the focused style also the list of its operations.
 * With `closed` (the view style) the whole heading is the button that opens and closes the tag:
 * readers click a tag's name, not only a small arrow beside it.
 */
export function renderTagIntro(b: TagBlock, o: TagIntroOptions): TemplateResult {
  const id = tagId(b.tag.name);
  // Tag names are the description's words: <bdi> keeps each in its own direction inside the page's.
  const name =
    o.closed === undefined
      ? html`<bdi>${tagLabel(b.tag)}</bdi>`
      : html`<button type="button" class="tag-toggle" aria-expanded=${o.closed ? 'false' : 'true'} @click=${o.onToggle}><span class="tag-chevron">${icon(o.closed ? 'chevron-right' : 'chevron-down')}</span><bdi>${tagLabel(b.tag)}</bdi></button>`;
  // A nested tag (OpenAPI 3.2 parent) says where it sits: its heading shows the same label as the nav.
  return html`${b.tag.ancestors?.length ? html`<div class="small tag-parents">${b.tag.ancestors.map((a, i) => html`${i ? ' › ' : ''}<bdi>${a}</bdi>`)} ›</div>` : nothing}<h2 class="tag-title" id=${id} data-route=${id}>${name}</h2>
    ${b.tag.description ? html`<div class="md">${renderMarkdown(b.tag.description, { base: o.base })}</div>` : nothing}
    ${b.tag.externalDocs ? html`<div class="small">${renderLink(b.tag.externalDocs.url, b.tag.externalDocs.description ?? b.tag.externalDocs.url, o.base)}</div>` : nothing}
    <slot name=${id}></slot>
    ${
      o.withList
        ? html`<ul class="tag-ops">
          ${b.ops.map(
            (op) => html`<li>
              <a href=${o.hrefFor(op.id)} @click=${(e: Event) => o.onNavigate(e, op.id)}>${methodBadge(op.method)}<span class="tag-op-summary">${op.summary || op.path}</span>${op.summary ? html`<span class="op-path">${op.path}</span>` : nothing}</a
              >
            </li>`,
          )}
        </ul>`
        : nothing
    }`;
}
