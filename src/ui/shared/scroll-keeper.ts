/**
 * Keeps a section the reader navigated to at the top of the scrolling area while the page
 * around it settles: off-screen sections are laid out at an estimated height until first shown
 * (content-visibility), and bodies fill in as they come near, both of which move the target.
 */
export class ScrollKeeper {
  /** True from a programmatic scroll until the reader (or, once settled, anyone else) scrolls; the scroll spy waits meanwhile. */
  paused = false;
  private token = 0;
  private watch: ResizeObserver | undefined;
  /** The settled target being watched (watchAbove), its scrolling area, where it is held, and the scroll position its last alignment left. */
  private held: { target: HTMLElement; scroller: HTMLElement | null; top: number; scrollTop: number } | undefined;

  /**
   * Scrolls `target` to the top of `scroller` (the element's main) and re-aligns it each frame it
   * drifts, until it has stayed put for a moment while nothing is `busy` (bodies still coming move
   * it later), or the reader takes over. After that, until the reader or someone else scrolls
   * (see scrolled), it re-aligns whenever what holds the target or comes before it changes size
   * (see watchAbove).
   */
  pin(target: HTMLElement, scroller: HTMLElement | null, busy: () => boolean = () => false): void {
    const token = ++this.token;
    this.paused = true;
    this.watch?.disconnect();
    this.held = undefined;
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
        this.watchAbove(target, scroller, holding);
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
   * ResizeObserver watches everything that can move the target from above and re-aligns it, for
   * as long as it is held: event-driven, where a frame loop would keep the page busy. That is each
   * of the target's ancestors up to the scrolling area, and every element before the target or
   * before one of those ancestors, with the host page's elements slotted there (a slot has no box
   * of its own): not only the tag around the target and the one before it, since an earlier tag,
   * the overview (a Swagger 2.0 conversion's problems come late) or the host page's banner in the
   * default slot can grow too.
   */
  private watchAbove(target: HTMLElement, scroller: HTMLElement | null, holding: () => boolean): void {
    const held = { target, scroller, top: target.getBoundingClientRect().top, scrollTop: scroller?.scrollTop ?? 0 };
    const watch = new ResizeObserver(() => {
      if (!holding()) this.release(watch);
      else if (Math.abs(target.getBoundingClientRect().top - held.top) > 1) {
        target.scrollIntoView({ block: 'start' });
        held.scrollTop = scroller?.scrollTop ?? 0;
      }
    });
    // The border box: a padding or border that grows moves the target as much as content does.
    for (const el of above(target, scroller)) watch.observe(el, { box: 'border-box' });
    this.watch = watch;
    this.held = held;
  }

  /**
   * (From the scrolling area's scroll event.) While a settled target is held, a scroll that moved
   * it is someone else's: find in page, a link or a script of the host page. Their place wins, and
   * the hold ends, as on reader input: otherwise the next growth above would pull the page back
   * to the target. The browser's scroll anchoring and the keeper's own alignments leave the target
   * where it is held; growth the browser did not compensate moves the target but not the scroll
   * position (the observer re-aligns it), which is why both are compared.
   */
  scrolled(): void {
    const held = this.held;
    if (!held?.scroller || !this.paused) return;
    const scrollTop = held.scroller.scrollTop;
    if (Math.abs(held.target.getBoundingClientRect().top - held.top) <= 1) held.scrollTop = scrollTop;
    else if (Math.abs(scrollTop - held.scrollTop) > 1) {
      this.paused = false;
      if (this.watch) this.release(this.watch);
    }
  }

  private release(watch: ResizeObserver): void {
    watch.disconnect();
    if (this.watch === watch) {
      this.watch = undefined;
      this.held = undefined;
    }
  }
}

/** The elements whose growth moves `target` within `scroller` (see watchAbove): its ancestors below the scroller and every element before it or them, slots by what they show. */
function above(target: Element, scroller: Element | null): Element[] {
  const found: Element[] = [];
  for (let el: Element | null = target; el && el !== scroller; el = el.parentElement) {
    if (el !== target) found.push(el);
    for (let before = el.previousElementSibling; before; before = before.previousElementSibling) {
      if (before instanceof HTMLSlotElement) found.push(...before.assignedElements({ flatten: true }));
      else found.push(before);
    }
  }
  return found;
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
