import { load as loadYaml } from 'js-yaml';
import { DescriptionError } from './description-error.js';

/** Line and column (both 1-based) of a character offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/** True when the text is JSON rather than YAML, judged by content: JSON starts with `{` or `[`. */
export function looksLikeJson(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // skip BOM and white space
    if (c === 0xfeff || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    return c === 0x7b /* { */ || c === 0x5b /* [ */;
  }
  return false;
}

/**
 * Parses a description's text as JSON or YAML (told apart by content, not file name).
 * Syntax errors become a DescriptionError naming the source, line and column.
 */
export function parseText(text: string, source: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (looksLikeJson(body)) {
    try {
      return JSON.parse(body) as unknown;
    } catch (e) {
      throw jsonSyntaxError(body, source, e instanceof Error ? e.message : String(e));
    }
  }
  try {
    // maxDepth guards the parser's own recursion; alias explosion is guarded by the walkers.
    return loadYaml(body, { filename: source, maxDepth: 2000 });
  } catch (e) {
    const mark = (e as { mark?: { line?: number; column?: number } }).mark;
    const reason = (e as { reason?: string }).reason ?? (e instanceof Error ? e.message : String(e));
    const where =
      mark && typeof mark.line === 'number' && typeof mark.column === 'number'
        ? ` at line ${mark.line + 1}, column ${mark.column + 1}`
        : '';
    throw new DescriptionError('syntax', `YAML syntax error in ${source}${where}: ${reason}`);
  }
}

function jsonSyntaxError(text: string, source: string, message: string): DescriptionError {
  // V8 messages carry either "(line L column C)" or "at position N"; "Unexpected end" has neither.
  const lc = /line (\d+) column (\d+)/.exec(message);
  let line: number;
  let column: number;
  if (lc) {
    line = Number(lc[1]);
    column = Number(lc[2]);
  } else {
    const pos = /position (\d+)/.exec(message);
    ({ line, column } = lineColumn(text, pos ? Number(pos[1]) : text.length));
  }
  const reason = message
    .replace(/^JSON\.parse: /, '')
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/ in JSON at position \d+.*$/s, '');
  return new DescriptionError('syntax', `JSON syntax error in ${source} at line ${line}, column ${column}: ${reason}`);
}
