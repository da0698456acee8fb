import type { MessageKey } from '../../core/i18n/en/index.js';
import type { MessageValues } from '../../core/i18n/format-message.js';
import { english, type Translator } from '../../core/i18n/translator.js';

/**
 * The translator templates read from. Lit renders each element synchronously, so the element
 * about to render sets the translator of its <spec-doc> (useTranslator) and every template
 * function called during that render reads it here, without a translator threaded through
 * every call. Text made outside a render (announcements, messages set by event handlers) reads
 * the same, set by the last render of the page's elements.
 */
let current: Translator = english;

/** The interface text of `key`, with `values` filled in, in the current language. */
export function msg(key: MessageKey, values?: MessageValues): string {
  return current.t(key, values);
}

/** Makes `translator` the one msg() reads (an element calls this as it renders). */
export function useTranslator(translator: Translator): void {
  current = translator;
}

/** The translator msg() reads now. */
export function currentTranslator(): Translator {
  return current;
}
