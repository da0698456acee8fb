import { css } from 'lit';

/**
 * An operation's layout: the main column (description, parameters, bodies, responses) and the
 * examples column beside it. Two columns from 1200 px on, the examples column sticky in the
 * scrolling main area so its examples stay beside whatever part of the operation is read;
 * narrower, and in print, the examples stack under the operation. In the main sheet (the
 * place of the column is kept before its lazy chunk arrives); the column's own parts are
 * styled by their chunk's sheets.
 */
export const operationLayoutStyles = css`
  .op-layout { margin-top: var(--sd-space-3); }
  .op-main { min-width: 0; }
  /* A size container: the console inside puts its request and response panels side by side (layout row) only when the column has room. */
  .op-aside { min-width: 0; margin-top: var(--sd-space-5); container: examples / inline-size; }
  .op-aside-placeholder, spec-doc-examples:not(:defined) { display: block; min-height: 320px; }
  spec-doc-examples { display: block; }
  @media screen and (min-width: 1200px) {
    :is(.style-read, .style-view, .style-focused) .op-layout.has-aside {
      display: grid; grid-template-columns: minmax(0, 1fr) minmax(360px, 44%); column-gap: var(--sd-space-6); align-items: start;
    }
    :is(.style-read, .style-view, .style-focused) .op-layout.has-aside > .op-aside {
      margin-top: 0; position: sticky; top: var(--sd-space-4);
      /* Its own scroll when taller than the viewport: the examples stay reachable while they stick. */
      max-height: calc(100vh - var(--sd-space-7)); overflow: auto; overscroll-behavior: contain; scrollbar-width: thin;
    }
  }
  @media print {
    .op-layout.has-aside { display: block; }
    .op-layout.has-aside > .op-aside { position: static; max-height: none; overflow: visible; margin-top: var(--sd-space-4); break-inside: avoid-page; }
    .op-aside :is(.try-open, .try-head, .try-inputs, .try-live-head, .try-back-live, spec-doc-try-response, .example-card-select, .example-card-head .icon-button) { display: none !important; }
    .op-aside .example-card-body pre.code { max-height: none; overflow: visible; white-space: pre-wrap; overflow-wrap: anywhere; }
  }
`;
