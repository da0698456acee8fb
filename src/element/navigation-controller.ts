import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { tagChain, type NavSection } from '../core/model/nav-groups.js';
import { findOperation, type ReadingOrder } from '../core/model/reading-order.js';
import { SECTION_IDS, tagId } from '../core/model/route-ids.js';
import { bodiesPending, OperationSection } from '../ui/reference/operation-section.js';
import { completeMarkdown } from '../ui/shared/markdown.js';
import { ScrollKeeper, sectionAtTop } from '../ui/shared/scroll-keeper.js';
import type { NavTagClick, RenderStyle } from './attributes.js';
import type { LazyRenderController } from './lazy-render-controller.js';
import type { LoadController } from './load-controller.js';
import { HashRouter } from './router.js';

/** Frames scrollNavTo looks again at an entry it scrolled to, while the lists around it settle. */
const NAV_SETTLE_FRAMES = 6;

/** What navigation reads of the element. */
export type NavigationHost = ReactiveControllerHost &
  HTMLElement & {
    renderRoot: HTMLElement | DocumentFragment;
    renderStyle: RenderStyle;
    updateRoute: boolean;
    routePrefix: string;
    gotoPath: string;
    onNavTagClick: NavTagClick;
  };

/** History handling of a navigation: a new entry (a click), the current one replaced, or none. */
export type HistoryMode = 'push' | 'replace' | 'none';

/**
 * Navigation: where the reader is and how they move. Routes are `{route-prefix}{id}` in the
 * location hash (router.ts); an incoming route, `goto-path`, `scrollToPath`, navigation entries,
 * search results and back/forward all go through `navigate`, which opens what hides the target
 * (a closed tag, a filter, a view-style operation, the lazy limit), shows it in the focused
 * style or scrolls to it and keeps it there while the page settles. In the read and view styles
 * a scroll spy moves the active navigation entry (and the route) with the section at the top,
 * without re-rendering. Also holds the reader's view state: closed tags, opened operations, the
 * quick filter and the narrow-screen menu.
 */
export class NavigationController implements ReactiveController {
  /** The frame that looks again at where the active nav entry landed (scrollNavTo). */
  private navFrame = 0;
  /** The section the reader is at; marked in the nav directly (scrolling must not re-render). */
  activeId: string | undefined;
  /** Focused style: what the main area shows (an operation, `tag--x`, a component, or the overview). */
  focusedId: string | undefined;
  /** Tags (and component kinds) whose lists are closed. */
  collapsed = new Set<string>();
  /** View style: operations opened by the reader. */
  openOps = new Set<string>();
  /** Quick filter result: ids to show, or undefined for all. */
  filterIds: Set<string> | undefined;
  /** The navigation bar is open on a narrow screen. */
  navOpen = false;
  readonly router = new HashRouter((id) => void this.navigate(id, 'none'));
  private readonly host: NavigationHost;
  private readonly order: () => ReadingOrder | undefined;
  private readonly loader: LoadController;
  private readonly lazy: LazyRenderController;
  /** Holds a navigated-to section at the top until the reader scrolls. */
  private readonly keeper = new ScrollKeeper();
  private spyFrame = 0;
  /** The elements the scroll spy looks at, in order; gathered once per render of the host. */
  private routeSections: NodeListOf<HTMLElement> | undefined;
  private filterTimer: ReturnType<typeof setTimeout> | undefined;
  private filterToken = 0;

  /**
   * `order`: the operations shown, in reading order (undefined while none are); `loader` holds the
   * components section and the store the quick filter asks; `lazy` renders what is navigated to.
   */
  constructor(host: NavigationHost, order: () => ReadingOrder | undefined, loader: LoadController, lazy: LazyRenderController) {
    this.host = host;
    this.order = order;
    this.loader = loader;
    this.lazy = lazy;
    host.addController(this);
  }

  hostConnected(): void {
    if (this.host.updateRoute) this.router.connect();
  }

  hostDisconnected(): void {
    cancelAnimationFrame(this.spyFrame);
    this.spyFrame = 0;
    clearTimeout(this.filterTimer);
    this.router.disconnect();
  }

  /** route-prefix and update-route as they are now. */
  hostUpdate(): void {
    this.router.setPrefix(this.host.routePrefix);
    if (!this.host.isConnected) return;
    if (this.host.updateRoute) this.router.connect();
    else this.router.disconnect();
  }

  hostUpdated(): void {
    this.routeSections = undefined;
    if (this.activeId) this.setActive(this.activeId, false);
  }

  /** A new list of operations is shown: no filter, tags closed as the description asks. */
  reset(): void {
    this.filterIds = undefined;
    this.resetCollapsed();
  }

  /** render-style changed: the focused style shows where the reader was; tags close as the description asks. */
  restyle(): void {
    this.focusedId = this.host.renderStyle === 'focused' ? this.activeId : undefined;
    this.resetCollapsed();
  }

  /** After a render-style change has rendered: the reader stays where they were. */
  keepPlace(): void {
    if (this.activeId) void this.navigate(this.activeId, 'none');
  }

  /** x-tag-expanded: false closes a tag in the view and focused styles; read shows everything. */
  private resetCollapsed(): void {
    const closed = new Set<string>();
    if (this.host.renderStyle !== 'read') for (const b of this.order()?.blocks ?? []) if (b.tag.expanded === false) closed.add(b.tag.name);
    this.collapsed = closed;
  }

  /** An incoming route (when update-route is on) wins over goto-path; either is followed once. */
  async initial(): Promise<void> {
    await this.loader.componentsReady;
    await this.host.updateComplete;
    const fromHash = this.host.updateRoute ? this.router.current() : undefined;
    if (fromHash && (await this.navigate(fromHash, 'none'))) return;
    if (this.host.gotoPath) await this.navigate(this.host.gotoPath, 'none');
  }

  /** scrollToPath: false when no operation has that `{method}-{path}`. */
  scrollToPath(path: string): boolean {
    const order = this.order();
    const op = order && findOperation(order, path);
    if (!op) return false;
    this.go(op.id);
    return true;
  }

  /** The link of a route id. */
  readonly hrefFor = (id: string): string => this.router.hrefFor(id);

  /** Goes where the reader asked: a new history entry when update-route is on. */
  go(id: string): void {
    void this.navigate(id, this.host.updateRoute ? 'push' : 'none');
  }

  /**
   * Goes to a route id: an operation, a tag (`tag--x`), a fixed section, an info heading
   * (`overview--x`) or a component. Returns false when nothing has that id.
   */
  async navigate(rawId: string, history: HistoryMode): Promise<boolean> {
    const order = this.order();
    if (!order) return false;
    // A long info description shows its first screen first: the target may be in the rest.
    completeMarkdown();
    const root = this.host.renderRoot;
    const op = findOperation(order, rawId);
    const id = op ? op.id : rawId.replace(/^#/, '');
    const tagAt = id.startsWith('tag--') ? order.blocks.findIndex((b) => tagId(b.tag.name) === id) : -1;
    const isTag = tagAt >= 0;
    const isSection = (SECTION_IDS as readonly string[]).includes(id) || id.startsWith('overview--');
    const component = this.loader.findComponent(id);
    if (!op && !isTag && !isSection && !component && !root.querySelector(`[id="${CSS.escape(id)}"]`)) return false;
    if (op && this.filterIds && !this.filterIds.has(op.id)) this.filterIds = undefined;
    // The entry's tag and the tags enclosing it (OpenAPI 3.2 parent) open, so its nav entry shows.
    const tagName = op ? order.tagOf.get(op.id) : isTag ? id.slice('tag--'.length) : undefined;
    const opening = tagName === undefined ? [] : tagChain(op ? tagName : order.blocks.find((b) => b.tag.name === tagName)?.tag.parent, parentsOf(order));
    if (opening.some((t) => this.collapsed.has(t))) this.collapsed = new Set([...this.collapsed].filter((t) => !opening.includes(t)));
    if (op) {
      if (this.host.renderStyle === 'view') this.openOps = new Set([...this.openOps, op.id]);
      this.lazy.reveal(order.index.get(op.id) ?? 0);
    } else if (isTag) {
      // The tag's section is built with its first operation (a tag without any, with the next one).
      const first = order.blocks.slice(tagAt).find((b) => b.ops.length)?.ops[0];
      if (first) this.lazy.reveal(order.index.get(first.id) ?? 0);
    }
    if (this.host.renderStyle === 'focused') this.focusedId = op || isTag || component ? id : undefined;
    this.activeId = id;
    // Choosing an entry in the phone drawer closes it; focus goes back to the Menu button.
    if (this.navOpen) this.setMenu(false);
    this.host.requestUpdate();
    if (history === 'push') this.router.push(id);
    else if (history === 'replace') this.router.replace(id);
    await this.host.updateComplete;
    const target = root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
    const main = root.querySelector<HTMLElement>('main');
    this.keeper.paused = true;
    if (target instanceof OperationSection) target.activate();
    if (target) this.keeper.pin(target, main, bodiesPending);
    else if (main) main.scrollTop = 0;
    this.scrollNavTo(id);
    return true;
  }

  /**
   * Brings an entry into the nav's visible box, below its sticky filter. Only the nav scrolls:
   * scrollIntoView would also scroll the page (or main) when the element is taller than the window.
   */
  private scrollNavTo(id: string, frames = NAV_SETTLE_FRAMES): void {
    cancelAnimationFrame(this.navFrame);
    const nav = this.host.renderRoot.querySelector<HTMLElement>('nav.nav');
    const link = nav?.querySelector<HTMLElement>(`[data-nav-id="${CSS.escape(id)}"]`);
    if (!nav || !link) return;
    const box = nav.getBoundingClientRect();
    const sticky = nav.querySelector('.nav-top')?.getBoundingClientRect().bottom ?? box.top;
    const top = Math.max(box.top, sticky);
    const r = link.getBoundingClientRect();
    const inSight = r.top >= top && r.bottom <= box.bottom;
    // Out of sight: to the middle of the list's visible part, with entries around it either way.
    if (!inSight) nav.scrollTop += r.top + r.height / 2 - (top + box.bottom) / 2;
    else if (frames === NAV_SETTLE_FRAMES) return;
    // The lists that come into sight are laid out at their real height a frame or two later, not
    // the estimate they kept while skipped (nav-styles.ts), which can move the entry out of
    // sight again: look again for a few frames.
    if (frames > 0 && id === this.activeId) this.navFrame = requestAnimationFrame(() => this.scrollNavTo(id, frames - 1));
  }

  /** Read and view styles: the navigation entry (and route) follow the section at the top. */
  readonly onMainScroll = (): void => {
    this.keeper.scrolled();
    if (this.keeper.paused || this.host.renderStyle === 'focused' || this.spyFrame) return;
    this.spyFrame = requestAnimationFrame(() => {
      this.spyFrame = 0;
      const main = this.host.renderRoot.querySelector<HTMLElement>('main');
      const id = main ? sectionAtTop(main, (this.routeSections ??= main.querySelectorAll<HTMLElement>('[data-route]'))) : undefined;
      if (!id || id === this.activeId) return;
      this.setActive(id);
      if (this.host.updateRoute) this.router.replace(id);
    });
  };

  /** Reader input ends a programmatic scroll's hold on the active entry. */
  readonly onReaderInput = (): void => {
    this.keeper.paused = false;
  };

  /** Moves the active mark without re-rendering the whole navigation bar. */
  private setActive(id: string, scrollNav = true): void {
    const nav = this.host.renderRoot.querySelector('nav');
    nav?.querySelectorAll('.active').forEach((a) => {
      a.classList.remove('active');
      a.removeAttribute('aria-current');
    });
    const link = nav?.querySelector(`[data-nav-id="${CSS.escape(id)}"]`);
    link?.classList.add('active');
    link?.setAttribute('aria-current', 'location');
    this.activeId = id;
    if (scrollNav) this.scrollNavTo(id);
  }

  /** A navigation link: followed in place unless the reader asked for a new tab. */
  readonly onNavClick = (e: Event, id: string): void => {
    const me = e as MouseEvent;
    if (me.button > 0 || me.ctrlKey || me.metaKey || me.shiftKey) return; // let the browser open a new tab
    e.preventDefault();
    this.go(id);
  };

  /**
   * A section's label in the navigation bar: a tag's (or a kind of component's) opens or closes
   * it in the focused style with on-nav-tag-click="expand-collapse"; every other label goes to its
   * section. Overview and Servers are not tags: they always navigate.
   */
  readonly onSectionLabel = (e: Event, section: NavSection): void => {
    const me = e as MouseEvent;
    const isTag = !section.id || section.id.startsWith('tag--');
    if (this.host.renderStyle === 'focused' && this.host.onNavTagClick === 'expand-collapse' && isTag) {
      e.preventDefault();
      this.toggle(section.key);
      return;
    }
    if (me.button > 0 || me.ctrlKey || me.metaKey || me.shiftKey) return; // let the browser open a new tab
    e.preventDefault();
    if (section.id) this.go(section.id);
  };

  /** Opens or closes a tag (or a kind of component). */
  toggle(key: string): void {
    const next = new Set(this.collapsed);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    this.collapsed = next;
    this.host.requestUpdate();
  }

  /** Expand all / Collapse all. */
  setAllCollapsed(closed: boolean): void {
    this.collapsed = closed ? new Set(this.order()?.blocks.map((b) => b.tag.name)) : new Set();
    this.host.requestUpdate();
  }

  /** View style: opens or closes an operation. */
  toggleOp(id: string): void {
    const next = new Set(this.openOps);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.openOps = next;
    this.host.requestUpdate();
  }

  /** The phone Menu button: opens or closes the drawer. */
  toggleMenu(): void {
    this.setMenu(!this.navOpen);
  }

  /** Closes the phone drawer (its close button, the backdrop, Escape); focus goes back to the Menu button. */
  closeMenu(): void {
    if (this.navOpen) this.setMenu(false);
  }

  /** Escape anywhere in the element closes an open drawer. */
  readonly onDrawerKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !this.navOpen || e.defaultPrevented) return;
    e.preventDefault();
    this.closeMenu();
  };

  /** Opens or closes the drawer and moves focus as a modal drawer does: into it (its close button), then back to the Menu button. */
  private setMenu(open: boolean): void {
    this.navOpen = open;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => {
      if (this.navOpen !== open) return;
      this.host.renderRoot.querySelector<HTMLElement>(open ? 'nav .nav-close' : '.nav-button')?.focus({ preventScroll: true });
    });
  }

  /** The quick filter: the store's matches shortly after the reader stops typing; all again when empty. */
  filter(query: string): void {
    clearTimeout(this.filterTimer);
    const token = ++this.filterToken;
    if (!query) {
      this.setFilter(undefined);
      return;
    }
    this.filterTimer = setTimeout(() => {
      this.loader.store?.filter(query).then(
        (ids) => {
          if (token === this.filterToken) this.setFilter(new Set(ids));
        },
        () => undefined, // the view closed: nothing to filter
      );
    }, 120);
  }

  private setFilter(ids: Set<string> | undefined): void {
    if (ids === this.filterIds) return;
    this.filterIds = ids;
    this.host.requestUpdate();
  }
}

/** Each nested tag's parent, from the reading order. */
function parentsOf(order: ReadingOrder): Map<string, string> {
  return new Map(order.blocks.flatMap((b) => (b.tag.parent === undefined ? [] : [[b.tag.name, b.tag.parent] as const])));
}
