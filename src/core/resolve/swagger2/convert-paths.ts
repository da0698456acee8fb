import { isObject, type JsonObject } from '../../types.js';
import { child } from './child.js';
import { problem, type Context } from './context.js';
import { convertOperation } from './convert-operation.js';
import { copyData, copyValue } from './copy-data.js';
import { put } from './put.js';
import { rewriteRef } from './rewrite-ref.js';
import { validServers } from './servers-from.js';
import { sortParameters } from './sort-parameters.js';

/** The operations a Swagger 2.0 path item can hold (2.0 has no `trace`). */
export const METHODS: ReadonlySet<string> = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch']);

/** Converts the 2.0 Paths Object: every path item and its operations; `x-` keys are copied. */
export function convertPaths(paths: JsonObject, ctx: Context, at: string): JsonObject {
  const out: JsonObject = {};
  for (const path of Object.keys(paths)) {
    const item = paths[path];
    const itemAt = child(at, path);
    if (path.startsWith('x-')) put(out, path, copyValue(path, item, ctx));
    else if (isObject(item)) put(out, path, convertPathItem(item, ctx, itemAt));
    else problem(ctx, itemAt, 'Path item is not an object; it was skipped', 'path-item-not-object');
  }
  return out;
}

function convertPathItem(item: JsonObject, ctx: Context, at: string): JsonObject {
  // Path-level body and form fields have no 3.0 place of their own: each operation gets them.
  const shared = Object.hasOwn(item, 'parameters') ? sortParameters(item.parameters, ctx, child(at, 'parameters')) : undefined;
  const out: JsonObject = {};
  for (const key of Object.keys(item)) {
    const value = item[key];
    if (METHODS.has(key)) {
      if (isObject(value)) put(out, key, convertOperation(value, shared, ctx, child(at, key)));
      else problem(ctx, child(at, key), `Operation "${key}" is not an object; it was skipped`, 'operation-not-object', { name: key });
    } else if (key === 'parameters') {
      if (shared !== undefined && (shared.plain.length > 0 || (Array.isArray(value) && value.length === 0))) {
        out.parameters = shared.plain;
      }
    } else if (key === 'x-servers' && validServers(value)) {
      out.servers = copyData(value, ctx, 0);
    } else if (key === '$ref' && typeof value === 'string') {
      out.$ref = rewriteRef(value, ctx);
    } else {
      put(out, key, copyValue(key, value, ctx));
    }
  }
  return out;
}
