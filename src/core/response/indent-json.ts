import type { TextPrefix } from './text-prefix.js';

/**
 * Re-indents JSON text with two spaces, one member or element per line as `JSON.stringify(v,
 * null, 2)` writes it, without parsing it: it works on a prefix of a large body cut anywhere
 * (where parsing would fail) and in one pass. Stops after `maxLines` lines.
 */
export function indentJson(text: string, maxLines: number): TextPrefix {
  const out: string[] = [];
  let depth = 0;
  let lines = 1;
  let i = 0;
  const n = text.length;
  let full = false;
  /** Starts a new line at the current depth; false when that would pass maxLines. */
  const newline = (): boolean => {
    if (lines >= maxLines) return false;
    out.push('\n', '  '.repeat(Math.max(depth, 0)));
    lines++;
    return true;
  };
  while (i < n && !full) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // A string: copied whole, escapes included.
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== 34) j += text.charCodeAt(j) === 92 ? 2 : 1;
      out.push(text.slice(i, j + 1));
      i = j + 1;
      continue;
    }
    if (c === 123 || c === 91) {
      // { or [: an empty container stays on one line.
      let j = i + 1;
      while (j < n && /\s/.test(text[j]!)) j++;
      const close = c === 123 ? 125 : 93;
      if (text.charCodeAt(j) === close) {
        out.push(c === 123 ? '{}' : '[]');
        i = j + 1;
        continue;
      }
      out.push(text[i]!);
      depth++;
      full = !newline();
    } else if (c === 125 || c === 93) {
      depth--;
      full = !newline();
      out.push(text[i]!);
    } else if (c === 44) {
      out.push(',');
      full = !newline();
    } else if (c === 58) {
      out.push(': ');
    } else if (c !== 32 && c !== 9 && c !== 10 && c !== 13) {
      // A number, true, false or null: copy up to the next structural character.
      const run = i; // where the run of characters copied as they are starts
      while (i + 1 < n && !/[\s,:{}[\]"]/.test(text[i + 1]!)) i++;
      out.push(text.slice(run, i + 1));
    }
    i++;
  }
  return { text: out.join(''), complete: i >= n && !full };
}
