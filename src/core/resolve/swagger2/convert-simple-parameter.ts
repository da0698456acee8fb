import type { JsonObject } from '../../types.js';
import { collectionStyle } from './collection-style.js';
import type { Context } from './context.js';
import { copyValue } from './copy-data.js';
import { put } from './put.js';
import { rewriteRef } from './rewrite-ref.js';
import { valueSchema } from './value-schema.js';
import { VALUE_KEYS } from './value-keys.js';

/** Converts a query, header or path parameter (or a response header, when location is 'header'). */
export function convertSimpleParameter(param: JsonObject, location: string, ctx: Context): JsonObject {
  const out: JsonObject = {};
  let schemaPlaced = false;
  for (const key of Object.keys(param)) {
    const value = param[key];
    if (VALUE_KEYS.has(key) || key === 'schema') {
      if (!schemaPlaced) {
        schemaPlaced = true;
        out.schema = valueSchema(param, ctx);
      }
    } else if (key === 'collectionFormat') {
      // applied after the loop, where the type is known
    } else if (key === 'x-example') {
      out.example = value;
    } else if (key === '$ref' && typeof value === 'string') {
      out.$ref = rewriteRef(value, ctx);
    } else {
      put(out, key, copyValue(key, value, ctx));
    }
  }
  const format = param.collectionFormat;
  if (param.type === 'array') Object.assign(out, collectionStyle(format, location));
  else if (format !== undefined) out['x-collectionFormat'] = format;
  return out;
}
