import type { BodyKind } from './body-kind.js';
import { firstLines } from './first-lines.js';
import { indentJson } from './indent-json.js';
import { parseJsonSafe } from './parse-json-safe.js';
import type { TextPrefix } from './text-prefix.js';

/** Text bodies larger than this (in UTF-16 code units) show only a prefix; the whole is offered as a download. */
export const DISPLAY_LIMIT = 1024 * 1024;
/** At most this many lines of text are shown. */
export const LINE_LIMIT = 5000;

/** What the body area shows once a body has ended (streams show their events as they come). */
export interface BodyView {
  kind: BodyKind;
  /** Text shown: formatted JSON or XML, or plain text; a prefix when `truncated`. */
  text?: string;
  /** Parsed JSON for the collapsible tree (bodies up to DISPLAY_LIMIT). */
  json?: { value: unknown };
  truncated: boolean;
  /** Why the body is shown the way it is (not valid JSON, not well-formed XML). */
  note?: string;
}

/**
 * Formats XML text (at most `maxLines` lines); undefined when it is not well-formed. Parsing
 * XML well is the browser's job (DOMParser), so the view passes the formatter in.
 */
export type XmlFormatter = (text: string, maxLines: number) => TextPrefix | undefined;

/** Plain text: its first LINE_LIMIT lines; `cut` when the text is itself a prefix of the body. */
function plain(text: string, cut: boolean): BodyView {
  const lines = firstLines(text, LINE_LIMIT);
  return { kind: 'text', text: lines.text, truncated: cut || !lines.complete };
}

/**
 * How a text body of `kind` is shown: a JSON tree (parsed whole, big numbers kept), formatted
 * JSON of a prefix when it is too large to parse, formatted XML, or text; never more than
 * DISPLAY_LIMIT characters and LINE_LIMIT lines. A body whose type was `sniffed` (none or unknown
 * was given) is tried as JSON when it starts like JSON, and is text when it is not JSON after
 * all. A body labelled JSON or XML that is not gets a note saying so and is shown as text.
 * `head`, when the caller has it, starts the body with at least DISPLAY_LIMIT characters (or is
 * all of it): a large body built of pieces is then never read whole (slicing it would copy it).
 */
export function textBodyView(kind: BodyKind, body: string, sniffed: boolean, formatXml: XmlFormatter, head: string = body): BodyView {
  const large = body.length > DISPLAY_LIMIT;
  const prefix = large ? head.slice(0, DISPLAY_LIMIT) : body;
  const trimmed = prefix.trimStart();
  const jsonLike = kind === 'json' || (sniffed && (trimmed.startsWith('{') || trimmed.startsWith('[')));
  if (jsonLike && !large) {
    try {
      return { kind: 'json', json: { value: parseJsonSafe(body) }, truncated: false };
    } catch {
      if (kind === 'json') return { ...plain(prefix, false), note: 'Not valid JSON: shown as text.' };
    }
  }
  if (jsonLike && kind === 'json') {
    const { text, complete } = indentJson(prefix, LINE_LIMIT);
    return { kind: 'json', text, truncated: large || !complete };
  }
  if (kind === 'xml' && !large) {
    const formatted = formatXml(body, LINE_LIMIT);
    if (formatted) return { kind: 'xml', text: formatted.text, truncated: !formatted.complete };
    return { ...plain(prefix, false), note: 'Not well-formed XML: shown as text.' };
  }
  return plain(prefix, large);
}
