import { css } from 'lit';

/** Parameters, schema trees and media types: names, types, facts, nested properties, compositions and enums. */
export const schemaStyles = css`
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
`;
