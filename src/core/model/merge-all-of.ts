import { childPointer, joinPointer, parsePointer } from '../resolve/pointer.js';
import { isObject, type JsonObject } from '../types.js';
import { resolveRef } from './resolve-ref.js';
import type { AllOfConflict } from './types.js';

/** An `allOf` flattened into one schema, with where each part came from and what the members disagree on. */
export interface MergedSchema {
  schema: JsonObject;
  /** Pointer of the member each kept keyword came from, so children point at the real place. */
  keyPointers: Record<string, string>;
  /** Pointer of each property's schema, by property name. */
  propPointers: Record<string, string>;
  conflicts: AllOfConflict[];
}

/** Where the parts of an allOf made here for a property defined by several members live. */
const partPointers = new WeakMap<JsonObject, string[]>();

/** Annotations: the schema's own value wins, else the last member's (a subtype's words over its base's). */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'example', 'examples', 'externalDocs', 'xml', '$comment']);
/** Flags where any member saying `true` makes it true. */
const FLAGS = new Set(['deprecated', 'readOnly', 'writeOnly', 'uniqueItems', 'nullable']);
const LOWER = new Set(['minimum', 'minLength', 'minItems', 'minProperties', 'minContains']);
const UPPER = new Set(['maximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains']);
const BOTH_APPLY = new Set(['multipleOf', 'pattern']);

/**
 * Merges `allOf` members (followed through `$ref`s and nested `allOf`s) into one schema:
 * properties and required are united, constraints intersected with the stricter value kept,
 * and every disagreement is written into `conflicts` instead of being dropped.
 */
export function mergeAllOf(doc: JsonObject, s: JsonObject, pointer: string, refNames: Record<string, string> = {}): MergedSchema {
  // Null-prototype lookups: a keyword or property named "constructor" or "__proto__" must not
  // find (or replace) Object.prototype's members.
  const out: MergedSchema = { schema: s, keyPointers: Object.create(null) as Record<string, string>, propPointers: Object.create(null) as Record<string, string>, conflicts: [] };
  if (!Array.isArray(s.allOf)) return out;
  const members: Array<[JsonObject, string]> = [];
  // The allOf chain guards itself: a member that is also a display ancestor still contributes.
  const collect = (v: unknown, p: string, seen: Set<string>): void => {
    const r = resolveRef(doc, v, p, refNames);
    if (r.unresolved !== undefined) return void out.conflicts.push({ kind: 'unresolvedMember', member: r.refName ?? p, reason: r.unresolved, ...(r.why ? { why: r.why } : {}) });
    if (r.value === false) return void out.conflicts.push({ kind: 'falseMember' });
    // Only a `$ref` can lead back into the chain (an inline member may share the pointer of a part made here).
    if (!isObject(r.value) || (r.pointer !== p && seen.has(r.pointer))) return;
    const next = new Set(seen).add(r.pointer);
    if (Array.isArray(r.value.allOf)) {
      r.value.allOf.forEach((m, i) => collect(m, childPointer(childPointer(r.pointer, 'allOf'), i), next));
    }
    members.push([asMember(doc, r.value, pointer, r.pointer !== p), r.pointer]);
  };
  const known = partPointers.get(s);
  s.allOf.forEach((m, i) => collect(m, known?.[i] ?? childPointer(childPointer(pointer, 'allOf'), i), new Set([pointer])));
  members.push([s, pointer]);

  const merged: JsonObject = {};
  const props: JsonObject = {};
  const defs: Record<string, Array<[string, unknown]>> = {};
  const required = new Set<string>();
  for (const [m, at] of members) {
    for (const [k, v] of Object.entries(m)) {
      if (k === 'allOf' || k === 'properties' || k === 'required' || k === '$ref') continue;
      if (!Object.prototype.hasOwnProperty.call(merged, k)) {
        setKey(merged, k, v);
        out.keyPointers[k] = at;
      } else if (ANNOTATIONS.has(k) || k.startsWith('x-')) {
        setKey(merged, k, v);
        out.keyPointers[k] = at;
      } else {
        const note = combine(merged, k, v);
        if (note) out.conflicts.push(note);
      }
    }
    if (isObject(m.properties)) {
      for (const [name, v] of Object.entries(m.properties)) {
        const p = childPointer(childPointer(at, 'properties'), name);
        const before = Object.prototype.hasOwnProperty.call(defs, name) ? defs[name] : undefined;
        if (before?.some(([q]) => q === p)) continue;
        if (before) before.push([p, v]);
        else setKey(defs, name, [[p, v]]);
        setKey(props, name, v);
        out.propPointers[name] = p;
      }
    }
    if (Array.isArray(m.required)) for (const r of m.required) if (typeof r === 'string') required.add(r);
  }
  // A property defined by several members must satisfy all of them: it becomes their allOf
  // (so its conflicts show on it), each part remembered with its real pointer.
  for (const [name, parts] of Object.entries(defs)) {
    if (parts.length < 2) continue;
    const both = { allOf: parts.map(([, v]) => v) };
    partPointers.set(
      both,
      parts.map(([p]) => p),
    );
    setKey(props, name, both);
  }
  if (Object.keys(props).length) merged.properties = props;
  if (required.size) merged.required = [...required];
  if (merged.type === undefined && Object.keys(props).length) merged.type = 'object';
  out.schema = merged;
  return out;
}

/**
 * A member reached through `$ref` that carries a discriminator is a polymorphic base: its
 * selector describes the subtypes, not the subtype being merged, so it is left out (and a
 * `oneOf` listing this very schema would otherwise nest the subtype inside itself).
 */
function asMember(doc: JsonObject, m: JsonObject, pointer: string, viaRef: boolean): JsonObject {
  if (!viaRef || !isObject(m.discriminator)) return m;
  const lists = [m.oneOf, m.anyOf].filter(Array.isArray);
  const listsSelf = lists.some((l) => l.some((o) => isObject(o) && typeof o.$ref === 'string' && o.$ref.startsWith('#') && resolveRef(doc, o, '').via.includes(pointer)));
  const copy: JsonObject = {};
  for (const [k, v] of Object.entries(m)) {
    if (k === 'discriminator' || ((k === 'oneOf' || k === 'anyOf') && (listsSelf || !lists.length))) continue;
    setKey(copy, k, v);
  }
  return copy;
}

/** Combines a second value of a constraint into `merged`; returns what to tell the reader, if anything. */
function combine(merged: JsonObject, k: string, v: unknown): AllOfConflict | undefined {
  const old = merged[k];
  if (same(old, v)) return undefined;
  if (FLAGS.has(k)) {
    if (v === true) merged[k] = true;
    return undefined;
  }
  if (k === 'type') return combineTypes(merged, old, v);
  if (typeof old === 'number' && typeof v === 'number') {
    const lower = LOWER.has(k) || k === 'exclusiveMinimum';
    if (lower || UPPER.has(k) || k === 'exclusiveMaximum') {
      const stricter = lower ? Math.max(old, v) : Math.min(old, v);
      merged[k] = stricter;
      return { kind: 'stricter', keyword: k, a: String(old), b: String(v), result: String(stricter) };
    }
  }
  if ((k === 'exclusiveMinimum' || k === 'exclusiveMaximum') && typeof old === 'boolean' && typeof v === 'boolean') {
    merged[k] = true;
    return { kind: 'trueApplies', keyword: k, a: String(old), b: String(v) };
  }
  if (k === 'enum' && Array.isArray(old) && Array.isArray(v)) {
    const both = old.filter((a) => v.some((b) => same(a, b)));
    merged[k] = both;
    const pair = { keyword: k, a: JSON.stringify(old), b: JSON.stringify(v) };
    return both.length ? { kind: 'only', ...pair, result: both.map((x) => JSON.stringify(x)).join(', ') } : { kind: 'noValue', ...pair };
  }
  if (k === 'const') return { kind: 'noValue', keyword: k, a: JSON.stringify(old), b: JSON.stringify(v) };
  if (BOTH_APPLY.has(k)) return { kind: 'bothApply', keyword: k, a: String(old), b: String(v) };
  if (k === 'format') return { kind: 'firstShown', keyword: k, a: String(old), b: String(v) };
  return { kind: 'differ', keyword: k };
}

/** Types intersect; integer is a kind of number. */
function combineTypes(merged: JsonObject, old: unknown, v: unknown): AllOfConflict | undefined {
  const a = typeList(old);
  const b = typeList(v);
  const both = [...a.filter((t) => b.includes(t) || (t === 'integer' && b.includes('number'))), ...b.filter((t) => t === 'integer' && a.includes('number') && !a.includes('integer'))];
  const as = a.join(' | ');
  const bs = b.join(' | ');
  if (!both.length) return { kind: 'typeNone', a: as, b: bs };
  merged.type = both.length === 1 ? both[0] : both;
  const result = both.join(' | ');
  return result === as && result === bs ? undefined : { kind: 'typeApplies', a: as, b: bs, result };
}

function typeList(t: unknown): string[] {
  if (typeof t === 'string') return [t];
  return Array.isArray(t) ? t.filter((x): x is string => typeof x === 'string') : [];
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Sets a key taken from the input; a plain assignment of "__proto__" would replace the prototype instead. */
export function setKey(obj: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Pointer of a `#...` reference, or undefined for other references. */
export function refPointer(ref: string): string | undefined {
  return ref.startsWith('#') ? joinPointer(parsePointer(ref)) : undefined;
}
