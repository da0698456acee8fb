import { isObject, type JsonObject } from '../types.js';
import { convertSwagger2 } from './swagger2.js';
import { METHODS } from './swagger2/convert-paths.js';
import { put } from './swagger2/put.js';

/**
 * The part of a Swagger 2.0 description its outline reads, converted as convertSwagger2 converts
 * it: info, servers, tags and tag groups, each operation without its parameters and responses,
 * security schemes, and the same top-level keys. Definitions, root parameters and root responses
 * become empty stubs that still decide, as the real ones do, whether `components` is there.
 *
 * Why: converting Kubernetes' 2.0 description whole takes 80–95 ms in a cold worker, and the
 * outline (the nav and the first screen) needs none of its schemas, so the worker sends the
 * outline of this and converts the rest while the page renders. `swagger2-headings.test.ts`
 * checks that the outline and top-level keys are the whole conversion's, over the corpus.
 * Its conversion problems are not the whole one's: the caller takes those from the real conversion.
 */
export function swagger2Headings(doc: JsonObject): JsonObject {
  const light: JsonObject = {};
  for (const key of Object.keys(doc)) {
    const value = doc[key];
    switch (key) {
      case 'paths':
        put(light, key, isObject(value) ? mapObject(value, (item, path) => (path.startsWith('x-') || !isObject(item) ? item : headingsOfPathItem(item))) : value);
        break;
      case 'definitions':
      case 'responses':
        // An object entry converts to an entry (however it reads); anything else is skipped.
        put(light, key, isObject(value) ? mapObject(value, (entry) => (isObject(entry) ? {} : entry)) : value);
        break;
      case 'parameters':
        // A root parameter is kept or skipped by its `in` and `$ref` alone (convertRootParameters).
        put(light, key, isObject(value) ? mapObject(value, (entry) => (isObject(entry) ? pick(entry, ['in', '$ref']) : entry)) : value);
        break;
      default:
        put(light, key, value);
    }
  }
  return convertSwagger2(light, []);
}

/** A path item without its parameters, and its operations without theirs and their responses. */
function headingsOfPathItem(item: JsonObject): JsonObject {
  return mapObject(
    item,
    (value, key) => (METHODS.has(key) && isObject(value) ? omit(value, ['parameters', 'responses']) : value),
    (key) => key !== 'parameters',
  );
}

function mapObject(obj: JsonObject, fn: (value: unknown, key: string) => unknown, keep: (key: string) => boolean = () => true): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(obj)) if (keep(key)) put(out, key, fn(obj[key], key));
  return out;
}

function pick(obj: JsonObject, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const key of keys) if (Object.hasOwn(obj, key)) out[key] = obj[key];
  return out;
}

function omit(obj: JsonObject, keys: readonly string[]): JsonObject {
  return mapObject(
    obj,
    (v) => v,
    (key) => !keys.includes(key),
  );
}
