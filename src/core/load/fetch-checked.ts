import { safeUrl } from '../url/safe-url.js';
import { DescriptionError } from './description-error.js';

/**
 * Fetches a URL and returns the response, or throws a DescriptionError: HTTP status, or a
 * network/CORS hint. The URL (a description's, or an external `$ref`'s) passes the URL gate
 * first, resolved against `base` when relative: only http(s) is fetched, never `data:`, `blob:`,
 * `file:` or `javascript:` (kind `refused-url`).
 */
export async function fetchChecked(fetchFn: typeof fetch, url: string, signal?: AbortSignal, base?: string): Promise<Response> {
  const gated = safeUrl(url, base);
  if (!gated.ok) throw new DescriptionError('refused-url', `${url} cannot be loaded: ${gated.reason}`, { what: 'refused-url', url, reason: gated.reason, refusal: gated.refusal });
  let res: Response;
  try {
    res = await fetchFn(gated.url, signal ? { signal } : {});
  } catch (e) {
    if (signal?.aborted) throw new DescriptionError('aborted', `Loading ${url} was cancelled`, { what: 'cancelled', url });
    const detail = e instanceof Error ? e.message : '';
    throw new DescriptionError('network', `Network error loading ${url}${detail ? ` (${detail})` : ''}: the server is unreachable, or it does not allow cross-origin requests (CORS)`, {
      what: 'network',
      url,
      detail,
      brokeOff: false,
    });
  }
  if (!res.ok) {
    throw new DescriptionError('http', `HTTP ${res.status}${res.statusText ? ' ' + res.statusText : ''} loading ${url}`, {
      what: 'http',
      url,
      status: res.status,
      statusText: res.statusText,
    });
  }
  return res;
}

/**
 * Downloads a description's bytes (the nesting check and the decoder read them), with the URL
 * after redirects; a download that breaks off is a network error, a cancelled one 'aborted'.
 */
export async function fetchBytes(fetchFn: typeof fetch, url: string, signal: AbortSignal, base?: string): Promise<{ bytes: Uint8Array; url: string }> {
  const res = await fetchChecked(fetchFn, url, signal, base);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await res.arrayBuffer());
  } catch (e) {
    if (signal.aborted) throw new DescriptionError('aborted', `Loading ${url} was cancelled`, { what: 'cancelled', url });
    const detail = e instanceof Error ? e.message : '';
    throw new DescriptionError('network', `Network error loading ${url}${detail ? ` (${detail})` : ''}: the download broke off`, { what: 'network', url, detail, brokeOff: true });
  }
  if (signal.aborted) throw new DescriptionError('aborted', `Loading ${url} was cancelled`, { what: 'cancelled', url });
  return { bytes, url: res.url || url };
}
