import type { UnresolvedWhy } from '../../core/model/unresolved.js';
import { problemText } from './problem-text.js';
import { unresolvedWords } from './unresolved-words.js';

/** Why a `$ref` or component could not be shown, in the interface's language from its data; `english` (the core's words) when there is none. */
export function unresolvedText(why: UnresolvedWhy | null | undefined, english: string): string {
  if (!why) return english;
  return why.kind === 'bundle' ? problemText({ pointer: '', message: english, detail: why.detail }) : unresolvedWords(why);
}
