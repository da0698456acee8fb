import { html, nothing, type TemplateResult } from 'lit';
import { markdownHeadings } from '../core/model/markdown-headings.js';
import { buildNavGroups, type NavGroup, type NavInput } from '../core/model/nav-groups.js';
import type { MatchType } from '../core/model/select.js';
import { renderNavBar, type ShowMethodInNav } from '../ui/reference/nav-bar.js';
import { renderInfo, renderProblems, renderServers, type DownloadFormat } from '../ui/reference/overview.js';
import { renderFocused, renderOperationList, type OperationListOptions } from '../ui/reference/operation-list.js';
import { renderHeaderBar } from '../ui/shared/header-bar.js';
import { icon } from '../ui/shared/icons.js';
import { navLabels } from '../ui/reference/tag-label.js';
import { currentTranslator, msg } from '../ui/shared/msg.js';
import type { Translator } from '../core/i18n/translator.js';
import '../core/i18n/en/chrome.js';
import type { ApiServerController } from './api-server-controller.js';
import type { RenderStyle } from './attributes.js';
import type { AuthController } from './auth-controller.js';
import type { LazyRenderController } from './lazy-render-controller.js';
import type { LoadController } from './load-controller.js';
import type { MediaQueryController } from './media-query-controller.js';
import { memo } from './memo.js';
import type { MockController } from './mock-controller.js';
import type { NavigationController } from './navigation-controller.js';
import type { SearchController } from './search-controller.js';
import type { SourcesController } from './sources-controller.js';
import { shownView, type ShownView } from './shown-view.js';

/** Apple keyboards label the search dialog's modifier ⌘; others Ctrl, whose label depends on the language (Strg in German). */
const APPLE_KEYS = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The element's attributes the page's parts read. */
export interface PageAttributes {
  matchPaths: string;
  matchType: MatchType;
  removeEndpointsWithBadgeLabelAs: string;
  renderStyle: RenderStyle;
  infoDescriptionHeadingsInNavbar: boolean;
  showInfo: boolean;
  allowSearch: boolean;
  allowAdvancedSearch: boolean;
  showMethodInNavBar: ShowMethodInNav;
  usePathInNavBar: boolean;
  allowTry: boolean;
  allowSpecFileDownload: boolean;
  allowServerSelection: boolean;
  allowAuthentication: boolean;
  headingText: string;
  /** The header's URL box sets it. */
  specUrl: string;
  allowSpecUrlLoad: boolean;
  allowSpecFileLoad: boolean;
}

/** The element's controllers the page's parts read, and the whole description's Markdown (getMarkdown()). */
export interface PageParts {
  loader: LoadController;
  nav: NavigationController;
  lazy: LazyRenderController;
  search: SearchController;
  apiServer: ApiServerController;
  auth: AuthController;
  mock: MockController;
  /** The overview's two columns (description; server and authentication cards) apply from here. */
  twoColumns: MediaQueryController;
  /** Layout and file picker apply above this width. */
  wide: MediaQueryController;
  sourceList: SourcesController;
  wholeMarkdown: () => Promise<string>;
}

/**
 * What the element shows of the loaded description, and the parts of the page drawn from it: the
 * shown view (match-paths and the badge filter applied) and its navigation groups, each computed
 * anew only when one of its inputs changes (`follow`, from the element's willUpdate), then the
 * navigation bar, the phone bar and the content. The element's render() lays them out.
 */
export class PageView {
  /** The shown view of the loaded description; undefined until one has loaded. */
  view: ShownView | undefined;
  private navGroups: NavGroup[] = [];
  private readonly shownView = memo(shownView);
  /** H1/H2 of the info description, when they go in the nav bar. */
  private readonly infoHeadings = memo((description: string | undefined, wanted: boolean) => (wanted && description ? markdownHeadings(description) : []));
  private readonly navGroupsOf = memo(
    // The translator is an input: the nav's words change with the language.
    (view: ShownView, filterIds: NavInput['filterIds'], limit: number, showInfo: boolean, headings: NavInput['infoHeadings'], components: NavInput['components'], _translator: Translator) =>
      buildNavGroups({ outline: view.outline, order: view.order, filterIds, limit, showInfo, infoHeadings: headings, components, labels: navLabels() }),
  );
  private readonly host: PageAttributes;
  private readonly parts: PageParts;

  constructor(host: PageAttributes, parts: PageParts) {
    this.host = host;
    this.parts = parts;
  }

  /** Before each render: a new view (a new description or selection) starts the lazy rendering and the navigation afresh. */
  follow(): void {
    const { host, parts } = this;
    const { loader, nav, lazy } = parts;
    const view = this.shownView(loader.outline, host.matchPaths, host.matchType, host.removeEndpointsWithBadgeLabelAs);
    if (view !== this.view) {
      this.view = view;
      lazy.reset(view?.order.count ?? 0, host.renderStyle === 'view');
      nav.reset();
    }
    const headings = this.infoHeadings(loader.outline?.info.description, host.infoDescriptionHeadingsInNavbar && host.renderStyle === 'read');
    if (view) this.navGroups = this.navGroupsOf(view, nav.filterIds, lazy.navLimit, host.showInfo, headings, loader.componentGroups, currentTranslator());
  }

  /**
   * The header bar: the title, the sources' select and the button that opens the URL box and the
   * file picker. With a description shown it also holds the phone's Menu bar (Menu, the API's
   * title, Search), which CSS shows at 768 px and narrower only: header and Menu bar are one bar there.
   */
  renderHeader(view: ShownView | undefined, covered: boolean): TemplateResult {
    const { host } = this;
    const { wide, sourceList, loader } = this.parts;
    return renderHeaderBar({
      inert: covered,
      title: host.headingText,
      url: host.specUrl,
      urlBox: host.allowSpecUrlLoad,
      filePicker: host.allowSpecFileLoad && wide.matches,
      onUrl: (url) => (host.specUrl = url),
      sources: sourceList.switcher?.control(),
      phone: view && { menu: this.renderMenuButton(), title: view.outline.info.title, search: this.renderPhoneSearch() },
      onFile: (file) => {
        sourceList.switcher?.followLoad(file);
        void loader.loadFile(file).catch(() => {});
      },
    });
  }

  /**
   * Phones (768 px and narrower) without the header (show-header="false"): a slim bar above the
   * content, outside the scrolling area so it never covers a heading, with the Menu button that
   * opens the nav drawer, the API's title and Search. The title is a reminder for the eye only
   * (the overview's heading names the API to a screen reader).
   */
  renderPhoneBar(view: ShownView, covered: boolean): TemplateResult {
    return html`<div class="phone-bar" ?inert=${covered}>
      ${this.renderMenuButton()}
      <span class="phone-title" aria-hidden="true">${view.outline.info.title}</span>
      ${this.renderPhoneSearch()}
    </div>`;
  }

  /** The phone's Menu button, which opens the nav drawer. */
  private renderMenuButton(): TemplateResult {
    const { nav } = this.parts;
    return html`<button type="button" class="secondary nav-button" aria-controls="nav" aria-expanded=${nav.navOpen ? 'true' : 'false'} @click=${() => nav.toggleMenu()}>
      ${icon('menu')}<span>${msg('chrome.menu')}</span>
    </button>`;
  }

  /** The phone bar's Search button (allow-advanced-search); the nav drawer has its own. */
  private renderPhoneSearch(): unknown {
    const { search } = this.parts;
    return this.host.allowAdvancedSearch
      ? html`<button type="button" class="icon-button phone-search" aria-label=${msg('chrome.search')} @click=${() => void search.open()}>${icon('search')}</button>`
      : nothing;
  }

  renderNav(view: ShownView): TemplateResult {
    const { host } = this;
    const { nav, search, lazy } = this.parts;
    return renderNavBar(this.navGroups, {
      logoSlot: host.renderStyle === 'read',
      filter: host.allowSearch,
      search: host.allowAdvancedSearch,
      noMatch: nav.filterIds?.size === 0,
      empty: view.outline.operations.length === 0 && view.outline.webhooks.length === 0,
      onFilter: (query) => nav.filter(query),
      onSearch: () => void search.open(),
      onCollapseAll: (closed) => nav.setAllCollapsed(closed),
      onClose: () => nav.closeMenu(),
      searchKeys: APPLE_KEYS ? '⌘K' : msg('chrome.searchKeys'),
      showMethod: host.showMethodInNavBar,
      usePath: host.usePathInNavBar,
      collapsible: host.renderStyle !== 'read',
      partial: lazy.navLimit < view.order.count,
      nav,
    });
  }

  /** Read and view: the overview, then the operations; focused: what the reader chose, else the overview. */
  renderContent(view: ShownView): unknown {
    const { host } = this;
    const { nav, loader, lazy } = this.parts;
    const list: OperationListOptions = { order: view.order, collapsible: host.renderStyle === 'view', tryable: host.allowTry, base: loader.descriptionUrl, nav, lazy };
    if (host.renderStyle !== 'focused') return html`${this.renderOverview(view)} ${renderOperationList(list)}`;
    const component = nav.focusedId ? loader.findComponent(nav.focusedId) : undefined;
    return renderFocused(list, view.outline.info.title, nav.focusedId, component, () => this.renderOverview(view));
  }

  /**
   * Info, servers, authentication, operations-top, then the selection error and the description's
   * problems. With the info shown, servers and authentication are compact cards in a column of
   * their own: beside the description at 1200 px and up, under it below. Beside it they are part
   * of the overview for the scroll spy (their tops are the overview's, so they would otherwise
   * take its place in the navigation bar).
   */
  private renderOverview({ outline: o, error }: ShownView): TemplateResult {
    const { host } = this;
    const { loader, apiServer, auth, mock, twoColumns, wholeMarkdown } = this.parts;
    const { store, descriptionUrl } = loader;
    const download = host.allowSpecFileDownload
      ? (f: DownloadFormat) => void (store && import('../ui/reference/download-description.js').then((m) => m.downloadDescription(store, o.info.title, f, wholeMarkdown)))
      : undefined;
    const routed = !(host.showInfo && twoColumns.matches);
    const cards = html`${renderServers({ ...apiServer.picker, selectable: host.allowServerSelection, mockActive: mock.active }, routed)}
      <section id="auth" class="auth ${auth.shown ? 'overview-card' : ''}" part="auth" data-route=${routed ? 'auth' : nothing}>${this.renderAuth()}<slot name="auth"></slot></section>`;
    return html`${host.showInfo ? html`<div class="overview-layout">${renderInfo(o, descriptionUrl, download, wholeMarkdown)}<div class="overview-aside">${cards}</div></div>` : cards}
      <div id="operations-top" data-route="operations-top"><slot name="operations-top"></slot></div>
      ${error ? html`<div class="error-box" role="alert">${error}</div>` : nothing} ${o.problems.length ? renderProblems(o) : nothing}`;
  }

  /** The authentication section (a lazy chunk), when the description has schemes or api-key-name sets a key. */
  private renderAuth(): unknown {
    const { auth } = this.parts;
    if (!auth.shown) return nothing;
    return html`<spec-doc-auth .state=${auth.state} .controller=${auth} .editable=${this.host.allowAuthentication} .oauth=${auth.oauth}></spec-doc-auth>`;
  }
}
