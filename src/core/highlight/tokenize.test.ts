import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_LANGUAGES, highlightLanguage, tokenize, type Token } from './tokenize.js';

/** Tokens as `kind:text` strings, plain text left out. */
const marked = (tokens: Token[]): string[] => tokens.filter((t) => t.kind).map((t) => `${t.kind}:${t.text}`);

describe('highlightLanguage', () => {
  it.each([
    ['Shell', 'shell'],
    ['cURL', 'shell'],
    ['Node.js', 'javascript'],
    ['JavaScript (fetch)', 'javascript'],
    ['TypeScript', 'javascript'],
    ['C#', 'csharp'],
    ['Python (requests)', 'python'],
    ['PowerShell', 'powershell'],
    ['Kotlin (OkHttp)', 'kotlin'],
    ['Objective-C', 'c'],
    ['XML', 'xml'],
    ['COBOL', 'plain'],
    ['', 'plain'],
    ['__proto__', 'plain'],
    ['constructor', 'plain'],
  ])('reads %j as %s', (lang, expected) => {
    expect(highlightLanguage(lang)).toBe(expected);
  });
});

describe('tokenize', () => {
  it.each<[string, string, string[]]>([
    [
      'shell',
      `curl -X POST 'https://x.test/a?b=1' \\\n  -H "Auth: $TOKEN" # send`,
      ['function:curl', 'option:-X', "string:'https://x.test/a?b=1'", 'option:-H', 'string:"Auth: $TOKEN"', 'comment:# send'],
    ],
    ['shell', `echo a#b $HOME $'x\\n'`, ['keyword:echo', 'variable:$HOME', "string:$'x\\n'"]],
    [
      'javascript',
      `const r = await fetch('u', { method: "GET" }); // go\nif (x === null) n = 1.5e3;`,
      ['keyword:const', 'keyword:await', 'function:fetch', "string:'u'", 'string:"GET"', 'comment:// go', 'keyword:if', 'literal:null', 'number:1.5e3'],
    ],
    ['python', `import requests\nr = requests.get("u", params={'a': True})  # x`, ['keyword:import', 'function:get', 'string:"u"', "string:'a'", 'literal:True', 'comment:# x']],
    ['python', `s = """a\n"b" """`, ['string:"""a\n"b" """']],
    ['go', 'func main() {\n\tx := `raw`\n\treturn nil\n}', ['keyword:func', 'function:main', 'string:`raw`', 'keyword:return', 'literal:nil']],
    ['csharp', `var s = @"a""b"; /* c */`, ['keyword:var', 'string:@"a""b"', 'comment:/* c */']],
    ['php', `<?php\n$curl = curl_init(); echo "x";`, ['variable:$curl', 'function:curl_init', 'keyword:echo', 'string:"x"']],
    ['ruby', `require 'uri'\nputs @x # c`, ['keyword:require', "string:'uri'", 'keyword:puts', 'variable:@x', 'comment:# c']],
    ['powershell', `$h=@{}\n$r = Invoke-WebRequest -Uri 'it''s' <# c #>`, ['variable:$h', 'variable:$r', 'function:Invoke-WebRequest', 'option:-Uri', "string:'it''s'", 'comment:<# c #>']],
    ['json', '{"a": [1, -2.5, true, null]}', ['string:"a"', 'number:1', 'number:-2.5', 'literal:true', 'literal:null']],
    ['plain', 'SELECT "a" FROM t WHERE n = 3', ['string:"a"', 'number:3']],
    ['xml', '<?xml version="1.0"?>\n<a:b>x</a:b>', ['keyword:<?xml version="1.0"?>', 'keyword:<a:b', 'keyword:</a:b']],
    ['xml', `<pet id="1" name='Rex' data-x = "y"/>`, ['keyword:<pet', 'property:id', 'string:"1"', 'property:name', "string:'Rex'", 'property:data-x', 'string:"y"']],
    ['xml', `<p>He said "hi" &amp; it's &#169;</p>`, ['keyword:<p', 'literal:&amp;', 'literal:&#169;', 'keyword:</p']],
    ['xml', '<!-- a <b c="d"> --><c/>', ['comment:<!-- a <b c="d"> -->', 'keyword:<c']],
    ['xml', '<s><![CDATA[<not a="tag"> & ]]></s>', ['keyword:<s', 'string:<![CDATA[<not a="tag"> & ]]>', 'keyword:</s']],
    ['xml', '<!DOCTYPE note>\n<note/>', ['keyword:<!DOCTYPE note>', 'keyword:<note']],
    // A string or comment that never closes runs to the end of the sample, as in an editor.
    ['javascript', 'x = "open\ny = 1', ['string:"open\ny = 1']],
    ['javascript', 'a /* open\nb', ['comment:/* open\nb']],
    ['python', "s = '''open", ["string:'''open"]],
    ['xml', '<a/><!-- open', ['keyword:<a', 'comment:<!-- open']],
    // Plain text is prose as often as code: an apostrophe or a lone quote starts no string.
    ['plain', `it's "fine\nsaid 'x'`, ["string:'x'"]],
    ['shell', `echo it's`, ['keyword:echo']],
  ])('marks %s: %j', (lang, source, expected) => {
    const tokens = tokenize(source, lang);
    expect(marked(tokens)).toEqual(expected);
    expect(tokens.map((t) => t.text).join('')).toBe(source);
  });

  const hostile = ['<img src=x onerror=alert(1)>', '</code><script>alert(1)</script>', `"unterminated 'also /* never closed`, '\\\\\\"\'`$(x)${y}#{z}', '', '\u0000\u2028\r\n\t😀é'];
  it.each(HIGHLIGHT_LANGUAGES.flatMap((lang) => hostile.map((source) => [lang, source] as const)))('in %s keeps %j exactly, as text', (lang, source) => {
    const tokens = tokenize(source, lang);
    expect(tokens.map((t) => t.text).join('')).toBe(source);
    expect(tokens.every((t) => t.text.length > 0)).toBe(true);
  });

  // Openers that never close, each repeated to 200,000 characters: a rule that rescanned to the
  // end from every opener took 19 s on one of these (quadratic) and froze the page; a sample is
  // description text.
  const openers = ['"\\', "'\\", '`\\', '${', '<!a', '<?', '<!--', '<![CDATA[', '/*', '<#', '"""', "'''", '@"', "$'", 'a.', '= ', '"`', "''", '[', '<'];
  it.each(HIGHLIGHT_LANGUAGES.flatMap((lang) => openers.map((opener) => [lang, opener] as const)))('in %s reads a run of %j in one pass', (lang, opener) => {
    const source = opener.repeat(Math.ceil(200_000 / opener.length)) + '\nx';
    const start = performance.now();
    const tokens = tokenize(source, lang);
    // One pass takes milliseconds; a rescan from every opener takes seconds at this length.
    expect(performance.now() - start).toBeLessThan(2000);
    expect(tokens.map((t) => t.text).join('')).toBe(source);
  });

  it('takes a large sample in linear time', () => {
    const big = 'const x = "a"; // c\n'.repeat(50_000);
    const start = performance.now();
    expect(tokenize(big, 'js').length).toBeGreaterThan(100_000);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
