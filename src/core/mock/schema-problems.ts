import { formatRange, formatValid } from '../examples/format-sample.js';
import { hiddenHere, jsonEqual, jsonType, patternTest, typeMatches, validates, type ValidateOptions } from '../examples/validate.js';
import { discriminatedAlternative } from '../model/discriminator-target.js';
import { resolveRef } from '../model/resolve-ref.js';
import { childPointer } from '../resolve/pointer.js';
import { isArray, isObject, jsonText, type JsonObject } from '../types.js';

/** Why a value does not satisfy a schema: where in the value (a JSON pointer) and what is wrong. */
export interface SchemaProblem {
  pointer: string;
  message: string;
}

/*
 * The built-in validator (examples/validate.ts) decides; this only says why, in words a
 * developer can act on. It walks the schema beside the value and reports the first broken rule
 * at each place, going down only into the parts the validator rejects, so an odd schema still
 * costs bounded time. It never throws and needs no code generation, so it works under a strict
 * Content-Security-Policy where ajv (which compiles with `new Function`) cannot.
 */

/** At most this many problems are reported for one value. */
const LIMIT = 20;

/** The reasons `value` fails `schema` (empty when it passes), at most 20; internal `$ref`s are resolved in `doc`. */
export function schemaProblems(doc: JsonObject, schema: unknown, value: unknown, given: ValidateOptions): SchemaProblem[] {
  // A server reads a discriminated value as the alternative it names (see walk's oneOf/anyOf).
  const options: ValidateOptions = { ...given, discriminatorDecides: true };
  if (validates(doc, schema, value, options)) return [];
  const out: SchemaProblem[] = [];
  walk({ doc, o: options, out }, schema, value, '', 0);
  return out.length ? out : [{ pointer: '', message: 'does not match the schema' }];
}

interface Ctx {
  doc: JsonObject;
  o: ValidateOptions;
  out: SchemaProblem[];
}

const show = (v: unknown): string => {
  const text = jsonText(v) ?? String(v);
  return text.length > 60 ? text.slice(0, 57) + '…' : text;
};

function walk(c: Ctx, node: unknown, v: unknown, at: string, depth: number): void {
  if (c.out.length >= LIMIT || depth > 40) return;
  const before = c.out.length;
  const add = (message: string, pointer = at): void => {
    if (c.out.length < LIMIT) c.out.push({ pointer, message });
  };
  const fails = (schema: unknown, value: unknown): boolean => !validates(c.doc, schema, value, c.o, 4000);
  const r = resolveRef(c.doc, node, '');
  if (r.unresolved !== undefined) return;
  const s = r.value;
  if (s === false) {
    add('is not allowed here');
    return;
  }
  if (!isObject(s)) return;
  if (r.via.length > 1 && isObject(node)) {
    const { $ref: _ignored, ...siblings } = node;
    if (Object.keys(siblings).length && fails(siblings, v)) walk(c, siblings, v, at, depth + 1);
  }

  const nullable = c.o.version === '3.0' && s.nullable === true && s.type !== undefined;
  const types = typeof s.type === 'string' ? [s.type] : Array.isArray(s.type) ? s.type.filter((t): t is string => typeof t === 'string') : [];
  if (types.length && !types.some((t) => typeMatches(t, v)) && !(nullable && v === null)) {
    add(`must be ${types.join(' or ')}${nullable ? ' or null' : ''}, not ${jsonType(v)}`);
    return;
  }
  if (s.const !== undefined && !jsonEqual(s.const, v)) {
    add(`must be ${show(s.const)}`);
    return;
  }
  if (Array.isArray(s.enum) && !s.enum.some((e) => jsonEqual(e, v)) && !(nullable && v === null)) {
    add(`must be one of ${s.enum.slice(0, 10).map(show).join(', ')}${s.enum.length > 10 ? ', …' : ''}; got ${show(v)}`);
    return;
  }

  if (typeof v === 'number') {
    if (typeof s.minimum === 'number' && (s.exclusiveMinimum === true ? v <= s.minimum : v < s.minimum))
      add(`must be ${s.exclusiveMinimum === true ? 'greater than' : 'at least'} ${s.minimum}; got ${v}`);
    if (typeof s.maximum === 'number' && (s.exclusiveMaximum === true ? v >= s.maximum : v > s.maximum))
      add(`must be ${s.exclusiveMaximum === true ? 'less than' : 'at most'} ${s.maximum}; got ${v}`);
    if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) add(`must be greater than ${s.exclusiveMinimum}; got ${v}`);
    if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) add(`must be less than ${s.exclusiveMaximum}; got ${v}`);
    if (typeof s.multipleOf === 'number' && s.multipleOf > 0 && !Number.isInteger(v / s.multipleOf)) add(`must be a multiple of ${s.multipleOf}; got ${v}`);
    const range = typeof s.format === 'string' ? formatRange(s.format) : undefined;
    if (range && (!Number.isInteger(v) || v < range.min || v > range.max)) add(`must be a whole number in the ${String(s.format)} range; got ${v}`);
  }

  if (typeof v === 'string') {
    // JSON Schema counts a string's length in code points, which is what iterating a string yields.
    const len = Array.from(v).length;
    if (typeof s.minLength === 'number' && len < s.minLength) add(`must be at least ${s.minLength} characters long; got ${len}`);
    if (typeof s.maxLength === 'number' && len > s.maxLength) add(`must be at most ${s.maxLength} characters long; got ${len}`);
    if (typeof s.pattern === 'string' && !patternTest(s.pattern, v)) add(`must match the pattern ${s.pattern}; got ${show(v)}`);
    if (typeof s.format === 'string' && !formatValid(s.format, v)) add(`must be a valid ${s.format}; got ${show(v)}`);
  }

  if (Array.isArray(v)) {
    if (typeof s.minItems === 'number' && v.length < s.minItems) add(`must have at least ${s.minItems} items; got ${v.length}`);
    if (typeof s.maxItems === 'number' && v.length > s.maxItems) add(`must have at most ${s.maxItems} items; got ${v.length}`);
    if (s.uniqueItems === true && v.some((x, i) => v.findIndex((y) => jsonEqual(x, y)) !== i)) add('must not repeat items');
    const prefix = isArray(s.prefixItems) ? s.prefixItems : isArray(s.items) ? s.items : [];
    const rest = Array.isArray(s.items) ? s.additionalItems : s.items;
    v.forEach((item, i) => {
      const schema = i < prefix.length ? prefix[i] : rest;
      if (schema === false) add('is not allowed (too many items)', childPointer(at, i));
      else if (schema !== undefined && fails(schema, item)) walk(c, schema, item, childPointer(at, i), depth + 1);
    });
  }

  if (isObject(v)) {
    const props = isObject(s.properties) ? s.properties : {};
    if (Array.isArray(s.required)) {
      for (const name of s.required) {
        if (typeof name !== 'string' || Object.prototype.hasOwnProperty.call(v, name)) continue;
        if (c.o.version === '3.0' && hiddenHere(c.doc, props[name], c.o.direction)) continue;
        add(`is missing the required property "${name}"`);
      }
    }
    const keys = Object.keys(v);
    if (typeof s.minProperties === 'number' && keys.length < s.minProperties) add(`must have at least ${s.minProperties} properties`);
    if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) add(`must have at most ${s.maxProperties} properties`);
    const patterns = isObject(s.patternProperties) ? Object.entries(s.patternProperties) : [];
    for (const k of keys) {
      const where = childPointer(at, k);
      let known = false;
      if (Object.prototype.hasOwnProperty.call(props, k)) {
        known = true;
        if (fails(props[k], v[k])) walk(c, props[k], v[k], where, depth + 1);
      }
      for (const [p, schema] of patterns) {
        if (!patternTest(p, k)) continue;
        known = true;
        if (fails(schema, v[k])) walk(c, schema, v[k], where, depth + 1);
      }
      if (!known && s.additionalProperties === false) add(`is not an allowed property`, where);
      else if (!known && s.additionalProperties !== undefined && fails(s.additionalProperties, v[k])) walk(c, s.additionalProperties, v[k], where, depth + 1);
    }
    if (isObject(s.dependentRequired)) {
      for (const [k, deps] of Object.entries(s.dependentRequired)) {
        if (!(k in v) || !Array.isArray(deps)) continue;
        for (const d of deps) if (typeof d === 'string' && !(d in v)) add(`is missing the property "${d}", required when "${k}" is present`);
      }
    }
  }

  if (Array.isArray(s.allOf)) for (const m of s.allOf) if (fails(m, v)) walk(c, m, v, at, depth + 1);
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = s[keyword];
    if (!Array.isArray(list)) continue;
    // A discriminator names the alternative the value means (its mapping, the schema name, or the
    // 3.2 defaultMapping when the property is absent or unknown): the value is checked against that
    // one alone. Alternatives rarely exclude each other (no additionalProperties: false), so
    // counting matches would refuse most valid discriminated values as ambiguous.
    const chosen = isObject(s.discriminator) ? discriminatedAlternative(c.doc, s, list, v) : undefined;
    if (chosen !== undefined) {
      if (fails(chosen, v)) walk(c, chosen, v, at, depth + 1);
      continue;
    }
    const matching = list.filter((m) => !fails(m, v)).length;
    if (keyword === 'anyOf' ? matching > 0 : matching === 1) continue;
    if (matching > 1) {
      add(`matches ${matching} of the oneOf alternatives; it must match exactly one`);
      continue;
    }
    add(`must match ${keyword === 'oneOf' ? 'exactly one' : 'at least one'} of the ${keyword} alternatives; it matches none`);
  }
  if (s.not !== undefined && !fails(s.not, v)) add('must not match the schema under "not"');
  if (s.if !== undefined) {
    if (!fails(s.if, v)) {
      if (s.then !== undefined && fails(s.then, v)) walk(c, s.then, v, at, depth + 1);
    } else if (s.else !== undefined && fails(s.else, v)) walk(c, s.else, v, at, depth + 1);
  }
  if (c.out.length === before && fails(node, v)) add('does not match the schema');
}
