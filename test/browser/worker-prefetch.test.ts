// The description worker's download (src/worker/prefetch.ts): a URL load is fetched by the
// worker, and a worker named after a description's URL (src/element/early-worker.ts names the one
// it starts when the bundle starts) downloads it from its first moment: the download the load of
// the same URL takes; a load of another URL cancels it and fetches its own. Driven here through the worker's own messages, in a real browser, against
// the static server; Playwright counts the requests that reach the network.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { PREFETCH_NAME } from '../../src/worker/protocol.js';
import { openPage, useBrowser } from '../support/browser.js';

const staticUrl = inject('staticUrl');
const browser = useBrowser();

type Reply = {
  id: number;
  type: string;
  value?: { outline?: { info?: { title?: string } }; bytes?: unknown; converted?: unknown; problemsLater?: unknown; parsedLater?: unknown } | null;
  message?: string;
  kind?: string;
};

/**
 * Starts dist/spec-doc-worker.js in the page (named to prefetch `prefetch`, when given), posts
 * `messages` in order and returns the worker's messages (but progress) until its answer to the last one.
 */
async function talk(page: Page, messages: unknown[], prefetch?: string): Promise<Reply[]> {
  return page.evaluate(
    ([msgs, name]) =>
      new Promise<Reply[]>((resolve) => {
        const worker = new Worker('/dist/spec-doc-worker.js', name === undefined ? {} : { name });
        const replies: Reply[] = [];
        const last = (msgs[msgs.length - 1] as { id: number }).id;
        worker.onmessage = (e: MessageEvent<Reply>) => {
          if (e.data.type === 'progress') return;
          const { value, ...rest } = e.data;
          // The outline's title and whether bytes came back say enough.
          replies.push({
            ...rest,
            ...(value
              ? {
                  value: {
                    outline: { info: { title: value.outline?.info?.title } },
                    bytes: value.bytes instanceof Uint8Array ? value.bytes.byteLength : undefined,
                    ...(value.converted ? { converted: value.converted } : {}),
                    ...(value.problemsLater ? { problemsLater: value.problemsLater } : {}),
                    ...(value.parsedLater ? { parsedLater: value.parsedLater } : {}),
                  },
                }
              : {}),
          });
          if (e.data.id === last && (e.data.type === 'result' || e.data.type === 'error')) {
            worker.terminate();
            resolve(replies);
          }
        };
        for (const m of msgs) worker.postMessage(m);
      }),
    [messages, prefetch === undefined ? undefined : PREFETCH_NAME + prefetch] as const,
  );
}

const load = (id: number, url: string): unknown => ({ id, type: 'load', source: { kind: 'url', url }, options: { sortEndpointsBy: 'original', sortTags: false } });

async function withRequests(fn: (page: Page, requests: string[]) => Promise<void>): Promise<void> {
  const { page } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
  try {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await fn(page, requests);
  } finally {
    await page.context().close();
  }
}

it('a load of the prefetched URL takes that download: one request, and the bytes come back with the outline', async () => {
  await withRequests(async (page, requests) => {
    const url = `${staticUrl}/specs/stripe/spec3.json`;
    const replies = await talk(page, [load(1, url)], url);
    // 5 MB of JSON: the outline comes from its skeleton, before the whole parse (skeleton-outline.test.ts).
    expect(replies).toEqual([{ id: 1, type: 'result', value: { outline: { info: { title: 'Stripe API' } }, bytes: expect.any(Number) as number, problemsLater: true, parsedLater: true } }]);
    expect(replies[0]!.value!.bytes).toBeGreaterThan(5_000_000);
    expect(requests.filter((u) => u === url)).toHaveLength(1);
  });
});

it('a worker named after a URL downloads it from its first moment, before any message has reached it', async () => {
  await withRequests(async (page) => {
    const url = `${staticUrl}/specs/oai-learn/v2.0-uber.json`;
    const requested = page.waitForRequest(url, { timeout: 10_000 });
    await page.evaluate((name) => {
      (window as unknown as { early: Worker }).early = new Worker('/dist/spec-doc-worker.js', { name });
    }, PREFETCH_NAME + url);
    expect((await requested).url()).toBe(url);
  });
});

it('a load of another URL cancels the prefetch and fetches its own', async () => {
  await withRequests(async (page, requests) => {
    const early = `${staticUrl}/specs/stripe/spec3.json`;
    const url = `${staticUrl}/test/fixtures/reading.yaml`;
    const replies = await talk(page, [load(1, url)], early);
    // YAML: its JSON text is not the fetched bytes, so none come back.
    expect(replies).toEqual([{ id: 1, type: 'result', value: { outline: { info: { title: expect.any(String) as string } } } }]);
    expect(replies[0]!.value!.outline!.info!.title).not.toBe('Stripe API');
    expect(requests.filter((u) => u === early)).toHaveLength(1);
    expect(requests.filter((u) => u === url)).toHaveLength(1);
  });
});

it('a prefetch that fails fails the load that takes it, with the HTTP status, and nothing else', async () => {
  await withRequests(async (page, requests) => {
    const url = `${staticUrl}/specs/no-such-file.json`;
    const replies = await talk(page, [load(1, url)], url);
    // The message in English, and its parts as data for the page to word in its language.
    expect(replies).toEqual([
      {
        id: 1,
        type: 'error',
        kind: 'http',
        message: expect.stringMatching(/^HTTP 404\b.*no-such-file\.json/) as string,
        detail: expect.objectContaining({ status: 404 }) as object,
        afterOverlays: false,
      },
    ]);
    expect(requests.filter((u) => u === url)).toHaveLength(1);
  });
});

it('a URL load without a prefetch is fetched by the worker', async () => {
  await withRequests(async (page, requests) => {
    const url = `${staticUrl}/specs/oai-learn/v2.0-uber.json`;
    const replies = await talk(page, [load(1, url)]);
    // Swagger 2.0 JSON, told from its first bytes before it is parsed (the page starts loading its converter then).
    // It needed only converting: the bytes come back, marked, for the page to convert if it must;
    // the outline came before the conversion, so its problems follow on request.
    expect(replies).toEqual([
      { id: 1, type: 'swagger2' },
      { id: 1, type: 'result', value: { outline: { info: { title: 'Uber API' } }, bytes: expect.any(Number) as number, converted: true, problemsLater: true } },
    ]);
    expect(requests.filter((u) => u === url)).toHaveLength(1);
  });
});

it('sends a Swagger 2.0 outline before converting, and answers the requests sent meanwhile from the converted description', async () => {
  const { page } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
  try {
    const url = `${staticUrl}/specs/kubernetes/swagger-v1.36.json`;
    const got = await page.evaluate(
      ([loadMessage]) =>
        new Promise<{ order: string[]; outlineOps: number; problems: unknown; op: { parameters: number; responses: string[] } | null }>((resolve) => {
          const worker = new Worker('/dist/spec-doc-worker.js');
          const order: string[] = [];
          let outlineOps = 0;
          let problems: unknown;
          worker.onmessage = (e: MessageEvent<{ id: number; type: string; value?: unknown }>) => {
            const { id, type, value } = e.data;
            if (type === 'progress') return;
            order.push(`${id}:${type}`);
            if (id === 1 && type === 'result') {
              const outline = (value as { outline: { operations: Array<{ id: string }> } }).outline;
              outlineOps = outline.operations.length;
              // Asked the moment the outline is in: the conversion is still to come.
              worker.postMessage({ id: 2, type: 'problems' });
              worker.postMessage({ id: 3, type: 'operation', opId: 'get-/api/v1/namespaces/{namespace}/pods' });
            }
            if (id === 2) problems = value;
            if (id === 3) {
              const op = value as { parameters: unknown[]; responses: Array<{ status: string }> } | null;
              worker.terminate();
              resolve({ order, outlineOps, problems, op: op && { parameters: op.parameters.length, responses: op.responses.map((r) => r.status) } });
            }
          };
          worker.postMessage(loadMessage);
        }),
      [load(1, url)],
    );
    expect(got.order).toEqual(['1:swagger2', '1:result', '2:result', '3:result']);
    expect(got.outlineOps).toBeGreaterThan(1000);
    expect(got.problems).toEqual([]);
    // The operation comes converted: its query parameters, and its responses by status.
    expect(got.op?.parameters).toBeGreaterThan(5);
    expect(got.op?.responses).toEqual(['200', '401']);
  } finally {
    await page.context().close();
  }
});

/**
 * Loads Kubernetes' Swagger 2.0 description in a fresh worker and, once its outline is in, asks for
 * its problems; `painted` (if given) is posted that many ms later. Returns the order of the
 * worker's answers and when the problems came, in ms after the outline.
 */
async function holdProbe(page: Page, painted?: number): Promise<{ order: string[]; problemsAfter: number; problems: unknown }> {
  const url = `${staticUrl}/specs/kubernetes/swagger-v1.36.json`;
  return page.evaluate(
    ([loadMessage, paintedAfter]) =>
      new Promise<{ order: string[]; problemsAfter: number; problems: unknown }>((resolve) => {
        const worker = new Worker('/dist/spec-doc-worker.js');
        const order: string[] = [];
        let outlineAt = 0;
        worker.onmessage = (e: MessageEvent<{ id: number; type: string; value?: unknown }>) => {
          const { id, type, value } = e.data;
          if (type === 'progress') return;
          order.push(`${id}:${type}`);
          if (id === 1 && type === 'result') {
            outlineAt = performance.now();
            worker.postMessage({ id: 2, type: 'problems' });
            if (paintedAfter !== null) setTimeout(() => worker.postMessage({ id: 3, type: 'painted' }), paintedAfter);
          }
          if (id === 2) {
            worker.terminate();
            resolve({ order, problemsAfter: performance.now() - outlineAt, problems: value });
          }
        };
        worker.postMessage(loadMessage);
      }),
    [load(1, url), painted ?? null] as const,
  );
}

it('holds a Swagger 2.0 conversion until the page says its first screen is painted: a problems request waits for it', async () => {
  const { page } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
  try {
    // Converting takes 80–300 ms here: without the hold the problems would come before `painted`.
    const got = await holdProbe(page, 400);
    expect(got.order).toEqual(['1:swagger2', '1:result', '3:result', '2:result']);
    expect(got.problemsAfter).toBeGreaterThanOrEqual(400);
    expect(got.problems).toEqual([]);
  } finally {
    await page.context().close();
  }
});

it('a held conversion starts by itself after a second when the page never says it painted (a background tab)', async () => {
  const { page } = await openPage(browser(), `${staticUrl}/test/fixtures/blank.html`);
  try {
    const got = await holdProbe(page);
    expect(got.order).toEqual(['1:swagger2', '1:result', '2:result']);
    expect(got.problemsAfter).toBeGreaterThanOrEqual(950);
    expect(got.problems).toEqual([]);
  } finally {
    await page.context().close();
  }
});
