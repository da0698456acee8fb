// The URL-bearing response headers a TRY response shows as links: `Location` and
// `Content-Location` (RFC 9110 §10.2.2, §8.7) hold one URI-reference; `Link` (RFC 8288 §3)
// holds a comma-separated list of `<URI-Reference>; param=value` entries.

/** One part of a header value: plain text, or a URI-reference to show as a link. */
export type HeaderPart = { text: string } | { text: string; ref: string };

/** Headers whose whole value is one URI-reference. */
const SINGLE_URL_HEADERS = new Set(['location', 'content-location']);

/**
 * Splits a response header's value into text and URI-references: the whole value for Location
 * and Content-Location, each `<…>` target for Link, nothing for other headers. The references
 * are as written (relative ones included); the caller passes each through the URL gate.
 */
export function headerLinkParts(name: string, value: string): HeaderPart[] {
  const lower = name.toLowerCase();
  if (SINGLE_URL_HEADERS.has(lower)) return value.trim() ? [{ text: value, ref: value.trim() }] : [{ text: value }];
  if (lower !== 'link') return [{ text: value }];
  const parts: HeaderPart[] = [];
  let rest = value;
  // RFC 8288 §3: `<` URI-Reference `>`; a quoted parameter value may itself hold `<`, so the
  // text between targets is kept as written and only `<…>` in target position becomes a link.
  const target = /^(\s*(?:,\s*)?)<([^>]*)>/;
  while (rest) {
    const m = target.exec(rest);
    if (m) {
      if (m[1]) parts.push({ text: m[1] });
      parts.push({ text: `<${m[2]}>`, ref: m[2] ?? '' });
      rest = rest.slice(m[0].length);
      continue;
    }
    const params = paramsEnd(rest);
    parts.push({ text: rest.slice(0, params) });
    rest = rest.slice(params);
  }
  return parts;
}

/** Where an entry's parameters end: the next comma outside a quoted string (or the end). */
function paramsEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted && i > 0) return i;
  }
  return text.length;
}
