import { getRawRequest } from '@mswjs/interceptors';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';

/** Answers an intercepted request, or resolves to undefined to let it go to the network. */
export type MockHandler = (request: Request) => Promise<Response | undefined>;

/**
 * What every mock on the page shares: the handlers of the `<spec-doc>` elements whose mock is
 * on (asked in the order they were turned on), and the one pair of interceptors patching
 * `fetch` and `XMLHttpRequest` while any handler is registered.
 *
 * Kept on `globalThis` under a registered symbol, so that two copies of the bundle on one page
 * (two versions loaded from different URLs) still share one pair of patches instead of one
 * wrapping the other and restoring the wrong function when it stops.
 */
interface Registry {
  handlers: MockHandler[];
  /** Disposes the interceptors; present while they are applied. */
  stop?: () => void;
}

const KEY = Symbol.for('spec-doc.mock-registry');

function registry(): Registry {
  const g = globalThis as { [KEY]?: Registry };
  return (g[KEY] ??= { handlers: [] });
}

/**
 * Registers a mock. The first registration patches `fetch` and `XMLHttpRequest`; removing the
 * last one restores the page's own functions (the very same objects: the interceptors keep
 * the original property descriptors). Returns the function that removes this registration;
 * calling it again does nothing.
 */
export function addMockHandler(handler: MockHandler): () => void {
  const reg = registry();
  reg.handlers.push(handler);
  if (!reg.stop) reg.stop = start(reg);
  let removed = false;
  return () => {
    if (removed) return;
    removed = true;
    const i = reg.handlers.indexOf(handler);
    if (i !== -1) reg.handlers.splice(i, 1);
    if (reg.handlers.length === 0 && reg.stop) {
      const stop = reg.stop;
      delete reg.stop;
      stop();
    }
  };
}

/** Whether `fetch` and `XMLHttpRequest` are patched by the mock right now. */
export function mockInterceptionActive(): boolean {
  return registry().stop !== undefined;
}

function start(reg: Registry): () => void {
  const interceptors = [new FetchInterceptor(), new XMLHttpRequestInterceptor()];
  for (const interceptor of interceptors) {
    interceptor.apply();
    // The interceptors await an async listener before they answer or send the request.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    interceptor.on('request', async ({ request, controller }) => {
      const raw = getRawRequest(request);
      const guard = isXhr(raw) ? guardAbort(raw, request.body !== null) : undefined;
      try {
        // A copy of the list: an element turned off while a request is answered is not skipped over.
        for (const handler of [...reg.handlers]) {
          let response: Response | undefined;
          try {
            response = await handler(request);
          } catch (e) {
            console.error('<spec-doc> mock server: could not answer', request.method, request.url, e);
            continue;
          }
          // A fetch aborted while its answer was being made (the delay) is settled by the
          // interceptor with the abort reason: answering it would be an error.
          if (request.signal.aborted) return;
          if (!response) continue;
          // An aborted XMLHttpRequest has had its abort events already (guardAbort); a request
          // left unsettled is neither answered nor sent by the interceptors.
          // Not awaited on purpose: `finally` releases the guard now, and the promise that never
          // settles keeps the interceptors from answering or sending it.
          // eslint-disable-next-line @typescript-eslint/return-await
          if (guard?.aborted()) return new Promise<void>(() => {});
          if (controller.readyState === 0 /* RequestController.PENDING */) controller.respondWith(response);
          return;
        }
        // eslint-disable-next-line @typescript-eslint/return-await -- as above
        if (guard?.aborted()) return new Promise<void>(() => {});
      } finally {
        guard?.release();
      }
    });
  }
  return () => {
    for (const interceptor of interceptors) interceptor.dispose();
  };
}

function isXhr(raw: unknown): raw is XMLHttpRequest {
  return typeof raw === 'object' && raw !== null && 'readyState' in raw && typeof (raw as XMLHttpRequest).abort === 'function' && 'upload' in raw;
}

/**
 * abort() for an XMLHttpRequest whose mocked answer is still being made. The interceptors' stand-in
 * ignores abort() until it answers (the native object was never sent, so its own abort() does
 * nothing, and the answer would then still arrive; measured in test/browser/mock-server.test.ts).
 * Until `release()`, abort() here follows the XHR standard's abort steps for a request in flight:
 * readyState DONE with readystatechange, `abort` and `loadend` (on `upload` first when there is a
 * body), then UNSENT with status 0. `loadstart`, which the stand-in fires only when it answers, is
 * fired first so the sequence is the one a real request gives. Events are dispatched natively, so
 * `on…` properties and listeners both see them once.
 */
function guardAbort(xhr: XMLHttpRequest, hasBody: boolean): { aborted(): boolean; release(): void } {
  let state: 'armed' | 'aborted' | 'released' = 'armed';
  const set = (name: 'readyState' | 'status', value: number): void => {
    Reflect.defineProperty(xhr, name, { value, writable: true, enumerable: true, configurable: true });
  };
  const fire = (target: EventTarget, type: string): void => {
    target.dispatchEvent(type === 'readystatechange' ? new Event(type) : new ProgressEvent(type));
  };
  const own = Object.getOwnPropertyDescriptor(xhr, 'abort');
  Reflect.defineProperty(xhr, 'abort', {
    configurable: true,
    writable: true,
    value: function abort(): void {
      // Aborted already (UNSENT now): like the native abort(), nothing more happens.
      if (state !== 'armed') return;
      state = 'aborted';
      fire(xhr, 'loadstart');
      set('readyState', 4);
      set('status', 0);
      fire(xhr, 'readystatechange');
      if (hasBody) {
        fire(xhr.upload, 'abort');
        fire(xhr.upload, 'loadend');
      }
      fire(xhr, 'abort');
      fire(xhr, 'loadend');
      set('readyState', 0);
    },
  });
  return {
    aborted: () => state === 'aborted',
    release() {
      if (state === 'armed') state = 'released';
      if (state !== 'aborted') {
        if (own) Reflect.defineProperty(xhr, 'abort', own);
        else Reflect.deleteProperty(xhr, 'abort');
      }
    },
  };
}
