import { css } from 'lit';

/**
 * The authentication section and its OAuth flows (adopted when their chunk loads). The section
 * is a card (overview-styles); each scheme is a compact block in it: name, status chip, type,
 * description, then its inputs at the card's width.
 */
export const authStyles = css`
  .auth-scheme { padding: var(--sd-space-3) 0; border-top: 1px solid var(--border); }
  .auth-scheme:last-of-type { padding-bottom: 0; }
  .auth-head { display: flex; gap: var(--sd-space-2); align-items: center; flex-wrap: wrap; }
  .auth-head h3 { font-size: var(--sd-text-base); font-weight: 600; margin: 0; margin-right: auto; min-width: 0; overflow-wrap: anywhere; }
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
  .auth-meta { display: flex; flex-wrap: wrap; gap: var(--sd-space-1) var(--sd-space-2); margin: var(--sd-space-1) 0 0; font-size: var(--sd-text-sm); color: var(--muted-foreground); }
  .auth-type { font-family: var(--font-mono); font-size: var(--sd-text-xs); padding: 0 var(--sd-space-2); border-radius: var(--radius-control); background: var(--background); color: var(--foreground); line-height: 1.8; }
  .auth-scheme .description { margin: var(--sd-space-2) 0 0; font-size: var(--sd-text-sm); }
  .auth-scheme .description p { margin: var(--sd-space-1) 0; }
  .auth-scheme .try-field { max-width: none; margin: var(--sd-space-2) 0 0; gap: var(--sd-space-1); }
  .auth-scheme .try-field label { font-size: var(--sd-text-xs); font-weight: 600; color: var(--muted-foreground); }
  .auth-scheme .try-field input, .auth-scheme .try-field select { width: 100%; min-width: 0; padding-left: var(--sd-space-3); border-radius: var(--radius-control); border-color: var(--input); }
  .auth-scheme .try-field input { padding-right: var(--sd-space-3); }
  .auth-scheme .try-actions { margin: var(--sd-space-3) 0 0; }
  .auth-scheme .try-actions button { min-height: calc(var(--sd-control-height) * 0.85); padding: 0 var(--sd-space-3); }
  .note { border-left: 3px solid var(--primary); padding: var(--sd-space-1) var(--sd-space-3); margin: var(--sd-space-2) 0; background: var(--muted); font-size: var(--sd-text-sm); }
  .auth-scheme .note { background: var(--background); }
  .auth-paste { margin-top: var(--sd-space-3); font-size: var(--sd-text-sm); }
  .auth-paste > summary { cursor: pointer; color: var(--primary-text); }
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
