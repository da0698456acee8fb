/**
 * The method as a badge shows it: the model keeps a fixed Path Item method lower-case (`get` …
 * `query`), shown upper-case; an OpenAPI 3.2.0 `additionalOperations` method is shown exactly
 * as written, as it is sent (core/model/wire-method.ts holds the same rule for the request;
 * this copy keeps the page bundle from gaining a chunk shared with the core's).
 */
export function methodLabel(method: string): string {
  return /^(?:get|put|post|delete|options|head|patch|trace|query)$/.test(method) ? method.toUpperCase() : method;
}
