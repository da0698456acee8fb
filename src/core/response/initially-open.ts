import { isJsonContainer, jsonChildPath, jsonEntries } from './json-entries.js';

/** A JSON container shows this many children, then "Show more". */
export const CHILD_PAGE = 200;
/** Rows the JSON tree opens by itself, so the first render of a large body stays cheap. */
export const OPEN_BUDGET = 800;
/** Deeper than this nothing opens by itself, however few rows it has. */
const OPEN_DEPTH = 8;

/**
 * The paths of the containers the JSON tree opens at first: the root always, then breadth first
 * (the top levels are what a reader scans) while the rows shown stay within OPEN_BUDGET,
 * counting at most CHILD_PAGE children of each.
 */
export function initiallyOpen(root: unknown): Set<string> {
  const open = new Set<string>();
  let rows = 1;
  const queue: [unknown, string, number][] = [[root, '', 0]];
  for (let q = 0; q < queue.length; q++) {
    const [v, path, depth] = queue[q]!;
    if (!isJsonContainer(v)) continue;
    const entries = jsonEntries(v).slice(0, CHILD_PAGE);
    if (depth > 0 && (rows + entries.length + 1 > OPEN_BUDGET || depth > OPEN_DEPTH)) continue;
    open.add(path);
    rows += entries.length + 1;
    for (const [k, child] of entries) if (isJsonContainer(child)) queue.push([child, jsonChildPath(path, k), depth + 1]);
  }
  return open;
}
