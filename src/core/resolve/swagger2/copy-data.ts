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
  // Likewise an object of plain values without a `$ref`; nothing writes to the converted document.
  if (isPlainRecord(obj, keys)) return node;
  const out: JsonObject = {};
  ctx.data.set(node, out);
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

/** True for an object whose values are all primitives and that has no string `$ref` to rewrite. */
function isPlainRecord(obj: JsonObject, keys: readonly string[]): boolean {
  for (const key of keys) {
    const value = obj[key];
    if (typeof value === 'object' ? value !== null : key === '$ref' && typeof value === 'string') return false;
  }
  return true;
}
