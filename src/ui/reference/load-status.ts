import { html, nothing } from 'lit';
import type { LoadProgress } from '../../core/load/load-description.js';

/** Where a description's load stands, as the element shows it. */
export interface LoadState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  errorMessage: string;
  progress: LoadProgress | undefined;
}

/** The load error (an alert), or the progress of a load in words and a bar; nothing otherwise. */
export function renderLoadStatus(s: LoadState): unknown {
  if (s.status === 'error') {
    return html`<div class="error-box" role="alert" part="error"><strong>Could not load the description.</strong>\n${s.errorMessage}</div>`;
  }
  if (s.status !== 'loading') return nothing;
  const p = s.progress;
  const label = !p
    ? 'Loading…'
    : p.phase === 'resolving' && p.total
      ? `Resolving references: ${p.loaded ?? 0} of ${p.total} files`
      : `${p.phase.charAt(0).toUpperCase()}${p.phase.slice(1)}…`;
  return html`<div class="progress" role="status" aria-live="polite">
    <div>${label}</div>
    ${p?.total ? html`<progress max=${p.total} value=${p.loaded ?? 0}></progress>` : html`<progress></progress>`}
  </div>`;
}
