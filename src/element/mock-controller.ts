import type { ComplexAttributeConverter, ReactiveController, ReactiveControllerHost } from 'lit';
import type { MockStatusStrategy } from '../core/mock/strategies.js';
import type { DescriptionStore } from '../ui/store.js';
import type { MockRuntimeSettings, RunningMock } from '../ui/mock/mock-runtime.js';

export { MOCK_STATUS_STRATEGIES, type MockStatusStrategy } from '../core/mock/strategies.js';

/** What the element tells its mock after each update. */
export interface MockInputs extends Omit<MockRuntimeSettings, 'servers'> {
  /** mock-server. */
  enabled: boolean;
  /** The store of the loaded description (undefined while none is loaded). */
  store: DescriptionStore | undefined;
  /** Changes with each load: the mock reads the description again when it does. */
  loaded: unknown;
  /** server-url and the active server's URL ('' when none). */
  servers: readonly string[];
  /** The description's title, to tell two elements apart in the console. */
  title: string;
}

const warned = new Set<string>();

/** mock-server-delay: whole milliseconds from 0; anything else falls back to 0 with one warning. */
export const delayConverter: ComplexAttributeConverter<number> = {
  fromAttribute(value: string | null): number {
    if (value === null || value.trim() === '') return 0;
    const n = Number(value.trim());
    if (Number.isInteger(n) && n >= 0) return n;
    if (!warned.has(value)) {
      warned.add(value);
      console.warn(`<spec-doc>: "${value}" is not a valid value of mock-server-delay; allowed: a whole number of milliseconds from 0. Using 0.`);
    }
    return 0;
  },
  toAttribute: (v: number) => String(v),
};

/**
 * The element's side of the in-browser mock server (mock-server="true"). The mock itself (route
 * table, response synthesis, and the fetch/XMLHttpRequest interception) is a chunk of its own,
 * imported the first time the mock is turned on, so it costs a page that never mocks nothing.
 * Turned off, or with the element removed, the registration ends; the last mock on the page to
 * end restores the page's own `fetch` and `XMLHttpRequest`.
 */
export class MockController implements ReactiveController {
  /** True while this element's mock answers requests; the servers section shows it. */
  active = false;
  private readonly host: ReactiveControllerHost & HTMLElement;
  private readonly read: () => MockInputs;
  private running: RunningMock | undefined;
  /** The load (store and description) the running or starting mock serves. */
  private source: { store: DescriptionStore; loaded: unknown } | undefined;
  private starting = 0;

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
    const inputs = this.read();
    if (!inputs.enabled || !inputs.store || !inputs.loaded || !this.host.isConnected) {
      this.stop();
      return;
    }
    if (this.source?.store === inputs.store && this.source.loaded === inputs.loaded) {
      // Same description: new settings apply to the next request (a start in progress reads them when it ends).
      this.running?.update(settingsOf(inputs));
      return;
    }
    this.stop();
    this.source = { store: inputs.store, loaded: inputs.loaded };
    void this.start(inputs.store, ++this.starting);
  }

  hostDisconnected(): void {
    this.stop();
  }

  private async start(store: DescriptionStore, token: number): Promise<void> {
    try {
      const [runtime, json] = await Promise.all([import('../ui/mock/mock-runtime.js'), store.json()]);
      const doc = runtime.parseDescription(json);
      if (token !== this.starting) return;
      const inputs = this.read();
      this.running = runtime.startMock(doc, settingsOf(inputs), inputs.title);
      this.setActive(true);
    } catch (e) {
      if (token !== this.starting) return;
      this.source = undefined;
      console.error(`<spec-doc>: the mock server could not start: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private stop(): void {
    this.starting++;
    this.source = undefined;
    this.running?.dispose();
    this.running = undefined;
    this.setActive(false);
  }

  private setActive(active: boolean): void {
    if (this.active === active) return;
    this.active = active;
    this.host.requestUpdate();
  }
}

function settingsOf(i: MockInputs): MockRuntimeSettings {
  return {
    descriptionUrl: i.descriptionUrl,
    servers: i.servers.filter((s) => s !== ''),
    // Properties may be set from script with other types (a number for the code, say).
    statusCode: String(i.statusCode ?? ''),
    strategy: i.strategy,
    delay: Number(i.delay) > 0 ? Number(i.delay) : 0,
    log: i.log !== false,
  };
}
