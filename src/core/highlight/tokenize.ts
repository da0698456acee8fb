/*
 * A small syntax tokenizer for code samples: comments, strings, numbers, keywords, literals,
 * variables, function names and command-line options, for the languages of generated
 * snippets and the usual `x-code-samples` languages. Each language is a list of regular
 * expressions tried at once (one alternation, first alternative wins), which is all the
 * highlighting a sample needs.
 *
 * Why not a library: highlight.js with these twelve grammars (through lowlight, which gives a
 * tree instead of HTML) is 25 KB gzipped; this file is about 2 KB, and it returns plain
 * `{ text, kind }` tokens, so the UI renders sample text only as text nodes, never as markup.
 * The concatenated token texts are always exactly the source.
 */

/** What a token is, for its colour. */
export const TOKEN_KINDS = ['comment', 'string', 'number', 'keyword', 'literal', 'variable', 'function', 'option', 'property'] as const;
/** One of TOKEN_KINDS. */
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** A run of source text; `kind` is absent for plain text (punctuation, names, spaces). */
export interface Token {
  text: string;
  kind?: TokenKind;
}

/** Languages with a grammar; anything else is tokenized as `plain` (strings and numbers). */
export const HIGHLIGHT_LANGUAGES = ['shell', 'powershell', 'javascript', 'python', 'go', 'java', 'kotlin', 'csharp', 'php', 'ruby', 'swift', 'c', 'json', 'xml', 'plain'] as const;
/** One of HIGHLIGHT_LANGUAGES. */
export type HighlightLanguage = (typeof HIGHLIGHT_LANGUAGES)[number];

/** Rules as [kind, regular-expression source]; sources use no capturing groups. */
type Rules = readonly (readonly [TokenKind, string])[];

const DQ = String.raw`"(?:[^"\\]|\\[\s\S]?)*"?`;
const SQ = String.raw`'(?:[^'\\]|\\[\s\S]?)*'?`;
const BT = String.raw`\x60(?:[^\x60\\]|\\[\s\S]?)*\x60?`;
const SLASH_COMMENT = String.raw`\/\/[^\n]*`;
const BLOCK_COMMENT = String.raw`\/\*[\s\S]*?(?:\*\/|$)`;
const HASH_COMMENT = String.raw`#[^\n]*`;
const NUMBER = String.raw`\b(?:0[xX][\dA-Fa-f_]+|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)\b`;
const CALL = String.raw`\b[A-Za-z_]\w*(?=\s*\()`;
const words = (list: string): string => String.raw`\b(?:${list.trim().split(/\s+/).join('|')})\b`;

const C_LIKE_KEYWORDS =
  'if else for while do switch case default break continue return new try catch finally throw class struct interface enum import package public private protected static final const var let void func fun val using namespace async await';

const GRAMMARS: Record<HighlightLanguage, Rules> = {
  shell: [
    // A comment starts a word: `#` after a space or at the start, not inside `a#b`.
    ['comment', String.raw`(?<![^\s])#[^\n]*`],
    ['string', String.raw`\$'(?:[^'\\]|\\[\s\S]?)*'?|'[^']*'|${DQ}`],
    ['variable', String.raw`\$\{[^}\n]*\}?|\$[A-Za-z_]\w*|\$[0-9?#@*$!-]`],
    ['option', String.raw`(?<![^\s])--?[A-Za-z][\w-]*`],
    ['keyword', words('if then else elif fi for in do done while until case esac function return export local echo cd sudo')],
    ['function', words('curl http https wget')],
    ['number', NUMBER],
  ],
  powershell: [
    ['comment', String.raw`<#[\s\S]*?(?:#>|$)|${HASH_COMMENT}`],
    // Single-quoted strings double their quotes; double-quoted ones escape with a backtick.
    ['string', String.raw`'(?:[^']|'')*'?|"(?:[^"\x60]|\x60[\s\S]?)*"?`],
    ['variable', String.raw`\$[\w:]+`],
    ['option', String.raw`(?<![^\s])-[A-Za-z]\w*`],
    ['keyword', words('if else elseif foreach for while function return try catch param If Else ElseIf ForEach Foreach For While Function Return Try Catch Param')],
    ['function', String.raw`\b[A-Z][a-z]+-[A-Z]\w*`],
    ['number', NUMBER],
  ],
  javascript: [
    ['comment', `${SLASH_COMMENT}|${BLOCK_COMMENT}`],
    ['string', `${DQ}|${SQ}|${BT}`],
    ['keyword', words(`${C_LIKE_KEYWORDS} function of in typeof instanceof delete yield from export extends require`)],
    ['literal', words('true false null undefined NaN this')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  python: [
    ['comment', HASH_COMMENT],
    ['string', String.raw`[rRbBfFuU]{0,2}(?:"""[\s\S]*?(?:"""|$)|'''[\s\S]*?(?:'''|$)|${DQ}|${SQ})`],
    [
      'keyword',
      words(
        'and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield print',
      ),
    ],
    ['literal', words('True False None self')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  go: [
    ['comment', `${SLASH_COMMENT}|${BLOCK_COMMENT}`],
    ['string', `${DQ}|${BT}|${SQ}`],
    ['keyword', words('break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var')],
    ['literal', words('true false nil iota')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  java: [
    ['comment', `${SLASH_COMMENT}|${BLOCK_COMMENT}`],
    ['string', String.raw`"""[\s\S]*?(?:"""|$)|${DQ}|${SQ}`],
    ['keyword', words(`${C_LIKE_KEYWORDS} extends implements throws abstract synchronized String int long boolean double`)],
    ['literal', words('true false null this')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  kotlin: [
    ['comment', `${SLASH_COMMENT}|${BLOCK_COMMENT}`],
    ['string', String.raw`"""[\s\S]*?(?:"""|$)|${DQ}|${SQ}`],
    ['keyword', words(`${C_LIKE_KEYWORDS} object when is in as by companion data`)],
    ['literal', words('true false null this')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  csharp: [
    ['comment', `${SLASH_COMMENT}|${BLOCK_COMMENT}`],
    // Verbatim strings double their quotes.
    ['string', String.raw`@"(?:[^"]|"")*"?|\$?${DQ}|${SQ}`],
    ['keyword', words(`${C_LIKE_KEYWORDS} get set foreach in out ref string int bool`)],
    ['literal', words('true false null this')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  php: [
    ['comment', `${SLASH_COMMENT}|${BLOCK_COMMENT}|${HASH_COMMENT}`],
    ['string', `${DQ}|${SQ}`],
    ['variable', String.raw`\$\w+`],
    ['keyword', words('echo if else elseif foreach for while function return new try catch class use namespace require require_once array as')],
    ['literal', words('true false null TRUE FALSE NULL')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  ruby: [
    ['comment', HASH_COMMENT],
    ['string', `${DQ}|${SQ}`],
    ['variable', String.raw`@@?\w+|\$\w+`],
    ['keyword', words('require def end if elsif else unless do while until case when class module return puts begin rescue ensure yield then')],
    ['literal', words('true false nil self')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  swift: [
    ['comment', `${SLASH_COMMENT}|${BLOCK_COMMENT}`],
    ['string', String.raw`"""[\s\S]*?(?:"""|$)|${DQ}`],
    ['keyword', words(`${C_LIKE_KEYWORDS} guard in as is try throws`)],
    ['literal', words('true false nil self')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  c: [
    ['comment', `${SLASH_COMMENT}|${BLOCK_COMMENT}`],
    ['string', `${DQ}|${SQ}`],
    ['keyword', words(`${C_LIKE_KEYWORDS} int char long double float unsigned sizeof typedef fn mut impl pub use match`)],
    ['literal', words('true false null NULL nullptr nil self this')],
    ['number', NUMBER],
    ['function', CALL],
  ],
  json: [
    ['string', DQ],
    ['literal', words('true false null')],
    ['number', String.raw`-?${NUMBER}`],
  ],
  xml: [
    ['comment', String.raw`<!--[\s\S]*?(?:-->|$)`],
    // CDATA is character data, whatever it holds: one string token, markup inside it included.
    ['string', String.raw`<!\[CDATA\[[\s\S]*?(?:\]\]>|$)`],
    // Declarations and processing instructions (`<?xml …?>`, `<!DOCTYPE …>`).
    ['keyword', String.raw`<\?[\s\S]*?(?:\?>|$)|<![A-Za-z][^>]*>?`],
    ['keyword', String.raw`<\/?[A-Za-z_][\w:.-]*`],
    // Attribute values only (after `=`): quotes in text content are just text.
    ['string', String.raw`(?=["'])(?<==\s*)(?:"[^"]*"|'[^']*')`],
    ['property', String.raw`(?<![\w:.-])[A-Za-z_][\w:.-]*(?=\s*=\s*["'])`],
    ['literal', String.raw`&(?:#\d+|#x[\dA-Fa-f]+|\w+);`],
  ],
  plain: [
    // Prose as much as code: an apostrophe ("it's") must not start a string that runs on, so
    // strings here close on their line and take no escapes.
    ['string', String.raw`"[^"\n]*"|'[^'\n]*'`],
    ['number', NUMBER],
  ],
};

/** Names and labels seen in `x-code-samples` and snippet menus, by grammar. */
const ALIASES: Record<string, HighlightLanguage> = {};
for (const [language, names] of Object.entries({
  shell: 'shell sh bash zsh curl httpie wget console terminal cli',
  powershell: 'powershell ps ps1 pwsh',
  javascript: 'javascript js node nodejs node.js typescript ts jsx tsx fetch axios jquery xhr',
  python: 'python py python3 python2 requests',
  go: 'go golang',
  java: 'java okhttp unirest',
  kotlin: 'kotlin kt',
  csharp: 'c# csharp cs dotnet .net',
  php: 'php',
  ruby: 'ruby rb',
  swift: 'swift',
  c: 'c c++ cpp objc objective-c rust rs dart scala',
  json: 'json',
  xml: 'xml html xhtml svg soap',
} satisfies Partial<Record<HighlightLanguage, string>>)) {
  for (const name of names.split(' ')) ALIASES[name] = language as HighlightLanguage;
}

/** The grammar for a sample's `lang` or a label ("Node.js", "C#", "JavaScript (fetch)"); `plain` when unknown. */
export function highlightLanguage(lang: string): HighlightLanguage {
  const name = /^[\w#+.-]+/.exec(lang.trim().toLowerCase())?.[0] ?? '';
  return Object.hasOwn(ALIASES, name) ? ALIASES[name]! : 'plain';
}

const compiled = new Map<HighlightLanguage, RegExp>();

function pattern(language: HighlightLanguage): RegExp {
  let re = compiled.get(language);
  if (!re) {
    re = new RegExp(GRAMMARS[language].map(([, source]) => `(${source})`).join('|'), 'g');
    compiled.set(language, re);
  }
  return re;
}

/** `source` as tokens in `lang` (any name `highlightLanguage` knows); their texts join to `source` exactly. */
export function tokenize(source: string, lang: string): Token[] {
  const language = highlightLanguage(lang);
  const rules = GRAMMARS[language];
  const re = pattern(language);
  re.lastIndex = 0;
  const tokens: Token[] = [];
  let at = 0;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    if (m[0] === '') {
      re.lastIndex++;
      continue;
    }
    if (m.index > at) tokens.push({ text: source.slice(at, m.index) });
    // A group that took no part in the match is undefined (the lib types every entry as a string).
    const group = m.findIndex((g: string | undefined, i) => i > 0 && g !== undefined);
    tokens.push({ text: m[0], kind: rules[group - 1]![0] });
    at = m.index + m[0].length;
  }
  if (at < source.length) tokens.push({ text: source.slice(at) });
  return tokens;
}
