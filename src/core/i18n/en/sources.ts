import { registerEnglish } from '../english.js';

/** English messages of the sources switcher (the `sources` property's API select, see index.ts): a lazy chunk with the switcher (source-switcher.ts). */
export const sourcesMessages = {
  // The sources switcher: the label of its select, the option shown when the description is none of the list's, and the notice above the list's problems.
  'sources.label': 'API',
  'sources.other': 'Other',
  'sources.problems': 'The sources list has entries that cannot be shown:',
} as const;

registerEnglish(sourcesMessages);
