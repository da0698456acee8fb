/*
 * String literals of generated code. httpsnippet writes some request strings into the code as
 * they are: header names in most languages (`req.Header.Add("${name}", …)`), and nearly every
 * string in Swift. Those come from the description (a header named `x "bad" $(id)`), so they
 * could end the literal or run code. Each such string goes through httpsnippet as a placeholder
 * of letters and digits, which no target changes, and is written back escaped for the language.
 */
import { shellQuote } from './curl.js';

/** Characters with a named escape in a language, and how any other control character is written. */
interface LiteralRules {
  named: Readonly<Record<string, string>>;
  /** Code point → escape, for C0 controls, DEL and the line separators some lexers end a line at. */
  control: (code: number) => string;
}

const hex = (code: number, width: number): string => code.toString(16).padStart(width, '0');

const C_LIKE = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' } as const;

/**
 * The double-quoted string literal of each language httpsnippet writes without escaping (ids of
 * snippet-languages.ts). JavaScript and Python escape their strings before httpsnippet sees them
 * (generate-snippet.ts), and cURL is the console's own command.
 */
const RULES: Readonly<Record<string, LiteralRules>> = {
  // Go interpreted string literals: `\xNN` is a byte, so only for ASCII; `\uNNNN` is a character.
  go: { named: C_LIKE, control: (c) => (c > 0x7f ? `\\u${hex(c, 4)}` : `\\x${hex(c, 2)}`) },
  // Java: octal escapes, because a `\uNNNN` escape is decoded before lexing (`\u000a` would end the line).
  java: { named: { ...C_LIKE, '\b': '\\b', '\f': '\\f' }, control: (c) => (c > 0xff ? `\\u${hex(c, 4)}` : `\\${c.toString(8).padStart(3, '0')}`) },
  // C#: `\xN…` takes up to four digits, so `\uNNNN`; U+0085, U+2028 and U+2029 end a line in C# source.
  csharp: { named: { ...C_LIKE, '\0': '\\0' }, control: (c) => `\\u${hex(c, 4)}` },
  // PHP: `$` starts interpolation in double quotes.
  php: { named: { ...C_LIKE, $: '\\$' }, control: (c) => (c > 0x7f ? `\\u{${hex(c, 1)}}` : `\\x${hex(c, 2)}`) },
  // Ruby: `#{`, `#@` and `#$` interpolate; `\#` is always a plain `#`.
  ruby: { named: { ...C_LIKE, '#': '\\#' }, control: (c) => (c > 0x7f ? `\\u{${hex(c, 1)}}` : `\\x${hex(c, 2)}`) },
  // Swift: `\(` interpolates, so every backslash is escaped; `\u{N}` for the rest.
  swift: { named: { ...C_LIKE, '\0': '\\0' }, control: (c) => `\\u{${hex(c, 1)}}` },
  // Kotlin: `$name` and `${…}` interpolate.
  kotlin: { named: { ...C_LIKE, $: '\\$', '\b': '\\b' }, control: (c) => `\\u${hex(c, 4)}` },
  // PowerShell: the backtick escapes; `$` interpolates; typographic double quotes end a string too.
  powershell: {
    named: { '`': '``', '"': '`"', '\u201c': '`\u201c', '\u201d': '`\u201d', '\u201e': '`\u201e', $: '`$', '\n': '`n', '\r': '`r', '\t': '`t', '\0': '`0' },
    control: (c) => `\`u{${hex(c, 1)}}`,
  },
};

/** Control characters (other than those named), DEL, NEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const CONTROL = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

/** The languages whose double-quoted literals `escapeLiteral` writes. */
export function hasLiteralRules(languageId: string): boolean {
  return Object.hasOwn(RULES, languageId);
}

/**
 * `text` as the content of a double-quoted string literal of `languageId` (go, java, csharp, php,
 * ruby, swift, kotlin, powershell): read back by the language, it is `text` again, and nothing
 * in it interpolates. Other ids get the text unchanged.
 */
export function escapeLiteral(languageId: string, text: string): string {
  const rules = Object.hasOwn(RULES, languageId) ? RULES[languageId] : undefined;
  if (!rules) return text;
  let out = '';
  for (const ch of text) {
    const named = Object.hasOwn(rules.named, ch) ? rules.named[ch] : undefined;
    if (named !== undefined) out += named;
    else if (CONTROL.test(ch)) out += rules.control(ch.codePointAt(0) ?? 0);
    else out += ch;
  }
  return out;
}

/**
 * An HTTPie request item (`Name:value` header, `name=value` form field) name: its separators
 * (`:`, `=`, `@`, `;`) and backslashes escaped with a backslash as HTTPie reads them, then
 * quoted as one POSIX shell word, so the item is one argument and nothing in it expands.
 */
export function httpieItemName(name: string): string {
  return shellQuote(name.replace(/[\\:=@;]/g, (c) => `\\${c}`));
}

/**
 * A multipart field or file name as the HTML form-data encoding writes it in Content-Disposition:
 * line breaks as CRLF, then `"`, CR and LF percent-encoded (browsers send every other character as
 * it is, in UTF-8). httpsnippet writes names with `escape()`, which would change them.
 */
export function formDataName(name: string): string {
  return name
    .replace(/\r\n|\r|\n/g, '\r\n')
    .replace(/"/g, '%22')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A');
}

/**
 * Strings kept out of httpsnippet's hands: `hide` gives a placeholder of letters and digits
 * (which no target escapes, encodes or interpolates), `reveal` writes each one back as its own
 * `write` says (escaped for where the target put it), else as the default writer says. The tag is
 * chosen to appear nowhere in `haystack` (the request), so request text is never taken for a
 * placeholder.
 */
export class HiddenStrings {
  private readonly items: { text: string; write: ((text: string) => string) | undefined }[] = [];
  private readonly tag: string;

  constructor(haystack: string) {
    let tag = 'SpecDocQz';
    while (haystack.includes(tag)) tag += 'q';
    this.tag = tag;
  }

  /** A placeholder for `text`, written back by `write` when given. */
  hide(text: string, write?: (text: string) => string): string {
    this.items.push({ text, write });
    return `${this.tag}${this.items.length - 1}${this.tag}`;
  }

  /** `code` with every placeholder written back. */
  reveal(code: string, write: (text: string) => string): string {
    return code.replace(new RegExp(`${this.tag}(\\d+)${this.tag}`, 'g'), (whole, i: string) => {
      const item = this.items[Number(i)];
      return item === undefined ? whole : (item.write ?? write)(item.text);
    });
  }
}
