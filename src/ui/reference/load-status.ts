import { html, nothing } from 'lit';
import type { DescriptionErrorDetail } from '../../core/load/description-error.js';
import type { LoadProgress } from '../../core/load/load-description.js';
import { msg } from '../shared/msg.js';
import { problemWords } from './problem-words.js';
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

/**
 * The load error (an alert), or the progress of a load in words and a bar; nothing otherwise. A
 * syntax error's message ends, after a blank line, with the offending line and a caret under the
 * column (codeFrame): that part is monospaced so the caret stands under the character it points at.
 * An error the core described as data is worded in the interface's language (the load controller
 * loads those words before it shows the error); any other, or one whose words did not load, shows its message.
 */
export function renderLoadStatus(s: LoadState): unknown {
  if (s.status === 'error') {
    let message: string;
    let frameText: string | undefined;
    const words = problemWords();
    if (s.errorDetail && words) {
      const { detail } = s.errorDetail;
      message = words.loadErrorMessage(s.errorDetail);
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
