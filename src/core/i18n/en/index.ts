import { authMessages } from './auth.js';
import { chromeMessages } from './chrome.js';
import { componentsMessages } from './components.js';
import { overlayMessages } from './overlay.js';
import { searchMessages } from './search.js';
import { sourcesMessages } from './sources.js';
import { problemsMessages } from './problems.js';
import { referenceMessages } from './reference.js';
import { siteMessages } from './site.js';
import { tryMessages } from './try.js';

/**
 * The English catalogue: every word spec-doc itself shows, by key, in the ICU subset of
 * formatMessage; what every other language falls back to, key by key. One file per area of the
 * interface (the keys start with the area's name). At run time nothing imports this whole: each
 * file that shows an area's words imports that area's file, which registers its English
 * (english.ts), so each area's English loads with the chunk that shows it. This file gives the
 * types and, to tests, the whole catalogue.
 */
export const en = {
  ...chromeMessages,
  ...problemsMessages,
  ...referenceMessages,
  ...componentsMessages,
  ...overlayMessages,
  ...searchMessages,
  ...sourcesMessages,
  ...tryMessages,
  ...authMessages,
  ...siteMessages,
} as const;

/** A key of the catalogue. */
export type MessageKey = keyof typeof en;

/** Another language's catalogue: any keys of the English one (the rest fall back to English). */
export type Catalogue = Partial<Record<MessageKey, string>>;
