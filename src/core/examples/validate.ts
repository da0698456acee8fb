import { discriminatedAlternative } from '../model/discriminator-target.js';
import { resolveRef } from '../model/resolve-ref.js';
import { isArray, isObject, type JsonObject } from '../types.js';
import { formatRange, formatValid } from './format-sample.js';
import { linearMatcher } from './linear-matcher.js';

/** Which reading of the schema keywords applies, and which side of the exchange the value is on. */
export interface ValidateOptions {
  version: '3.0' | '3.1';
  direction: 'request' | 'response';
  /**
   * A discriminator picks the one alternative a value is checked against (the mock's request
   * checks: what a server would do). Off, `oneOf` counts matches as JSON Schema says, which is
   * what the example generator must satisfy (ajv judges its output that way).
   */
  discriminatorDecides?: boolean;
}

/*
 * A small JSON Schema validator for the generator's own use: it decides whether a schema's
 * `default` or `example` may be shown, which `oneOf`/`anyOf` branch a value satisfies, and
 * whether `if`/`not` hold. It is no replacement for ajv (which the tests use as the judge)
 * and errs on the side of "valid" where it cannot tell (external refs, unknown formats,
 * a step budget running out), so that odd schemas cost bounded time.
 */

/**
 * Whether `value` satisfies `schema` (internal `$ref`s resolved in `doc`), within `steps`
 * schema nodes; `shared` is a budget over many calls, drawn down by each.
 */
export function validates(doc: JsonObject, schema: unknown, value: unknown, options: ValidateOptions, steps = 20000, shared?: { left: number }): boolean {
  const start = shared ? Math.min(steps, shared.left) : steps;
  const state = { left: start };
  const ok = check(doc, schema, value, options, state, 0);
  if (shared) shared.left -= start - Math.max(0, state.left);
  return ok;
}

/** Structural equality of JSON values (object key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual((a as JsonObject)[k], (b as JsonObject)[k]));
}

/** The JSON type of a value, with integers told apart. */
export function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** True when `v` has JSON type `t` (an integer counts as a number). */
export function typeMatches(t: string, v: unknown): boolean {
  const actual = jsonType(v);
  return t === actual || (t === 'number' && actual === 'integer');
}

/**
 * A schema `pattern` tested on `s`, in time linear in its length (linear-matcher.ts: the mock
 * checks requests on the page's thread, and a description's pattern must not freeze it). An
 * invalid pattern passes, and so does one with a backreference, which no linear matcher can test,
 * and a test that would run past the matcher's work budget (a huge automaton over a huge value).
 */
export function patternTest(pattern: string, s: string): boolean {
  return linearMatcher(pattern)?.(s) ?? true;
}

function check(doc: JsonObject, raw: unknown, v: unknown, o: ValidateOptions, st: { left: number }, depth: number): boolean {
  if (--st.left < 0 || depth > 200) return true;
  const r = resolveRef(doc, raw, '');
  if (r.unresolved !== undefined) return true;
  const s = r.value;
  if (s === false) return false;
  if (!isObject(s)) return true;
  const sub = (schema: unknown, value: unknown): boolean => check(doc, schema, value, o, st, depth + 1);

  // $ref siblings are checked too (3.1 semantics; in 3.0 they are rare and only narrow).
  if (r.via.length > 1 && isObject(raw)) {
    const { $ref: _ignored, ...siblings } = raw;
    if (Object.keys(siblings).length && !sub(siblings, v)) return false;
  }

  // 3.0 `nullable` only widens a schema that names a type (the 3.0.3 clarification).
  const nullable = o.version === '3.0' && s.nullable === true && s.type !== undefined;
  if (typeof s.type === 'string' && !typeMatches(s.type, v) && !(nullable && v === null)) return false;
  if (Array.isArray(s.type) && !s.type.some((t) => typeof t === 'string' && typeMatches(t, v))) return false;
  if (s.const !== undefined && !jsonEqual(s.const, v)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => jsonEqual(e, v)) && !(nullable && v === null)) return false;

  if (typeof v === 'number') {
    const n = v;
    if (typeof s.minimum === 'number' && (s.exclusiveMinimum === true ? n <= s.minimum : n < s.minimum)) return false;
    if (typeof s.maximum === 'number' && (s.exclusiveMaximum === true ? n >= s.maximum : n > s.maximum)) return false;
    if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === 'number' && n >= s.exclusiveMaximum) return false;
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0 && !Number.isInteger(n / s.multipleOf)) return false;
    const range = typeof s.format === 'string' ? formatRange(s.format) : undefined;
    if (range && (!Number.isInteger(n) || n < range.min || n > range.max)) return false;
  }

  if (typeof v === 'string') {
    // JSON Schema counts a string's length in code points, which is what iterating a string yields.
    const len = Array.from(v).length;
    if (typeof s.minLength === 'number' && len < s.minLength) return false;
    if (typeof s.maxLength === 'number' && len > s.maxLength) return false;
    if (typeof s.pattern === 'string' && !patternTest(s.pattern, v)) return false;
    if (typeof s.format === 'string' && !formatValid(s.format, v)) return false;
  }

  if (Array.isArray(v)) {
    if (typeof s.minItems === 'number' && v.length < s.minItems) return false;
    if (typeof s.maxItems === 'number' && v.length > s.maxItems) return false;
    if (s.uniqueItems === true) {
      for (let i = 0; i < v.length; i++) for (let j = i + 1; j < v.length; j++) if (jsonEqual(v[i], v[j])) return false;
    }
    const prefix = isArray(s.prefixItems) ? s.prefixItems : isArray(s.items) ? s.items : [];
    const rest = Array.isArray(s.items) ? s.additionalItems : s.items;
    for (let i = 0; i < v.length; i++) {
      const schema = i < prefix.length ? prefix[i] : rest;
      if (schema !== undefined && !sub(schema, v[i])) return false;
    }
    if (s.contains !== undefined) {
      const hits = v.filter((x) => sub(s.contains, x)).length;
      const min = typeof s.minContains === 'number' ? s.minContains : 1;
      if (hits < min) return false;
      if (typeof s.maxContains === 'number' && hits > s.maxContains) return false;
    }
  }

  if (isObject(v)) {
    const keys = Object.keys(v);
    if (typeof s.minProperties === 'number' && keys.length < s.minProperties) return false;
    if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) return false;
    const props = isObject(s.properties) ? s.properties : {};
    if (Array.isArray(s.required)) {
      for (const name of s.required) {
        if (typeof name !== 'string' || Object.prototype.hasOwnProperty.call(v, name)) continue;
        if (o.version === '3.0' && hiddenHere(doc, props[name], o.direction)) continue;
        return false;
      }
    }
    const patterns = isObject(s.patternProperties) ? Object.entries(s.patternProperties) : [];
    for (const k of keys) {
      const val = v[k];
      let known = false;
      if (Object.prototype.hasOwnProperty.call(props, k)) {
        known = true;
        if (!sub(props[k], val)) return false;
      }
      for (const [p, schema] of patterns) {
        if (patternTest(p, k)) {
          known = true;
          if (!sub(schema, val)) return false;
        }
      }
      if (!known && s.additionalProperties !== undefined && !sub(s.additionalProperties, val)) return false;
      if (s.propertyNames !== undefined && !sub(s.propertyNames, k)) return false;
    }
    if (isObject(s.dependentRequired)) {
      for (const [k, deps] of Object.entries(s.dependentRequired)) {
        if (k in v && Array.isArray(deps) && deps.some((d) => typeof d === 'string' && !(d in v))) return false;
      }
    }
    if (isObject(s.dependentSchemas)) {
      for (const [k, schema] of Object.entries(s.dependentSchemas)) if (k in v && !sub(schema, v)) return false;
    }
  }

  if (Array.isArray(s.allOf) && !s.allOf.every((m) => sub(m, v))) return false;
  // With discriminatorDecides, the alternative a discriminator names (mapping, schema name, 3.2
  // defaultMapping) alone decides (see schema-problems.ts for why matches are not counted then).
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = s[keyword];
    if (!Array.isArray(list)) continue;
    const chosen = o.discriminatorDecides && isObject(s.discriminator) ? discriminatedAlternative(doc, s, list, v) : undefined;
    if (chosen !== undefined ? !sub(chosen, v) : keyword === 'anyOf' ? !list.some((m) => sub(m, v)) : list.filter((m) => sub(m, v)).length !== 1) return false;
  }
  if (s.not !== undefined && sub(s.not, v)) return false;
  if (s.if !== undefined) {
    if (sub(s.if, v)) {
      if (s.then !== undefined && !sub(s.then, v)) return false;
    } else if (s.else !== undefined && !sub(s.else, v)) return false;
  }
  return true;
}

/**
 * OpenAPI 3.0: a required property that is readOnly is only required in responses, and a
 * writeOnly one only in requests (3.1 dropped the rule; JSON Schema has no such exception).
 */
export function hiddenHere(doc: JsonObject, propertySchema: unknown, direction: 'request' | 'response'): boolean {
  const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
  const seen = new Set<unknown>();
  const walk = (node: unknown, depth: number): boolean => {
    const r = resolveRef(doc, node, '');
    if (!isObject(r.value) || seen.has(r.value) || depth > 8) return false;
    seen.add(r.value);
    if (r.value[flag] === true) return true;
    return Array.isArray(r.value.allOf) && r.value.allOf.some((m) => walk(m, depth + 1));
  };
  return walk(propertySchema, 0);
}
