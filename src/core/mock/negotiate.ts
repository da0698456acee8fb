/** One media range of an Accept header. */
interface Range {
  type: string;
  subtype: string;
  q: number;
}

/** `type/subtype` in lower case, parameters dropped. */
export function essence(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}

function parseAccept(accept: string): Range[] {
  const out: Range[] = [];
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';');
    const [type = '', subtype = ''] = range.trim().toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Math.max(0, Math.min(1, Number(m[1]) || 0));
    }
    out.push({ type, subtype, q });
  }
  return out;
}

/**
 * How specifically a range names a media type, or -1 when it does not cover it: 3 exact,
 * 2 a structured suffix (`application/json` accepts `application/problem+json`), 1 `type/*`,
 * 0 `*\/*`. An offered media type may itself be a range (`image/*`, `*\/*` in `content`).
 */
function specificity(range: Range, offered: string): number {
  const [type = '', subtype = ''] = offered.split('/');
  const typeOk = range.type === '*' || type === '*' || range.type === type;
  if (!typeOk) return -1;
  if (range.type === '*' && range.subtype === '*') return 0;
  if (range.subtype === '*' || subtype === '*') return 1;
  if (range.subtype === subtype) return 3;
  const suffix = subtype.lastIndexOf('+');
  if (suffix !== -1 && subtype.slice(suffix + 1) === range.subtype) return 2;
  return -1;
}

/** The media type chosen, where it is in the offered list, and the type to send as Content-Type. */
export interface Negotiated {
  index: number;
  /** The offered key as written in `content`. */
  mediaType: string;
  /** What to send: the key itself, or a concrete type when the key is a range (`*\/*`, `image/*`). */
  contentType: string;
}

/**
 * Proactive content negotiation (RFC 9110 §12.5.1) over the media types a response offers, in
 * the description's order: each gets the quality of the most specific Accept range covering it,
 * the highest quality wins and ties go to the one listed first. No Accept header, or an empty
 * one, takes the first. Undefined when the header accepts none of them (or nothing is offered).
 */
export function negotiate(accept: string | undefined | null, offered: readonly string[]): Negotiated | undefined {
  if (offered.length === 0) return undefined;
  const ranges = parseAccept(accept ?? '');
  if (ranges.length === 0) return chosen(0, offered, undefined);
  let best: { index: number; q: number; range: Range } | undefined;
  offered.forEach((o, index) => {
    const e = essence(o);
    let match: { spec: number; range: Range } | undefined;
    for (const r of ranges) {
      const spec = specificity(r, e);
      if (spec > (match?.spec ?? -1)) match = { spec, range: r };
    }
    if (match && match.range.q > 0 && (!best || match.range.q > best.q)) best = { index, q: match.range.q, range: match.range };
  });
  return best ? chosen(best.index, offered, best.range) : undefined;
}

const CONCRETE: Record<string, string> = { text: 'text/plain', application: 'application/octet-stream', image: 'image/png' };

function chosen(index: number, offered: readonly string[], range: Range | undefined): Negotiated {
  const mediaType = offered[index]!;
  const e = essence(mediaType);
  if (!e.includes('*')) return { index, mediaType, contentType: mediaType };
  // A range in `content`: send what the client named, if it named something concrete.
  if (range && range.type !== '*' && range.subtype !== '*') return { index, mediaType, contentType: `${range.type}/${range.subtype}` };
  const type = e.split('/')[0] ?? '*';
  return { index, mediaType, contentType: CONCRETE[type] ?? 'application/octet-stream' };
}
