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
    if (!last || args.some((arg, i) => !Object.is(arg, last![i]))) {
      last = args;
      value = compute(...args);
    }
    return value;
  };
}
