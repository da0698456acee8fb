import { registerEnglish } from '../english.js';

/** English messages of the frame around the reference: header, navigation, search, sources, loading, print (see index.ts). */
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
  // The navigation's first entries and the webhooks' group (the tags' names are the description's).
  'chrome.navOverview': 'Overview',
  'chrome.navServers': 'Servers',
  'chrome.navWebhooks': 'Webhooks',
  // The group of the tags that the description's tag groups (x-tagGroups) leave out.
  'chrome.navOtherTags': 'Other',
} as const;

registerEnglish(chromeMessages);
