import { checkVersion, type BytesScanned } from '../load/load-description.js';
import { cutSkeleton } from '../load/outline-skeleton.js';
import { swagger2Headings } from '../resolve/swagger2-headings.js';
import { isObject, type JsonObject } from '../types.js';
import { outlineOf, type OutlineOptions } from './description-model.js';
import type { Outline } from './types.js';

/** From this size on, a fetched JSON description's outline is read from its skeleton first (below it the whole parse is quick). */
export const SKELETON_FROM = 1 << 20;

/** An outline read from a description's skeleton: the whole description's, but for the problems only the whole one shows. */
export interface SkeletonOutline {
  outline: Outline;
  /** The description's top-level keys (Swagger 2.0: once converted). */
  topKeys: string[];
  /** Swagger 2.0: the outline is its headings' (swagger2Headings), and the whole file is converted after it. */
  swagger2: boolean;
  /** What was learned of the bytes on the way, for the whole parse after (loadDescription need not find it again). */
  scanned: BytesScanned;
  /** A copy of the bytes made on the way (cutSkeleton's `copy`), when there is one. */
  copy?: Uint8Array;
}

/**
 * The outline of a large fetched JSON description from its skeleton (cutSkeleton), before the
 * whole file is parsed; undefined when it cannot be read that way and the whole file must be
 * parsed first: a small file, one that may reference other files (bundling changes it), OpenAPI
 * 3.2 (its `in: querystring` check reads parameters, which the skeleton leaves out), or bytes
 * whose skeleton is not JSON or not a description (the whole parse then reports why). Swagger
 * 2.0's outline is that of its skeleton's headings (swagger2Headings), as the worker reads it
 * from the whole file's when it is smaller.
 * `skeleton-outline.test.ts` checks, over the corpus, that the outline and the top-level keys are
 * the whole description's.
 */
export function skeletonOutline(bytes: Uint8Array, url: string, options: OutlineOptions): SkeletonOutline | undefined {
  if (bytes.length < SKELETON_FROM) return undefined;
  const cut = cutSkeleton(bytes);
  if (cut === undefined) return undefined;
  let doc: JsonObject;
  let version: string;
  try {
    doc = JSON.parse(cut.text) as JsonObject;
    version = checkVersion(doc, url);
  } catch {
    return undefined;
  }
  if (version.startsWith('3.2')) return undefined;
  const swagger2 = version === '2.0';
  if (swagger2) doc = skeletonHeadings(doc);
  const outline = outlineOf({ doc, sourceVersion: version, url, problems: [], refNames: {} }, options);
  const scanned: BytesScanned = { externalRefs: false, ...(cut.firstNonAscii !== undefined ? { firstNonAscii: cut.firstNonAscii } : {}) };
  return { outline, topKeys: Object.keys(doc), swagger2, scanned, ...(cut.copy ? { copy: cut.copy } : {}) };
}

/**
 * swagger2Headings of a Swagger 2.0 skeleton, with its paths taken as they are instead of
 * converted: the skeleton's operations hold only fields the conversion copies unchanged (summary,
 * operationId, tags, deprecated, x-badges; no `$ref`), and what it would leave out (a path item or
 * operation that is no object) the outline leaves out too. And `definitions`, root `parameters`
 * and root `responses` decide no more here than whether the converted description has
 * `components` (a top-level key; the outline reads only its security schemes): one definition that
 * is an object decides it, and the rest need no converting. In a fresh worker, converting
 * Kubernetes' 1,123 operations one by one took 20 ms of the way to the first screen, and its 771
 * definitions and 48 parameters 3–7 ms more.
 * `skeleton-outline.test.ts` checks the outline and the top-level keys against the whole conversion's.
 */
function skeletonHeadings(skeleton: JsonObject): JsonObject {
  const paths = skeleton.paths;
  if (!isObject(paths)) return swagger2Headings(skeleton);
  // The same key order: each key stays where the description has it.
  const light: JsonObject = { ...skeleton, paths: {} };
  const definitions = skeleton.definitions;
  const first = isObject(definitions) ? Object.keys(definitions).find((name) => isObject(definitions[name])) : undefined;
  if (first !== undefined) {
    // A computed key: `__proto__` stays a key, as the conversion keeps it.
    light.definitions = { [first]: {} };
    if (Object.hasOwn(light, 'parameters')) light.parameters = {};
    if (Object.hasOwn(light, 'responses')) light.responses = {};
  }
  const headings = swagger2Headings(light);
  headings.paths = paths;
  return headings;
}
