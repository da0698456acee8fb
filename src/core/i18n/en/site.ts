import { registerEnglish } from '../english.js';

/** English messages of the page `spec-doc build` writes and `spec-doc serve` serves, around the element (see index.ts). */
export const siteMessages = {
  // The page's title and heading when the description's info.title is empty.
  'site.untitledApi': 'API reference',
  // Under the heading of the page's pre-rendered reference (read before the element loads); version is the description's info.version, shown as written.
  'site.version': 'Version {version}',
  // A site of several APIs: the label of the list of their links, and the line above it.
  'site.apis': 'APIs',
  'site.apiCount': '{count, plural, one {# API:} other {# APIs:}}',
  // Shown when the built page is opened from the file system; command is a shell command (npx spec-doc serve site/), shown as code.
  'site.fileNotice':
    'Browsers do not run this page’s scripts when it is opened as a file. Serve its folder with {command} and open the address it prints; until then, the reference below is readable as it is.',
  // spec-doc serve's page while the description (changed on disk) does not load: its title and heading; the error itself follows in English.
  'site.errorTitle': 'spec-doc: error',
  'site.errorHeading': 'The description could not be loaded',
} as const;

registerEnglish(siteMessages);
