import { getAtPointer, joinPointer, parsePointer } from '../resolve/pointer.js';
import { UNRESOLVED_DETAIL_KEY, UNRESOLVED_KEY } from '../resolve/bundle.js';
import { isObject, type JsonObject, type ProblemDetail } from '../types.js';
import type { UnresolvedWhy } from '../types.js';
import { unresolvedText } from './unresolved.js';

/** The value a node stands for after following `$ref`s, with where it lives. */
export interface Resolved {
  value: unknown;
  /** Pointer of the final target (or of the node itself when it had no `$ref`). */
  pointer: string;
  /** Name of the last `$ref` target followed, if any. */
  refName?: string;
  /** The `$ref` could not be followed: why, in English (`why`: the same as data). */
  unresolved?: string;
  why?: UnresolvedWhy;
  /** Every pointer passed through, including the final one (for cycle checks). */
  via: string[];
}

/**
 * Follows a node's `$ref` chain inside the bundled document (ref to ref to value),
 * stopping at loops and dangling references instead of throwing.
 */
export function resolveRef(doc: JsonObject, node: unknown, pointer: string, refNames: Record<string, string> = {}): Resolved {
  let current = node;
  let at = pointer;
  let refName: string | undefined;
  const via = [pointer];
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref = current.$ref;
    const marked = current[UNRESOLVED_KEY];
    if (typeof marked === 'string') {
      const detail = current[UNRESOLVED_DETAIL_KEY];
      const why: UnresolvedWhy | undefined = isObject(detail) && typeof detail.what === 'string' ? { kind: 'bundle', detail: detail as unknown as ProblemDetail } : undefined;
      return { value: current, pointer: at, refName: refLabel(ref), unresolved: marked, ...(why ? { why } : {}), via };
    }
    if (!ref.startsWith('#')) return dangling(current, at, refLabel(ref), { kind: 'external', ref }, via);
    const target = joinPointer(parsePointer(ref));
    if (via.includes(target) || hops > 64) {
      return dangling(current, at, refLabel(ref), { kind: 'loop', ref }, via);
    }
    const value = getThroughRefs(doc, target);
    refName = refNames[target] ?? refLabel(ref);
    if (value === undefined) {
      return dangling(current, at, refName, { kind: 'nothing', ref }, via);
    }
    current = value;
    at = target;
    via.push(target);
  }
  return refName === undefined ? { value: current, pointer: at, via } : { value: current, pointer: at, refName, via };
}

function dangling(value: unknown, pointer: string, refName: string, why: UnresolvedWhy, via: string[]): Resolved {
  return { value, pointer, refName, unresolved: unresolvedText(why), why, via };
}

/** Like getAtPointer, but a `$ref` met midway is followed (a pointer into referenced content). */
function getThroughRefs(doc: JsonObject, pointer: string): unknown {
  const direct = getAtPointer(doc, pointer);
  if (direct !== undefined) return direct;
  let node: unknown = doc;
  const segs = parsePointer(pointer);
  for (let i = 0; i < segs.length; i++) {
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#') && hops < 16; hops++) {
      node = getAtPointer(doc, node.$ref);
    }
    if (typeof node !== 'object' || node === null) return undefined;
    const seg = segs[i]!;
    if (!Object.prototype.hasOwnProperty.call(node, seg)) return undefined;
    node = (node as Record<string, unknown>)[seg];
  }
  return node;
}

/** Short label of a reference: its last pointer segment or file name. */
export function refLabel(ref: string): string {
  const hash = ref.indexOf('#');
  if (hash !== -1) {
    const segs = parsePointer(ref.slice(hash));
    const last = segs[segs.length - 1];
    if (last) return last;
  }
  const file = (hash === -1 ? ref : ref.slice(0, hash)).split('/').pop() ?? ref;
  return file.replace(/\.(ya?ml|json)$/i, '') || ref;
}
