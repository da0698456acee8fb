import type { Catalogue, MessageKey } from './en/index.js';
import { englishMessage } from './english.js';
import { formatMessage, type MessageValues } from './format-message.js';

/** Formats the catalogue's messages in one language, with a host's overrides on top. */
export interface Translator {
  /** The BCP 47 tag of the language (formatting of numbers and plurals follows it). */
  readonly locale: string;
  /** The message of `key` with `values` filled in. */
  t(key: MessageKey, values?: MessageValues): string;
}

/**
 * A translator for `locale`: each key from `overrides` (a host's `messages`), else from
 * `catalogue` (the language's), else English, so that a partial catalogue never shows a key.
 */
export function createTranslator(locale: string, catalogue: Catalogue = {}, overrides: Readonly<Record<string, string>> = {}): Translator {
  return {
    locale,
    t: (key, values) => formatMessage(own(overrides, key) ?? own(catalogue, key) ?? englishMessage(key), values, locale),
  };
}

/** The English translator, the one in use until a language is chosen. */
export const english: Translator = createTranslator('en');

function own(record: Readonly<Record<string, string | undefined>>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
