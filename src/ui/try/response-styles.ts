import { css } from 'lit';

/** The TRY response viewer (adopted into the shadow root with the console's chunk). */
export const responseStyles = css`
  .try-response { margin: 8px 0; }
  .try-status-line { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
  .try-response-actions { display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; margin: 4px 0; }
  .try-response-actions .link-button:disabled { cursor: default; color: var(--muted-foreground); text-decoration: none; }
  .try-headers ul { margin: 4px 0; padding-inline-start: 18px; overflow-wrap: anywhere; }
  .try-note { margin: 4px 0; color: var(--foreground); }
  /* The body reads left to right in right-to-left pages too (JSON, text, events); the notes about it in their own direction. */
  .try-response-body { direction: ltr; unicode-bidi: isolate; overflow: auto; max-height: var(--try-response-height, 300px); background: var(--code-bg); border-radius: var(--radius); }
  .try-response-body:focus-visible { outline: 2px solid var(--ring); outline-offset: 1px; }
  .try-response-body > p { margin: 0; padding: 8px 12px; unicode-bidi: plaintext; }
  .try-response .try-response-body pre.code { max-height: none; overflow: visible; margin: 0; }
  pre.try-json { padding-inline-start: 2em; }
  /* Blocks below the first screen are laid out when scrolled to (their height estimated till then). */
  .try-text-block { display: block; content-visibility: auto; contain-intrinsic-size: auto calc(200 * 1lh); }
  .jt-row { position: relative; }
  .jt-toggle {
    position: absolute; inset-inline-start: -1.6em; top: 0; width: 1.4em; height: 1.4em; padding: 0; border: none; border-radius: var(--radius);
    background: none; color: var(--muted-foreground); font: inherit; line-height: 1.4em; text-align: center; cursor: pointer;
  }
  .jt-toggle::before { content: '▾'; }
  .jt-toggle[aria-expanded='false']::before { content: '▸'; }
  .jt-toggle:hover { color: var(--heading); }
  .jt-toggle:focus-visible { outline: 2px solid var(--ring); }
  .jt-key { color: var(--heading); }
  .jt-str { color: var(--post); }
  .jt-num { color: var(--get); }
  .jt-bool, .jt-null { color: var(--patch); }
  .jt-count { color: var(--muted-foreground); font-family: var(--font-sans); font-size: 0.85em; }
  .try-stream-state { border-bottom: 1px solid var(--border); }
  ol.try-events { list-style: none; margin: 0; padding: 0; font-family: var(--font-mono); font-size: 0.9em; }
  .try-event { padding: 4px 12px; border-bottom: 1px solid var(--border); }
  .try-event-type { font-weight: 600; color: var(--heading); }
  .try-event-data { margin: 2px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1em; }
  .try-image { display: block; max-width: 100%; height: auto; margin: 8px 12px; }
`;
