import { isObject, type JsonObject } from '../../types.js';
import { MAX_DEPTH, tooDeep, type Context } from './context.js';
import { copyData, isFlat, SMALL } from './copy-data.js';
import { put } from './put.js';
import { rewriteRef } from './rewrite-ref.js';
import { LITERAL_KEYS } from './value-keys.js';

/** Converts a 2.0 Schema Object (and everything below it) to 3.0. */
export function convertSchema(node: unknown, ctx: Context, depth: number): unknown {
  if (!isObject(node)) return copyData(node, ctx, depth);
  const seen = ctx.schemas.get(node);
  if (seen !== undefined) return seen;
  if (depth > MAX_DEPTH) return tooDeep(node, ctx);
  const keys = Object.keys(node);
  const flat = isFlat(node, keys);
  const isFile = node.type === 'file';
  // Most property schemas hold only plain values that 3.0 reads the same way: they are shared.
  if (flat && !isFile && !needsRewrite(node)) return node;
  const out: JsonObject = {};
  // As in copyData: small flat schemas are not remembered for YAML aliases (they cannot recurse).
  if (!flat || keys.length > SMALL) ctx.schemas.set(node, out);
  const next = depth + 1;
  for (const key of keys) {
    const value = node[key];
    switch (key) {
      case '$ref':
        out.$ref = typeof value === 'string' ? rewriteRef(value, ctx) : copyData(value, ctx, next);
        break;
      case 'type':
        if (isFile) {
          // 3.0 has no file type: a file is a binary string.
          out.type = 'string';
          out.format = 'binary';
        } else out.type = copyData(value, ctx, next);
        break;
      case 'format':
        if (!isFile) out.format = value;
        break;
      case 'x-nullable':
        if (typeof value !== 'boolean') out[key] = copyData(value, ctx, next);
        else if (!Object.hasOwn(node, 'nullable')) out.nullable = value;
        break;
      case 'discriminator':
        out.discriminator = convertDiscriminator(value, ctx);
        break;
      case 'items':
        out.items = Array.isArray(value) ? convertSchemaList(value, ctx, next) : convertSchema(value, ctx, next);
        break;
      case 'additionalProperties':
      case 'additionalItems':
      case 'not':
      case 'contains':
      case 'propertyNames':
        out[key] = convertSchema(value, ctx, next);
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        out[key] = Array.isArray(value) ? convertSchemaList(value, ctx, next) : copyData(value, ctx, next);
        break;
      case 'properties':
      case 'patternProperties':
      case 'definitions':
        out[key] = isObject(value) ? convertSchemaMap(value, ctx, next) : copyData(value, ctx, next);
        break;
      default: {
        // Primitives are tested inline: most keys hold strings, and calls add up on big files.
        const plain = typeof value !== 'object' || value === null || LITERAL_KEYS.has(key);
        put(out, key, plain ? value : copyData(value, ctx, next));
      }
    }
  }
  return out;
}

/** True when a flat schema has a key that 3.0 spells differently: a `$ref`, x-nullable, a discriminator name. */
function needsRewrite(node: JsonObject): boolean {
  return (
    (Object.hasOwn(node, '$ref') && typeof node.$ref === 'string') || Object.hasOwn(node, 'x-nullable') || (Object.hasOwn(node, 'discriminator') && typeof node.discriminator === 'string')
  );
}

function convertSchemaList(list: readonly unknown[], ctx: Context, depth: number): unknown[] {
  return list.map((s) => convertSchema(s, ctx, depth));
}

function convertSchemaMap(map: JsonObject, ctx: Context, depth: number): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(map)) put(out, key, convertSchema(map[key], ctx, depth));
  return out;
}

/** 2.0 names the discriminating property; 3.0 wraps it in an object (with an optional mapping). */
function convertDiscriminator(value: unknown, ctx: Context): unknown {
  if (typeof value === 'string') return { propertyName: value };
  if (!isObject(value)) return value;
  const out: JsonObject = { ...(copyData(value, ctx, 0) as JsonObject) };
  const mapping = value.mapping;
  if (isObject(mapping)) {
    const m: JsonObject = {};
    for (const key of Object.keys(mapping)) {
      const target = mapping[key];
      put(m, key, typeof target === 'string' ? rewriteRef(target, ctx) : target);
    }
    out.mapping = m;
  }
  return out;
}
