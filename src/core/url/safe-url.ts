// The one gate for URLs that come from outside: a description, an attribute or a response.
// Whatever navigates to, opens, fetches or links such a URL asks `safeUrl` first and uses the
// URL it returns (absolute, resolved against the document the URL came from), never the raw text.
//
// Written by hand rather than with a sanitiser library: the rule is short (WHATWG URL parsing,
// then an allow-list of schemes), and the disguise check below must run in the worker and in
// Node, where DOMPurify's URI check (which needs a DOM) is not available.

/** Schemes a URL may have. `mailto` only where the caller allows it (a contact email link). */
export const SAFE_URL_SCHEMES = ['http:', 'https:', 'mailto:'] as const;
export type SafeUrlScheme = (typeof SAFE_URL_SCHEMES)[number];

/**
 * Why a URL was refused, as data: not text, empty, a scheme other than the allowed ones
 * (`scheme`, lower case with its colon), text that is no absolute URL when there is no base
 * (`not-url`), text that does not parse against the base (`invalid`), or no host. `mailto`:
 * whether mailto was allowed (the reason then says "an http(s) or mailto URL").
 */
export type SafeUrlRefusal =
  { kind: 'not-text' } | { kind: 'empty' } | { kind: 'scheme'; scheme: string; mailto: boolean } | { kind: 'not-url'; mailto: boolean } | { kind: 'invalid' } | { kind: 'no-host' };

/** The answer: the absolute URL to use, or why the text was refused (`reason` in English, `refusal` as data). */
export type SafeUrl = { ok: true; url: string } | { ok: false; reason: string; refusal: SafeUrlRefusal };

/** The English of a refusal, as a clause about the URL: "it is not an http(s) URL (javascript:)". */
export function safeUrlReason(r: SafeUrlRefusal): string {
  const what = (mailto: boolean): string => (mailto ? 'an http(s) or mailto URL' : 'an http(s) URL');
  switch (r.kind) {
    case 'not-text':
      return 'it is not text';
    case 'empty':
      return 'it is empty';
    case 'scheme':
      return `it is not ${what(r.mailto)} (${r.scheme})`;
    case 'not-url':
      return `it is not ${what(r.mailto)}`;
    case 'invalid':
      return 'it is not a valid URL';
    case 'no-host':
      return 'it names no host';
  }
}

function refused(refusal: SafeUrlRefusal): SafeUrl {
  return { ok: false, reason: safeUrlReason(refusal), refusal };
}

/** What a caller allows beyond http(s). */
export interface SafeUrlOptions {
  /** Allow `mailto:` (contact emails). */
  mailto?: boolean;
}

/**
 * Decides what a URL from outside may be. `raw` is resolved against `base` (the URL of the
 * document it came from; relative text with no base is refused); only `http:` and `https:`
 * pass, plus `mailto:` when `options.mailto` is set. Refused: every other scheme (`javascript:`,
 * `data:`, `vbscript:`, `blob:`, `file:` …) and their disguises — any letter case, leading spaces
 * or control characters, tabs or newlines inside the scheme, percent- or entity-encoded letters.
 */
export function safeUrl(raw: unknown, base?: string, options: SafeUrlOptions = {}): SafeUrl {
  if (typeof raw !== 'string') return refused({ kind: 'not-text' });
  if (!raw.trim()) return refused({ kind: 'empty' });
  const mailto = options.mailto === true;
  const allowed: readonly string[] = mailto ? SAFE_URL_SCHEMES : ['http:', 'https:'];
  // A scheme hidden behind entities or percent-encoding is no relative path: a browser or a
  // later decoding step may read it as the scheme. Refuse it by what it decodes to.
  const disguised = hiddenScheme(raw);
  if (disguised !== undefined && !allowed.includes(disguised)) return refused({ kind: 'scheme', scheme: disguised, mailto });
  let url: URL;
  try {
    // The URL parser strips leading and trailing C0 controls and spaces and removes tabs and
    // newlines anywhere, and lower-cases the scheme: `\tJaVa\nScRiPt:` becomes `javascript:`.
    url = base === undefined ? new URL(raw) : new URL(raw, base);
  } catch {
    return refused(base === undefined ? { kind: 'not-url', mailto } : { kind: 'invalid' });
  }
  if (!allowed.includes(url.protocol)) return refused({ kind: 'scheme', scheme: url.protocol, mailto });
  if (url.protocol !== 'mailto:' && !url.hostname) return refused({ kind: 'no-host' });
  return { ok: true, url: url.href };
}

/** Shorthand: the safe absolute URL, or undefined when `safeUrl` refuses it. */
export function safeUrlOrUndefined(raw: unknown, base?: string, options?: SafeUrlOptions): string | undefined {
  const r = safeUrl(raw, base, options);
  return r.ok ? r.url : undefined;
}

/**
 * The scheme the text reveals once entities and percent-escapes are decoded and controls and
 * whitespace removed (lower case, with its colon), or undefined when it starts with none.
 */
function hiddenScheme(raw: string): string | undefined {
  let text = raw;
  // Decoding twice catches `&amp;#106;` and `%256A`; more rounds would change nothing a browser decodes.
  for (let round = 0; round < 2; round++) text = percentDecode(decodeEntities(text));
  // eslint-disable-next-line no-control-regex -- the controls are what this removes
  const squeezed = text.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]+/g, '');
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
  return m ? `${m[1]!.toLowerCase()}:` : undefined;
}

/** Numeric character references and the few named ones that can spell a scheme or hide its colon. */
const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', nbsp: '\u00a0', amp: '&', sol: '/', period: '.', plus: '+', hyphen: '-', dash: '-' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function percentDecode(text: string): string {
  // Byte by byte, so one malformed escape does not stop the others from being decoded.
  return text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
