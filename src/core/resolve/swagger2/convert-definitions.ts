import { isObject, type JsonObject } from '../../types.js';
import { child } from './child.js';
import { problem, type Context } from './context.js';
import { convertSchema } from './convert-schema.js';
import { put } from './put.js';

/** 2.0 `definitions` become 3.0 `components.schemas`, each schema converted; a non-object entry is reported and skipped. */
export function convertDefinitions(definitions: JsonObject, ctx: Context): JsonObject {
  const out: JsonObject = {};
  for (const name of Object.keys(definitions)) {
    const schema = definitions[name];
    if (isObject(schema)) put(out, name, convertSchema(schema, ctx, 0));
    else problem(ctx, child('/definitions', name), `Definition "${name}" is not an object; it was skipped`, 'definition-not-object', { name });
  }
  return out;
}
