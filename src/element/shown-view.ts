import { readingOrder, type ReadingOrder } from '../core/model/reading-order.js';
import { parseLabelList, selectOperations, type MatchType } from '../core/model/select.js';
import type { Outline } from '../core/model/types.js';

/** What is shown of the loaded description: its operations after match-paths and the badge filter, in reading order. */
export interface ShownView {
  outline: Outline;
  order: ReadingOrder;
  /** Why match-paths selects nothing (an invalid regular expression), or ''. */
  error: string;
}

/** Applies match-paths (with match-type) and remove-endpoints-with-badge-label-as to `outline`, and lays out the reading order. */
export function shownView(outline: Outline | undefined, matchPaths: string, matchType: MatchType, badgeLabels: string): ShownView | undefined {
  if (!outline) return undefined;
  const selected = selectOperations(outline, { matchPaths, matchType, removeBadgeLabels: parseLabelList(badgeLabels) });
  return { outline: selected.outline, order: readingOrder(selected.outline), error: selected.error ?? '' };
}
