import { css } from 'lit';

/** The navigation bar: filter, groups, tags, method badges, the active marker, and the phone drawer behind the Menu button. */
export const navStyles = css`
  /*
   * The nav's own quiet text: its text colour mixed toward its background, so it follows
   * nav-bg-color and nav-text-color (the theme's --muted-foreground is measured against the
   * page background, not the nav's).
   */
  nav.nav {
    --nav-quiet: color-mix(in srgb, var(--nav-fg) 76%, var(--nav-bg));
    --nav-row: calc(var(--sd-text-sm) * 1.5 + 12px);
    /* The padding that centres an entry's first line in a row (entries may wrap to more lines). */
    --nav-pad-y: calc((var(--nav-row) - var(--sd-text-sm) * 1.5) / 2);
    width: 280px; flex: none; overflow: hidden auto; overscroll-behavior: contain;
    background: var(--nav-bg); color: var(--nav-fg); font-size: var(--sd-text-sm); line-height: 1.5;
    border-inline-end: 1px solid var(--border); padding-bottom: var(--sd-space-6);
    scrollbar-width: thin; scrollbar-color: color-mix(in srgb, var(--nav-fg) 28%, transparent) transparent;
  }
  nav.nav ul { list-style: none; margin: 0; padding: 0; }
  nav.nav a { color: inherit; text-decoration: none; }

  /* ---- the sticky block: quick filter, Search, Expand / Collapse all ---- */
  .nav-top {
    position: sticky; top: 0; z-index: 1; display: flex; flex-direction: column; gap: var(--sd-space-2);
    padding: var(--sd-space-3) var(--sd-space-3) var(--sd-space-2); background: var(--nav-bg);
  }
  .nav-top.only-phone { display: none; }
  .nav-search { display: flex; gap: var(--sd-space-2); align-items: center; }
  .nav-filter-box { position: relative; flex: 1; min-width: 0; display: flex; }
  .nav-filter-box > .icon { position: absolute; inset-inline-start: var(--sd-space-3); top: 50%; transform: translateY(-50%); color: var(--nav-quiet); pointer-events: none; }
  nav.nav input.nav-filter { flex: 1; width: 100%; min-width: 0; min-height: 2.3em; padding-inline-start: calc(var(--sd-space-3) * 2 + 1em); font-size: var(--sd-text-sm); }
  nav.nav .nav-search-button {
    flex: none; min-height: 2.3em; padding-block: 0; padding-inline: var(--sd-space-3) var(--sd-space-2); gap: var(--sd-space-2);
    color: var(--nav-fg); border-color: color-mix(in srgb, var(--nav-fg) 30%, var(--nav-bg)); font-size: var(--sd-text-sm);
  }
  nav.nav .nav-search-button:hover:not(:disabled) { background: var(--nav-hover-bg); border-color: color-mix(in srgb, var(--nav-fg) 50%, var(--nav-bg)); }
  .kbd {
    font-family: var(--font-sans); font-size: var(--sd-text-xs); font-weight: 500; line-height: 1; color: var(--nav-quiet);
    padding: 3px 5px; border: 1px solid color-mix(in srgb, var(--nav-fg) 25%, var(--nav-bg)); border-radius: var(--radius-control);
  }
  /* No keyboard shortcut to hint at on a touch screen. */
  @media (pointer: coarse) { .kbd { display: none; } }
  .nav-tools { display: flex; justify-content: flex-end; gap: var(--sd-space-3); font-size: var(--sd-text-xs); }
  nav.nav .nav-tools .link-button { color: var(--nav-quiet); text-decoration: none; }
  nav.nav .nav-tools .link-button:hover { color: var(--nav-fg); text-decoration: underline; }

  /* ---- groups (x-tagGroups, Webhooks, Components), tags, entries ---- */
  .nav-list { padding: 0 var(--sd-space-2); }
  nav.nav .nav-group {
    margin: var(--sd-space-5) var(--sd-space-3) var(--sd-space-1); font-size: var(--sd-text-xs); font-weight: 600;
    text-transform: uppercase; letter-spacing: 0.06em; color: var(--nav-quiet);
  }
  .nav-section + .nav-section { margin-top: 2px; }
  /* Lists far out of the nav's sight are not laid out until they come near (1,100 entries on
     Kubernetes; in one run of 7, 8-11 ms less to the first operation, inside the noise in the
     full bench: README Benchmark); each keeps room for its rows (--nav-items) and the extra lines of its wrapping labels (--nav-wraps), set by nav-bar.ts. */
  .nav-section > ul {
    content-visibility: auto;
    contain-intrinsic-size: auto calc(var(--nav-items, 1) * (var(--nav-row) + 2px) + var(--nav-wraps, 0) * var(--sd-text-sm) * 1.5);
  }
  /* Tags nested under OpenAPI 3.2 parent tags step in (four steps at most, so deep trees stay readable). */
  .nav-section.d1 { margin-inline-start: var(--sd-space-3); }
  .nav-section.d2 { margin-inline-start: calc(2 * var(--sd-space-3)); }
  .nav-section.d3 { margin-inline-start: calc(3 * var(--sd-space-3)); }
  .nav-section.d4 { margin-inline-start: calc(4 * var(--sd-space-3)); }
  /* A tag's label may wrap: its toggle stays beside the first line. */
  nav.nav .nav-tag { display: flex; align-items: flex-start; gap: var(--sd-space-1); min-height: var(--nav-row); }
  nav.nav .nav-tag-label {
    flex: 1; min-width: 0; padding-block: var(--nav-pad-y); padding-inline: calc(var(--sd-space-3) - 2px) var(--sd-space-3); font-weight: 600; color: var(--nav-fg);
    overflow-wrap: break-word; border-inline-start: 2px solid transparent; border-start-end-radius: var(--radius-control); border-end-end-radius: var(--radius-control);
  }
  nav.nav .nav-toggle { width: 28px; height: 28px; flex: none; margin-top: calc((var(--nav-row) - 28px) / 2); padding: 0; color: var(--nav-quiet); }
  nav.nav .nav-toggle:hover:not(:disabled) { background: var(--nav-hover-bg); color: var(--nav-fg); }
  .nav-toggle .icon { transition: transform var(--sd-transition); }
  .nav-toggle[aria-expanded='true'] .icon { transform: rotate(90deg); }
  nav.nav a.nav-item {
    display: flex; align-items: baseline; gap: var(--sd-space-2); min-height: var(--nav-row); margin: 1px 0;
    padding-block: calc(var(--nav-pad-y) - 1px); padding-inline: calc(var(--sd-space-4) + 2px) var(--sd-space-3);
    border-inline-start: 2px solid transparent; border-start-end-radius: var(--radius-control); border-end-end-radius: var(--radius-control);
  }
  nav.nav a.level-2 { padding-inline-start: calc(var(--sd-space-6) + 2px); }
  /* Long entries wrap rather than being cut: the whole label is always readable, and a path
     without spaces (/v1/accounts/{account}/external_accounts/{id}) breaks before a slash (nav-bar.ts
     wrappable), inside a segment only when it must. The
     badge sits on the first line (align-items: baseline on the entry). */
  .nav-label { flex: 1; min-width: 0; overflow-wrap: break-word; }
  nav.nav a.nav-item:hover, nav.nav a.nav-tag-label:hover { background: var(--nav-hover-bg); }
  nav.nav a.deprecated { text-decoration: line-through; }
  nav.nav a.deprecated .nav-label { color: var(--nav-quiet); }
  .nav-note { padding: var(--sd-space-3); color: var(--nav-quiet); }

  /* The active entry: a tint of the primary, brighter text and a bar in the primary at its start (left-bar; theme.ts computes all three for AA), or the primary itself (colored-block). */
  nav.nav a.active { border-inline-start-color: var(--nav-active); background: var(--nav-active-bg); color: var(--nav-active-fg); font-weight: 600; }
  nav.nav a.nav-item.active:hover, nav.nav a.nav-tag-label.active:hover { background: var(--nav-active-bg); }
  .marker-colored-block nav.nav a.active,
  .marker-colored-block nav.nav a.active:hover { background: var(--primary); color: var(--primary-foreground); }
  .marker-colored-block nav.nav a.active .nav-method:not(.method-block) { color: inherit; }
  .marker-colored-block nav.nav a.active .method-block { box-shadow: 0 0 0 1px var(--primary-foreground); }

  /* ---- method badges (show-method-in-nav-bar): a fixed-width mono column before the label ---- */
  .nav-method {
    flex: none; min-width: 3.9em; font-family: var(--font-mono); font-size: var(--sd-text-xs); font-weight: 700;
    letter-spacing: 0.02em; line-height: 1.6; color: var(--nav-quiet);
  }
  .method-text-get, .method-bg-get { --m: var(--get); } .method-text-post, .method-bg-post { --m: var(--post); }
  .method-text-put, .method-bg-put { --m: var(--put); } .method-text-patch, .method-bg-patch { --m: var(--patch); }
  .method-text-delete, .method-bg-delete { --m: var(--delete); }
  nav.nav [class*='method-text-'] { color: var(--m, var(--other)); }
  /* show-method-in-nav-bar="false": a text-free mark in the method colour, centred on the label's first line. */
  nav.nav .nav-method-mark {
    flex: none; align-self: flex-start; width: 8px; height: 8px; border-radius: 50%; background: var(--m, var(--other));
    margin-top: calc(var(--sd-text-sm) * 0.75 - 4px);
  }
  .marker-colored-block nav.nav a.active .nav-method-mark { box-shadow: 0 0 0 1.5px var(--primary-foreground); }
  /* The pill: the method colour behind the page background's colour, the same contrast as the coloured text. */
  nav.nav .method-block { background: var(--m, var(--other)); color: var(--background); border-radius: var(--radius-control); padding: 0 0.35em; min-width: 4.5em; text-align: center; }

  /* ---- phones: the nav is a drawer behind the Menu button, over a backdrop ---- */
  .phone-bar, .nav-drawer-head, .nav-backdrop { display: none; }
  @media (max-width: 768px) {
    /* The Menu bar of pages without the header (show-header="false"); with it, the header is the Menu bar (header-styles.ts). */
    .phone-bar {
      display: flex; align-items: center; gap: var(--sd-space-2); flex: none; position: sticky; top: 0; z-index: 5;
      padding-block: var(--sd-space-1); padding-inline: var(--sd-space-3) var(--sd-space-2); background: var(--background); border-bottom: 1px solid var(--border);
    }
    .phone-bar .nav-button { min-height: 44px; padding: 0 var(--sd-space-3); }
    .phone-bar .phone-title { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--muted-foreground); font-size: var(--sd-text-sm); }
    .phone-bar .icon-button { width: 44px; height: 44px; flex: none; font-size: var(--sd-text-lg); }
    /* The drawer comes in from the start edge: the left, or the right in right-to-left pages. */
    nav.nav {
      position: fixed; inset-block: 0; inset-inline: 0 auto; z-index: 30; width: min(320px, 86vw); border-inline-end: none; visibility: hidden;
      box-shadow: 4px 0 24px rgb(0 0 0 / 0.35); transform: translateX(-100%); /* physical: a shadow and a transform have no inline axis */
    }
    nav.nav:dir(rtl) { box-shadow: -4px 0 24px rgb(0 0 0 / 0.35); transform: translateX(100%); /* physical: the right-to-left drawer, off the right edge */ }
    /* It slides in; it goes at once (the reader has chosen, or dismissed it). */
    .nav-open nav.nav { visibility: visible; transform: none; transition: transform 180ms ease-out; }
    .nav-backdrop { display: block; position: fixed; inset: 0; z-index: 29; background: rgb(0 0 0 / 0.5); }
    .nav-top.only-phone { display: flex; }
    .nav-drawer-head { display: flex; align-items: center; justify-content: space-between; margin-block: calc(var(--sd-space-2) * -1) 0; margin-inline: var(--sd-space-1) calc(var(--sd-space-2) * -1); font-weight: 600; color: var(--nav-fg); }
    nav.nav .nav-close { width: 44px; height: 44px; font-size: var(--sd-text-xl); color: var(--nav-fg); }
    nav.nav .nav-close:hover:not(:disabled) { background: var(--nav-hover-bg); }
    /* Finger-sized rows and controls: every target in the drawer is at least 44 × 44 px (WCAG 2.5.5). */
    nav.nav { --nav-row: 44px; }
    nav.nav :is(input.nav-filter, .nav-search-button) { min-height: 44px; }
    nav.nav .nav-toggle { width: 44px; height: 44px; margin-top: calc((var(--nav-row) - 44px) / 2); }
    nav.nav .nav-tools { gap: var(--sd-space-1); }
    nav.nav .nav-tools .link-button { min-height: 44px; padding: 0 var(--sd-space-2); }
  }
`;
