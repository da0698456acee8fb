import type { UnresolvedWhy } from '../../core/types.js';
import { problemWords } from './problem-words.js';
import { unresolvedWords } from './unresolved-words.js';

/**
 * Why a `$ref` or component could not be shown, in the interface's language from its data;
 * `english` (the core's words) when there is none. A `$ref` the bundler marked is one of the
 * description's problems, worded by the lazy problems chunk: the load controller brings it when
 * there are problems and the views render again when it is in (English until then).
 */
export function unresolvedText(why: UnresolvedWhy | null | undefined, english: string): string {
  if (!why) return english;
  if (why.kind !== 'bundle') return unresolvedWords(why);
  return problemWords()?.problemText({ pointer: '', message: english, detail: why.detail }) ?? english;
}
