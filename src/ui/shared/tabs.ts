import { html, nothing, type ReactiveElement, type TemplateResult } from 'lit';

// The WAI-ARIA tabs pattern (APG, automatic activation) shared by the Schema / Example tabs of a
// media type and the status tabs of the response examples: one tab stop, arrows wrap, Home and
// End jump, and the newly selected tab takes the focus once it has rendered.

/** One tab of a tab list; `id` is the tab's element id, `panel` the id of the panel it controls. */
export interface TabButton {
  id: string;
  panel: string;
  selected: boolean;
  label: unknown;
  className: string;
  /** The CSS part name, when the tab is one. */
  part?: string;
  onSelect: () => void;
  onKey: (e: KeyboardEvent) => void;
}

export function renderTab(t: TabButton): TemplateResult {
  return html`<button
    type="button"
    part=${t.part ?? nothing}
    role="tab"
    id=${t.id}
    class=${t.className}
    aria-selected=${t.selected ? 'true' : 'false'}
    aria-controls=${t.panel}
    tabindex=${t.selected ? '0' : '-1'}
    @click=${t.onSelect}
    @keydown=${t.onKey}
  >
    ${t.label}
  </button>`;
}

/**
 * Moves the selection of a list of `count` tabs for an arrow, Home or End key (other keys are left
 * alone): calls `select` with the new index, then focuses the tab `tabId` names in `host` once
 * it has rendered. The arrow that points to the next tab moves to it: the left arrow in
 * right-to-left text (APG, tabs: keyboard interaction).
 */
export function moveTab(e: KeyboardEvent, current: number, count: number, select: (index: number) => void, host: ReactiveElement, tabId: (index: number) => string): void {
  const step = e.currentTarget instanceof Element && getComputedStyle(e.currentTarget).direction === 'rtl' ? -1 : 1;
  const moves: Record<string, number> = { ArrowRight: current + step, ArrowLeft: current - step, Home: 0, End: count - 1 };
  if (!(e.key in moves) || !count) return;
  e.preventDefault();
  const next = (moves[e.key]! + count) % count;
  select(next);
  const root = host.renderRoot as ParentNode;
  void host.updateComplete.then(() => root.querySelector<HTMLElement>(`[id="${tabId(next)}"]`)?.focus());
}
