/*
 * A schema `pattern` tested in time linear in the string's length.
 *
 * A description's patterns are untrusted, and the browser's RegExp backtracks: "^(a+)+$" against
 * forty "a"s and a "!" takes longer than anyone waits, and the mock server checks request values
 * on the page's main thread. This matcher never backtracks: it runs the pattern as a Thompson NFA,
 * following every alternative at once, so one pass over the string decides (time O(n·m) for n
 * characters and m pattern states).
 *
 * Hand-written rather than taken from re2js (the maintained linear-time engine for JavaScript)
 * because it is safer here and lighter: JSON Schema patterns are ECMA-262 regular expressions, and
 * RE2 parses a different dialect (no \u escapes, no lookaround, other \s and . sets), so a port
 * would mis-read some patterns; and re2js adds 46 KB gzipped to the page's mock chunk and to the
 * worker. The structure (groups, alternation, quantifiers, assertions) is parsed here; each
 * character-consuming atom ("[a-z]", "\p{L}", ".", "\u00e9") is decided by the browser's own
 * RegExp on a single character, where it cannot backtrack, so atoms mean exactly what they mean
 * in ECMAScript. Lookahead and lookbehind are supported too: each is worked out for every position
 * of the string in one extra pass (backwards for lookahead). Backreferences cannot be matched
 * without backtracking, so a pattern that has one gets no matcher (undefined).
 */

import { readQuantifier } from './read-quantifier.js';

/**
 * A pattern compiled to a linear-time test: whether it matches somewhere in `s`, or undefined when
 * deciding would take more than WORK_BUDGET steps.
 */
export type Matcher = (s: string) => boolean | undefined;

/**
 * Most automaton steps one test may take. Linear is not enough on its own: a pattern of 20,000
 * states that are all active at once ("(?:a?){9999}…") over a megabyte-long value would still be
 * 2·10^10 steps. Real patterns keep a handful of states active (a 1 MB value: a few million
 * steps); this bound, about a tenth of a second, is far above them.
 */
const WORK_BUDGET = 2e7;

/** Largest automaton built; counted repetition ("(…){1,1000}") is copied out and could grow without bound. */
const MAX_STATES = 20000;

type Node =
  | { k: 'seq'; items: Node[] }
  | { k: 'alt'; options: Node[] }
  | { k: 'atom'; atom: number }
  | { k: 'repeat'; body: Node; min: number; max: number }
  | { k: 'assert'; what: Assertion }
  | { k: 'look'; body: Node; ahead: boolean; negated: boolean };

type Assertion = 'start' | 'end' | 'word' | 'nonword';

class Unsupported extends Error {}

/** Thrown when a test runs out of its WORK_BUDGET. */
class OverBudget extends Error {}

/** The parsed pattern: its tree and the source text of each atom. */
interface Parsed {
  root: Node;
  atoms: string[];
}

/** Parses `src` (already accepted by the native RegExp in this mode), or throws Unsupported. */
function parse(src: string, unicode: boolean): Parsed {
  let i = 0;
  const atoms: string[] = [];
  const atom = (text: string): Node => ({ k: 'atom', atom: atoms.push(text) - 1 });
  const unsupported = (): never => {
    throw new Unsupported(src);
  };

  const parseAlt = (): Node => {
    const options = [parseSeq()];
    while (src[i] === '|') {
      i++;
      options.push(parseSeq());
    }
    return options.length === 1 ? options[0]! : { k: 'alt', options };
  };

  const parseSeq = (): Node => {
    const items: Node[] = [];
    while (i < src.length && src[i] !== '|' && src[i] !== ')') items.push(parseQuantified(parseTerm()));
    return { k: 'seq', items };
  };

  const parseQuantified = (body: Node): Node => {
    let node = body;
    for (let q = readQuantifier(src, i); q; q = readQuantifier(src, i)) {
      i = q.end;
      node = { k: 'repeat', body: node, min: q.min, max: q.max };
    }
    return node;
  };

  const parseTerm = (): Node => {
    const c = src[i]!;
    if (c === '^' || c === '$') {
      i++;
      return { k: 'assert', what: c === '^' ? 'start' : 'end' };
    }
    if (c === '(') return parseGroup();
    if (c === '[') return atom(src.slice(i, (i = classEnd(i))));
    if (c === '\\') return parseEscape();
    const width = unicode && (src.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    return atom(src.slice(i, (i += width)));
  };

  const parseGroup = (): Node => {
    i++;
    let look: { ahead: boolean; negated: boolean } | undefined;
    for (const [prefix, ahead, negated] of [
      ['?=', true, false],
      ['?!', true, true],
      ['?<=', false, false],
      ['?<!', false, true],
    ] as const) {
      if (src.startsWith(prefix, i)) {
        look = { ahead, negated };
        i += prefix.length;
        break;
      }
    }
    if (!look && src.startsWith('?:', i)) i += 2;
    else if (!look && src.startsWith('?<', i)) i = src.indexOf('>', i) + 1; // a named group: the name changes nothing here
    const body = parseAlt();
    i++; // ")"
    return look ? { k: 'look', body, ...look } : body;
  };

  /** Index just past the class that opens at `start` (a "]" right after "[" closes it in ECMAScript). */
  const classEnd = (start: number): number => {
    let j = start + 1;
    while (j < src.length && src[j] !== ']') j += src[j] === '\\' ? 2 : 1;
    return j + 1;
  };

  const parseEscape = (): Node => {
    const start = i;
    const c = src[i + 1] ?? '';
    i += 2;
    if (c === 'b' || c === 'B') return { k: 'assert', what: c === 'b' ? 'word' : 'nonword' };
    if (/[1-9]/.test(c)) return unsupported(); // a backreference (or, without u, perhaps an octal escape: not told apart)
    if (c === 'k' && src[i] === '<') return unsupported();
    // Without u, "\c" before a non-letter is a backslash and a "c", and "\012" an octal escape: two characters or more, not one.
    if (!unicode && ((c === 'c' && !/^[a-zA-Z]/.test(src.slice(i))) || (c === '0' && /^[0-9]/.test(src.slice(i))))) return unsupported();
    const rest = src.slice(i);
    const m = unicode && (c === 'p' || c === 'P' || c === 'u') ? /^\{[^}]*\}/.exec(rest) : null;
    if (m) i += m[0].length;
    else if (c === 'u') i += /^[0-9a-fA-F]{4}/.test(rest) ? 4 : 0;
    else if (c === 'x') i += /^[0-9a-fA-F]{2}/.test(rest) ? 2 : 0;
    else if (c === 'c') i += /^[a-zA-Z]/.test(rest) ? 1 : 0;
    // "\uD83D\uDE00" is one character in u mode.
    if (unicode && c === 'u' && /^\\u[dD][89abAB][0-9a-fA-F]{2}$/.test(src.slice(start, i)) && /^\\u[dD][c-fC-F][0-9a-fA-F]{2}/.test(src.slice(i))) i += 6;
    return atom(src.slice(start, i));
  };

  const root = parseAlt();
  if (i !== src.length) unsupported();
  return { root, atoms };
}

/** One automaton state; `next` indexes the states array. */
type State =
  | { k: 'atom'; atom: number; next: number }
  | { k: 'split'; a: number; b: number }
  | { k: 'assert'; what: Assertion; next: number }
  | { k: 'look'; look: number; negated: boolean; next: number }
  | { k: 'match' };

/** An automaton: states, start, and the lookarounds its `look` states refer to. */
interface Program {
  states: State[];
  start: number;
  /** Buffers kept between scans (a program is never scanned inside its own scan). */
  scratch?: { mark: Int32Array; generation: number; stack: number[]; a: number[]; b: number[] };
}

interface Look {
  program: Program;
  ahead: boolean;
}

/**
 * Builds the automaton of `node` (reversed: reading the string backwards, for lookahead tables).
 * Each state is placed before the states it leads to are known, so `next` is filled in later.
 */
function compile(root: Node, reverse: boolean, looks: Look[]): Program {
  const states: State[] = [];
  const add = (s: State): number => {
    if (states.length >= MAX_STATES) throw new Unsupported('too large');
    return states.push(s) - 1;
  };
  /** Emits `node` so that it continues at `next`; returns its entry state. */
  const emit = (node: Node, next: number): number => {
    switch (node.k) {
      case 'atom':
        return add({ k: 'atom', atom: node.atom, next });
      case 'assert':
        return add({ k: 'assert', what: node.what, next });
      case 'look': {
        // A lookaround's table is computed in its own direction, whatever the direction of this automaton.
        const look = looks.push({ program: compile(node.body, node.ahead, looks), ahead: node.ahead }) - 1;
        return add({ k: 'look', look, negated: node.negated, next });
      }
      case 'seq': {
        let entry = next;
        const items = reverse ? node.items : [...node.items].reverse();
        for (const item of items) entry = emit(item, entry);
        return entry;
      }
      case 'alt': {
        let entry = emit(node.options[node.options.length - 1]!, next);
        for (let j = node.options.length - 2; j >= 0; j--) entry = add({ k: 'split', a: emit(node.options[j]!, next), b: entry });
        return entry;
      }
      case 'repeat': {
        let entry = next;
        if (node.max === Infinity) {
          // A loop: split → body → back to the split.
          const split = add({ k: 'split', a: -1, b: next });
          const body = emit(node.body, split);
          (states[split] as { a: number }).a = body;
          entry = split;
        } else {
          for (let j = node.min; j < node.max; j++) entry = add({ k: 'split', a: emit(node.body, entry), b: next });
        }
        for (let j = 0; j < node.min; j++) entry = emit(node.body, entry);
        return entry;
      }
    }
  };
  const match = add({ k: 'match' });
  return { states, start: emit(root, match) };
}

const isWordUnit = (u: number | undefined): boolean => u !== undefined && (u === 95 || (u >= 48 && u <= 57) || (u >= 65 && u <= 90) || (u >= 97 && u <= 122));

/** Runs a compiled pattern over one string; lookaround tables are computed once each, on first need. */
class Run {
  private readonly tables: Array<Uint8Array | undefined> = [];
  private left = WORK_BUDGET;

  constructor(
    private readonly units: readonly number[],
    private readonly looks: readonly Look[],
    private readonly accepts: (atom: number, unit: number) => boolean,
  ) {}

  /**
   * Walks the automaton over the string from `from` towards `to` (backwards when from > to),
   * starting a fresh attempt at every position, and returns where a match ended: every position
   * a match of the whole program reached (as a table), or, with `stopAtFirst`, just whether any did.
   */
  scan(program: Program, from: number, to: number, stopAtFirst: boolean): Uint8Array | boolean {
    const step = from <= to ? 1 : -1;
    const ended = stopAtFirst ? undefined : new Uint8Array(this.units.length + 1);
    const scratch = (program.scratch ??= { mark: new Int32Array(program.states.length).fill(-1), generation: 0, stack: [], a: [], b: [] });
    if (scratch.generation > 2 ** 30) {
      scratch.mark.fill(-1);
      scratch.generation = 0;
    }
    // A state is in the list being built when its mark equals the current generation.
    const { mark, stack } = scratch;
    let generation = scratch.generation;
    let current = scratch.a;
    let next = scratch.b;
    current.length = 0;
    let found = false;
    /** Adds `s` and the states its empty moves reach at `pos`; true when one of them is the match. */
    const addState = (list: number[], s: number, pos: number): boolean => {
      let matched = false;
      // Iterative closure over the automaton's empty moves at position `pos`.
      stack.push(s);
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (--this.left < 0) throw new OverBudget();
        if (mark[id] === generation) continue;
        mark[id] = generation;
        const state = program.states[id]!;
        switch (state.k) {
          case 'split':
            stack.push(state.b, state.a);
            break;
          case 'assert':
            if (this.holds(state.what, pos)) stack.push(state.next);
            break;
          case 'look':
            if ((this.table(state.look)[pos] === 1) !== state.negated) stack.push(state.next);
            break;
          case 'match':
            matched = true;
            if (ended) ended[pos] = 1;
            break;
          case 'atom':
            list.push(id);
        }
      }
      return matched;
    };
    try {
      for (let pos = from; ; pos += step) {
        generation++;
        // The states already waiting at this position are marked anew so they are not added twice.
        for (const id of current) mark[id] = generation;
        if (addState(current, program.start, pos)) found = true;
        if (found && stopAtFirst) break;
        if (pos === to) break;
        const unit = this.units[step === 1 ? pos : pos - 1]!;
        generation++;
        next.length = 0;
        for (const id of current) {
          const state = program.states[id] as { atom: number; next: number };
          if (this.accepts(state.atom, unit) && addState(next, state.next, pos + step)) found = true;
        }
        [current, next] = [next, current];
      }
    } finally {
      // Also when the budget ran out mid-scan: the buffers must be clean for the next test.
      scratch.generation = generation;
      stack.length = 0;
    }
    return ended ?? found;
  }

  private holds(what: Assertion, pos: number): boolean {
    if (what === 'start') return pos === 0;
    if (what === 'end') return pos === this.units.length;
    const boundary = isWordUnit(this.units[pos - 1]) !== isWordUnit(this.units[pos]);
    return what === 'word' ? boundary : !boundary;
  }

  /** For lookaround `id`, which positions it holds at (1) — a lookahead scanned backwards from the end, a lookbehind forwards. */
  private table(id: number): Uint8Array {
    let t = this.tables[id];
    if (!t) {
      const look = this.looks[id]!;
      const end = this.units.length;
      t = look.ahead ? (this.scan(look.program, end, 0, false) as Uint8Array) : (this.scan(look.program, 0, end, false) as Uint8Array);
      this.tables[id] = t;
    }
    return t;
  }
}

const compiled = new Map<string, Matcher | undefined>();

/**
 * The linear-time test of an ECMAScript `pattern` (searched with the u flag when the pattern
 * allows it, as JSON Schema validators do, else without), or undefined when the pattern is
 * invalid, has a backreference, or would need an automaton too large to build. Remembered per pattern.
 */
export function linearMatcher(pattern: string): Matcher | undefined {
  if (compiled.has(pattern)) return compiled.get(pattern);
  if (compiled.size > 2000) compiled.clear();
  const matcher = build(pattern);
  compiled.set(pattern, matcher);
  return matcher;
}

function build(pattern: string): Matcher | undefined {
  let unicode = true;
  try {
    new RegExp(pattern, 'u');
  } catch {
    unicode = false;
    try {
      new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
  let program: Program;
  let looks: Look[];
  let atoms: string[];
  try {
    const parsed = parse(pattern, unicode);
    atoms = parsed.atoms;
    looks = [];
    program = compile(parsed.root, false, looks);
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
  // Each atom alone, anchored, decided by the native engine on one character: no quantifier, no backtracking.
  const flags = unicode ? 'u' : '';
  const single = atoms.map((text) => new RegExp(`^(?:${text})$`, flags));
  const ascii = atoms.map(() => new Uint8Array(128));
  const accepts = (atom: number, unit: number): boolean => {
    if (unit >= 128) return single[atom]!.test(String.fromCodePoint(unit));
    const known = ascii[atom]!;
    if (known[unit] === 0) known[unit] = single[atom]!.test(String.fromCharCode(unit)) ? 2 : 1;
    return known[unit] === 2;
  };
  return (s: string): boolean | undefined => {
    const units: number[] = [];
    if (unicode) for (const ch of s) units.push(ch.codePointAt(0)!);
    else for (let j = 0; j < s.length; j++) units.push(s.charCodeAt(j));
    try {
      return new Run(units, looks, accepts).scan(program, 0, units.length, true) as boolean;
    } catch (e) {
      if (e instanceof OverBudget) return undefined;
      throw e;
    }
  };
}
