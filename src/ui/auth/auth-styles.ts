import { css } from 'lit';

/**
 * The authentication section and its OAuth flows (adopted when their chunk loads). The section
 * is a card (overview-styles) holding a grid of scheme cards: as many columns of at least 260 px
 * as fit (one beside the description on wide screens and on a phone, two under it between).
 * A card's top (name, status, type, place, scopes, first sentence) is its disclosure button's
 * hit area; an open card takes the whole row, its inputs at the row's width.
 */
export const authStyles = css`
  .auth-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); gap: var(--sd-space-2); }
  .auth-card { display: flex; flex-direction: column; min-width: 0; border: 1px solid var(--border); border-radius: var(--radius); background: var(--background); }
  .auth-card.is-open { grid-column: 1 / -1; }
  .auth-card-top { flex: 1; position: relative; padding: var(--sd-space-2) var(--sd-space-3); border-radius: inherit; }
  .auth-card-top:has(.auth-toggle):hover { background: color-mix(in srgb, var(--muted) 60%, transparent); }
  .auth-card-top:has(.auth-toggle:focus-visible) { outline: 2px solid var(--ring); outline-offset: -2px; }
  .auth-head { display: flex; gap: var(--sd-space-2); align-items: center; flex-wrap: wrap; }
  .auth-head h3 { font-size: var(--sd-text-base); font-weight: 600; margin: 0; margin-inline-end: auto; min-width: 0; overflow-wrap: anywhere; }
  /* The name is the button; its ::after stretches over the card's top, so the whole top opens it while its accessible name stays the scheme's. */
  .auth-toggle {
    min-height: 24px; padding: 0; gap: var(--sd-space-1); border: 0; background: none; color: var(--foreground); font-weight: inherit; text-align: start;
    overflow-wrap: anywhere; min-width: 0;
  }
  .auth-toggle:hover:not(:disabled) { filter: none; }
  .auth-toggle:active:not(:disabled) { transform: none; }
  .auth-toggle:focus-visible { outline: none; }
  .auth-toggle::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  .auth-toggle > .icon { color: var(--muted-foreground); transition: transform var(--sd-transition); }
  .auth-toggle[aria-expanded='true'] > .icon { transform: rotate(90deg); }
  .auth-lead { margin-top: var(--sd-space-1); font-size: var(--sd-text-sm); color: var(--muted-foreground); display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
  .auth-lead p { margin: 0; }
  /* Links and code the lead may hold stay above the button's hit area. */
  .auth-lead a, .auth-card-top .note { position: relative; z-index: 1; }
  .auth-flows { display: flex; flex-direction: column; margin-top: var(--sd-space-1); font-size: var(--sd-text-xs); color: var(--muted-foreground); }
  /* Scope names can be long URLs: two lines at most; the open card lists them all. */
  .auth-scopes { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; overflow-wrap: anywhere; }
  .auth-flows code, .auth-where code { font-size: var(--sd-text-xs); color: var(--foreground); overflow-wrap: anywhere; }
  .auth-panel { padding: 0 var(--sd-space-3) var(--sd-space-3); border-top: 1px solid var(--border); }
  /* More than three schemes: one list, a row each (name and status; type and place, then flows and scopes, under the name). */
  .auth-cards.compact { display: flex; flex-direction: column; gap: 0; border: 1px solid var(--border); border-radius: var(--radius); background: var(--background); }
  .auth-cards.compact > .auth-card { border: 0; border-radius: 0; background: none; }
  .auth-cards.compact > .auth-card + .auth-card { border-top: 1px solid var(--border); }
  .auth-cards.compact > .auth-card:first-child, .auth-cards.compact > .auth-card:first-child .auth-card-top { border-start-start-radius: var(--radius); border-start-end-radius: var(--radius); }
  .auth-cards.compact .auth-card-top { display: flex; flex-wrap: wrap; align-items: center; gap: 0 var(--sd-space-2); padding-block: var(--sd-space-1); border-radius: 0; }
  .auth-cards.compact .auth-head { display: contents; }
  .auth-cards.compact .auth-head h3 { flex: 1; font-size: var(--sd-text-sm); }
  .auth-cards.compact .auth-meta, .auth-cards.compact .auth-flows { order: 1; flex-basis: 100%; margin: 0; padding-inline-start: calc(1em + var(--sd-space-1)); font-size: var(--sd-text-xs); }
  .auth-cards.compact .auth-flows { order: 2; padding-bottom: var(--sd-space-1); }
  .auth-panel[hidden] { display: none; }
  @media print { .auth-toggle > .icon { display: none; } }
  .auth-status {
    display: inline-flex; align-items: center; gap: var(--sd-space-1); padding: 0 var(--sd-space-2); border-radius: var(--radius-control);
    border: 1px solid var(--border); color: var(--muted-foreground); font-size: var(--sd-text-xs); font-weight: 600; line-height: 1.7; white-space: nowrap;
  }
  .auth-status.is-set { border-color: var(--post); color: var(--post); }
  .auth-status.auth-deprecated { border-color: color-mix(in srgb, var(--danger) 40%, transparent); color: var(--danger); }
  .auth-discovered { margin: var(--sd-space-2) 0; font-size: var(--sd-text-xs); }
  .auth-discovered dt { font-weight: 600; color: var(--muted-foreground); }
  .auth-discovered dd { margin: 0 0 var(--sd-space-1); overflow-wrap: anywhere; }
  .oauth-device { border-top: 1px dashed var(--border); margin-top: var(--sd-space-3); padding-top: var(--sd-space-2); font-size: var(--sd-text-sm); display: grid; gap: var(--sd-space-1); }
  .oauth-device a { overflow-wrap: anywhere; }
  .oauth-user-code { font-family: var(--font-mono); font-size: var(--sd-text-lg, 1.125rem); letter-spacing: 0.08em; margin: 0 var(--sd-space-2); }
  .auth-meta { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 var(--sd-space-2); margin: var(--sd-space-1) 0 0; font-size: var(--sd-text-sm); color: var(--muted-foreground); }
  .auth-type { font-weight: 600; color: var(--foreground); }
  .auth-where { min-width: 0; overflow-wrap: anywhere; }
  /* The separator ends the type, so a wrapped line starts with the place rather than a dot. */
  .auth-type:not(:last-child)::after { content: '·'; margin-inline-start: var(--sd-space-2); font-weight: 400; color: var(--muted-foreground); }
  .auth-panel .description { margin: var(--sd-space-2) 0 0; font-size: var(--sd-text-sm); }
  .auth-panel .description:empty { display: none; }
  .auth-scheme .description p { margin: var(--sd-space-1) 0; }
  .auth-scheme .try-field { max-width: none; margin: var(--sd-space-2) 0 0; gap: var(--sd-space-1); }
  .auth-scheme .try-field label { font-size: var(--sd-text-xs); font-weight: 600; color: var(--muted-foreground); }
  .auth-scheme .try-field input, .auth-scheme .try-field select { width: 100%; min-width: 0; padding-inline-start: var(--sd-space-3); border-radius: var(--radius-control); border-color: var(--input); }
  .auth-scheme .try-field input { padding-inline-end: var(--sd-space-3); }
  .auth-scheme .try-actions { margin: var(--sd-space-3) 0 0; }
  .auth-scheme .try-actions button { min-height: calc(var(--sd-control-height) * 0.85); padding: 0 var(--sd-space-3); }
  .note { border-inline-start: 3px solid var(--link); padding: var(--sd-space-1) var(--sd-space-3); margin: var(--sd-space-2) 0; background: var(--muted); font-size: var(--sd-text-sm); }
  .auth-scheme .note { background: var(--muted); }
  .auth-paste { margin-top: var(--sd-space-3); font-size: var(--sd-text-sm); }
  .auth-paste > summary { cursor: pointer; color: var(--link); }
  fieldset.oauth-flow { border: 1px solid var(--border); border-radius: var(--radius); margin: var(--sd-space-3) 0 0; padding: var(--sd-space-2) var(--sd-space-3) var(--sd-space-3); min-width: 0; background: var(--background); }
  fieldset.oauth-flow > legend { font-weight: 600; font-size: var(--sd-text-sm); padding: 0 var(--sd-space-1); }
  .oauth-url { display: flex; flex-direction: column; margin: var(--sd-space-1) 0; font-size: var(--sd-text-xs); color: var(--muted-foreground); }
  .oauth-url code { color: var(--foreground); overflow-wrap: anywhere; }
  .oauth-url-label { font-weight: 600; }
  fieldset.oauth-scopes { border: none; margin: var(--sd-space-3) 0 0; padding: 0; min-width: 0; }
  fieldset.oauth-scopes > legend { font-size: var(--sd-text-xs); font-weight: 600; color: var(--muted-foreground); padding: 0; margin-bottom: var(--sd-space-1); }
  .oauth-scope { display: flex; gap: var(--sd-space-2); align-items: baseline; padding: var(--sd-space-1) 0; font-size: var(--sd-text-sm); }
  .oauth-scope + .oauth-scope { border-top: 1px solid var(--border); }
  .oauth-scope label { min-width: 0; overflow-wrap: anywhere; cursor: pointer; }
  .oauth-scope code { font-size: var(--sd-text-xs); }
  .oauth-scope-description { display: block; color: var(--muted-foreground); font-size: var(--sd-text-xs); }
  .oauth-token { border-top: 1px dashed var(--border); margin-top: var(--sd-space-3); padding-top: var(--sd-space-2); font-size: var(--sd-text-sm); }
`;
