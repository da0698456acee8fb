import { isObject, type JsonObject } from '../../types.js';
import { MAX_DEPTH, tooDeep, type Context } from './context.js';
import { convertSchema } from './convert-schema.js';
import { put } from './put.js';
import { VALUE_KEYS } from './value-keys.js';

/** Builds a 3.0 schema from the value keywords of a 2.0 parameter or header (`type`, `items`, …). */
export function valueSchema(source: JsonObject, ctx: Context): JsonObject {
  const raw: JsonObject = {};
  for (const key of Object.keys(source)) {
    if (VALUE_KEYS.has(key) && key !== 'items') put(raw, key, source[key]);
  }
  // A non-standard `schema` next to the value keywords is the base they refine.
  const base = source.schema;
  const baseSchema = isObject(base) ? (convertSchema(base, ctx, 0) as JsonObject) : undefined;
  // `raw` is new, so what it converts to (often `raw` itself) is this parameter's own to extend.
  const own = convertSchema(raw, ctx, 0) as JsonObject;
  const schema: JsonObject = baseSchema === undefined ? own : { ...baseSchema, ...own };
  if (Object.hasOwn(source, 'items')) schema.items = itemsSchema(source.items, ctx, 1);
  return schema;
}

/** Converts a 2.0 Items Object; 3.0 cannot express a nested collectionFormat, so it stays as an extension. */
function itemsSchema(items: unknown, ctx: Context, depth: number): unknown {
  if (!isObject(items)) return convertSchema(items, ctx, depth);
  if (depth > MAX_DEPTH) return tooDeep(items, ctx);
  const raw: JsonObject = {};
  for (const key of Object.keys(items)) {
    if (key === 'collectionFormat') raw['x-collectionFormat'] = items[key];
    else if (key !== 'items') put(raw, key, items[key]);
  }
  const schema = convertSchema(raw, ctx, depth) as JsonObject;
  if (Object.hasOwn(items, 'items')) schema.items = itemsSchema(items.items, ctx, depth + 1);
  return schema;
}
