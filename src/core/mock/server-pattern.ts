import type { ServerView } from '../model/types.js';
import { resolveServerUrl, serverVariablesOf } from '../request/servers.js';
import { trimChars } from '../text/trim-chars.js';

/** A server URL as a regular-expression source matching the start of `origin + pathname`. */
export interface ServerPattern {
  /** Source of a RegExp without anchors; the URL's trailing slash, query and fragment are dropped. */
  source: string;
  /** Characters matched literally: more means a more specific server. */
  literal: number;
  /** Capture groups the source holds: the path parameters' groups come after them. */
  groups: number;
}

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const token = (i: number): string => `sdmockvar${i}x`;
/** Splits a URL around its tokens, keeping each token (at the odd indexes). */
const TOKENS = /(sdmockvar\d+x)/;

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
  // Each variable matches once, without giving back (an atomic group: a lookahead's capture,
  // then a backreference to it). With the plain alternatives `(?:a|b)` and `[^/?#]*`, a URL
  // that did not match made the engine try every way to split it between the variables: eight
  // adjacent ones took 19 s, on the mock's main thread. So an enum matches its longest value
  // that the URL's next text follows; a default likewise, else free text.
  // The escaped URL as literal texts with a variable's token between each two.
  const pieces = source.split(TOKENS);
  source = pieces
    .map((piece, k) => {
      if (k % 2 === 0) return piece;
      // Tokens are numbered in the order they stand in the URL, and resolving it keeps that order
      // (a token it dropped sent us to the fallback above): the k-th piece is names[(k - 1) / 2].
      const v = variables.find((x) => x.name === names[(k - 1) / 2]);
      literal -= piece.length;
      // Free text runs up to the next literal text, past any variables right after this one
      // (they then match nothing); a fixed value must be followed by the text written after it.
      const next = pieces.slice(k + 1).find((p, j) => j % 2 === 0 && p !== '') ?? '';
      const free = next === '' ? '[^/?#]*' : `(?:(?!${next})[^/?#])*`;
      const immediate = pieces[k + 1]!;
      const follow = immediate !== '' ? `(?=${immediate})` : k + 2 < pieces.length ? '' : '(?=[/?#]|$)';
      const fixed = v?.enum?.length ? [...v.enum].sort((a, b) => b.length - a.length) : v?.default ? [v.default] : [];
      const alternatives = fixed.length ? `(?:${fixed.map(escapeRegExp).join('|')})${follow}${v?.enum?.length ? '' : `|${free}`}` : free;
      // The k-th piece is the ((k + 1) / 2)-th variable, so its capture group has that number.
      return `(?=(${alternatives}))\\${(k + 1) / 2}`;
    })
    .join('');
  return { source, literal, groups: (pieces.length - 1) / 2 };
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
