import { xmlNodeLabel } from '../examples/xml-node-type.js';
import { UNRESOLVED_DETAIL_KEY, UNRESOLVED_KEY } from '../resolve/bundle.js';
import { childPointer } from '../resolve/pointer.js';
import { mappingRef } from './discriminator-target.js';
import { isObject, type JsonObject } from '../types.js';
import { mergeAllOf, refPointer, setKey } from './merge-all-of.js';
import { optionShape, shapeText } from './option-label.js';
import { refLabel, resolveRef } from './resolve-ref.js';
import { schemaSubtypes } from './schema-subtypes.js';
import type { CompositionOption, DiscriminatorEntry, DiscriminatorView, PropertyNode, SchemaBound, SchemaComposition, SchemaConstraint, SchemaNode } from './types.js';

/** Limits on how much of a schema is prepared at once; the rest is `deferred` and fetched on demand. */
export interface SchemaBudget {
  /** Nodes to build before the remaining children are deferred. */
  nodes: number;
  /** Nesting depth below the starting schema before children are deferred. */
  depth: number;
}

export const DEFAULT_SCHEMA_BUDGET: SchemaBudget = { nodes: 600, depth: 6 };

interface Walk {
  doc: JsonObject;
  refNames: Record<string, string>;
  left: number;
  maxDepth: number;
}

type Child = (v: unknown, p: string) => SchemaNode;

/**
 * Prepares a schema for display: follows `$ref`s, marks cycles (a ref back to an ancestor)
 * and dangling refs, merges `allOf` members (recording conflicts), resolves `oneOf`/`anyOf`
 * and discriminators into labelled options, keeps every keyword (unknown ones in `extra`),
 * and stops at a size budget so that a huge schema never blocks; children past the budget
 * come back `deferred`.
 */
export function schemaView(
  doc: JsonObject,
  schema: unknown,
  pointer: string,
  refNames: Record<string, string> = {},
  budget: SchemaBudget = DEFAULT_SCHEMA_BUDGET,
  ancestors: readonly string[] = [],
): SchemaNode {
  const walk: Walk = { doc, refNames, left: budget.nodes, maxDepth: budget.depth };
  return build(walk, schema, pointer, 0, new Set(ancestors));
}

function build(w: Walk, raw: unknown, pointer: string, depth: number, ancestors: Set<string>): SchemaNode {
  w.left--;
  const r = resolveRef(w.doc, raw, pointer, w.refNames);
  const base: SchemaNode = { pointer: r.pointer, type: 'any', types: [], constraints: [] };
  if (r.refName !== undefined) base.refName = r.refName;
  if (r.unresolved !== undefined) return { ...base, unresolved: r.unresolved, ...(r.why ? { unresolvedWhy: r.why } : {}), type: 'unresolved' };
  if (r.pointer !== pointer && ancestors.has(r.pointer)) return { ...base, circular: true, type: typeName(r.value), types: typesOf(r.value) };
  if (typeof r.value === 'boolean') return { ...base, type: r.value ? 'any' : 'never' };
  if (!isObject(r.value)) return base;
  if (depth > w.maxDepth || w.left <= 0) return { ...base, deferred: true, type: typeName(r.value), types: typesOf(r.value) };

  const inner = new Set(ancestors);
  for (const p of r.via) inner.add(p);
  const merged = mergeAllOf(w.doc, withRefSiblings(raw, r.value), r.pointer, w.refNames);
  const s = merged.schema;
  const node: SchemaNode = { ...base, type: typeName(s), types: typesOf(s), constraints: constraints(s) };
  const used = new Set<string>(['type', 'nullable', UNRESOLVED_KEY, UNRESOLVED_DETAIL_KEY]);
  annotate(node, s, used);
  if (merged.conflicts.length) node.conflicts = merged.conflicts;

  const at = (k: string): string => childPointer(merged.keyPointers[k] ?? r.pointer, k);
  const child: Child = (v, p) => build(w, v, p, depth + 1, inner);
  const sub = (k: string): SchemaNode | undefined => {
    if (s[k] === undefined) return undefined;
    used.add(k);
    return child(s[k], at(k));
  };
  const subOrBool = (k: string): SchemaNode | boolean | undefined => {
    const v = s[k];
    if (typeof v === 'boolean') used.add(k);
    return typeof v === 'boolean' ? v : sub(k);
  };

  const props = s.properties;
  if (isObject(props)) {
    used.add('properties');
    const required = new Set(node.required ?? []);
    const under = at('properties');
    node.properties = Object.keys(props).map((name): PropertyNode => ({
      name,
      required: required.has(name),
      node: child(props[name], merged.propPointers[name] ?? childPointer(under, name)),
    }));
  }
  // A 3.0-era `items` array is a tuple: the same thing 3.1 spells `prefixItems`.
  for (const k of ['prefixItems', 'items'] as const) {
    const list = s[k];
    if (!Array.isArray(list)) continue;
    used.add(k);
    node.prefixItems = [...(node.prefixItems ?? []), ...list.map((v, i) => child(v, childPointer(at(k), i)))];
  }
  if (!Array.isArray(s.items)) {
    const items = sub('items');
    if (items) node.items = items;
  }
  const contains = sub('contains');
  if (contains) node.contains = contains;
  const additional = subOrBool('additionalProperties');
  if (additional !== undefined) node.additionalProperties = additional;
  if (isObject(s.patternProperties)) {
    used.add('patternProperties');
    node.patternProperties = Object.entries(s.patternProperties).map(([pattern, v]) => ({ pattern, node: child(v, childPointer(at('patternProperties'), pattern)) }));
  }
  const names = sub('propertyNames');
  if (names) node.propertyNames = names;
  for (const k of ['unevaluatedProperties', 'unevaluatedItems'] as const) {
    const v = subOrBool(k);
    if (v !== undefined) node[k] = v;
  }
  if (isObject(s.dependentSchemas)) {
    used.add('dependentSchemas');
    node.dependentSchemas = Object.fromEntries(Object.entries(s.dependentSchemas).map(([k, v]) => [k, child(v, childPointer(at('dependentSchemas'), k))]));
  }
  if (isObject(s.dependentRequired)) {
    used.add('dependentRequired');
    node.dependentRequired = Object.fromEntries(Object.entries(s.dependentRequired).map(([k, v]) => [k, strings(v)]));
  }
  const cond = sub('if');
  if (cond) {
    node.conditional = { if: cond };
    const then = sub('then');
    const otherwise = sub('else');
    if (then) node.conditional.then = then;
    if (otherwise) node.conditional.else = otherwise;
  }
  for (const k of ['$defs', 'definitions'] as const) {
    const defs = s[k];
    if (!isObject(defs)) continue;
    used.add(k);
    // Definitions are only reachable through `$ref`s, which build them there; here they are listed, not built.
    node.defs = { ...node.defs, ...Object.fromEntries(Object.entries(defs).map(([name, v]) => [name, stub(v, childPointer(at(k), name))])) };
  }
  const content = sub('contentSchema');
  if (content) node.contentSchema = content;
  const not = sub('not');
  if (not) node.not = not;
  composition(w, node, s, at, child, used);
  const extra = Object.entries(s).filter(([k]) => !used.has(k));
  if (extra.length) node.extra = Object.fromEntries(extra);
  return node;
}

/**
 * Keywords beside a `$ref` (allowed in 3.1, common in 3.0 descriptions anyway: a
 * `description` or `nullable` on one use of a shared schema) apply on top of the target.
 */
function withRefSiblings(raw: unknown, target: JsonObject): JsonObject {
  if (!isObject(raw) || typeof raw.$ref !== 'string') return target;
  const siblings = Object.keys(raw).filter((k) => k !== '$ref' && k !== UNRESOLVED_KEY && k !== UNRESOLVED_DETAIL_KEY);
  if (!siblings.length) return target;
  const out: JsonObject = { ...target };
  for (const k of siblings) setKey(out, k, raw[k]);
  return out;
}

/** A node for a part that is listed but not built (`$defs`). */
function stub(v: unknown, pointer: string): SchemaNode {
  return { pointer, type: typeName(v), types: typesOf(v), constraints: [], deferred: true };
}

/**
 * `oneOf`/`anyOf` as labelled options; with a discriminator, the selector values (explicit
 * mapping, then implicit schema names) and, when the schema lists no alternatives, the
 * subtypes that inherit from it through `allOf`.
 */
function composition(w: Walk, node: SchemaNode, s: JsonObject, at: (k: string) => string, child: Child, used: Set<string>): void {
  const kind = (['oneOf', 'anyOf'] as const).find((k) => Array.isArray(s[k]) && (s[k] as unknown[]).length);
  const disc = isObject(s.discriminator) && typeof s.discriminator.propertyName === 'string' ? s.discriminator : undefined;
  const list = kind ? (s[kind] as unknown[]) : [];
  if (kind) used.add(kind);
  const opts: CompositionOption[] = [];
  // Where each option's `$ref` chain leads, to match mapping targets against (only needed with a discriminator).
  const targets: string[][] = [];
  const add = (raw: unknown, p: string): void => {
    const n = child(raw, p);
    const own = n.title ?? n.refName;
    const shape = optionShape(n);
    opts.push(own !== undefined ? { label: own, node: n } : { label: shapeText(shape), shape, node: n });
    if (disc) targets.push(resolveRef(w.doc, raw, p, w.refNames).via.slice(1));
  };
  const under = kind ? at(kind) : '';
  list.forEach((v, i) => add(v, childPointer(under, i)));
  if (!disc) {
    if (kind) node.composition = { kind, options: opts };
    return;
  }

  const propertyName = disc.propertyName as string;
  const explicit = isObject(disc.mapping) ? Object.entries(disc.mapping).filter((e): e is [string, string] => typeof e[1] === 'string') : [];
  const discPointer = at('discriminator');
  const indexOf = (ref: string): number => {
    const target = refPointer(ref);
    // 3.0 also allows a bare schema name as a mapping value.
    return target !== undefined ? targets.findIndex((t) => t.includes(target)) : targets.findIndex((t) => t.some((p) => refLabel('#' + p) === refLabel(ref)));
  };
  const addRef = (target: string): void => add({ $ref: '#' + target }, discPointer);
  // A mapping may name a schema that is not among the alternatives (always so for inheritance).
  for (const [, ref] of explicit) {
    const target = refPointer(ref) ?? (ref.includes('/') ? undefined : childPointer('/components/schemas', ref));
    if (target !== undefined && indexOf(ref) === -1) addRef(target);
  }
  if (!kind) for (const sub of schemaSubtypes(w.doc, node.pointer)) if (!targets.some((t) => t.includes(sub))) addRef(sub);
  // OpenAPI 3.2.0, Discriminator Object, `defaultMapping`: the schema for payloads whose property is
  // absent or maps to nothing; offered (and marked) among the alternatives even when not listed.
  const defaultRef = typeof disc.defaultMapping === 'string' ? mappingRef(disc.defaultMapping) : undefined;
  const defaultTarget = defaultRef === undefined ? undefined : refPointer(defaultRef);
  const listedDefault = defaultRef !== undefined && indexOf(defaultRef) !== -1;
  if (defaultTarget !== undefined && !listedDefault) addRef(defaultTarget);
  if (!opts.length) return;
  used.add('discriminator');

  const defaultIndex = defaultRef === undefined ? -1 : indexOf(defaultRef);
  const mapping: DiscriminatorEntry[] = [];
  for (const [value, ref] of explicit) {
    const index = indexOf(ref);
    if (index !== -1) mapping.push({ value, label: opts[index]!.label, index });
  }
  targets.forEach((t, index) => {
    // The implicit value is the name the option's own `$ref` uses, not where a chain of refs ends.
    const first = t[0];
    if (first === undefined || mapping.some((m) => m.index === index) || (index === defaultIndex && !listedDefault)) return;
    mapping.push({ value: refLabel('#' + first), label: opts[index]!.label, index });
  });
  const view: DiscriminatorView = { propertyName, mapping };
  if (defaultIndex !== -1) view.defaultIndex = defaultIndex;
  const comp: SchemaComposition = { kind: kind ?? 'oneOf', options: opts.map((o) => withParent(o, node)), discriminator: view };
  node.composition = comp;
}

/** A chosen branch shows the whole object: the parent's own properties first, the branch's own winning. */
function withParent(o: CompositionOption, parent: SchemaNode): CompositionOption {
  const n = o.node;
  if (!parent.properties?.length || n.circular || n.deferred || n.unresolved) return o;
  const own = new Set((n.properties ?? []).map((p) => p.name));
  const inherited = parent.properties.filter((p) => !own.has(p.name));
  if (!inherited.length) return o;
  const node: SchemaNode = { ...n, properties: [...inherited, ...(n.properties ?? [])] };
  if (!n.types.length) {
    node.types = ['object'];
    node.type = 'object';
  }
  return { ...o, node };
}

/** The JSON types a schema declares (3.1 arrays, 3.0 `nullable`) or implies by its keywords; empty for any. */
export function typesOf(s: unknown): string[] {
  if (!isObject(s)) return [];
  const types = declaredTypes(s);
  if (s.nullable === true && !types.includes('null')) types.push('null');
  return types;
}

function declaredTypes(s: JsonObject): string[] {
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  if (isObject(s.properties) || s.additionalProperties !== undefined || isObject(s.patternProperties)) return ['object'];
  if (s.items !== undefined || Array.isArray(s.prefixItems)) return ['array'];
  return [];
}

/** Display type of a schema: 3.1 type arrays, nullable, array item types. */
export function typeName(s: unknown): string {
  if (!isObject(s)) return 'any';
  let types = declaredTypes(s);
  if (!types.length) {
    if (Array.isArray(s.oneOf)) types = ['one of'];
    else if (Array.isArray(s.anyOf)) types = ['any of'];
    else if (s.const !== undefined) types = ['const'];
    else if (Array.isArray(s.enum)) types = ['enum'];
  }
  if (s.nullable === true && !types.includes('null')) types.push('null');
  return types.length ? types.join(' | ') : 'any';
}

const STRINGS = ['format', 'title', 'description', 'pattern', 'contentMediaType', 'contentEncoding'] as const;
const NUMBERS = ['multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'minContains', 'maxContains'] as const;
const FLAGS = ['deprecated', 'readOnly', 'writeOnly', 'uniqueItems'] as const;
const ENUM_DESCRIPTIONS = ['x-enumDescriptions', 'x-enum-descriptions'] as const;

/** Copies the scalar annotations and constraints; a keyword of an unexpected shape stays unused (so it lands in `extra`). */
function annotate(node: SchemaNode, s: JsonObject, used: Set<string>): void {
  for (const k of STRINGS) {
    const v = s[k];
    if (typeof v === 'string') {
      node[k] = v;
      used.add(k);
    }
  }
  for (const k of NUMBERS) {
    const v = s[k];
    if (typeof v === 'number') {
      node[k] = v;
      used.add(k);
    }
  }
  for (const k of FLAGS) {
    const v = s[k];
    if (typeof v !== 'boolean') continue;
    used.add(k);
    if (v) node[k] = true;
  }
  if (Array.isArray(s.enum)) {
    node.enum = s.enum;
    used.add('enum');
    for (const k of ENUM_DESCRIPTIONS) {
      const d = enumDescriptions(s.enum, s[k]);
      if (!d) continue;
      node.enumDescriptions = { ...node.enumDescriptions, ...d };
      used.add(k);
    }
  }
  if (s.const !== undefined) {
    node.const = s.const;
    used.add('const');
  }
  if (s.default !== undefined) {
    node.default = s.default;
    used.add('default');
  }
  if (s.example !== undefined) {
    node.example = s.example;
    used.add('example');
  }
  if (Array.isArray(s.examples)) {
    node.examples = s.examples;
    used.add('examples');
    if (node.example === undefined && s.examples.length) node.example = s.examples[0];
  }
  if (s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'))) node.nullable = true;
  const min = bound(s, 'minimum', 'exclusiveMinimum', 1);
  const max = bound(s, 'maximum', 'exclusiveMaximum', -1);
  if (min) node.minimum = min;
  if (max) node.maximum = max;
  for (const [k, ex] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (typeof s[k] === 'number') used.add(k);
    if (typeof s[ex] === 'number' || (typeof s[ex] === 'boolean' && typeof s[k] === 'number')) used.add(ex);
  }
  if (Array.isArray(s.required)) {
    node.required = strings(s.required);
    used.add('required');
  }
  if (typeof s['x-additionalPropertiesName'] === 'string') {
    node.additionalPropertiesName = s['x-additionalPropertiesName'];
    used.add('x-additionalPropertiesName');
  }
  const docs = s.externalDocs;
  if (isObject(docs) && typeof docs.url === 'string') {
    node.externalDocs = typeof docs.description === 'string' ? { url: docs.url, description: docs.description } : { url: docs.url };
    used.add('externalDocs');
  }
  if (isObject(s.xml)) {
    node.xml = s.xml;
    used.add('xml');
    // OpenAPI 3.2.0 XML Object `nodeType` (or the deprecated attribute/wrapped), when not the default.
    const xmlNode = xmlNodeLabel(s.xml, s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')) || s.items !== undefined);
    if (xmlNode) node.xmlNode = xmlNode;
  }
}

/** `x-enumDescriptions` as a map by value, or as an array parallel to `enum`. */
function enumDescriptions(values: unknown[], d: unknown): Record<string, string> | undefined {
  let entries: Array<[string, string]>;
  if (Array.isArray(d)) {
    entries = d.flatMap((text, i): Array<[string, string]> => (typeof text === 'string' && i < values.length ? [[String(values[i]), text]] : []));
  } else if (isObject(d)) {
    entries = Object.entries(d).filter((e): e is [string, string] => typeof e[1] === 'string');
  } else {
    return undefined;
  }
  return Object.fromEntries(entries);
}

/**
 * The effective lower (`sign` 1) or upper (-1) bound: 3.0's boolean `exclusive*` qualifies
 * `minimum`/`maximum`, 3.1's numeric one is a bound of its own; when both are present the
 * stricter applies.
 */
function bound(s: JsonObject, k: string, ex: string, sign: 1 | -1): SchemaBound | undefined {
  const found: SchemaBound[] = [];
  const plain = s[k];
  const excl = s[ex];
  if (typeof plain === 'number') found.push({ value: plain, exclusive: excl === true });
  if (typeof excl === 'number') found.push({ value: excl, exclusive: true });
  let best: SchemaBound | undefined;
  for (const b of found) {
    if (!best || (b.value - best.value) * sign > 0 || (b.value === best.value && b.exclusive)) best = b;
  }
  return best;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** The keywords with a number, in the order they are shown (after the bounds). */
const COUNTS = ['multipleOf', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'minContains', 'maxContains', 'minProperties', 'maxProperties'] as const;

/** A schema's constraints as data, in a stable order: bounds, multiple, lengths, pattern, items, contains, properties, const. */
export function constraints(s: JsonObject): SchemaConstraint[] {
  const out: SchemaConstraint[] = [];
  const min = bound(s, 'minimum', 'exclusiveMinimum', 1);
  const max = bound(s, 'maximum', 'exclusiveMaximum', -1);
  if (min) out.push({ kind: min.exclusive ? 'exclusiveMinimum' : 'minimum', value: min.value });
  if (max) out.push({ kind: max.exclusive ? 'exclusiveMaximum' : 'maximum', value: max.value });
  for (const k of COUNTS) {
    const v = s[k];
    if (k === 'pattern') {
      if (typeof v === 'string') out.push({ kind: k, value: v });
    } else if (k === 'uniqueItems') {
      if (v === true) out.push({ kind: k });
    } else if (typeof v === 'number') out.push({ kind: k, value: v });
  }
  if (s.const !== undefined) out.push({ kind: 'const', value: JSON.stringify(s.const) });
  return out;
}
