// fetchBytes (fetch-checked.ts) against a real local HTTP server: the body read chunk by chunk,
// with and without Content-Length, compressed, and scanned as it arrives (streamingJsonScan).
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBytes } from './fetch-checked.js';
import { MAX_NESTING, scanJsonBytes } from './parse-text.js';
import { streamingJsonScan } from './wasm-scan.js';

const paths = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`/items/${i}`, { get: { summary: `Item ${i} – ünïcödé`, responses: { 200: { description: 'ok' } } } }]));
const body = Buffer.from(JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths }));
const deep = Buffer.from(`{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{},"x":${'['.repeat(3000)}${']'.repeat(3000)}}`);

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const data = req.url!.startsWith('/deep') ? deep : body;
    if (req.url!.endsWith('/gzip')) {
      const zipped = gzipSync(data);
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': zipped.length });
      res.end(zipped);
      return;
    }
    // In pieces of odd sizes, with a pause between: the client gets them as separate chunks.
    res.writeHead(200, req.url!.endsWith('/chunked') ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', 'content-length': data.length });
    let at = 0;
    const next = (): void => {
      if (at >= data.length) return void res.end();
      const size = 1 + ((at * 7919) % 70_001);
      res.write(data.subarray(at, at + size));
      at += size;
      setTimeout(next, 1);
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchBytes', () => {
  it.each(['/plain', '/chunked', '/gzip'])('reads %s whole into a buffer of its own, and scans it as it comes', async (route) => {
    const got = await fetchBytes(fetch, `${base}/api${route}`, new AbortController().signal, undefined, streamingJsonScan(MAX_NESTING));
    expect(Buffer.from(got.bytes).equals(body)).toBe(true);
    // Its own ArrayBuffer, exactly: the worker transfers it to the page.
    expect(got.bytes.byteOffset).toBe(0);
    expect(got.bytes.buffer.byteLength).toBe(body.length);
    expect(got.scanned).toEqual(scanJsonBytes(got.bytes));
    expect(got.scanned!.firstNonAscii).toBeGreaterThan(0);
  });

  it('finds the nesting too deep where the whole scan does', async () => {
    for (const route of ['/plain', '/chunked']) {
      const got = await fetchBytes(fetch, `${base}/deep${route}`, new AbortController().signal, undefined, streamingJsonScan(MAX_NESTING));
      expect(got.scanned!.tooDeepAt).toBe(scanJsonBytes(got.bytes).tooDeepAt);
      expect(got.scanned!.tooDeepAt).toBeGreaterThan(0);
    }
  });

  it('reads the body at once without a scan, and says a cancelled download was cancelled', async () => {
    const got = await fetchBytes(fetch, `${base}/api/plain`, new AbortController().signal);
    expect(Buffer.from(got.bytes).equals(body)).toBe(true);
    expect(got.scanned).toBeUndefined();
    const controller = new AbortController();
    const pending = fetchBytes(fetch, `${base}/api/chunked`, controller.signal, undefined, streamingJsonScan(MAX_NESTING));
    setTimeout(() => controller.abort(), 5);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
