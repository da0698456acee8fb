import { isObject, type JsonObject } from '../../types.js';
import { trimChars } from '../../text/trim-chars.js';

/** 3.0 servers from 2.0 `host`, `basePath` and `schemes`; with no host the URL is relative to the document. */
export function serversFrom(host: string | undefined, basePath: string | undefined, schemes: string[] | undefined): JsonObject[] {
  let path = basePath ?? '';
  if (path !== '' && !path.startsWith('/')) path = '/' + path;
  // Paths start with '/', so a trailing '/' on the base would double it when they are joined.
  path = trimChars(path, '/', 'end');
  if (host === undefined || host === '') return [{ url: path || '/' }];
  const h = trimChars(host, '/', 'end');
  // 2.0 says a missing scheme means "the scheme used to reach the description"; https is the safe guess.
  const list = schemes !== undefined && schemes.length > 0 ? [...new Set(schemes)] : ['https'];
  return list.map((s) => ({ url: `${s}://${h}${path}` }));
}

/** The servers' URLs as one string, to compare two server lists. */
export function serverUrls(servers: readonly JsonObject[]): string {
  return servers.map((s) => String(s.url)).join(' ');
}

/** True for a non-empty list of objects that each have a string `url` (the `x-servers` extension). */
export function validServers(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0 && value.every((s) => isObject(s) && typeof s.url === 'string');
}
