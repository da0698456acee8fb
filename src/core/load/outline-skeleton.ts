import { MAX_NESTING } from './parse-text.js';
import { indexJsonBytesWasm, type ContainerIndex } from './wasm-scan.js';

/**
 * How deep the containers are that the WebAssembly scan lists for the cut: an operation's fields
 * (top 1, paths 2, path item 3, operation 4, its responses 5). Deeper ones it passes over in
 * JavaScript (only additionalOperations' operations have any).
 */
const INDEX_LEVEL = 5;

/**
 * The part of a large JSON description its outline reads, cut out of the bytes before anything
 * is decoded or parsed: every top-level member, but with each path item's operations reduced to
 * what the outline shows (summary, operationId, tags, deprecated, x-badges), and components
 * reduced to their security schemes (OpenAPI 3.0 and 3.1: see skeletonOutline). Stripe's 5.2 MB
 * become about 40 KB, which decode and parse in a millisecond where the whole file takes 40–50 ms
 * in a fresh worker: the worker sends the outline of this first and parses the whole file after
 * the page has painted it.
 *
 * Written by hand, not with a streaming JSON parser: it has to be cheaper than the `JSON.parse` it
 * goes before, so it looks at structure only and copies kept members as byte ranges. The
 * WebAssembly scan lists where each container opens and closes (indexJsonBytesWasm), so what is
 * left out is passed over without reading it; JavaScript reads only the keys of the few objects
 * it cuts (top level, paths, path items, operations), strings skipped by `indexOf`. It validates nothing beyond that structure: the result
 * is only ever used when `JSON.parse` accepts it, and the whole file is parsed after it anyway.
 *
 * Returns undefined (the caller then parses the whole file first, as before) when the bytes do not
 * start with an object, nest deeper than MAX_NESTING, are not structured as JSON, or when the cut
 * keeps a `$ref` (a path item or operation defined elsewhere needs the parts cut away).
 */
export function outlineSkeleton(bytes: Uint8Array, index = skeletonIndex(bytes)): string | undefined {
  try {
    const cut = new Cutter(bytes, index);
    const start = cut.ws(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0);
    if (bytes[start] !== OPEN_OBJECT) return undefined;
    const end = cut.object(start, TOP, 1);
    if (cut.ws(end) !== bytes.length) return undefined;
    const text = new TextDecoder().decode(cut.result());
    return text.includes('"$ref"') ? undefined : text;
  } catch (e) {
    if (e instanceof NotJson) return undefined;
    throw e;
  }
}

/**
 * The containers the cut passes over, listed by the WebAssembly scan (Stripe's 5 MB in about 11 ms
 * in a fresh worker, where the JavaScript loop of the cut takes about 25); undefined where
 * WebAssembly cannot run it (the cut then reads every byte), or when the bytes nest too deep.
 */
export function skeletonIndex(bytes: Uint8Array): ContainerIndex | undefined {
  return indexJsonBytesWasm(bytes, INDEX_LEVEL, MAX_NESTING);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** What happens to a member's value: kept as written, left out, replaced by `{}`, or cut further by a rule. */
type Action = 'keep' | 'drop' | 'stub' | Rule;
/** How the members of an object are cut: by key (undefined: every key the same). */
type Rule = (key: string | undefined) => Action;

/** The fields of an operation the outline reads (outline.ts collectOperations, badges). */
const OPERATION_FIELDS = new Set(['summary', 'operationId', 'tags', 'deprecated', 'x-badges', '$ref']);
/** Path item fields that hold operations: OpenAPI 3.2's methods (a superset of 3.0's and Swagger's). */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);

/** Every key a rule names, as its length and first byte (a key of no other length and first byte is none of them). */
const NAMES = new Set(
  [...OPERATION_FIELDS, ...METHODS, 'additionalOperations', 'paths', 'webhooks', 'x-webhooks', 'components', 'securitySchemes'].map((name) => (name.length << 8) | name.charCodeAt(0)),
);

const OPERATION: Rule = (key) => (key !== undefined && OPERATION_FIELDS.has(key) ? 'keep' : 'drop');
const OPERATIONS: Rule = () => OPERATION;
const PATH_ITEM: Rule = (key) => (key === undefined ? 'drop' : METHODS.has(key) ? OPERATION : key === 'additionalOperations' ? OPERATIONS : key === '$ref' ? 'keep' : 'drop');
const PATHS: Rule = () => PATH_ITEM;
const COMPONENTS: Rule = (key) => (key === 'securitySchemes' ? 'keep' : 'stub');
const TOP: Rule = (key) => {
  switch (key) {
    case 'paths':
    case 'webhooks':
    case 'x-webhooks':
      return PATHS;
    case 'components':
      return COMPONENTS;
    default:
      return 'keep';
  }
};

class NotJson extends Error {}

class Cutter {
  private out: Uint8Array;
  private length = 0;
  constructor(
    private readonly bytes: Uint8Array,
    private readonly index: ContainerIndex | undefined,
  ) {
    this.out = new Uint8Array(Math.min(bytes.length, 1 << 16));
  }

  /** The offset after the container opening at `i`, from the index; -1 when the index does not hold it. */
  private indexed(i: number, depth: number): number {
    const index = this.index;
    if (!index || depth > index.level) return -1;
    const pairs = index.pairs;
    let lo = 0;
    let hi = (pairs.length >> 1) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = pairs[mid * 2]!;
      if (at === i) {
        const close = pairs[mid * 2 + 1]!;
        return close > i ? close + 1 : -1;
      }
      if (at < i) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  result(): Uint8Array {
    return this.out.subarray(0, this.length);
  }

  private emit(from: number, to: number): void {
    const need = this.length + to - from;
    if (need > this.out.length) {
      const grown = new Uint8Array(Math.max(need, this.out.length * 2));
      grown.set(this.out.subarray(0, this.length));
      this.out = grown;
    }
    if (to - from > 32) {
      this.out.set(this.bytes.subarray(from, to), this.length);
    } else {
      // A key or a short value: copied here rather than through a subarray made for it.
      const out = this.out;
      const b = this.bytes;
      for (let i = from, j = this.length; i < to; i++, j++) out[j] = b[i]!;
    }
    this.length = need;
  }

  private emitByte(byte: number): void {
    if (this.length === this.out.length) this.grow();
    this.out[this.length++] = byte;
  }

  private grow(): void {
    const grown = new Uint8Array(this.out.length * 2);
    grown.set(this.out);
    this.out = grown;
  }

  /** The first offset from `i` that is not JSON white space. */
  ws(i: number): number {
    const b = this.bytes;
    for (;;) {
      const c = b[i];
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return i;
      i++;
    }
  }

  /** The offset after the string whose opening quote is at `i`. */
  private string(i: number): number {
    const b = this.bytes;
    for (;;) {
      const q = b.indexOf(QUOTE, i + 1);
      if (q === -1) throw new NotJson();
      // Escaped when an odd number of backslashes come before it.
      let k = q - 1;
      while (b[k] === BACKSLASH) k--;
      if ((q - k) % 2 === 1) return q + 1;
      i = q;
    }
  }

  /** The offset after the value at `i` (no white space before it), at nesting `depth` inside it. */
  private skip(i: number, depth: number): number {
    const b = this.bytes;
    const c = b[i];
    if (c === QUOTE) return this.string(i);
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      const known = this.indexed(i, depth);
      if (known !== -1) return known;
      let d = depth;
      if (d > MAX_NESTING) throw new NotJson();
      const n = b.length;
      for (i++; i < n; i++) {
        const x = b[i];
        if (x === QUOTE) i = this.string(i) - 1;
        else if (x === OPEN_OBJECT || x === OPEN_ARRAY) {
          if (++d > MAX_NESTING) throw new NotJson();
        } else if (x === CLOSE_OBJECT || x === CLOSE_ARRAY) {
          if (--d < depth) return i + 1;
        }
      }
      throw new NotJson();
    }
    // A number or literal: up to the next delimiter.
    const n = b.length;
    for (; i < n; i++) {
      const x = b[i];
      if (x === COMMA || x === CLOSE_OBJECT || x === CLOSE_ARRAY || x === 0x20 || x === 0x0a || x === 0x0d || x === 0x09) return i;
    }
    return i;
  }

  /** Offset of the first backslash at or after the last one asked for (the walk only goes forward): -1 for none. */
  private backslash = -2;

  /** Whether the bytes from `from` to `to` hold a backslash (found by `indexOf`, once per backslash). */
  private escapes(from: number, to: number): boolean {
    if (this.backslash !== -1 && this.backslash < from) this.backslash = this.bytes.indexOf(BACKSLASH, from);
    return this.backslash !== -1 && this.backslash < to;
  }

  /**
   * A key's text when it may be one of the rules' names (NAMES: its length and first byte say so,
   * or it holds an escape); undefined for any other, which every rule treats alike. Most keys an
   * operation has (description, parameters, responses…) are turned down on two numbers, with no
   * string made.
   */
  private key(from: number, to: number): string | undefined {
    // An escape (`"g\u0065t"` is "get"): the text as JSON reads it.
    if (this.escapes(from, to)) return JSON.parse(new TextDecoder().decode(this.bytes.subarray(from - 1, to + 1))) as string;
    if (!NAMES.has(((to - from) << 8) | this.bytes[from]!)) return undefined;
    let s = '';
    for (let i = from; i < to; i++) s += String.fromCharCode(this.bytes[i]!);
    return s;
  }

  /** Copies the object at `i` cut by `rule`; returns the offset after it. */
  object(i: number, rule: Rule, depth: number): number {
    if (depth > MAX_NESTING) throw new NotJson();
    const b = this.bytes;
    this.emitByte(OPEN_OBJECT);
    let first = true;
    i = this.ws(i + 1);
    if (b[i] === CLOSE_OBJECT) {
      this.emitByte(CLOSE_OBJECT);
      return i + 1;
    }
    for (;;) {
      if (b[i] !== QUOTE) throw new NotJson();
      const keyStart = i;
      const keyEnd = this.string(i);
      i = this.ws(keyEnd);
      if (b[i] !== COLON) throw new NotJson();
      const valueStart = this.ws(i + 1);
      const action = rule(this.key(keyStart + 1, keyEnd - 1));
      const v = b[valueStart];
      let end: number;
      if (action === 'drop') {
        end = this.skip(valueStart, depth + 1);
      } else {
        if (!first) this.emitByte(COMMA);
        first = false;
        this.emit(keyStart, keyEnd);
        this.emitByte(COLON);
        if (action === 'keep' || v !== OPEN_OBJECT) {
          // Kept, or not an object where the rule expects one: as written, for the outline to report.
          end = this.skip(valueStart, depth + 1);
          this.emit(valueStart, end);
        } else if (action === 'stub') {
          end = this.skip(valueStart, depth + 1);
          this.emitByte(OPEN_OBJECT);
          this.emitByte(CLOSE_OBJECT);
        } else {
          end = this.object(valueStart, action, depth + 1);
        }
      }
      i = this.ws(end);
      if (b[i] === COMMA) {
        i = this.ws(i + 1);
        continue;
      }
      if (b[i] !== CLOSE_OBJECT) throw new NotJson();
      this.emitByte(CLOSE_OBJECT);
      return i + 1;
    }
  }
}

/**
 * Bytes of the character at `j` when it is one that a regular expression's `\s` matches (ASCII
 * white space, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF, in
 * UTF-8), else 0.
 */
function spaceAt(b: Uint8Array, j: number): number {
  const c = b[j];
  if (c === undefined) return 0;
  if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) return 1;
  if (c < 0xc2) return 0;
  const d = b[j + 1];
  const e = b[j + 2];
  if (c === 0xc2) return d === 0xa0 ? 2 : 0;
  if (c === 0xe1) return d === 0x9a && e === 0x80 ? 3 : 0;
  if (c === 0xe2 && d === 0x80) return e !== undefined && ((e >= 0x80 && e <= 0x8a) || e === 0xa8 || e === 0xa9 || e === 0xaf) ? 3 : 0;
  if (c === 0xe2) return d === 0x81 && e === 0x9f ? 3 : 0;
  if (c === 0xe3) return d === 0x80 && e === 0x80 ? 3 : 0;
  if (c === 0xef) return d === 0xbb && e === 0xbf ? 3 : 0;
  return 0;
}

/** The first offset from `j` that does not start a `\s` character. */
function skipSpaces(b: Uint8Array, j: number): number {
  for (let n = spaceAt(b, j); n > 0; n = spaceAt(b, j)) j += n;
  return j;
}

/**
 * mayHaveExternalRefs (bundle.ts) on UTF-8 bytes, before they are decoded: the same answer (the
 * test's `\s` is matched as UTF-8, spaceAt). Looks only at each `$`, found by `indexOf`: Stripe's
 * 5 MB, with 16,000 references, in about a millisecond.
 */
export function mayHaveExternalRefBytes(b: Uint8Array): boolean {
  for (let i = b.indexOf(0x24); i !== -1; i = b.indexOf(0x24, i + 1)) {
    if (b[i + 1] !== 0x72 || b[i + 2] !== 0x65 || b[i + 3] !== 0x66) continue; // "ref"
    let j = i + 4;
    if (b[j] === QUOTE || b[j] === 0x27) j++;
    j = skipSpaces(b, j);
    if (b[j] !== COLON) continue;
    j = skipSpaces(b, j + 1);
    if (b[j] === QUOTE || b[j] === 0x27) j++;
    const c = b[j];
    if (c === undefined || c === 0x23 || c === OPEN_OBJECT || c === OPEN_ARRAY || c === QUOTE || c === 0x27 || spaceAt(b, j) > 0) continue;
    return true;
  }
  return false;
}
