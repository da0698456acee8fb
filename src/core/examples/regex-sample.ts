/*
 * Strings that match a JSON Schema `pattern`.
 *
 * Hand-written on purpose: the maintained generators (randexp and its kin) are random by
 * design, pull in dependencies and add tens of kilobytes to the bundle, while examples here
 * must be deterministic and only the common constructs occur in real descriptions
 * (literals, classes, \d \w \s, quantifiers, groups, alternation, anchors). Whatever this
 * parser does not understand makes it give up (undefined), and the caller checks every
 * result against the pattern (linear-matcher.ts), so a wrong guess is never shown as valid.
 */

import { linearMatcher } from './linear-matcher.js';
import { readQuantifier } from './read-quantifier.js';

type Node =
  | { k: 'seq'; items: Node[] }
  | { k: 'alt'; options: Node[] }
  | { k: 'set'; negated: boolean; ranges: Array<[number, number]> }
  | { k: 'group'; body: Node; index: number }
  | { k: 'repeat'; body: Node; min: number; max: number }
  | { k: 'backref'; index: number }
  | { k: 'look'; body: Node }
  | { k: 'anchor'; start: boolean }
  | { k: 'empty' };

const DIGIT: Array<[number, number]> = [[48, 57]];
const WORD: Array<[number, number]> = [
  [97, 122],
  [65, 90],
  [48, 57],
  [95, 95],
];
const SPACE: Array<[number, number]> = [
  [32, 32],
  [9, 13],
  [160, 160],
  [0xfeff, 0xfeff],
];
/** Characters tried first, so samples look like words rather than control characters. */
const PREFERRED = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_. @:/+=';
/** How far an unbounded quantifier may grow. */
const OPEN_MAX = 1000;
/** Longest sample built; longer strings are not useful as examples. */
const MAX_SAMPLE = 4096;

class ParseError extends Error {}

function parse(src: string): Node {
  let i = 0;
  let groups = 0;
  const peek = (): string | undefined => src[i];
  const fail = (): never => {
    throw new ParseError(src);
  };

  const parseAlt = (): Node => {
    const options = [parseSeq()];
    while (peek() === '|') {
      i++;
      options.push(parseSeq());
    }
    return options.length === 1 ? options[0]! : { k: 'alt', options };
  };

  const parseSeq = (): Node => {
    const items: Node[] = [];
    while (i < src.length && peek() !== '|' && peek() !== ')') {
      const atom = parseAtom();
      if (atom) items.push(parseQuantifier(atom));
    }
    return { k: 'seq', items };
  };

  const parseQuantifier = (atom: Node): Node => {
    let node = atom;
    for (let q = readQuantifier(src, i); q; q = readQuantifier(src, i)) {
      i = q.end;
      node = { k: 'repeat', body: node, min: q.min, max: q.max === Infinity ? Math.max(q.min, OPEN_MAX) : q.max };
    }
    return node;
  };

  const parseAtom = (): Node | undefined => {
    const c = src[i++]!;
    switch (c) {
      case '^':
      case '$':
        // Anchors are zero-width: the generated text is the whole string anyway.
        return { k: 'anchor', start: c === '^' };
      case '.':
        return {
          k: 'set',
          negated: true,
          ranges: [
            [10, 10],
            [13, 13],
            [0x2028, 0x2029],
          ],
        };
      case '(': {
        let capturing = true;
        if (src.startsWith('?:', i)) {
          i += 2;
          capturing = false;
        } else if (src.startsWith('?=', i) || src.startsWith('?!', i) || src.startsWith('?<=', i) || src.startsWith('?<!', i)) {
          // Lookaround constrains neighbours but produces nothing. A positive lookahead is kept:
          // one rendering writes its text in place (password rules like "(?=.*[A-Z])").
          const positive = src.startsWith('?=', i);
          i += src[i + 1] === '<' ? 3 : 2;
          const body = parseAlt();
          if (src[i++] !== ')') fail();
          return positive ? { k: 'look', body } : undefined;
        } else if (src.startsWith('?<', i)) {
          const close = src.indexOf('>', i);
          if (close === -1) fail();
          i = close + 1;
        } else if (peek() === '?') fail();
        const index = capturing ? ++groups : 0;
        const body = parseAlt();
        if (src[i++] !== ')') fail();
        return { k: 'group', body, index };
      }
      case '[':
        return parseClass();
      case '\\':
        return parseEscape(false);
      case ')':
      case '*':
      case '+':
      case '?':
        return fail();
      default: {
        const cp = src.codePointAt(i - 1)!;
        if (cp > 0xffff) i++;
        return lit(cp);
      }
    }
  };

  const parseClass = (): Node => {
    let negated = false;
    if (peek() === '^') {
      negated = true;
      i++;
    }
    const ranges: Array<[number, number]> = [];
    let first = true;
    while (i < src.length && (peek() !== ']' || first)) {
      first = false;
      const from = classAtom();
      if (Array.isArray(from)) {
        ranges.push(...from);
        continue;
      }
      if (peek() === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
        i++;
        const to = classAtom();
        if (Array.isArray(to)) {
          ranges.push([from, from], [45, 45], ...to);
          continue;
        }
        if (to < from) fail();
        ranges.push([from, to]);
      } else ranges.push([from, from]);
    }
    if (src[i++] !== ']') fail();
    return { k: 'set', negated, ranges };
  };

  /** One class member: a code point, or ranges for \d-style escapes. */
  const classAtom = (): number | Array<[number, number]> => {
    const c = src[i++]!;
    if (c !== '\\') {
      const cp = src.codePointAt(i - 1)!;
      if (cp > 0xffff) i++;
      return cp;
    }
    const e = parseEscape(true);
    if (e.k === 'set' && !e.negated) return e.ranges.length === 1 && e.ranges[0]![0] === e.ranges[0]![1] ? e.ranges[0]![0] : e.ranges;
    if (e.k === 'set') return complement(e.ranges);
    return fail();
  };

  const parseEscape = (inClass: boolean): Node => {
    const c = src[i++];
    if (c === undefined) return fail();
    switch (c) {
      case 'd':
        return { k: 'set', negated: false, ranges: DIGIT };
      case 'D':
        return { k: 'set', negated: true, ranges: DIGIT };
      case 'w':
        return { k: 'set', negated: false, ranges: WORD };
      case 'W':
        return { k: 'set', negated: true, ranges: WORD };
      case 's':
        return { k: 'set', negated: false, ranges: SPACE };
      case 'S':
        return { k: 'set', negated: true, ranges: SPACE };
      case 'b':
        return inClass ? lit(8) : { k: 'empty' };
      case 'B':
        return { k: 'empty' };
      case 'n':
        return lit(10);
      case 't':
        return lit(9);
      case 'r':
        return lit(13);
      case 'f':
        return lit(12);
      case 'v':
        return lit(11);
      case '0':
        return lit(0);
      case 'x': {
        const m = /^[0-9a-fA-F]{2}/.exec(src.slice(i));
        if (!m) return lit(120);
        i += 2;
        return lit(parseInt(m[0], 16));
      }
      case 'u': {
        const m = /^(?:\{([0-9a-fA-F]{1,6})\}|([0-9a-fA-F]{4}))/.exec(src.slice(i));
        if (!m) return lit(117);
        i += m[0].length;
        return lit(parseInt(m[1] ?? m[2]!, 16));
      }
      case 'c': {
        const l = src[i++];
        return l ? lit(l.charCodeAt(0) % 32) : fail();
      }
      case 'p':
      case 'P': {
        // Unicode properties: letters are by far the most common; the caller checks the guess.
        const m = /^\{[^}]*\}/.exec(src.slice(i));
        if (m) i += m[0].length;
        const letters: Array<[number, number]> = [
          [97, 122],
          [65, 90],
        ];
        return { k: 'set', negated: c === 'P', ranges: letters };
      }
      case 'k': {
        // Named back-reference: treated as an empty match, checked by the caller.
        const m = /^<[^>]*>/.exec(src.slice(i));
        if (m) i += m[0].length;
        return { k: 'empty' };
      }
      default:
        if (/[1-9]/.test(c) && !inClass) {
          const m = /^\d*/.exec(src.slice(i))!;
          i += m[0].length;
          return { k: 'backref', index: Number(c + m[0]) };
        }
        return lit(c.codePointAt(0)!);
    }
  };

  const root = parseAlt();
  if (i < src.length) fail();
  return root;
}

function lit(cp: number): Node {
  return { k: 'set', negated: false, ranges: [[cp, cp]] };
}

function complement(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  let next = 0;
  for (const [a, b] of sorted) {
    if (a > next) out.push([next, a - 1]);
    next = Math.max(next, b + 1);
  }
  if (next <= 0x10ffff) out.push([next, 0x10ffff]);
  return out;
}

function inRanges(cp: number, ranges: ReadonlyArray<[number, number]>): boolean {
  return ranges.some(([a, b]) => cp >= a && cp <= b);
}

/** The n-th pleasant character of a set (wrapping), or its first member when none is pleasant. */
function pick(node: { negated: boolean; ranges: Array<[number, number]> }, n: number): string {
  const fits = (cp: number): boolean => inRanges(cp, node.ranges) !== node.negated;
  const nice: string[] = [];
  for (const ch of PREFERRED) if (fits(ch.codePointAt(0)!)) nice.push(ch);
  if (nice.length) return nice[n % nice.length]!;
  if (!node.negated) return String.fromCodePoint(node.ranges[0]?.[0] ?? 97);
  for (let cp = 32; cp < 0x3000; cp++) if (fits(cp)) return String.fromCodePoint(cp);
  return '';
}

/** Sizes applied to quantifiers: each gets `min + extra`, capped at its max. */
/**
 * Renders a sample; quantifiers get `min + extra`. Positive lookaheads are left out
 * (`lookahead` 0), written in place (1), or appended at the end (2): "/(?=.*[A-Z])/" needs
 * its "A" after the slash, "^(?=.*[A-Z]).{8}$" is happy with it anywhere.
 */
function render(node: Node, extra: number, variant: number, lookahead: 0 | 1 | 2): string {
  const captures: string[] = [];
  let suffix = '';
  // Inside a lookahead quantifiers take their minimum: ".*[A-Z]" should give just "A".
  const renderLook = (n: Node): string => render(n, 0, variant, 0);
  const go = (n: Node): string => {
    switch (n.k) {
      case 'seq':
        return n.items.map(go).join('');
      case 'alt':
        return go(n.options[variant % n.options.length]!);
      case 'set':
        return pick(n, variant);
      case 'group': {
        const s = go(n.body);
        if (n.index) captures[n.index] = s;
        return s;
      }
      case 'repeat': {
        const count = Math.min(n.max, n.min + extra);
        let s = '';
        // Nested quantifiers multiply: a length cap keeps "(a{0,1000}){0,1000}" from exploding.
        for (let j = 0; j < count && s.length < MAX_SAMPLE; j++) s += go(n.body);
        return s;
      }
      case 'backref':
        return captures[n.index] ?? '';
      case 'empty':
        return '';
      case 'anchor':
        return '';
      case 'look':
        if (lookahead === 1) return renderLook(n.body);
        if (lookahead === 2) suffix += renderLook(n.body);
        return '';
    }
  };
  return go(node) + suffix;
}

/** Fewest characters a node consumes. */
function minLength(n: Node): number {
  switch (n.k) {
    case 'seq':
      return n.items.reduce((sum, x) => sum + minLength(x), 0);
    case 'alt':
      return Math.min(...n.options.map(minLength));
    case 'set':
      return 1;
    case 'group':
      return minLength(n.body);
    case 'repeat':
      return n.min * minLength(n.body);
    default:
      return 0;
  }
}

/**
 * Whether a pattern can never match anything: a `^` after text that must be consumed, or
 * a `$` before it, in its top-level sequence (JSON Schema regexes have no multiline flag).
 * Seen in the wild as "/^\+[0-9]+$/", a regex literal pasted with its slashes.
 */
export function patternNeverMatches(pattern: string): boolean {
  const ast = parsed(pattern);
  if (!ast || ast.k !== 'seq') return false;
  let consumed = 0;
  let ended = false;
  for (const item of ast.items) {
    if (item.k === 'anchor') {
      if (item.start && consumed > 0) return true;
      if (!item.start) ended = true;
      continue;
    }
    const m = minLength(item);
    if (ended && m > 0) return true;
    consumed += m;
  }
  return false;
}

function parsed(pattern: string): Node | null {
  let ast = cache.get(pattern);
  if (ast === undefined) {
    try {
      ast = parse(pattern);
    } catch {
      ast = null;
    }
    if (cache.size > 2000) cache.clear();
    cache.set(pattern, ast);
  }
  return ast;
}

const cache = new Map<string, Node | null>();

/**
 * A deterministic string matching `pattern` (ECMAScript syntax, searched with the `u` flag
 * like JSON Schema validators do) whose length is within the bounds, or undefined when none
 * was found. `variant` asks for a different string of the same kind (for unique items).
 */
export function regexSample(pattern: string, minLength = 0, maxLength = Infinity, variant = 0): string | undefined {
  // Candidates are checked in linear time: a candidate that misses a catastrophic pattern must not hang the worker.
  const test = linearMatcher(pattern);
  if (!test) return undefined;
  const ast = parsed(pattern);
  if (ast === null) return undefined;
  // JSON Schema counts a string's length in code points, which is what iterating a string yields.
  const len = (s: string): number => Array.from(s).length;
  const ok = (s: string): boolean => len(s) >= minLength && len(s) <= maxLength && test(s) === true;
  const extras = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233];
  const hasLook = /\(\?=/.test(pattern);
  const attempts: Array<[number, 0 | 1 | 2]> = hasLook
    ? [
        [variant, 0],
        [variant, 2],
        [variant, 1],
        [variant + 1, 2],
        [variant + 1, 1],
      ]
    : [
        [variant, 0],
        [variant + 1, 0],
        [variant + 2, 0],
      ];
  for (const [v, lookahead] of attempts) {
    for (const extra of extras) {
      const s = render(ast, extra, v, lookahead);
      if (ok(s)) return s;
      // JSON Schema patterns are not anchored: padding may keep a match and reach minLength.
      if (len(s) < minLength) {
        for (const pad of ['a', '0', ' ']) {
          const padded = s + pad.repeat(minLength - len(s));
          if (ok(padded)) return padded;
        }
      }
      if (len(s) > maxLength) break;
      if (len(s) >= minLength && extra > 0) break;
    }
  }
  return undefined;
}
