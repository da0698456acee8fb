import type { JsonObject } from '../../core/types.js';

/** A description object whose JSON is parsed only when a listener first reads or writes it. */
export interface LazyDescription {
  object: JsonObject;
  /** True once anything read, wrote or added a top-level property. */
  touched(): boolean;
}

/**
 * Wraps the description's JSON text (or a function that gives it) as a plain object with lazy top-level accessors.
 * `before-render` and `spec-loaded` hand listeners the description, but parsing 12 MB on
 * the main thread costs a long task: this way only a listener that looks at it pays.
 * After the first access every property is an ordinary data property.
 */
export function lazyDescription(json: string | (() => string), keys: readonly string[]): LazyDescription {
  const object: JsonObject = {};
  let parsed: JsonObject | undefined;
  const materialize = (): JsonObject => {
    if (!parsed) {
      try {
        parsed = JSON.parse(typeof json === 'string' ? json : json()) as JsonObject;
      } catch {
        // A large file shown from its skeleton may turn out not to be JSON past it (its load then
        // fails with the parse error): a `before-render` listener reads nothing rather than throws.
        parsed = {};
      }
      for (const key of keys) {
        Object.defineProperty(object, key, { value: parsed[key], writable: true, enumerable: true, configurable: true });
      }
    }
    return parsed;
  };
  for (const key of keys) {
    Object.defineProperty(object, key, {
      enumerable: true,
      configurable: true,
      get: () => (materialize(), object[key]),
      set: (value: unknown) => {
        materialize();
        object[key] = value;
      },
    });
  }
  return {
    object,
    touched: () => parsed !== undefined || Object.keys(object).length !== keys.length,
  };
}
