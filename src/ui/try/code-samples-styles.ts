import { css } from 'lit';

/**
 * Code samples: tabs, Copy, the language picker (adopted with the
 * element's chunk, see adopt-styles.ts).
 * Token colours are in base-styles.ts.
 */
export const codeSamplesStyles = css`
  .code-samples { margin: 12px 0 0; }
  .code-samples-own + .code-samples-generated { margin-top: 8px; }
  .code-samples-generated { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; }
  .code-samples-generated > :not(label, select) { flex-basis: 100%; }
  .code-sample { position: relative; }
  .code-sample-actions { display: flex; gap: 8px; align-items: baseline; margin: 4px 0 2px; }
  .code-sample pre.code { margin: 0; }
  .code-sample pre.code:focus-visible { outline: 2px solid var(--primary); outline-offset: 1px; }
`;
