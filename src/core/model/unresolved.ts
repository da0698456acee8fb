import type { ProblemDetail } from '../types.js';

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

const NOT_OBJECT = { parameter: 'Parameter', requestBody: 'Request body', response: 'Response' } as const;

/** The English of `why` (the bundler's kind has its own message: pass it as `bundled`). */
export function unresolvedText(why: UnresolvedWhy, bundled = ''): string {
  switch (why.kind) {
    case 'external':
      return `Cannot resolve $ref "${why.ref}"`;
    case 'loop':
      return `$ref "${why.ref}" refers to itself`;
    case 'nothing':
      return `Cannot resolve $ref "${why.ref}": nothing at that pointer`;
    case 'bundle':
      return bundled;
    case 'noComponent':
      return `No component "${why.name}" in components.${why.section}`;
    case 'notObject':
      return `${NOT_OBJECT[why.what]} is not an object`;
  }
}
