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
