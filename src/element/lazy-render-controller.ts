import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { OperationSection, type SectionObserver } from '../ui/reference/operation-section.js';

/** Operations rendered in the first frame; the rest follow in small batches so no task runs long. */
const FIRST_BATCH = 30;
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
  limit = FIRST_BATCH;
  /** Activates operation bodies near the visible part of the main area. */
  readonly near = new LateObserver((entries) => {
    for (const { target, isIntersecting } of entries) if (isIntersecting && target instanceof OperationSection) target.activate();
  }, '800px 0px');
  /** Releases operation bodies far from it. */
  readonly far = new LateObserver((entries) => {
    for (const { target, isIntersecting } of entries) if (!isIntersecting && target instanceof OperationSection) target.release();
  }, '4000px 0px');
  private readonly host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode };
  private batchTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode }) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.start();
  }

  /** On the first connection the main area is rendered only now. */
  hostUpdated(): void {
    if (!this.near.started) this.start();
  }

  hostDisconnected(): void {
    this.near.stop();
    this.far.stop();
    clearTimeout(this.batchTimer);
  }

  private start(): void {
    const main = this.host.renderRoot.querySelector('main');
    if (!main || !this.host.isConnected) return;
    this.near.start(main);
    this.far.start(main);
  }

  /** A new list of `total` operations: the first batch now, the rest batch by batch. */
  reset(total: number): void {
    clearTimeout(this.batchTimer);
    this.limit = FIRST_BATCH;
    this.schedule(total);
  }

  /** Renders at least up to the operation at `index` (navigation to it). */
  reveal(index: number): void {
    if (index >= this.limit) this.limit = index + BATCH;
  }

  private schedule(total: number): void {
    if (this.limit >= total) return;
    // After a painted frame, so the first screen shows before the rest is built.
    requestAnimationFrame(() => {
      this.batchTimer = setTimeout(() => {
        if (!this.host.isConnected) return;
        this.limit += BATCH;
        this.host.requestUpdate();
        void this.host.updateComplete.then(() => this.schedule(total));
      }, 0);
    });
  }
}
