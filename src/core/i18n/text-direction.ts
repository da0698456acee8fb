/** Languages written right to left among those a page may be set to (their scripts are RTL by default). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/**
 * The direction a locale's text runs: `rtl` for Arabic, Hebrew, Persian, Urdu and the other
 * languages written in RTL scripts by default, unless the tag names a left-to-right script
 * (`ug-Latn`, `sd-Deva`); `ltr` otherwise. A fixed list rather than `Intl.Locale#getTextInfo`,
 * which Firefox lacks.
 */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  const [language = '', ...rest] = locale.toLowerCase().replace(/_/g, '-').split('-');
  if (!RTL_LANGUAGES.has(language)) return 'ltr';
  const script = rest.find((s) => s.length === 4);
  return script && script !== 'arab' && script !== 'hebr' && script !== 'thaa' ? 'ltr' : 'rtl';
}
