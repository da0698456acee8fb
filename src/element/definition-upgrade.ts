import { nextTask } from '../ui/shared/after-paint.js';

/** True while `whileDefining` runs: the elements upgraded then render first in a task of their own. */
let defining = false;

/** Runs `define` (customElements.define of the element) so that the elements it upgrades render first in a task of their own. */
export function whileDefining(define: () => void): void {
  defining = true;
  try {
    define();
  } finally {
    defining = false;
  }
}

/** The element's connectedCallback, called again once its task has come. */
export interface UpgradedHost {
  connectedCallback(): void;
}

/** What takes the boot's early worker as the element is upgraded, and lets it go (the LoadController). */
export interface EarlyWorkerTaker {
  hostConnected(): void;
  hostDisconnected(): void;
}

/**
 * The start of an element that is in the page when the bundle defines it (`defineSpecDoc`): it
 * is connected (its shadow root and styles made, its controllers connected) in the task after
 * the one that evaluates the bundle, and renders first in a task of its own too. Under DevTools
 * on 2 cores, the bundle's task ran to 100–109 ms on Stripe with the connection in it, of which
 * the connection was about a third (the README's Benchmark, eighteenth round), and to 97–123 ms on
 * Loket with the first render in it (fifteenth round); issue 20 allows 100. Its load starts after
 * that render, but its description is already being downloaded by then: the boot's early worker
 * (early-worker.ts) is taken as the element is upgraded. An element created later starts as Lit's do.
 */
export class DefinitionUpgrade {
  /** Upgraded by the element's definition: connected, then rendered first, in tasks of their own. */
  readonly byDefinition = defining;
  /** Where the element's connection stands. */
  private connection: 'new' | 'waiting' | 'live' | 'off' = 'new';
  private readonly host: UpgradedHost;
  private readonly loader: EarlyWorkerTaker;

  constructor(host: UpgradedHost, loader: EarlyWorkerTaker) {
    this.host = host;
    this.loader = loader;
  }

  /**
   * Called first in connectedCallback: true when the connection is put off to the next task (the
   * element was upgraded by the definition; its early worker is taken now, in the task that
   * evaluates the bundle, since one nobody takes is ended after it); false when it goes on now.
   */
  deferConnection(): boolean {
    if (this.connection === 'new' && this.byDefinition) {
      this.connection = 'waiting';
      this.loader.hostConnected();
      void nextTask().then(() => {
        if (this.connection === 'waiting') this.host.connectedCallback();
      });
      return true;
    }
    this.connection = 'live';
    return false;
  }

  /** Called first in disconnectedCallback: true when the element left before its connection came (only its worker to let go). */
  cancelConnection(): boolean {
    if (this.connection !== 'waiting') return false;
    this.connection = 'off';
    this.loader.hostDisconnected();
    return true;
  }

  /** Awaited before the element's first update: a task later when it was upgraded by the definition. */
  async beforeFirstUpdate(hasUpdated: boolean): Promise<void> {
    if (!hasUpdated && this.byDefinition) await nextTask();
  }
}
