import { describe, expect, it } from 'vitest';
import { sanitizeFilename } from './sanitize-filename.js';

describe('sanitizeFilename', () => {
  it.each<[string, string, string]>([
    ['report.pdf', 'report.pdf', 'report.pdf'],
    ['directories are dropped', '../../etc/passwd', 'passwd'],
    ['Windows directories too', 'C:\\Users\\x\\evil.bat', 'evil.bat'],
    ['control characters', 'a\u0000b\nc\u007fd.txt', 'a_b_c_d.txt'],
    ['bidi overrides', 'invoice\u202Efdp.exe', 'invoice_fdp.exe'],
    ['reserved characters', 'a<b>c:d"e|f?g*h.txt', 'a_b_c_d_e_f_g_h.txt'],
    ['leading and trailing dots and spaces', ' ..hidden.txt. ', 'hidden.txt'],
    ['a device name', 'CON', '_CON'],
    ['a device name with an extension', 'lpt1.txt', '_lpt1.txt'],
    ['a name that merely starts like one', 'console.log', 'console.log'],
    ['nothing left', '...', 'fallback'],
    ['empty', '', 'fallback'],
    ['a long name keeps its extension', `${'x'.repeat(200)}.pdf`, `${'x'.repeat(146)}.pdf`],
    ['a long name whose "extension" is long is cut', `${'x'.repeat(200)}.${'y'.repeat(20)}`, 'x'.repeat(150)],
  ])('%s', (name, input, expected) => {
    expect(sanitizeFilename(input, 'fallback')).toBe(expected);
  });
});
