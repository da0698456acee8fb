import { css, type CSSResultGroup } from 'lit';

/**
 * Parameters, schema trees and media types as readable lists: one compact block per parameter
 * or property (name, type, required, flags; description, constraint chips, enum chips, example),
 * nested properties indented along a guide line, compositions, the table style and the media
 * type's tab bar.
 */
export const schemaStyles: CSSResultGroup = [
  // The try console's required marker (an asterisk beside a label).
  css`
  .required:not(.chip) { color: var(--danger); margin-inline-start: 2px; }
  `,
  // one block per parameter or property
  css`
  ul.param-list, ul.props { list-style: none; margin: 0; padding: 0; }
  li.param { padding: var(--sd-space-3) 0; }
  li.param + li.param { border-top: 1px solid var(--border); }
  .prop-row { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px var(--sd-space-2); min-width: 0; }
  .param-name, .prop-name { font-family: var(--font-mono); font-weight: 600; color: var(--heading); overflow-wrap: anywhere; }
  .type { color: var(--muted-foreground); font-size: var(--sd-text-sm); }
  .format, .type-note { color: var(--muted-foreground); font-size: var(--sd-text-sm); }
  .format::before, .type-note::before { content: '·'; margin-inline-end: var(--sd-space-1); }
  .type-note { font-style: italic; }
  .prop-row .chip, .prop-row .flag { align-self: center; }
  .is-deprecated-prop > .prop-row .prop-name, .is-deprecated-prop > .prop-row .param-name { text-decoration: line-through; }
  .desc { color: var(--foreground); margin: var(--sd-space-1) 0 0; }
  .desc p, .md p { margin: 0.3em 0; }
  .desc > p:first-child { margin-top: 0; }
  .desc > p:last-child { margin-bottom: 0; }
  .facts, .enum-values { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sd-space-1); margin: var(--sd-space-2) 0 0; }
  .fact { font-size: var(--sd-text-xs); font-family: var(--font-mono); background: var(--code-bg); color: var(--foreground); border-radius: var(--radius-control); padding: 1px var(--sd-space-2); overflow-wrap: anywhere; }
  .fact code { font-size: 1em; unicode-bidi: isolate; }
  .enum-label { font-size: var(--sd-text-xs); font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted-foreground); margin-inline-end: var(--sd-space-1); }
  .enum-value { font-size: var(--sd-text-xs); border: 1px solid var(--border); border-radius: 999px; padding: 0 var(--sd-space-2); color: var(--foreground); line-height: 1.7; overflow-wrap: anywhere; }
  .param-example { margin-top: var(--sd-space-2); font-size: var(--sd-text-sm); color: var(--muted-foreground); }
  .param-example code { color: var(--foreground); background: var(--code-bg); border-radius: var(--radius-control); padding: 1px var(--sd-space-2); white-space: pre-wrap; overflow-wrap: anywhere; }
  li.param spec-doc-schema { display: block; margin-top: var(--sd-space-2); }
  `,
  // schema trees: names in a column, chevrons in a gutter before them, children along a guide line
  css`
  .schema { font-size: var(--sd-text-base); }
  .schema-head { font-size: var(--sd-text-sm); color: var(--muted-foreground); margin-bottom: var(--sd-space-1); }
  .schema-head .type { font-family: var(--font-mono); color: var(--heading); }
  .schema-head .format::before { content: none; }
  .schema-title { font-style: italic; }
  ul.props { padding-inline-start: var(--sd-space-5); margin-top: var(--sd-space-1); }
  li.prop { position: relative; padding: var(--sd-space-3) 0; }
  li.prop + li.prop { border-top: 1px solid var(--border); }
  button.tree-toggle { width: 22px; height: 22px; min-height: 0; padding: 0; font-size: var(--sd-text-sm); }
  li.prop > .prop-row > .tree-toggle { position: absolute; inset-inline-start: calc(-1 * var(--sd-space-5)); top: calc(var(--sd-space-3) - 1px); }
  `,
  // The guide line runs down from the centre of the parent's chevron (11 px into its 22 px button).
  css`
  .prop-children { margin-block: var(--sd-space-2) 0; margin-inline: calc(11px - var(--sd-space-5)) 0; padding-inline-start: calc(var(--sd-space-5) - 11px); border-inline-start: 1px solid var(--border); }
  .prop-children > .desc:first-child { margin-top: 0; }
  .prop-children li.prop { padding: var(--sd-space-2) 0; }
  .prop-children li.prop > .prop-row > .tree-toggle { top: calc(var(--sd-space-2) - 1px); }
  .items { margin-top: var(--sd-space-1); }
  .items > .schema > .schema-head { font-size: var(--sd-text-xs); }
  /* Short descriptions show each one's first paragraph or sentence whole (firstSentence), never a
     clamp that cuts mid-sentence; an ellipsis says Full descriptions has more. */
  .descriptions-short .desc p { margin: 0; }
  .descriptions-short .desc.has-more > :last-child::after { content: ' …'; color: var(--muted-foreground); }
  .descriptions-short .facts { flex-wrap: nowrap; overflow: hidden; }
  .desc-toggle { display: block; margin-block: 0 var(--sd-space-2); margin-inline: auto 0; font-size: var(--sd-text-xs); }
  button.flag.circular { background: none; cursor: pointer; font: inherit; font-size: var(--sd-text-xs); min-height: 0; }
  .schema.flash, tr.flash { outline: 2px solid var(--ring); outline-offset: 2px; }
  details.subschema { margin: var(--sd-space-2) 0; }
  details.subschema > summary { cursor: pointer; font-size: var(--sd-text-sm); color: var(--muted-foreground); }
  .conflicts { color: var(--danger); }
  ul.enum-list, .conflicts ul { margin: var(--sd-space-1) 0; padding-inline-start: var(--sd-space-5); }
  ul.enum-list li { margin: 2px 0; }
  ul.enum-list .enum-value { font-size: 0.95em; }
  `,
  // oneOf / anyOf: a labelled selector above the chosen alternative
  css`
  /* A rule at the start, not a box: a nested oneOf inside a property's nesting stays light (boxes inside boxes read as heavy). */
  .composition { margin: var(--sd-space-3) 0; padding-block: var(--sd-space-1); padding-inline: var(--sd-space-4) 0; border-inline-start: 2px solid var(--border); }
  .composition-kind { display: flex; align-items: center; flex-wrap: wrap; gap: var(--sd-space-2); font-size: var(--sd-text-xs); font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted-foreground); }
  .composition-kind code { text-transform: none; letter-spacing: 0; }
  .composition select { text-transform: none; letter-spacing: 0; font-weight: 400; max-width: 100%; }
  .option { margin-top: var(--sd-space-2); }
  `,
  // table style: tidy rows, no column left empty
  css`
  .schema-table { border-collapse: collapse; width: 100%; font-size: var(--sd-text-sm); }
  .schema-table th { text-align: start; font-size: var(--sd-text-xs); font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted-foreground); padding: var(--sd-space-2); border-bottom: 1px solid var(--border); }
  .schema-table td { text-align: start; vertical-align: top; padding: var(--sd-space-2); border-bottom: 1px solid var(--border); }
  .schema-table td:first-child { white-space: nowrap; }
  .schema-table .chip { margin-inline-start: var(--sd-space-1); }
  .schema-table .tree-toggle, .tree-toggle-space { display: inline-flex; vertical-align: middle; width: 22px; margin-inline-end: var(--sd-space-1); }
  .schema-table .desc { margin: 0; }
  .schema-table .facts, .schema-table .enum-values { margin-top: var(--sd-space-1); }
  `,
  // a media type: Schema / Example tabs with the media type as a chip at the end of the bar
  css`
  .media-type { margin: var(--sd-space-2) 0 var(--sd-space-3); }
  /* The tabs keep their words whole and stay on the bar's line; a media type that does not fit beside
     them (application/x-www-form-urlencoded at 390 px) moves above them, at the end (wrap-reverse),
     and breaks inside its chip only when it is wider than the whole bar. */
  .media-type-bar { display: flex; flex-wrap: wrap-reverse; align-items: flex-end; gap: var(--sd-space-1) var(--sd-space-2); border-bottom: 1px solid var(--border); margin-bottom: var(--sd-space-2); }
  .media-type-bar .tabs { border-bottom: 0; margin: 0; flex: none; }
  .media-type-bar .tab { white-space: nowrap; }
  .media-type-name { margin-block: 0 var(--sd-space-1); margin-inline: auto 0; min-width: 0; overflow-wrap: anywhere; }
  .media-type-name code { font-size: 1em; white-space: normal; overflow-wrap: anywhere; }
  .media-type .example > label { display: flex; align-items: center; gap: var(--sd-space-2); margin-bottom: var(--sd-space-2); }
  `,
];
