import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonTooDeepAt } from './parse-text.js';
import { StreamedText } from './streamed-text.js';
import { join } from 'node:path';
import { specsDir } from '../../../test/support/spec-index.js';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);

/** Feeds `bytes` in pieces of `size` and returns the pieces' text joined, and what the scan found. */
function stream(bytes: Uint8Array, size: number, max?: number): { text: string; depthChecked: boolean; tooDeepAt: number } {
  const s = new StreamedText(max);
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(s.push(bytes.subarray(i, i + size)));
  parts.push(s.end());
  return { text: parts.join(''), depthChecked: s.depthChecked, tooDeepAt: s.tooDeepAt };
}

describe('StreamedText: a description decoded and depth-checked piece by piece as its bytes arrive', () => {
  const texts: Array<[string, string, number]> = [
    ['flat JSON', '{"a":1,"b":[1,2]}', 2],
    ['brackets and escaped quotes inside strings', '[[["[[[[\\"[["]]]', 3],
    ['a backslash before the closing quote', '{"a\\\\":[["x"]],"b":"\\\\\\""}', 2],
    ['too deep', '{"a":[[1]]}', 2],
    ['too deep after a string with brackets', '{"s":"{{{{","a":[[[1]]]}', 3],
    ['leading blanks', ' \n\t{"a":{"b":{}}}', 2],
    ['non-ASCII split across chunks', '{"é":"日本語 ✓ 🚀","x":[["ü"]]}', 2],
    ['YAML is not scanned', 'openapi: 3.1.0\nx: [[[[1]]]]\n', 1],
  ];

  it.each(texts)('%s: every chunk size gives the text, and the offset jsonTooDeepAt gives', (_name, text, max) => {
    const bytes = utf8(text);
    const json = /^\s*[[{]/.test(text);
    for (let size = 1; size <= bytes.length; size++) {
      const r = stream(bytes, size, max);
      expect(r.text).toBe(text);
      expect(r.depthChecked).toBe(json);
      expect(r.tooDeepAt).toBe(json ? jsonTooDeepAt(text, max) : -1);
    }
  });

  it('drops a leading BOM as TextDecoder does, offsets counting from after it', () => {
    const r = stream(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('{"a":[[1]]}')]), 2, 2);
    expect(r.text).toBe('{"a":[[1]]}');
    expect(r.tooDeepAt).toBe(6);
  });

  it('an empty file is empty text, not checked', () => {
    expect(stream(new Uint8Array(), 1)).toEqual({ text: '', depthChecked: false, tooDeepAt: -1 });
  });

  it("gives Stripe's 5 MB description exactly as one decode does, in 64 KB chunks", () => {
    const bytes = readFileSync(join(specsDir() ?? '../shared/specs', 'stripe/spec3.json'));
    const r = stream(bytes, 65_536);
    expect(r.text).toBe(new TextDecoder().decode(bytes));
    expect(r.depthChecked).toBe(true);
    expect(r.tooDeepAt).toBe(-1);
  });
});
