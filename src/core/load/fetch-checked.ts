import { DescriptionError } from './description-error.js';

/** Fetches a URL and returns the response, or throws a DescriptionError: HTTP status, or a network/CORS hint. */
export async function fetchChecked(fetchFn: typeof fetch, url: string, signal?: AbortSignal): Promise<Response> {
  let res: Response;
  try {
    res = await fetchFn(url, signal ? { signal } : {});
  } catch (e) {
    if (signal?.aborted) throw new DescriptionError('aborted', `Loading ${url} was cancelled`);
    const detail = e instanceof Error && e.message ? ` (${e.message})` : '';
    throw new DescriptionError(
      'network',
      `Network error loading ${url}${detail}: the server is unreachable, or it does not allow cross-origin requests (CORS)`,
    );
  }
  if (!res.ok) {
    throw new DescriptionError('http', `HTTP ${res.status}${res.statusText ? ' ' + res.statusText : ''} loading ${url}`);
  }
  return res;
}
