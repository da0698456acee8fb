// Where a JSON pointer's node is written in a block-style YAML text, for `spec-doc lint`'s messages
// (js-yaml keeps no positions). Follows keys and `- ` items by indentation; a node written in flow
// style (`{ a: 1 }`, `[1, 2]`) or inline is located at the nearest enclosing key it can find.

const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"][^#]*?)\s*:(?:\s|$)/;

function unquote(key) {
  if (key.startsWith('"')) {
    try {
      return JSON.parse(key);
    } catch {
      return key.slice(1, -1);
    }
  }
  if (key.startsWith("'")) return key.slice(1, -1).replace(/''/g, "'");
  return key;
}

const indentOf = (line) => line.length - line.trimStart().length;
const blank = (line) => /^\s*(#.*)?$/.test(line) || /^(---|\.\.\.)\s*$/.test(line);

/**
 * The 1-based `{ line, column }` of the node at `segments` (decoded pointer segments) in `text`,
 * or of its nearest ancestor found; undefined when not even the first segment is found.
 */
export function yamlPosition(text, segments) {
  const lines = text.split(/\r?\n/);
  let from = 0;
  let to = lines.length;
  let parentIndent = -1;
  let found;
  for (const segment of segments) {
    let childIndent = -1;
    let hit = -1;
    let column = 0;
    let index = 0;
    for (let i = from; i < to; i++) {
      const line = lines[i];
      if (blank(line)) continue;
      const indent = indentOf(line);
      if (indent <= parentIndent) break;
      if (childIndent === -1) childIndent = indent;
      if (indent !== childIndent) continue;
      const rest = line.slice(indent);
      if (/^\d+$/.test(segment) && rest.startsWith('-') && /^-(\s|$)/.test(rest)) {
        if (index++ === Number(segment)) {
          hit = i;
          column = indent;
          // The item's first key sits after "- ": read it as its own indented line.
          lines[i] = ' '.repeat(indent + 1) + rest.slice(1);
          break;
        }
        continue;
      }
      const m = KEY.exec(rest);
      if (m && unquote(m[1]) === segment) {
        hit = i;
        column = indent;
        break;
      }
    }
    if (hit === -1) return found;
    found = { line: hit + 1, column: column + 1 };
    // The node's lines: the rest of its own line (an item's first key) and those indented below it;
    // a sequence may sit at its key's own indentation ("key:\n- a").
    const sameLine = indentOf(lines[hit]) > column;
    const dashAt = (line) => !blank(line) && indentOf(line) === column && /^-(\s|$)/.test(line.slice(column));
    let next = hit + 1;
    while (next < to && blank(lines[next])) next++;
    const flushSequence = !sameLine && next < to && dashAt(lines[next]);
    from = sameLine ? hit : hit + 1;
    let end = hit + 1;
    while (end < to && (blank(lines[end]) || indentOf(lines[end]) > column || (flushSequence && dashAt(lines[end])))) end++;
    to = end;
    parentIndent = flushSequence ? column - 1 : column;
  }
  return found;
}
