/**
 * `compute`, remembering its last result: called again with the same arguments (by identity) it
 * returns that result instead of computing anew. The element derives its data through these in
 * `willUpdate`, so each piece is computed when one of its inputs changes, not on every render,
 * and views that receive it see the same object until then.
 */
export function memo<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: A | undefined;
  let value: R;
  return (...args: A): R => {
    const previous = last;
    if (!previous || args.some((arg, i) => !Object.is(arg, previous[i]))) {
      last = args;
      value = compute(...args);
    }
    return value;
  };
}

/**
 * `previous` when `next` holds the same values (each compared by identity), else `next`: a
 * settings object stays the same object until one of its values changes, so what depends on it
 * (a context's consumers, a view's properties) updates only then.
 */
export function keep<T extends object>(previous: T | undefined, next: T): T {
  if (!previous) return next;
  const keys = Object.keys(next) as (keyof T)[];
  const same = keys.length === Object.keys(previous).length && keys.every((k) => Object.is(previous[k], next[k]));
  return same ? previous : next;
}
