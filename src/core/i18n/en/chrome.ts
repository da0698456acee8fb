import { registerEnglish } from '../english.js';

/** English messages of the frame around the reference: header, navigation, search, sources, loading and errors, print (see index.ts). */
export const chromeMessages = {
  'chrome.openDescription': 'Open another description',
  'chrome.descriptionUrl': 'Description URL',
  'chrome.load': 'Load',
  'chrome.openFile': 'Open file',
  'chrome.skipToContent': 'Skip to content',
  // The phone bar (768 px and narrower): the button that opens the navigation drawer, and Search's label.
  'chrome.menu': 'Menu',
  'chrome.search': 'Search',
  // The keys that open the search dialog, as keyboards other than Apple's label them (Apple's show ⌘K).
  'chrome.searchKeys': 'Ctrl K',
  // The search dialog.
  'chrome.searchDialog': 'API search',
  'chrome.searchInput': 'Search the API',
  'chrome.searchPlaceholder': 'Search paths, summaries, parameters…',
  'chrome.close': 'Close',
  'chrome.searchResults': 'Search results',
  'chrome.searchCount': '{count, plural, =0 {No results} one {# result} other {# results}}',
  // A webhook's badge in the results: the method is the HTTP method, shown as written.
  'chrome.searchWebhook': 'webhook {method}',
  // fields: the names of the fields a result matched in (chrome.searchField), joined by commas.
  'chrome.searchMatched': 'matched: {fields}',
  // A field a result matched in; operationId (the format's own name) and any other field stay as written.
  'chrome.searchField':
    '{field, select, method {method} path {path} summary {summary} tags {tag} parameters {parameter} requestBody {request body} description {description} responses {response} other {{field}}}',
  // The sources switcher: the label of its select, the option shown when the description is none of the list's, and the notice above the list's problems.
  'chrome.sourcesLabel': 'API',
  'chrome.sourcesOther': 'Other',
  'chrome.sourcesProblems': 'The sources list has entries that cannot be shown:',
  // The tooltip of a link of the description that is shown as text; reason says why (“it names no host”).
  'chrome.linkNotFollowed': 'Link not followed: {reason}',
  // The server listed when the description names none: requests go to where the description came from.
  'chrome.serverOrigin': 'The description’s origin',
  'chrome.noDescriptionLoaded': 'No description loaded',
  // Why the description did not load (under “Could not load the description.”). source and url are addresses, language is JSON or YAML,
  // reason is the parser’s or browser’s own words (English); line, column and max are numbers.
  'chrome.loadErrorSyntax': '{language} syntax error in {source} at line {line}, column {column}: {reason}',
  'chrome.loadErrorSyntaxUnplaced': '{language} syntax error in {source}: {reason}',
  'chrome.loadErrorEmpty': '{source} is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)',
  'chrome.loadErrorTooDeep': '{source} nests deeper than {max} levels at line {line}, column {column}: it is refused rather than risk running out of stack',
  // pointer is a JSON pointer (/paths/~1pets/get), shown as written.
  'chrome.loadErrorTooDeepAt': '{source} nests deeper than {max} levels at {pointer}: it is refused rather than risk running out of stack',
  'chrome.loadErrorTooDeepBundled': 'The description nests deeper than {max} levels at {pointer}',
  // A YAML file whose aliases (*name) repeat its anchors (&name) so often it would take too much memory (the “billion laughs” attack).
  'chrome.loadErrorAliasBomb': 'YAML aliases in {source} expand to more than {max} nodes (a "billion laughs" alias bomb?): the description is refused',
  'chrome.loadErrorTooManyNodes': 'The description expands to too many nodes (a YAML alias bomb?)',
  'chrome.loadErrorNotObject': '{source} is not an OpenAPI or Swagger document: its top level is not an object (supported: Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2)',
  'chrome.loadErrorNoVersion': '{source} is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field at the top level (supported: Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2)',
  // format is OpenAPI or Swagger; version is the description's, as written.
  'chrome.loadErrorVersion': 'Unsupported {format} version {version} in {source} (supported: Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2)',
  // reason says why the address is refused (“it names no host”).
  'chrome.loadErrorRefusedUrl': '{url} cannot be loaded: {reason}',
  // detail is the browser’s message (“Failed to fetch”), or none.
  'chrome.loadErrorNetwork':
    '{detail, select, none {Network error loading {url}: the server is unreachable, or it does not allow cross-origin requests (CORS)} other {Network error loading {url} ({detail}): the server is unreachable, or it does not allow cross-origin requests (CORS)}}',
  'chrome.loadErrorBrokeOff': '{detail, select, none {Network error loading {url}: the download broke off} other {Network error loading {url} ({detail}): the download broke off}}',
  // status is the HTTP status code and statusText the server’s words for it (“Not Found”), both as sent.
  'chrome.loadErrorHttp': '{statusText, select, none {HTTP {status} loading {url}} other {HTTP {status} {statusText} loading {url}}}',
  'chrome.loadErrorCancelled': 'Loading {url} was cancelled',
  // The description loaded, but the OpenAPI Overlays applied to it made it fail; message is one of the messages above.
  'chrome.loadErrorAfterOverlays': 'After applying the overlays: {message}',
  // The overview's list of problems found in the description (the rest of it is shown). ref is a $ref as written, pointer a JSON pointer
  // in the file url; reason says why the file could not be read (one of the loadError messages above, or the parser’s words).
  'chrome.problemRefInvalid': 'Invalid $ref "{ref}"',
  'chrome.problemRefUnreadable': 'Cannot resolve $ref "{ref}": {reason}',
  'chrome.problemRefMissing': '{pointer, select, none {Cannot resolve $ref "{ref}": no document in {url}} other {Cannot resolve $ref "{ref}": no {pointer} in {url}}}',
  // A large description shown from its first part, whose rest turned out not to load; reason is one of the loadError messages above.
  'chrome.problemRestUnreadable': 'The rest of the description could not be read: {reason}',
  // OpenAPI 3.2’s "$self" field (the description’s own URI); self is its value as written.
  'chrome.problemSelf':
    '{problem, select, notString {"$self" is not a string; relative references resolve against the URL the description was read from} fragment {"$self" must not contain a fragment; it is ignored} other {"$self" ({self}) is not a URI reference; relative references resolve against the URL the description was read from}}',
  // What a Swagger 2.0 description’s conversion to OpenAPI 3 could not convert. Names in backticks are Swagger 2.0 fields (keep them as
  // written); name is an entry’s name in the description, key is consumes or produces, max a number of levels.
  'chrome.problemSwagger2':
    '{notice, select, responseNotObject {Response is not an object; it was skipped} responseExamplesNotObject {Response `examples` is not an object; it was skipped} responseHeadersNotObject {Response `headers` is not an object; it was skipped} headerNotObject {Header "{name}" is not an object; it was skipped} definitionNotObject {Definition "{name}" is not an object; it was skipped} securityDefinitionNotObject {Security definition "{name}" is not an object; it was skipped} oauthFlowUnknown {OAuth 2.0 `flow` is missing or unknown; the scheme was copied unconverted} parametersNotList {`parameters` is not a list; it was skipped} parameterNotObject {Parameter is not an object; it was skipped} parameterNoIn {Parameter has no `in`; it was skipped} namedParameterNotObject {Parameter "{name}" is not an object; it was skipped} namedParameterNoIn {Parameter "{name}" has no `in`; it was skipped} pathItemNotObject {Path item is not an object; it was skipped} operationNotObject {Operation "{name}" is not an object; it was skipped} responsesNotObject {`responses` is not an object; it was skipped} rootResponsesNotObject {`responses` is not an object; it was skipped} pathsNotObject {`paths` is not an object; no operations were read} definitionsNotObject {`definitions` is not an object; it was skipped} rootParametersNotObject {`parameters` is not an object; it was skipped} securityDefinitionsNotObject {`securityDefinitions` is not an object; it was skipped} secondBody {An operation can have only one body parameter; this one was skipped} formWithBody {formData parameters cannot be used with a body parameter; this one was skipped} mediaTypesNotList {`{key}` is not a list; it was ignored} other {The description nests deeper than {max} levels; the deepest part was left unconverted}}',
  // The navigation's first entries and the webhooks' group (the tags' names are the description's).
  'chrome.navOverview': 'Overview',
  'chrome.navServers': 'Servers',
  'chrome.navWebhooks': 'Webhooks',
  // The group of the tags that the description's tag groups (x-tagGroups) leave out.
  'chrome.navOtherTags': 'Other',
} as const;

registerEnglish(chromeMessages);
