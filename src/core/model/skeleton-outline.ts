import { checkVersion, type BytesScanned } from '../load/load-description.js';
import { mayHaveExternalRefBytes, outlineSkeleton, skeletonIndex } from '../load/outline-skeleton.js';
import type { JsonObject } from '../types.js';
import { outlineOf, type OutlineOptions } from './description-model.js';
import type { Outline } from './types.js';

/** From this size on, a fetched JSON description's outline is read from its skeleton first (below it the whole parse is quick). */
export const SKELETON_FROM = 1 << 20;

/** An outline read from a description's skeleton: the whole description's, but for the problems only the whole one shows. */
export interface SkeletonOutline {
  outline: Outline;
  /** The description's top-level keys. */
  topKeys: string[];
  /** What was learned of the bytes on the way, for the whole parse after (loadDescription need not find it again). */
  scanned: BytesScanned;
}

/**
 * The outline of a large fetched JSON description from its skeleton (outlineSkeleton), before
 * the whole file is parsed; undefined when it cannot be read that way and the whole file must be
 * parsed first: a small file, one that may reference other files (bundling changes it), OpenAPI
 * 3.2 (its `in: querystring` check reads parameters, which the skeleton leaves out), Swagger 2.0
 * (the worker sends its outline from its headings before converting it, and cutting first saved
 * nothing on Kubernetes' 4 MB: see the README's Benchmark), or bytes whose skeleton is not JSON or
 * not a description (the whole parse then reports why).
 * `skeleton-outline.test.ts` checks, over the corpus, that the outline and the top-level keys are
 * the whole description's.
 */
export function skeletonOutline(bytes: Uint8Array, url: string, options: OutlineOptions): SkeletonOutline | undefined {
  if (bytes.length < SKELETON_FROM || mayHaveExternalRefBytes(bytes)) return undefined;
  const index = skeletonIndex(bytes);
  const text = outlineSkeleton(bytes, index);
  if (text === undefined) return undefined;
  let doc: JsonObject;
  let version: string;
  try {
    doc = JSON.parse(text) as JsonObject;
    version = checkVersion(doc, url);
  } catch {
    return undefined;
  }
  if (version.startsWith('3.2') || version === '2.0') return undefined;
  const outline = outlineOf({ doc, sourceVersion: version, url, problems: [], refNames: {} }, options);
  return { outline, topKeys: Object.keys(doc), scanned: { externalRefs: false, ...(index ? { firstNonAscii: index.firstNonAscii } : {}) } };
}
