import { describe, expect, it } from 'vitest';
import { dispositionFilename } from './disposition-filename.js';

/** The Latin-1 code units a header value has when its bytes are UTF-8 (what a page reads). */
const rawUtf8 = (s: string): string => String.fromCharCode(...new TextEncoder().encode(s));

describe('dispositionFilename', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['no header', undefined, undefined],
    ['an empty header', '', undefined],
    ['no file name', 'attachment', undefined],
    ['a token', 'attachment; filename=report.pdf', 'report.pdf'],
    ['a quoted name', 'attachment; filename="annual report.pdf"', 'annual report.pdf'],
    ['inline too', 'inline; filename=a.png', 'a.png'],
    ['filename* before filename (RFC 6266 §4.3)', "attachment; filename=plain.txt; filename*=UTF-8''r%C3%A9sum%C3%A9.txt", 'résumé.txt'],
    ['filename when filename* is malformed', "attachment; filename*=UTF-8''%FF; filename=fallback.txt", 'fallback.txt'],
    ['filename when filename* names another charset', "attachment; filename*=koi8-r''%C1; filename=fallback.txt", 'fallback.txt'],
    ['filename when filename* is empty', "attachment; filename*=UTF-8''; filename=fallback.txt", 'fallback.txt'],
    ['an empty filename', 'attachment; filename=""', undefined],
    ['raw UTF-8 bytes read as UTF-8', `attachment; filename="${rawUtf8('Grüße.txt')}"`, 'Grüße.txt'],
    ['Latin-1 that is no UTF-8 kept as it is', 'attachment; filename="caf\u00e9.txt"', 'caf\u00e9.txt'],
    ['a name with a path, unsanitised', 'attachment; filename="../../etc/passwd"', '../../etc/passwd'],
  ])('%s', (_name, header, expected) => {
    expect(dispositionFilename(header)).toBe(expected);
  });
});
