import { MockServer, type MockAnswer, type MockSettings } from '../../core/mock/mock-server.js';
import { parseStatusCodes } from '../../core/mock/status.js';
import { percentEncode } from '../../core/request/percent-encode.js';
import type { MockStatusStrategy } from '../../core/mock/strategies.js';
import { isObject, scalarString, type JsonObject } from '../../core/types.js';
import type { DescriptionStore } from '../../worker/store.js';
import { addMockHandler } from './interception.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/try.js';

// The browser side of the mock server, loaded as its own chunk when mock-server turns true:
// the description's route table (core/mock) behind the page's fetch and XMLHttpRequest.

/** What decides the answers; changes apply to the next request. */
export interface MockRuntimeSettings {
  /** The description's URL: relative servers resolve against it. */
  descriptionUrl: string;
  /** Servers beside the description's: server-url and the active server. */
  servers: readonly string[];
  /** mock-server-status-code as written. */
  statusCode: string;
  strategy: MockStatusStrategy;
  /** Milliseconds before each answer. */
  delay: number;
  /** Log each answered request to the console. */
  log: boolean;
}

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

/** A running mock; `dispose()` unregisters it (the last one restores fetch and XMLHttpRequest). */
export interface RunningMock {
  update(settings: MockRuntimeSettings): void;
  dispose(): void;
}

const warned = new Set<string>();

function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/**
 * One element's mock across loads and attribute changes: started when mock-server is on and a
 * description is loaded, fed new settings as they change, restarted for a new description,
 * stopped when turned off or when the element leaves the page (`sync(undefined)`).
 */
export class MockSession {
  private running: RunningMock | undefined;
  /** The load (store and description) the running or starting mock serves. */
  private source: { store: DescriptionStore; loaded: unknown } | undefined;
  private starting = 0;
  private latest: MockInputs | undefined;
  private readonly onActive: (active: boolean, error?: Error) => void;

  /** @param onActive told when the mock starts or stops answering, and why when it could not start. */
  constructor(onActive: (active: boolean, error?: Error) => void) {
    this.onActive = onActive;
  }

  /** Applies the element's current inputs; undefined = the element is gone. */
  sync(inputs: MockInputs | undefined): void {
    this.latest = inputs;
    if (!inputs?.enabled || !inputs.store || !inputs.loaded) {
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

  private async start(store: DescriptionStore, token: number): Promise<void> {
    try {
      const doc = parseDescription(await store.json());
      const inputs = this.latest;
      if (token !== this.starting || !inputs) return;
      this.running = startMock(doc, settingsOf(inputs), inputs.title);
      this.onActive(true);
    } catch (e) {
      if (token !== this.starting) return;
      this.source = undefined;
      const reason = e instanceof Error ? e.message : String(e);
      console.error(`<spec-doc>: the mock server could not start: ${reason}`);
      // The console shows this one to the reader (a request not sent), so it is in the reader's language.
      this.onActive(false, new Error(msg('try.mockNotStarted', { reason })));
    }
  }

  private stop(): void {
    this.starting++;
    this.source = undefined;
    if (!this.running) return;
    this.running.dispose();
    this.running = undefined;
    this.onActive(false);
  }
}

/** The runtime settings from the element's inputs; properties set from script may have other types. */
function settingsOf(i: MockInputs): MockRuntimeSettings {
  // Read as what they may really be: a page can set the properties to anything.
  const given = i as { delay: unknown; statusCode: unknown; log: unknown };
  const delay = Number(given.delay);
  if (!(Number.isInteger(delay) && delay >= 0)) {
    warnOnce(`delay ${String(given.delay)}`, `<spec-doc>: "${String(given.delay)}" is not a valid value of mock-server-delay; allowed: a whole number of milliseconds from 0. Using 0.`);
  }
  return {
    descriptionUrl: i.descriptionUrl,
    servers: i.servers.filter((s) => s !== ''),
    statusCode: scalarString(given.statusCode) ?? '',
    strategy: i.strategy,
    delay: Number.isInteger(delay) && delay > 0 ? delay : 0,
    log: given.log !== false,
  };
}

const BODYLESS = new Set(['GET', 'HEAD']);

/** Starts mocking `doc` (the bundled description) in this page. */
export function startMock(doc: JsonObject, initial: MockRuntimeSettings, title = ''): RunningMock {
  let settings = initial;
  let server = new MockServer(doc, { descriptionUrl: settings.descriptionUrl, extraServers: settings.servers });
  let statuses = statusSettings(settings);
  const prefix = `[spec-doc mock${title ? `: ${title}` : ''}]`;

  const remove = addMockHandler(async (request) => {
    const started = performance.now();
    const method = request.method.toUpperCase();
    // Cheap check first: undescribed requests go on without their body being read.
    if (method !== 'OPTIONS' && !server.match(method, request.url)) {
      if (settings.log) console.debug(`${prefix} ${method} ${request.url} → not described; sent to the network`);
      return undefined;
    }
    // No prototype: a parameter named `__proto__` or `constructor` finds no header that was not sent.
    const headers = Object.create(null) as Record<string, string>;
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const body = BODYLESS.has(method) ? undefined : await request.clone().text();
    const answer = server.answer({ method, url: request.url, headers, ...(body !== undefined ? { body } : {}), origin: location.origin }, statuses);
    if (!answer) return undefined;
    if (settings.delay > 0) await sleep(settings.delay, request.signal);
    if (settings.log) log(prefix, method, request.url, answer, performance.now() - started);
    return toResponse(answer, settings.delay, request.signal);
  });

  return {
    update(next) {
      // Other servers need another route table; other status rules start the cycle again.
      const rebuild =
        next.descriptionUrl !== settings.descriptionUrl ||
        next.servers.join('\n') !== settings.servers.join('\n') ||
        next.statusCode !== settings.statusCode ||
        next.strategy !== settings.strategy;
      if (rebuild) server = new MockServer(doc, { descriptionUrl: next.descriptionUrl, extraServers: next.servers });
      settings = next;
      statuses = statusSettings(next);
    },
    dispose: remove,
  };
}

/** The description text from the store, parsed; a clear error when it is not a description. */
export function parseDescription(json: string): JsonObject {
  const doc = JSON.parse(json) as unknown;
  if (!isObject(doc)) throw new Error('The loaded description is not a JSON object');
  return doc;
}

function statusSettings(s: MockRuntimeSettings): MockSettings {
  const { codes, invalid } = parseStatusCodes(s.statusCode);
  for (const piece of invalid) warnOnce(`code ${piece}`, `<spec-doc>: "${piece}" in mock-server-status-code is not a status code from 200 to 599; it is ignored.`);
  return { statusCodes: codes, strategy: s.strategy, random: Math.random };
}

/**
 * A streamed body for a sequential media type (OpenAPI 3.2 `itemSchema`): the first item at
 * once, each next one after the mock delay, so a reader sees the items arrive one by one.
 */
function streamOf(chunks: readonly string[], delay: number, signal: AbortSignal | undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i > 0 && delay > 0) await sleep(delay, signal);
      const chunk = chunks[i++];
      if (chunk === undefined || signal?.aborted) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
  });
}

function toResponse(a: MockAnswer, delay = 0, signal?: AbortSignal): Response {
  try {
    const body = a.chunks && a.body !== null ? streamOf(a.chunks, delay, signal) : a.body;
    return new Response(body, { status: a.status, statusText: a.statusText, headers: a.headers });
  } catch (e) {
    // A header the description gives that fetch refuses, say: answer, and say why.
    const message = `The mock server could not build the ${a.status} response of ${a.operation}: ${e instanceof Error ? e.message : String(e)}`;
    // The operation's label holds the description's path and operationId: encoded, a header can carry it.
    return new Response(JSON.stringify({ message }), { status: 500, headers: { 'content-type': 'application/json', 'x-spec-doc-mock': percentEncode(a.operation, 'header') } });
  }
}

function log(prefix: string, method: string, url: string, a: MockAnswer, ms: number): void {
  const time = new Date().toISOString().slice(11, 23);
  const type = a.headers.find(([n]) => n === 'content-type')?.[1];
  const line = `${prefix} ${time} ${method} ${url} → ${a.operation} → ${a.status}${type ? ` ${type}` : ''} (${a.source}) in ${Math.round(ms)} ms`;
  if (a.outcome === 'invalid-request') {
    console.warn(`${line}\n${a.problems.map((p) => `  - ${p.in}${p.name ? ` ${p.name}` : ''}${p.pointer ? ` ${p.pointer}` : ''}: ${p.message}`).join('\n')}`);
  } else if (a.notes.length) {
    console.info(`${line}\n${a.notes.map((n) => `  - ${n}`).join('\n')}`);
  } else console.info(line);
}

/** Resolves after `ms`, or at once when `signal` aborts (the interceptor then settles the request). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
