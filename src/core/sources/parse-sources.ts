import type { SafeUrl } from '../url/safe-url.js';
import { slug } from '../text/slug.js';

/** One usable entry of the `sources` list: its name, its URL as written and resolved, and its slug (its name in the page URL). */
export interface SourceEntry {
  name: string;
  /** The URL as the list writes it (what `source-change` reports). */
  url: string;
  /** The URL resolved against the page: what is loaded and what spec-url is compared with. */
  href: string;
  /** The value of the page URL's `api` parameter that names this entry. */
  slug: string;
}

/** The list checked: the entries that can be shown, and a sentence for each one that cannot (or for the whole value). */
export interface ParsedSources {
  entries: SourceEntry[];
  problems: string[];
}

/**
 * Checks the `sources` value (the JSON text of the attribute, or the array given as the
 * property): an array of `{name, url}` objects, each name non-empty text and each url an http(s)
 * URL once resolved against the page by `gate` (safeUrl with the page as base; a parameter so the
 * switcher's chunk shares the page bundle's copy). Entries that fail are left out with a problem
 * each, so one bad entry loses none of the others. Slugs are made unique in list order
 * (`payments`, `payments-2`); a name with no letter or digit takes `api-{n}`.
 */
export function parseSources(value: unknown, gate: (url: string) => SafeUrl): ParsedSources {
  let list = value;
  if (typeof value === 'string') {
    if (!value.trim()) return { entries: [], problems: [] };
    try {
      list = JSON.parse(value) as unknown;
    } catch (e) {
      return { entries: [], problems: [`sources is not valid JSON (${e instanceof Error ? e.message : String(e)}).`] };
    }
  }
  if (list === null || list === undefined) return { entries: [], problems: [] };
  if (!Array.isArray(list)) return { entries: [], problems: ['sources must be a JSON array of {"name", "url"} objects.'] };
  const entries: SourceEntry[] = [];
  const problems: string[] = [];
  const slugs = new Set<string>();
  list.forEach((item: unknown, i) => {
    const n = i + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push(`Entry ${n} of sources is not an object with a name and a url.`);
      return;
    }
    const { name, url } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim()) {
      problems.push(`Entry ${n} of sources has no name.`);
      return;
    }
    const label = `Entry ${n} of sources ("${name.trim()}")`;
    if (typeof url !== 'string' || !url.trim()) {
      problems.push(`${label} has no url.`);
      return;
    }
    const safe = gate(url);
    if (!safe.ok) {
      problems.push(`${label}: its url is refused: ${safe.reason}.`);
      return;
    }
    const stem = slug(name) || `api-${n}`;
    let unique = stem;
    for (let k = 2; slugs.has(unique); k++) unique = `${stem}-${k}`;
    slugs.add(unique);
    entries.push({ name: name.trim(), url: url.trim(), href: safe.url, slug: unique });
  });
  return { entries, problems };
}
