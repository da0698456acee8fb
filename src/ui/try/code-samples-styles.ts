import { css } from 'lit';

/**
 * Code samples: tabs, Copy, the language picker and the token colours (adopted with the
 * element's chunk, see adopt-styles.ts). The token colours reuse the method colours, which meet
 * 4.5:1 on --code-bg in both themes (checked by the axe scan in code-samples.test.ts).
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
  .hl-comment { color: var(--muted-foreground); font-style: italic; }
  .hl-string { color: var(--post); }
  .hl-number { color: var(--get); }
  .hl-keyword { color: var(--patch); }
  .hl-literal, .hl-option { color: var(--put); }
  .hl-variable { color: var(--primary-text); }
  .hl-function { color: var(--heading); }
`;
