import { css } from 'lit';

/**
 * The examples column's cards (request example, response examples): a code surface with a
 * head row (method and path or the status tabs, the language picker, copy). Adopted with the
 * column's chunk (see adopt-styles.ts); token colours are in base-styles.ts.
 */
export const codeSamplesStyles = css`
  .example-card { border: 1px solid var(--border); border-radius: var(--radius); background: var(--code-bg); overflow: hidden; box-shadow: var(--sd-shadow); }
  .example-card-head {
    display: flex; align-items: center; gap: var(--sd-space-2); min-height: calc(var(--sd-control-height) + var(--sd-space-2));
    padding-block: var(--sd-space-1); padding-inline: var(--sd-space-3) var(--sd-space-2); border-bottom: 1px solid var(--border);
  }
  .example-card-head .method { flex: none; }
  /* The whole path, wrapped where it must (between segments first): never cut with an ellipsis. */
  .example-card-title { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; font-family: var(--font-mono); font-size: var(--sd-text-sm); color: var(--heading); }
  .response-examples .example-card-title { flex: none; font-family: var(--font-sans); font-weight: 600; }
  /* Compact (see the select in base-styles.ts), on the card's surface. */
  select.example-card-select { flex: none; max-width: 9.5em; background-color: var(--code-bg); }
  .example-card-head .icon-button { flex: none; font-size: var(--sd-text-base); }
  /* Wrapped, indentation kept: a narrow column reads better than a sideways scroll. */
  .example-card-body pre.code { margin: 0; border-radius: 0; background: transparent; max-height: 26em; white-space: pre-wrap; overflow-wrap: anywhere; }
  /* Said in words above the example instead (see response-examples.ts). */
  .example-card-body pre.code.generated { border-inline-start: none; }
  .example-card-body pre.code:focus-visible { outline: 2px solid var(--ring); outline-offset: -2px; }
  .example-card-note { margin: 0; padding: var(--sd-space-2) var(--sd-space-4) 0; }
  .example-card-note > p { margin: 0; }
  .example-card-note + pre.code, .example-card-pickers + pre.code { padding-top: var(--sd-space-2); }
  .example-card-pickers { display: flex; flex-wrap: wrap; gap: var(--sd-space-2) var(--sd-space-4); padding: var(--sd-space-2) var(--sd-space-4) 0; }
  .example-card-pickers label { display: flex; align-items: center; gap: var(--sd-space-2); }
  .example-card-pickers select { background-color: var(--code-bg); max-width: 16em; }
  .status-tabs { flex: 1 1 auto; min-width: 0; margin: 0; border-bottom: none; }
  .status-tab { font-family: var(--font-mono); font-size: var(--sd-text-sm); }
  .status-dot { display: inline-block; width: 0.55em; height: 0.55em; margin-inline-end: 0.45em; border-radius: 50%; background: var(--other); vertical-align: 0.05em; }
  .status-dot-2 { background: var(--post); }
  .status-dot-3 { background: var(--get); }
  .status-dot-4, .status-dot-5 { background: var(--danger); }
  .reveal-credentials { display: flex; align-items: center; gap: var(--sd-space-2); padding: var(--sd-space-2) var(--sd-space-4); border-top: 1px solid var(--border); cursor: pointer; }
  @media print { .reveal-credentials { display: none; } }
  /* On a phone the method and path have the first line to themselves (rather than a path squeezed to a few letters a line) and the language picker and copy button share the second. */
  @media (max-width: 768px) {
    .code-samples .example-card-head { flex-wrap: wrap; padding-bottom: var(--sd-space-2); }
    .code-samples .example-card-title { flex-basis: calc(100% - 5em); }
    .example-card-head select.example-card-select { flex: 1 1 auto; max-width: none; }
  }
`;
