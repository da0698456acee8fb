import { childPointer } from '../resolve/pointer.js';
import { isObject, type JsonObject } from '../types.js';
import { resolveRef } from './resolve-ref.js';
import type { PropertyNode, SchemaNode } from './types.js';

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

/**
 * Prepares a schema for display: follows `$ref`s, marks cycles (a ref back to an ancestor)
 * and dangling refs, merges `allOf` members, and stops at a size budget so that a huge
 * schema never blocks; children past the budget come back `deferred`.
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
  const base: SchemaNode = { pointer: r.pointer, type: 'any', constraints: [] };
  if (r.refName !== undefined) base.refName = r.refName;
  if (r.unresolved !== undefined) return { ...base, unresolved: r.unresolved, type: 'unresolved' };
  if (r.pointer !== pointer && ancestors.has(r.pointer)) return { ...base, circular: true, type: typeName(r.value) };
  if (typeof r.value === 'boolean') return { ...base, type: r.value ? 'any' : 'never' };
  if (!isObject(r.value)) return base;
  if (depth > w.maxDepth || w.left <= 0) return { ...base, deferred: true, type: typeName(r.value) };

  const inner = new Set(ancestors);
  for (const p of r.via) inner.add(p);
  const { schema: s, propPointers } = mergeAllOf(w, r.value, r.pointer, inner);
  const node: SchemaNode = { ...base, type: typeName(s), constraints: constraints(s) };
  annotate(node, s);

  const child = (v: unknown, p: string): SchemaNode => build(w, v, p, depth + 1, inner);
  const props = s.properties;
  if (isObject(props)) {
    const required = new Set(Array.isArray(s.required) ? s.required.filter((x) => typeof x === 'string') : []);
    node.properties = Object.keys(props).map(
      (name): PropertyNode => ({
        name,
        required: required.has(name),
        node: child(props[name], propPointers[name] ?? childPointer(childPointer(r.pointer, 'properties'), name)),
      }),
    );
  }
  if (s.items !== undefined && !Array.isArray(s.items)) node.items = child(s.items, childPointer(r.pointer, 'items'));
  if (s.additionalProperties !== undefined) {
    node.additionalProperties =
      typeof s.additionalProperties === 'boolean'
        ? s.additionalProperties
        : child(s.additionalProperties, childPointer(r.pointer, 'additionalProperties'));
  }
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = s[kind];
    if (Array.isArray(list) && list.length) {
      node.composition = { kind, options: list.map((v, i) => child(v, childPointer(childPointer(r.pointer, kind), i))) };
      break;
    }
  }
  if (s.not !== undefined) node.not = child(s.not, childPointer(r.pointer, 'not'));
  return node;
}

/** Merges `allOf` members into one schema (properties, required, type, annotations); nested refs followed. */
function mergeAllOf(
  w: Walk,
  s: JsonObject,
  pointer: string,
  ancestors: Set<string>,
): { schema: JsonObject; propPointers: Record<string, string> } {
  const propPointers: Record<string, string> = {};
  if (!Array.isArray(s.allOf)) return { schema: s, propPointers };
  const merged: JsonObject = {};
  const props: JsonObject = {};
  const required = new Set<string>();
  const members: Array<[JsonObject, string]> = [];
  const collect = (v: unknown, p: string, seen: Set<string>): void => {
    const r = resolveRef(w.doc, v, p, w.refNames);
    if (!isObject(r.value) || r.unresolved || seen.has(r.pointer)) return;
    const next = new Set(seen).add(r.pointer);
    if (Array.isArray(r.value.allOf)) {
      r.value.allOf.forEach((m, i) => collect(m, childPointer(childPointer(r.pointer, 'allOf'), i), next));
    }
    members.push([r.value, r.pointer]);
  };
  s.allOf.forEach((m, i) => collect(m, childPointer(childPointer(pointer, 'allOf'), i), ancestors));
  members.push([s, pointer]);
  for (const [m, at] of members) {
    for (const [k, v] of Object.entries(m)) {
      if (k === 'allOf' || k === 'properties' || k === 'required' || k === '$ref') continue;
      if (merged[k] === undefined) merged[k] = v;
    }
    if (isObject(m.properties)) {
      Object.assign(props, m.properties);
      for (const name of Object.keys(m.properties)) propPointers[name] = childPointer(childPointer(at, 'properties'), name);
    }
    if (Array.isArray(m.required)) for (const r of m.required) if (typeof r === 'string') required.add(r);
  }
  if (Object.keys(props).length) merged.properties = props;
  if (required.size) merged.required = [...required];
  if (merged.type === undefined && Object.keys(props).length) merged.type = 'object';
  return { schema: merged, propPointers };
}

/** Display type of a schema: 3.1 type arrays, nullable, array item types. */
export function typeName(s: unknown): string {
  if (!isObject(s)) return 'any';
  let types: string[] = [];
  if (typeof s.type === 'string') types = [s.type];
  else if (Array.isArray(s.type)) types = s.type.filter((t): t is string => typeof t === 'string');
  else if (isObject(s.properties) || s.additionalProperties !== undefined) types = ['object'];
  else if (s.items !== undefined) types = ['array'];
  else if (Array.isArray(s.oneOf)) types = ['one of'];
  else if (Array.isArray(s.anyOf)) types = ['any of'];
  else if (s.const !== undefined) types = ['const'];
  else if (Array.isArray(s.enum)) types = ['enum'];
  if (s.nullable === true && !types.includes('null')) types.push('null');
  return types.length ? types.join(' | ') : 'any';
}

function annotate(node: SchemaNode, s: JsonObject): void {
  if (typeof s.format === 'string') node.format = s.format;
  if (typeof s.title === 'string') node.title = s.title;
  if (typeof s.description === 'string') node.description = s.description;
  if (Array.isArray(s.enum)) node.enum = s.enum;
  if (s.default !== undefined) node.default = s.default;
  if (s.example !== undefined) node.example = s.example;
  else if (Array.isArray(s.examples) && s.examples.length) node.example = s.examples[0];
  if (s.deprecated === true) node.deprecated = true;
  if (s.readOnly === true) node.readOnly = true;
  if (s.writeOnly === true) node.writeOnly = true;
  if (s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'))) node.nullable = true;
}

/** Human-readable constraints of a schema, in a stable order. */
export function constraints(s: JsonObject): string[] {
  const out: string[] = [];
  const num = (k: string): number | undefined => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
  const min = num('minimum');
  const max = num('maximum');
  const exMin = s.exclusiveMinimum;
  const exMax = s.exclusiveMaximum;
  if (typeof exMin === 'number') out.push(`> ${exMin}`);
  else if (min !== undefined) out.push(exMin === true ? `> ${min}` : `≥ ${min}`);
  if (typeof exMax === 'number') out.push(`< ${exMax}`);
  else if (max !== undefined) out.push(exMax === true ? `< ${max}` : `≤ ${max}`);
  if (num('multipleOf') !== undefined) out.push(`multiple of ${num('multipleOf')}`);
  if (num('minLength') !== undefined) out.push(`min length ${num('minLength')}`);
  if (num('maxLength') !== undefined) out.push(`max length ${num('maxLength')}`);
  if (typeof s.pattern === 'string') out.push(`pattern ${s.pattern}`);
  if (num('minItems') !== undefined) out.push(`min items ${num('minItems')}`);
  if (num('maxItems') !== undefined) out.push(`max items ${num('maxItems')}`);
  if (s.uniqueItems === true) out.push('unique items');
  if (num('minProperties') !== undefined) out.push(`min properties ${num('minProperties')}`);
  if (num('maxProperties') !== undefined) out.push(`max properties ${num('maxProperties')}`);
  if (s.const !== undefined) out.push(`const ${JSON.stringify(s.const)}`);
  return out;
}
