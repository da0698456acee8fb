import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { followsSystem, loadWebFonts, resolveMode, themeCss } from '../ui/shared/theme.js';
import type { DescriptionSource, LoadProgress } from '../core/load/load-description.js';
import type { ComponentGroup, ComponentItem } from '../core/model/components.js';
import { SORT_ENDPOINTS_BY, type SortEndpointsBy } from '../core/model/sort-endpoints.js';
import { MATCH_TYPES, parseLabelList, selectOperations, type MatchType } from '../core/model/select.js';
import type { OperationSummary, Outline } from '../core/model/types.js';
import type { JsonObject } from '../core/types.js';
import { findOperation, readingOrder, type ReadingOrder, type TagBlock } from '../core/model/reading-order.js';
import { SECTION_IDS, slotName, tagId } from '../core/model/route-ids.js';
import { safeUrlOrUndefined } from '../core/url/safe-url.js';
import { lazyDescription } from '../ui/shared/lazy-description.js';
import { markdownHeadings, renderLink, renderMarkdown, type MarkdownHeading } from '../ui/shared/markdown.js';
import {
  buildNavGroups,
  NAV_ACTIVE_MARKERS,
  renderNavGroups,
  SHOW_METHOD_IN_NAV,
  type NavActiveMarker,
  type NavSection,
  type ShowMethodInNav,
} from '../ui/reference/nav-bar.js';
import { ComponentSection } from '../ui/reference/component-section.js';
import { methodBadge, OperationSection } from '../ui/reference/operation-section.js';
import { renderInfo, renderProblems, renderServers, type DownloadFormat } from '../ui/reference/overview.js';
import { DeferredSchema, SchemaTree } from '../ui/reference/schema-tree.js';
import { LocalStore, StoreError, WorkerStore, type DescriptionStore, type LoadResult } from '../worker/store.js';
import { SCHEMA_TABS, type MediaTypeBlock, type SchemaTab } from '../ui/reference/media-type.js';
import { HIDE_RULES, SCHEMA_STYLES, type HideRule, type SchemaSettings, type SchemaStyle } from '../ui/reference/schema-settings.js';
import { ScrollKeeper, sectionAtTop } from '../ui/shared/scroll-keeper.js';
import { styles } from '../ui/shared/styles.js';
import { DEFAULT_TRY_OPTIONS, FETCH_CREDENTIALS, type FetchCredentials, type TryOptions } from '../ui/try/try-options.js';
import {
  boolConverter,
  enumConverter,
  levelConverter,
  LAYOUTS,
  NAV_TAG_CLICK,
  RENDER_STYLES,
  type Layout,
  type NavTagClick,
  type RenderStyle,
} from './attributes.js';
import { firePublic } from '../ui/events.js';
import { ApiServerController } from './api-server.js';
import { MockController, MOCK_STATUS_STRATEGIES, type MockStatusStrategy } from './mock-controller.js';
import { HashRouter } from './router.js';
import { AuthController } from './auth-controller.js';
import type { OAuthOptions } from '../ui/try/try-options.js';

/** Attributes that change the theme sheet. */
const APPEARANCE = [
  'theme', 'colorScheme', 'palette', 'radius', 'fontSize', 'bgColor', 'textColor', 'headerColor', 'primaryColor',
  'navBgColor', 'navTextColor', 'navHoverBgColor', 'regularFont', 'monoFont', 'loadFonts',
] as const;

/** api-key-location values. */
const API_KEY_LOCATIONS = ['header', 'query'] as const;
type ApiKeyLocation = (typeof API_KEY_LOCATIONS)[number];

let authSection: Promise<unknown> | undefined;
/** The authentication section is its own chunk, loaded when a description with security schemes is shown. */
function loadAuthSection(): void {
  authSection ??= import('../ui/auth/auth-section.js').catch((e: unknown) => {
    authSection = undefined;
    console.error('<spec-doc>: the authentication section could not be loaded', e);
  });
}

/** Operations rendered in the first frame; the rest follow in small batches so no task runs long. */
const FIRST_BATCH = 30;
const BATCH = 60;

export { slotName };

/** Starts the description worker beside this module; a blob trampoline when the bundle is on another origin (a CDN). */
function startWorker(): Worker | undefined {
  try {
    const url = new URL('./spec-doc-worker.js', import.meta.url);
    if (url.origin === location.origin) return new Worker(url);
    const blob = new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' });
    return new Worker(URL.createObjectURL(blob));
  } catch {
    return undefined;
  }
}

const EMPTY_OUTLINE: Outline = { sourceVersion: '', info: { title: '', version: '' }, servers: [], tags: [], tagGroups: [], operations: [], webhooks: [], problems: [] };

/** Layout and file picker apply above this width (seed, "Limits"). */
const WIDE_QUERY = '(min-width: 769px)';

/**
 * `<spec-doc>`: interactive API reference docs from an OpenAPI description.
 *
 * @tagname spec-doc
 * @fires before-render - `{spec}` before rendering; changes a listener makes to `spec` are rendered.
 * @fires spec-loaded - the resolved description, after it has been rendered.
 * @fires spec-load-error - `{error, url}` when a description cannot be loaded.
 * @fires before-try - `{request, controller}` before TRY sends; changes to `request` (headers, url, body) are sent, `controller.abort()` cancels.
 * @fires after-try - `{request, response}` with status, headers, body and time, or `{request, error}` on a network failure.
 * @fires request-aborted - `{request, error}` when a request was cancelled (Cancel button or a before-try listener).
 * @fires api-server-change - `{selectedServer}` when the active API server changes (dropdown, variables, setApiServer).
 * @fires before-authorize - `{securitySchemeId, flowType, authUrl, authParams}` before the OAuth popup opens; `authParams` (URLSearchParams) may be changed; preventDefault() cancels.
 * @fires before-token-request - `{securitySchemeId, grantType, tokenUrl, params, headers, request}` before a token request; all mutable; preventDefault() cancels.
 * @slot - Content under the header, above the info section.
 * @slot fixed-header - A bar pinned above the header.
 * @slot logo - Replaces the header logo.
 * @slot header - In the header, after the spec URL input.
 * @slot footer - At the bottom of the view.
 * @slot nav-logo - Top of the navigation bar (read mode).
 * @slot overview - In the overview section (anchor `#overview`).
 * @slot servers - In the servers section (anchor `#servers`).
 * @slot auth - In the authentication section (anchor `#auth`).
 * @slot operations-top - Above the operations (anchor `#operations-top`).
 * @slot tag--{tag-name} - Under the heading of that tag.
 * @slot <method>-<path> - Inside that operation's section, e.g. `get-/users/-userId-` (in the path `{`, `}`, `#`, space, `:`, `?`, `&`, `=` become `-`).
 * @csspart container - The element's outer box.
 * @csspart header - The header bar.
 * @csspart nav - The navigation bar.
 * @csspart main - The main content area.
 * @csspart operation - Each operation's section.
 * @csspart overview - The info section (`#overview`).
 * @csspart servers - The servers section (`#servers`).
 * @csspart auth - The authentication section (`#auth`).
 * @csspart nav-item - Each entry of the navigation bar.
 * @csspart tab - The Schema / Example tabs of request and response bodies.
 * @csspart try - Each operation's TRY console.
 * @csspart input - The console's text inputs.
 * @csspart button - The console's TRY button (also `try-button`).
 * @csspart try-button - The console's TRY button.
 * @csspart response - The console's response.
 * @csspart search-dialog - The search dialog.
 * @csspart error - The load error message.
 * @cssprop --background - Main background (bg-color; the theme's otherwise).
 * @cssprop --foreground - Text colour (text-color).
 * @cssprop --heading - Headings.
 * @cssprop --muted - Surfaces: operation cards, notes.
 * @cssprop --muted-foreground - Secondary text.
 * @cssprop --border - Borders.
 * @cssprop --input - Input borders.
 * @cssprop --ring - Focus ring.
 * @cssprop --code-bg - Code and example background.
 * @cssprop --primary - Buttons, tabs, active marks (palette / primary-color).
 * @cssprop --primary-foreground - Text on --primary.
 * @cssprop --primary-text - The primary colour where it is text (links), readable on the background.
 * @cssprop --header-bg - Header background (header-color).
 * @cssprop --header-fg - Header text.
 * @cssprop --nav-bg - Navigation bar background (nav-bg-color).
 * @cssprop --nav-fg - Navigation bar text (nav-text-color).
 * @cssprop --nav-hover-bg - Navigation item background on hover (nav-hover-bg-color).
 * @cssprop --get - Colour of GET (also --post, --put, --patch, --delete, --other).
 * @cssprop --danger - Errors.
 * @cssprop --radius - Corner radius of cards, code and dialogs (radius).
 * @cssprop --radius-control - Corner radius of buttons, badges and inputs (radius).
 * @cssprop --font-sans - Text font (regular-font).
 * @cssprop --font-mono - Code font (mono-font).
 * @cssprop --font-size - Base font size (font-size).
 */
export class SpecDoc extends LitElement {
  static override styles = styles;

  static override properties = {
    specUrl: { attribute: 'spec-url' },
    headingText: { attribute: 'heading-text' },
    theme: { attribute: 'theme' },
    colorScheme: { attribute: 'color-scheme' },
    palette: { attribute: 'palette' },
    radius: { attribute: 'radius' },
    fontSize: { attribute: 'font-size' },
    bgColor: { attribute: 'bg-color' },
    textColor: { attribute: 'text-color' },
    headerColor: { attribute: 'header-color' },
    primaryColor: { attribute: 'primary-color' },
    regularFont: { attribute: 'regular-font' },
    monoFont: { attribute: 'mono-font' },
    loadFonts: { attribute: 'load-fonts', converter: boolConverter('load-fonts', true) },
    cssFile: { attribute: 'css-file' },
    cssClasses: { attribute: 'css-classes' },
    renderStyle: { attribute: 'render-style', converter: enumConverter<RenderStyle>('render-style', RENDER_STYLES, 'read') },
    layout: { attribute: 'layout', converter: enumConverter<Layout | ''>('layout', LAYOUTS, '') },
    sortEndpointsBy: {
      attribute: 'sort-endpoints-by',
      converter: enumConverter<SortEndpointsBy>('sort-endpoints-by', SORT_ENDPOINTS_BY, 'path'),
    },
    sortTags: { attribute: 'sort-tags', converter: boolConverter('sort-tags', false) },
    sortSchemas: { attribute: 'sort-schemas', converter: boolConverter('sort-schemas', false) },
    updateRoute: { attribute: 'update-route', converter: boolConverter('update-route', true) },
    routePrefix: { attribute: 'route-prefix' },
    gotoPath: { attribute: 'goto-path' },
    showHeader: { attribute: 'show-header', converter: boolConverter('show-header', true) },
    showInfo: { attribute: 'show-info', converter: boolConverter('show-info', true) },
    showComponents: { attribute: 'show-components', converter: boolConverter('show-components', false) },
    infoDescriptionHeadingsInNavbar: {
      attribute: 'info-description-headings-in-navbar',
      converter: boolConverter('info-description-headings-in-navbar', false),
    },
    showMethodInNavBar: {
      attribute: 'show-method-in-nav-bar',
      converter: enumConverter<ShowMethodInNav>('show-method-in-nav-bar', SHOW_METHOD_IN_NAV, 'false'),
    },
    usePathInNavBar: { attribute: 'use-path-in-nav-bar', converter: boolConverter('use-path-in-nav-bar', false) },
    navBgColor: { attribute: 'nav-bg-color' },
    navTextColor: { attribute: 'nav-text-color' },
    navHoverBgColor: { attribute: 'nav-hover-bg-color' },
    navActiveItemMarker: {
      attribute: 'nav-active-item-marker',
      converter: enumConverter<NavActiveMarker>('nav-active-item-marker', NAV_ACTIVE_MARKERS, 'left-bar'),
    },
    onNavTagClick: {
      attribute: 'on-nav-tag-click',
      converter: enumConverter<NavTagClick>('on-nav-tag-click', NAV_TAG_CLICK, 'expand-collapse'),
    },
    matchPaths: { attribute: 'match-paths' },
    matchType: { attribute: 'match-type', converter: enumConverter<MatchType>('match-type', MATCH_TYPES, 'includes') },
    removeEndpointsWithBadgeLabelAs: { attribute: 'remove-endpoints-with-badge-label-as' },
    allowSpecUrlLoad: { attribute: 'allow-spec-url-load', converter: boolConverter('allow-spec-url-load', true) },
    allowSpecFileLoad: { attribute: 'allow-spec-file-load', converter: boolConverter('allow-spec-file-load', true) },
    allowSpecFileDownload: { attribute: 'allow-spec-file-download', converter: boolConverter('allow-spec-file-download', false) },
    schemaStyle: { attribute: 'schema-style', converter: enumConverter<SchemaStyle>('schema-style', SCHEMA_STYLES, 'tree') },
    schemaExpandLevel: { attribute: 'schema-expand-level', converter: levelConverter },
    schemaDescriptionExpanded: {
      attribute: 'schema-description-expanded',
      converter: boolConverter('schema-description-expanded', false),
    },
    allowSchemaDescriptionExpandToggle: {
      attribute: 'allow-schema-description-expand-toggle',
      converter: boolConverter('allow-schema-description-expand-toggle', true),
    },
    schemaHideReadOnly: { attribute: 'schema-hide-read-only', converter: enumConverter<HideRule>('schema-hide-read-only', HIDE_RULES, 'default') },
    schemaHideWriteOnly: { attribute: 'schema-hide-write-only', converter: enumConverter<HideRule>('schema-hide-write-only', HIDE_RULES, 'default') },
    defaultSchemaTab: {
      attribute: 'default-schema-tab',
      converter: enumConverter<SchemaTab>('default-schema-tab', SCHEMA_TABS, 'schema', { model: 'schema' }),
    },
    allowTry: { attribute: 'allow-try', converter: boolConverter('allow-try', true) },
    fillRequestFieldsWithExample: {
      attribute: 'fill-request-fields-with-example',
      converter: boolConverter('fill-request-fields-with-example', true),
    },
    showCurlBeforeTry: { attribute: 'show-curl-before-try', converter: boolConverter('show-curl-before-try', false) },
    serverUrl: { attribute: 'server-url' },
    fetchCredentials: {
      attribute: 'fetch-credentials',
      converter: enumConverter<FetchCredentials>('fetch-credentials', FETCH_CREDENTIALS, 'same-origin'),
    },
    responseAreaHeight: { attribute: 'response-area-height' },
    allowAuthentication: { attribute: 'allow-authentication', converter: boolConverter('allow-authentication', true) },
    persistAuth: { attribute: 'persist-auth', converter: boolConverter('persist-auth', false) },
    apiKeyName: { attribute: 'api-key-name' },
    apiKeyLocation: { attribute: 'api-key-location', converter: enumConverter<ApiKeyLocation>('api-key-location', API_KEY_LOCATIONS, 'header') },
    apiKeyValue: { attribute: 'api-key-value' },
    oauthReceiver: { attribute: 'oauth-receiver' },
    additionalAuthorizeParams: { attribute: 'additional-authorize-params' },
    additionalTokenParams: { attribute: 'additional-token-params' },
    defaultApiServer: { attribute: 'default-api-server' },
    allowServerSelection: { attribute: 'allow-server-selection', converter: boolConverter('allow-server-selection', true) },
    allowSearch: { attribute: 'allow-search', converter: boolConverter('allow-search', true) },
    allowAdvancedSearch: { attribute: 'allow-advanced-search', converter: boolConverter('allow-advanced-search', true) },
    mockServer: { attribute: 'mock-server', converter: boolConverter('mock-server', false) },
    mockServerStatusCode: { attribute: 'mock-server-status-code' },
    mockServerStatusStrategy: {
      attribute: 'mock-server-status-strategy',
      converter: enumConverter<MockStatusStrategy>('mock-server-status-strategy', MOCK_STATUS_STRATEGIES, 'first'),
    },
    mockServerDelay: { attribute: 'mock-server-delay', type: Number },
    mockServerLog: { attribute: 'mock-server-log', converter: boolConverter('mock-server-log', true) },
    outline: { state: true, attribute: false },
    status: { state: true, attribute: false },
    errorMessage: { state: true, attribute: false },
    progress: { state: true, attribute: false },
    renderLimit: { state: true, attribute: false },
    focusedId: { state: true, attribute: false },
    collapsed: { state: true, attribute: false },
    openOps: { state: true, attribute: false },
    filterIds: { state: true, attribute: false },
    navOpen: { state: true, attribute: false },
    wide: { state: true, attribute: false },
    searchOpen: { state: true, attribute: false },
    componentGroups: { state: true, attribute: false },
  };

  /** URL of the description (JSON or YAML); relative URLs resolve against the page. */
  specUrl = '';
  /** Text at the top left of the header. */
  headingText = '';
  /**
   * Colour mode: light, dark or system (follows prefers-color-scheme live). A palette name or a
   * colour here is taken as `palette` (RapiDoc 11 pages); the mode is then color-scheme's, else dark.
   */
  theme = 'dark';
  /** RapiDoc 11's name of the colour mode (light, dark, system); wins over theme. */
  colorScheme = '';
  /** amber (default), graphite, slate, emerald, violet, rose, blue, or any CSS colour (a brand colour). */
  palette = '';
  /** Corner radius: none, sm (default), md, lg, full. */
  radius = 'sm';
  /** sm, default, lg (alias large), largest. */
  fontSize = 'default';
  /** Main background; borders, surfaces and muted text follow it. */
  bgColor = '';
  /** Text colour; headings and muted text follow it. */
  textColor = '';
  /** Header background. */
  headerColor = '';
  /** Buttons, tabs and focus: overrides the palette's primary. */
  primaryColor = '';
  /** Font family list for text. */
  regularFont = '';
  /** Font family list for code. */
  monoFont = '';
  /** Fetch the web fonts (Inter, JetBrains Mono) from a font CDN: one stylesheet, font-display swap. False fetches nothing. */
  loadFonts = true;
  /** A stylesheet the host page links (its file name or URL), adopted into the shadow root; with css-classes. */
  cssFile = '';
  /** Classes from css-file applied to the element's container. */
  cssClasses = '';
  /** Presentation: read (one page), view (collapsible), focused (one operation). */
  renderStyle: RenderStyle = 'read';
  /** Request beside response (row) or stacked (column); empty = column for read and focused, row for view. Above 768 px only. */
  layout: Layout | '' = '';
  /** Order of operations inside a tag. Static: read when a description loads. */
  sortEndpointsBy: SortEndpointsBy = 'path';
  /** Alphabetical tags. */
  sortTags = false;
  /** Alphabetical components (focused + show-components). */
  sortSchemas = false;
  /** The location hash follows the section scrolled to or clicked. */
  updateRoute = true;
  /** Prefix of every route (`#` gives `#get-/pets`). */
  routePrefix = '#';
  /** `{method}-{path}` navigated to once the description has loaded. */
  gotoPath = '';
  /** Show the header bar. */
  showHeader = true;
  /** Show the info section. */
  showInfo = true;
  /** Components section in body and menu (focused style only). */
  showComponents = false;
  /** H1/H2 headings of the info description as navigation entries (read style only). */
  infoDescriptionHeadingsInNavbar = false;
  /** Method in navigation entries. */
  showMethodInNavBar: ShowMethodInNav = 'false';
  /** Paths instead of summaries in navigation entries. */
  usePathInNavBar = false;
  /** Navigation background colour. */
  navBgColor = '';
  /** Navigation text colour. */
  navTextColor = '';
  /** Navigation item background on hover. */
  navHoverBgColor = '';
  /** How the active navigation entry is marked. */
  navActiveItemMarker: NavActiveMarker = 'left-bar';
  /** Focused style: a tag click expands/collapses it, or shows its description. */
  onNavTagClick: NavTagClick = 'expand-collapse';
  /** Only operations whose `{method} {path}` matches (see match-type). */
  matchPaths = '';
  /** How match-paths matches: case-insensitive substring, or regular expression. */
  matchType: MatchType = 'includes';
  /** Comma list of x-badges labels whose operations are left out. */
  removeEndpointsWithBadgeLabelAs = '';
  /** Offer the URL box in the header. */
  allowSpecUrlLoad = true;
  /** Offer the local file picker in the header (above 768 px). */
  allowSpecFileLoad = true;
  /** Buttons in the overview to download the description (JSON, YAML) or open it in a new tab. */
  allowSpecFileDownload = false;
  /** Schemas as a tree of properties or as a table. */
  schemaStyle: SchemaStyle = 'tree';
  /** Levels of schema properties shown open: 1 = top level only, 999 = all. */
  schemaExpandLevel = 999;
  /** Full schema descriptions and constraints instead of one line each. */
  schemaDescriptionExpanded = false;
  /** A button on each schema to switch between one-line and full descriptions. */
  allowSchemaDescriptionExpandToggle = true;
  /** readOnly properties: hidden in requests (`default`; shown in responses) or always shown (`never`). Webhooks and callbacks swap the sides. */
  schemaHideReadOnly: HideRule = 'default';
  /** writeOnly properties: hidden in responses (`default`; shown in requests) or always shown (`never`). */
  schemaHideWriteOnly: HideRule = 'default';
  /** Which tab of a request or response body shows first: its schema or its example (`model` = schema). */
  defaultSchemaTab: SchemaTab = 'schema';
  /** The TRY console in each operation. */
  allowTry = true;
  /** Pre-fill the console's inputs from examples. */
  fillRequestFieldsWithExample = true;
  /** Show the cURL of the current inputs before TRY (after TRY the sent request's cURL is always shown). */
  showCurlBeforeTry = false;
  /** An API server URL that replaces the description's list as the active one. */
  serverUrl = '';
  /** fetch's `credentials` for TRY requests (cookies and HTTP auth of the browser). */
  fetchCredentials: FetchCredentials = 'same-origin';
  /** Maximum height of a TRY response body (CSS length). */
  responseAreaHeight = '300px';
  /** The authentication section's inputs; when false they are hidden, but keys set by attribute or method still apply. */
  allowAuthentication = true;
  /** Keep entered credentials and tokens across reloads (localStorage, scoped to the description). */
  persistAuth = false;
  /** With api-key-location and api-key-value: an API key pre-filled (a matching apiKey scheme) or sent with every request. */
  apiKeyName = '';
  /** Where the api-key-name key goes: header or query. */
  apiKeyLocation: ApiKeyLocation = 'header';
  /** The key's value; `-` means it is set later from script with setApiKey(api-key-name, value). */
  apiKeyValue = '';
  /** Path or URL of the OAuth 2.0 redirect page, resolved against the page. */
  oauthReceiver = 'oauth-receiver.html';
  /** Extra parameters for the OAuth authorization URL: JSON object text, a query string, or (as a property) an object. */
  additionalAuthorizeParams: unknown = '';
  /** Extra parameters for OAuth token requests, in the same forms. */
  additionalTokenParams: unknown = '';
  /** The description's server (its URL) to start with instead of the first. */
  defaultApiServer = '';
  /** Offer the server list and its variables; when false the active URL is still shown. */
  allowServerSelection = true;
  /** Quick filter of operations in the navigation bar. */
  allowSearch = true;
  /** Search dialog (Ctrl/⌘+K) over paths, descriptions, parameters and responses. */
  allowAdvancedSearch = true;
  /** Answer requests that match an operation of the description (TRY, and the page's own fetch and XMLHttpRequest) in the browser; anything else goes to the network. */
  mockServer = false;
  /** Status of mocked answers: a code or a comma list (see mock-server-status-strategy); empty = the operation's first 2xx, then `default`, then the first listed. */
  mockServerStatusCode = '';
  /** How a list of status codes is used: always the first, each in turn per operation (cycle), or a random one. */
  mockServerStatusStrategy: MockStatusStrategy = 'first';
  /** Milliseconds the mock server waits before each answer. */
  mockServerDelay = 0;
  /** Log each mocked request (the operation matched, the status chosen, the time) to the console. */
  mockServerLog = true;

  private outline: Outline | undefined;
  private status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  private errorMessage = '';
  private progress: LoadProgress | undefined;
  private renderLimit = FIRST_BATCH;
  /** The section the reader is at; marked in the nav directly (not a reactive property: scrolling must not re-render). */
  private activeId: string | undefined;
  /** Focused style: what the main area shows (an operation, `tag--x`, a component, or the overview). */
  private focusedId: string | undefined;
  /** Tags (and component kinds) whose lists are closed. */
  private collapsed = new Set<string>();
  /** View style: operations opened by the reader. */
  private openOps = new Set<string>();
  /** Quick filter result: ids to show, or undefined for all. */
  private filterIds: Set<string> | undefined;
  private navOpen = false;
  private wide = true;
  private searchOpen = false;
  /** Focused style with show-components: the components section's outline. */
  private componentGroups: ComponentGroup[] | undefined;
  private componentsToken = 0;
  /** Settles when the components outline asked for last has arrived (routes to components wait for it). */
  private componentsReady: Promise<void> = Promise.resolve();

  private store: DescriptionStore | undefined;
  private workerStore: WorkerStore | undefined;
  private loadToken = 0;
  private loadedUrl = '';
  /** The outline after match-paths and badge filters; what navigation and content show. */
  private shown: Outline | undefined;
  private selectError = '';
  private order: ReadingOrder = readingOrder(EMPTY_OUTLINE);
  private batchTimer: ReturnType<typeof setTimeout> | undefined;
  /** Activates operation bodies as they come within 800 px of the main area's visible part. */
  private sectionObserver: IntersectionObserver | undefined;
  /** Releases operation bodies more than 4,000 px away from it. */
  private releaseObserver: IntersectionObserver | undefined;
  private filterTimer: ReturnType<typeof setTimeout> | undefined;
  private filterToken = 0;
  /** The API server TRY sends to. */
  private readonly apiServer = new ApiServerController(this);
  /** The in-browser mock server (mock-server); its code is a chunk loaded when it is first turned on. */
  private readonly mock = new MockController(this, () => ({
    enabled: this.mockServer,
    store: this.status === 'ready' ? this.store : undefined,
    loaded: this.outline,
    title: this.outline?.info.title ?? '',
    descriptionUrl: this.descriptionUrl,
    servers: [this.serverUrl, this.apiServer.resolved.ok ? this.apiServer.resolved.url : ''],
    statusCode: this.mockServerStatusCode,
    strategy: this.mockServerStatusStrategy,
    delay: this.mockServerDelay,
    log: this.mockServerLog,
  }));
  private readonly auth = new AuthController(this);
  /** The theme's custom properties (`:host { … }`), rewritten when an appearance attribute changes. */
  private readonly themeSheet = new CSSStyleSheet();
  /** css-file's rules. */
  private readonly hostSheet = new CSSStyleSheet();
  private darkQuery: MediaQueryList | undefined;
  /** URL the loaded description came from (relative servers resolve against it). */
  private descriptionUrl = '';
  private readonly router = new HashRouter((id) => void this.navigate(id, 'none'));
  private wideQuery: MediaQueryList | undefined;
  /** Holds a navigated-to section at the top until the reader scrolls. */
  private readonly keeper = new ScrollKeeper();
  private spyFrame = 0;
  /** H1/H2 of the info description, when they go in the nav bar. */
  private infoHeadings: MarkdownHeading[] = [];
  /** The elements the scroll spy looks at, in order; gathered once per render of the host. */
  private routeSections: NodeListOf<HTMLElement> | undefined;

  // ---- lifecycle ----

  override connectedCallback(): void {
    super.connectedCallback();
    this.wideQuery = window.matchMedia?.(WIDE_QUERY);
    this.wide = this.wideQuery?.matches ?? true;
    this.wideQuery?.addEventListener('change', this.onWideChange);
    this.darkQuery = window.matchMedia?.('(prefers-color-scheme: dark)');
    this.darkQuery?.addEventListener('change', this.onSchemeChange);
    document.addEventListener('keydown', this.onDocumentKey);
    if (this.updateRoute) this.router.connect();
    if (this.hasUpdated && this.specUrl && this.loadedUrl !== this.specUrl) this.requestUpdate('specUrl');
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.workerStore?.dispose();
    this.workerStore = undefined;
    if (this.store !== this.workerStore) this.store?.dispose();
    this.store = undefined;
    this.sectionObserver?.disconnect();
    this.sectionObserver = undefined;
    this.releaseObserver?.disconnect();
    this.releaseObserver = undefined;
    clearTimeout(this.batchTimer);
    clearTimeout(this.filterTimer);
    cancelAnimationFrame(this.spyFrame);
    this.router.disconnect();
    this.wideQuery?.removeEventListener('change', this.onWideChange);
    this.darkQuery?.removeEventListener('change', this.onSchemeChange);
    document.removeEventListener('keydown', this.onDocumentKey);
    // A reconnected element loads its description again.
    this.loadedUrl = '';
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    const root = super.createRenderRoot();
    if (root instanceof ShadowRoot) root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.themeSheet, this.hostSheet];
    return root;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated || APPEARANCE.some((k) => changed.has(k as keyof SpecDoc))) {
      this.themeSheet.replaceSync(themeCss(this, this.darkQuery?.matches ?? false));
      if (this.loadFonts && !this.regularFont) loadWebFonts();
    }
    if (!this.hasUpdated || changed.has('cssFile' as keyof SpecDoc)) this.adoptCssFile();
    const headingInputs = ['outline', 'infoDescriptionHeadingsInNavbar', 'renderStyle'] as const;
    if (headingInputs.some((k) => changed.has(k as keyof SpecDoc))) {
      const description = this.outline?.info.description;
      this.infoHeadings = this.infoDescriptionHeadingsInNavbar && this.renderStyle === 'read' && description ? markdownHeadings(description) : [];
    }
    if (changed.has('routePrefix')) this.router.setPrefix(this.routePrefix);
    if (changed.has('updateRoute') && this.isConnected) {
      if (this.updateRoute) this.router.connect();
      else this.router.disconnect();
    }
    const selection = ['outline', 'matchPaths', 'matchType', 'removeEndpointsWithBadgeLabelAs'] as const;
    if (selection.some((k) => changed.has(k as keyof SpecDoc))) this.select();
    if (changed.has('renderStyle') && changed.get('renderStyle') !== undefined) {
      this.focusedId = this.renderStyle === 'focused' ? this.activeId : undefined;
      this.initCollapsed();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed.has('serverUrl') && changed.get('serverUrl') !== undefined) || (changed.has('defaultApiServer') && changed.get('defaultApiServer') !== undefined)) {
      if (this.outline) this.apiServer.reset(this.outline.servers, this.descriptionUrl, this.serverUrl, this.defaultApiServer);
    }
    if (changed.has('persistAuth') && changed.get('persistAuth') !== undefined) this.auth.setPersist(this.persistAuth);
    const keyInputs = ['apiKeyName', 'apiKeyLocation', 'apiKeyValue'] as const;
    if (this.outline && keyInputs.some((k) => changed.has(k) && changed.get(k) !== undefined)) this.auth.applyAttributeKey(this.attributeKey());
    const schemaInputs = ['schemaStyle', 'schemaExpandLevel', 'schemaDescriptionExpanded', 'allowSchemaDescriptionExpandToggle', 'schemaHideReadOnly', 'schemaHideWriteOnly'] as const;
    if (schemaInputs.some((k) => changed.has(k) && changed.get(k) !== undefined)) {
      // Schema trees read the settings from the root when they render: ask each to render again.
      for (const tree of this.renderRoot.querySelectorAll<SchemaTree>('spec-doc-schema')) {
        tree.fullDescriptions = undefined;
        tree.requestUpdate();
      }
    }
    if (changed.has('defaultSchemaTab') && changed.get('defaultSchemaTab') !== undefined) {
      for (const block of this.renderRoot.querySelectorAll<MediaTypeBlock>('spec-doc-media-type')) block.tab = this.defaultSchemaTab;
    }
    this.routeSections = undefined;
    if (this.activeId) this.setActive(this.activeId, false);
    // A new style keeps the reader where they were.
    if (changed.has('renderStyle') && changed.get('renderStyle') !== undefined && this.activeId) void this.navigate(this.activeId, 'none');
    const componentInputs = ['outline', 'renderStyle', 'showComponents', 'sortSchemas'] as const;
    if (componentInputs.some((k) => changed.has(k as keyof SpecDoc))) this.fetchComponents();
    // Only while connected: an element removed before its first update would start a worker
    // nobody disposes (connectedCallback loads it when it comes back).
    if (changed.has('specUrl') && this.specUrl && this.specUrl !== this.loadedUrl && this.isConnected) {
      this.loadSpec(this.specUrl).catch(() => {
        // shown in the element and reported by spec-load-error
      });
    }
  }

  // ---- public methods ----

  /**
   * Loads a description from a URL or an object and renders it. Resolves with the resolved
   * description (OpenAPI 3 form, external files bundled in); rejects with an Error saying what failed.
   */
  loadSpec(urlOrObject: string | object): Promise<JsonObject> {
    let source: DescriptionSource;
    if (typeof urlOrObject === 'string') {
      let url: string;
      try {
        url = new URL(urlOrObject, document.baseURI).href;
      } catch {
        return this.failLoad(++this.loadToken, new Error(`Invalid description URL: ${urlOrObject}`), urlOrObject);
      }
      this.loadedUrl = urlOrObject;
      source = { kind: 'url', url };
    } else if (urlOrObject && typeof urlOrObject === 'object') {
      source = { kind: 'object', object: urlOrObject, url: document.baseURI };
    } else {
      return this.failLoad(++this.loadToken, new Error('loadSpec needs a URL string or a description object'), '');
    }
    return this.load(source);
  }

  /**
   * Makes `url` the active API server when it is one of the description's servers (as written
   * or resolved), fires `api-server-change` and returns true; otherwise changes nothing and
   * returns false.
   */
  setApiServer(url: string): boolean {
    const index = this.apiServer.find(url);
    if (index < 0) return false;
    this.apiServer.select(index);
    this.fireServerChange();
    return true;
  }

  /**
   * Sets the user name and password of an HTTP Basic scheme of the description. Returns false
   * (and changes nothing) for any other scheme id.
   */
  setHttpUserNameAndPassword(securitySchemeId: string, username: string, password: string): boolean {
    return this.auth.setBasic(securitySchemeId, String(username), String(password));
  }

  /**
   * Sets the value of an apiKey scheme, the token of an HTTP Bearer scheme or the access token
   * of an OAuth 2.0 scheme (also the key named by api-key-name). Returns false for any other id.
   */
  setApiKey(securitySchemeId: string, token: string): boolean {
    return this.auth.setApiKey(securitySchemeId, String(token));
  }

  /** Forgets every entered credential and OAuth token, also from storage (persist-auth). */
  removeAllSecurityKeys(): void {
    this.auth.clearAll();
  }

  /**
   * Scrolls to (or, in the focused style, shows) an operation given as `{method}-{path}`
   * (the slot form `get-/users/-id-` works too). Returns false when there is no such operation.
   */
  scrollToPath(path: string): boolean {
    const op = this.findOperation(path);
    if (!op) return false;
    void this.navigate(op.id, this.updateRoute ? 'push' : 'none');
    return true;
  }

  // ---- loading ----

  private async load(source: DescriptionSource): Promise<JsonObject> {
    const token = ++this.loadToken;
    this.store?.cancel();
    this.status = 'loading';
    this.errorMessage = '';
    this.progress = undefined;
    this.outline = undefined;
    const url = source.kind === 'object' ? '' : source.url;
    const options = { sortEndpointsBy: this.sortEndpointsBy, sortTags: this.sortTags };
    const onProgress = (p: LoadProgress): void => {
      if (token === this.loadToken) this.progress = p;
    };
    try {
      let store: DescriptionStore = source.kind === 'object' ? new LocalStore() : (this.getWorkerStore() ?? new LocalStore());
      let result: LoadResult;
      try {
        result = await store.load(source, options, onProgress);
      } catch (e) {
        if (!(e instanceof StoreError && e.kind === 'worker')) throw e;
        // The worker could not start (a CSP without worker-src, say): do the work in the page.
        this.workerStore = undefined;
        store = new LocalStore();
        result = await store.load(source, options, onProgress);
      }
      this.checkCurrent(token);
      let spec: JsonObject;
      let changed = false;
      if (result.doc) {
        spec = result.doc;
        firePublic(this, 'before-render', { spec });
        changed = true;
      } else {
        const lazy = lazyDescription(result.json ?? '{}', result.topKeys);
        spec = lazy.object;
        firePublic(this, 'before-render', { spec });
        changed = lazy.touched();
      }
      if (changed) {
        // A listener may have changed the description: render what it now says, from the page.
        const local = new LocalStore();
        result = await local.load({ kind: 'object', object: spec, url: url || document.baseURI }, options, onProgress);
        this.checkCurrent(token);
        if (store !== this.workerStore) store.dispose();
        store = local;
      }
      if (this.store && this.store !== store && this.store !== this.workerStore) this.store.dispose();
      this.store = store;
      this.outline = result.outline;
      this.descriptionUrl = url || document.baseURI;
      store.baseUrl = this.descriptionUrl;
      this.apiServer.reset(result.outline.servers, this.descriptionUrl, this.serverUrl, this.defaultApiServer);
      this.auth.reset(result.outline.securitySchemes ?? [], `${this.descriptionUrl}#${result.outline.info.title}`, this.persistAuth, this.attributeKey());
      this.status = 'ready';
      await this.updateComplete;
      this.checkCurrent(token);
      await this.initialNavigation();
      firePublic(this, 'spec-loaded', spec);
      return spec;
    } catch (e) {
      return this.failLoad(token, e instanceof Error ? e : new Error(String(e)), url);
    }
  }

  private checkCurrent(token: number): void {
    if (token !== this.loadToken) throw new StoreError('Superseded by a newer load', 'superseded');
  }

  private failLoad(token: number, error: Error, url: string): Promise<never> {
    if (token === this.loadToken && !(error instanceof StoreError && error.kind === 'superseded')) {
      this.status = 'error';
      this.errorMessage = error.message;
      this.outline = undefined;
      firePublic(this, 'spec-load-error', { error, url });
    }
    return Promise.reject(error);
  }

  private getWorkerStore(): WorkerStore | undefined {
    // A disconnected element starts no worker (disconnectedCallback is what disposes it).
    if (!this.workerStore && this.isConnected) {
      const worker = startWorker();
      if (worker) this.workerStore = new WorkerStore(worker);
    }
    return this.workerStore;
  }

  /** An incoming route (when update-route is on) wins over goto-path; either is followed once. */
  private async initialNavigation(): Promise<void> {
    await this.componentsReady;
    await this.updateComplete;
    const fromHash = this.updateRoute ? this.router.current() : undefined;
    if (fromHash && (await this.navigate(fromHash, 'none'))) return;
    if (this.gotoPath) await this.navigate(this.gotoPath, 'none');
  }

  // ---- what is shown ----

  private fetchComponents(): void {
    const token = ++this.componentsToken;
    if (this.renderStyle !== 'focused' || !this.showComponents || !this.outline || !this.store) {
      this.componentGroups = undefined;
      this.componentsReady = Promise.resolve();
      return;
    }
    this.componentsReady = this.store.components(this.sortSchemas).then(
      (groups) => {
        if (token === this.componentsToken) this.componentGroups = groups;
      },
      () => {
        if (token === this.componentsToken) this.componentGroups = [];
      },
    );
  }

  private findComponent(id: string): ComponentItem | undefined {
    if (!this.componentGroups || !id.startsWith('cmp-')) return undefined;
    for (const g of this.componentGroups) for (const item of g.items) if (item.id === id) return item;
    return undefined;
  }

  /** Applies match-paths and the badge filter, then lays out tags and batches. */
  private select(): void {
    clearTimeout(this.batchTimer);
    this.renderLimit = FIRST_BATCH;
    this.selectError = '';
    this.filterIds = undefined;
    const o = this.outline;
    if (!o) {
      this.shown = undefined;
      this.order = readingOrder(EMPTY_OUTLINE);
      return;
    }
    const selected = selectOperations(o, {
      matchPaths: this.matchPaths,
      matchType: this.matchType,
      removeBadgeLabels: parseLabelList(this.removeEndpointsWithBadgeLabelAs),
    });
    this.shown = selected.outline;
    this.selectError = selected.error ?? '';
    this.order = readingOrder(this.shown);
    this.initCollapsed();
    this.scheduleBatches(this.order.count);
  }

  /** x-tag-expanded: false closes a tag in the view and focused styles; read shows everything. */
  private initCollapsed(): void {
    const closed = new Set<string>();
    if (this.renderStyle !== 'read') for (const b of this.order.blocks) if (b.tag.expanded === false) closed.add(b.tag.name);
    this.collapsed = closed;
  }

  private scheduleBatches(total: number): void {
    if (this.renderLimit >= total) return;
    // After a painted frame, so the first screen shows before the rest is built.
    requestAnimationFrame(() => {
      this.batchTimer = setTimeout(() => {
        if (!this.isConnected) return;
        this.renderLimit += BATCH;
        void this.updateComplete.then(() => this.scheduleBatches(total));
      }, 0);
    });
  }

  private findOperation(path: string): OperationSummary | undefined {
    return findOperation(this.order, path);
  }

  private isShown(op: OperationSummary): boolean {
    return !this.filterIds || this.filterIds.has(op.id);
  }

  // ---- navigation ----

  /**
   * Goes to a route id: an operation, a tag (`tag--x`), a fixed section, an info heading
   * (`overview--x`) or a component. Returns false when nothing has that id.
   */
  private async navigate(rawId: string, history: 'push' | 'replace' | 'none'): Promise<boolean> {
    if (!this.shown) return false;
    const op = this.findOperation(rawId);
    const id = op ? op.id : rawId.replace(/^#/, '');
    const isTag = id.startsWith('tag--') && this.order.blocks.some((b) => tagId(b.tag.name) === id);
    const isSection = (SECTION_IDS as readonly string[]).includes(id) || id.startsWith('overview--');
    const component = this.findComponent(id);
    if (!op && !isTag && !isSection && !component && !this.renderRoot.querySelector(`[id="${CSS.escape(id)}"]`)) return false;
    if (op && this.filterIds && !this.filterIds.has(op.id)) this.filterIds = undefined;
    if (op) {
      const tag = this.order.tagOf.get(op.id);
      if (tag && this.collapsed.has(tag)) this.collapsed = new Set([...this.collapsed].filter((t) => t !== tag));
      if (this.renderStyle === 'view') this.openOps = new Set([...this.openOps, op.id]);
      const index = this.order.index.get(op.id) ?? 0;
      if (index >= this.renderLimit) this.renderLimit = index + BATCH;
    }
    if (this.renderStyle === 'focused') this.focusedId = op || isTag || component ? id : undefined;
    this.activeId = id;
    this.navOpen = false;
    this.requestUpdate();
    if (history === 'push') this.router.push(id);
    else if (history === 'replace') this.router.replace(id);
    await this.updateComplete;
    const target = this.renderRoot.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
    const main = this.renderRoot.querySelector<HTMLElement>('main');
    this.keeper.paused = true;
    if (target instanceof OperationSection) target.activate();
    if (target) this.keeper.pin(target);
    else if (main) main.scrollTop = 0;
    this.scrollNavTo(id);
    return true;
  }

  private scrollNavTo(id: string): void {
    const link = this.renderRoot.querySelector<HTMLElement>(`nav [data-nav-id="${CSS.escape(id)}"]`);
    link?.scrollIntoView({ block: 'nearest' });
  }

  /** Read and view styles: the navigation entry (and route) follow the section at the top. */
  private onMainScroll = (): void => {
    if (this.keeper.paused || this.renderStyle === 'focused' || this.spyFrame) return;
    this.spyFrame = requestAnimationFrame(() => {
      this.spyFrame = 0;
      const main = this.renderRoot.querySelector<HTMLElement>('main');
      const id = main ? sectionAtTop(main, (this.routeSections ??= main.querySelectorAll<HTMLElement>('[data-route]'))) : undefined;
      if (!id || id === this.activeId) return;
      this.setActive(id);
      if (this.updateRoute) this.router.replace(id);
    });
  };

  /** Reader input ends a programmatic scroll's hold on the active entry. */
  private onReaderInput = (): void => {
    this.keeper.paused = false;
  };

  /** Moves the active mark without re-rendering the whole navigation bar. */
  private setActive(id: string, scrollNav = true): void {
    const nav = this.renderRoot.querySelector('nav');
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

  // ---- event handlers ----

  private readonly onWideChange = (e: MediaQueryListEvent): void => {
    this.wide = e.matches;
  };

  private readonly onDocumentKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || !(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'k') return;
    if (!this.allowAdvancedSearch || !this.shown || !this.isConnected) return;
    e.preventDefault();
    void this.openSearch();
  };

  private onUrlSubmit(e: Event): void {
    e.preventDefault();
    const input = (e.currentTarget as HTMLFormElement).elements.namedItem('spec-url') as HTMLInputElement | null;
    const value = input?.value.trim();
    if (value) this.specUrl = value;
  }

  private async onFileChosen(e: Event): Promise<void> {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    const url = new URL(file.name, document.baseURI).href;
    this.loadedUrl = '';
    this.load({ kind: 'text', text, url }).catch(() => {});
    input.value = '';
  }

  private onNavClick(e: Event, id: string): void {
    const me = e as MouseEvent;
    if (me.button > 0 || me.ctrlKey || me.metaKey || me.shiftKey) return; // let the browser open a new tab
    e.preventDefault();
    void this.navigate(id, this.updateRoute ? 'push' : 'none');
  }

  private onSectionLabel(e: Event, section: NavSection): void {
    e.preventDefault();
    if (this.renderStyle === 'focused' && this.onNavTagClick === 'expand-collapse') {
      this.toggleSection(section);
      return;
    }
    if (section.id) void this.navigate(section.id, this.updateRoute ? 'push' : 'none');
  }

  private toggleSection(section: NavSection): void {
    const next = new Set(this.collapsed);
    if (next.has(section.key)) next.delete(section.key);
    else next.add(section.key);
    this.collapsed = next;
  }

  private setAllCollapsed(closed: boolean): void {
    this.collapsed = closed ? new Set(this.order.blocks.map((b) => b.tag.name)) : new Set();
  }

  private toggleOp(id: string): void {
    const next = new Set(this.openOps);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.openOps = next;
  }

  private onFilterInput(e: Event): void {
    const query = (e.currentTarget as HTMLInputElement).value.trim();
    clearTimeout(this.filterTimer);
    const token = ++this.filterToken;
    if (!query) {
      this.filterIds = undefined;
      return;
    }
    this.filterTimer = setTimeout(() => {
      this.store?.filter(query).then(
        (ids) => {
          if (token === this.filterToken) this.filterIds = new Set(ids);
        },
        () => undefined, // the view closed: nothing to filter
      );
    }, 120);
  }

  private fireServerChange(): void {
    const selectedServer = this.apiServer.selected;
    if (selectedServer) firePublic(this, 'api-server-change', { selectedServer });
  }

  private async openSearch(): Promise<void> {
    await import('../ui/search/search-dialog.js');
    this.searchOpen = true;
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('spec-doc-search-dialog') as (HTMLElement & { open(): void }) | null;
    dialog?.open();
  }

  private onSearchSelect(e: CustomEvent<{ id: string }>): void {
    e.stopPropagation();
    void this.navigate(e.detail.id, this.updateRoute ? 'push' : 'none');
  }

  private async download(format: DownloadFormat): Promise<void> {
    if (!this.store) return;
    // Not kept in the page after load (12 MB descriptions): the store hands it over on demand.
    const spec = JSON.parse(await this.store.json()) as JsonObject;
    const base = (this.shown?.info.title || 'openapi').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'openapi';
    let text: string;
    let type: string;
    if (format === 'yaml') {
      const { toYaml } = await import('../ui/shared/yaml-text.js');
      text = toYaml(spec);
      type = 'application/yaml';
    } else {
      text = JSON.stringify(spec, null, 2);
      type = 'application/json';
    }
    const url = URL.createObjectURL(new Blob([text], { type }));
    if (format === 'tab') {
      window.open(url, '_blank', 'noopener');
    } else {
      const a = document.createElement('a');
      a.href = url;
      a.download = `${base}.${format}`;
      a.click();
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  // ---- rendering ----

  private isLight(): boolean {
    return resolveMode(this, this.darkQuery?.matches ?? false) === 'light';
  }

  /** The skip link: focus moves past the header and navigation to the content. */
  private skipToContent = (): void => {
    this.renderRoot.querySelector<HTMLElement>('main')?.focus();
  };

  /** prefers-color-scheme changed: a system theme follows it at once. */
  private onSchemeChange = (): void => {
    if (followsSystem(this)) this.applyTheme();
  };

  /** Writes the theme's custom properties into the element's own stylesheet; fonts and css-file as asked. */
  private applyTheme(): void {
    this.themeSheet.replaceSync(themeCss(this, this.darkQuery?.matches ?? false));
    if (this.loadFonts && !this.regularFont) loadWebFonts();
    this.requestUpdate();
  }

  /**
   * css-file: the host page's stylesheet whose URL ends with it (or equals it), copied into a
   * sheet adopted by the shadow root, so css-classes on the container take effect. A sheet of
   * another origin cannot be read by script: a console warning says so.
   */
  private adoptCssFile(): void {
    const name = (this.cssFile ?? '').trim();
    let text = '';
    if (name) {
      // Only a stylesheet the page already links is read (nothing is fetched); a value that is no URL matches by its end.
      const href = safeUrlOrUndefined(name, document.baseURI);
      const sheet = Array.from(document.styleSheets).find((s) => s.href && (s.href === href || s.href.endsWith(`/${name}`)));
      if (!sheet) console.warn(`<spec-doc>: css-file="${name}" names no stylesheet the page links`);
      else {
        try {
          text = Array.from(sheet.cssRules, (r) => r.cssText).join('\n');
        } catch {
          console.warn(`<spec-doc>: css-file="${name}" cannot be read (a stylesheet of another origin needs CORS: crossorigin="anonymous")`);
        }
      }
    }
    this.hostSheet.replaceSync(text);
  }

  private effectiveLayout(): Layout {
    return this.layout || (this.renderStyle === 'view' ? 'row' : 'column');
  }

  protected override render(): TemplateResult {
    const classes = [
      ...(this.cssClasses ?? '').split(/\s+/).filter((c) => /^[\w-]+$/.test(c)),
      'root',
      this.isLight() ? 'light' : 'dark',
      `style-${this.renderStyle}`,
      `layout-${this.effectiveLayout()}`,
      `marker-${this.navActiveItemMarker}`,
      this.navOpen ? 'nav-open' : '',
    ].join(' ');
    const schemaSettings: SchemaSettings = {
      style: this.schemaStyle,
      expandLevel: this.schemaExpandLevel,
      descriptionExpanded: this.schemaDescriptionExpanded,
      descriptionToggle: this.allowSchemaDescriptionExpandToggle,
      hideReadOnly: this.schemaHideReadOnly,
      hideWriteOnly: this.schemaHideWriteOnly,
    };
    return html`<div
      class=${classes}
      part="container"
      data-default-schema-tab=${this.defaultSchemaTab}
      data-schema-settings=${JSON.stringify(schemaSettings)}
    >
      <button type="button" class="skip-link" @click=${this.skipToContent}>Skip to content</button>
      <slot name="fixed-header"></slot>
      ${this.showHeader ? this.renderHeader() : nothing}
      <div class="body">
        ${this.shown ? this.renderNav(this.shown) : nothing}
        <main class="main" part="main" id="content" tabindex="0" @scroll=${this.onMainScroll} @wheel=${this.onReaderInput} @touchmove=${this.onReaderInput} @keydown=${this.onReaderInput} @pointerdown=${this.onReaderInput}>
          ${this.shown ? html`<button type="button" class="nav-button" aria-controls="nav" aria-expanded=${this.navOpen ? 'true' : 'false'} @click=${() => (this.navOpen = !this.navOpen)}>Menu</button>` : nothing}
          <slot></slot>
          ${this.renderStatus()} ${this.shown ? this.renderContent(this.shown) : nothing}
          <slot name="footer"></slot>
        </main>
      </div>
      ${this.searchOpen
        ? html`<spec-doc-search-dialog .search=${(q: string) => this.store?.search(q) ?? Promise.resolve([])} @search-select=${this.onSearchSelect}></spec-doc-search-dialog>`
        : nothing}
    </div>`;
  }

  private renderHeader(): TemplateResult {
    return html`<header class="top" part="header">
      <slot name="logo"></slot>
      <span class="title">${this.headingText}</span>
      ${this.allowSpecUrlLoad
        ? html`<form @submit=${this.onUrlSubmit} role="search" aria-label="Load a description">
            <input type="url" name="spec-url" aria-label="Description URL" placeholder="Description URL" .value=${this.specUrl} />
            <button type="submit">Load</button>
          </form>`
        : nothing}
      ${this.allowSpecFileLoad && this.wide
        ? html`<label class="file-label">Open file<input type="file" accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml" @change=${this.onFileChosen} /></label>`
        : nothing}
      <slot name="header"></slot>
    </header>`;
  }

  private renderStatus(): unknown {
    if (this.status === 'error') {
      return html`<div class="error-box" role="alert" part="error"><strong>Could not load the description.</strong>\n${this.errorMessage}</div>`;
    }
    if (this.status === 'loading') {
      const p = this.progress;
      const label = !p
        ? 'Loading…'
        : p.phase === 'resolving' && p.total
          ? `Resolving references: ${p.loaded ?? 0} of ${p.total} files`
          : `${p.phase[0]!.toUpperCase()}${p.phase.slice(1)}…`;
      return html`<div class="progress" role="status" aria-live="polite">
        <div>${label}</div>
        ${p?.total ? html`<progress max=${p.total} value=${p.loaded ?? 0}></progress>` : html`<progress></progress>`}
      </div>`;
    }
    return nothing;
  }

  private renderNav(o: Outline): TemplateResult {
    const collapsible = this.renderStyle !== 'read';
    return html`<nav class="nav" id="nav" part="nav" aria-label="API navigation">
      ${this.renderStyle === 'read' ? html`<slot name="nav-logo"></slot>` : nothing}
      ${this.allowSearch || this.allowAdvancedSearch
        ? html`<div class="nav-search">
            ${this.allowSearch
              ? html`<input type="search" class="nav-filter" aria-label="Filter" placeholder="Filter" @input=${this.onFilterInput} />`
              : nothing}
            ${this.allowAdvancedSearch
              ? html`<button type="button" class="nav-search-button" aria-keyshortcuts="Control+K Meta+K" @click=${() => void this.openSearch()}>Search</button>`
              : nothing}
          </div>`
        : nothing}
      ${collapsible
        ? html`<div class="nav-tools">
            <button type="button" class="link-button" @click=${() => this.setAllCollapsed(false)}>Expand all</button>
            <button type="button" class="link-button" @click=${() => this.setAllCollapsed(true)}>Collapse all</button>
          </div>`
        : nothing}
      ${renderNavGroups(buildNavGroups({
        outline: o,
        order: this.order,
        filterIds: this.filterIds,
        limit: this.renderStyle === 'focused' ? Infinity : this.renderLimit,
        showInfo: this.showInfo,
        infoHeadings: this.infoHeadings,
        components: this.componentGroups,
      }), {
        showMethod: this.showMethodInNavBar,
        usePath: this.usePathInNavBar,
        activeId: this.activeId,
        collapsed: this.collapsed,
        collapsible,
        hrefFor: (id) => this.router.hrefFor(id),
        onNavigate: (e, id) => this.onNavClick(e, id),
        onSectionLabel: (e, s) => this.onSectionLabel(e, s),
        onToggle: (s) => this.toggleSection(s),
      })}
      ${this.filterIds && this.filterIds.size === 0 ? html`<div class="nav-tag muted" role="status">No matching operations</div>` : nothing}
      ${o.operations.length === 0 && o.webhooks.length === 0 ? html`<div class="nav-tag muted">No operations</div>` : nothing}
    </nav>`;
  }

  private renderContent(o: Outline): TemplateResult {
    if (this.renderStyle === 'focused') return this.renderFocused(o);
    return html`${this.renderOverview(o)}
      ${this.selectError ? html`<div class="error-box" role="alert">${this.selectError}</div>` : nothing}
      ${o.problems.length ? renderProblems(o) : nothing} ${this.renderTags()}`;
  }

  /** Info, servers, auth and operations-top: the top of read and view, and the focused style's home. */
  private renderOverview(o: Outline): TemplateResult {
    return html`${this.showInfo ? renderInfo(o, this.descriptionUrl, this.allowSpecFileDownload ? (f) => void this.download(f) : undefined) : nothing} ${renderServers({
        servers: this.apiServer.servers,
        index: this.apiServer.index,
        values: this.apiServer.values,
        resolved: this.apiServer.resolved,
        selectable: this.allowServerSelection,
        mockActive: this.mock.active,
        onSelect: (i) => {
          this.apiServer.select(i);
          this.fireServerChange();
        },
        onVariable: (name, value) => {
          this.apiServer.setVariable(name, value);
          this.fireServerChange();
        },
      })}
      <section id="auth" class="auth" part="auth" data-route="auth">${this.renderAuth()}<slot name="auth"></slot></section>
      <div id="operations-top" data-route="operations-top"><slot name="operations-top"></slot></div>`;
  }

  /** The authentication section (a lazy chunk), when the description has schemes or api-key-name sets a key. */
  private renderAuth(): unknown {
    const state = this.auth.state;
    if (!state.schemes.length && !state.extraKey) return nothing;
    loadAuthSection();
    return html`<spec-doc-auth
      .state=${state}
      .controller=${this.auth}
      .editable=${this.allowAuthentication}
      .oauth=${this.oauthOptions()}
    ></spec-doc-auth>`;
  }

  /** What the OAuth flows need of the element's attributes. */
  private oauthOptions(): OAuthOptions {
    return {
      // As written: the flow resolves it against the page and checks it (a value that is no URL is shown, not thrown).
      receiver: this.oauthReceiver || 'oauth-receiver.html',
      authorizeParams: this.additionalAuthorizeParams,
      tokenParams: this.additionalTokenParams,
      descriptionUrl: this.descriptionUrl,
    };
  }

  private attributeKey(): { name: string; location: string; value: string } {
    return { name: this.apiKeyName, location: this.apiKeyLocation, value: this.apiKeyValue };
  }

  private renderFocused(o: Outline): TemplateResult {
    const id = this.focusedId;
    const op = id ? this.order.byId.get(id) : undefined;
    // Away from the overview the page keeps one h1: the API's title, then where one is.
    const crumb = (where: string | undefined): TemplateResult =>
      html`<h1 class="crumb">${o.info.title}</h1>
        ${where ? html`<h2 class="crumb muted">${where}</h2>` : nothing}`;
    if (op) {
      const tag = this.order.tagOf.get(op.id);
      return html`<div class="focused">
        ${crumb(tag ? this.order.blocks.find((b) => b.tag.name === tag)?.tag.displayName : undefined)} ${this.renderOperation(op, true)}
      </div>`;
    }
    const block = id?.startsWith('tag--') ? this.order.blocks.find((b) => tagId(b.tag.name) === id) : undefined;
    if (block) return html`${crumb(undefined)} ${this.renderTagIntro(block, true)}`;
    const component = id ? this.findComponent(id) : undefined;
    if (component) return html`${crumb('Components')} <spec-doc-component class="focused" .item=${component} .store=${this.store}></spec-doc-component>`;
    return html`${this.renderOverview(o)} ${this.selectError ? html`<div class="error-box" role="alert">${this.selectError}</div>` : nothing}
      ${o.problems.length ? renderProblems(o) : nothing}`;
  }

  /**
   * A tag's heading, description and slot; in the focused style also the list of its operations.
   * With `closed` (the view style) the whole heading is the button that opens and closes the tag:
   * readers click a tag's name, not only a small arrow beside it.
   */
  private renderTagIntro(b: TagBlock, withList: boolean, closed?: boolean): TemplateResult {
    const id = tagId(b.tag.name);
    const toggle = (): void => this.toggleSection({ key: b.tag.name, label: b.tag.displayName, items: [] });
    const name =
      closed === undefined
        ? b.tag.displayName
        : html`<button type="button" class="tag-toggle" aria-expanded=${closed ? 'false' : 'true'} @click=${toggle}><span class="tag-chevron" aria-hidden="true">${closed ? '▸' : '▾'}</span><span>${b.tag.displayName}</span></button>`;
    return html`<h2 class="tag-title" id=${id} data-route=${id}>${name}</h2>
      ${b.tag.description ? html`<div class="md">${renderMarkdown(b.tag.description, { base: this.descriptionUrl })}</div>` : nothing}
      ${b.tag.externalDocs ? html`<div class="small">${renderLink(b.tag.externalDocs.url, b.tag.externalDocs.description ?? b.tag.externalDocs.url, this.descriptionUrl)}</div>` : nothing}
      <slot name=${id}></slot>
      ${withList
        ? html`<ul class="tag-ops">
            ${b.ops.map(
              (op) => html`<li>
                <a href=${this.router.hrefFor(op.id)} @click=${(e: Event) => this.onNavClick(e, op.id)}>${methodBadge(op.method)} <span class="op-path">${op.path}</span> ${op.summary}</a>
              </li>`,
            )}
          </ul>`
        : nothing}`;
  }

  private renderTags(): unknown {
    if (!this.sectionObserver) {
      // Rooted at the scrolling main area: margins of a viewport-rooted observer would be cut off by main's clipping.
      const root = this.renderRoot.querySelector('main');
      this.sectionObserver = new IntersectionObserver(this.onSectionsVisible, { root, rootMargin: '800px 0px' });
      this.releaseObserver = new IntersectionObserver(this.onSectionsFar, { root, rootMargin: '4000px 0px' });
    }
    const view = this.renderStyle === 'view';
    let left = this.renderLimit;
    return this.order.blocks.map((b) => {
      if (left <= 0) return nothing;
      const ops = b.ops.filter((op) => this.isShown(op));
      if (this.filterIds && !ops.length) return nothing;
      const shown = ops.slice(0, left);
      left -= shown.length;
      const closed = view && this.collapsed.has(b.tag.name);
      return html`<section class="tag ${closed ? 'closed' : ''}">
        ${this.renderTagIntro(b, false, view ? closed : undefined)} ${closed ? nothing : shown.map((op) => this.renderOperation(op, false))}
      </section>`;
    });
  }

  private lastTryOptions: TryOptions = DEFAULT_TRY_OPTIONS;

  /** The consoles' shared options: the same object until a value changes (sections re-render only then). */
  private tryOptions(): TryOptions {
    const next: TryOptions = {
      serverUrl: this.apiServer.resolved.ok ? this.apiServer.resolved.url : '',
      serverFixed: this.serverUrl !== '',
      descriptionUrl: this.descriptionUrl,
      fill: this.fillRequestFieldsWithExample,
      showCurl: this.showCurlBeforeTry,
      responseHeight: this.responseAreaHeight || '300px',
      credentials: this.fetchCredentials,
      auth: this.auth.state,
    };
    const prev = this.lastTryOptions;
    if ((Object.keys(next) as (keyof TryOptions)[]).some((k) => next[k] !== prev[k])) this.lastTryOptions = next;
    return this.lastTryOptions;
  }

  private renderOperation(op: OperationSummary, eager: boolean): TemplateResult {
    const view = this.renderStyle === 'view';
    return html`<spec-doc-operation
      part="operation"
      data-op-id=${op.id}
      data-route=${op.id}
      id=${op.id}
      .summary=${op}
      .store=${this.store}
      .observer=${eager || view ? undefined : this.sectionObserver}
      .releaser=${eager || view ? undefined : this.releaseObserver}
      .collapsible=${view}
      .tryable=${this.allowTry}
      .tryOptions=${this.tryOptions()}
      .open=${!view || this.openOps.has(op.id)}
      .eager=${eager}
      @op-toggle=${() => this.toggleOp(op.id)}
    ></spec-doc-operation>`;
  }

  private onSectionsVisible = (entries: IntersectionObserverEntry[]): void => {
    for (const entry of entries) if (entry.isIntersecting) (entry.target as OperationSection).activate();
  };

  private onSectionsFar = (entries: IntersectionObserverEntry[]): void => {
    for (const entry of entries) if (!entry.isIntersecting) (entry.target as OperationSection).release();
  };
}

export { OperationSection, ComponentSection, SchemaTree, DeferredSchema, methodBadge };
