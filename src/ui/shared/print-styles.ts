import { css } from 'lit';

/**
 * Printing (or saving as PDF): a clean document. No header, navigation or TRY controls (console,
 * Try/Send, copy, filters, auth inputs and credential status, server picker, downloads);
 * everything on one flowing page instead of the scrolling main area; black on white whatever the
 * theme (the light palette's values, set on the container so they win over the theme sheet's on
 * :host); each tag and each operation after a tag's first on a new page, headings kept with what
 * follows them; external links in descriptions print their address. The element renders every
 * operation and its body while the page prints (LazyRenderController), and `content-visibility`
 * is off so nothing prints as an empty placeholder; the overview's and the operations' columns
 * stack. The examples column (inside the console element) prints; its
 * inputs and live response do not. Every button but three kinds that carry reading content (a heading that is also a
 * toggle in the view style, a tab labelling the panel shown, a flag) is a control and hidden.
 * (Comments stay out of the sheet: its text ships as it is written.)
 */
export const printStyles = css`
  @media print {
    :host {
      height: auto !important;
      overflow: visible !important;
    }
    .root {
      --background: #fff;
      --foreground: #1a1a1a;
      --heading: #000;
      --muted: #f6f6f6;
      --muted-foreground: #4a4a4a;
      --border: #c8c8c8;
      --input: #8a8a8a;
      --code-bg: #f3f3f3;
      --primary-text: #0b4f9c;
      --link: #0b4f9c;
      --get: #0b62b8;
      --post: #18794e;
      --put: #8a5a00;
      --patch: #7040b0;
      --delete: #b3261e;
      --other: #555;
      --danger: #b3261e;
      display: block;
      height: auto;
      min-height: 0;
      background: #fff;
      color: var(--foreground);
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    .body { display: block; }
    main.main { overflow: visible; height: auto; padding: var(--sd-space-4); }
    .auth-status { display: none !important; }
    header.top, nav.nav, .nav-button, .skip-link, slot[name='fixed-header'], spec-doc-search-dialog,
    .try-inputs, .try-actions, .try-field, .auth-paste, .server-picker, .download-buttons, .copy-md,
    .link-button, input, select, textarea {
      display: none !important;
    }
    button:not(.op-toggle):not(.tag-toggle):not([role='tab']):not(.flag) { display: none !important; }
    button.op-toggle, button.tag-toggle { pointer-events: none; }
    .tag-chevron, .op-chevron, .op-toggle .icon-chevron-right, .op-toggle .icon-chevron-down, .tag-toggle .icon { display: none; }
    spec-doc-operation, section.tag, .tag, .op-layout, .op-main, .op-aside {
      content-visibility: visible !important;
      contain-intrinsic-size: none !important;
    }
    .overview-layout, .op-layout { display: block; }
    .overview-aside { margin-top: 0; max-width: none; }
    .op-aside { position: static; max-height: none; overflow: visible; }
    pre.code { max-height: none; overflow: visible; white-space: pre-wrap; overflow-wrap: anywhere; }
    section.tag { break-before: page; }
    section.tag spec-doc-operation ~ spec-doc-operation { break-before: page; }
    spec-doc-operation { box-shadow: none; }
    h1, h2, h3, h4, .op-head, legend, summary { break-after: avoid; break-inside: avoid; }
    pre, .auth-scheme, .overview-card, tr, li, .chip, .badge { break-inside: avoid; }
    p, li { orphans: 3; widows: 3; }
    .md a[href^='http']::after { content: ' <' attr(href) '>'; font-size: 0.85em; color: var(--muted-foreground); overflow-wrap: anywhere; }
  }
`;
