import { css } from 'lit';

/** The visual system: the type and spacing scales, the page frame (header, body, main), typography, links, code, form controls and helpers every view uses. Colours, radius and fonts come from the theme sheet (theme.ts) as custom properties on :host. */
export const baseStyles = css`
  /* Colours, radius and fonts come from the theme sheet (src/ui/theme.ts) as custom properties on :host. */
  :host {
    display: block;
    height: 100%;
    min-height: 0;
    box-sizing: border-box;
    font-family: var(--font-sans);
    font-size: var(--font-size, 15px);
    line-height: 1.5;
    text-align: left;
  }
  *, *::before, *::after { box-sizing: border-box; }
  :focus-visible { outline: 2px solid var(--ring); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .skip-link { position: absolute; left: 8px; top: 8px; z-index: 10; padding: 6px 12px; }
  .skip-link:not(:focus) { clip-path: inset(50%); width: 1px; height: 1px; padding: 0; border: 0; overflow: hidden; white-space: nowrap; }
  .root { position: relative; display: flex; flex-direction: column; height: 100%; min-height: 0; color: var(--foreground); background: var(--background); }
  header.top {
    display: flex; align-items: center; gap: 12px; flex-wrap: wrap;
    padding: 8px 16px; background: var(--header-bg); color: var(--header-fg);
  }
  header.top .title { font-weight: 600; font-size: 1.1em; margin-right: auto; }
  header.top form { display: flex; gap: 6px; align-items: center; }
  input, button, select { font: inherit; }
  input[type='text'], input[type='url'] {
    min-width: 16em; padding: 4px 8px; border-radius: var(--radius-control);
    border: 1px solid var(--input); background: var(--background); color: var(--foreground);
  }
  button, .button {
    cursor: pointer; padding: 4px 12px; border-radius: var(--radius-control); border: 1px solid var(--primary);
    background: var(--primary); color: var(--primary-foreground);
  }
  .file-label { cursor: pointer; color: var(--header-fg); text-decoration: underline; }
  .file-label input { position: absolute; width: 1px; height: 1px; opacity: 0; }
  .body { display: flex; flex: 1; min-height: 0; }
  main.main { flex: 1; min-width: 0; overflow: auto; padding: 16px 32px 64px; }
  h1, h2, h3, h4 { color: var(--heading); line-height: 1.25; }
  h1 { font-size: 1.8em; margin: 0.4em 0; }
  h4 { font-size: 1em; margin: 1.2em 0 0.4em; }
  a { color: var(--primary-text); }
  code, pre { font-family: var(--font-mono); font-size: 0.9em; }
  pre.code { background: var(--code-bg); padding: 8px 12px; border-radius: var(--radius); overflow: auto; max-height: 400px; }
  .muted { color: var(--muted-foreground); }
  .small { font-size: 0.85em; }
  /* A link whose URL the gate refused: its text, plainly, with a dotted underline that explains on hover. */
  .refused-link, a:not([href]) { color: inherit; text-decoration: underline dotted; cursor: help; }
  .problems { color: var(--danger); font-size: 0.85em; }
  .error-box { border: 1px solid var(--danger); color: var(--danger); border-radius: var(--radius); padding: 12px 16px; margin: 16px 0; white-space: pre-wrap; }
  .progress { margin: 24px 0; }
  .progress progress { width: 240px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .md img { max-width: 100%; }
  .md table { border-collapse: collapse; }
  .md td, .md th { border: 1px solid var(--border); padding: 2px 6px; }
  .link-button { background: none; border: none; padding: 0; color: var(--primary-text); cursor: pointer; text-decoration: underline; }
  .tabs { display: flex; gap: 2px; margin: 4px 0; border-bottom: 1px solid var(--border); }
  .tab { background: none; color: var(--foreground); border: none; border-bottom: 2px solid transparent; border-radius: 0; padding: 2px 10px; }
  .tab[aria-selected='true'] { border-bottom-color: var(--primary); color: var(--heading); font-weight: 600; }
  pre.code.generated { border-left: 3px solid var(--border); }
`;
