import { Lexer, type MarkedOptions, type Token, type TokensList } from 'marked';

/**
 * A Markdown text lexed into its blocks at once, and into inline tokens only where asked: a long
 * text's first screen then waits for the inline lexing of its first blocks (and of its headings,
 * whose ids come from their text), not of the whole text. Loket's 35 KB intro took 3–8 ms to lex
 * whole, 15 under DevTools, in the task that shows the description; its blocks take 1.5.
 *
 * marked lexes in two passes: the blocks of the whole text, each keeping the source of its inline
 * content in a queue; then each queued source in order. The second pass reads what the first
 * learned (the link reference definitions) and, across queued sources, one piece of state: whether
 * an inline `<a>` tag is open, which stops bare URLs from becoming links. That state alone makes
 * the order matter, so a text with an `<a>` tag is not lexed in parts (`lexInParts` returns
 * undefined). Otherwise the tokens are the same as `new Lexer(options).lex(text)`'s, in whatever
 * order their inline content is lexed (`markdown-parts.test.ts` compares them over the corpus).
 */
export interface PartlyLexed {
  /** The top-level tokens (with marked's `links`), their inline content lexed only where `inline` and `headings` were asked. */
  tokens: TokensList;
  /** Lexes the inline content of `tokens[from]` up to `tokens[to]` (not included), and of all the blocks within them. */
  inline(from: number, to: number): void;
  /** Lexes the inline content of the top-level headings. */
  headings(): void;
}

/** An inline `<a>` or `</a>` tag, as marked's inline lexer tells them (its startATag and endATag). */
const A_TAG = /<a |<\/a>/i;

/** `text` lexed into blocks, its inline content left for `inline` and `headings`; undefined when it holds an `<a>` tag (see PartlyLexed). */
export function lexInParts(text: string, options: MarkedOptions): PartlyLexed | undefined {
  if (A_TAG.test(text)) return undefined;
  const lexer = new Lexer(options);
  // As Lexer.lex does before its two passes.
  lexer.blockTokens(text.replace(/\r\n|\r/g, '\n'), lexer.tokens);
  const queue = lexer.inlineQueue;
  lexer.inlineQueue = [];
  /** Queued sources by the token list they fill; taken out once lexed. */
  const pending = new Map<Token[], { src: string; tokens: Token[] }>();
  for (const entry of queue) pending.set(entry.tokens, entry);
  /** Lexes `list`'s queued source, if it has one still waiting; true when it was such a list. */
  const lex = (list: Token[]): boolean => {
    const entry = pending.get(list);
    if (!entry) return false;
    pending.delete(list);
    // As Lexer.lex does for each queued source.
    lexer.state.inRawBlock = false;
    lexer.inlineTokens(entry.src, entry.tokens);
    return true;
  };
  const tokens = lexer.tokens;
  return {
    tokens,
    inline(from, to) {
      // Every array within these blocks (their inline token lists, list items' and table cells'),
      // in document order: the queue's order, as Lexer.lex takes it.
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) {
          // A list just lexed holds inline tokens, and no block of the queue is within them.
          if (!lex(value as Token[])) for (const item of value) walk(item);
        } else if (value !== null && typeof value === 'object') {
          for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key]);
        }
      };
      for (let i = from; i < to && pending.size > 0; i++) walk(tokens[i]);
    },
    headings() {
      for (const token of tokens) if (token.type === 'heading') lex((token as { tokens: Token[] }).tokens);
    },
  };
}
