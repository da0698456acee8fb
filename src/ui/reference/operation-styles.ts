import { css, type CSSResultGroup } from 'lit';

/**
 * Tag headings and operation sections: the type hierarchy (tag, operation, section, group),
 * the summary-first heading with its method, path and chips, section heads, response rows,
 * callbacks and component entries. Operations are set apart by whitespace and a hairline,
 * not boxes, so the page reads as a document.
 */
export const operationStyles: CSSResultGroup = [
  // tags
  css`
  h2.tag-title { font-size: calc(var(--font-size, 15px) * 2); font-weight: 700; margin: var(--sd-space-7) 0 var(--sd-space-3); letter-spacing: -0.015em; }
  /* A nested tag's path (OpenAPI 3.2 parent) sits where the heading's top margin was. */
  .tag-parents { margin-top: var(--sd-space-7); }
  .tag-parents + h2.tag-title { margin-top: var(--sd-space-1); }
  .tag-toggle { all: unset; box-sizing: border-box; display: flex; align-items: center; gap: var(--sd-space-2); width: 100%; cursor: pointer; color: inherit; font: inherit; border-radius: var(--radius-control); }
  .tag-toggle:hover { color: var(--link); }
  .tag-toggle:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
  .tag-chevron { display: inline-flex; font-size: 0.7em; color: var(--muted-foreground); }
  section.tag.closed h2.tag-title { opacity: 0.85; }
  h1.crumb, h2.crumb { font-size: var(--sd-text-sm); font-weight: 600; color: var(--muted-foreground); margin: 0 0 var(--sd-space-2); }
  ul.tag-ops { list-style: none; padding: 0; margin: var(--sd-space-4) 0; border-top: 1px solid var(--border); }
  ul.tag-ops li { border-bottom: 1px solid var(--border); }
  ul.tag-ops a { display: flex; align-items: center; gap: var(--sd-space-3); padding: var(--sd-space-2) var(--sd-space-1); text-decoration: none; color: var(--foreground); border-radius: var(--radius-control); }
  ul.tag-ops a:hover { background: var(--muted); }
  ul.tag-ops .tag-op-summary { font-weight: 500; color: var(--heading); }
  ul.tag-ops .op-path { font-size: var(--sd-text-sm); color: var(--muted-foreground); margin-inline-start: auto; }
  `,
  // an operation: whitespace and a hairline between operations
  css`
  spec-doc-operation { display: block; padding: var(--sd-space-6) 0 var(--sd-space-7); border-top: 1px solid var(--border); content-visibility: auto; contain-intrinsic-size: auto 320px; }
  .style-view spec-doc-operation { padding: var(--sd-space-4) 0; }
  .op-body-placeholder { min-height: 200px; }
  .op-head { margin-bottom: var(--sd-space-5); }
  .style-view .op-head { margin-bottom: 0; }
  .style-view spec-doc-operation .op-body { margin-top: var(--sd-space-5); }
  h3.op-title { font-size: var(--sd-text-xl); font-weight: 650; margin: 0 0 var(--sd-space-2); display: flex; align-items: center; gap: var(--sd-space-2); flex-wrap: wrap; letter-spacing: -0.01em; }
  /* Read and focused: the operation's title is the page's heading (24 px at 15 px), between the tag's (30 px) and its sections' (17 px). */
  :is(.style-read, .style-focused) h3.op-title { font-size: calc(var(--font-size, 15px) * 1.6); }
  .op-title-row { display: flex; align-items: center; gap: var(--sd-space-2); }
  .op-title-row h3.op-title { margin: 0; }
  .op-toggle { all: unset; cursor: pointer; display: flex; align-items: center; gap: var(--sd-space-2); flex-wrap: wrap; border-radius: var(--radius-control); }
  .op-toggle:hover .op-summary { color: var(--link); }
  .op-toggle:focus-visible { outline: 2px solid var(--ring); outline-offset: 3px; }
  .op-chevron { display: inline-flex; width: 1em; font-size: 0.75em; color: var(--muted-foreground); }
  `,
  // View style: the lines under a toggling heading start where its text does, after the chevron.
  css`
  .style-view .op-head > :not(h3, .op-title-row) { padding-inline-start: calc(var(--sd-text-xl) * 0.75 + var(--sd-space-2)); }
  .op-summary { overflow-wrap: anywhere; }
  .is-deprecated { text-decoration: line-through; }
  .op-endpoint { display: flex; align-items: center; gap: var(--sd-space-2); flex-wrap: wrap; min-width: 0; }
  .op-path { font-family: var(--font-mono); font-size: var(--sd-text-sm); color: var(--foreground); overflow-wrap: anywhere; }
  h3.op-title .op-path { font-size: 1em; color: var(--heading); }
  button.copy-path { font-size: var(--sd-text-sm); }
  /*
   * The copy buttons' glyphs, and the check that replaces them once copied, drawn in CSS on one
   * empty span (in 24ths of 1em and 2-unit lines, the grid of icons.ts, whose copy, document and
   * check they draw). Not SVG: every operation's heading holds both buttons, and with an SVG for
   * each glyph Cloudflare's 1,596 headings held 6,384 SVG elements (Blink gives each its animated
   * properties, each SVG root a timeline): 36.5 MB of DOM heap after load, 21.4 without them. CSS
   * needs no image either, so a Content-Security-Policy without data: images shows them too.
   * Pictures, not text: they are drawn with left and right the same in right-to-left pages.
   */
  .glyph-copy, .glyph-doc { --u: calc(1em / 24); display: inline-block; position: relative; }
  .glyph-copy::before, .glyph-copy::after, .glyph-doc::before, .glyph-doc::after { content: ''; position: absolute; box-sizing: border-box; border: 0 solid currentColor; }
  /* Copy: the sheet behind (its top and left edges), and the one in front. */
  .glyph-copy::before { left: calc(4 * var(--u)); top: calc(2 * var(--u)); width: calc(11 * var(--u)); height: calc(13 * var(--u)); border-width: calc(2 * var(--u)) 0 0 calc(2 * var(--u)); border-top-left-radius: calc(3 * var(--u)); /* physical: a glyph */ }
  .glyph-copy::after { left: calc(8 * var(--u)); top: calc(8 * var(--u)); width: calc(13 * var(--u)); height: calc(13 * var(--u)); border-width: calc(2 * var(--u)); border-radius: calc(3 * var(--u)); /* physical: a glyph */ }
  /* Document: the page, its top right corner cut off, with two lines of text; then the fold and the cut's edge. */
  .glyph-doc::before {
    left: calc(4 * var(--u)); top: calc(2 * var(--u)); width: calc(16 * var(--u)); height: calc(20 * var(--u)); border-width: calc(2 * var(--u)); border-radius: calc(3 * var(--u)); /* physical: a glyph */
    background: linear-gradient(currentColor, currentColor) calc(3 * var(--u)) calc(9 * var(--u)) / calc(8 * var(--u)) calc(2 * var(--u)) no-repeat, linear-gradient(currentColor, currentColor) calc(3 * var(--u)) calc(13 * var(--u)) / calc(8 * var(--u)) calc(2 * var(--u)) no-repeat;
    clip-path: polygon(0 0, calc(10 * var(--u)) 0, 100% calc(6 * var(--u)), 100% 100%, 0 100%);
  }
  .glyph-doc::after { left: calc(13 * var(--u)); top: calc(2 * var(--u)); width: calc(7 * var(--u)); height: calc(7 * var(--u)); border-width: 0 0 calc(2 * var(--u)) calc(2 * var(--u)); background: linear-gradient(to top right, transparent calc(50% - var(--u)), currentColor 0 calc(50% + var(--u)), transparent 0); /* physical: a glyph */ }
  /* Copied: a check in the success colour instead. */
  .copied :is(.glyph-copy, .glyph-doc)::before {
    left: calc(4 * var(--u)); top: calc(4.5 * var(--u)); width: calc(6.5 * var(--u)); height: calc(13.5 * var(--u)); border-width: 0 calc(2 * var(--u)) calc(2 * var(--u)) 0; border-radius: 0; /* physical: a glyph */
    background: none; clip-path: none; transform-origin: 100% 100%; transform: rotate(45deg); color: var(--post);
  }
  .copied :is(.glyph-copy, .glyph-doc)::after { display: none; }
  .op-chips { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sd-space-2); margin-top: var(--sd-space-3); }
  .op-id code { font-size: 1em; }
  /* A long operationId wraps inside its chip rather than pushing a phone's page sideways. */
  .chip.op-id { max-width: 100%; white-space: normal; overflow-wrap: anywhere; }
  .op-description { margin: 0 0 var(--sd-space-2); }
  `,
  // * Method badge: a filled pill in the method's colour with the page's background colour as its text.
  // The theme makes each method colour readable on the background, and contrast is symmetric, so the
  // badge reads at AA in every palette and mode (a tint would not be sure to).
  css`
  .method { --m: var(--other); display: inline-flex; align-items: center; justify-content: center; font-family: var(--font-mono); font-weight: 700; font-size: var(--sd-text-xs); letter-spacing: 0.04em; line-height: 1.5; padding: 1px 8px; border-radius: var(--radius-control); color: var(--background); background: var(--m); white-space: nowrap; }
  .method-get { --m: var(--get); } .method-post { --m: var(--post); } .method-put { --m: var(--put); }
  .method-patch { --m: var(--patch); } .method-delete { --m: var(--delete); }
  `,
  // chips: small rounded labels for flags, requirements, media types, enum values
  css`
  .chip { display: inline-flex; align-items: center; gap: var(--sd-space-1); padding: 0 var(--sd-space-2); border: 1px solid var(--border); border-radius: 999px; color: var(--muted-foreground); font-size: var(--sd-text-xs); font-weight: 500; line-height: 1.7; white-space: nowrap; }
  .chip.required { color: var(--danger); border-color: color-mix(in srgb, var(--danger) 40%, transparent); }
  .flag { font-size: var(--sd-text-xs); border: 1px solid var(--border); border-radius: 999px; padding: 0 var(--sd-space-2); color: var(--muted-foreground); }
  .flag.deprecated, .flag.unresolved { color: var(--danger); border-color: color-mix(in srgb, var(--danger) 40%, transparent); }
  .flag.circular { color: var(--link); border-color: currentColor; }
  .badges { display: inline-flex; flex-wrap: wrap; gap: var(--sd-space-1); }
  .badge { display: inline-flex; align-items: center; font-size: var(--sd-text-xs); font-weight: 600; line-height: 1.7; border-radius: 999px; padding: 0 var(--sd-space-2); border: 1px solid var(--input); color: var(--foreground); }
  .badge.coloured { border-color: var(--badge-color); background: var(--badge-color); color: var(--badge-fg); }
  h3.op-title .badges.before { font-size: var(--sd-text-base); font-weight: 400; }
  .security { display: inline-flex; align-items: center; flex-wrap: wrap; gap: var(--sd-space-1) var(--sd-space-2); font-size: var(--sd-text-xs); }
  .security-label { display: inline-flex; align-items: center; gap: var(--sd-space-1); color: var(--muted-foreground); font-weight: 600; }
  ul.requirements { display: inline-flex; flex-wrap: wrap; gap: var(--sd-space-1); list-style: none; margin: 0; padding: 0; }
  /* More than three alternatives: a count that opens the list (the list then takes the row's width). */
  details.security-many { display: inline-block; font-size: var(--sd-text-xs); }
  details.security-many[open] { display: block; flex-basis: 100%; }
  details.security-many > summary { display: inline-flex; min-height: 24px; padding: 0 var(--sd-space-2); border: 1px solid var(--border); border-radius: var(--radius-control); cursor: pointer; list-style: none; }
  details.security-many > summary::-webkit-details-marker { display: none; }
  details.security-many > summary:hover { color: var(--foreground); }
  details.security-many[open] > summary > .icon:last-child { transform: rotate(90deg); }
  details.security-many > ul.requirements { display: flex; margin-top: var(--sd-space-1); }
  .requirement { white-space: normal; color: var(--foreground); }
  .requirement .scheme-id { font-family: var(--font-mono); }
  .requirement .scopes { color: var(--muted-foreground); }
  .requirement.is-used { border-color: var(--post); }
  .requirement.is-used .icon, .requirement .satisfied { color: var(--post); font-weight: 600; }
  .chip.no-auth { color: var(--muted-foreground); }
  `,
  // sections of the body: a heading with its chips, then lists
  css`
  .section-head { display: flex; align-items: center; flex-wrap: wrap; gap: var(--sd-space-2); margin: var(--sd-space-7) 0 var(--sd-space-3); }
  .section-head h4 { margin: 0; font-size: var(--sd-text-lg); font-weight: 600; }
  .op-body > :first-child .section-head, .op-body > .section-head:first-child { margin-top: 0; }
  h5.group-title, .group-title { display: block; font-size: var(--sd-text-xs); font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted-foreground); margin: var(--sd-space-4) 0 var(--sd-space-1); }
  .external-docs { display: flex; align-items: center; gap: var(--sd-space-2); margin-top: var(--sd-space-5); }
  `,
  // responses: one row per status; the body opens beneath
  css`
  ul.response-list { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--border); }
  li.response { border-bottom: 1px solid var(--border); }
  .response-head { display: flex; align-items: baseline; gap: var(--sd-space-3); padding: var(--sd-space-3) 0; }
  .response-head .md p, .response-desc p { margin: 0; }
  .response-desc { min-width: 0; flex: 1; }
  .response-summary { font-weight: 600; }
  .response-toggle { all: unset; display: inline-flex; align-items: center; gap: var(--sd-space-1); cursor: pointer; border-radius: var(--radius-control); flex: none; }
  .response-toggle.static { cursor: default; padding-inline-start: calc(1em + var(--sd-space-1)); }
  .response-toggle:focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
  .response-chevron { display: inline-flex; color: var(--muted-foreground); }
  .response-chevron > .icon { transition: transform var(--sd-transition); }
  .response-toggle[aria-expanded='true'] .response-chevron > .icon { transform: rotate(90deg); }
  .response-body { padding-block: 0 var(--sd-space-4); padding-inline: calc(1em + var(--sd-space-1)) 0; }
  li.response.is-collapsed > .response-body { display: none; }
  .response-links { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sd-space-1) var(--sd-space-2); margin-top: var(--sd-space-2); }
  .response-links .group-title { margin-block: 0; margin-inline: 0 var(--sd-space-1); }
  .status { font-family: var(--font-mono); font-weight: 700; }
  .response-head .status { display: inline-block; min-width: 2.6em; font-size: var(--sd-text-base); }
  .status-1, .status-3 { color: var(--get); }
  .status-2 { color: var(--post); } .status-4, .status-5 { color: var(--danger); }
  .status-d, .status-X { color: var(--other); }
  `,
  // callbacks: each operation a quiet disclosure
  css`
  .callback { margin: var(--sd-space-3) 0; }
  .callback-name { margin-bottom: var(--sd-space-2); font-size: var(--sd-text-sm); color: var(--muted-foreground); }
  details.callback-op { border: 1px solid var(--border); border-radius: var(--radius); margin: var(--sd-space-2) 0; }
  details.callback-op > summary { list-style: none; display: flex; align-items: center; gap: var(--sd-space-2); flex-wrap: wrap; padding: var(--sd-space-2) var(--sd-space-3); cursor: pointer; border-radius: var(--radius); }
  details.callback-op > summary::-webkit-details-marker { display: none; }
  details.callback-op > summary:hover { background: var(--muted); }
  .callback-chevron { display: inline-flex; color: var(--muted-foreground); }
  .callback-chevron > .icon { transition: transform var(--sd-transition); }
  details.callback-op[open] > summary .callback-chevron > .icon { transform: rotate(90deg); }
  .callback-summary { color: var(--heading); font-weight: 500; }
  details.callback-op > :not(summary) { padding: 0 var(--sd-space-4); }
  details.callback-op > .op-body { padding-bottom: var(--sd-space-4); }
  `,
  // components (focused style with show-components)
  css`
  .component-title { gap: var(--sd-space-3); }
  .component-kind { font-size: var(--sd-text-xs); font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted-foreground); border: 1px solid var(--border); border-radius: 999px; padding: 0 var(--sd-space-2); }
  .component-name { font-family: var(--font-mono); overflow-wrap: anywhere; }
  dl.component-fields { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: var(--sd-space-1) var(--sd-space-4); margin: var(--sd-space-3) 0; }
  dl.component-fields dt { color: var(--muted-foreground); font-size: var(--sd-text-sm); }
  dl.component-fields dd { margin: 0; overflow-wrap: anywhere; }
  section.component-operation { margin-top: var(--sd-space-5); }
  section.component-operation > h4.op-title { font-size: var(--sd-text-lg); }
  `,
  // Print: collapsed responses and the copy button (the examples column replaced the old row layout).
  css`
  @media print {
    li.response.is-collapsed > .response-body { display: block; }
    .copy-path { display: none; }
    spec-doc-operation { content-visibility: visible; }
  }
  `,
];
