import type { DescriptionErrorDetail } from './load/description-error.js';

/** A plain JSON object as read from a description. */
export type JsonObject = Record<string, unknown>;

/** Something in the description that could not be read or resolved; rendering goes on around it. */
export interface Problem {
  /** JSON pointer (in the bundled description) where the problem is, or '' for the whole document. */
  pointer: string;
  /** Human-readable explanation, e.g. "Cannot resolve $ref ./pet.yaml: HTTP 404" (English: lint, Markdown and logs read it). */
  message: string;
  /** What `message` says, as data, for the interface's language (absent: only the message says it). */
  detail?: ProblemDetail;
}

/**
 * A problem as data (Problem.detail): the UI words it in the interface's language. `ref`,
 * `pointer`, `url`, `name`, `self` and `key` are the description's text, shown as written.
 */
export type ProblemDetail =
  | { what: 'ref-invalid'; ref: string }
  /** The file `ref` points into could not be read: `error` says why, when the core said so as data (else `reason`, English). */
  | { what: 'ref-unreadable'; ref: string; reason: string; error?: DescriptionErrorDetail }
  | { what: 'ref-missing'; ref: string; pointer: string; url: string }
  /** A large description shown from its first part, whose rest turned out not to parse (the worker's). */
  | { what: 'rest-unreadable'; reason: string; error?: DescriptionErrorDetail }
  | { what: 'self-not-string' }
  | { what: 'self-not-uri'; self: string }
  | { what: 'self-fragment' }
  /** A Swagger 2.0 conversion's notice: what in the input could not be converted (`name`: the entry's name, `key`: the field's). */
  | { what: 'swagger2'; notice: Swagger2Notice; name?: string; key?: string; max?: number }
  /**
   * What the outline found wrong (paths, path items, operations, querystring parameters, tag groups,
   * tag parents); `path`, `method`, `field`, `name` (a tag's or group's), `parent` and `kind` (a tag's) as written.
   */
  | { what: 'outline'; problem: OutlineProblem; path?: string; method?: string; field?: string; name?: string; parent?: string; kind?: string }
  /** A path item or operation whose `$ref` could not be followed (the bundler's own marks keep their detail). */
  | { what: 'unresolved'; why: UnresolvedWhy };

/** What the outline found wrong (ProblemDetail `outline`). */
export type OutlineProblem =
  | 'paths-not-object'
  | 'path-item-not-object'
  | 'operation-not-object'
  | 'fixed-method'
  | 'method-case'
  | 'querystring-no-content'
  | 'querystring-twice'
  | 'querystring-with-query'
  | 'tag-groups-not-list'
  | 'tag-group-invalid'
  | 'tag-name-not-string'
  | 'parent-undeclared'
  | 'parent-not-nav'
  | 'parent-cycle';

/** What a Swagger 2.0 conversion could not convert (ProblemDetail `swagger2`). */
export type Swagger2Notice =
  | 'response-not-object'
  | 'response-examples-not-object'
  | 'response-headers-not-object'
  | 'header-not-object'
  | 'definition-not-object'
  | 'security-definition-not-object'
  | 'oauth-flow-unknown'
  | 'parameters-not-list'
  | 'parameter-not-object'
  | 'parameter-no-in'
  | 'named-parameter-not-object'
  | 'named-parameter-no-in'
  | 'path-item-not-object'
  | 'operation-not-object'
  | 'responses-not-object'
  | 'paths-not-object'
  | 'definitions-not-object'
  | 'root-parameters-not-object'
  | 'root-responses-not-object'
  | 'security-definitions-not-object'
  | 'second-body'
  | 'form-with-body'
  | 'media-types-not-list'
  | 'too-deep';

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

/**
 * Why a `$ref` (or a component, or an operation's part) could not be shown, as data: the
 * interface words it in its language; `unresolvedText` writes the English the views also carry
 * (Markdown, events, tests).
 */
export type UnresolvedWhy =
  /** A `$ref` to another file that was not bundled. */
  | { kind: 'external'; ref: string }
  /** A `$ref` chain that leads back to itself. */
  | { kind: 'loop'; ref: string }
  /** An internal `$ref` whose pointer finds nothing. */
  | { kind: 'nothing'; ref: string }
  /** A `$ref` the bundler marked (invalid, unreadable file, missing target): its problem's data. */
  | { kind: 'bundle'; detail: ProblemDetail }
  /** A component asked for by name that the description does not have. */
  | { kind: 'noComponent'; name: string; section: string }
  /** An operation's part that is not an object. */
  | { kind: 'notObject'; what: 'parameter' | 'requestBody' | 'response' };
