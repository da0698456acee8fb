import { currentTranslator } from './msg.js';

const formats = new Map<string, Intl.ListFormat>();

/**
 * A list of names or values in the interface's language: "a, b, c" in English (as a plain ", "
 * join writes it), "a、b、c" in Japanese. Narrow conjunction: no "and" before the last item, so
 * an English list reads as before.
 */
export function listText(items: readonly string[]): string {
  const locale = currentTranslator().locale;
  let format = formats.get(locale);
  if (!format) {
    try {
      format = new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' });
    } catch {
      return items.join(', ');
    }
    formats.set(locale, format);
  }
  return format.format(items);
}
