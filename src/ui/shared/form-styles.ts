import { css } from 'lit';

/** Inputs, lists and actions of the TRY console and the authentication section, and the console's panels in the examples column (adopted with their chunks). */
export const formStyles = css`
  section.try { display: flex; flex-direction: column; gap: var(--sd-space-4); }
  .try-panels { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--sd-space-4); align-items: start; }
  .try-request-panel, .try-response-panel { display: flex; flex-direction: column; gap: var(--sd-space-4); min-width: 0; }
  /* layout row: the request panel and the response panel side by side, when the column has the room (a container query on the examples column), and never on a phone (768 px and narrower: one column, as the layout attribute says). */
  @media (min-width: 769px) {
    @container examples (min-width: 600px) {
      .layout-row .try-panels { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
    }
  }
  button.try-open { align-self: flex-start; }
  .try-head { display: flex; align-items: center; justify-content: space-between; gap: var(--sd-space-2); }
  .try-head h4 { margin: 0; font-size: var(--sd-text-base); }
  .try-inputs { padding: var(--sd-space-2) var(--sd-space-4) var(--sd-space-3); border: 1px solid var(--border); border-radius: var(--radius); background: var(--background); }
  .try-inputs[hidden] { display: none; }
  .try-field { display: flex; flex-direction: column; gap: 2px; margin: 6px 0; max-width: 40em; }
  .try-field input, .try-field textarea, .try-field select, .try-list input, .try-list select, .try-request-body select, .try-request-body textarea { font-family: var(--font-mono); }
  /* In the console (a column as narrow as 360 px): labels above full-width controls. */
  .try .try-field { gap: var(--sd-space-1); margin: var(--sd-space-3) 0; max-width: none; }
  .try .try-field > label { font-size: var(--sd-text-sm); font-weight: 500; color: var(--heading); }
  .try :is(.try-field, .try-list, .try-request-body) :is(input:not([type='checkbox'], [type='radio']), textarea, select) { font-size: var(--sd-text-sm); min-width: 0; width: 100%; }
  [aria-invalid='true'] { border-color: var(--danger); }
  .field-error { color: var(--danger); font-size: 0.85em; }
  .try-actions { display: flex; gap: var(--sd-space-2); align-items: center; flex-wrap: wrap; margin: var(--sd-space-3) 0 var(--sd-space-2); }
  .try-target { overflow-wrap: anywhere; }
  .try-list { display: flex; flex-direction: column; gap: var(--sd-space-1); align-items: stretch; }
  .try-list-item { display: flex; gap: var(--sd-space-2); align-items: center; }
  fieldset.try-request-body { border: 1px solid var(--border); border-radius: var(--radius); padding: var(--sd-space-2) var(--sd-space-3); margin: var(--sd-space-3) 0; min-width: 0; }
  fieldset.try-request-body > legend { font-weight: 600; padding: 0 var(--sd-space-1); color: var(--heading); }
  fieldset.try-request-body textarea { width: 100%; }
  /* JSON and form bodies read left to right in right-to-left pages too. */
  :is(.try-field, fieldset.try-request-body) textarea { direction: ltr; unicode-bidi: isolate; }
  .try-curl pre.code { white-space: pre-wrap; overflow-wrap: anywhere; }
  /* The live response: a card like the examples it replaces. */
  .try-live { border: 1px solid var(--border); border-radius: var(--radius); background: var(--muted); padding: var(--sd-space-2) var(--sd-space-4) var(--sd-space-3); box-shadow: var(--sd-shadow); }
  .try-live .try-response { margin-bottom: 0; }
  .try-examples { display: flex; flex-direction: column; gap: var(--sd-space-2); }
  .try-live-head { display: flex; align-items: baseline; justify-content: space-between; gap: var(--sd-space-2); }
  .try-live-head .example-card-title { font-family: var(--font-sans); font-weight: 600; color: var(--heading); }
  button.try-back-live { align-self: flex-start; }
  /*
   * On a phone every control of the console is a target of at least 44 × 44 px (WCAG 2.5.5,
   * Apple's and Material's minimum for a finger): buttons, link buttons, tabs, selects, inputs,
   * file pickers, the headers disclosure; a checkbox's target is its label. The JSON tree's
   * toggles sit in the margin of 1-line rows, where a 44 px box would cover its neighbours'.
   * Wide screens keep the compact controls.
   */
  @media (max-width: 768px) {
    spec-doc-try :is(button:not(.jt-toggle), select, textarea, input:not([type='checkbox'], [type='radio']), .try-headers > summary, .try-response-actions a) { min-height: 44px; }
    spec-doc-try :is(button:not(.jt-toggle), .try-headers > summary, .try-response-actions a) { min-width: 44px; }
    spec-doc-try :is(.link-button, .try-response-actions a) { display: inline-flex; align-items: center; }
    spec-doc-try .try-headers > summary { line-height: 44px; }
    spec-doc-try .link-button { padding: 0 var(--sd-space-1); }
    spec-doc-try label:has(> input[type='checkbox']) { min-height: 44px; }
  }
`;
