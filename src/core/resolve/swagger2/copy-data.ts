import type { JsonObject } from '../../types.js';
import { MAX_DEPTH, tooDeep, type Context } from './context.js';
import { put } from './put.js';
import { rewriteRef } from './rewrite-ref.js';
import { LITERAL_KEYS } from './value-keys.js';

/** Copies plain data, rewriting `$ref`s but never touching literal example data. */
export function copyData(node: unknown, ctx: Context, depth: number): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const seen = ctx.data.get(node);
  if (seen !== undefined) return seen;
  if (depth > MAX_DEPTH) return tooDeep(node, ctx);
  if (Array.isArray(node)) {
    const list: readonly unknown[] = node;
    // A list of plain values (tags, required names) converts to itself: it is shared, not copied.
    if (list.every(isPrimitive)) return node;
    const out: unknown[] = [];
    ctx.data.set(node, out);
    for (const item of list) {
      out.push(typeof item === 'object' && item !== null ? copyData(item, ctx, depth + 1) : item);
    }
    return out;
  }
  const obj = node as JsonObject;
  const keys = Object.keys(obj);
  const flat = isFlat(obj, keys);
  // Likewise an object of plain values without a `$ref`; nothing writes to the converted document.
  if (flat && !hasStringRef(obj)) return node;
  const out: JsonObject = {};
  // A small flat object (a `{ $ref }`, thousands of them in big files) cannot lead back to itself
  // and costs little to copy again, so only the others are remembered for YAML aliases.
  if (!flat || keys.length > SMALL) ctx.data.set(node, out);
  for (const key of keys) {
    const value = obj[key];
    if (typeof value !== 'object' || value === null) {
      if (key === '$ref' && typeof value === 'string') out.$ref = rewriteRef(value, ctx);
      else put(out, key, value);
    } else put(out, key, LITERAL_KEYS.has(key) ? value : copyData(value, ctx, depth + 1));
  }
  return out;
}

/** Copies the value of an unrecognised key: literal data as it is, anything else with refs rewritten. */
export function copyValue(key: string, value: unknown, ctx: Context): unknown {
  return typeof value !== 'object' || value === null || LITERAL_KEYS.has(key) ? value : copyData(value, ctx, 0);
}

function isPrimitive(value: unknown): boolean {
  return typeof value !== 'object' || value === null;
}

/** Up to this many keys, a flat object is copied each time it is met rather than remembered. */
export const SMALL = 8;

/** True for an object whose values are all primitives: it cannot lead back to itself. */
export function isFlat(obj: JsonObject, keys: readonly string[]): boolean {
  for (const key of keys) {
    const value = obj[key];
    if (typeof value === 'object' && value !== null) return false;
  }
  return true;
}

function hasStringRef(obj: JsonObject): boolean {
  return Object.hasOwn(obj, '$ref') && typeof obj.$ref === 'string';
}
