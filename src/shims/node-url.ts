/*
 * A browser stand-in for the two functions of Node's legacy `url` module that
 * @readme/httpsnippet calls (`parse(url, true, true)` and `format(urlObject)`), built on the
 * WHATWG URL parser. scripts/build.mjs aliases `url` to this file for the browser bundle
 * only; in Node the real module is used. The npm `url` polyfill would do too, but it brings
 * punycode and a full legacy parser for two calls on absolute http(s) URLs.
 *
 * Only what httpsnippet reads is provided: absolute URLs (the snippet HAR always has one),
 * the legacy object's fields, and `format`'s rules for `host`/`hostname`, `search`/`query`
 * and the hash. The table test in node-url.test.ts compares it with Node's own module.
 */

/** The fields of Node's legacy `Url` object that httpsnippet reads. */
export interface LegacyUrl {
  protocol: string | null;
  slashes: boolean | null;
  auth: string | null;
  host: string | null;
  port: string | null;
  hostname: string | null;
  hash: string | null;
  search: string | null;
  query: Record<string, string | string[]> | string | null;
  pathname: string | null;
  path: string | null;
  href: string;
}

/** The input of `format`: any subset of the legacy fields. */
export type LegacyUrlInput = { [K in keyof LegacyUrl]?: LegacyUrl[K] | undefined };

/** Node's `url.parse` for absolute URLs; `parseQueryString` gives `query` as an object of decoded values. */
export function parse(input: string, parseQueryString = false): LegacyUrl {
  const u = new URL(input);
  const auth = u.username || u.password ? decodeURIComponent(u.username) + (u.password ? `:${decodeURIComponent(u.password)}` : '') : null;
  const search = u.search || null;
  const rawQuery = u.search.slice(1);
  return {
    protocol: u.protocol,
    slashes: true,
    auth,
    host: u.host,
    port: u.port || null,
    // The legacy parser leaves the brackets off an IPv6 hostname.
    hostname: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    hash: u.hash || null,
    search,
    query: parseQueryString ? queryObject(rawQuery) : rawQuery || null,
    pathname: u.pathname,
    path: u.pathname + u.search,
    href: u.href,
  };
}

/** Node's `url.format` for an object: `host` wins over `hostname`/`port`, `search` over `query`. */
export function format(obj: LegacyUrlInput): string {
  const auth = obj.auth ? `${encodeURIComponent(obj.auth).replace(/%3A/i, ':')}@` : '';
  let protocol = obj.protocol ?? '';
  if (protocol && !protocol.endsWith(':')) protocol += ':';
  let host = '';
  if (obj.host) host = auth + obj.host;
  else if (obj.hostname) host = auth + (obj.hostname.includes(':') ? `[${obj.hostname}]` : obj.hostname) + (obj.port ? `:${obj.port}` : '');
  let pathname = obj.pathname ?? '';
  const query = obj.query && typeof obj.query === 'object' ? queryString(obj.query) : '';
  let search = obj.search || (query ? `?${query}` : '');
  let hash = obj.hash ?? '';
  if (obj.slashes || host) {
    host = `//${host}`;
    if (pathname && !pathname.startsWith('/')) pathname = `/${pathname}`;
  }
  if (hash && !hash.startsWith('#')) hash = `#${hash}`;
  if (search && !search.startsWith('?')) search = `?${search}`;
  pathname = pathname.replace(/[?#]/g, (c) => encodeURIComponent(c));
  search = search.replace('#', '%23');
  return protocol + host + pathname + search + hash;
}

/** `querystring.parse`: repeated names collect into arrays; `+` is a space. */
function queryObject(raw: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(raw)) {
    const prev = out[name];
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** `querystring.stringify`: arrays repeat the name. */
function queryString(query: Record<string, string | string[]>): string {
  // querystring.escape leaves the same characters unescaped as encodeURIComponent.
  const enc = encodeURIComponent;
  return Object.entries(query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${enc(k)}=${enc(x)}`))
    .join('&');
}

export default { parse, format };
