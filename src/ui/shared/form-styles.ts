import { css } from 'lit';

/** Inputs, lists and actions of the TRY console and the authentication section (adopted with their chunks). */
export const formStyles = css`
  section.try { margin-top: 12px; padding-top: 8px; border-top: 1px dashed var(--border); }
  .try-field { display: flex; flex-direction: column; gap: 2px; margin: 6px 0; max-width: 40em; }
  .try-field input, .try-field textarea, .try-field select, .try-list input, .try-list select, .try-request-body select, .try-request-body textarea {
    font-family: var(--font-mono); padding: 4px 6px; border-radius: var(--radius); border: 1px solid var(--border); background: var(--background); color: var(--foreground);
  }
  [aria-invalid='true'] { border-color: var(--danger); }
  .field-error { color: var(--danger); font-size: 0.85em; }
  .try-actions { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin: 8px 0; }
  .try-list { display: flex; flex-direction: column; gap: 4px; align-items: flex-start; }
  .try-list-item { display: flex; gap: 8px; align-items: center; }
  fieldset.try-request-body { border: 1px solid var(--border); border-radius: var(--radius); padding: 6px 12px; margin: 8px 0; max-width: 44em; }
  fieldset.try-request-body > legend { font-weight: 600; padding: 0 4px; }
  fieldset.try-request-body textarea { width: 100%; box-sizing: border-box; }
  .try-curl pre.code { white-space: pre-wrap; overflow-wrap: anywhere; }
`;
