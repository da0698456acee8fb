import { jsonpath, type FilterFunction } from 'json-p3';
import { linearMatcher, type Matcher } from '../examples/linear-matcher.js';

/**
 * RFC 9535's `match()` and `search()` filter functions (I-Regexp, RFC 9485), matched in linear time.
 *
 * json-p3 runs them on the browser's backtracking RegExp. An overlay's filter visits every string
 * its query reaches in the description, which the host page may not control (a vendor's API), and
 * a near-miss of a pattern such as "(a+)+" would keep the worker busy for hours: the description
 * would never load. So json-p3 still decides whether the pattern is a valid I-Regexp (its own
 * check, run on an empty string, where nothing can backtrack) and the match itself runs in
 * linear-matcher.ts, with RFC 9485's mapping to ECMAScript: a dot outside a class is any
 * character but a line break, and match() covers the whole string (as json-p3 does, not when the
 * pattern starts with "^" or ends with "$").
 */
class LinearRegexpFunction implements FilterFunction {
  readonly argTypes = [jsonpath.FunctionExpressionType.ValueType, jsonpath.FunctionExpressionType.ValueType];
  readonly returnType = jsonpath.FunctionExpressionType.LogicalType;
  private readonly check: FilterFunction;
  /**
   * Each pattern's matcher, or null when it is not an I-Regexp or cannot be matched in linear time.
   * A filter calls the function once for every node it visits, mostly with one pattern: the
   * validity check (json-p3's, which compiles a RegExp) and the mapping are done once per pattern.
   */
  private readonly matchers = new Map<string, Matcher | null>();

  constructor(private readonly whole: boolean) {
    this.check = whole ? new jsonpath.functions.Match({ throwErrors: true, cacheSize: 0 }) : new jsonpath.functions.Search({ throwErrors: true, cacheSize: 0 });
  }

  call(value: unknown, pattern: unknown): boolean {
    if (typeof value !== 'string' || typeof pattern !== 'string') return false;
    const test = this.matchers.get(pattern) ?? (this.matchers.has(pattern) ? null : this.compile(pattern));
    return test?.(value) === true;
  }

  private compile(pattern: string): Matcher | null {
    let valid = true;
    try {
      this.check.call('', pattern);
    } catch {
      valid = false; // not an I-Regexp (RFC 9535: the function's result is then false)
    }
    const test = valid ? (linearMatcher(ecmascriptOf(pattern, this.whole)) ?? null) : null;
    if (this.matchers.size >= MAX_PATTERNS) this.matchers.clear();
    this.matchers.set(pattern, test);
    return test;
  }
}

/** Patterns remembered per function: a query's patterns are few; one built from many nodes' values must not grow without end. */
const MAX_PATTERNS = 1000;

/** RFC 9485, section 5.3: the ECMAScript pattern of an I-Regexp (dots outside classes become `[^\n\r]`). */
function ecmascriptOf(pattern: string, whole: boolean): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') {
      out += c + (pattern[i + 1] ?? '');
      i++;
    } else if (c === '.' && !inClass) out += '[^\\n\\r]';
    else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      out += c;
    }
  }
  return whole && !pattern.startsWith('^') && !pattern.endsWith('$') ? `^(?:${out})$` : out;
}

/** Puts the linear-time `match()` and `search()` in place of json-p3's in its default environment (the one `jsonpath.query` uses). */
export function useLinearRegexpFunctions(): void {
  const register = jsonpath.DEFAULT_ENVIRONMENT.functionRegister;
  register.set('match', new LinearRegexpFunction(true));
  register.set('search', new LinearRegexpFunction(false));
}
