import { html, nothing, type TemplateResult } from 'lit';
import type { NavGroup, NavItem, NavSection } from '../../core/model/nav-groups.js';

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

export interface NavRenderOptions {
  showMethod: ShowMethodInNav;
  usePath: boolean;
  /** Whether section labels toggle (view, focused) or just navigate (read). */
  collapsible: boolean;
  nav: NavBarNavigation;
}

function opLabel(item: NavItem, o: NavRenderOptions): TemplateResult | string {
  const op = item.op;
  if (!op) return item.label;
  const text = o.usePath || !op.summary ? op.path : op.summary;
  if (o.showMethod === 'false') return text;
  const cls = o.showMethod === 'as-plain-text' ? 'nav-method' : o.showMethod === 'as-colored-text' ? `nav-method method-text-${op.method}` : `nav-method method-block method-bg-${op.method}`;
  return html`<span class=${cls}>${op.method.toUpperCase()}</span> ${text}`;
}

function renderItem(item: NavItem, o: NavRenderOptions): TemplateResult {
  const active = item.id === o.nav.activeId;
  return html`<li>
    <a
      href=${o.nav.hrefFor(item.id)}
      part="nav-item"
      data-nav-id=${item.id}
      class="nav-item ${active ? 'active' : ''} ${item.deprecated ? 'deprecated' : ''} ${item.level ? `level-${item.level}` : ''}"
      aria-current=${active ? 'location' : nothing}
      title=${item.op ? `${item.op.method.toUpperCase()} ${item.op.path}` : nothing}
      @click=${(e: Event) => o.nav.onNavClick(e, item.id)}
      >${opLabel(item, o)}</a
    >
  </li>`;
}

function renderSection(section: NavSection, o: NavRenderOptions): TemplateResult {
  const open = !o.nav.collapsed.has(section.key);
  const listId = `nav-list-${section.key.replace(/[^\w-]/g, '_')}`;
  return html`<div class="nav-section ${open ? 'open' : 'closed'}">
    <div class="nav-tag">
      ${
        o.collapsible && section.items.length
          ? html`<button
            type="button"
            class="nav-toggle"
            aria-expanded=${open ? 'true' : 'false'}
            aria-controls=${listId}
            aria-label=${`${open ? 'Collapse' : 'Expand'} ${section.label}`}
            @click=${() => o.nav.toggle(section.key)}
          >
            <span aria-hidden="true">${open ? '▾' : '▸'}</span>
          </button>`
          : nothing
      }
      ${
        section.id
          ? html`<a
            href=${o.nav.hrefFor(section.id)}
            data-nav-id=${section.id}
            class="nav-tag-label ${section.id === o.nav.activeId ? 'active' : ''}"
            @click=${(e: Event) => o.nav.onSectionLabel(e, section)}
            >${section.label}</a
          >`
          : html`<span class="nav-tag-label">${section.label}</span>`
      }
    </div>
    ${section.items.length ? html`<ul id=${listId} ?hidden=${!open}>${open ? section.items.map((item) => renderItem(item, o)) : nothing}</ul>` : nothing}
  </div>`;
}

/** The list part of the navigation bar (the element adds logo, filter and buttons around it). */
function renderNavGroups(groups: NavGroup[], o: NavRenderOptions): unknown {
  return groups.map(
    (g) => html`${g.label ? html`<div class="nav-group" role="heading" aria-level="2">${g.label}</div>` : nothing}
    ${g.sections.map((s) => renderSection(s, o))}`,
  );
}

/** The navigation bar around the list: what it offers besides the entries. */
export interface NavBarOptions extends NavRenderOptions {
  /** Read style: the nav-logo slot on top. */
  logoSlot: boolean;
  /** allow-search: the quick filter input. */
  filter: boolean;
  /** allow-advanced-search: the Search button (the dialog). */
  search: boolean;
  /** The quick filter matched nothing. */
  noMatch: boolean;
  /** The description has no operations or webhooks. */
  empty: boolean;
  onFilter: (query: string) => void;
  onSearch: () => void;
  /** Expand all (false) / Collapse all (true), offered where sections are collapsible. */
  onCollapseAll: (closed: boolean) => void;
}

/** The navigation bar (`#nav`): logo slot, quick filter and Search, Expand/Collapse all, the entries. */
export function renderNavBar(groups: NavGroup[], o: NavBarOptions): TemplateResult {
  return html`<nav class="nav" id="nav" part="nav" aria-label="API navigation">
    ${o.logoSlot ? html`<slot name="nav-logo"></slot>` : nothing}
    ${
      o.filter || o.search
        ? html`<div class="nav-search">
          ${
            o.filter
              ? html`<input type="search" class="nav-filter" aria-label="Filter" placeholder="Filter" @input=${(e: Event) => o.onFilter((e.currentTarget as HTMLInputElement).value.trim())} />`
              : nothing
          }
          ${o.search ? html`<button type="button" class="nav-search-button" aria-keyshortcuts="Control+K Meta+K" @click=${o.onSearch}>Search</button>` : nothing}
        </div>`
        : nothing
    }
    ${
      o.collapsible
        ? html`<div class="nav-tools">
          <button type="button" class="link-button" @click=${() => o.onCollapseAll(false)}>Expand all</button>
          <button type="button" class="link-button" @click=${() => o.onCollapseAll(true)}>Collapse all</button>
        </div>`
        : nothing
    }
    ${renderNavGroups(groups, o)}
    ${o.noMatch ? html`<div class="nav-tag muted" role="status">No matching operations</div>` : nothing}
    ${o.empty ? html`<div class="nav-tag muted">No operations</div>` : nothing}
  </nav>`;
}
