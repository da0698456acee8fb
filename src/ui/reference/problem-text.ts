import type { DescriptionErrorDetail } from '../../core/load/description-error.js';
import type { Problem } from '../../core/types.js';
import { msg } from '../shared/msg.js';
import { loadErrorText, plainNumber } from './load-status.js';
import { unresolvedWords } from './unresolved-words.js';
import '../../core/i18n/en/chrome.js';
import '../../core/i18n/en/reference.js';

/** Why a file could not be read: the load error in the interface's language (a syntax error with its code frame, as its message has it), else the English reason. */
function reasonText(error: DescriptionErrorDetail | undefined, reason: string): string {
  if (!error) return reason;
  return error.what === 'syntax' ? `${loadErrorText(error)}\n\n${error.frame}` : loadErrorText(error);
}

/** A problem of the description in the interface's language, from its data; its (English) message when the core gave none. */
export function problemText(p: Problem): string {
  const d = p.detail;
  if (!d) return p.message;
  switch (d.what) {
    case 'ref-invalid':
      return msg('chrome.problemRefInvalid', { ref: d.ref });
    case 'ref-unreadable':
      return msg('chrome.problemRefUnreadable', { ref: d.ref, reason: reasonText(d.error, d.reason) });
    case 'ref-missing':
      return msg('chrome.problemRefMissing', { ref: d.ref, pointer: d.pointer || 'none', url: d.url });
    case 'rest-unreadable':
      return msg('chrome.problemRestUnreadable', { reason: reasonText(d.error, d.reason) });
    case 'self-not-string':
      return msg('chrome.problemSelf', { problem: 'notString', self: '' });
    case 'self-fragment':
      return msg('chrome.problemSelf', { problem: 'fragment', self: '' });
    case 'self-not-uri':
      return msg('chrome.problemSelf', { problem: 'notUri', self: d.self });
    case 'swagger2':
      return msg('chrome.problemSwagger2', {
        notice: camel(d.notice),
        name: d.name ?? '',
        key: d.key ?? '',
        max: d.max === undefined ? '' : plainNumber(d.max),
      });
    case 'outline':
      return msg('reference.problemOutline', {
        problem: camel(d.problem),
        path: d.path ?? '',
        method: d.method ?? '',
        field: d.field ?? '',
        name: d.name ?? '',
        parent: d.parent ?? '',
        kind: d.kind ?? '',
      });
    case 'unresolved':
      return d.why.kind === 'bundle' ? problemText({ ...p, detail: d.why.detail }) : unresolvedWords(d.why);
  }
}

/** A detail's kebab-case name in the message's camel case (`response-not-object` → `responseNotObject`). */
function camel(name: string): string {
  return name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}
