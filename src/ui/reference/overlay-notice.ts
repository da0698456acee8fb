import { html, type TemplateResult } from 'lit';
import type { OverlayMessage } from '../../core/overlay/overlay-transform.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/overlay.js';

/**
 * The notice above the content when overlays did not fully apply: which overlays were left out
 * and why, and which actions changed nothing. Overlay names and messages are text (they quote
 * URLs and JSONPath queries from outside). Its own chunk: pages without overlays never load it.
 */
export function renderOverlayNotice(messages: OverlayMessage[]): TemplateResult {
  const left = new Set(messages.filter((m) => m.severity === 'error').map((m) => m.overlay)).size;
  const warnings = messages.length - messages.filter((m) => m.severity === 'error').length;
  const head = [left ? msg('overlay.leftOut', { count: left }) : '', warnings ? msg('overlay.actionsIdle', { count: warnings }) : ''].filter(Boolean).join(' ');
  // One line: the box keeps white space (pre-wrap), as the load error's does.
  // prettier-ignore
  return html`<div class="error-box overlay-notice" role=${left ? 'alert' : 'status'}><strong>${head}</strong><ul>${messages.map((m) => html`<li>${m.severity === 'warning' ? `${msg('overlay.warning')} ` : ''}<code>${m.property === undefined ? m.overlay : msg('overlay.fromProperty', { n: m.property })}</code> ${overlayMessageText(m)}</li>`)}</ul></div>`;
}

/** What an overlay message says, in the interface's language from its data (its English when it has none). */
export function overlayMessageText(m: OverlayMessage): string {
  const d = m.detail;
  if (!d) return m.message;
  switch (d.kind) {
    case 'action': {
      const w = d.warning;
      return msg('overlay.actionChangedNothing', {
        kind: w.kind,
        n: w.action,
        target: w.target,
        copy: w.copy ?? '',
        count: w.count ?? 0,
        path: w.path ?? '',
        type: w.type ?? '',
      });
    }
    case 'invalid':
      return msg('overlay.leftOutWhy', { kind: 'invalid', engine: '', reason: d.errors.join('; ') });
    case 'engine':
      return msg('overlay.leftOutWhy', { kind: 'engine', engine: d.engine, reason: d.reason });
    default:
      return msg('overlay.leftOutWhy', { kind: d.kind, engine: '', reason: d.reason });
  }
}
