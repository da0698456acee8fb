import type { JsonObject } from '../../types.js';

/** Sets a key taken from the input; a plain assignment of "__proto__" would replace the prototype instead. */
export function put(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else target[key] = value;
}

/**
 * An empty object for keys that are often array indices, such as status codes. V8 keeps index
 * keys in a flat array as long as the largest index, so `{}` given "200" then "401" allocates
 * 619 slots (5 KB, for Kubernetes' 1,123 responses maps 5.6 MB of the converted document, and
 * time in every later walk of it); an index set and deleted far away switches the object to a
 * small dictionary of indices first, the form JSON.parse gives such objects. Key order is the same.
 */
export function indexedObject(): JsonObject {
  const out: JsonObject = {};
  out[1_000_000] = null;
  delete out[1_000_000];
  return out;
}
