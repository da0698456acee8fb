import type { CSSResult } from 'lit';

/**
 * Adds a lazily loaded chunk's stylesheet to the shadow root its elements render in (once).
 * The TRY console, the authentication section and their parts are light-DOM elements inside
 * `<spec-doc>`'s shadow root and ship as their own chunks; their CSS travels with them instead
 * of weighing on every page's first load. Constructable stylesheets, so a strict CSP (no
 * inline styles) is fine.
 */
export function adoptStyles(el: Element, sheet: CSSResult): void {
  const root = el.getRootNode();
  const styleSheet = sheet.styleSheet;
  if (!styleSheet || !(root instanceof ShadowRoot || root instanceof Document)) return;
  if (!root.adoptedStyleSheets.includes(styleSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styleSheet];
}
