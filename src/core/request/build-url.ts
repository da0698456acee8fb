import { percentEncode } from './percent-encode.js';
import { joinQuery, type QueryPair } from './serialize-parameter.js';
import { trimChars } from '../text/trim-chars.js';

/**
 * The request URL: the server URL (already resolved, see resolveServerUrl), then the path
 * template with its `{name}`s replaced by serialised values, then the query. OpenAPI appends the
 * path to the server URL ("Paths Object": "The path is appended … to the expanded URL from the
 * Server Object's url field"), so the server's base path is kept and the slash between them is
 * written once. A query already in the server URL comes first; a fragment is dropped (it never
 * reaches the server). A `{name}` without a value stays as written, so the gap is visible.
 */
export function buildUrl(serverUrl: string, pathTemplate: string, pathValues: Readonly<Record<string, string>>, queryPairs: readonly QueryPair[] = [], querystring = ''): string {
  const server = splitQuery(dropFragment(serverUrl));
  // A `#` in a path template is literal text (a path has no fragment), encoded by fillPath.
  const template = splitQuery(pathTemplate);
  // `querystring` is an OpenAPI 3.2.0 `in: querystring` parameter, already serialised.
  const query = [server.query, template.query, querystring, joinQuery(queryPairs)].filter((q) => q !== '').join('&');
  return joinPath(server.base, fillPath(template.base, pathValues)) + (query === '' ? '' : '?' + query);
}

function dropFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** A URL or path split at its first `?`. */
function splitQuery(url: string): { base: string; query: string } {
  const q = url.indexOf('?');
  return q === -1 ? { base: url, query: '' } : { base: url.slice(0, q), query: url.slice(q + 1) };
}

/** Replaces `{name}` with its value; literal text is percent-encoded where a path cannot hold it (RFC 3986 `pchar`). */
function fillPath(template: string, values: Readonly<Record<string, string>>): string {
  let out = '';
  let last = 0;
  for (const m of template.matchAll(/\{([^{}]+)\}/g)) {
    out += percentEncode(template.slice(last, m.index), 'path');
    const name = m[1] ?? '';
    out += Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? '') : m[0];
    last = m.index + m[0].length;
  }
  return out + percentEncode(template.slice(last), 'path');
}

/** `https://h/v1/` + `/pets` → `https://h/v1/pets`: one slash between base and path, the base path kept. */
function joinPath(base: string, path: string): string {
  if (path === '') return base;
  // Trailing slashes go, but not the ones of a bare `scheme://`.
  const trimmed = /^[a-z][a-z0-9+.-]*:\/*$/i.test(base) ? base : trimChars(base, '/', 'end');
  return trimmed + '/' + path.replace(/^\/+/, '');
}
