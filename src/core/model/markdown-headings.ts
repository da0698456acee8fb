import { Lexer, type Token, type Tokens } from 'marked';
import { slug } from '../text/slug.js';
import { markdownOptions } from './markdown-tokenizer.js';

/** A heading of a Markdown text, as a navigation entry: plain text and the id its rendered heading carries. */
export interface MarkdownHeading {
  level: number;
  text: string;
  id: string;
}

/** Heading levels the info description contributes to the nav bar (`info-description-headings-in-navbar`). */
export const INFO_HEADING_LEVELS: readonly number[] = [1, 2];

/** Prefix of every generated heading id: keeps them apart from operation ids (`get-/pets`) and section anchors. */
export const HEADING_ID_PREFIX = 'overview--';
/** The longest slug of a heading in its id (after the prefix): ids stay readable in a URL. */
const HEADING_SLUG_MAX = 80;

/** The H1/H2 (or `levels`) headings of a Markdown text, in order, with unique `overview--` ids. */
export function markdownHeadings(text: string, levels: readonly number[] = INFO_HEADING_LEVELS): MarkdownHeading[] {
  return headingsFromTokens(new Lexer(markdownOptions()).lex(text), levels).map((h) => h.heading);
}

/**
 * The headings among the top-level tokens of a lexed Markdown text, each with its token so a
 * renderer can mark exactly these. Only top-level headings count: one inside a quote or a list
 * item is content, not a section of the text. Ids are slugs of the plain text, prefixed with
 * `overview--`; a repeated slug gets `-2`, `-3`, ... and an empty one becomes `section`.
 */
export function headingsFromTokens(tokens: readonly Token[], levels: readonly number[] = INFO_HEADING_LEVELS): { token: Tokens.Heading; heading: MarkdownHeading }[] {
  const used = new Set<string>();
  // Where the search for a free suffix resumes, by base: `used` only grows, so the smallest free
  // n never goes down, and 20,000 equal headings take linear time instead of minutes.
  const nextSuffix = new Map<string, number>();
  const out: { token: Tokens.Heading; heading: MarkdownHeading }[] = [];
  for (const token of tokens) {
    if (token.type !== 'heading') continue;
    const h = token as Tokens.Heading;
    if (!levels.includes(h.depth)) continue;
    const text = plainText(h.tokens);
    const base = HEADING_ID_PREFIX + (slug(text, HEADING_SLUG_MAX) || 'section');
    let id = base;
    let n = nextSuffix.get(base) ?? 2;
    for (; used.has(id); n++) id = `${base}-${n}`;
    nextSuffix.set(base, n);
    used.add(id);
    out.push({ token: h, heading: { level: h.depth, text, id } });
  }
  return out;
}

/**
 * What a reader sees of inline tokens, as text: emphasis and links give their words, code its
 * characters; raw HTML and images give nothing (they are markup, and the nav shows text only).
 */
function plainText(tokens: readonly Token[] | undefined): string {
  let text = '';
  let hiddenBy: string | undefined;
  for (const token of tokens ?? []) {
    if (token.type === 'html') {
      // The sanitiser drops these elements with their content, so the nav must not show it either.
      const tag = /^<(\/?)([a-z]+)/i.exec(token.text as string);
      const name = tag?.[2]?.toLowerCase() ?? '';
      if (tag && HIDDEN_CONTENT.has(name)) {
        if (!tag[1]) hiddenBy ??= name;
        else if (hiddenBy === name) hiddenBy = undefined;
      }
      continue;
    }
    if (hiddenBy === undefined) text += inlineText(token);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Elements whose text DOMPurify removes along with them. */
const HIDDEN_CONTENT = new Set(['script', 'style', 'template', 'textarea', 'title', 'noscript', 'iframe', 'xmp', 'noembed', 'noframes', 'select', 'svg', 'math']);

function inlineText(token: Token): string {
  switch (token.type) {
    case 'image':
      return '';
    case 'br':
      return ' ';
    case 'codespan':
    case 'escape':
      return token.text as string;
    case 'text':
      // marked leaves named entities (`&amp;`) for the browser to decode; the nav needs the character.
      return 'tokens' in token && token.tokens ? plainText(token.tokens) : decodeEntities(token.text as string);
    default:
      if ('tokens' in token && Array.isArray(token.tokens)) return plainText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
  }
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** Decodes numeric and common named character references; unknown names stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\uFFFD';
    }
    return Object.hasOwn(NAMED_ENTITIES, ref) ? (NAMED_ENTITIES[ref] as string) : whole;
  });
}
