import { css } from 'lit';

/**
 * The overview (title, version chips, info links, logo, downloads), its server and
 * authentication cards, and the components section. The description at the start and the cards
 * at the end from 1200 px (the width where the operations get their examples column too),
 * stacked below; without the info the cards stand alone. Cards are a raised surface: the theme
 * keeps every text colour readable on --muted.
 */
export const overviewStyles = css`
  .overview-layout { margin-bottom: var(--sd-space-6); }
  .overview-aside { display: flex; flex-direction: column; gap: var(--sd-space-4); max-width: 44rem; }
  @media (min-width: 1200px) {
    .overview-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(300px, 400px); gap: var(--sd-space-7); align-items: start; }
    .overview-aside { max-width: none; margin-top: var(--sd-space-3); }
  }
  .overview h1 { margin: var(--sd-space-3) 0 var(--sd-space-2); overflow-wrap: anywhere; }
  .overview-chips { display: flex; flex-wrap: wrap; gap: var(--sd-space-2); margin: 0 0 var(--sd-space-4); }
  .overview-chips:empty { display: none; }
  .overview-chips .chip {
    display: inline-flex; align-items: center; padding: 1px var(--sd-space-2); border: 1px solid var(--border); border-radius: var(--radius-control);
    background: var(--muted); color: var(--foreground); font-family: var(--font-mono); font-size: var(--sd-text-xs); line-height: 1.6;
  }
  .overview-summary { font-size: var(--sd-text-lg); color: var(--heading); margin: 0 0 var(--sd-space-3); }
  .overview > .md { max-width: 46rem; }
  ul.info-links { list-style: none; display: flex; flex-wrap: wrap; gap: var(--sd-space-2) var(--sd-space-5); padding: 0; margin: var(--sd-space-4) 0; font-size: var(--sd-text-sm); }
  .info-link { display: inline-flex; align-items: center; gap: var(--sd-space-2); min-width: 0; overflow-wrap: anywhere; }
  .info-link > .icon { color: var(--muted-foreground); }
  .info-logo-box img { max-height: 64px; max-width: 240px; }
  .download-buttons { display: flex; gap: var(--sd-space-2); margin: var(--sd-space-4) 0; flex-wrap: wrap; }
  .overview-card { border: 1px solid var(--border); border-radius: var(--radius); background: var(--muted); padding: var(--sd-space-4); min-width: 0; }
  .overview-card .card-title {
    display: flex; align-items: center; gap: var(--sd-space-2); margin: 0 0 var(--sd-space-3); padding: 0; border: 0;
    font-size: var(--sd-text-base); font-weight: 600; letter-spacing: 0;
  }
  .overview-card .card-title > .icon { color: var(--muted-foreground); }
  main > .overview-card, .focused > .overview-card { max-width: 44rem; margin: var(--sd-space-4) 0; }
  .servers h2:not(.card-title) { margin-top: 0; }
  .server-picker { display: flex; flex-direction: column; gap: var(--sd-space-3); }
  .server-field, .server-variable { display: flex; flex-direction: column; gap: var(--sd-space-1); min-width: 0; }
  .field-label { font-size: var(--sd-text-xs); font-weight: 600; color: var(--muted-foreground); letter-spacing: 0.02em; }
  .server-picker select, .server-picker input { width: 100%; min-width: 0; }
  .server-variables { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: var(--sd-space-3); }
  .server-variable :is(input, select) { font-family: var(--font-mono); font-size: var(--sd-text-sm); }
  .active-server { margin-top: var(--sd-space-3); font-size: var(--sd-text-sm); color: var(--muted-foreground); }
  .active-server code {
    display: block; margin-top: var(--sd-space-1); padding: var(--sd-space-2) var(--sd-space-3); border-radius: var(--radius-control);
    border: 1px solid var(--border); background: var(--code-bg); color: var(--foreground); overflow-wrap: anywhere; user-select: all;
  }
  .mock-active { margin-top: var(--sd-space-3); font-size: var(--sd-text-sm); }
  .problems-box { margin: var(--sd-space-4) 0; }
  spec-doc-component { display: block; margin: 16px 0; padding: 12px 16px; border: 1px solid var(--border); border-radius: var(--radius); background: var(--muted); }
  .component-kind { font-size: 0.75em; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted-foreground); }
  .component-name { font-family: var(--font-mono); word-break: break-all; }
  dl.component-fields { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; font-size: 0.9em; }
  dl.component-fields dt { color: var(--muted-foreground); }
  dl.component-fields dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  .component-operation { margin: 12px 0; padding-top: 6px; border-top: 1px solid var(--border); }
  .component-links { padding-inline-start: 18px; font-size: 0.9em; }
  .component-links p { display: inline; margin: 0; }
`;
