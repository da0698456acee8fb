import { css } from 'lit';

/** The visual system: the type and spacing scales, the page frame (header, body, main), typography, links, code, form controls and helpers every view uses. Colours, radius and fonts come from the theme sheet (theme.ts) as custom properties on :host. */
export const baseStyles = css`
  /*
   * The scales. Type sizes are multiples of the host's font size (the font-size attribute), so
   * every size follows it; spacing is a 4 px grid. Every view uses these names, never raw values.
   */
  :host {
    --sd-text-xs: calc(var(--font-size, 15px) * 0.75);
    --sd-text-sm: calc(var(--font-size, 15px) * 0.875);
    --sd-text-base: var(--font-size, 15px);
    --sd-text-lg: calc(var(--font-size, 15px) * 1.125);
    --sd-text-xl: calc(var(--font-size, 15px) * 1.375);
    --sd-text-2xl: calc(var(--font-size, 15px) * 1.75);
    --sd-text-3xl: calc(var(--font-size, 15px) * 2.25);
    --sd-space-1: 4px;
    --sd-space-2: 8px;
    --sd-space-3: 12px;
    --sd-space-4: 16px;
    --sd-space-5: 24px;
    --sd-space-6: 32px;
    --sd-space-7: 48px;
    --sd-space-8: 64px;
    --sd-control-height: calc(var(--font-size, 15px) * 2.2);
    --sd-shadow: 0 1px 2px rgb(0 0 0 / 0.12), 0 4px 16px rgb(0 0 0 / 0.08);
    --sd-transition: 120ms ease;
    display: block;
    height: 100%;
    min-height: 0;
    box-sizing: border-box;
    font-family: var(--font-sans);
    font-size: var(--font-size, 15px);
    line-height: 1.55;
    text-align: start;
    -webkit-font-smoothing: antialiased;
  }
  *, *::before, *::after { box-sizing: border-box; }
  :focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .skip-link { position: absolute; inset-inline-start: 8px; top: 8px; z-index: 10; padding: 6px 12px; }
  .skip-link:not(:focus) { clip-path: inset(50%); width: 1px; height: 1px; padding: 0; border: 0; overflow: hidden; white-space: nowrap; }
  .root { position: relative; display: flex; flex-direction: column; height: 100%; min-height: 0; color: var(--foreground); background: var(--background); }
  /* ---- the frame: header bar (header-styles.ts), body (nav + main) ---- */
  /* ---- icons ---- */
  .icon { width: 1em; height: 1em; flex: none; vertical-align: -0.125em; }
  /*
   * Icons that point along the line (a closed disclosure's chevron, an external link's way out)
   * point the other way in right-to-left text. An open chevron turns the icon itself (transform),
   * which applies before this mirror (scale), so it points down either way.
   */
  :is(.icon-chevron-right, .icon-external):dir(rtl) { scale: -1 1; }
  /* ---- form controls: one look for inputs, selects, text areas, checkboxes and buttons, with hover, focus, active and disabled states ---- */
  input, button, select, textarea { font: inherit; }
  input[type='text'], input[type='url'], input[type='search'], input[type='password'], input[type='number'], input:not([type]), select, textarea {
    min-height: var(--sd-control-height); padding: 0 var(--sd-space-3); border-radius: var(--radius-control);
    border: 1px solid var(--input); background: var(--background); color: var(--foreground);
    transition: border-color var(--sd-transition), box-shadow var(--sd-transition);
  }
  input[type='text'], input[type='url'] { min-width: 16em; }
  textarea { padding: var(--sd-space-2) var(--sd-space-3); line-height: 1.45; }
  /*
   * The select: the native <select>, restyled rather than replaced by a scripted listbox, so the
   * keyboard, screen readers (a combobox with its label), forms, autofill and every browser's own
   * list on touch screens keep working. appearance: none drops the platform's button; the chevron
   * is two gradient strokes in --muted-foreground (a url() SVG cannot read custom properties, and a
   * select has no ::after for a mask), so it follows the theme. --sd-select-inset is the chevron's
   * distance from the end edge (the compact select sets it); --sd-select-end the padding it needs.
   * background-position has no logical keywords yet: a right-to-left select has the chevron at its left.
   */
  select {
    --sd-select-inset: var(--sd-space-3);
    --sd-select-end: calc(var(--sd-select-inset) + 10px + var(--sd-space-2));
    --sd-chevron-stroke: var(--muted-foreground) calc(50% - 0.25px) calc(50% + 1.25px);
    --sd-chevron: linear-gradient(45deg, transparent calc(50% - 0.25px), var(--sd-chevron-stroke), transparent 0), linear-gradient(-45deg, transparent calc(50% - 0.25px), var(--sd-chevron-stroke), transparent 0);
    appearance: none; cursor: pointer; text-overflow: ellipsis; padding-inline-end: var(--sd-select-end);
    --sd-chevron-at: right calc(var(--sd-select-inset) + 5px) top 50%, right var(--sd-select-inset) top 50%; /* physical: background-position, mirrored below */
    background-image: var(--sd-chevron); background-size: 5px 5px; background-repeat: no-repeat; background-position: var(--sd-chevron-at);
  }
  select:dir(rtl) { --sd-chevron-at: left var(--sd-select-inset) top 50%, left calc(var(--sd-select-inset) + 5px) top 50%; /* physical: background-position, the chevron at a right-to-left select's end */ }
  /* The compact select, where a full-height control would outweigh the text around it: a code card (the language picker in its head, the media type and example pickers) and a schema's one-of chooser. */
  :is(.example-card, .composition) select { --sd-select-inset: var(--sd-space-2); min-height: 0; height: calc(var(--sd-control-height) * 0.85); padding-inline-start: var(--sd-space-2); font-size: var(--sd-text-sm); }
  /*
   * Where the open list can be styled too (appearance: base-select, Chromium 135+), it is a popover
   * in the theme's surface, border, radius and shadow; other browsers keep their own list.
   */
  @supports (appearance: base-select) {
    select, ::picker(select) { appearance: base-select; }
    /*
     * As a button, the select lays its label out as a flex item that does not shrink, so a long
     * label would run over the chevron and out of the box. The chevron moves to ::picker-icon, a
     * box over the right padding in the select's own background, and paint containment cuts the
     * label at the padding edge: a long label ends at the chevron, as the native select's does.
     */
    select { position: relative; contain: paint; align-items: center; white-space: nowrap; background-image: none; }
    select::picker-icon {
      content: ''; position: absolute; inset-block: 0; inset-inline-end: 0; width: var(--sd-select-end); background-color: inherit;
      background-image: var(--sd-chevron); background-size: 5px 5px; background-repeat: no-repeat; background-position: var(--sd-chevron-at);
    }
    ::picker(select) {
      margin-block: var(--sd-space-1); padding: var(--sd-space-1); min-width: anchor-size(width);
      border: 1px solid var(--border); border-radius: var(--radius); background: var(--background); color: var(--foreground); box-shadow: var(--sd-shadow);
    }
    select option { gap: var(--sd-space-2); padding-block: var(--sd-space-1); padding-inline: var(--sd-space-2) var(--sd-space-3); border-radius: var(--radius-control); cursor: pointer; }
    select option:is(:hover, :focus-visible) { outline: none; background: var(--muted); color: var(--heading); }
    select option:checked { font-weight: 600; color: var(--heading); }
    select option::checkmark { color: var(--primary-text); }
    select optgroup { font-size: var(--sd-text-xs); font-weight: 600; color: var(--muted-foreground); }
    select optgroup option { font-size: var(--sd-text-sm); font-weight: 400; }
  }
  /* High-contrast modes draw the platform's own select, which they know how to colour. */
  @media (forced-colors: active) {
    select { appearance: auto; background-image: none; padding-inline-end: var(--sd-space-3); }
  }
  input:hover:not(:disabled), select:hover:not(:disabled), textarea:hover:not(:disabled) { border-color: var(--muted-foreground); }
  input:focus-visible, select:focus-visible, textarea:focus-visible { outline: none; border-color: var(--ring); box-shadow: 0 0 0 3px color-mix(in srgb, var(--ring) 35%, transparent); }
  input:disabled, select:disabled, textarea:disabled { opacity: 0.55; cursor: not-allowed; }
  input[type='checkbox'], input[type='radio'] { accent-color: var(--primary); width: 1.05em; height: 1.05em; margin: 0; vertical-align: -0.15em; cursor: pointer; }
  button, .button {
    display: inline-flex; align-items: center; justify-content: center; gap: var(--sd-space-2);
    min-height: var(--sd-control-height); cursor: pointer; padding: 0 var(--sd-space-4); border-radius: var(--radius-control); border: 1px solid var(--primary);
    background: var(--primary); color: var(--primary-foreground); font-weight: 500; line-height: 1.2; text-decoration: none;
    /* Not background or border colours: a theme change (palette, primary-color) applies at once rather than fading. */
    transition: filter var(--sd-transition), transform var(--sd-transition);
  }
  button:hover:not(:disabled), .button:hover { filter: brightness(1.08); }
  button:active:not(:disabled), .button:active { transform: translateY(1px); filter: brightness(0.95); }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
  /* The quiet button: an outline in the text colour, for secondary actions (copy, expand all, downloads). */
  button.secondary, .button.secondary { background: transparent; color: var(--foreground); border-color: var(--border); }
  button.secondary:hover:not(:disabled), .button.secondary:hover { filter: none; background: var(--muted); border-color: var(--input); }
  /* The icon button: square, no border until hovered. */
  button.icon-button { min-height: 0; padding: var(--sd-space-1); background: transparent; color: var(--muted-foreground); border-color: transparent; }
  button.icon-button:hover:not(:disabled) { filter: none; color: var(--foreground); background: var(--muted); }
  .body { display: flex; flex: 1; min-height: 0; }
  main.main { flex: 1; min-width: 0; overflow: auto; padding: var(--sd-space-5) var(--sd-space-7) var(--sd-space-8); }
  main.main:focus-visible { outline-offset: -2px; }
  /* Long unbroken words (paths, type names, URLs in descriptions) break rather than push the page sideways; pre keeps its lines and scrolls inside itself. */
  main.main { overflow-wrap: break-word; }
  main.main select { max-width: 100%; }
  @media (max-width: 768px) {
    main.main { padding: var(--sd-space-4) var(--sd-space-4) var(--sd-space-7); }
    /* On a phone a word may also shrink the box it sits in (flex rows, table cells): anything but sideways scrolling. */
    main.main { overflow-wrap: anywhere; }
  }
  h1, h2, h3, h4 { color: var(--heading); line-height: 1.25; letter-spacing: -0.01em; }
  h1 { font-size: var(--sd-text-3xl); font-weight: 700; margin: var(--sd-space-3) 0; }
  h4 { font-size: var(--sd-text-lg); font-weight: 600; margin: var(--sd-space-5) 0 var(--sd-space-2); }
  /* Links are the link colour, not the primary (theme.ts, colour roles). */
  a { color: var(--link); }
  code, pre { font-family: var(--font-mono); font-size: 0.9em; }
  /*
   * Code, paths and URLs read left to right in right-to-left pages too: islands (direction: ltr)
   * kept apart from the text around them (isolate), so a path's leading slash or a JSON line's
   * comma stays where it is written. Names and values from the description isolate in their own
   * direction (plaintext, as <bdi> does: by their first strong letter).
   */
  pre, code, .op-path { direction: ltr; unicode-bidi: isolate; }
  .param-name, .prop-name, .enum-value, .fact, .auth-name, .scheme-id, .component-name, .md a, .info-link a { unicode-bidi: plaintext; }
  /* The description's own paragraphs take the direction of their first letter (an English description reads left to right in an Arabic page, as dir="auto" would). */
  :is(.md, .desc, .description) :is(p, li, h1, h2, h3, h4, h5, h6, blockquote, dt, dd, td, th) { unicode-bidi: plaintext; }
  pre.code { background: var(--code-bg); padding: var(--sd-space-3) var(--sd-space-4); border-radius: var(--radius); overflow: auto; max-height: 400px; line-height: 1.5; font-size: var(--sd-text-sm); }
  .muted { color: var(--muted-foreground); }
  .small { font-size: 0.85em; }
  /* A link whose URL the gate refused: its text, plainly, with a dotted underline that explains on hover. */
  .refused-link, a:not([href]) { color: inherit; text-decoration: underline dotted; cursor: help; }
  .problems { color: var(--danger); font-size: 0.85em; }
  .error-box { border: 1px solid var(--danger); color: var(--danger); border-radius: var(--radius); padding: 12px 16px; margin: 16px 0; white-space: pre-wrap; }
  .error-frame { font-family: var(--font-mono); margin: 0; white-space: pre; overflow-x: auto; tab-size: 4; }
  .progress { margin: 24px 0; }
  .progress progress { width: 240px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .md img { max-width: 100%; }
  .md table { border-collapse: collapse; }
  .md td, .md th { border: 1px solid var(--border); padding: 2px 6px; }
  /* A quote as a rule at its side, not the browser's 40 px margins on both sides: nested quotes stay readable in a phone's column. */
  .md blockquote { margin: var(--sd-space-2) 0; padding-inline-start: var(--sd-space-3); border-inline-start: 3px solid var(--border); color: var(--muted-foreground); }
  .link-button { min-height: 0; background: none; border: none; padding: 0; color: var(--link); cursor: pointer; text-decoration: underline; font-weight: 400; }
  .link-button:hover { filter: none; text-decoration-thickness: 2px; }
  .tabs { display: flex; gap: var(--sd-space-1); margin: var(--sd-space-1) 0 var(--sd-space-2); border-bottom: 1px solid var(--border); overflow-x: auto; }
  .tab { min-height: 0; background: none; color: var(--muted-foreground); border: none; border-bottom: 2px solid transparent; border-radius: 0; padding: var(--sd-space-1) var(--sd-space-3); font-weight: 500; }
  .tab:hover:not(:disabled) { filter: none; color: var(--foreground); }
  .tab[aria-selected='true'] { border-bottom-color: var(--primary); color: var(--heading); }
  pre.code.generated { border-inline-start: 3px solid var(--border); }
  /* ---- syntax colours (JSON, XML, cURL and code samples; tokens from core/highlight): the signal colours, which the theme makes readable on --code-bg ---- */
  .hl-comment { color: var(--muted-foreground); font-style: italic; }
  .hl-string { color: var(--post); }
  .hl-number { color: var(--get); }
  .hl-keyword { color: var(--patch); }
  .hl-literal, .hl-option { color: var(--put); }
  .hl-variable { color: var(--primary-text); }
  .hl-function, .hl-property { color: var(--heading); }
`;
