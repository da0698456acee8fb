import { html, svg, type TemplateResult } from 'lit';

/*
 * Inline SVG icons (24×24 grid, 2px strokes in currentColor, drawn here rather than taken from
 * an icon set: a score of paths is smaller than any icon package's runtime, and inline SVG works
 * under the strict CSP with no request). Every icon is decorative (aria-hidden): the control
 * that holds it carries the accessible name.
 */
const PATHS = {
  copy: svg`<rect x="9" y="9" width="11" height="11" rx="2"/><path d="M5 15V5a2 2 0 0 1 2-2h8"/>`,
  check: svg`<path d="M5 12.5l4.5 4.5L19 7.5"/>`,
  external: svg`<path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4"/>`,
  lock: svg`<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>`,
  unlock: svg`<rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 7.5-2"/>`,
  'chevron-right': svg`<path d="M9 5l7 7-7 7"/>`,
  'chevron-down': svg`<path d="M5 9l7 7 7-7"/>`,
  menu: svg`<path d="M4 6h16M4 12h16M4 18h16"/>`,
  close: svg`<path d="M6 6l12 12M18 6L6 18"/>`,
  download: svg`<path d="M12 4v11M7 10l5 5 5-5M5 20h14"/>`,
  mail: svg`<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>`,
  scale: svg`<path d="M12 4v16M7 20h10M5 8h14M5 8l-3 7a3.5 3.5 0 0 0 6 0L5 8zM19 8l-3 7a3.5 3.5 0 0 0 6 0l-3-7z"/>`,
  'folder-open': svg`<path d="M4 19V6a2 2 0 0 1 2-2h3.5l2 2H17a2 2 0 0 1 2 2v2"/><path d="M4 19l2.6-7.2A1.5 1.5 0 0 1 8 10.8h12.5a1 1 0 0 1 .95 1.3L19.5 18a1.5 1.5 0 0 1-1.4 1H4z"/>`,
  document: svg`<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z"/><path d="M14 3v5h5M9 13h6M9 17h6"/>`,
  play: svg`<path d="M7 5l12 7-12 7z"/>`,
  search: svg`<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/>`,
  server: svg`<rect x="3" y="4" width="18" height="7" rx="2"/><rect x="3" y="13" width="18" height="7" rx="2"/><path d="M7 7.5h.01M7 16.5h.01"/>`,
  link: svg`<path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1"/><path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1"/>`,
} as const;

/** The name of an icon in this set. */
export type IconName = keyof typeof PATHS;

/** An icon as an inline SVG, sized by the `.icon` class (1em, follows the text colour). */
export function icon(name: IconName): TemplateResult {
  return html`<svg class="icon icon-${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${PATHS[name]}</svg>`;
}
