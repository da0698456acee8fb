/**
 * `text` cut into blocks of `size` lines, each with its line ends, so that joined they are the
 * text again. A response body's shown text is laid out block by block (content-visibility):
 * laying out 5,000 lines at once was a 50 ms step of its own, and only the first screen shows.
 */
export function lineBlocks(text: string, size: number): string[] {
  const blocks: string[] = [];
  let start = 0;
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (++lines === size) {
      blocks.push(text.slice(start, i + 1));
      start = i + 1;
      lines = 0;
    }
  }
  if (start < text.length || blocks.length === 0) blocks.push(text.slice(start));
  return blocks;
}
