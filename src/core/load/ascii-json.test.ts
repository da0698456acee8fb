import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpus, specsDir } from '../../../test/support/spec-index.js';
import { asciiJson } from './ascii-json.js';
import { scanJsonBytes } from './parse-text.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const ascii = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe('asciiJson', () => {
  it.each([
    ['two-byte', 'é'],
    ['three-byte', '’ and ✓'],
    ['four-byte (a surrogate pair)', '🚀'],
    ['a mix, at the start and the end', 'Ünïcödé ’ 🚀 ✓'],
    ['the highest code points of each length', '\u07ff\uffff\u{10ffff}'],
  ])('writes %s characters as escapes that parse to the same string', (_name, value) => {
    const json = JSON.stringify({ [value]: value, list: [value, 'plain'] });
    const out = asciiJson(utf8(json))!;
    expect(out.every((b) => b < 0x80)).toBe(true);
    expect(JSON.parse(ascii(out))).toEqual(JSON.parse(json));
  });

  it('leaves what is not JSON alone: YAML reads escapes only in double-quoted scalars', () => {
    expect(asciiJson(utf8('title: Café\n'))).toBeUndefined();
    expect(asciiJson(utf8('  \n [ "é" ]'))).toBeDefined();
  });

  it('leaves ASCII alone (undefined: decode the bytes as they are)', () => {
    expect(asciiJson(utf8('{"a": "b \\u00e9"}'))).toBeUndefined();
    expect(asciiJson(new Uint8Array())).toBeUndefined();
  });

  it('drops a leading byte-order mark, as TextDecoder does', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('{"a": "é"}')]);
    expect(ascii(asciiJson(bytes)!)).toBe('{"a": "\\u00e9"}');
    // The mark is the scan's first non-ASCII byte (offset 0): the escapes are looked for from the JSON's start.
    expect(ascii(asciiJson(bytes, scanJsonBytes(bytes).firstNonAscii)!)).toBe('{"a": "\\u00e9"}');
  });

  it('starts from the first non-ASCII byte when the scan has found it (-1: ASCII, nothing to do), with the same result', () => {
    for (const text of ['{"a": "b"}', '{"a": "é", "b": "🚀 ✓"}', '["x\\é", "ü"]', '  [ "’" ]']) {
      const bytes = utf8(text);
      expect(asciiJson(bytes, scanJsonBytes(bytes).firstNonAscii), text).toEqual(asciiJson(bytes));
    }
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['an overlong two-byte form', [0xc0, 0xaf]],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf]],
    ['a UTF-16 surrogate', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a sequence cut short by the end', [0xe2, 0x80]],
    ['a sequence cut short by ASCII', [0xe2, 0x41, 0x41]],
    ['a byte no UTF-8 uses', [0xff]],
  ])('gives up on %s (TextDecoder then puts in replacement characters)', (_name, bad) => {
    expect(asciiJson(new Uint8Array([...utf8('{"a": "x'), ...bad, ...utf8('"}')]))).toBeUndefined();
  });

  it('gives up on a non-ASCII character right after a backslash, which is not JSON (its escape would make it JSON)', () => {
    const text = '{"a": "x\\é"}';
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(asciiJson(utf8(text))).toBeUndefined();
  });

  it('agrees with TextDecoder on every valid sequence length and boundary', () => {
    const points = [0x80, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xfffd, 0xffff, 0x10000, 0x10ffff];
    const value = String.fromCodePoint(...points);
    const out = asciiJson(utf8(JSON.stringify([value])))!;
    expect(JSON.parse(ascii(out))).toEqual([value]);
  });

  it('finds a non-ASCII character at every offset of the sixteen-byte stride, in a view at every alignment', () => {
    // The finder reads four aligned words at a time: a character at any place in or across them,
    // and views (Node's Buffer pool, subarrays) that start off a word boundary.
    for (let shift = 0; shift < 4; shift++) {
      for (let at = 0; at < 40; at++) {
        const text = `["${'a'.repeat(at)}é${'b'.repeat(37 - (at % 19))}ü"]`;
        const encoded = utf8(text);
        const backing = new Uint8Array(encoded.length + shift);
        backing.set(encoded, shift);
        const out = asciiJson(backing.subarray(shift));
        expect(out && ascii(out), `at ${at}, shift ${shift}`).toBe(`["${'a'.repeat(at)}\\u00e9${'b'.repeat(37 - (at % 19))}\\u00fc"]`);
      }
    }
  });

  const dir = specsDir();
  const withNonAscii = corpus().filter((e) => /\.json$/.test(e.path) && dir && readFileSync(dir + e.path).some((b) => b >= 0x80));
  it('finds corpus JSON with non-ASCII characters when the corpus is there', () => {
    if (dir) expect(withNonAscii.length).toBeGreaterThan(3);
  });
  for (const entry of withNonAscii) {
    it(`parses ${entry.path} to the same value`, () => {
      const bytes = readFileSync(dir! + entry.path);
      const out = asciiJson(bytes)!;
      expect(JSON.parse(ascii(out))).toEqual(JSON.parse(new TextDecoder().decode(bytes)));
      // (Compared as buffers: toEqual walks 12 MB element by element for minutes.)
      expect(Buffer.from(asciiJson(bytes, scanJsonBytes(bytes).firstNonAscii)!).equals(out)).toBe(true);
    });
  }
});
