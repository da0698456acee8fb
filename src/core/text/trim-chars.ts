/**
 * Trimming a run of given characters from the ends of a string, as a scan. The obvious
 * `s.replace(/\/+$/, '')` restarts at every character of a long run and fails at each, so
 * 100,000 slashes in a description's server URL take seconds; this takes one pass.
 */

/** Which characters a trim drops: a string of them, or a test for one. */
export type DroppedChars = string | ((char: string) => boolean);

/** `text` without the run of `drop` characters at its end, and at its start unless `ends` is 'end'. */
export function trimChars(text: string, drop: DroppedChars, ends: 'both' | 'end' = 'both'): string {
  const dropped = typeof drop === 'string' ? (c: string): boolean => drop.includes(c) : drop;
  let end = text.length;
  while (end > 0 && dropped(text[end - 1]!)) end--;
  let start = 0;
  if (ends === 'both') while (start < end && dropped(text[start]!)) start++;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}
