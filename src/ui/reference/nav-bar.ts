import { methodLabel } from '../shared/method-label.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { NavGroup, NavItem, NavSection } from '../../core/model/nav-groups.js';
import { icon } from '../shared/icons.js';
import { styleProps } from '../shared/style-props.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';

export const SHOW_METHOD_IN_NAV = ['false', 'as-plain-text', 'as-colored-text', 'as-colored-block'] as const;
export type ShowMethodInNav = (typeof SHOW_METHOD_IN_NAV)[number];
export const NAV_ACTIVE_MARKERS = ['left-bar', 'colored-block'] as const;
export type NavActiveMarker = (typeof NAV_ACTIVE_MARKERS)[number];

/** Where the reader is in the navigation bar, and where its links and toggles go (the element's navigation). */
export interface NavBarNavigation {
  activeId: string | undefined;
  /** Closed sections, by key. */
  collapsed: ReadonlySet<string>;
  hrefFor(id: string): string;
  onNavClick(e: Event, id: string): void;
  onSectionLabel(e: Event, section: NavSection): void;
  /** Opens or closes a section, by key. */
  toggle(key: string): void;
}

/** How the entries are labelled and whether tags collapse. */
export interface NavRenderOptions {
  showMethod: ShowMethodInNav;
  usePath: boolean;
  /** Whether section labels toggle (view, focused) or just navigate (read). */
  collapsible: boolean;
  /** The operations are still being built in batches: sections past the last built entry wait. */
  partial?: boolean;
  nav: NavBarNavigation;
}

/**
 * The method column: plain, coloured text or a coloured pill, in a fixed width so the labels line up.
 *
 * With `false` (the default) the entry shows no method text, as the contract says, but a small
 * text-free mark in the method's colour sits before the label, so GET, POST and DELETE are told apart
 * at a glance (Redoc and Scalar set a small coloured method word beside every entry; our `false`
 * keeps the words out and the colour in). The mark is decorative (`aria-hidden`): the method is in the
 * entry's tooltip and in the operation's heading, and the colours are the theme's method colours,
 * which meet 4.5:1 on the background in light and dark, more than the 3:1 a non-text mark needs.
 */
function methodBadge(method: string, show: ShowMethodInNav): TemplateResult {
  const m = method.toLowerCase();
  if (show === 'false') return html`<span class="nav-method-mark method-text-${m}" aria-hidden="true"></span>`;
  const cls = show === 'as-plain-text' ? 'nav-method' : show === 'as-colored-text' ? `nav-method method-text-${m}` : `nav-method method-block method-bg-${m}`;
  return html`<span class=${cls}>${methodLabel(method)}</span> `;
}

/**
 * An operation's entry text: its path with use-path-in-nav-bar, else its summary, else its method
 * and path, so no two entries read the same (the method left to the badge when one is shown:
 * the entry still reads "GET /pets").
 */
function entryText(op: NonNullable<NavItem['op']>, o: NavRenderOptions): string {
  if (o.usePath) return op.path;
  if (op.summary) return op.summary;
  return o.showMethod === 'false' ? `${methodLabel(op.method)} ${op.path}` : op.path;
}

/**
 * A label that may wrap: a path breaks before its slashes (`/v1/accounts/{account}` then
 * `/external_accounts/{id}`) rather than inside a segment, which only breaks when it is wider than
 * the bar on its own (overflow-wrap).
 */
function wrappable(text: string): unknown {
  if (!text.includes('/')) return text;
  return text.split('/').map((part, i) => (i === 0 ? part : html`<wbr />/${part}`));
}

function renderItem(item: NavItem, o: NavRenderOptions): TemplateResult {
  const active = item.id === o.nav.activeId;
  const op = item.op;
  const text = op ? entryText(op, o) : item.label;
  // The tooltip carries what truncation may hide: the whole label, and the operation's method and path.
  const methodPath = op ? `${methodLabel(op.method)} ${op.path}` : '';
  const title = op ? (op.summary && !o.usePath ? `${text}\n${methodPath}` : methodPath) : text;
  return html`<li>
    <a
      href=${o.nav.hrefFor(item.id)}
      part="nav-item"
      data-nav-id=${item.id}
      class="nav-item ${active ? 'active' : ''} ${item.deprecated ? 'deprecated' : ''} ${item.level ? `level-${item.level}` : ''}"
      aria-current=${active ? 'location' : nothing}
      title=${title}
      @click=${(e: Event) => o.nav.onNavClick(e, item.id)}
      >${op ? methodBadge(op.method, o.showMethod) : nothing}<span class="nav-label"><bdi dir=${op && text !== op.summary ? 'ltr' : nothing}>${wrappable(text)}</bdi></span></a
    >
  </li>`;
}

/** About how many characters of a label fill one line of the bar (280 px fits about 28, but a path that breaks before its slashes leaves part of each line unused; Kubernetes's "GET /api/..." labels needed 22). */
const CHARS_PER_LINE = 22;

/**
 * The extra lines a list's wrapping labels take, estimated from their length, so the room a list
 * keeps while it is not laid out (content-visibility, nav-styles.ts) is close to its real height:
 * the element scrolls an entry far down into view before the lists above it are laid out, and a
 * list that grows when laid out would push the entry out of sight again.
 */
function wrapEstimate(items: readonly NavItem[], o: NavRenderOptions): number {
  let extra = 0;
  for (const item of items) {
    const text = item.op ? entryText(item.op, o) : item.label;
    extra += Math.max(0, Math.ceil(text.length / CHARS_PER_LINE) - 1);
  }
  return extra;
}

function renderSection(section: NavSection, o: NavRenderOptions): TemplateResult {
  const open = !o.nav.collapsed.has(section.key);
  const listId = `nav-list-${section.key.replace(/[^\w-]/g, '_')}`;
  const active = !!section.id && section.id === o.nav.activeId;
  const depth = section.depth ? ` d${Math.min(section.depth, 4)}` : '';
  return html`<div class="nav-section ${open ? 'open' : 'closed'}${depth}">
    <div class="nav-tag">
      ${
        section.id
          ? html`<a
            href=${o.nav.hrefFor(section.id)}
            data-nav-id=${section.id}
            class="nav-tag-label ${active ? 'active' : ''}"
            aria-current=${active ? 'location' : nothing}
            title=${section.label}
            @click=${(e: Event) => o.nav.onSectionLabel(e, section)}
            ><bdi>${section.label}</bdi></a
          >`
          : html`<span class="nav-tag-label" title=${section.label}><bdi>${section.label}</bdi></span>`
      }
      ${
        o.collapsible && (section.items.length || section.hasChildren)
          ? html`<button
            type="button"
            class="nav-toggle icon-button"
            aria-expanded=${open ? 'true' : 'false'}
            aria-controls=${section.items.length ? listId : nothing}
            aria-label=${open ? msg('reference.collapseNamed', { name: section.label }) : msg('reference.expandNamed', { name: section.label })}
            @click=${() => o.nav.toggle(section.key)}
          >
            ${icon('chevron-right')}
          </button>`
          : nothing
      }
    </div>
    ${section.items.length ? html`<ul id=${listId} ?hidden=${!open} ${styleProps({ '--nav-items': String(section.items.length), '--nav-wraps': String(wrapEstimate(section.items, o)) })}>${open ? section.items.map((item) => renderItem(item, o)) : nothing}</ul>` : nothing}
  </div>`;
}

/** The list part of the navigation bar (the element adds logo, filter and buttons around it). */
function renderNavGroups(groups: NavGroup[], o: NavRenderOptions): unknown {
  const shown = o.partial ? shownPart(groups) : groups;
  return shown.map(
    (g) => html`${g.label ? html`<div class="nav-group" role="heading" aria-level="2">${g.label}</div>` : nothing}
    ${g.sections.filter((s) => !s.within?.some((k) => o.nav.collapsed.has(k))).map((s) => renderSection(s, o))}`,
  );
}

/**
 * While the page is still built in batches: the groups and sections up to the last one with an
 * entry built so far (the first group, Overview and Servers, always). The sections after it (a
 * description of 140 tags, Loket, has over a hundred) come with their operations, so the first
 * frame does not build and lay out a long list of tags the page does not show yet.
 */
function shownPart(groups: NavGroup[]): NavGroup[] {
  for (let g = groups.length - 1; g > 0; g--) {
    const sections = groups[g]?.sections ?? [];
    for (let i = sections.length - 1; i >= 0; i--) {
      if (!sections[i]?.items.length) continue;
      const last = groups[g];
      return last ? [...groups.slice(0, g), { ...last, sections: sections.slice(0, i + 1) }] : groups;
    }
  }
  return groups.slice(0, 1);
}

/** The navigation bar around the list: what it offers besides the entries. */
export interface NavBarOptions extends NavRenderOptions {
  /** Read style: the nav-logo slot on top. */
  logoSlot: boolean;
  /** allow-search: the quick filter input. */
  filter: boolean;
  /** allow-advanced-search: the Search button (the dialog). */
  search: boolean;
  /** The keys that open the search dialog, as the reader's keyboard labels them (`⌘K`, `Ctrl K`). */
  searchKeys: string;
  /** The quick filter matched nothing. */
  noMatch: boolean;
  /** The description has no operations or webhooks. */
  empty: boolean;
  onFilter: (query: string) => void;
  onSearch: () => void;
  /** Expand all (false) / Collapse all (true), offered where sections are collapsible. */
  onCollapseAll: (closed: boolean) => void;
  /** The phone drawer's close button. */
  onClose: () => void;
}

/**
 * The navigation bar (`#nav`): the nav-logo slot, a sticky block with (on phones) the drawer's
 * close button, the quick filter, Search and Expand/Collapse all, then the entries.
 */
export function renderNavBar(groups: NavGroup[], o: NavBarOptions): TemplateResult {
  const tools = o.filter || o.search || o.collapsible;
  return html`<nav class="nav" id="nav" part="nav" aria-label=${msg('reference.apiNavigation')}>
    ${o.logoSlot ? html`<slot name="nav-logo"></slot>` : nothing}
    <div class="nav-top ${tools ? '' : 'only-phone'}">
      <div class="nav-drawer-head">
        <span class="nav-drawer-title">${msg('reference.menu')}</span>
        <button type="button" class="icon-button nav-close" aria-label=${msg('reference.closeNavigation')} @click=${o.onClose}>${icon('close')}</button>
      </div>
      ${
        o.filter || o.search
          ? html`<div class="nav-search">
            ${
              o.filter
                ? html`<div class="nav-filter-box">
                  ${icon('search')}
                  <input type="search" class="nav-filter" aria-label=${msg('reference.filter')} placeholder=${msg('reference.filter')} @input=${(e: Event) => o.onFilter((e.currentTarget as HTMLInputElement).value.trim())} />
                </div>`
                : nothing
            }
            ${
              o.search
                ? // Named by what it shows, "Search Ctrl K" (WCAG 2.5.3, label in name): no aria-label that
                  // would drop the visible key hint from the name (hidden on touch screens, and so from the name too).
                  html`<button type="button" class="secondary nav-search-button" aria-keyshortcuts="Control+K Meta+K" @click=${o.onSearch}>
                    ${o.filter ? nothing : icon('search')}<span>${msg('reference.search')}</span> <kbd class="kbd">${o.searchKeys}</kbd>
                  </button>`
                : nothing
            }
          </div>`
          : nothing
      }
      ${
        o.collapsible
          ? html`<div class="nav-tools">
            <button type="button" class="link-button" @click=${() => o.onCollapseAll(false)}>${msg('reference.expandAll')}</button>
            <button type="button" class="link-button" @click=${() => o.onCollapseAll(true)}>${msg('reference.collapseAll')}</button>
          </div>`
          : nothing
      }
    </div>
    <div class="nav-list">
      ${renderNavGroups(groups, o)}
      ${o.noMatch ? html`<div class="nav-note" role="status">${msg('reference.noMatchingOperations')}</div>` : nothing}
      ${o.empty ? html`<div class="nav-note">${msg('reference.noOperations')}</div>` : nothing}
    </div>
  </nav>`;
}
