import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { MockInputs, MockSession } from '../ui/mock/mock-runtime.js';

export { MOCK_STATUS_STRATEGIES, type MockStatusStrategy } from '../core/mock/strategies.js';

/**
 * The element's side of the in-browser mock server (mock-server="true"): only what decides
 * whether to load it. Everything else (following loads and settings, the route table, response
 * synthesis, the fetch/XMLHttpRequest interception) is in a chunk of its own, imported the first
 * time the mock is turned on, so a page that never mocks pays next to nothing for it.
 */
export class MockController implements ReactiveController {
  /** True while this element's mock answers requests; the servers section shows it. */
  active = false;
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly read: () => MockInputs;
  private session: MockSession | undefined;
  private loading = false;

  constructor(host: ReactiveControllerHost & HTMLElement, read: () => MockInputs) {
    this.host = host;
    this.read = read;
    host.addController(this);
  }

  hostConnected(): void {
    // Reconnected: the mock starts again with the next update (after the description reloads).
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    if (this.session) this.session.sync(this.host.isConnected ? this.read() : undefined);
    else if (this.read().enabled && !this.loading) {
      this.loading = true;
      import('../ui/mock/mock-runtime.js').then(
        (m) => {
          this.session = new m.MockSession((active) => {
            this.active = active;
            this.host.requestUpdate();
          });
          this.host.requestUpdate();
        },
        (e: unknown) => {
          this.loading = false;
          console.error(`<spec-doc>: the mock server could not be loaded: ${e instanceof Error ? e.message : String(e)}`);
        },
      );
    }
  }

  hostDisconnected(): void {
    this.session?.sync(undefined);
  }
}
