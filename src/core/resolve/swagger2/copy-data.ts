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
    const out: unknown[] = [];
    ctx.data.set(node, out);
    for (const item of list) {
      out.push(typeof item === 'object' && item !== null ? copyData(item, ctx, depth + 1) : item);
    }
    return out;
  }
  const obj = node as JsonObject;
  const out: JsonObject = {};
  ctx.data.set(node, out);
  for (const key of Object.keys(obj)) {
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
