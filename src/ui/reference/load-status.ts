import { html, nothing } from 'lit';
import type { DescriptionErrorDetail } from '../../core/load/description-error.js';
import type { LoadProgress } from '../../core/load/load-description.js';
import { currentTranslator, msg } from '../shared/msg.js';
import '../../core/i18n/en/chrome.js';
import '../../core/i18n/en/reference.js';

/** Where a description's load stands, as the element shows it. */
export interface LoadState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The error's message, in English (what events and rejected promises carry). */
  errorMessage: string;
  /** The error as data, when the core made it (a DescriptionError's): shown in the interface's language. */
  errorDetail?: { detail: DescriptionErrorDetail; afterOverlays: boolean } | undefined;
  progress: LoadProgress | undefined;
}

/** A line or column number (or a count of levels) in the interface's language: its digits, without grouping. */
export function plainNumber(n: number): string {
  return new Intl.NumberFormat(currentTranslator().locale, { useGrouping: false }).format(n);
}

/** A load error's message in the interface's language, from its data (the English message says the same). */
export function loadErrorText(d: DescriptionErrorDetail): string {
  switch (d.what) {
    case 'syntax':
      return msg('chrome.loadErrorSyntax', { language: d.language, source: d.source, line: plainNumber(d.line), column: plainNumber(d.column), reason: d.reason });
    case 'syntax-unplaced':
      return msg('chrome.loadErrorSyntaxUnplaced', { language: d.language, source: d.source, reason: d.reason });
    case 'empty':
      return msg('chrome.loadErrorEmpty', { source: d.source });
    case 'too-deep':
      return msg('chrome.loadErrorTooDeep', { source: d.source, max: plainNumber(d.max), line: plainNumber(d.line), column: plainNumber(d.column) });
    case 'too-deep-at':
      return msg('chrome.loadErrorTooDeepAt', { source: d.source, max: plainNumber(d.max), pointer: d.pointer });
    case 'too-deep-bundled':
      return msg('chrome.loadErrorTooDeepBundled', { max: plainNumber(d.max), pointer: d.pointer });
    case 'alias-bomb':
      return msg('chrome.loadErrorAliasBomb', { source: d.source, max: d.max });
    case 'too-many-nodes':
      return msg('chrome.loadErrorTooManyNodes');
    case 'not-object':
      return msg('chrome.loadErrorNotObject', { source: d.source });
    case 'no-version':
      return msg('chrome.loadErrorNoVersion', { source: d.source });
    case 'unsupported-version':
      return msg('chrome.loadErrorVersion', { format: d.format, version: d.version, source: d.source });
    case 'refused-url':
      return msg('chrome.loadErrorRefusedUrl', { url: d.url, reason: d.reason });
    case 'network':
      return d.brokeOff ? msg('chrome.loadErrorBrokeOff', { url: d.url, detail: d.detail || 'none' }) : msg('chrome.loadErrorNetwork', { url: d.url, detail: d.detail || 'none' });
    case 'http':
      // The status code as sent (a string: no digits of another script).
      return msg('chrome.loadErrorHttp', { status: String(d.status), statusText: d.statusText || 'none', url: d.url });
    case 'cancelled':
      return msg('chrome.loadErrorCancelled', { url: d.url });
  }
}

/**
 * The load error (an alert), or the progress of a load in words and a bar; nothing otherwise. A
 * syntax error's message ends, after a blank line, with the offending line and a caret under the
 * column (codeFrame): that part is monospaced so the caret stands under the character it points at.
 * An error the core described as data is worded in the interface's language; any other shows its message.
 */
export function renderLoadStatus(s: LoadState): unknown {
  if (s.status === 'error') {
    let message: string;
    let frameText: string | undefined;
    if (s.errorDetail) {
      const { detail, afterOverlays } = s.errorDetail;
      const text = loadErrorText(detail);
      message = afterOverlays ? msg('chrome.loadErrorAfterOverlays', { message: text }) : text;
      if (detail.what === 'syntax') {
        // The blank line stays in the text (the box's text is the whole message); the frame's block starts after it.
        message += '\n\n';
        frameText = detail.frame;
      }
    } else {
      const cut = s.errorMessage.indexOf('\n\n');
      message = cut === -1 ? s.errorMessage : s.errorMessage.slice(0, cut + 2);
      frameText = cut === -1 ? undefined : s.errorMessage.slice(cut + 2);
    }
    const frame = frameText === undefined ? nothing : html`<pre class="error-frame">${frameText}</pre>`;
    return html`<div class="error-box" role="alert" part="error"><strong>${msg('reference.loadFailed')}</strong>\n${message}${frame}</div>`;
  }
  if (s.status !== 'loading') return nothing;
  const p = s.progress;
  const label = !p
    ? msg('reference.loading')
    : p.phase === 'resolving' && p.total
      ? msg('reference.resolvingFiles', { loaded: p.loaded ?? 0, total: p.total })
      : msg('reference.loadPhase', { phase: p.phase });
  return html`<div class="progress" role="status" aria-live="polite">
    <div>${label}</div>
    ${p?.total ? html`<progress max=${p.total} value=${p.loaded ?? 0}></progress>` : html`<progress></progress>`}
  </div>`;
}
