import type { Catalogue } from './en/index.js';

/**
 * Each shipped language but English, as a lazy chunk (a named export: the build's lazy chunks
 * re-export their module with `export *`, which leaves a default export out): a page in German downloads the German
 * catalogue only (English is in the bundle, area by area, and fills any key a catalogue lacks).
 */
const CHUNKS: Readonly<Record<string, () => Promise<{ catalogue: Catalogue }>>> = {
  de: () => import('./locales/de.js'),
  fr: () => import('./locales/fr.js'),
  es: () => import('./locales/es.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  ja: () => import('./locales/ja.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  ko: () => import('./locales/ko.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
};

const loaded = new Map<string, Promise<Catalogue>>();

/**
 * The catalogue of a shipped language (`locale` as matchLocale returns it), loaded once per page;
 * an empty catalogue (English throughout) for English, for a language not shipped, and when the
 * chunk fails to load (the page stays readable in English rather than failing).
 */
export function loadCatalogue(locale: string): Promise<Catalogue> {
  const chunk = CHUNKS[locale];
  if (!chunk) return Promise.resolve({});
  let p = loaded.get(locale);
  if (!p) {
    p = chunk().then(
      (m) => m.catalogue,
      () => {
        loaded.delete(locale);
        return {};
      },
    );
    loaded.set(locale, p);
  }
  return p;
}
