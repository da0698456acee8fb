/**
 * The quantifier of an ECMAScript pattern that starts at `src[i]` (`*`, `+`, `?`, `{n}`, `{n,}`,
 * `{n,m}`, each perhaps lazy): its bounds (max Infinity when open) and the index just after it,
 * or undefined when none starts there. Without the u flag a "{" that starts no quantifier is a
 * literal (Annex B), so `{` alone gives undefined too. Shared by the sample builder and the
 * linear-time matcher, which read the same syntax for different ends.
 */
export function readQuantifier(src: string, i: number): { min: number; max: number; end: number } | undefined {
  const c = src[i];
  let min: number;
  let max: number;
  let end = i + 1;
  if (c === '*') [min, max] = [0, Infinity];
  else if (c === '+') [min, max] = [1, Infinity];
  else if (c === '?') [min, max] = [0, 1];
  else if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
    if (!m) return undefined;
    min = Number(m[1]);
    max = m[2] === undefined ? min : m[3] ? Number(m[3]) : Infinity;
    end = i + m[0].length;
  } else return undefined;
  if (src[end] === '?') end++; // lazy: the same strings match
  return { min, max, end };
}
