import { html, nothing, type TemplateResult } from 'lit';
import type { ComponentItem } from '../../core/model/components.js';
import type { ReadingOrder } from '../../core/model/reading-order.js';
import { tagId } from '../../core/model/route-ids.js';
import type { OperationSummary } from '../../core/model/types.js';
import type { SectionObserver } from './operation-section.js';
import { tagLabel } from './tag-label.js';
import { renderTagIntro, type TagIntroOptions } from './tag-intro.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';

/** The reader's view state the lists follow, and where their actions go (the element's navigation). */
export interface ListNavigation {
  /** The quick filter's result: only these operations, or all. */
  filterIds: ReadonlySet<string> | undefined;
  /** Closed tags. */
  collapsed: ReadonlySet<string>;
  /** View style: opened operations. */
  openOps: ReadonlySet<string>;
  hrefFor: (id: string) => string;
  onNavClick: (e: Event, id: string) => void;
  /** Opens or closes a tag. */
  toggle(name: string): void;
  /** Opens or closes an operation (view style). */
  toggleOp(id: string): void;
}

/** Lazy rendering: how far the list is built, and what builds and drops bodies as they near and leave the viewport (read style). */
export interface ListRendering {
  limit: number;
  /** The page is printing: every tag and operation open, whatever the reader closed. */
  printing?: boolean;
  near: SectionObserver;
  far: SectionObserver;
}

/** What the element's operations are shown with. */
export interface OperationListOptions {
  order: ReadingOrder;
  /** View style: tags and operations open and close; a body is built when its operation opens. */
  collapsible: boolean;
  /** allow-try: a TRY console in each operation. */
  tryable: boolean;
  /** The description's URL (tag links resolve against it). */
  base: string;
  nav: ListNavigation;
  lazy: ListRendering;
}

function tagIntro(name: string, withList: boolean, closed: boolean | undefined, { base, nav }: OperationListOptions): TagIntroOptions {
  return { base, withList, closed, onToggle: () => nav.toggle(name), hrefFor: nav.hrefFor, onNavigate: nav.onNavClick };
}

/** Read and view styles: each tag with its operations, as far as lazy rendering has come and the filter lets through. */
export function renderOperationList(o: OperationListOptions): unknown {
  const { filterIds, collapsed } = o.nav;
  let left = o.lazy.limit;
  return o.order.blocks.map((b) => {
    if (left <= 0) return nothing;
    const ops = filterIds ? b.ops.filter((op) => filterIds.has(op.id)) : b.ops;
    if (filterIds && !ops.length) return nothing;
    const shown = ops.slice(0, left);
    left -= shown.length;
    const closed = o.collapsible && !o.lazy.printing && collapsed.has(b.tag.name);
    return html`<section class="tag ${closed ? 'closed' : ''}">
      ${renderTagIntro(b, tagIntro(b.tag.name, false, o.collapsible ? closed : undefined, o))} ${closed ? nothing : shown.map((op) => renderOperation(op, false, o))}
    </section>`;
  });
}

/**
 * The focused style's main area: the operation, tag or component `focusedId` names (under the
 * API's title), else the overview.
 */
export function renderFocused(o: OperationListOptions, title: string, focusedId: string | undefined, component: ComponentItem | undefined, overview: () => unknown): unknown {
  const op = focusedId ? o.order.byId.get(focusedId) : undefined;
  // Away from the overview the page keeps one h1: the API's title, then where one is.
  const crumb = (where: string | undefined): TemplateResult =>
    html`<h1 class="crumb">${title}</h1>
      ${where ? html`<h2 class="crumb muted"><bdi>${where}</bdi></h2>` : nothing}`;
  if (op) {
    const tag = o.order.tagOf.get(op.id);
    const block = tag ? o.order.blocks.find((b) => b.tag.name === tag) : undefined;
    return html`<div class="focused">${crumb(block && tagLabel(block.tag))} ${renderOperation(op, true, o)}</div>`;
  }
  const block = focusedId?.startsWith('tag--') ? o.order.blocks.find((b) => tagId(b.tag.name) === focusedId) : undefined;
  if (block) return html`${crumb(undefined)} ${renderTagIntro(block, tagIntro(block.tag.name, true, undefined, o))}`;
  if (component) return html`${crumb(msg('reference.components'))} <spec-doc-component class="focused" .item=${component}></spec-doc-component>`;
  return overview();
}

/** One operation; its body is built when it nears the viewport (read), when opened (view) or at once (`eager`: focused). */
function renderOperation(op: OperationSummary, eager: boolean, o: OperationListOptions): TemplateResult {
  const lazy = !eager && !o.collapsible;
  return html`<spec-doc-operation
    part="operation"
    data-op-id=${op.id}
    data-route=${op.id}
    id=${op.id}
    .summary=${op}
    .observer=${lazy ? o.lazy.near : undefined}
    .releaser=${lazy ? o.lazy.far : undefined}
    .collapsible=${o.collapsible}
    .tryable=${o.tryable}
    .open=${!o.collapsible || o.lazy.printing === true || o.nav.openOps.has(op.id)}
    .eager=${eager}
    @op-toggle=${() => o.nav.toggleOp(op.id)}
  ></spec-doc-operation>`;
}
