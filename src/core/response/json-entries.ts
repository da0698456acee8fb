import { RawNumber } from './parse-json-safe.js';

/** A JSON object or array: a node of the response's JSON tree that has children. */
export type JsonContainer = Record<string, unknown> | unknown[];

/** True for an object or array of parsed JSON (a RawNumber is a leaf, though it is an object). */
export function isJsonContainer(v: unknown): v is JsonContainer {
  return typeof v === 'object' && v !== null && !(v instanceof RawNumber);
}

/** The children of an object (own keys, in order) or an array (indexes), as the tree lists them. */
export function jsonEntries(v: JsonContainer): [string | number, unknown][] {
  return Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
}

/**
 * The path of a child in the tree, as a JSON Pointer (RFC 6901 §3: `~` as `~0`, `/` as `~1`), so
 * paths stay unique whatever the keys are (`a/b` and `a` → `b` differ).
 */
export function jsonChildPath(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** How a tree path is named to a screen reader: `the body` for the root, else the pointer unescaped (RFC 6901 §4). */
export function jsonPathLabel(path: string): string {
  return path === '' ? 'the body' : path.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');
}
