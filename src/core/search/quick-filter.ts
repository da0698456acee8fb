/** One operation prepared for the quick filter: its id and the lowercased text the filter looks in. */
export interface QuickFilterEntry {
  id: string;
  /** Method, path, summary, description, operationId and tags, lowercased, one per line. */
  haystack: string;
}

/** The texts of an operation that the quick filter looks in. */
export interface QuickFilterFields {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  operationId: string;
  tags: readonly string[];
}

/** Longest query the filter reads; the box is for a few words, not for pasted documents. */
export const MAX_FILTER_QUERY = 200;

/**
 * Prepares one operation for `quickFilter`. Done once per operation and kept, so filtering
 * as one types only runs `includes` over ready strings.
 */
export function quickFilterEntry(fields: QuickFilterFields): QuickFilterEntry {
  // Lines keep a term from matching across two fields: terms never contain whitespace.
  const text = [fields.method, fields.path, fields.summary, fields.description, fields.operationId, fields.tags.join('\n')].join('\n');
  return { id: fields.id, haystack: text.toLowerCase() };
}

/** The whitespace-separated, lowercased terms of a filter query (capped in length). */
export function filterTerms(query: string): string[] {
  return query.slice(0, MAX_FILTER_QUERY).toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Ids of the entries whose text contains every term of the query (case-insensitive
 * substring match), in the entries' order. An empty query keeps every entry.
 */
export function quickFilter(entries: readonly QuickFilterEntry[], query: string): string[] {
  const terms = filterTerms(query);
  const out: string[] = [];
  for (const e of entries) {
    if (terms.every((t) => e.haystack.includes(t))) out.push(e.id);
  }
  return out;
}
