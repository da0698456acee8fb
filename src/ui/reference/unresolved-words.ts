import type { UnresolvedWhy } from '../../core/types.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';

/** Why a reference could not be shown, in the interface's language (the bundler's kind is a problem's: problemText words it). */
export function unresolvedWords(why: Exclude<UnresolvedWhy, { kind: 'bundle' }>): string {
  switch (why.kind) {
    case 'noComponent':
      return msg('reference.unresolvedReason', { kind: 'noComponent', ref: '', name: why.name, section: why.section });
    case 'notObject':
      return msg('reference.unresolvedReason', { kind: why.what, ref: '', name: '', section: '' });
    default:
      return msg('reference.unresolvedReason', { kind: why.kind, ref: why.ref, name: '', section: '' });
  }
}
