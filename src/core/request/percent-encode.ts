/**
 * Which characters a piece of request text may keep as written; everything else is
 * percent-encoded as UTF-8 (RFC 3986 §2.1, upper-case hex).
 *
 * - `unreserved`: RFC 6570 simple expansion (§3.2.2): only ALPHA, DIGIT and `-._~` stay. Used for
 *   path values, query names and values, and every name that is not a header.
 * - `reserved`: RFC 6570 reserved expansion (§3.2.3), which `allowReserved: true` asks for in the
 *   query; reserved characters and percent-encoded triples stay, except `[`, `]`, `#` (not allowed
 *   in a query by RFC 3986 §3.4) and `&`, `=`, `+` (delimiters of form-urlencoded query strings),
 *   which OpenAPI 3.1.1 (Parameter Object, `allowReserved`; Appendix C) says to encode anyway.
 * - `path`: literal text of a path template: RFC 3986 `pchar` plus `/`, and percent-encoded triples.
 * - `cookie`: RFC 6265 §4.1.1 `cookie-octet` without `%`, so the value decodes back unambiguously.
 * - `header`: visible ASCII, space and tab; only control characters and non-ASCII are encoded,
 *   because header values are not URIs (OpenAPI 3.1.1 Appendix D) but `fetch` rejects the rest.
 */
export const PERCENT_ENCODE_MODES = ['unreserved', 'reserved', 'path', 'cookie', 'header'] as const;
export type PercentEncodeMode = (typeof PERCENT_ENCODE_MODES)[number];

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UNRESERVED = ALNUM + '-._~';

function charSet(chars: string): ReadonlySet<string> {
  return new Set(chars);
}

function printableAscii(except: string): string {
  let out = '';
  for (let c = 0x21; c <= 0x7e; c++) {
    const ch = String.fromCharCode(c);
    if (!except.includes(ch)) out += ch;
  }
  return out;
}

const KEPT: Record<PercentEncodeMode, ReadonlySet<string>> = {
  unreserved: charSet(UNRESERVED),
  reserved: charSet(UNRESERVED + ":/?@!$'()*,;"),
  path: charSet(UNRESERVED + "!$&'()*+,;=:@/"),
  cookie: charSet(printableAscii('",;\\%')),
  header: charSet(printableAscii('') + ' \t'),
};

/** Modes in which an existing `%XX` triple passes through instead of having its `%` encoded. */
const KEEPS_TRIPLES: ReadonlySet<PercentEncodeMode> = new Set(['reserved', 'path']);

const HEX = '0123456789ABCDEF';
const utf8 = new TextEncoder();

function isHex(ch: string | undefined): boolean {
  return ch !== undefined && /^[0-9A-Fa-f]$/.test(ch);
}

/** Percent-encodes `text` for one part of a request, keeping what `mode` allows (see PERCENT_ENCODE_MODES). */
export function percentEncode(text: string, mode: PercentEncodeMode): string {
  const kept = KEPT[mode];
  const triples = KEEPS_TRIPLES.has(mode);
  let out = '';
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i) ?? 0;
    // A lone surrogate is one code unit; TextEncoder turns it into U+FFFD instead of throwing.
    const ch = String.fromCodePoint(cp);
    i += ch.length;
    if (kept.has(ch)) {
      out += ch;
    } else if (triples && ch === '%' && isHex(text[i]) && isHex(text[i + 1])) {
      out += '%' + text.slice(i, i + 2);
      i += 2;
    } else {
      for (const byte of utf8.encode(ch)) out += `%${HEX[byte >> 4] ?? ''}${HEX[byte & 15] ?? ''}`;
    }
  }
  return out;
}
