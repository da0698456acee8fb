import { html, nothing } from 'lit';
import type { LoadProgress } from '../../core/load/load-description.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';

/** Where a description's load stands, as the element shows it. */
export interface LoadState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  errorMessage: string;
  progress: LoadProgress | undefined;
}

/**
 * The load error (an alert), or the progress of a load in words and a bar; nothing otherwise. A
 * syntax error's message ends, after a blank line, with the offending line and a caret under the
 * column (codeFrame): that part is monospaced so the caret stands under the character it points at.
 */
export function renderLoadStatus(s: LoadState): unknown {
  if (s.status === 'error') {
    // The blank line stays in the text (the box's text is the whole message); the frame's block starts after it.
    const cut = s.errorMessage.indexOf('\n\n');
    const message = cut === -1 ? s.errorMessage : s.errorMessage.slice(0, cut + 2);
    const frame = cut === -1 ? nothing : html`<pre class="error-frame">${s.errorMessage.slice(cut + 2)}</pre>`;
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
