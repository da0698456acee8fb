import { css } from 'lit';

/** The navigation bar: filter, groups, tags, method badges, the active marker, and the phone drawer behind the Menu button. */
export const navStyles = css`
  nav.nav {
    width: 280px; flex: none; overflow: auto; background: var(--nav-bg); color: var(--nav-fg);
    padding: 8px 0; font-size: 0.9em; border-right: 1px solid var(--border);
  }
  nav.nav ul { list-style: none; margin: 0; padding: 0; }
  nav.nav .nav-tag { font-weight: 600; padding: 10px 16px 4px; text-transform: none; color: var(--nav-fg); }
  nav.nav a {
    display: block; padding: 3px 16px 3px 24px; color: inherit; text-decoration: none;
    overflow: hidden; text-overflow: ellipsis; white-space: nowrap; border-left: 3px solid transparent;
  }
  nav.nav a:hover, nav.nav a:focus-visible { background: var(--nav-hover-bg); }
  nav.nav a.active { border-left-color: var(--primary); }
  nav.nav a.deprecated { text-decoration: line-through; opacity: 0.75; }
  /* ---- navigation bar ---- */
  .nav-search { display: flex; gap: 6px; padding: 4px 12px 8px; }
  .nav-filter { flex: 1; min-width: 0; padding: 3px 8px; border-radius: var(--radius); border: 1px solid var(--border); background: var(--background); color: var(--foreground); }
  .nav-search-button { padding: 2px 10px; }
  .nav-tools { display: flex; gap: 12px; padding: 0 16px 4px; font-size: 0.85em; }
  nav.nav .nav-group { font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted-foreground); padding: 14px 16px 0; }
  nav.nav .nav-tag { display: flex; align-items: center; gap: 2px; padding: 8px 12px 2px; }
  nav.nav .nav-tag a.nav-tag-label { padding: 0 4px; border-left: none; font-weight: 600; white-space: normal; }
  .nav-toggle { background: none; border: none; color: inherit; padding: 0 4px; width: 1.6em; cursor: pointer; }
  nav.nav a.level-2 { padding-left: 36px; }
  .nav-method { font-family: var(--font-mono); font-size: 0.8em; font-weight: 700; display: inline-block; min-width: 3.6em; }
  .method-text-get, .method-bg-get { --m: var(--get); } .method-text-post, .method-bg-post { --m: var(--post); }
  .method-text-put, .method-bg-put { --m: var(--put); } .method-text-patch, .method-bg-patch { --m: var(--patch); }
  .method-text-delete, .method-bg-delete { --m: var(--delete); }
  [class*='method-text-'] { color: var(--m, var(--other)); }
  .method-block { background: var(--m, var(--other)); color: var(--background); border-radius: var(--radius); padding: 0 4px; text-align: center; min-width: 3.9em; }
  .marker-colored-block nav.nav a.active { border-left-color: transparent; background: var(--primary); color: var(--primary-foreground); }
  .marker-colored-block nav.nav a.active .method-block { outline: 1px solid var(--primary-foreground); }
  .nav-button { display: none; }
  @media (max-width: 768px) {
    nav.nav { display: none; }
    .nav-open nav.nav { display: block; position: absolute; z-index: 10; inset: 0 auto 0 0; width: min(320px, 85%); box-shadow: 2px 0 12px rgba(0, 0, 0, 0.4); }
    .body { position: relative; }
    .nav-button { display: inline-block; position: sticky; top: 0; z-index: 5; margin-bottom: 8px; }
    main.main { padding: 12px; }
  }
`;
