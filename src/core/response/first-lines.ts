import type { TextPrefix } from './text-prefix.js';

/** The first `maxLines` lines of `text` (without the line feed that ends the last one), and whether that is all of it. */
export function firstLines(text: string, maxLines: number): TextPrefix {
  let at = -1;
  for (let k = 0; k < maxLines; k++) {
    at = text.indexOf('\n', at + 1);
    if (at < 0) return { text, complete: true };
  }
  // A text that ends with the line feed of its last allowed line is whole.
  return at === text.length - 1 ? { text, complete: true } : { text: text.slice(0, at), complete: false };
}
