/** How deep a value the model hands out may nest (examples, defaults, extensions copied from the description). */
export const MAX_VALUE_DEPTH = 512;

/** What stands in for the part of a value nested deeper than the limit. */
export const TOO_DEEP = `[nested deeper than ${MAX_VALUE_DEPTH} levels: not shown]`;

/**
 * The value itself when it nests at most `max` levels, else a copy whose deeper parts are
 * replaced by TOO_DEEP. The model's answers cross to the page by postMessage and are shown
 * with JSON.stringify, both recursive: a 10,000-level example from a description overflowed
 * the worker's stack ("Maximum call stack size exceeded") instead of showing. Shared and
 * cyclic parts are visited once, so the walk is linear in the value's size.
 */
export function limitDepth<T>(value: T, max = MAX_VALUE_DEPTH): T {
  return tooDeep(value, max) ? (copy(value, max, new Map()) as T) : value;
}

/** True when some path from `value` goes deeper than `max` containers (each container checked once). */
function tooDeep(value: unknown, max: number): boolean {
  const seen = new Set<object>();
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    if (depth >= max) return true;
    seen.add(v);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

function copy(v: unknown, left: number, done: Map<object, unknown>): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (left <= 0) return TOO_DEEP;
  const known = done.get(v);
  if (known !== undefined) return known;
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    done.set(v, out);
    for (const x of v) out.push(copy(x, left - 1, done));
    return out;
  }
  const out: Record<string, unknown> = {};
  done.set(v, out);
  for (const k of Object.keys(v)) {
    // defineProperty: a key named "__proto__" stays a key instead of setting the copy's prototype.
    Object.defineProperty(out, k, { value: copy((v as Record<string, unknown>)[k], left - 1, done), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
