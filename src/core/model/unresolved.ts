import type { UnresolvedWhy } from '../types.js';

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
