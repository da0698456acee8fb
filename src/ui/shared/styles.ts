import { css } from 'lit';

/** Styles of the whole element; colours go through custom properties so themes just set them. */
export const styles = css`
  /* Colours, radius and fonts come from the theme sheet (src/ui/theme.ts) as custom properties on :host. */
  :host {
    display: block;
    height: 100%;
    min-height: 0;
    box-sizing: border-box;
    font-family: var(--font-sans);
    font-size: var(--font-size, 15px);
    line-height: 1.5;
    text-align: left;
  }
  *, *::before, *::after { box-sizing: border-box; }
  :focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .skip-link { position: absolute; left: 8px; top: 8px; z-index: 10; padding: 6px 12px; }
  .skip-link:not(:focus) { clip-path: inset(50%); width: 1px; height: 1px; padding: 0; border: 0; overflow: hidden; white-space: nowrap; }
  .root { position: relative; display: flex; flex-direction: column; height: 100%; min-height: 0; color: var(--foreground); background: var(--background); }
  header.top {
    display: flex; align-items: center; gap: 12px; flex-wrap: wrap;
    padding: 8px 16px; background: var(--header-bg); color: var(--header-fg);
  }
  header.top .title { font-weight: 600; font-size: 1.1em; margin-right: auto; }
  header.top form { display: flex; gap: 6px; align-items: center; }
  input, button, select { font: inherit; }
  input[type='text'], input[type='url'] {
    min-width: 16em; padding: 4px 8px; border-radius: var(--radius-control);
    border: 1px solid var(--input); background: var(--background); color: var(--foreground);
  }
  button, .button {
    cursor: pointer; padding: 4px 12px; border-radius: var(--radius-control); border: 1px solid var(--primary);
    background: var(--primary); color: var(--primary-foreground);
  }
  .file-label { cursor: pointer; color: var(--header-fg); text-decoration: underline; }
  .file-label input { position: absolute; width: 1px; height: 1px; opacity: 0; }
  .body { display: flex; flex: 1; min-height: 0; }
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
  main.main { flex: 1; min-width: 0; overflow: auto; padding: 16px 32px 64px; }
  h1, h2, h3, h4 { color: var(--heading); line-height: 1.25; }
  h1 { font-size: 1.8em; margin: 0.4em 0; }
  h2.tag-title { font-size: 1.4em; margin: 1.6em 0 0.4em; padding-bottom: 4px; border-bottom: 1px solid var(--border); }
  h3.op-title { font-size: 1.1em; margin: 0; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
  h4 { font-size: 1em; margin: 1.2em 0 0.4em; }
  a { color: var(--primary-text); }
  code, pre { font-family: var(--font-mono); font-size: 0.9em; }
  pre.code { background: var(--code-bg); padding: 8px 12px; border-radius: var(--radius); overflow: auto; max-height: 400px; }
  .muted { color: var(--muted-foreground); }
  .small { font-size: 0.85em; }
  .version { font-size: 0.5em; vertical-align: middle; border: 1px solid var(--border); border-radius: var(--radius); padding: 1px 6px; }
  .info-links { display: flex; gap: 16px; flex-wrap: wrap; font-size: 0.9em; }
  .info-logo-box img { max-height: 64px; max-width: 240px; }
  /* A link whose URL the gate refused: its text, plainly, with a dotted underline that explains on hover. */
  .refused-link, a:not([href]) { color: inherit; text-decoration: underline dotted; cursor: help; }
  .servers li code { user-select: all; }
  spec-doc-operation { display: block; margin: 16px 0; padding: 12px 16px; border: 1px solid var(--border); border-radius: var(--radius); background: var(--muted); content-visibility: auto; contain-intrinsic-size: auto 320px; }
  .op-path { font-family: var(--font-mono); font-weight: 500; word-break: break-all; }
  .op-summary { margin-top: 4px; }
  .is-deprecated { text-decoration: line-through; }
  .op-body-placeholder { min-height: 200px; }
  .method { font-family: var(--font-mono); font-weight: 700; font-size: 0.8em; padding: 1px 6px; border-radius: var(--radius); border: 1px solid currentColor; color: var(--other); }
  .method-get { color: var(--get); } .method-post { color: var(--post); } .method-put { color: var(--put); }
  .method-patch { color: var(--patch); } .method-delete { color: var(--delete); }
  .flag { font-size: 0.75em; border: 1px solid var(--border); border-radius: var(--radius); padding: 0 4px; color: var(--muted-foreground); }
  .flag.deprecated, .flag.unresolved { color: var(--danger); border-color: currentColor; }
  .flag.circular { color: var(--primary-text); border-color: currentColor; }
  .badges.before { margin-right: 6px; }
  .badge { font-size: 0.75em; border-radius: var(--radius); padding: 0 6px; border: 1px solid var(--primary); margin-right: 4px; }
  .required { color: var(--danger); margin-left: 2px; }
  .param-table { border-collapse: collapse; width: 100%; font-size: 0.9em; }
  .param-table th, .param-table td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid var(--border); }
  .param-name, .prop-name { font-family: var(--font-mono); color: var(--heading); }
  .schema { font-size: 0.9em; }
  .schema .type { color: var(--primary-text); font-family: var(--font-mono); }
  .schema .format { color: var(--muted-foreground); }
  ul.props { list-style: none; margin: 4px 0; padding-left: 14px; border-left: 1px dotted var(--border); }
  li.prop { margin: 2px 0; }
  .prop-row { display: flex; gap: 6px; align-items: baseline; flex-wrap: wrap; }
  details > summary { cursor: pointer; }
  .desc { color: var(--foreground); margin: 0 0 2px; }
  .desc p, .md p { margin: 0.3em 0; }
  .facts { display: flex; flex-wrap: wrap; gap: 4px; margin: 2px 0; }
  .fact { font-size: 0.8em; font-family: var(--font-mono); background: var(--code-bg); border-radius: var(--radius); padding: 0 4px; }
  .media-type { margin: 6px 0 10px; }
  .response { margin: 8px 0; padding-top: 6px; border-top: 1px solid var(--border); }
  .response-head { display: flex; gap: 8px; align-items: baseline; }
  .response-head p { margin: 0; }
  .status { font-family: var(--font-mono); font-weight: 700; }
  .status-2 { color: var(--post); } .status-4, .status-5 { color: var(--danger); }
  .problems { color: var(--danger); font-size: 0.85em; }
  .error-box { border: 1px solid var(--danger); color: var(--danger); border-radius: var(--radius); padding: 12px 16px; margin: 16px 0; white-space: pre-wrap; }
  .progress { margin: 24px 0; }
  .progress progress { width: 240px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .md img { max-width: 100%; }
  .md table { border-collapse: collapse; }
  .md td, .md th { border: 1px solid var(--border); padding: 2px 6px; }
  /* ---- navigation bar ---- */
  .nav-search { display: flex; gap: 6px; padding: 4px 12px 8px; }
  .nav-filter { flex: 1; min-width: 0; padding: 3px 8px; border-radius: var(--radius); border: 1px solid var(--border); background: var(--background); color: var(--foreground); }
  .nav-search-button { padding: 2px 10px; }
  .nav-tools { display: flex; gap: 12px; padding: 0 16px 4px; font-size: 0.85em; }
  .link-button { background: none; border: none; padding: 0; color: var(--primary-text); cursor: pointer; text-decoration: underline; }
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
  /* ---- content ---- */
  .tag-toggle { all: unset; box-sizing: border-box; display: flex; align-items: baseline; gap: 8px; width: 100%; cursor: pointer; color: inherit; font: inherit; }
  .tag-toggle:hover { color: var(--primary); }
  .tag-toggle:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; border-radius: var(--radius-control, 4px); }
  .tag-chevron { display: inline-block; width: 1em; font-size: 0.8em; }
  section.tag.closed h2.tag-title { opacity: 0.85; }
  .op-toggle { all: unset; cursor: pointer; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
  .op-toggle:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
  .badge.coloured { border-color: var(--badge-color); background: var(--badge-color); color: var(--badge-fg); }
  .tabs { display: flex; gap: 2px; margin: 4px 0; border-bottom: 1px solid var(--border); }
  .tab { background: none; color: var(--foreground); border: none; border-bottom: 2px solid transparent; border-radius: 0; padding: 2px 10px; }
  .tab[aria-selected='true'] { border-bottom-color: var(--primary); color: var(--heading); font-weight: 600; }
  pre.code.generated { border-left: 3px solid var(--border); }
  .descriptions-short .desc { display: -webkit-box; -webkit-line-clamp: 1; -webkit-box-orient: vertical; overflow: hidden; }
  .descriptions-short .desc p { margin: 0; }
  .descriptions-short .facts { flex-wrap: nowrap; overflow: hidden; }
  .desc-toggle { display: block; margin: 2px 0 4px; }
  .schema-table { border-collapse: collapse; width: 100%; font-size: 0.9em; }
  .schema-table th, .schema-table td { text-align: left; vertical-align: top; padding: 3px 8px; border-bottom: 1px solid var(--border); }
  button.flag.circular { background: none; cursor: pointer; font: inherit; font-size: 0.75em; }
  .schema.flash, tr.flash { outline: 2px solid var(--primary); outline-offset: 2px; }
  .composition { margin: 4px 0; }
  .composition select { margin-left: 6px; }
  .option { border-left: 2px solid var(--border); padding-left: 8px; margin-top: 4px; }
  ul.enum-list, .conflicts ul { margin: 2px 0; padding-left: 18px; }
  .conflicts { color: var(--danger); }
  details.subschema > summary { font-size: 0.85em; color: var(--muted-foreground); }
  h1.crumb, h2.crumb { font-size: 0.95em; font-weight: 600; margin: 0 0 6px; }
  .download-buttons { display: flex; gap: 8px; margin: 12px 0; flex-wrap: wrap; }
  ul.tag-ops { list-style: none; padding: 0; }
  ul.tag-ops li { margin: 4px 0; }
  ul.tag-ops a { text-decoration: none; color: var(--foreground); }
  @media (min-width: 769px) {
    .layout-row .op-body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); column-gap: 24px; }
    .layout-row .op-body > * { grid-column: 1; }
    .layout-row .op-body > .responses { grid-column: 2; grid-row: 1 / span 12; }
  }
  @media (max-width: 768px) {
    nav.nav { display: none; }
    .nav-open nav.nav { display: block; position: absolute; z-index: 10; inset: 0 auto 0 0; width: min(320px, 85%); box-shadow: 2px 0 12px rgba(0, 0, 0, 0.4); }
    .body { position: relative; }
    .nav-button { display: inline-block; position: sticky; top: 0; z-index: 5; margin-bottom: 8px; }
    main.main { padding: 12px; }
  }
  /* --- components section (spec-doc-component; focused style with show-components) --- */
  spec-doc-component { display: block; margin: 16px 0; padding: 12px 16px; border: 1px solid var(--border); border-radius: var(--radius); background: var(--muted); }
  .component-kind { font-size: 0.75em; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted-foreground); }
  .component-name { font-family: var(--font-mono); word-break: break-all; }
  dl.component-fields { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; font-size: 0.9em; }
  dl.component-fields dt { color: var(--muted-foreground); }
  dl.component-fields dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  .component-operation { margin: 12px 0; padding-top: 6px; border-top: 1px solid var(--border); }
  .component-links { padding-left: 18px; font-size: 0.9em; }
  .component-links p { display: inline; margin: 0; }
  /* --- end components section --- */
`;
