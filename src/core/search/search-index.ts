import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { DescriptionModel } from '../model/description-model.js';
import { resolveRef } from '../model/resolve-ref.js';
import type { OperationSummary } from '../model/types.js';
import { childPointer, getAtPointer, joinPointer, parsePointer } from '../resolve/pointer.js';
import { isObject, str, type JsonObject } from '../types.js';
import { quickFilter, quickFilterEntry, type QuickFilterEntry } from './quick-filter.js';

/** The fields of an operation that advanced search looks in, in the order `matched` lists them. */
export const SEARCH_FIELDS = ['method', 'path', 'summary', 'operationId', 'tags', 'parameters', 'requestBody', 'description', 'responses'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** One operation or webhook as search sees it. */
export interface SearchDocument {
  id: string;
  kind: 'operation' | 'webhook';
  method: string;
  /** Path template, or the webhook's name. */
  path: string;
  summary: string;
  description: string;
  operationId: string;
  tags: string[];
  /** Names of path-item and operation parameters. */
  parameters: string[];
  /** Top-level property names of each request-body media type's schema. */
  requestBody: string[];
  /** Descriptions of the responses. */
  responses: string[];
}

/** One result of advanced search, best first. */
export interface SearchHit {
  id: string;
  kind: 'operation' | 'webhook';
  method: string;
  path: string;
  summary: string;
  score: number;
  /** The fields some query term matched in, in `SEARCH_FIELDS` order. */
  matched: SearchField[];
}

/** Longest query read; longer input is cut rather than rejected. */
export const MAX_SEARCH_QUERY = 200;
/** Most query terms used: each one is a prefix (and maybe fuzzy) walk of the index. */
const MAX_TERMS = 12;

// Paths, summaries and operationIds name what an operation does; descriptions only talk about it.
const BOOST: Partial<Record<SearchField, number>> = {
  path: 3,
  summary: 3,
  operationId: 2.5,
  tags: 2,
  method: 1.5,
  parameters: 1.5,
  requestBody: 1.2,
};

// Words that appear in nearly every description; indexing them only slows prefix walks
// ("a" would expand to every term starting with a) without telling operations apart.
const STOP_WORDS = new Set(
  'a an and are as at be been by can for from has have if in into is it its may must of on or that the their then there these this to was were will with you your'.split(' '),
);

// Space, punctuation (including `_`, `-`, `/`, `{}`) and symbols (`$`, `+`, `|`, backticks).
const SEPARATORS = /[\s\p{P}\p{S}]+/u;
// Linear although the lint cannot see it: an upper-case run always yields a match (its last
// letter before a lower-case one is taken by the first alternative), so no attempt rescans it.
// eslint-disable-next-line regexp/no-super-linear-move -- see above
const CAMEL = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g;

/** Words of a query: split like indexed text, but camelCase kept whole so `getUser` is a prefix of `getUserById`. */
function queryTokens(text: string): string[] {
  return text.split(SEPARATORS).filter(Boolean).slice(0, MAX_TERMS);
}

/** Words of indexed text: each word, plus its camelCase parts (`userId` is found by `user` and by `id`). */
function indexTokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(SEPARATORS)) {
    if (!word) continue;
    out.push(word);
    if (/[a-z][A-Z0-9]|[A-Z]{2}[a-z]/.test(word)) {
      for (const part of word.match(CAMEL) ?? []) out.push(part);
    }
  }
  return out;
}

function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  return STOP_WORDS.has(t) ? null : t;
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: BOOST,
  tokenize: queryTokens,
  // One- and two-letter prefixes expand to thousands of terms on a large description;
  // the word being typed (the last) still gets prefix search from two letters.
  prefix: (term, i, terms) => term.length >= 3 || (term.length === 2 && i === terms.length - 1),
  // Light typo tolerance: one edit for words of five letters or more, two from ten.
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
};

/**
 * Builds the search document of each operation and webhook: its headings plus parameter
 * names, request-body property names and response descriptions, following `$ref`s.
 */
export function searchDocuments(doc: JsonObject, operations: readonly OperationSummary[]): SearchDocument[] {
  return operations.map((op) => searchDocument(doc, op));
}

// How much a summary made only of query words multiplies the score (up to 1 + this).
const COVERAGE_WEIGHT = 2;

/** Summaries longer than this are searched as description text. */
const LONG_SUMMARY = 160;

function searchDocument(doc: JsonObject, op: OperationSummary): SearchDocument {
  const raw = getAtPointer(doc, op.pointer);
  const o = isObject(raw) ? raw : {};
  // As in operationDetail: the path item is the operation's parent (two up under additionalOperations).
  const segs = parsePointer(op.pointer);
  const pathItemPointer = joinPointer(segs.slice(0, op.pointer.includes('/additionalOperations/') ? -2 : -1));
  const pathItem = getAtPointer(doc, pathItemPointer);
  const description = str(o, 'description') ?? '';
  // A "summary" that runs to paragraphs (GitHub's webhooks) is a description in all but name;
  // boosted like a heading it would outrank every operation whose short summary says the same.
  const longSummary = op.summary.length > LONG_SUMMARY;
  return {
    id: op.id,
    kind: op.kind,
    method: op.method,
    path: op.path,
    summary: longSummary ? '' : op.summary,
    description: longSummary ? `${op.summary}\n${description}` : description,
    operationId: op.operationId ?? '',
    tags: op.tagLabels ? [...op.tags, ...op.tagLabels] : op.tags,
    parameters: unique([
      ...parameterNames(doc, isObject(pathItem) ? pathItem.parameters : undefined, childPointer(pathItemPointer, 'parameters')),
      ...parameterNames(doc, o.parameters, childPointer(op.pointer, 'parameters')),
    ]),
    requestBody: unique(requestBodyProperties(doc, o.requestBody, childPointer(op.pointer, 'requestBody'))),
    responses: unique(responseDescriptions(doc, o.responses, childPointer(op.pointer, 'responses'))),
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The value behind a node's `$ref` chain, or undefined when it is not an object (or cannot be resolved). */
function resolvedObject(doc: JsonObject, node: unknown, pointer: string): { value: JsonObject; pointer: string } | undefined {
  const r = resolveRef(doc, node, pointer);
  return !r.unresolved && isObject(r.value) ? { value: r.value, pointer: r.pointer } : undefined;
}

function parameterNames(doc: JsonObject, list: unknown, pointer: string): string[] {
  if (!Array.isArray(list)) return [];
  const out: string[] = [];
  list.forEach((p, i) => {
    const param = resolvedObject(doc, p, childPointer(pointer, i));
    const name = str(param?.value, 'name');
    if (name) out.push(name);
    // OpenAPI 3.2.0 `in: querystring`: the names on the wire are its content schema's properties.
    if (param && param.value.in === 'querystring') out.push(...requestBodyProperties(doc, { content: param.value.content }, param.pointer));
  });
  return out;
}

function requestBodyProperties(doc: JsonObject, raw: unknown, pointer: string): string[] {
  const body = resolvedObject(doc, raw, pointer);
  const content = body?.value.content;
  if (!body || !isObject(content)) return [];
  const out: string[] = [];
  const contentPtr = childPointer(body.pointer, 'content');
  for (const mediaType of Object.keys(content)) {
    const mt = resolvedObject(doc, content[mediaType], childPointer(contentPtr, mediaType));
    if (mt) out.push(...schemaPropertyNames(doc, mt.value.schema, childPointer(mt.pointer, 'schema')));
  }
  return out;
}

/** Top-level property names of a schema, with those of its `allOf` members (one level, no deeper). */
function schemaPropertyNames(doc: JsonObject, raw: unknown, pointer: string): string[] {
  const schema = resolvedObject(doc, raw, pointer);
  if (!schema) return [];
  const out = propertyNames(schema.value);
  const allOf = schema.value.allOf;
  if (Array.isArray(allOf)) {
    allOf.forEach((member, i) => {
      const m = resolvedObject(doc, member, childPointer(childPointer(schema.pointer, 'allOf'), i));
      if (m) out.push(...propertyNames(m.value));
    });
  }
  return out;
}

function propertyNames(schema: JsonObject): string[] {
  return isObject(schema.properties) ? Object.keys(schema.properties) : [];
}

function responseDescriptions(doc: JsonObject, raw: unknown, pointer: string): string[] {
  if (!isObject(raw)) return [];
  const out: string[] = [];
  for (const status of Object.keys(raw)) {
    const description = str(resolvedObject(doc, raw[status], childPointer(pointer, status))?.value, 'description');
    if (description) out.push(description);
  }
  return out;
}

/**
 * Advanced search and the quick filter over one description's operations and webhooks.
 * Nothing is computed until asked: the documents on the first search or filter, the
 * MiniSearch index on the first search.
 */
export class SearchIndex {
  private readonly doc: JsonObject;
  private readonly operations: readonly OperationSummary[];
  private documents: SearchDocument[] | undefined;
  private filterEntries: QuickFilterEntry[] | undefined;
  private index: MiniSearch<SearchDocument & { key: number }> | undefined;
  private summaryTermCounts: number[] | undefined;

  constructor(doc: JsonObject, operations: readonly OperationSummary[]) {
    this.doc = doc;
    this.operations = operations;
  }

  /** The search over a model's operations and webhooks. */
  static fromModel(model: Pick<DescriptionModel, 'doc' | 'outline'>): SearchIndex {
    return new SearchIndex(model.doc, [...model.outline.operations, ...model.outline.webhooks]);
  }

  /** True once the MiniSearch index has been built. */
  get ready(): boolean {
    return this.index !== undefined;
  }

  /**
   * Operations matching the query, best first, at most `limit`. Operations holding every
   * query word come first; when none does, those holding any word. An empty query answers
   * [] but still builds the index, so a caller can warm it before the first keystroke.
   * `query` is taken as unknown and made a string: the worker passes what a message held.
   */
  search(query: unknown, limit = 50): SearchHit[] {
    const index = this.buildIndex();
    const q = String(query).slice(0, MAX_SEARCH_QUERY);
    const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 50;
    if (!q.trim() || max === 0) return [];
    let results = index.search(q, { combineWith: 'AND' });
    if (results.length === 0) results = index.search(q, { combineWith: 'OR' });
    results = this.rerank(results);
    const hits: SearchHit[] = [];
    for (const r of results.slice(0, max)) {
      // Documents are numbered by their position in `operations`.
      const op = this.operations[r.id as number];
      if (op) hits.push({ id: op.id, kind: op.kind, method: op.method, path: op.path, summary: op.summary, score: r.score, matched: matchedFields(r) });
    }
    return hits;
  }

  /** Ids of the operations whose method, path, summary, description, operationId or tags contain every query word (`query` made a string, as in search). */
  filter(query: unknown): string[] {
    this.filterEntries ??= this.docs().map(quickFilterEntry);
    return quickFilter(this.filterEntries, String(query));
  }

  /**
   * Favours operations whose summary is mostly made of the query's words: "Get a repository"
   * should beat "Get a repository security advisory" for the query "get a repository",
   * which BM25 alone does not ensure once long descriptions weigh in.
   */
  private rerank(results: SearchResult[]): SearchResult[] {
    const counts = (this.summaryTermCounts ??= this.docs().map((d) => new Set(indexTokens(d.summary).map(processTerm).filter(Boolean)).size));
    for (const r of results) {
      const total = counts[r.id as number] ?? 0;
      if (total === 0) continue;
      let inSummary = 0;
      for (const [term, fields] of Object.entries(r.match)) {
        // A typo-tolerant (fuzzy) match counts half: "gists" should not find "Get a gist" best.
        if (fields.includes('summary')) inSummary += r.queryTerms.some((q) => term.startsWith(q)) ? 1 : 0.5;
      }
      const coverage = Math.min(1, inSummary / total);
      r.score *= 1 + COVERAGE_WEIGHT * coverage * coverage;
    }
    return results.sort((a, b) => b.score - a.score);
  }

  private docs(): SearchDocument[] {
    return (this.documents ??= searchDocuments(this.doc, this.operations));
  }

  private buildIndex(): MiniSearch<SearchDocument & { key: number }> {
    if (this.index) return this.index;
    const index = new MiniSearch<SearchDocument & { key: number }>({
      // Numbered by position, so duplicate operation ids in a hostile description cannot make `add` throw.
      idField: 'key',
      fields: [...SEARCH_FIELDS],
      extractField: (d, field) => {
        const v = (d as unknown as Record<string, unknown>)[field];
        return Array.isArray(v) ? v.join('\n') : v;
      },
      tokenize: indexTokens,
      processTerm,
      searchOptions: SEARCH_OPTIONS,
    });
    index.addAll(this.docs().map((d, key) => ({ ...d, key })));
    return (this.index = index);
  }
}

function matchedFields(r: SearchResult): SearchField[] {
  const fields = new Set<string>();
  for (const list of Object.values(r.match)) for (const f of list) fields.add(f);
  return SEARCH_FIELDS.filter((f) => fields.has(f));
}
