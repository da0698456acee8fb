import { jsonStart } from './parse-text.js';

const HEX = [0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66];

/**
 * UTF-8 JSON bytes with every non-ASCII character written as a JSON `\uXXXX` escape (a pair for
 * characters beyond U+FFFF), or undefined when there is nothing to escape (ASCII already) or the
 * bytes are not valid UTF-8 (TextDecoder's replacement characters are then the right answer).
 *
 * Written by hand because it is faster: Chromium's TextDecoder turns a large UTF-8 file with a few
 * non-ASCII characters into a two-byte string twice its length, slowly (GitHub's 11.8 MB: 190–200 ms
 * in a worker on this project's machines), while ASCII decodes on a fast path to a one-byte string
 * that JSON.parse also reads faster (the same file: 130 ms for this pass, the decode and the parse
 * together less than the decode alone; see the README's Benchmark). JSON.parse gives the same value:
 * non-ASCII characters may only stand inside strings, where an escape means the same character.
 * Only for JSON (undefined for bytes that do not start with `{` or `[`): YAML reads `\u` as an
 * escape in double-quoted scalars only. A leading byte-order mark is left out, as TextDecoder does.
 * `firstNonAscii`: the offset of the first non-ASCII byte, or -1 for none, when the caller has
 * scanned the bytes already (scanJsonBytes).
 */
export function asciiJson(bytes: Uint8Array, firstNonAscii?: number): Uint8Array | undefined {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const n = bytes.length;
  const lead = jsonStart(bytes);
  if (lead === -1) return undefined; // not JSON: { or [ first
  const next = nonAsciiFinder(bytes);
  // Known when the bytes were scanned already (scanJsonBytes): no second pass over the ASCII before
  // it. (A byte-order mark is non-ASCII before the lead: then it is looked for from the lead.)
  const first = firstNonAscii === -1 ? n : firstNonAscii !== undefined && firstNonAscii >= lead ? firstNonAscii : next(lead);
  if (first === n) return undefined;
  // Each escape is 6 bytes; a sequence of 2, 3 or 4 bytes (one or two escapes) grows by 4, 3 or 8.
  let extra = 0;
  for (let i = first; i < n; i = next(i + 1)) {
    const c = bytes[i]!;
    if (c >= 0xc0) extra += c < 0xe0 ? 4 : c < 0xf0 ? 3 : 8;
  }
  const out = new Uint8Array(n - start + extra);
  let o = 0;
  const escape = (unit: number): void => {
    out[o] = 0x5c; // \
    out[o + 1] = 0x75; // u
    out[o + 2] = HEX[unit >> 12]!;
    out[o + 3] = HEX[(unit >> 8) & 15]!;
    out[o + 4] = HEX[(unit >> 4) & 15]!;
    out[o + 5] = HEX[unit & 15]!;
    o += 6;
  };
  for (let i = start; ; i++) {
    // The ASCII run up to the next non-ASCII byte, copied as it is.
    const to = next(i);
    out.set(bytes.subarray(i, to), o);
    o += to - i;
    if (to === n) break;
    i = to;
    // A backslash before a non-ASCII character is not JSON, but a backslash before its escape
    // (`\\u00e9`) is: a wrong value instead of an error. Such bytes (rare; a valid `\\é` too) are
    // decoded as they are.
    if (o > 0 && out[o - 1] === 0x5c) return undefined;
    const c = bytes[i]!;
    // The WHATWG Encoding Standard's UTF-8 decoder: the lead byte sets the length and the allowed
    // range of the second byte (no overlong forms, no surrogates, nothing past U+10FFFF).
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    let code: number;
    if (c >= 0xc2 && c <= 0xdf) {
      length = 2;
      code = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
      length = 3;
      code = c & 0x0f;
      if (c === 0xe0) low = 0xa0;
      else if (c === 0xed) high = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      length = 4;
      code = c & 0x07;
      if (c === 0xf0) low = 0x90;
      else if (c === 0xf4) high = 0x8f;
    } else return undefined;
    if (i + length > n) return undefined;
    for (let k = 1; k < length; k++) {
      const d = bytes[i + k]!;
      if (d < low || d > high) return undefined;
      low = 0x80;
      high = 0xbf;
      code = (code << 6) | (d & 0x3f);
    }
    i += length - 1;
    if (code < 0x10000) escape(code);
    else {
      escape(0xd800 + ((code - 0x10000) >> 10));
      escape(0xdc00 + ((code - 0x10000) & 0x3ff));
    }
  }
  return out;
}

/**
 * `next(from)`: the index of the first byte at or after `from` with its high bit set (not ASCII),
 * or the length. Most of a description is ASCII, and this is the loop every byte goes through: it
 * reads sixteen bytes at a time as four aligned 32-bit words, OR-ed together (in a fresh worker,
 * Stripe's 5 MB in 3 ms, against 6 for one word at a time).
 */
function nonAsciiFinder(bytes: Uint8Array): (from: number) => number {
  const n = bytes.length;
  const alignedFrom = (4 - (bytes.byteOffset % 4)) % 4;
  const words = n > alignedFrom ? new Uint32Array(bytes.buffer, bytes.byteOffset + alignedFrom, (n - alignedFrom) >> 2) : new Uint32Array(0);
  const count = words.length;
  return (from) => {
    let i = from;
    while (i < n && (i < alignedFrom || (i - alignedFrom) % 4 !== 0)) {
      if (bytes[i]! >= 0x80) return i;
      i++;
    }
    let w = (i - alignedFrom) >> 2;
    while (w + 4 <= count && ((words[w]! | words[w + 1]! | words[w + 2]! | words[w + 3]!) & 0x80808080) === 0) w += 4;
    for (i = Math.max(i, alignedFrom + w * 4); i < n; i++) if (bytes[i]! >= 0x80) return i;
    return n;
  };
}
