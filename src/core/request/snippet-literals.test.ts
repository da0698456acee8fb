import { describe, expect, it } from 'vitest';
import { escapeLiteral, formDataName, HiddenStrings, httpieItemName } from './snippet-literals.js';

describe('escapeLiteral', () => {
  // One string with everything that can end, change or break a double-quoted literal.
  const text = 'a"b\\c$d#{e}`f\ng\rh\ti\u0001j\u2028é';
  it.each<[string, string]>([
    ['go', 'a\\"b\\\\c$d#{e}`f\\ng\\rh\\ti\\x01j\\u2028é'],
    ['java', 'a\\"b\\\\c$d#{e}`f\\ng\\rh\\ti\\001j\\u2028é'],
    ['csharp', 'a\\"b\\\\c$d#{e}`f\\ng\\rh\\ti\\u0001j\\u2028é'],
    ['php', 'a\\"b\\\\c\\$d#{e}`f\\ng\\rh\\ti\\x01j\\u{2028}é'],
    ['ruby', 'a\\"b\\\\c$d\\#{e}`f\\ng\\rh\\ti\\x01j\\u{2028}é'],
    ['swift', 'a\\"b\\\\c$d#{e}`f\\ng\\rh\\ti\\u{1}j\\u{2028}é'],
    ['kotlin', 'a\\"b\\\\c\\$d#{e}`f\\ng\\rh\\ti\\u0001j\\u2028é'],
    ['powershell', 'a`"b\\c`$d#{e}``f`ng`rh`ti`u{1}j`u{2028}é'],
    ['unknown', text],
  ])('%s', (id, expected) => {
    expect(escapeLiteral(id, text)).toBe(expected);
  });

  it('escapes the typographic quotes PowerShell also ends a string at', () => {
    expect(escapeLiteral('powershell', '\u201cq\u201d\u201e')).toBe('`\u201cq`\u201d`\u201e');
  });

  it('writes NUL where a language has a short escape for it', () => {
    expect(escapeLiteral('csharp', '\u0000')).toBe('\\0');
    expect(escapeLiteral('java', '\u0000')).toBe('\\000');
  });
});

describe('formDataName', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['x bad name', 'x bad name'],
    ['<b>"q"</b>', '<b>%22q%22</b>'],
    ['a\nb\r\nc\rd', 'a%0D%0Ab%0D%0Ac%0D%0Ad'],
    ['Übersicht', 'Übersicht'],
  ])('%j → %j', (name, expected) => expect(formDataName(name)).toBe(expected));
});

describe('httpieItemName', () => {
  it.each<[string, string]>([
    ['X-Plain', 'X-Plain'],
    ['x bad name', `'x bad name'`],
    ['a:b=c@d;e\\f', `'a\\:b\\=c\\@d\\;e\\\\f'`],
    ["it's $HOME", `'it'\\''s $HOME'`],
  ])('%j → %s', (name, expected) => expect(httpieItemName(name)).toBe(expected));
});

describe('HiddenStrings', () => {
  it('writes each placeholder back, by its own writer or the default one', () => {
    const h = new HiddenStrings('');
    const code = `a(${h.hide('x')}) b(${h.hide('y', (t) => `<${t}>`)})${h.hide('z')}`;
    expect(code).not.toContain('(x)');
    expect(h.reveal(code, (t) => t.toUpperCase())).toBe('a(X) b(<y>)Z');
  });

  it('picks a tag the request does not contain, so request text is never taken for a placeholder', () => {
    const request = 'SpecDocQz0SpecDocQz SpecDocQzq';
    const h = new HiddenStrings(request);
    const code = `${request} ${h.hide('v')}`;
    expect(h.reveal(code, () => 'V')).toBe(`${request} V`);
  });
});
