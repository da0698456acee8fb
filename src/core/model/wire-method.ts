import { HTTP_METHODS } from './types.js';

const FIXED: ReadonlySet<string> = new Set(HTTP_METHODS);

/**
 * The HTTP method as sent and shown: a fixed Path Item field (`get` … `query`) names the
 * upper-case method; an OpenAPI 3.2.0 `additionalOperations` key is "the HTTP method with the
 * same capitalization that is to be sent in the request" (Path Item Object), so it stays as written.
 */
export function wireMethod(method: string): string {
  return FIXED.has(method) ? method.toUpperCase() : method;
}

/**
 * Whether an `additionalOperations` key names a method a fixed field already holds (OpenAPI
 * 3.2.0, Path Item Object: the map "MUST NOT contain any entry for the methods that can be
 * defined by other fixed fields"). HTTP methods are case-sensitive, but `GET` or `Get` there is a
 * mistake for `get`, never a different method, so the match ignores case.
 */
export function isFixedMethod(method: string): boolean {
  return FIXED.has(method.toLowerCase());
}
