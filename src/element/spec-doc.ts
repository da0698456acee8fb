import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { property } from 'lit/decorators.js';
import { MOCK_STATUS_STRATEGIES, type MockStatusStrategy } from '../core/mock/strategies.js';
import { MATCH_TYPES, type MatchType } from '../core/model/select.js';
import { SORT_ENDPOINTS_BY, type SortEndpointsBy } from '../core/model/sort-endpoints.js';
import { HIDE_RULES, type HideRule } from '../core/model/visible-properties.js';
import type { JsonObject } from '../core/types.js';
import { findOperation } from '../core/model/reading-order.js';
import { storeMarkdown } from '../ui/reference/copy-markdown.js';
import { renderLoadStatus } from '../ui/reference/load-status.js';
import { NAV_ACTIVE_MARKERS, SHOW_METHOD_IN_NAV, type NavActiveMarker, type ShowMethodInNav } from '../ui/reference/nav-bar.js';
import { SCHEMA_STYLES, SCHEMA_TABS, type SchemaStyle, type SchemaTab } from '../ui/reference/schema-settings.js';
import { warmMarkdown } from '../ui/shared/markdown.js';
import { msg } from '../ui/shared/msg.js';
import '../core/i18n/en/chrome.js';
import { styles } from '../ui/shared/styles.js';
import { FETCH_CREDENTIALS, type FetchCredentials } from '../ui/try/try-options.js';
import { ApiServerController } from './api-server-controller.js';
import {
  API_KEY_LOCATIONS,
  attributeDefaults,
  boolConverter,
  classNames,
  enumConverter,
  LAYOUTS,
  levelConverter,
  NAV_TAG_CLICK,
  RENDER_STYLES,
  type ApiKeyLocation,
  type Layout,
  type NavTagClick,
  type RenderStyle,
} from './attributes.js';
import { AuthController } from './auth-controller.js';
import { DefinitionUpgrade } from './definition-upgrade.js';
import { LazyRenderController } from './lazy-render-controller.js';
import { LoadController } from './load-controller.js';
import type { HostMessages } from './host-messages.js';
import { LocaleController } from './locale-controller.js';
import { MediaQueryController } from './media-query-controller.js';
import { PageView } from './page-view.js';
import { MockController } from './mock-controller.js';
import { NavigationController } from './navigation-controller.js';
import { SearchController } from './search-controller.js';
import { SharedStateController } from './shared-state-controller.js';
import { SourcesController, sourcesFromAttribute, type SpecSource } from './sources-controller.js';
import { ThemeController } from './theme-controller.js';

/**
 * `<spec-doc>`: interactive API reference docs from an OpenAPI description.
 *
 * @tagname spec-doc
 * @attr lang - The interface language, a BCP 47 tag (HTMLElement's own `lang`, also as the property). Unset: the nearest ancestor's `lang` (up to `<html lang>`), else the browser's languages, else English; among the shipped languages (en, de, fr, es, pt-BR, ja, zh-CN, ko, ar, he) and those added through `messages`. Arabic and Hebrew lay the page out right to left. Followed live.
 * @fires before-render - `{spec}` before rendering; changes a listener makes to `spec` are rendered.
 * @fires spec-loaded - the resolved description, after it has been rendered.
 * @fires spec-load-error - `{error, url}` when a description cannot be loaded.
 * @fires before-try - `{request, controller}` before TRY sends; changes to `request` (headers, url, body) are sent, `controller.abort()` cancels.
 * @fires after-try - `{request, response}` with status, headers, body and time, or `{request, error}` on a network failure.
 * @fires request-aborted - `{request, error}` when a request was cancelled (Cancel button or a before-try listener).
 * @fires api-server-change - `{selectedServer}` when the active API server changes (dropdown, variables, setApiServer).
 * @fires before-authorize - `{securitySchemeId, flowType, authUrl, authParams}` before the OAuth popup opens; `authParams` (URLSearchParams) may be changed; preventDefault() cancels.
 * @fires before-token-request - `{securitySchemeId, grantType, tokenUrl, params, headers, request}` before a token request; all mutable; preventDefault() cancels.
 * @fires source-change - `{name, url}` when the entry of `sources` shown changes: the first choice, the reader's choice in the `API` select, the page URL (back/forward), or spec-url/loadSpec naming a listed URL.
 * @slot - Content under the header, above the info section.
 * @slot fixed-header - A bar pinned above the header.
 * @slot logo - Replaces the header logo.
 * @slot header - In the header, at its end (after the "Open another description" button).
 * @slot footer - At the bottom of the view.
 * @slot nav-logo - Top of the navigation bar (read mode).
 * @slot overview - In the overview section (anchor `#overview`).
 * @slot servers - In the servers section (anchor `#servers`).
 * @slot auth - In the authentication section (anchor `#auth`).
 * @slot operations-top - Above the operations (anchor `#operations-top`).
 * @slot tag--{tag-name} - Under the heading of that tag.
 * @slot <method>-<path> - Inside that operation's section, e.g. `get-/users/-userId-` (in the path `{`, `}`, `#`, space, `:`, `?`, `&`, `=` become `-`).
 * @csspart container - The element's outer box.
 * @csspart header - The header bar (at 768 px and narrower also the Menu bar: Menu, title, "Open another description", Search).
 * @csspart open-description - The popover of the header's "Open another description" button: the URL box (allow-spec-url-load) and the file picker (allow-spec-file-load).
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
 * @cssprop --ring - Focus ring (a blue at 3:1 on the page, the navigation bar and surfaces).
 * @cssprop --header-ring - Focus ring inside the header (3:1 on the header).
 * @cssprop --code-bg - Code and example background.
 * @cssprop --primary - The primary action (TRY, Try it, Authorize, Load) and the active state: nav marker, selected tab (palette / primary-color).
 * @cssprop --primary-foreground - Text on --primary.
 * @cssprop --primary-text - The primary colour made readable as text on the background (not used for links).
 * @cssprop --link - Links and link-like buttons: a blue readable on every surface (the primary when it is a blue).
 * @cssprop --header-bg - Header background (header-color).
 * @cssprop --header-fg - Header text.
 * @cssprop --nav-bg - Navigation bar background (nav-bg-color).
 * @cssprop --nav-fg - Navigation bar text (nav-text-color).
 * @cssprop --nav-hover-bg - Navigation item background on hover (nav-hover-bg-color).
 * @cssprop --nav-active-bg - The active navigation entry's background: the primary tinted into --nav-bg.
 * @cssprop --nav-active-fg - The active navigation entry's text (AA on --nav-active-bg).
 * @cssprop --nav-active - The active navigation entry's bar (the primary at 3:1).
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

  // ---- attributes (each also a property of the same meaning) ----

  /** URL of the description (JSON or YAML); relative URLs resolve against the page. */
  @property({ attribute: 'spec-url' }) specUrl = '';
  /**
   * Several descriptions behind an `API` select in the header: a JSON array of `{"name", "url"}`
   * (the property also takes the array). The first loads unless the page URL's `api` parameter or
   * spec-url names another; a choice is named in the page URL (`?api=name-slug`).
   */
  @property({ attribute: 'sources', converter: { fromAttribute: sourcesFromAttribute } }) sources: SpecSource[] | string = [];
  /** OpenAPI Overlay URLs (JSON or YAML), separated by spaces: applied in order to the description before it is shown; relative URLs resolve against the page. Changing it loads spec-url again. */
  @property({ attribute: 'overlay-url' }) overlayUrl = '';
  /** OpenAPI Overlay objects, applied after those of overlay-url. Setting it loads spec-url again; a description given to loadSpec takes the overlays set when loadSpec is called. */
  @property({ attribute: false }) overlays: object[] = [];
  /** Text at the top left of the header. */
  @property({ attribute: 'heading-text' }) headingText = '';
  /**
   * Colour mode: light, dark or system (follows prefers-color-scheme live). A palette name or a
   * colour here is taken as `palette` (RapiDoc 11 pages); the mode is then color-scheme's, else dark.
   */
  @property({ attribute: 'theme' }) theme = 'dark';
  /** RapiDoc 11's name of the colour mode (light, dark, system); wins over theme. */
  @property({ attribute: 'color-scheme' }) colorScheme = '';
  /** amber (default), graphite, slate, emerald, violet, rose, blue, or any CSS colour (a brand colour). */
  @property({ attribute: 'palette' }) palette = '';
  /** Corner radius: none, sm (default), md, lg, full. */
  @property({ attribute: 'radius' }) radius = 'sm';
  /** sm, default, lg (alias large), largest. */
  @property({ attribute: 'font-size' }) fontSize = 'default';
  /** Main background; borders, surfaces and muted text follow it. */
  @property({ attribute: 'bg-color' }) bgColor = '';
  /** Text colour; headings and muted text follow it. */
  @property({ attribute: 'text-color' }) textColor = '';
  /** Header background. */
  @property({ attribute: 'header-color' }) headerColor = '';
  /** Buttons, tabs and focus: overrides the palette's primary. */
  @property({ attribute: 'primary-color' }) primaryColor = '';
  /** Font family list for text. */
  @property({ attribute: 'regular-font' }) regularFont = '';
  /** Font family list for code. */
  @property({ attribute: 'mono-font' }) monoFont = '';
  /** Fetch the web fonts (Inter, JetBrains Mono) from a font CDN: one stylesheet, font-display swap. False fetches nothing. */
  @property({ attribute: 'load-fonts', converter: boolConverter('load-fonts', true) }) loadFonts = true;
  /** A stylesheet the host page links (its file name or URL), adopted into the shadow root; with css-classes. */
  @property({ attribute: 'css-file' }) cssFile = '';
  /** Classes from css-file applied to the element's container. */
  @property({ attribute: 'css-classes' }) cssClasses = '';
  /** Presentation: read (one page), view (collapsible), focused (one operation). */
  @property({ attribute: 'render-style', converter: enumConverter('render-style', RENDER_STYLES, 'read') }) renderStyle: RenderStyle = 'read';
  /** Request beside response (row) or stacked (column); empty = column for read and focused, row for view. Above 768 px only. */
  @property({ attribute: 'layout', converter: enumConverter<Layout | ''>('layout', LAYOUTS, '') }) layout: Layout | '' = '';
  /** Order of operations inside a tag. Static: read when a description loads. */
  @property({ attribute: 'sort-endpoints-by', converter: enumConverter('sort-endpoints-by', SORT_ENDPOINTS_BY, 'path') }) sortEndpointsBy: SortEndpointsBy = 'path';
  /** Alphabetical tags. */
  @property({ attribute: 'sort-tags', converter: boolConverter('sort-tags', false) }) sortTags = false;
  /** Alphabetical components (focused + show-components). */
  @property({ attribute: 'sort-schemas', converter: boolConverter('sort-schemas', false) }) sortSchemas = false;
  /** The location hash follows the section scrolled to or clicked. */
  @property({ attribute: 'update-route', converter: boolConverter('update-route', true) }) updateRoute = true;
  /** Prefix of every route (`#` gives `#get-/pets`). */
  @property({ attribute: 'route-prefix' }) routePrefix = '#';
  /** `{method}-{path}` navigated to once the description has loaded. */
  @property({ attribute: 'goto-path' }) gotoPath = '';
  /** Show the header bar. */
  @property({ attribute: 'show-header', converter: boolConverter('show-header', true) }) showHeader = true;
  /** Show the info section. */
  @property({ attribute: 'show-info', converter: boolConverter('show-info', true) }) showInfo = true;
  /** Components section in body and menu (focused style only). */
  @property({ attribute: 'show-components', converter: boolConverter('show-components', false) }) showComponents = false;
  /** H1/H2 headings of the info description as navigation entries (read style only). */
  @property({ attribute: 'info-description-headings-in-navbar', converter: boolConverter('info-description-headings-in-navbar', false) }) infoDescriptionHeadingsInNavbar = false;
  /** Method in navigation entries. */
  @property({ attribute: 'show-method-in-nav-bar', converter: enumConverter('show-method-in-nav-bar', SHOW_METHOD_IN_NAV, 'false') }) showMethodInNavBar: ShowMethodInNav = 'false';
  /** Paths instead of summaries in navigation entries. */
  @property({ attribute: 'use-path-in-nav-bar', converter: boolConverter('use-path-in-nav-bar', false) }) usePathInNavBar = false;
  /** Navigation background colour. */
  @property({ attribute: 'nav-bg-color' }) navBgColor = '';
  /** Navigation text colour. */
  @property({ attribute: 'nav-text-color' }) navTextColor = '';
  /** Navigation item background on hover. */
  @property({ attribute: 'nav-hover-bg-color' }) navHoverBgColor = '';
  /** How the active navigation entry is marked. */
  @property({ attribute: 'nav-active-item-marker', converter: enumConverter('nav-active-item-marker', NAV_ACTIVE_MARKERS, 'left-bar') }) navActiveItemMarker: NavActiveMarker = 'left-bar';
  /** Focused style: a tag click expands/collapses it, or shows its description. */
  @property({ attribute: 'on-nav-tag-click', converter: enumConverter('on-nav-tag-click', NAV_TAG_CLICK, 'expand-collapse') }) onNavTagClick: NavTagClick = 'expand-collapse';
  /** Only operations whose `{method} {path}` matches (see match-type). */
  @property({ attribute: 'match-paths' }) matchPaths = '';
  /** How match-paths matches: case-insensitive substring, or regular expression. */
  @property({ attribute: 'match-type', converter: enumConverter('match-type', MATCH_TYPES, 'includes') }) matchType: MatchType = 'includes';
  /** Comma list of x-badges labels whose operations are left out. */
  @property({ attribute: 'remove-endpoints-with-badge-label-as' }) removeEndpointsWithBadgeLabelAs = '';
  /** Offer the URL box, in the popover of the header's "Open another description" button. */
  @property({ attribute: 'allow-spec-url-load', converter: boolConverter('allow-spec-url-load', true) }) allowSpecUrlLoad = true;
  /** Offer the local file picker, in the popover of the header's "Open another description" button (above 768 px). */
  @property({ attribute: 'allow-spec-file-load', converter: boolConverter('allow-spec-file-load', true) }) allowSpecFileLoad = true;
  /** Buttons in the overview to download the description (JSON, YAML) or open it in a new tab. */
  @property({ attribute: 'allow-spec-file-download', converter: boolConverter('allow-spec-file-download', false) }) allowSpecFileDownload = false;
  /** Schemas as a tree of properties or as a table. */
  @property({ attribute: 'schema-style', converter: enumConverter('schema-style', SCHEMA_STYLES, 'tree') }) schemaStyle: SchemaStyle = 'tree';
  /** Levels of schema properties shown open: 1 = top level only, 999 = all. */
  @property({ attribute: 'schema-expand-level', converter: levelConverter }) schemaExpandLevel = 999;
  /** Full schema descriptions and constraints instead of each description's first sentence or short paragraph. */
  @property({ attribute: 'schema-description-expanded', converter: boolConverter('schema-description-expanded', false) }) schemaDescriptionExpanded = false;
  /** A button on each schema to switch between short (first sentence or paragraph) and full descriptions. */
  @property({ attribute: 'allow-schema-description-expand-toggle', converter: boolConverter('allow-schema-description-expand-toggle', true) }) allowSchemaDescriptionExpandToggle = true;
  /** readOnly properties: hidden in requests (`default`; shown in responses) or always shown (`never`). Webhooks and callbacks swap the sides. */
  @property({ attribute: 'schema-hide-read-only', converter: enumConverter('schema-hide-read-only', HIDE_RULES, 'default') }) schemaHideReadOnly: HideRule = 'default';
  /** writeOnly properties: hidden in responses (`default`; shown in requests) or always shown (`never`). */
  @property({ attribute: 'schema-hide-write-only', converter: enumConverter('schema-hide-write-only', HIDE_RULES, 'default') }) schemaHideWriteOnly: HideRule = 'default';
  /** Which tab of a request or response body shows first: its schema or its example (`model` = schema). */
  @property({ attribute: 'default-schema-tab', converter: enumConverter('default-schema-tab', SCHEMA_TABS, 'schema', { model: 'schema' }) }) defaultSchemaTab: SchemaTab = 'schema';
  /** The TRY console in each operation. */
  @property({ attribute: 'allow-try', converter: boolConverter('allow-try', true) }) allowTry = true;
  /** Pre-fill the console's inputs from examples. */
  @property({ attribute: 'fill-request-fields-with-example', converter: boolConverter('fill-request-fields-with-example', true) }) fillRequestFieldsWithExample = true;
  /** Show the cURL of the current inputs before TRY (after TRY the sent request's cURL is always shown). */
  @property({ attribute: 'show-curl-before-try', converter: boolConverter('show-curl-before-try', false) }) showCurlBeforeTry = false;
  /** An API server URL that replaces the description's list as the active one. */
  @property({ attribute: 'server-url' }) serverUrl = '';
  /** fetch's `credentials` for TRY requests (cookies and HTTP auth of the browser). */
  @property({ attribute: 'fetch-credentials', converter: enumConverter('fetch-credentials', FETCH_CREDENTIALS, 'same-origin') }) fetchCredentials: FetchCredentials = 'same-origin';
  /** Maximum height of a TRY response body (CSS length). */
  @property({ attribute: 'response-area-height' }) responseAreaHeight = '300px';
  /** The authentication section's inputs; when false they are hidden, but keys set by attribute or method still apply. */
  @property({ attribute: 'allow-authentication', converter: boolConverter('allow-authentication', true) }) allowAuthentication = true;
  /** Keep entered credentials and tokens across reloads (localStorage, scoped to the description). */
  @property({ attribute: 'persist-auth', converter: boolConverter('persist-auth', false) }) persistAuth = false;
  /** With api-key-location and api-key-value: an API key pre-filled (a matching apiKey scheme) or sent with every request. */
  @property({ attribute: 'api-key-name' }) apiKeyName = '';
  /** Where the api-key-name key goes: header or query. */
  @property({ attribute: 'api-key-location', converter: enumConverter('api-key-location', API_KEY_LOCATIONS, 'header') }) apiKeyLocation: ApiKeyLocation = 'header';
  /** The key's value; `-` means it is set later from script with setApiKey(api-key-name, value). */
  @property({ attribute: 'api-key-value' }) apiKeyValue = '';
  /** Path or URL of the OAuth 2.0 redirect page, resolved against the page. */
  @property({ attribute: 'oauth-receiver' }) oauthReceiver = 'oauth-receiver.html';
  /** Extra parameters for the OAuth authorization URL: JSON object text, a query string, or (as a property) an object. */
  @property({ attribute: 'additional-authorize-params' }) additionalAuthorizeParams: unknown = '';
  /** Extra parameters for OAuth token requests, in the same forms. */
  @property({ attribute: 'additional-token-params' }) additionalTokenParams: unknown = '';
  /** The description's server (its URL) to start with instead of the first. */
  @property({ attribute: 'default-api-server' }) defaultApiServer = '';
  /** Offer the server list and its variables; when false the active URL is still shown. */
  @property({ attribute: 'allow-server-selection', converter: boolConverter('allow-server-selection', true) }) allowServerSelection = true;
  /** Quick filter of operations in the navigation bar. */
  @property({ attribute: 'allow-search', converter: boolConverter('allow-search', true) }) allowSearch = true;
  /** Search dialog (Ctrl/⌘+K) over paths, descriptions, parameters and responses. */
  @property({ attribute: 'allow-advanced-search', converter: boolConverter('allow-advanced-search', true) }) allowAdvancedSearch = true;
  /** Answer requests that match an operation of the description (TRY, and the page's own fetch and XMLHttpRequest) in the browser; anything else goes to the network. */
  @property({ attribute: 'mock-server', converter: boolConverter('mock-server', false) }) mockServer = false;
  /** Status of mocked answers: a code or a comma list (see mock-server-status-strategy); empty = the operation's first 2xx, then `default`, then the first listed. */
  @property({ attribute: 'mock-server-status-code' }) mockServerStatusCode = '';
  /** How a list of status codes is used: always the first, each in turn per operation (cycle), or a random one. */
  @property({ attribute: 'mock-server-status-strategy', converter: enumConverter('mock-server-status-strategy', MOCK_STATUS_STRATEGIES, 'first') })
  mockServerStatusStrategy: MockStatusStrategy = 'first';
  /** Milliseconds the mock server waits before each answer. */
  @property({ attribute: 'mock-server-delay', type: Number }) mockServerDelay = 0;
  /** Log each mocked request (the operation matched, the status chosen, the time) to the console. */
  @property({ attribute: 'mock-server-log', converter: boolConverter('mock-server-log', true) }) mockServerLog = true;

  /**
   * The interface's messages, by language tag: `{ de: { 'try.send': 'Senden' } }` changes words of
   * a shipped language, `{ sv: { … } }` adds a language (keys it lacks show in English). Keys
   * spec-doc does not have are reported once with console.warn.
   */
  @property({ attribute: false }) messages: HostMessages = {};

  /** Puts an attribute's default back when it is removed: the same as never having set it (attributes.ts). */
  private readonly restoreDefault = attributeDefaults(this);

  // ---- state: one controller per concern, and the contexts the views read ----

  /** The interface language (the `lang` attribute, an ancestor's, the browser's) and its translator, provided to the views. */
  private readonly locale = new LocaleController(this);

  private readonly loader: LoadController = new LoadController(this, {
    outlineOptions: () => ({ sortEndpointsBy: this.sortEndpointsBy, sortTags: this.sortTags }),
    loaded: (outline, url) => {
      this.apiServer.reset(outline.servers, url, this.serverUrl, this.defaultApiServer);
      this.auth.reset(outline.securitySchemes ?? [], url, outline.info.title);
    },
    rendered: () => this.nav.initial(),
    // The mock answers from the moment spec-loaded fires; one that cannot start says so itself (and TRY refuses).
    beforeLoaded: () => this.mock.whenReady().catch(() => {}),
    // While the worker parses, the page has nothing to do: the Markdown renderer gets ready for the intro.
    downloaded: () => setTimeout(warmMarkdown),
    overlays: () => ({ overlayUrl: this.overlayUrl, overlays: this.overlays }),
    wordsArrived: () => this.locale.refresh(),
  });
  /** The sources switcher; its code is a chunk loaded when a list is first set. */
  private readonly sourceList = new SourcesController(this, this.loader);
  private readonly lazy = new LazyRenderController(this);
  private readonly nav = new NavigationController(this, () => this.page.view?.order, this.loader, this.lazy);
  private readonly appearance = new ThemeController(this);
  private readonly search = new SearchController(this, () => this.allowAdvancedSearch && !!this.page.view);
  /** Layout and file picker apply above this width (seed, "Limits"). */
  private readonly wide = new MediaQueryController(this, '(min-width: 769px)');
  /** The overview's two columns (description; server and authentication cards) apply from here. */
  private readonly twoColumns = new MediaQueryController(this, '(min-width: 1200px)');
  /** The API server TRY sends to. */
  private readonly apiServer = new ApiServerController(this);
  private readonly auth = new AuthController(this);
  /** The in-browser mock server (mock-server); its code is a chunk loaded when it is first turned on. */
  private readonly mock = new MockController(this, this.loader, this.apiServer);
  /** The store, schema settings, default tab and TRY options, as contexts for the views. */
  private readonly shared = new SharedStateController(this, this.loader, this.apiServer, this.auth, () => this.mock.whenReady());

  /** An element in the page when the bundle defines it: connected, then rendered first, in tasks of their own. */
  private readonly upgrade = new DefinitionUpgrade(this, this.loader);

  /** What is shown of the loaded description, and the parts of the page drawn from it. */
  private readonly page: PageView = new PageView(this, {
    loader: this.loader,
    nav: this.nav,
    lazy: this.lazy,
    search: this.search,
    apiServer: this.apiServer,
    auth: this.auth,
    mock: this.mock,
    twoColumns: this.twoColumns,
    wide: this.wide,
    sourceList: this.sourceList,
    wholeMarkdown: () => this.getMarkdown(),
  });

  // ---- lifecycle ----

  override connectedCallback(): void {
    if (this.upgrade.deferConnection()) return;
    super.connectedCallback();
    if (this.hasUpdated && this.specUrl && this.loader.loadedUrl !== this.specUrl) this.requestUpdate('specUrl');
  }

  /** The attributes' names, and `lang` (the element's own HTMLElement.lang, read by the LocaleController). */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.locale.follow();
    else if (value === null) this.restoreDefault(name);
  }

  override disconnectedCallback(): void {
    if (!this.upgrade.cancelConnection()) super.disconnectedCallback();
  }

  protected override async scheduleUpdate(): Promise<void> {
    await this.upgrade.beforeFirstUpdate(this.hasUpdated);
    // The first render in the page's language, not English first (a language's chunk is small).
    if (!this.hasUpdated) await this.locale.ready;
    await super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('messages')) this.locale.follow();
    if (changed.has('sources')) this.sourceList.follow();
    this.page.follow();
    if (changed.has('renderStyle') && changed.get('renderStyle') !== undefined) this.nav.restyle();
  }

  protected override updated(changed: PropertyValues<this>): void {
    const set = (k: keyof SpecDoc): boolean => changed.has(k) && changed.get(k) !== undefined;
    const outline = this.loader.outline;
    if ((set('serverUrl') || set('defaultApiServer')) && outline) this.apiServer.reset(outline.servers, this.loader.descriptionUrl, this.serverUrl, this.defaultApiServer);
    if (set('persistAuth')) this.auth.followPersist();
    if (outline && (set('apiKeyName') || set('apiKeyLocation') || set('apiKeyValue'))) this.auth.applyAttributeKey();
    // A new style keeps the reader where they were.
    if (set('renderStyle')) this.nav.keepPlace();
    this.loader.followComponents(this.renderStyle === 'focused' && this.showComponents, this.sortSchemas);
    // Only while connected: an element removed before its first update would start a worker
    // nobody disposes (connectedCallback loads it when it comes back).
    // New overlays load spec-url again (a description given to loadSpec takes the overlays set when it is called).
    if (((changed.has('specUrl') && this.specUrl !== this.loader.loadedUrl) || set('overlayUrl') || set('overlays')) && this.specUrl && this.isConnected && !this.sourceList.holding) {
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
    this.sourceList.switcher?.followLoad(urlOrObject);
    return this.loader.loadSpec(urlOrObject);
  }

  /**
   * Makes `url` the active API server when it is one of the description's servers (as written
   * or resolved), fires `api-server-change` and returns true; otherwise changes nothing and
   * returns false.
   */
  setApiServer(url: string): boolean {
    const index = this.apiServer.find(url);
    if (index >= 0) this.apiServer.select(index);
    return index >= 0;
  }

  /**
   * Sets the user name and password of an HTTP Basic scheme of the description. Returns false
   * (and changes nothing) for any other scheme id.
   */
  setHttpUserNameAndPassword(securitySchemeId: string, username: string, password: string): boolean {
    return this.auth.setBasic(securitySchemeId, username, password);
  }

  /**
   * Sets the value of an apiKey scheme, the token of an HTTP Bearer scheme or the access token
   * of an OAuth 2.0 scheme (also the key named by api-key-name). Returns false for any other id.
   */
  setApiKey(securitySchemeId: string, token: string): boolean {
    return this.auth.setApiKey(securitySchemeId, token);
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
    return this.nav.scrollToPath(path);
  }

  /**
   * The Markdown that `Copy as Markdown` copies, built in the worker: of one operation or webhook
   * given its route (`{method}-{path}`, e.g. `get-/pets/{id}`; the slot form works too) or, without
   * a route, of the whole description. Its cURL examples go to the active API server with
   * credentials as placeholders. Rejects with an Error for an unknown route (`No operation has the
   * route "…"`) or before a description has loaded (`No description has loaded yet`).
   */
  getMarkdown(route?: string): Promise<string> {
    const order = this.page.view?.order;
    const id = route === undefined ? undefined : ((order && findOperation(order, route)?.id) ?? route);
    return storeMarkdown(this.loader.outline && this.loader.store, id, { serverUrl: this.apiServer.resolved.ok ? this.apiServer.resolved.url : '', serverFixed: this.serverUrl !== '' });
  }

  // ---- event handlers ----

  private readonly onSearchSelect = (e: CustomEvent<{ id: string }>): void => {
    e.stopPropagation();
    this.nav.go(e.detail.id);
  };

  /** The skip link: focus moves past the header and navigation to the content. */
  private readonly skipToContent = (): void => {
    this.renderRoot.querySelector<HTMLElement>('main')?.focus();
  };

  // ---- rendering ----

  protected override render(): TemplateResult {
    const { page, nav } = this;
    const { view } = page;
    const layout = this.layout || (this.renderStyle === 'view' ? 'row' : 'column');
    const classes = [
      ...classNames(this.cssClasses),
      'root',
      this.appearance.light ? 'light' : 'dark',
      `style-${this.renderStyle}`,
      `layout-${layout}`,
      `marker-${this.navActiveItemMarker}`,
      nav.navOpen ? 'nav-open' : '',
    ].join(' ');
    // An open phone drawer is modal: what it covers leaves the tab order and the accessibility tree.
    const covered = nav.navOpen && !this.wide.matches;
    // Right to left for Arabic and Hebrew; otherwise the direction of the page (dir on the element or an ancestor) carries in.
    return html`<div class=${classes} part="container" dir=${ifDefined(this.locale.direction)} @keydown=${nav.onDrawerKey}>
      <button type="button" class="skip-link" @click=${this.skipToContent}>${msg('chrome.skipToContent')}</button>
      <slot name="fixed-header"></slot>
      ${this.showHeader ? page.renderHeader(view, covered) : view ? page.renderPhoneBar(view, covered) : nothing}
      <div class="body">
        ${view ? page.renderNav(view) : nothing} ${covered ? html`<div class="nav-backdrop" @click=${() => nav.closeMenu()}></div>` : nothing}
        <main
          class="main"
          part="main"
          id="content"
          tabindex="0"
          ?inert=${covered}
          @scroll=${nav.onMainScroll}
          @wheel=${nav.onReaderInput}
          @touchmove=${nav.onReaderInput}
          @keydown=${nav.onReaderInput}
          @pointerdown=${nav.onReaderInput}
        >
          <slot></slot>
          ${renderLoadStatus(this.loader)} ${this.sourceList.switcher?.notice()} ${this.loader.notice} ${view ? page.renderContent(view) : nothing}
          <slot name="footer"></slot>
        </main>
      </div>
      ${
        this.search.shown
          ? html`<spec-doc-search-dialog .search=${(q: string) => this.loader.store?.search(q) ?? Promise.resolve([])} @search-select=${this.onSearchSelect}></spec-doc-search-dialog>`
          : nothing
      }
    </div>`;
  }
}
