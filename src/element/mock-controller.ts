import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { MockStatusStrategy } from '../core/mock/strategies.js';
import type { MockInputs, MockSession } from '../ui/mock/mock-runtime.js';
import type { ApiServerController } from './api-server-controller.js';
import type { LoadController } from './load-controller.js';

/** The mock-server attributes (and server-url, which the mock also answers under). */
export type MockHost = ReactiveControllerHost &
  HTMLElement & {
    mockServer: boolean;
    mockServerStatusCode: string;
    mockServerStatusStrategy: MockStatusStrategy;
    mockServerDelay: number;
    mockServerLog: boolean;
    serverUrl: string;
  };

/**
 * The element's side of the in-browser mock server (mock-server="true"): only what decides
 * whether to load it. Everything else (following loads and settings, the route table, response
 * synthesis, the fetch/XMLHttpRequest interception) is in a chunk of its own, imported the first
 * time the mock is turned on, so a page that never mocks pays next to nothing for it.
 */
export class MockController implements ReactiveController {
  /** True while this element's mock answers requests; the servers section shows it. */
  active = false;
  private readonly host: MockHost;
  private readonly loader: LoadController;
  private readonly apiServer: ApiServerController;
  private session: MockSession | undefined;
  private loading = false;
  /** Why the mock last failed to load or start (cleared when it answers). */
  private failure: Error | undefined;
  /** TRY requests waiting for the mock to answer (see whenReady). */
  private waiting: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];

  /** Follows `loader`'s description and `apiServer`'s active server besides the host's attributes. */
  constructor(host: MockHost, loader: LoadController, apiServer: ApiServerController) {
    this.host = host;
    this.loader = loader;
    this.apiServer = apiServer;
    host.addController(this);
  }

  private read(): MockInputs {
    const { host, loader, apiServer } = this;
    return {
      enabled: host.mockServer,
      store: loader.status === 'ready' ? loader.store : undefined,
      loaded: loader.outline,
      title: loader.outline?.info.title ?? '',
      descriptionUrl: loader.descriptionUrl,
      servers: [host.serverUrl, apiServer.resolved.ok ? apiServer.resolved.url : ''],
      statusCode: host.mockServerStatusCode,
      strategy: host.mockServerStatusStrategy,
      delay: host.mockServerDelay,
      log: host.mockServerLog,
    };
  }

  /**
   * Resolves once this element's mock answers requests, at once when mock-server is off (or is
   * turned off while waiting); rejects when the mock cannot start. The TRY console waits for it,
   * so a request sent while the mock chunk is still loading is not sent to the real API server.
   */
  whenReady(): Promise<void> {
    if (!this.host.mockServer || this.active) return Promise.resolve();
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** Settles the waiting requests once the mock answers, is off or has failed. */
  private settle(): void {
    const error = this.host.isConnected ? this.failure : new Error('The element left the page before its mock server started');
    if (!error && this.host.mockServer && !this.active) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const w of waiting) {
      if (error) w.reject(error);
      else w.resolve();
    }
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
          this.session = new m.MockSession((active, error) => {
            this.failure = error;
            // A failed start is not retried by an update of its own (the next update tries again).
            if (error) this.settle();
            if (active === this.active) return;
            this.active = active;
            this.host.requestUpdate();
          });
          this.host.requestUpdate();
        },
        (e: unknown) => {
          this.loading = false;
          const message = `mock server could not be loaded: ${e instanceof Error ? e.message : String(e)}`;
          console.error(`<spec-doc>: the ${message}`);
          this.failure = new Error(`The ${message}`);
          this.settle();
        },
      );
    }
    this.settle();
  }

  hostDisconnected(): void {
    this.session?.sync(undefined);
    this.settle();
  }
}
