// Counts the page's window.open calls in window.__opened (the real window still opens). Runs in
// the page: pass it to addInitScript (from the first script on) or page.evaluate (from now on).

/** Wraps window.open so that every call adds one to window.__opened. */
export function countWindowOpens(): void {
  const w = window as unknown as { __opened: number };
  w.__opened = 0;
  const realOpen = window.open.bind(window);
  window.open = (...args: Parameters<typeof window.open>) => {
    w.__opened++;
    return realOpen(...args);
  };
}
