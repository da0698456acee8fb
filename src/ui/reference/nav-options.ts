// The navigation bar's enumerated options, apart from its template so that code without Lit
// (the CLI checking `--show-method-in-nav-bar`) can read them.

/** show-method-in-nav-bar: no method, or the method as plain text, coloured text or a coloured block. */
export const SHOW_METHOD_IN_NAV = ['false', 'as-plain-text', 'as-colored-text', 'as-colored-block'] as const;
export type ShowMethodInNav = (typeof SHOW_METHOD_IN_NAV)[number];
/** nav-active-item-marker: how the entry of the section in view is marked. */
export const NAV_ACTIVE_MARKERS = ['left-bar', 'colored-block'] as const;
export type NavActiveMarker = (typeof NAV_ACTIVE_MARKERS)[number];
