/** A plain JSON object as read from a description. */
export type JsonObject = Record<string, unknown>;

/** Something in the description that could not be read or resolved; rendering goes on around it. */
export interface Problem {
  /** JSON pointer (in the bundled description) where the problem is, or '' for the whole document. */
  pointer: string;
  /** Human-readable explanation, e.g. "Cannot resolve $ref ./pet.yaml: HTTP 404". */
  message: string;
}

/** Narrows an unknown value to a non-array object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a string property, or undefined when it is missing or not a string. */
export function str(obj: JsonObject | undefined, key: string): string | undefined {
  const v = obj?.[key];
  return typeof v === 'string' ? v : undefined;
}
