import { css } from 'lit';

/** The overview (title, version, info links, logo, servers, downloads) and the components section. */
export const overviewStyles = css`
  .version { font-size: 0.5em; vertical-align: middle; border: 1px solid var(--border); border-radius: var(--radius); padding: 1px 6px; }
  .info-links { display: flex; gap: 16px; flex-wrap: wrap; font-size: 0.9em; }
  .info-logo-box img { max-height: 64px; max-width: 240px; }
  .servers li code { user-select: all; }
  .download-buttons { display: flex; gap: 8px; margin: 12px 0; flex-wrap: wrap; }
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
