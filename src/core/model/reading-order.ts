import { slotName } from './route-ids.js';
import type { OperationSummary, Outline, TagSummary } from './types.js';

/** A tag as shown: its operations, each operation appearing once (under its first tag). */
export interface TagBlock {
  tag: TagSummary;
  ops: OperationSummary[];
  /** The webhooks group (not a tag of the description). */
  webhooks?: boolean;
}

/** The order in which read and view styles lay out operations, and lookups over it. */
export interface ReadingOrder {
  blocks: TagBlock[];
  /** Position of each operation in reading order (batches render the first N). */
  index: Map<string, number>;
  byId: Map<string, OperationSummary>;
  /** Name of the tag each operation is shown under. */
  tagOf: Map<string, string>;
  count: number;
}

/**
 * Tags in outline order with their operations, then webhooks. An operation with several tags
 * is shown once, under its first tag: its id is its route, slot name and anchor, so it must be
 * unique on the page. Tags with neither operations nor a description are left out.
 */
export function readingOrder(outline: Outline): ReadingOrder {
  const byId = new Map<string, OperationSummary>();
  for (const op of outline.operations) byId.set(op.id, op);
  for (const op of outline.webhooks) byId.set(op.id, op);
  const blocks: TagBlock[] = [];
  const index = new Map<string, number>();
  const tagOf = new Map<string, string>();
  for (const tag of outline.tags) {
    const ops: OperationSummary[] = [];
    for (const id of tag.operations) {
      const op = byId.get(id);
      if (!op || index.has(id)) continue;
      ops.push(op);
      index.set(id, index.size);
      tagOf.set(id, tag.name);
    }
    if (ops.length || tag.description || tag.hasChildren) blocks.push({ tag, ops });
  }
  if (outline.webhooks.length) {
    const tag: TagSummary = { name: 'webhooks', displayName: 'Webhooks', description: '', operations: [], generated: 'webhooks' };
    for (const op of outline.webhooks) {
      index.set(op.id, index.size);
      tagOf.set(op.id, tag.name);
    }
    blocks.push({ tag, ops: outline.webhooks, webhooks: true });
  }
  return { blocks, index, byId, tagOf, count: index.size };
}

/**
 * The operation a route, `goto-path` or `scrollToPath` names: `{method}-{path}` exactly, else
 * the slot form (`get-/users/-id-`) or a case-insensitive match; a leading `#` is ignored.
 */
export function findOperation(order: ReadingOrder, path: string): OperationSummary | undefined {
  const wanted = path.replace(/^#/, '');
  const exact = order.byId.get(wanted);
  if (exact) return exact;
  const lower = wanted.toLowerCase();
  for (const op of order.byId.values()) if (slotName(op.id) === wanted || op.id.toLowerCase() === lower) return op;
  return undefined;
}
