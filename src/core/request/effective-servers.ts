import { serverViews } from '../model/outline.js';
import type { ServerView } from '../model/types.js';
import { getAtPointer, joinPointer, parsePointer } from '../resolve/pointer.js';
import { isObject, type JsonObject } from '../types.js';
import { DEFAULT_SERVER } from './servers.js';

// Apart from servers.ts so that the page's bundle, which only resolves and fills server URLs,
// does not pull in the outline builder that reading `servers` lists needs.

/**
 * The servers an operation is sent to: its own `servers`, else its path item's, else the
 * description's, else DEFAULT_SERVER (Operation and Path Item Object `servers`: an alternative
 * list "will override" the outer one). An empty or invalid list counts as absent. The path item
 * is the operation's parent unless `pathItemPointer` says otherwise (an operation reached through
 * a `$ref` lives away from its path item).
 */
export function effectiveServers(doc: JsonObject, operationPointer: string, pathItemPointer?: string): ServerView[] {
  const segments = parsePointer(operationPointer);
  // OpenAPI 3.2 keeps other methods one level deeper, under `additionalOperations`.
  const up = segments[segments.length - 2] === 'additionalOperations' ? 2 : 1;
  const levels = [getAtPointer(doc, operationPointer), getAtPointer(doc, pathItemPointer ?? joinPointer(segments.slice(0, -up))), doc];
  for (const level of levels) {
    if (!isObject(level)) continue;
    const servers = serverViews(level.servers);
    if (servers.length > 0) return servers;
  }
  return [{ ...DEFAULT_SERVER, variables: [] }];
}
