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

/** Narrows an unknown value to an array of unknown values (`Array.isArray` narrows to `any[]`, which lets unchecked values through). */
export function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** A JSON scalar as text: a string as written, a number or boolean through String; undefined for null, objects, arrays and anything else. */
export function scalarString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** JSON.stringify typed as it behaves: undefined for undefined (and for functions), which its lib type leaves out. */
export function jsonText(value: unknown, indent?: number): string | undefined {
  return JSON.stringify(value, null, indent);
}

/** Reads a string property, or undefined when it is missing or not a string. */
export function str(obj: JsonObject | undefined, key: string): string | undefined {
  const v = obj?.[key];
  return typeof v === 'string' ? v : undefined;
}
