import { css } from 'lit';

/** Tag headings and operation sections: heading, method and status colours, flags and badges, security, responses, and the row layout. */
export const operationStyles = css`
  h2.tag-title { font-size: 1.4em; margin: 1.6em 0 0.4em; padding-bottom: 4px; border-bottom: 1px solid var(--border); }
  h3.op-title { font-size: 1.1em; margin: 0; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
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
  .response { margin: 8px 0; padding-top: 6px; border-top: 1px solid var(--border); }
  .response-head { display: flex; gap: 8px; align-items: baseline; }
  .response-head p { margin: 0; }
  .status { font-family: var(--font-mono); font-weight: 700; }
  .status-2 { color: var(--post); } .status-4, .status-5 { color: var(--danger); }
  /* ---- content ---- */
  .tag-toggle { all: unset; box-sizing: border-box; display: flex; align-items: baseline; gap: 8px; width: 100%; cursor: pointer; color: inherit; font: inherit; }
  .tag-toggle:hover { color: var(--primary); }
  .tag-toggle:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; border-radius: var(--radius-control, 4px); }
  .tag-chevron { display: inline-block; width: 1em; font-size: 0.8em; }
  section.tag.closed h2.tag-title { opacity: 0.85; }
  .op-toggle { all: unset; cursor: pointer; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
  .op-toggle:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
  .badge.coloured { border-color: var(--badge-color); background: var(--badge-color); color: var(--badge-fg); }
  h1.crumb, h2.crumb { font-size: 0.95em; font-weight: 600; margin: 0 0 6px; }
  ul.tag-ops { list-style: none; padding: 0; }
  ul.tag-ops li { margin: 4px 0; }
  ul.tag-ops a { text-decoration: none; color: var(--foreground); }
`;
