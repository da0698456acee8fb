/**
 * The lead of a field description that a schema row shows before "Full descriptions": never a cut
 * in the middle of a sentence, a Markdown link or a code span.
 *
 * The rule, in order:
 * 1. The first block is the text up to the first blank line (a fenced code block runs to its
 *    closing fence). When it is the whole description, it is the lead.
 * 2. A first block that is not running text (a heading, list, quote, table, fence or indented
 *    code) or that is short (at most {@link SHORT_PARAGRAPH} characters) is the lead whole.
 * 3. Otherwise the lead is the block's first sentence: up to the first `.`, `!` or `?` (with any
 *    closing quotes, brackets or emphasis after it) that is followed by white space and then not
 *    by a lower-case letter, and that is not inside a code span, a link's text or target, an
 *    autolink or `**strong**`, and does not end a known abbreviation ("e.g.", "i.e.", "etc.", "vs.",
 *    a single initial). A decimal ("1.5") or a URL ("example.com/a.b") has no white space after
 *    its dot, so it never ends a sentence. A block with no such end is the lead whole.
 */

/** A first paragraph up to this many characters is shown whole (about two lines of a schema row). */
export const SHORT_PARAGRAPH = 200;

/** What a row shows first, and whether "Full descriptions" has more to show. */
export interface DescriptionLead {
  lead: string;
  more: boolean;
}

/** Words that end with a dot without ending a sentence (compared in lower case, without the final dot). */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'cf',
  'approx',
  'incl',
  'excl',
  'esp',
  'ca',
  'no',
  'nr',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'jr',
  'sr',
  'inc',
  'ltd',
  'co',
  'corp',
  'fig',
  'vol',
  'resp',
  'min',
  'max',
  'ex',
  'al',
]);

/** Characters that may follow a sentence's final punctuation and still belong to it. */
const CLOSERS = new Set(['"', "'", ')', ']', '’', '”', '*', '_']);

/**
 * The lead of `markdown` (trimmed) and whether the description goes on past it. `short` is the
 * length up to which a first paragraph stays whole (rule 2); 0 cuts any running text at its
 * first sentence (a security scheme's card, which has room for one).
 */
export function firstSentence(markdown: string, short = SHORT_PARAGRAPH): DescriptionLead {
  const text = markdown.replace(/\r\n?/g, '\n').trim();
  const blockEnd = firstBlockEnd(text);
  const block = text.slice(0, blockEnd).trimEnd();
  const after = text.slice(blockEnd).trim();
  if (block.length <= short || !isRunningText(block)) return { lead: block, more: after.length > 0 };
  const end = sentenceEnd(block);
  if (end === undefined || end >= block.length) return { lead: block, more: after.length > 0 };
  return { lead: block.slice(0, end).trimEnd(), more: true };
}

/** Where the first block ends: the first blank line outside a fenced code block, or the end. */
function firstBlockEnd(text: string): number {
  const lines = text.split('\n');
  let fence: string | undefined;
  let at = 0;
  for (const line of lines) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    } else if (marker) fence = marker;
    else if (line.trim() === '' && at > 0) return at;
    at += line.length + 1;
  }
  return text.length;
}

/** Whether a block is a paragraph of running text, which may be cut at a sentence end. */
function isRunningText(block: string): boolean {
  return !/^(?: {4}|\t| {0,3}(?:#{1,6}\s|[-*+]\s|\d{1,9}[.)]\s|>|\||`{3}|~{3}))/.test(block);
}

/** The index just past the first sentence of a paragraph, or undefined when it has one sentence. */
function sentenceEnd(p: string): number | undefined {
  let code = 0; // the length of the backtick run that opened the code span we are in (0: none)
  let linkText = 0; // depth of [ … ]
  let linkTarget = 0; // depth of ( … ) right after ](
  let autolink = false; // inside < … >
  let strong = false; // inside ** … ** or __ … __
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '`') {
      let run = 1;
      while (p[i + run] === '`') run++;
      if (code === 0) code = run;
      else if (code === run) code = 0;
      i += run - 1;
      continue;
    }
    if (code) continue;
    if (autolink) {
      if (c === '>') autolink = false;
      continue;
    }
    if (c === '<' && /^<[a-z][a-z0-9+.-]*:|^<[^\s@<>]+@/i.test(p.slice(i, i + 40))) {
      autolink = true;
      continue;
    }
    if (linkTarget) {
      if (c === '(') linkTarget++;
      else if (c === ')') linkTarget--;
      continue;
    }
    if (c === '[') linkText++;
    else if (c === ']' && linkText) {
      linkText--;
      if (p[i + 1] === '(') {
        linkTarget = 1;
        i++;
      }
    } else if ((c === '*' || c === '_') && p[i + 1] === c) {
      strong = !strong;
      i++;
    } else if ((c === '.' || c === '!' || c === '?') && !linkText && !strong) {
      let j = i + 1;
      while (j < p.length && (p[j] === '.' || p[j] === '!' || p[j] === '?')) j++;
      while (j < p.length && CLOSERS.has(p[j]!)) j++;
      if (j >= p.length) return undefined;
      if (!/\s/.test(p[j]!)) continue;
      let k = j;
      while (k < p.length && /\s/.test(p[k]!)) k++;
      if (k < p.length && /\p{Ll}/u.test(p[k]!)) continue;
      if (c === '.' && j === i + 1 && isAbbreviation(p, i)) continue;
      return j;
    }
  }
  return undefined;
}

/** Whether the word before the dot at `dot` is an abbreviation or a single initial ("J. Smith"). */
function isAbbreviation(p: string, dot: number): boolean {
  let s = dot;
  while (s > 0 && /[\p{L}.]/u.test(p[s - 1]!)) s--;
  const word = p.slice(s, dot).toLowerCase();
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word);
}
