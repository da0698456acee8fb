/** English messages of the frame around the reference: header, navigation, search, sources, loading and errors, print (see index.ts). */
export const chromeMessages = {
  'chrome.openDescription': 'Open another description',
  'chrome.descriptionUrl': 'Description URL',
  'chrome.load': 'Load',
  'chrome.openFile': 'Open file',
} as const;
