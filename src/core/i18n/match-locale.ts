/** The interface languages spec-doc ships (English is in the bundle; the others are lazy chunks). */
export const SHIPPED_LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-CN', 'ko', 'ar', 'he'] as const;

/**
 * Region-less and script tags that name one of `supported` for certain: Portuguese is read as
 * Brazilian Portuguese (the only Portuguese shipped; a European reader understands it), and
 * Chinese as Simplified only where the tag says so (zh, zh-Hans, zh-CN, zh-SG): a reader of
 * Traditional Chinese (zh-TW, zh-HK, zh-Hant) is better served by the next language they ask for.
 */
const ALIASES: Readonly<Record<string, string>> = {
  pt: 'pt-BR',
  zh: 'zh-CN',
  'zh-Hans': 'zh-CN',
  'zh-SG': 'zh-CN',
  'zh-Hans-CN': 'zh-CN',
  'zh-Hans-SG': 'zh-CN',
  iw: 'he', // the withdrawn code browsers still send for Hebrew
};

/**
 * The first of `requested` (BCP 47 tags, most wanted first: the element's language, an
 * ancestor's, the document's, `navigator.languages`) that one of `supported` serves, as that
 * supported tag; undefined when none does. A tag is matched whole, then through ALIASES, then
 * by its language alone when that language has exactly one supported form (`de-AT` → `de`,
 * `pt-PT` → `pt-BR`), comparing without regard to case (BCP 47, 2.1.1).
 */
export function matchLocale(requested: readonly string[], supported: readonly string[] = SHIPPED_LOCALES): string | undefined {
  const byLower = new Map(supported.map((s) => [s.toLowerCase(), s]));
  for (const raw of requested) {
    const tag = canonical(raw);
    if (!tag) continue;
    const exact = byLower.get(tag.toLowerCase());
    if (exact) return exact;
    const alias = Object.entries(ALIASES).find(([k]) => k.toLowerCase() === tag.toLowerCase())?.[1];
    if (alias && byLower.has(alias.toLowerCase())) return byLower.get(alias.toLowerCase());
    const language = tag.split('-')[0]!.toLowerCase();
    // Chinese other than Simplified is not served by zh-CN (see ALIASES).
    if (language === 'zh') continue;
    const forms = supported.filter((s) => s.split('-')[0]!.toLowerCase() === language);
    if (forms.length === 1) return forms[0];
  }
  return undefined;
}

/** `tag` in its canonical form (`en_us` → `en-US`), or undefined when it is not a language tag. */
function canonical(tag: string): string | undefined {
  const t = tag.trim().replace(/_/g, '-');
  if (!t) return undefined;
  try {
    return Intl.getCanonicalLocales(t)[0];
  } catch {
    return undefined;
  }
}
