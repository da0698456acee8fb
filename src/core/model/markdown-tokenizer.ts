/**
 * marked's tokenizer with two bounds, because description text is untrusted and marked runs on
 * the page's main thread:
 * - Quotes and lists nest at most MAX_NESTING levels; deeper markers stay text. marked recurses
 *   once per level, and one field of `> > > …` 25,000 levels deep overflowed the stack and
 *   stopped the whole description from rendering.
 * - Two inline rules look at most INLINE_WINDOW characters ahead. marked's GFM text rule and its
 *   email autolink rule scan to the end of the paragraph from every position where they are
 *   tried, so a paragraph of 100,000 characters of `_a_a…` took 13 s; bounded, it takes a pass.
 *   A text run longer than the window is read as several text tokens, cut where a word starts,
 *   which marked joins again; an email address is at most 254 characters (RFC 5321), so no
 *   real one is cut. The 48,000 descriptions and summaries of all 2,989 files in
 *   `../shared/specs` render to the same HTML with and without the bounds.
 */

import { Tokenizer, type Tokens } from 'marked';

/** Deepest quote and list nesting lexed as such: real descriptions nest a handful of levels, and 16 indents still leave a phone column room for the text. */
const MAX_NESTING = 16;
/** How far ahead the text and email-autolink rules may look, in characters. */
const INLINE_WINDOW = 256;
/** Autolinks that start with a scheme or `www.`: these rules stop at the first blank, so they keep their whole input. */
const SCHEME_AUTOLINK = /^(?:https?:\/\/|ftp:\/\/|www\.|mailto:|xmpp:)/i;

/**
 * Where a window of `src` ends: at the last start of a word within INLINE_WINDOW characters, so
 * the next token starts where marked's rules would try one anyway (an email address, `www.`, a
 * hard break's two blanks stay whole); at the window's edge when no word starts in it.
 */
function wordStart(src: string): number {
  for (let i = INLINE_WINDOW; i > 0; i--) if (/\s/.test(src[i - 1]!) && !/\s/.test(src[i]!)) return i;
  return INLINE_WINDOW;
}

/** A marked Tokenizer whose nesting and inline look-ahead are bounded (see the file's comment). */
export class BoundedTokenizer extends Tokenizer {
  private depth = 0;

  override blockquote(src: string): Tokens.Blockquote | undefined {
    return this.nested(() => super.blockquote(src));
  }

  override list(src: string): Tokens.List | undefined {
    return this.nested(() => super.list(src));
  }

  override inlineText(src: string): Tokens.Text | undefined {
    return super.inlineText(src.length > INLINE_WINDOW ? src.slice(0, wordStart(src)) : src);
  }

  override url(src: string): Tokens.Link | undefined {
    return super.url(src.length > INLINE_WINDOW && !SCHEME_AUTOLINK.test(src) ? src.slice(0, INLINE_WINDOW) : src);
  }

  private nested<T>(lex: () => T | undefined): T | undefined {
    if (this.depth >= MAX_NESTING) return undefined;
    this.depth++;
    try {
      return lex();
    } finally {
      this.depth--;
    }
  }
}

/** The options every Markdown lexer of spec-doc uses (GFM, no soft breaks), each with its own bounded tokenizer. */
export function markdownOptions(): { gfm: true; breaks: false; tokenizer: BoundedTokenizer } {
  return { gfm: true, breaks: false, tokenizer: new BoundedTokenizer() };
}
