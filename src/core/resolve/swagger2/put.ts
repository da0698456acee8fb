import type { JsonObject } from '../../types.js';

/** Sets a key taken from the input; a plain assignment of "__proto__" would replace the prototype instead. */
export function put(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else target[key] = value;
}
