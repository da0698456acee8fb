import { css } from 'lit';

/** The authentication section and its OAuth flows (adopted when their chunk loads). */
export const authStyles = css`
  section.auth > h2 { font-size: 1.3em; margin: 1.4em 0 0.4em; padding-bottom: 4px; border-bottom: 1px solid var(--border); }
  .auth-scheme { margin: 12px 0 20px; }
  .auth-scheme h3 { font-size: 1.05em; margin: 0 0 2px; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
  .auth-status { font-size: 0.8em; font-weight: 600; padding: 1px 8px; border-radius: var(--radius); border: 1px solid var(--border); color: var(--muted-foreground); }
  .auth-status.is-set { border-color: var(--post); color: var(--post); }
  .auth-scheme .description { margin: 4px 0; }
  .note { border-left: 3px solid var(--primary); padding: 4px 10px; margin: 6px 0; background: var(--muted); }
  fieldset.oauth-flow { border: 1px solid var(--border); border-radius: var(--radius); margin: 10px 0; padding: 8px 12px; max-width: 44em; }
  fieldset.oauth-flow > legend { font-weight: 600; padding: 0 4px; }
  fieldset.oauth-scopes { border: none; margin: 6px 0; padding: 0; }
  fieldset.oauth-scopes > div { display: flex; gap: 6px; align-items: baseline; margin: 2px 0; }
  .oauth-token { border-top: 1px dashed var(--border); margin-top: 8px; padding-top: 6px; }
  .try-field select { font: inherit; padding: 3px 6px; border-radius: var(--radius); border: 1px solid var(--border); background: var(--background); color: var(--foreground); }
`;
