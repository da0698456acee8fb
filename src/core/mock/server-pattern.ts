import type { ServerView } from '../model/types.js';
import { resolveServerUrl, serverVariablesOf } from '../request/servers.js';
import { trimChars } from '../text/trim-chars.js';

/** A server URL as a regular-expression source matching the start of `origin + pathname`. */
export interface ServerPattern {
  /** Source of a RegExp without anchors; the URL's trailing slash, query and fragment are dropped. */
  source: string;
  /** Characters matched literally: more means a more specific server. */
  literal: number;
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const token = (i: number): string => `sdmockvar${i}x`;

/**
 * The pattern of one server URL (Server Object `url`) as requests reach it: relative URLs are
 * resolved against the description's URL ("the host location is relative to the location where
 * the OpenAPI document is being served"), and each `{variable}` matches one of its `enum`
 * values, or, without an enum, its default or any text without `/`, `?` or `#` (the value a
 * reader may have typed). Undefined when the URL cannot be resolved.
 */
export function serverPattern(server: ServerView, descriptionUrl: string): ServerPattern | undefined {
  const variables = serverVariablesOf(server);
  const names: string[] = [];
  // Lower-case placeholders survive the URL parser in hosts (which it lower-cases) and paths.
  const filled = server.url.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    names.push(name);
    return token(names.length - 1);
  });
  let href = resolve(filled, descriptionUrl);
  if (href === undefined || names.some((_, i) => !href!.includes(token(i)))) {
    // A variable where a URL cannot hold a placeholder (a port, say): match its default value only.
    const r = resolveServerUrl(server, {}, descriptionUrl);
    if (!r.ok) return undefined;
    href = r.url;
    names.length = 0;
  }
  href = trimChars(href.split(/[?#]/)[0]!, '/', 'end');
  let source = escapeRegExp(href);
  let literal = href.length;
  names.forEach((name, i) => {
    const v = variables.find((x) => x.name === name);
    literal -= token(i).length;
    let alternatives: string;
    if (v?.enum?.length) alternatives = v.enum.map(escapeRegExp).join('|');
    else alternatives = v?.default ? `${escapeRegExp(v.default)}|[^/?#]*` : '[^/?#]*';
    source = source.replace(token(i), `(?:${alternatives})`);
  });
  return { source, literal };
}

/** RFC 3986 resolution against the description's URL, or against its origin when that URL cannot be a base (blob:). */
function resolve(url: string, base: string): string | undefined {
  const bases: (string | undefined)[] = [base || undefined];
  try {
    const origin = new URL(base).origin;
    if (origin !== 'null') bases.push(origin + '/');
  } catch {
    // no origin to fall back to
  }
  for (const b of bases) {
    try {
      return new URL(url, b).href;
    } catch {
      // next base
    }
  }
  return undefined;
}
