import { MAX_NESTING } from './parse-text.js';
import { cutJsonBytesWasm } from './wasm-scan.js';

/**
 * How deep the containers are that the WebAssembly scan lists for the cut: an operation's fields
 * (top 1, paths 2, path item 3, operation 4, its responses 5). Deeper ones the cut passes over
 * bracket by bracket (only additionalOperations' operations have any).
 */
const INDEX_LEVEL = 5;

/**
 * The part of a large JSON description its outline reads, cut out of the bytes before anything
 * is decoded or parsed: every top-level member, but with each path item's operations reduced to
 * what the outline shows (summary, operationId, tags, deprecated, x-badges), components reduced to
 * their security schemes, and Swagger 2.0's definitions, root parameters and root responses
 * reduced as swagger2Headings reduces them (RULES). Stripe's 5.2 MB become about 40 KB and
 * Kubernetes' 4.1 MB about 200 KB, which decode and parse in a millisecond or two where the whole
 * file takes 40–50 ms in a fresh worker: the worker sends the outline of this first and parses the
 * whole file after the page has painted it.
 *
 * Written by hand, not with a streaming JSON parser: it has to be cheaper than the `JSON.parse` it
 * goes before, so it looks at structure only and copies kept members as byte ranges. The cut runs
 * in WebAssembly (json-scan.wat's `cut`, after the scan that lists where each container opens and
 * closes, so what is left out is passed over without reading it): in a fresh worker JavaScript
 * runs such a walk in its interpreter, 20 ms for Kubernetes' 15,000 operation keys. The Cutter
 * below does the same in JavaScript where WebAssembly cannot run and for a key with an escape.
 * It validates nothing beyond that structure: the result is only ever used when `JSON.parse`
 * accepts it, and the whole file is parsed after it anyway.
 *
 * Returns undefined (the caller then parses the whole file first, as before) when the bytes may
 * reference another file (mayHaveExternalRefBytes: bundling changes the description), do not
 * start with an object, nest deeper than MAX_NESTING, are not structured as JSON, or when the cut
 * keeps a `$ref` (a path item or operation defined elsewhere needs the parts cut away).
 * `firstNonAscii`: the offset of the first byte of 0x80 or above (-1: none), when the WebAssembly
 * scan looked at every byte. `copy`: the bytes as the WebAssembly cut copied them into its memory,
 * for a caller that needs a copy (the worker sends the fetched bytes to the page and parses these).
 * Holding it holds that memory (the bytes, about half as much again, and the skeleton's room).
 */
export function cutSkeleton(bytes: Uint8Array): { text: string; firstNonAscii?: number; copy?: Uint8Array } | undefined {
  const start = ws(bytes, bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0);
  if (bytes[start] !== OPEN_OBJECT) return undefined;
  const wasm = cutJsonBytesWasm(bytes, INDEX_LEVEL, MAX_NESTING, start, RULE_TABLE);
  if (wasm === 'not-json' || wasm === 'external' || (wasm === undefined && mayHaveExternalRefBytes(bytes))) return undefined;
  let cut: Uint8Array;
  let end: number;
  if (wasm && 'skeleton' in wasm) {
    cut = wasm.skeleton;
    end = wasm.end;
  } else {
    try {
      const cutter = new Cutter(bytes);
      end = cutter.object(start, 'top', 1);
      cut = cutter.result();
    } catch (e) {
      if (e instanceof NotJson) return undefined;
      throw e;
    }
  }
  if (ws(bytes, end) !== bytes.length) return undefined;
  const text = new TextDecoder().decode(cut);
  if (text.includes('"$ref"')) return undefined;
  return wasm ? { text, firstNonAscii: wasm.firstNonAscii, ...('bytes' in wasm ? { copy: wasm.bytes } : {}) } : { text };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

type RuleName = 'top' | 'paths' | 'pathItem' | 'operations' | 'operation' | 'components' | 'stubs' | 'rootParameters' | 'rootParameter';
/** What happens to a member's value: kept as written, left out, replaced by `{}` (when an object), or cut further by the rule of that name. */
type Action = 'keep' | 'drop' | 'stub' | RuleName;
/** How the members of an object are cut: by key (`named`), any other key by `other`. */
interface Rule {
  other: Action;
  named?: Record<string, Action>;
}

/** The fields of an operation the outline reads (outline.ts collectOperations, badges). */
const OPERATION_FIELDS = ['summary', 'operationId', 'tags', 'deprecated', 'x-badges', '$ref'];
/** Path item fields that hold operations: OpenAPI 3.2's methods (a superset of 3.0's and Swagger's). */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];
const each = (keys: readonly string[], action: Action): Record<string, Action> => Object.fromEntries(keys.map((k) => [k, action]));

/** The cut, rule by rule: `top` is the description's. */
const RULES = {
  top: {
    other: 'keep',
    named: { paths: 'paths', webhooks: 'paths', 'x-webhooks': 'paths', components: 'components', definitions: 'stubs', responses: 'stubs', parameters: 'rootParameters' },
  },
  paths: { other: 'pathItem' },
  pathItem: { other: 'drop', named: { ...each(METHODS, 'operation'), additionalOperations: 'operations', $ref: 'keep' } },
  operations: { other: 'operation' },
  operation: { other: 'drop', named: each(OPERATION_FIELDS, 'keep') },
  components: { other: 'stub', named: { securitySchemes: 'keep' } },
  /** Swagger 2.0's definitions and root responses: an object entry becomes `{}` (swagger2Headings). */
  stubs: { other: 'stub' },
  /** Swagger 2.0's root parameters: only `in` and `$ref` decide whether one converts (swagger2Headings). */
  rootParameters: { other: 'rootParameter' },
  rootParameter: { other: 'drop', named: { in: 'keep', $ref: 'keep' } },
} satisfies Record<RuleName, Rule>;

const RULE_NAMES = Object.keys(RULES) as RuleName[];
/** Each rule's keys, as a Map (the JavaScript cut asks it for every key that may be named). */
const NAMED = new Map(RULE_NAMES.map((name) => [name, new Map(Object.entries((RULES[name] as Rule).named ?? {}))]));

/** Every key a rule names, as its length and first byte (a key of no other length and first byte is none of them). */
const NAMES = new Set([...NAMED.values()].flatMap((named) => [...named.keys()]).map((name) => (name.length << 8) | name.charCodeAt(0)));

/**
 * RULES as json-scan.wat's `cut` reads them: rule r at 12r (action for other keys, count of
 * entries, entries' offset), each entry (key length, key's offset, action), offsets from the
 * table's start, then the keys' bytes. An action is 0 drop, 1 keep, 2 stub, 3 + r rule r.
 */
const RULE_TABLE = ((): Uint8Array => {
  const code = (action: Action): number => (action === 'drop' ? 0 : action === 'keep' ? 1 : action === 'stub' ? 2 : 3 + RULE_NAMES.indexOf(action));
  const entries = [...NAMED.values()].reduce((n, named) => n + named.size, 0);
  const ints: number[] = [];
  const names: number[] = [];
  const namesAt = (RULE_NAMES.length + entries) * 12;
  let entryAt = RULE_NAMES.length * 12;
  for (const name of RULE_NAMES) {
    const named = NAMED.get(name)!;
    ints.push(code(RULES[name].other), named.size, entryAt);
    entryAt += named.size * 12;
  }
  for (const named of NAMED.values())
    for (const [key, action] of named) {
      ints.push(key.length, namesAt + names.length, code(action));
      for (const c of key) names.push(c.charCodeAt(0));
    }
  const table = new Uint8Array(namesAt + names.length);
  const view = new DataView(table.buffer);
  ints.forEach((n, i) => view.setInt32(i * 4, n, true));
  table.set(names, namesAt);
  return table;
})();

/** The first offset from `i` that is not JSON white space. */
function ws(b: Uint8Array, i: number): number {
  for (;;) {
    const c = b[i];
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return i;
    i++;
  }
}

class NotJson extends Error {}

class Cutter {
  private out: Uint8Array;
  private length = 0;
  constructor(private readonly bytes: Uint8Array) {
    this.out = new Uint8Array(Math.min(bytes.length, 1 << 16));
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
  object(i: number, rule: RuleName, depth: number): number {
    if (depth > MAX_NESTING) throw new NotJson();
    const b = this.bytes;
    this.emitByte(OPEN_OBJECT);
    let first = true;
    i = ws(b, i + 1);
    if (b[i] === CLOSE_OBJECT) {
      this.emitByte(CLOSE_OBJECT);
      return i + 1;
    }
    for (;;) {
      if (b[i] !== QUOTE) throw new NotJson();
      const keyStart = i;
      const keyEnd = this.string(i);
      i = ws(b, keyEnd);
      if (b[i] !== COLON) throw new NotJson();
      const valueStart = ws(b, i + 1);
      const key = this.key(keyStart + 1, keyEnd - 1);
      const action = (key !== undefined ? NAMED.get(rule)!.get(key) : undefined) ?? RULES[rule].other;
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
      i = ws(b, end);
      if (b[i] === COMMA) {
        i = ws(b, i + 1);
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
