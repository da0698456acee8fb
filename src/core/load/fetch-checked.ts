import { safeUrl } from '../url/safe-url.js';
import { DescriptionError } from './description-error.js';
import type { JsonScan, StreamingJsonScan } from './wasm-scan.js';

/**
 * Fetches a URL and returns the response, or throws a DescriptionError: HTTP status, or a
 * network/CORS hint. The URL (a description's, or an external `$ref`'s) passes the URL gate
 * first, resolved against `base` when relative: only http(s) is fetched, never `data:`, `blob:`,
 * `file:` or `javascript:` (kind `refused-url`).
 */
export async function fetchChecked(fetchFn: typeof fetch, url: string, signal?: AbortSignal, base?: string): Promise<Response> {
  const gated = safeUrl(url, base);
  if (!gated.ok) throw new DescriptionError('refused-url', `${url} cannot be loaded: ${gated.reason}`);
  let res: Response;
  try {
    res = await fetchFn(gated.url, signal ? { signal } : {});
  } catch (e) {
    if (signal?.aborted) throw new DescriptionError('aborted', `Loading ${url} was cancelled`);
    const detail = e instanceof Error && e.message ? ` (${e.message})` : '';
    throw new DescriptionError('network', `Network error loading ${url}${detail}: the server is unreachable, or it does not allow cross-origin requests (CORS)`);
  }
  if (!res.ok) {
    throw new DescriptionError('http', `HTTP ${res.status}${res.statusText ? ' ' + res.statusText : ''} loading ${url}`);
  }
  return res;
}

/**
 * Downloads a description's bytes (the nesting check and the decoder read them), with the URL
 * after redirects; a download that breaks off is a network error, a cancelled one 'aborted'. With
 * `scan` (streamingJsonScan: the worker's download), each chunk goes through it as it arrives, and
 * its answer comes back as `scanned`, for checkJsonNesting.
 */
export async function fetchBytes(
  fetchFn: typeof fetch,
  url: string,
  signal: AbortSignal,
  base?: string,
  scan?: StreamingJsonScan,
): Promise<{ bytes: Uint8Array; url: string; scanned?: JsonScan }> {
  const res = await fetchChecked(fetchFn, url, signal, base);
  let bytes: Uint8Array;
  let scanned: JsonScan | undefined;
  try {
    if (scan && res.body) {
      bytes = await readAll(res, (chunk) => scan.push(chunk));
      scanned = scan.finish();
    } else {
      bytes = new Uint8Array(await res.arrayBuffer());
    }
  } catch (e) {
    if (signal.aborted) throw new DescriptionError('aborted', `Loading ${url} was cancelled`);
    const detail = e instanceof Error && e.message ? ` (${e.message})` : '';
    throw new DescriptionError('network', `Network error loading ${url}${detail}: the download broke off`);
  }
  if (signal.aborted) throw new DescriptionError('aborted', `Loading ${url} was cancelled`);
  return { bytes, url: res.url || url, ...(scanned ? { scanned } : {}) };
}

/**
 * A response's body, read chunk by chunk (each handed to `each` as it comes) into one buffer: as
 * long as Content-Length says when nothing re-encoded the body (no Content-Encoding), else grown
 * by doubling; its own ArrayBuffer exactly, so that it can be transferred.
 */
async function readAll(res: Response, each: (chunk: Uint8Array) => void): Promise<Uint8Array> {
  const declared = res.headers.get('content-encoding') ? NaN : Number(res.headers.get('content-length'));
  let buffer = new Uint8Array(declared > 0 ? declared : 1 << 20);
  let length = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (length + value.length > buffer.length) {
      const larger = new Uint8Array(Math.max(buffer.length * 2, length + value.length));
      larger.set(buffer.subarray(0, length));
      buffer = larger;
    }
    buffer.set(value, length);
    length += value.length;
    each(value);
  }
  return length === buffer.length ? buffer : buffer.slice(0, length);
}
