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
