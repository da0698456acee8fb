/**
 * Keeps a section the reader navigated to at the top of the scrolling area while the page
 * around it settles: off-screen sections are laid out at an estimated height until first shown
 * (content-visibility), and bodies fill in as they come near, both of which move the target.
 */
export class ScrollKeeper {
  /** True from a programmatic scroll until the reader scrolls (the scroll spy waits too). */
  paused = false;
  private token = 0;
  private watch: ResizeObserver | undefined;

  /**
   * Scrolls `target` to the top and re-aligns it each frame it drifts, until it has stayed put
   * for a moment while nothing is `busy` (bodies still coming move it later), or the reader takes
   * over. After that, until the reader takes over, it re-aligns whenever what holds the target
   * or comes before it changes size (see watchAbove).
   */
  pin(target: HTMLElement, busy: () => boolean = () => false): void {
    const token = ++this.token;
    this.paused = true;
    this.watch?.disconnect();
    target.scrollIntoView({ block: 'start' });
    // Time, not frames: on a busy machine bodies above the target arrive many frames later.
    const start = performance.now();
    const holding = (): boolean => token === this.token && this.paused && target.isConnected && performance.now() - start <= PIN_MAX_MS;
    let stableSince = start;
    let lastTop = target.getBoundingClientRect().top;
    const check = (): void => {
      if (!holding()) return;
      const now = performance.now();
      if (Math.abs(target.getBoundingClientRect().top - lastTop) > 1) {
        target.scrollIntoView({ block: 'start' });
        stableSince = now;
      } else if (now - stableSince > PIN_STABLE_MS && !busy()) {
        this.watchAbove(target, holding);
        return;
      }
      lastTop = target.getBoundingClientRect().top;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }

  /**
   * Once the page around a pinned target has settled, a part above it can still grow (a schema
   * or an example filling in): the browser's scroll anchoring keeps the target in place only when
   * it picks an anchor below the growth, and with the section above ending exactly at the top of
   * the scrolling area it sometimes picks that section, whose top does not move (Stripe's
   * `post-/v1/charges` on a phone landed 311 px short in about half the loads). So a
   * ResizeObserver watches the target's parent and the elements before it and re-aligns the
   * target, for as long as it is held: event-driven, where a frame loop would keep the page busy.
   */
  private watchAbove(target: HTMLElement, holding: () => boolean): void {
    const top = target.getBoundingClientRect().top;
    const watch = new ResizeObserver(() => {
      if (!holding()) watch.disconnect();
      else if (Math.abs(target.getBoundingClientRect().top - top) > 1) target.scrollIntoView({ block: 'start' });
    });
    const parent = target.parentElement;
    for (const el of [parent, target.previousElementSibling, parent?.previousElementSibling]) if (el) watch.observe(el);
    this.watch = watch;
  }
}

/**
 * How long a pinned target must stay put (with nothing busy) before the keeper lets go, and the
 * most it holds on: a bound for bodies that never come. Time, not a count of frames or of
 * bodies: on a loaded machine (CI) a body near the target arrived seconds after the last one.
 */
const PIN_STABLE_MS = 500;
const PIN_MAX_MS = 30_000;

/**
 * The route of the last section whose top is above the upper fifth of `main`. Sections are in
 * document order, so their tops ascend: a binary search reads about ten positions per frame
 * even on a page of 1,400 operations.
 */
export function sectionAtTop(main: HTMLElement, sections: ArrayLike<HTMLElement>): string | undefined {
  const line = main.getBoundingClientRect().top + main.clientHeight * 0.2;
  let lo = 0;
  let hi = sections.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const top = sections[mid]?.getBoundingClientRect().top;
    if (top !== undefined && top <= line) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return sections[found]?.dataset['route'];
}
