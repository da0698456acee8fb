import { css } from 'lit';

/**
 * The header bar (header-bar.ts) and the popover of its "Open another description" button. The
 * header is viewer chrome: the title (heading-text, else the API's) and one quiet icon button above 768 px; at 768 px and
 * narrower it is also the phone's Menu bar, one row of finger-sized (44 px, WCAG 2.5.5) controls.
 */
export const headerStyles = css`
  header.top {
    --sd-header-control: calc(var(--font-size, 15px) * 2.1);
    /* Quiet controls in the header's own colours (the header keeps its background in both modes). */
    --sd-header-quiet: color-mix(in srgb, var(--header-fg) 78%, var(--header-bg));
    --sd-header-line: color-mix(in srgb, var(--header-fg) 35%, var(--header-bg));
    --sd-header-hover: color-mix(in srgb, var(--header-fg) 12%, var(--header-bg));
    /* The focus ring measured against the header's own background. */
    --ring: var(--header-ring);
    display: flex; align-items: center; gap: var(--sd-space-2) var(--sd-space-3); flex-wrap: wrap; flex: none;
    min-height: 48px; padding: var(--sd-space-1) var(--sd-space-5); background: var(--header-bg); color: var(--header-fg);
    border-bottom: 1px solid var(--border);
  }
  header.top .title { font-weight: 650; font-size: var(--sd-text-lg); letter-spacing: -0.01em; margin-inline-end: auto; min-width: 0; overflow-wrap: anywhere; }
  header.top button, header.top .button { min-height: var(--sd-header-control); font-size: var(--sd-text-sm); }
  /* The phone's Menu bar, drawn into the header: shown at 768 px and narrower only. */
  header.top :is(.nav-button, .phone-search) { display: none; }
  /* Where heading-text is empty, the API's title names the site (quieter than a heading-text), so the bar is never an empty band. */
  header.top .title:has(+ .phone-title) { display: none; }
  header.top .phone-title { margin-inline-end: auto; min-width: 0; font-weight: 600; font-size: var(--sd-text-base); color: var(--sd-header-quiet); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  header.top button.secondary { color: var(--header-fg); border-color: var(--sd-header-line); }
  header.top button.secondary:hover:not(:disabled) { background: var(--sd-header-hover); border-color: color-mix(in srgb, var(--header-fg) 55%, var(--header-bg)); }
  header.top button.icon-button { width: var(--sd-header-control); padding: 0; font-size: var(--sd-text-lg); color: var(--sd-header-quiet); }
  header.top button.icon-button:hover:not(:disabled) { color: var(--header-fg); background: var(--sd-header-hover); }
  header.top button.open-description:has(+ .open-popover:popover-open) { color: var(--header-fg); background: var(--sd-header-hover); }

  /* ---- the popover: the URL box and the file picker, under its button (placed by header-bar.ts) ---- */
  .open-popover {
    position: fixed; inset: auto; margin: 0; max-width: calc(100vw - 16px); padding: var(--sd-space-3);
    flex-direction: column; align-items: stretch; gap: var(--sd-space-3);
    background: var(--background); color: var(--foreground); border: 1px solid var(--border); border-radius: var(--radius); box-shadow: var(--sd-shadow);
    font-size: var(--sd-text-sm);
  }
  .open-popover:popover-open { display: flex; }
  .open-popover form { display: flex; gap: var(--sd-space-2); align-items: center; min-width: 0; }
  .open-popover .url-field { position: relative; display: flex; flex: 1; min-width: 0; }
  .open-popover .url-field > .icon { position: absolute; inset-inline-start: var(--sd-space-3); top: 50%; transform: translateY(-50%); color: var(--muted-foreground); pointer-events: none; }
  .open-popover input[type='url'] { flex: 1; width: 100%; min-width: 0; padding-inline-start: calc(var(--sd-space-3) * 2 + 1em); }
  .open-popover .file-label { align-self: flex-start; }
  .file-label { position: relative; cursor: pointer; }
  .file-label input { position: absolute; width: 1px; height: 1px; opacity: 0; pointer-events: none; }
  .file-label:has(input:focus-visible) { outline: 2px solid var(--ring); outline-offset: 2px; }

  @media (max-width: 768px) {
    /* One bar, at most 56 px: Menu, the title (cut with an ellipsis), the open-description button, Search. */
    header.top {
      position: sticky; top: 0; z-index: 5; flex-wrap: nowrap; gap: var(--sd-space-2);
      min-height: 0; padding-block: var(--sd-space-1); padding-inline: var(--sd-space-3) var(--sd-space-2);
    }
    header.top :is(.nav-button, .phone-search) { display: inline-flex; flex: none; }
    header.top button, header.top .button, header.top select, .open-popover :is(input[type='url'], button, .button) { min-height: 44px; }
    header.top .nav-button { padding: 0 var(--sd-space-3); }
    header.top button.icon-button { width: 44px; flex: none; }
    header.top :is(.title, .phone-title) {
      display: block; flex: 1; min-width: 0; margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; overflow-wrap: normal; font-size: var(--sd-text-base);
    }
    header.top .phone-title { color: var(--sd-header-quiet); }
  }
`;
