// The chosen source's place in the page URL: the query parameter `api`, beside the hash routes
// (router.ts) rather than inside them, so that it composes with any route-prefix and with host
// routers that own the hash: `docs.html?api=payments-v2#get-/payments`.

/** The query parameter that names the chosen source. */
export const SOURCE_PARAM = 'api';

/** The slug the `api` query parameter of `href` names (percent-decoded), or undefined when it has none. */
export function sourceParam(href: string): string | undefined {
  const search = new URL(href).search;
  for (const pair of search.slice(1).split('&')) {
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    if (key !== SOURCE_PARAM) continue;
    const raw = eq < 0 ? '' : pair.slice(eq + 1).replace(/\+/g, ' ');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * `href` with its `api` parameter set to `slug` (left out when `slug` is undefined); the other
 * parameters keep their text and order. `hash`, when given, replaces the hash (`''` removes it).
 */
export function withSourceParam(href: string, slug: string | undefined, hash?: string): string {
  const url = new URL(href);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && pair !== SOURCE_PARAM && !pair.startsWith(`${SOURCE_PARAM}=`));
  if (slug !== undefined) kept.push(`${SOURCE_PARAM}=${encodeURIComponent(slug)}`);
  const search = kept.length ? `?${kept.join('&')}` : '';
  const fragment = hash === undefined ? url.hash : hash;
  const path = url.href.slice(0, url.href.length - url.search.length - url.hash.length);
  return `${path}${search}${fragment}`;
}
