import type { OperationSummary, Outline } from './types.js';

/** How `match-paths` is compared (`match-type`). */
export const MATCH_TYPES = ['includes', 'regex'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/** What `selectOperations` keeps: `match-paths`/`match-type` and `remove-endpoints-with-badge-label-as`. */
export interface SelectOptions {
  matchPaths?: string;
  matchType?: MatchType;
  /** Badge labels (as parsed by `parseLabelList`) whose operations are removed. */
  removeBadgeLabels?: readonly string[];
}

/** The selected outline, and the message to show instead of operations when `match-paths` is not a valid regex. */
export interface Selection {
  outline: Outline;
  error?: string;
}

/** Splits a comma list such as `remove-endpoints-with-badge-label-as` into trimmed, non-empty labels. */
export function parseLabelList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '');
}

/** The text `match-paths` is tested against: `{method} {path}`, as RapiDoc does (`get /pets/{id}`). */
export function matchSubject(op: OperationSummary): string {
  return `${op.method} ${op.path}`;
}

/**
 * Keeps the operations and webhooks that match `match-paths` and carry no badge listed in
 * `removeBadgeLabels`. Webhooks follow the same rules, tested as `{method} {name}`
 * (`post newPet`): a reader who narrows the page to some paths does not expect unrelated
 * webhooks. Tags and tag groups that lose all their operations are dropped; tags that had none
 * to begin with (description only) stay. With nothing to filter, the same outline comes back.
 * An invalid regex never throws: the outline comes back without operations, webhooks or tags,
 * with a message in `error`.
 */
export function selectOperations(outline: Outline, options: SelectOptions): Selection {
  const removed = new Set((options.removeBadgeLabels ?? []).map(normaliseLabel).filter((l) => l !== ''));
  const matchPaths = options.matchPaths ?? '';
  if (matchPaths === '' && removed.size === 0) return { outline };

  let matches: (subject: string) => boolean = () => true;
  let error: string | undefined;
  if (matchPaths !== '') {
    if (options.matchType === 'regex') {
      try {
        // No flags, as RapiDoc: the value is the whole pattern, and methods in the subject are lower case.
        const re = new RegExp(matchPaths);
        matches = (subject) => re.test(subject);
      } catch (e) {
        error = `Invalid match-paths regular expression "${matchPaths}": ${e instanceof Error ? e.message : String(e)}`;
        matches = () => false;
      }
    } else {
      const needle = matchPaths.toLowerCase();
      matches = (subject) => subject.toLowerCase().includes(needle);
    }
  }
  const keep = (op: OperationSummary): boolean => matches(matchSubject(op)) && !op.badges.some((b) => removed.has(normaliseLabel(b.label)));

  const operations = outline.operations.filter(keep);
  const kept = new Set(operations.map((op) => op.id));
  const tags = outline.tags.flatMap((tag) => {
    if (tag.operations.length === 0) return [tag];
    const ops = tag.operations.filter((id) => kept.has(id));
    if (ops.length === 0) return [];
    return [ops.length === tag.operations.length ? tag : { ...tag, operations: ops }];
  });
  const tagNames = new Set(tags.map((t) => t.name));
  const tagGroups = outline.tagGroups.flatMap((group) => {
    const names = group.tags.filter((name) => tagNames.has(name));
    return names.length === 0 ? [] : [names.length === group.tags.length ? group : { ...group, tags: names }];
  });
  const selected: Outline = { ...outline, operations, webhooks: outline.webhooks.filter(keep), tags, tagGroups };
  if (error === undefined) return { outline: selected };
  // "Renders nothing": not even description-only tags, so the message stands alone.
  return { outline: { ...selected, tags: [], tagGroups: [] }, error };
}

function normaliseLabel(label: string): string {
  return label.trim().toLowerCase();
}
