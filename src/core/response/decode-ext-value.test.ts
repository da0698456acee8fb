import { describe, expect, it } from 'vitest';
import { decodeExtValue } from './decode-ext-value.js';

// RFC 8187 §3.2.2 gives the first two examples.
describe('decodeExtValue', () => {
  it.each<[string, string | undefined]>([
    ["iso-8859-1'en'%A3%20rates", '£ rates'],
    ["UTF-8''%c2%a3%20and%20%e2%82%ac%20rates", '£ and € rates'],
    ["UTF-8''r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
    ["utf-8'de-DE'Gr%C3%BC%C3%9Fe.txt", 'Grüße.txt'],
    ["UTF-8''", ''],
    ["UTF-8''plain.txt", 'plain.txt'],
    ["UTF-8''%FF", undefined],
    ["UTF-8''a b", undefined],
    ["UTF-8''%zz", undefined],
    ["UTF-8''%4", undefined],
    ["windows-1252''%80", undefined],
    ['no-quotes', undefined],
    ["'en'missing-charset", undefined],
  ])('%s', (value, expected) => {
    expect(decodeExtValue(value)).toBe(expected);
  });
});
