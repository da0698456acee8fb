import { load as loadYaml } from 'js-yaml';
import { DescriptionError } from './description-error.js';
import { scanJsonBytesWasm } from './wasm-scan.js';

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
    return c === 0x7b /* { */ || c === 0x5b; /* [ */
  }
  return false;
}

/**
 * Offset of the `{` or `[` that UTF-8 bytes start with, after a byte-order mark and white space;
 * -1 when they start otherwise (YAML). The bytes' looksLikeJson.
 */
export function jsonStart(bytes: Uint8Array): number {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return bytes[i] === 0x7b || bytes[i] === 0x5b ? i : -1;
}

/**
 * Deepest nesting a description may have. The model's walkers, postMessage and JSON.stringify
 * recurse; a browser worker's stack (about 1 MB) overflows somewhere past a few thousand
 * levels, and real descriptions nest well under a hundred.
 */
export const MAX_NESTING = 1000;

/**
 * One pass over UTF-8 JSON bytes: the offset of the byte where they first nest deeper than `max`
 * (strings skipped), and of the first byte of a non-ASCII character (-1 for none: the pass stops
 * at the nesting's, which may come before it). No allocation but the answer. It reads bytes rather
 * than the decoded text: a third faster (Node 20, Stripe's 5 MB: 14 -> 9 ms), and the bytes are
 * what the worker receives. (Bytes of multi-byte characters are all 0x80 or above, so they never
 * look like quotes or brackets.) The two are found together because each is a pass over every
 * byte: as one, Kubernetes' 4.1 MB take about 20 ms in a fresh worker instead of about 30.
 */
export function scanJsonBytes(bytes: Uint8Array, max = MAX_NESTING): { tooDeepAt: number; firstNonAscii: number } {
  let depth = 0;
  let firstNonAscii = -1;
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    const c = bytes[i]!;
    if (c === 0x22 /* " */) {
      for (i++; i < n; i++) {
        const d = bytes[i]!;
        if (d === 0x5c /* \ */) {
          // The escaped byte is skipped as a quote, not as a character: it may be one (not JSON, but the decode decides).
          i++;
          if (firstNonAscii === -1 && i < n && bytes[i]! >= 0x80) firstNonAscii = i;
        } else if (d === 0x22) {
          break;
        } else if (d >= 0x80 && firstNonAscii === -1) {
          firstNonAscii = i;
        }
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return { tooDeepAt: i, firstNonAscii };
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    } else if (c >= 0x80 && firstNonAscii === -1) {
      firstNonAscii = i;
    }
  }
  return { tooDeepAt: -1, firstNonAscii };
}

/**
 * Offset of the character where JSON text first nests deeper than `max` (strings skipped), or -1:
 * scanJsonBytes' nesting for a string already decoded. (By character codes: encoding the text
 * again to scan its bytes took half as long again, 21 against 13 ms for Kubernetes' 4.1 MB.)
 */
export function jsonTextTooDeepAt(text: string, max = MAX_NESTING): number {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return i;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return -1;
}

/** Throws the DescriptionError for JSON text nesting deeper than MAX_NESTING, naming the line and column (jsonTextTooDeepAt). */
export function checkJsonTextNesting(text: string, source: string): void {
  const deep = jsonTextTooDeepAt(text);
  if (deep === -1) return;
  throw tooDeepError(source, lineColumn(text, deep));
}

/** Offset of the byte where UTF-8 JSON text first nests deeper than `max` (strings skipped), or -1 (scanJsonBytes). */
export function jsonTooDeepAt(bytes: Uint8Array, max = MAX_NESTING): number {
  return scanJsonBytes(bytes, max).tooDeepAt;
}

/** Below this many bytes the JavaScript loop is as quick as setting up the WebAssembly one. */
const WASM_FROM = 1 << 16;

/**
 * Throws the DescriptionError for UTF-8 JSON text nesting deeper than MAX_NESTING, naming the line
 * and column; otherwise returns the offset of its first non-ASCII byte, or -1 (for asciiJson). The
 * scan is scanJsonBytes, in WebAssembly where it can run (scanJsonBytesWasm: Stripe's 5 MB in 6 ms
 * against 16 in a fresh worker, on the way to the first screen), else in JavaScript.
 */
export function checkJsonNesting(bytes: Uint8Array, source: string): number {
  const { tooDeepAt: deep, firstNonAscii } = (bytes.length >= WASM_FROM ? scanJsonBytesWasm(bytes, MAX_NESTING) : undefined) ?? scanJsonBytes(bytes);
  if (deep === -1) return firstNonAscii;
  // Line and column count characters: decode what comes before (a byte-order mark is dropped).
  const before = new TextDecoder().decode(bytes.subarray(0, deep));
  throw tooDeepError(source, lineColumn(before, before.length));
}

/** Pointer where a parsed value first nests deeper than `max`, or undefined. Shared parts (YAML aliases) are walked once. */
export function tooDeepAt(value: unknown, max = MAX_NESTING): string | undefined {
  const seen = new Set<object>();
  const stack: Array<[unknown, number, string]> = [[value, 0, '']];
  while (stack.length) {
    const [v, depth, at] = stack.pop()!;
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    if (depth >= max) return at;
    seen.add(v);
    for (const k of Object.keys(v)) stack.push([(v as Record<string, unknown>)[k], depth + 1, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
  }
  return undefined;
}

/** The error for a description nesting deeper than MAX_NESTING, at a line and column of its text or a pointer of its value ('' for the root). */
export function tooDeepError(source: string, at: { line: number; column: number } | { pointer: string }): DescriptionError {
  const where = 'pointer' in at ? `at ${at.pointer || '/'}` : `at line ${at.line}, column ${at.column}`;
  const detail =
    'pointer' in at ? ({ what: 'too-deep-at', source, max: MAX_NESTING, pointer: at.pointer || '/' } as const) : ({ what: 'too-deep', source, max: MAX_NESTING, ...at } as const);
  return new DescriptionError('too-large', `${source} nests deeper than ${MAX_NESTING} levels ${where}: it is refused rather than risk running out of stack`, detail);
}

/**
 * Parses a description's text as JSON or YAML (told apart by content, not file name).
 * Syntax errors become a DescriptionError naming the source, line and column. JSON's nesting is
 * checked first unless the caller has checked (or will check) the bytes it decoded.
 */
export function parseText(text: string, source: string, nestingChecked = false): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (looksLikeJson(body)) {
    if (!nestingChecked) checkJsonTextNesting(body, source);
    try {
      return JSON.parse(body) as unknown;
    } catch (e) {
      throw jsonSyntaxError(body, source, e instanceof Error ? e.message : String(e));
    }
  }
  let value: unknown;
  try {
    // maxDepth guards the parser's own recursion and the walkers after it (MAX_NESTING); alias
    // explosion is guarded by the walkers.
    value = loadYaml(body, { filename: source, maxDepth: MAX_NESTING });
  } catch (e) {
    if (isEmptyYaml(body)) throw emptyError(source);
    const mark = (e as { mark?: { line?: number; column?: number } }).mark;
    const reason = (e as { reason?: string }).reason ?? (e instanceof Error ? e.message : String(e));
    if (!mark || typeof mark.line !== 'number' || typeof mark.column !== 'number')
      throw new DescriptionError('syntax', `YAML syntax error in ${source}: ${reason}`, { what: 'syntax-unplaced', language: 'YAML', source, reason });
    throw syntaxError('YAML', body, source, mark.line + 1, mark.column + 1, reason);
  }
  if ((value === undefined || value === null) && isEmptyYaml(body)) throw emptyError(source);
  // js-yaml shares an aliased node instead of copying it, so parsing a "billion laughs" is
  // cheap; everything after it (JSON text, examples, copies) would expand it. Only anchors make aliases.
  if (body.includes('&')) checkAliasExpansion(value, source);
  return value;
}

/** True when YAML text holds no document: only white space, comments and document markers. Linear, no regular expression. */
function isEmptyYaml(text: string): boolean {
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (t !== '' && !t.startsWith('#') && t !== '---' && t !== '...') return false;
  }
  return true;
}

/** The error for a file with nothing in it (or only white space and comments). */
function emptyError(source: string): DescriptionError {
  return new DescriptionError('empty', `${source} is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)`, { what: 'empty', source });
}

/** Characters of a long line shown around the column in a code frame. */
const FRAME_WIDTH = 100;

/**
 * The 1-based `line` of `text` with a caret under its 1-based `column`, as a syntax error shows
 * it under its message (the line number in a gutter, like a compiler's code frame). A long line
 * (a minified JSON file is one) is cut to FRAME_WIDTH characters around the column, marked `…`.
 * Tabs before the column stay tabs under it, so the caret lines up in a monospaced block.
 */
export function codeFrame(text: string, line: number, column: number): string {
  let start = 0;
  for (let n = 1; n < line && start !== -1; n++) {
    const next = text.indexOf('\n', start);
    start = next === -1 ? -1 : next + 1;
  }
  const stop = start === -1 ? -1 : text.indexOf('\n', start);
  // A line past the end of the text (an error at the end of the stream) shows empty.
  const full = start === -1 ? '' : text.slice(start, stop === -1 ? text.length : stop).replace(/\r$/, '');
  let from = 0;
  if (full.length > FRAME_WIDTH) from = Math.max(0, Math.min(column - 1 - FRAME_WIDTH / 2, full.length - FRAME_WIDTH));
  const to = Math.min(full.length, from + FRAME_WIDTH);
  const lead = from > 0 ? '…' : '';
  const shown = lead + full.slice(from, to) + (to < full.length ? '…' : '');
  const before = lead + full.slice(from, Math.max(from, Math.min(column - 1, to)));
  const gutter = String(line);
  return `${gutter} | ${shown}\n${' '.repeat(gutter.length)} | ${before.replace(/[^\t]/g, ' ')}^`;
}

/** A syntax error's DescriptionError: the source, line and column, the reason, then the line with a caret (codeFrame). */
function syntaxError(language: 'JSON' | 'YAML', text: string, source: string, line: number, column: number, reason: string): DescriptionError {
  const frame = codeFrame(text, line, column);
  return new DescriptionError('syntax', `${language} syntax error in ${source} at line ${line}, column ${column}: ${reason}\n\n${frame}`, {
    what: 'syntax',
    language,
    source,
    line,
    column,
    reason,
    frame,
  });
}

/** Nodes an aliased YAML document may expand to, when that is also many times its distinct nodes. */
export const MAX_EXPANDED_NODES = 10_000_000;

/**
 * Refuses a YAML document whose aliases expand it to more than MAX_EXPANDED_NODES nodes and
 * ten times its distinct nodes (the `yaml` package's maxAliasCount idea; js-yaml has no such
 * option). Sizes are counted once per distinct node, so the check is linear.
 */
function checkAliasExpansion(value: unknown, source: string): void {
  const sizes = new Map<object, number>();
  const size = (v: unknown): number => {
    if (typeof v !== 'object' || v === null) return 1;
    const known = sizes.get(v);
    if (known !== undefined) return known;
    sizes.set(v, 1); // a cycle (`&a [*a]`) counts its node once
    let n = 1;
    for (const k of Object.keys(v)) n = Math.min(n + size((v as Record<string, unknown>)[k]), Number.MAX_SAFE_INTEGER);
    sizes.set(v, n);
    return n;
  };
  const expanded = size(value);
  if (expanded > MAX_EXPANDED_NODES && expanded > 10 * sizes.size) {
    throw new DescriptionError(
      'too-large',
      `YAML aliases in ${source} expand to more than ${MAX_EXPANDED_NODES.toLocaleString('en')} nodes (a "billion laughs" alias bomb?): the description is refused`,
      { what: 'alias-bomb', source, max: MAX_EXPANDED_NODES },
    );
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
    // "Unexpected token 'x', "…" is not valid JSON" names no position: find it.
    const pos = /position (\d+)/.exec(message);
    ({ line, column } = lineColumn(text, pos ? Number(pos[1]) : jsonErrorOffset(text)));
  }
  const reason = message
    .replace(/^JSON\.parse: /, '')
    .replace(/\s?\(line \d+ column \d+\)/, '')
    .replace(/ in JSON at position \d.*$/s, '');
  return syntaxError('JSON', text, source, line, column, reason);
}

/**
 * Offset of the first character where `text` stops being JSON (RFC 8259), `text.length` when it
 * ends too early, -1 when it is JSON. For the syntax errors whose V8 message names no position
 * (an unexpected token): only called once `JSON.parse` has failed. Recursive, after the nesting
 * check (MAX_NESTING).
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const n = text.length;
  const stop = new Error('not JSON');
  const fail = (): never => {
    throw stop;
  };
  const ws = (): void => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++i));
  };
  const expect = (c: string): void => {
    if (text[i] !== c) fail();
    i++;
  };
  const digits = (): void => {
    const from = i;
    while (i < n && text[i]! >= '0' && text[i]! <= '9') i++;
    if (i === from) fail();
  };
  const string = (): void => {
    expect('"');
    for (;;) {
      if (i >= n) fail();
      const c = text.charCodeAt(i);
      if (c === 0x22) break;
      if (c < 0x20) fail();
      if (c === 0x5c) {
        i++;
        if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (/[0-9a-fA-F]/.test(text[i + k] ?? '')) continue;
            i += k;
            fail();
          }
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    i++;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (close === '}') {
          ws();
          string();
          ws();
          expect(':');
        }
        value();
        ws();
        if (text[i] === ',') i++;
        else {
          expect(close);
          return;
        }
      }
    }
    if (c === '"') {
      string();
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (c !== word[0]) continue;
      for (const ch of word) expect(ch);
      return;
    }
    if (c === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  try {
    value();
    ws();
    return i < n ? i : -1;
  } catch (e) {
    if (e !== stop) throw e;
    return Math.min(i, n);
  }
}
