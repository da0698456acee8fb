import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { OperationSection, type SectionObserver } from '../ui/reference/operation-section.js';
import { buildAllRows } from '../ui/reference/schema-tree.js';
import { afterPaint } from '../ui/shared/after-paint.js';
import { completeMarkdown } from '../ui/shared/markdown.js';

/**
 * Operations rendered in the first frame; the rest follow in small batches so no task runs long.
 * Read style: before its body arrives an operation keeps at least 320 px, so enough of them to fill
 * two screens of the window (5 at 800 px, 12 from 1,760 px up); fewer make the task that shows a
 * loaded description shorter (Loket under DevTools: 70 ms with 12, 56 with 5; the README's
 * Benchmark, fifteenth round). The view style's closed operations are one line each: 30.
 */
function firstBatch(): number {
  const height = typeof window === 'undefined' ? 0 : window.innerHeight;
  return Math.min(MAX_FIRST_BATCH, Math.max(MIN_FIRST_BATCH, Math.ceil((2 * height) / MIN_SECTION_HEIGHT)));
}
const MIN_SECTION_HEIGHT = 320;
const MIN_FIRST_BATCH = 4;
const MAX_FIRST_BATCH = 12;
const FIRST_BATCH_CLOSED = 30;
/** Navigation entries listed in the first frame: the nav's first screen, in any style. */
const FIRST_NAV_ENTRIES = 30;
const BATCH = 60;

/**
 * An IntersectionObserver rooted at an element that exists only after the host's first render:
 * sections that ask to be observed before it starts (or while the host is away) are observed
 * once it does.
 */
class LateObserver implements SectionObserver {
  private observer: IntersectionObserver | undefined;
  private readonly waiting = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;
  private readonly margin: string;

  constructor(callback: IntersectionObserverCallback, margin: string) {
    this.callback = callback;
    this.margin = margin;
  }

  get started(): boolean {
    return this.observer !== undefined;
  }

  observe(target: Element): void {
    if (this.observer) this.observer.observe(target);
    else this.waiting.add(target);
  }

  unobserve(target: Element): void {
    this.waiting.delete(target);
    this.observer?.unobserve(target);
  }

  start(root: Element): void {
    this.observer = new IntersectionObserver(this.callback, { root, rootMargin: this.margin });
    for (const target of this.waiting) this.observer.observe(target);
    this.waiting.clear();
  }

  stop(): void {
    this.observer?.disconnect();
    this.observer = undefined;
  }
}

/**
 * Lazy rendering of long descriptions. Operations are rendered in reading order, a first batch
 * at once and the rest in batches after each painted frame (`limit` grows), so the first screen
 * shows before the rest is built. Their bodies are fetched and rendered only as they come within
 * 800 px of the main area's visible part (`near`), and dropped again when more than 4,000 px
 * away (`far`), so memory stays flat on pages of a thousand operations. Both observers are
 * rooted at the scrolling main area (a viewport-rooted observer's margins would be cut off by
 * its clipping): they start when the host is connected and its main area exists, and stop when
 * it leaves the page.
 */
export class LazyRenderController implements ReactiveController {
  /** How many operations (in reading order) are rendered. */
  limit = firstBatch();

  /** Navigation entries to list now: as many as operations built, and at least the nav's first screen. */
  get navLimit(): number {
    return Math.max(this.limit, FIRST_NAV_ENTRIES);
  }

  /** Activates operation bodies near the visible part of the main area. */
  readonly near = new LateObserver((entries) => {
    for (const { target, isIntersecting } of entries) if (isIntersecting && target instanceof OperationSection) target.activate();
  }, '800px 0px');
  /** Releases operation bodies far from it (not while the page prints: every body is on paper). */
  readonly far = new LateObserver((entries) => {
    if (this.printing) return;
    for (const { target, isIntersecting } of entries) if (!isIntersecting && target instanceof OperationSection) target.release();
  }, '4000px 0px');
  /**
   * The page is printing (or about to, after Ctrl/⌘+P): every operation is rendered, every
   * tag and operation of the view style open (operation-list reads this), every body built.
   */
  printing = false;
  private readonly host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode };
  private cancelBatch: (() => void) | undefined;
  private total = 0;
  private printQuery: MediaQueryList | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode }) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.start();
    // beforeprint/afterprint for the browser's print command; the print media query as well,
    // which is what emulated print media (tests, screenshots) changes.
    window.addEventListener('beforeprint', this.onBeforePrint);
    window.addEventListener('afterprint', this.onAfterPrint);
    window.addEventListener('keydown', this.onKeyDown);
    this.printQuery = window.matchMedia('print');
    this.printQuery.addEventListener('change', this.onPrintMedia);
  }

  /** On the first connection the main area is rendered only now. */
  hostUpdated(): void {
    if (!this.near.started) this.start();
  }

  hostDisconnected(): void {
    this.near.stop();
    this.far.stop();
    this.cancelBatch?.();
    window.removeEventListener('beforeprint', this.onBeforePrint);
    window.removeEventListener('afterprint', this.onAfterPrint);
    window.removeEventListener('keydown', this.onKeyDown);
    this.printQuery?.removeEventListener('change', this.onPrintMedia);
  }

  /**
   * Lays out everything for print: all operations rendered and every body activated. Bodies
   * come from the worker, so they arrive after this returns; `beforeprint` cannot wait for them
   * (the browser prints what is there when its handlers return), hence the Ctrl/⌘+P path below,
   * which can. Resolves when every rendered operation has its body (or failed), or after `waitMs`.
   */
  async prepareForPrint(waitMs = 15_000): Promise<void> {
    completeMarkdown();
    buildAllRows(true);
    if (!this.printing) {
      this.printing = true;
      this.limit = Math.max(this.limit, this.total);
      this.host.requestUpdate();
    }
    await this.host.updateComplete;
    const sections = Array.from(this.host.renderRoot.querySelectorAll('spec-doc-operation')).filter((s): s is OperationSection => s instanceof OperationSection);
    // A section renders its open state after the host's update; wait for theirs too.
    await Promise.all(sections.map((s) => s.updateComplete));
    for (const s of sections) s.activate();
    const until = Date.now() + waitMs;
    while (Date.now() < until && sections.some((s) => s.isConnected && !s.detail && !s.loadError && s.store)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(sections.map((s) => s.updateComplete));
  }

  /** Printing is over: the view style's closed tags and operations close again, far bodies may be dropped again. */
  private endPrint(): void {
    buildAllRows(false);
    if (!this.printing) return;
    this.printing = false;
    this.host.requestUpdate();
    // Bodies built for print are handed back to the releaser, which drops those far away.
    for (const s of this.host.renderRoot.querySelectorAll('spec-doc-operation')) {
      if (s instanceof OperationSection && s.detail) {
        this.far.unobserve(s);
        this.far.observe(s);
      }
    }
  }

  private readonly onBeforePrint = (): void => {
    void this.prepareForPrint();
  };

  private readonly onAfterPrint = (): void => {
    this.endPrint();
  };

  private readonly onPrintMedia = (e: MediaQueryListEvent): void => {
    if (e.matches) void this.prepareForPrint();
    else this.endPrint();
  };

  /**
   * Ctrl/⌘+P: print once every body is there. The browser's own print would snapshot the page
   * before the worker has sent the bodies not yet seen, so the key is taken over, the page laid
   * out, and then printed. (The menu's Print command goes through beforeprint: best effort.)
   */
  private readonly onKeyDown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 'p' || !this.host.isConnected) return;
    if (!this.host.renderRoot.querySelector('spec-doc-operation')) return;
    e.preventDefault();
    void this.prepareForPrint().then(() => window.print());
  };

  private start(): void {
    const main = this.host.renderRoot.querySelector('main');
    if (!main || !this.host.isConnected) return;
    this.near.start(main);
    this.far.start(main);
  }

  /** A new list of `total` operations (`closed`: one line each, the view style): the first batch now, the rest batch by batch. */
  reset(total: number, closed = false): void {
    this.cancelBatch?.();
    this.total = total;
    this.limit = this.printing ? total : closed ? FIRST_BATCH_CLOSED : firstBatch();
    this.schedule(total);
  }

  /** Renders at least up to the operation at `index` (navigation to it). */
  reveal(index: number): void {
    if (index >= this.limit) this.limit = index + BATCH;
  }

  private schedule(total: number): void {
    if (this.limit >= total) return;
    // After a painted frame, so the first screen shows before the rest is built.
    this.cancelBatch = afterPaint(() => {
      if (!this.host.isConnected) return;
      this.limit += BATCH;
      this.host.requestUpdate();
      void this.host.updateComplete.then(() => this.schedule(total));
    });
  }
}
