import type { JsonObject, Problem } from '../../types.js';
import { child } from './child.js';
import { stringList } from './string-list.js';

/** The media type assumed when neither the operation nor the root declares any (2.0 states no default). */
export const DEFAULT_MEDIA_TYPE = 'application/json';

/** Reads `consumes` or `produces` of the root or an operation; a non-list is reported and ignored. */
export function mediaTypes(holder: JsonObject, at: string, problems: Problem[], key: 'consumes' | 'produces' = 'consumes'): string[] | undefined {
  if (!Object.hasOwn(holder, key)) return undefined;
  const list = stringList(holder[key]);
  if (list === undefined) {
    problems.push({ pointer: child(at, key), message: `\`${key}\` is not a list; it was ignored`, detail: { what: 'swagger2', notice: 'media-types-not-list', key } });
  }
  return list;
}

/** The declared media types, or application/json when none are declared (2.0 has no stated default). */
export function orDefault(types: string[] | undefined): string[] {
  return types !== undefined && types.length > 0 ? types : [DEFAULT_MEDIA_TYPE];
}
