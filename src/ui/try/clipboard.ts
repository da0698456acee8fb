/**
 * The async clipboard, or undefined where the page has none: `navigator.clipboard` exists only in
 * secure contexts (HTTPS, localhost), which the DOM types do not say.
 */
export function clipboard(): Clipboard | undefined {
  return (navigator as { clipboard?: Clipboard }).clipboard;
}
