import type { UnresolvedWhy } from '../../core/model/unresolved.js';
import { msg } from '../shared/msg.js';
import { problemText } from './problem-text.js';
import '../../core/i18n/en/reference.js';

/** Why a `$ref` or component could not be shown, in the interface's language from its data; `english` (the core's words) when there is none. */
export function unresolvedText(why: UnresolvedWhy | null | undefined, english: string): string {
  if (!why) return english;
  switch (why.kind) {
    case 'bundle':
      return problemText({ pointer: '', message: english, detail: why.detail });
    case 'noComponent':
      return msg('reference.unresolvedReason', { kind: 'noComponent', ref: '', name: why.name, section: why.section });
    case 'notObject':
      return msg('reference.unresolvedReason', { kind: why.what, ref: '', name: '', section: '' });
    default:
      return msg('reference.unresolvedReason', { kind: why.kind, ref: why.ref, name: '', section: '' });
  }
}
