import type { DescriptionErrorDetail } from '../../core/load/description-error.js';
import type { Problem } from '../../core/types.js';
import { currentTranslator, msg } from '../shared/msg.js';
import { unresolvedWords } from './unresolved-words.js';
import { urlRefusalText } from '../shared/url-refusal-text.js';
import '../../core/i18n/en/problems.js';

// A lazy chunk (see problem-words.ts): the words of what went wrong, loaded when something did.

/** A line or column number (or a count of levels) in the interface's language: its digits, without grouping. */
export function plainNumber(n: number): string {
  return new Intl.NumberFormat(currentTranslator().locale, { useGrouping: false }).format(n);
}

/** A load error's message in the interface's language, from its data (the English message says the same). */
export function loadErrorText(d: DescriptionErrorDetail): string {
  switch (d.what) {
    case 'syntax':
      return msg('problems.loadErrorSyntax', { language: d.language, source: d.source, line: plainNumber(d.line), column: plainNumber(d.column), reason: d.reason });
    case 'syntax-unplaced':
      return msg('problems.loadErrorSyntaxUnplaced', { language: d.language, source: d.source, reason: d.reason });
    case 'empty':
      return msg('problems.loadErrorEmpty', { source: d.source });
    case 'too-deep':
      return msg('problems.loadErrorTooDeep', { source: d.source, max: plainNumber(d.max), line: plainNumber(d.line), column: plainNumber(d.column) });
    case 'too-deep-at':
      return msg('problems.loadErrorTooDeepAt', { source: d.source, max: plainNumber(d.max), pointer: d.pointer });
    case 'too-deep-bundled':
      return msg('problems.loadErrorTooDeepBundled', { max: plainNumber(d.max), pointer: d.pointer });
    case 'alias-bomb':
      return msg('problems.loadErrorAliasBomb', { source: d.source, max: d.max });
    case 'too-many-nodes':
      return msg('problems.loadErrorTooManyNodes');
    case 'not-object':
      return msg('problems.loadErrorNotObject', { source: d.source });
    case 'no-version':
      return msg('problems.loadErrorNoVersion', { source: d.source });
    case 'unsupported-version':
      return msg('problems.loadErrorVersion', { format: d.format, version: d.version, source: d.source });
    case 'refused-url':
      return msg('problems.loadErrorRefusedUrl', { url: d.url, reason: d.refusal ? urlRefusalText(d.refusal) : d.reason });
    case 'network':
      return d.brokeOff ? msg('problems.loadErrorBrokeOff', { url: d.url, detail: d.detail || 'none' }) : msg('problems.loadErrorNetwork', { url: d.url, detail: d.detail || 'none' });
    case 'http':
      // The status code as sent (a string: no digits of another script).
      return msg('problems.loadErrorHttp', { status: String(d.status), statusText: d.statusText || 'none', url: d.url });
    case 'cancelled':
      return msg('problems.loadErrorCancelled', { url: d.url });
  }
}

/** The load error shown on the page: its words, after those of overlays when they were applied. */
export function loadErrorMessage(e: { detail: DescriptionErrorDetail; afterOverlays: boolean }): string {
  const text = loadErrorText(e.detail);
  return e.afterOverlays ? msg('problems.loadErrorAfterOverlays', { message: text }) : text;
}

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
      return msg('problems.refInvalid', { ref: d.ref });
    case 'ref-unreadable':
      return msg('problems.refUnreadable', { ref: d.ref, reason: reasonText(d.error, d.reason) });
    case 'ref-missing':
      return msg('problems.refMissing', { ref: d.ref, pointer: d.pointer || 'none', url: d.url });
    case 'rest-unreadable':
      return msg('problems.restUnreadable', { reason: reasonText(d.error, d.reason) });
    case 'self-not-string':
      return msg('problems.self', { problem: 'notString', self: '' });
    case 'self-fragment':
      return msg('problems.self', { problem: 'fragment', self: '' });
    case 'self-not-uri':
      return msg('problems.self', { problem: 'notUri', self: d.self });
    case 'swagger2':
      return msg('problems.swagger2', {
        notice: camel(d.notice),
        name: d.name ?? '',
        key: d.key ?? '',
        max: d.max === undefined ? '' : plainNumber(d.max),
      });
    case 'outline':
      return msg('problems.outline', {
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
