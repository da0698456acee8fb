import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { headerLinkParts } from '../../core/url/link-header.js';
import { safeUrl } from '../../core/url/safe-url.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { responseStyles } from './response-styles.js';

/** One event of a streamed response: a `text/event-stream` event, or one NDJSON line. */
export interface TryStreamEvent {
  /** SSE: the event type (`message` when the stream names none). NDJSON: `line`. */
  event: string;
  /** SSE: the data lines joined with LF. NDJSON: the line's text. */
  data: string;
  /** SSE: the last event ID at this event, when the stream has set one. */
  id?: string;
  /** SSE: the reconnection time in ms, when this event's block set one with `retry:`. */
  retry?: number;
  /** NDJSON: the line parsed as JSON (absent when the line is not valid JSON). */
  value?: unknown;
}

/** A response as `after-try` reports it. */
export interface TryResponse {
  status: number;
  statusText: string;
  ok: boolean;
  headers: Record<string, string>;
  /** The whole body as text (empty for images and other binary bodies: see `blob`). */
  body: string;
  /** Milliseconds from sending to the whole body (for streams: to the end of the stream). */
  time: number;
  /** The body's size in bytes as received. */
  size?: number;
  /** The whole body as bytes, for images and other binary bodies (offered as a download). */
  blob?: Blob;
  /** True when the viewer shows only a prefix of the body (over 1 MiB or 5,000 lines); `body` is still whole. */
  truncated?: boolean;
  /** The events of a `text/event-stream` or NDJSON response, in arrival order. */
  events?: TryStreamEvent[];
}

/** How a body is shown. */
type BodyKind = 'json' | 'xml' | 'text' | 'image' | 'binary' | 'sse' | 'ndjson' | 'empty';

/** What the body area shows once the body has ended (streams show `events` as they come). */
interface BodyView {
  kind: BodyKind;
  /** Text shown: formatted JSON or XML, or plain text; a prefix when `truncated`. */
  text?: string;
  /** Parsed JSON for the collapsible tree (bodies up to TREE_LIMIT). */
  json?: { value: unknown };
  truncated: boolean;
  /** Why the body is shown the way it is (not valid JSON, only a prefix, …). */
  note?: string;
}

/** Text bodies larger than this show only a prefix (and are offered as a download). */
const DISPLAY_LIMIT = 1024 * 1024;
/** At most this many lines of text are shown. */
const LINE_LIMIT = 5000;
const LINE_LIMIT_TEXT = '5,000';
/** Streams show the latest this many events (all are reported in `after-try`). */
const EVENT_LIMIT = 500;
/** A JSON container shows this many children, then "Show more". */
const CHILD_PAGE = 200;
/** Rows the JSON tree opens by itself (breadth first), so the first render stays cheap. */
const OPEN_BUDGET = 800;
/** Progress of a large body is redrawn at most this often (ms). */
const PROGRESS_INTERVAL = 100;

const NDJSON_TYPES = ['application/x-ndjson', 'application/jsonl', 'application/stream+json', 'application/x-jsonlines', 'application/json-seq'];
const TEXT_APPLICATION_TYPES = ['application/javascript', 'application/ecmascript', 'application/x-www-form-urlencoded', 'application/yaml', 'application/x-yaml', 'application/graphql', 'application/sql', 'application/csv'];
const BINARY_PREFIXES = ['audio/', 'video/', 'font/', 'model/'];
const BINARY_TYPES = ['application/octet-stream', 'application/pdf', 'application/zip', 'application/gzip', 'application/x-tar', 'application/wasm', 'application/x-protobuf', 'application/protobuf', 'application/msgpack'];

/** Reason phrases for the status line when the server sends none (HTTP/2 and later have none). */
const REASONS: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 203: 'Non-Authoritative Information', 204: 'No Content', 206: 'Partial Content',
  301: 'Moved Permanently', 302: 'Found', 303: 'See Other', 304: 'Not Modified', 307: 'Temporary Redirect', 308: 'Permanent Redirect',
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 406: 'Not Acceptable',
  408: 'Request Timeout', 409: 'Conflict', 410: 'Gone', 412: 'Precondition Failed', 413: 'Content Too Large', 415: 'Unsupported Media Type',
  422: 'Unprocessable Content', 429: 'Too Many Requests', 500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway',
  503: 'Service Unavailable', 504: 'Gateway Timeout',
};

/** File name extensions by media type, for downloads whose response names no file. */
const EXTENSIONS: Record<string, string> = {
  'application/json': 'json', 'application/xml': 'xml', 'text/xml': 'xml', 'text/plain': 'txt', 'text/html': 'html', 'text/csv': 'csv',
  'text/event-stream': 'txt', 'application/x-ndjson': 'ndjson', 'application/jsonl': 'jsonl', 'application/pdf': 'pdf',
  'application/zip': 'zip', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif',
  'image/svg+xml': 'svg', 'application/octet-stream': 'bin',
};

// ---- media types ----

/** `type/subtype` in lower case and the charset parameter of a Content-Type value. */
function parseContentType(value: string | undefined): { essence: string; charset: string | undefined } {
  const [essence = '', ...params] = (value ?? '').split(';');
  let charset: string | undefined;
  for (const p of params) {
    const m = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(p);
    if (m) charset = m[1];
  }
  return { essence: essence.trim().toLowerCase(), charset };
}

/** The kind of viewer a media type gets; `undefined` when only the bytes can tell (no type, unknown type). */
function kindOfType(essence: string): BodyKind | undefined {
  if (essence === 'text/event-stream') return 'sse';
  if (NDJSON_TYPES.includes(essence)) return 'ndjson';
  if (essence === 'application/json' || essence.endsWith('+json')) return 'json';
  // SVG is XML that can carry script: it is only ever shown through <img>.
  if (essence.startsWith('image/')) return 'image';
  if (essence === 'application/xml' || essence === 'text/xml' || essence.endsWith('+xml')) return 'xml';
  if (essence.startsWith('text/') || TEXT_APPLICATION_TYPES.includes(essence)) return 'text';
  if (BINARY_TYPES.includes(essence) || BINARY_PREFIXES.some((p) => essence.startsWith(p))) return 'binary';
  return undefined;
}

/** True when the bytes look like text: valid UTF-8 without NUL or other C0 controls than tab, LF, FF and CR. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  for (const b of head) if (b < 32 && b !== 9 && b !== 10 && b !== 12 && b !== 13) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** A decoder for the charset a Content-Type names (UTF-8 when it names none the browser knows). */
function decoderFor(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

// ---- file names (RFC 6266, RFC 8187) ----

/** The parameters of a Content-Disposition value (names in lower case; the first of a name wins). */
function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = header.indexOf(';');
  if (i < 0) return params;
  const n = header.length;
  while (i < n) {
    while (i < n && (header[i] === ';' || header[i] === ' ' || header[i] === '\t')) i++;
    const eq = header.indexOf('=', i);
    if (eq < 0) break;
    const name = header.slice(i, eq).trim().toLowerCase();
    i = eq + 1;
    while (i < n && (header[i] === ' ' || header[i] === '\t')) i++;
    let value = '';
    if (header[i] === '"') {
      // quoted-string: a backslash escapes the next character.
      i++;
      while (i < n && header[i] !== '"') {
        if (header[i] === '\\' && i + 1 < n) i++;
        value += header[i];
        i++;
      }
      i++;
      while (i < n && header[i] !== ';') i++;
    } else {
      const end = header.indexOf(';', i);
      value = header.slice(i, end < 0 ? n : end).trim();
      i = end < 0 ? n : end;
    }
    if (name && !params.has(name)) params.set(name, value);
  }
  return params;
}

/** Decodes an RFC 8187 ext-value (`UTF-8''r%C3%A9sum%C3%A9.pdf`); undefined when malformed or another charset. */
function decodeExtValue(value: string): string | undefined {
  const m = /^([\w!#$%&+^`{}~-]+)'[\w-]*'(.*)$/.exec(value);
  if (!m) return undefined;
  const charset = m[1]!.toLowerCase();
  const encoded = m[2]!;
  if (!/^(?:[\w!#$&+.^`|~-]|%[0-9a-f]{2})*$/i.test(encoded)) return undefined;
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] === '%') {
      bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(encoded.charCodeAt(i));
  }
  if (charset === 'utf-8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    } catch {
      return undefined;
    }
  }
  if (charset === 'iso-8859-1') return String.fromCharCode(...bytes);
  return undefined;
}

/**
 * The file name a Content-Disposition value gives (`filename*` before `filename`, per RFC 6266),
 * not yet sanitised; undefined when it gives none.
 */
export function dispositionFilename(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const params = dispositionParams(header);
  const extended = params.get('filename*');
  const fromExt = extended !== undefined ? decodeExtValue(extended) : undefined;
  if (fromExt) return fromExt;
  const plain = params.get('filename');
  if (!plain) return undefined;
  // Header values reach script as Latin-1 code units: a server that sent raw UTF-8 bytes (common,
  // though not allowed) gets them read back as UTF-8, as browsers do for their own downloads.
  if (/[\u0080-\u00ff]/.test(plain) && !/[^\u0000-\u00ff]/.test(plain)) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(plain, (c) => c.charCodeAt(0)));
    } catch {
      // Not UTF-8: keep the Latin-1 reading.
    }
  }
  return plain;
}

/**
 * A name that is safe to offer as a download: no directories, no control, bidi-override or
 * reserved characters, no leading or trailing dots or spaces, not a Windows device name, at most
 * 150 characters (the extension kept); `fallback` when nothing is left.
 */
export function sanitizeFilename(name: string, fallback: string): string {
  let s = name.replace(/^.*[/\\]/, '');
  s = s.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '_');
  s = s.replace(/^[\s.]+|[\s.]+$/g, '');
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(s)) s = `_${s}`;
  if (s.length > 150) {
    const dot = s.lastIndexOf('.');
    const ext = dot > 0 && s.length - dot <= 16 ? s.slice(dot) : '';
    s = s.slice(0, 150 - ext.length) + ext;
  }
  return s || fallback;
}

/**
 * A response header's value; the URI-references of Location, Content-Location and Link become
 * links when the URL gate lets them through (resolved against the response's URL), else stay text.
 */
function renderHeaderValue(name: string, value: string, responseUrl: string): unknown {
  return headerLinkParts(name, value).map((part) => {
    if (!('ref' in part)) return part.text;
    const gated = safeUrl(part.ref, responseUrl || document.baseURI);
    return gated.ok ? html`<a href=${gated.url} target="_blank" rel="noopener noreferrer">${part.text}</a>` : part.text;
  });
}

/** The download name of a response: Content-Disposition's, else the URL's last segment with an extension for its type. */
function downloadName(headers: Record<string, string>, url: string, essence: string): string {
  const ext = EXTENSIONS[essence] ?? (essence.endsWith('+json') ? 'json' : essence.endsWith('+xml') ? 'xml' : 'bin');
  // A name the server gives wins; when nothing usable is left of it, the URL names the file.
  const given = sanitizeFilename(dispositionFilename(headers['content-disposition']) ?? '', '');
  if (given) return given;
  let last = '';
  try {
    last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    // No usable URL (or bad percent-encoding): the fallback name.
  }
  const base = sanitizeFilename(last, 'response');
  return /\.[\w-]{1,8}$/.test(base) ? base : `${base}.${ext}`;
}

// ---- streams ----

/** The `text/event-stream` interpretation of the HTML standard (§9.2.6), fed text as it arrives. */
class SseParser {
  private pending = '';
  private skipLF = false;
  private data = '';
  private type = '';
  private lastId = '';
  private retry: number | undefined;

  /** Parses `text`; returns the events it completes. */
  push(text: string): TryStreamEvent[] {
    const out: TryStreamEvent[] = [];
    let s = text;
    // A CR at the end of the previous chunk may be the first half of CRLF.
    if (this.skipLF && s.startsWith('\n')) s = s.slice(1);
    this.skipLF = false;
    let start = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.line(this.pending + s.slice(start, i), out);
      this.pending = '';
      if (c === 13) {
        if (i + 1 < s.length) {
          if (s.charCodeAt(i + 1) === 10) i++;
        } else this.skipLF = true;
      }
      start = i + 1;
    }
    this.pending += s.slice(start);
    return out;
  }

  private line(line: string, out: TryStreamEvent[]): void {
    if (line === '') {
      this.dispatch(out);
      return;
    }
    if (line.startsWith(':')) return; // a comment
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.type = value;
    else if (field === 'data') this.data += `${value}\n`;
    else if (field === 'id') {
      if (!value.includes('\0')) this.lastId = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) this.retry = Number(value);
    }
    // Other fields are ignored.
  }

  private dispatch(out: TryStreamEvent[]): void {
    const retry = this.retry;
    this.retry = undefined;
    if (this.data === '') {
      this.type = '';
      return;
    }
    const data = this.data.endsWith('\n') ? this.data.slice(0, -1) : this.data;
    out.push({ event: this.type || 'message', data, ...(this.lastId ? { id: this.lastId } : {}), ...(retry !== undefined ? { retry } : {}) });
    this.data = '';
    this.type = '';
  }
  // At the end of the stream an event without its blank line is discarded (the standard says so): nothing to flush.
}

/** Newline-delimited JSON, fed text as it arrives; blank lines are skipped. */
class NdjsonParser {
  private pending = '';

  /** Parses `text`; returns the lines it completes. */
  push(text: string): TryStreamEvent[] {
    // A long line arriving in many chunks is only split once it has ended.
    if (!text.includes('\n')) {
      this.pending += text;
      return [];
    }
    const lines = (this.pending + text).split('\n');
    this.pending = lines.pop() ?? '';
    return lines.flatMap((l) => NdjsonParser.event(l));
  }

  /** The last line, when the stream did not end it with a newline. */
  end(): TryStreamEvent[] {
    const last = this.pending;
    this.pending = '';
    return NdjsonParser.event(last);
  }

  private static event(raw: string): TryStreamEvent[] {
    // JSON text sequences (RFC 7464) start records with RS; JSON Lines may end them with CR.
    const line = raw.replace(/^\u001e/, '').replace(/\r$/, '');
    if (line.trim() === '') return [];
    try {
      return [{ event: 'line', data: line, value: JSON.parse(line) as unknown }];
    } catch {
      return [{ event: 'line', data: line }];
    }
  }
}

// ---- formatting ----

/** A JSON number whose text a double cannot keep (big integers, `1.0`): shown as it was sent. */
class RawNumber {
  constructor(readonly source: string) {}
}

/** JSON.parse that keeps the text of numbers a double would change (where the browser gives the source). */
function parseJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && context?.source !== undefined && String(value) !== context.source ? new RawNumber(context.source) : value,
  );
}

/**
 * Re-indents JSON text with two spaces, one token per line the way JSON.stringify does, without
 * parsing it: works on a prefix cut anywhere. Stops after `maxLines` lines.
 */
function indentJson(text: string, maxLines: number): { text: string; complete: boolean } {
  const out: string[] = [];
  let depth = 0;
  let lines = 1;
  let run = 0; // start of the current run of characters copied as they are
  let i = 0;
  const n = text.length;
  let full = false;
  const newline = (): void => {
    if (lines >= maxLines) {
      full = true;
      return;
    }
    out.push('\n', '  '.repeat(Math.max(depth, 0)));
    lines++;
  };
  while (i < n && !full) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // A string: copied whole, escapes included.
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== 34) j += text.charCodeAt(j) === 92 ? 2 : 1;
      out.push(text.slice(i, j + 1));
      i = j + 1;
      continue;
    }
    if (c === 123 || c === 91) {
      // { or [: an empty container stays on one line.
      let j = i + 1;
      while (j < n && /\s/.test(text[j]!)) j++;
      const close = c === 123 ? 125 : 93;
      if (text.charCodeAt(j) === close) {
        out.push(c === 123 ? '{}' : '[]');
        i = j + 1;
        continue;
      }
      out.push(text[i]!);
      depth++;
      newline();
    } else if (c === 125 || c === 93) {
      depth--;
      newline();
      out.push(text[i]!);
    } else if (c === 44) {
      out.push(',');
      newline();
    } else if (c === 58) {
      out.push(': ');
    } else if (c !== 32 && c !== 9 && c !== 10 && c !== 13) {
      // A number, true, false or null: copy up to the next structural character.
      run = i;
      while (i + 1 < n && !/[\s,:{}[\]"]/.test(text[i + 1]!)) i++;
      out.push(text.slice(run, i + 1));
    }
    i++;
  }
  return { text: out.join(''), complete: i >= n && !full };
}

/** Escapes XML text or an attribute value for display. */
function escapeXml(s: string, attribute = false): string {
  const t = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return attribute ? t.replace(/"/g, '&quot;') : t;
}

/**
 * XML re-indented with two spaces (parsed with DOMParser, which runs no script and loads
 * nothing); undefined when it is not well-formed. Stops after `maxLines` lines.
 */
function formatXml(text: string, maxLines: number): { text: string; complete: boolean } | undefined {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'parsererror').length) return undefined;
  const out: string[] = [];
  const declaration = /^\s*(<\?xml\s[^?]*\?>)/.exec(text)?.[1];
  if (declaration) out.push(declaration);
  const add = (depth: number, line: string): boolean => {
    if (out.length >= maxLines) return false;
    out.push('  '.repeat(depth) + line);
    return true;
  };
  const walk = (node: Node, depth: number): boolean => {
    switch (node.nodeType) {
      case Node.ELEMENT_NODE: {
        const el = node as Element;
        const attrs = Array.from(el.attributes, (a) => ` ${a.name}="${escapeXml(a.value, true)}"`).join('');
        const children = Array.from(el.childNodes).filter((c) => !(c.nodeType === Node.TEXT_NODE && (c.nodeValue ?? '').trim() === ''));
        if (children.length === 0) return add(depth, `<${el.tagName}${attrs}/>`);
        const only = children.length === 1 ? children[0]! : undefined;
        if (only?.nodeType === Node.TEXT_NODE && !(only.nodeValue ?? '').includes('\n')) {
          return add(depth, `<${el.tagName}${attrs}>${escapeXml((only.nodeValue ?? '').trim())}</${el.tagName}>`);
        }
        if (!add(depth, `<${el.tagName}${attrs}>`)) return false;
        for (const c of children) if (!walk(c, depth + 1)) return false;
        return add(depth, `</${el.tagName}>`);
      }
      case Node.TEXT_NODE:
        return add(depth, escapeXml((node.nodeValue ?? '').trim()));
      case Node.CDATA_SECTION_NODE:
        return add(depth, `<![CDATA[${node.nodeValue ?? ''}]]>`);
      case Node.COMMENT_NODE:
        return add(depth, `<!--${node.nodeValue ?? ''}-->`);
      case Node.PROCESSING_INSTRUCTION_NODE: {
        const pi = node as ProcessingInstruction;
        return add(depth, `<?${pi.target} ${pi.data}?>`);
      }
      case Node.DOCUMENT_TYPE_NODE: {
        const dt = node as DocumentType;
        const id = dt.publicId ? ` PUBLIC "${dt.publicId}" "${dt.systemId}"` : dt.systemId ? ` SYSTEM "${dt.systemId}"` : '';
        return add(depth, `<!DOCTYPE ${dt.name}${id}>`);
      }
      default:
        return true;
    }
  };
  try {
    let complete = true;
    for (const c of Array.from(doc.childNodes)) if (!walk(c, 0)) complete = false;
    return { text: out.join('\n'), complete };
  } catch {
    // Nesting too deep for the call stack: the caller shows the text as it came.
    return undefined;
  }
}

/** The first `maxLines` lines of `text`, and whether that is all of it. */
function firstLines(text: string, maxLines: number): { text: string; complete: boolean } {
  let at = -1;
  for (let k = 0; k < maxLines; k++) {
    at = text.indexOf('\n', at + 1);
    if (at < 0) return { text, complete: true };
  }
  return at === text.length - 1 ? { text, complete: true } : { text: text.slice(0, at), complete: false };
}

/** Bytes as B, KB or MB (binary multiples, one decimal). */
function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** The first `size` bytes of a list of chunks, as one array. */
function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    if (at >= size) break;
    const part = c.subarray(0, size - at);
    all.set(part, at);
    at += part.length;
  }
  return all;
}

// ---- JSON tree ----

type Container = Record<string, unknown> | unknown[];

const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null && !(v instanceof RawNumber);

/** The entries of an object or array. */
function entriesOf(v: Container): [string | number, unknown][] {
  return Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
}

/** A child's path: JSON Pointer escaping keeps paths unique whatever the keys are. */
const childPath = (path: string, key: string | number): string => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The containers opened at first: breadth first while the rows shown stay within OPEN_BUDGET. */
function initiallyOpen(root: unknown): Set<string> {
  const open = new Set<string>();
  let rows = 1;
  const queue: [unknown, string, number][] = [[root, '', 0]];
  for (let q = 0; q < queue.length; q++) {
    const [v, path, depth] = queue[q]!;
    if (!isContainer(v)) continue;
    const entries = entriesOf(v).slice(0, CHILD_PAGE);
    if (depth > 0 && (rows + entries.length + 1 > OPEN_BUDGET || depth > 8)) continue;
    open.add(path);
    rows += entries.length + 1;
    for (const [k, child] of entries) if (isContainer(child)) queue.push([child, childPath(path, k), depth + 1]);
  }
  return open;
}

/** The visible text of a JSON leaf. */
function leafText(v: unknown): string {
  if (v instanceof RawNumber) return v.source;
  return JSON.stringify(v) ?? String(v);
}

function leafClass(v: unknown): string {
  if (v === null) return 'jt-null';
  if (v instanceof RawNumber) return 'jt-num';
  return `jt-${typeof v === 'string' ? 'str' : typeof v === 'number' ? 'num' : 'bool'}`;
}

/** Rows of the JSON tree end with a line feed, so its text (copied, or read) is the JSON as shown. */
const NL = '\n';

// ---- the element ----

/** What is known of the response before its body has ended. */
interface Head {
  status: number;
  statusText: string;
  ok: boolean;
  headers: Record<string, string>;
  essence: string;
  filename: string;
  /** The response's URL: Location and Link references resolve against it. */
  url: string;
}

/**
 * The response part of the TRY console: status, time, headers and body. `show(res, start)`
 * shows the status and headers at once, reads the body (streams event by event), and resolves
 * with the whole response when it has ended; it rejects when the request's signal aborts it
 * mid-body. Body content is untrusted: it only ever goes in as text, images only through `<img>`
 * from a blob: URL. Light DOM, so the element's styles apply.
 */
export class TryResponseView extends LitElement {
  static override properties = {
    height: { attribute: false },
    response: { state: true },
    head: { state: true },
    view: { state: true },
    received: { state: true },
    notice: { state: true },
    open: { state: true },
    imageFailed: { state: true },
  };

  /** response-area-height: the body area's maximum height (CSS length). */
  height = '300px';
  /** The whole response, once its body has ended. */
  response: TryResponse | undefined;
  head: Head | undefined;
  view: BodyView | undefined;
  /** Bytes received so far, while the body comes in. */
  received = 0;
  /** Feedback of the copy buttons (a polite status). */
  notice = '';
  /** Paths of the open JSON containers; with `more`, the tree's view state. */
  open = new Set<string>();
  imageFailed = false;
  private events: TryStreamEvent[] = [];
  private more = new Map<string, number>();
  private blob: Blob | undefined;
  private blobUrl: string | undefined;
  /** Bumped by clear(): a show() still reading stops touching what is shown. */
  private generation = 0;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private stickToBottom = false;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptStyles(this, responseStyles);
    if (this.blob) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.revoke();
  }

  /** Forgets the response shown (and releases its blob: URL). */
  clear(): void {
    this.generation++;
    this.response = undefined;
    this.head = undefined;
    this.view = undefined;
    this.received = 0;
    this.events = [];
    this.open = new Set();
    this.more = new Map();
    this.imageFailed = false;
    this.notice = '';
    this.blob = undefined;
    this.revoke();
  }

  /** Reads `res` and shows it as it comes; resolves with the whole response when the body has ended. */
  async show(res: Response, start: number): Promise<TryResponse> {
    this.clear();
    const generation = this.generation;
    const live = (): boolean => generation === this.generation;
    const headers = Object.fromEntries(res.headers.entries());
    const { essence, charset } = parseContentType(headers['content-type']);
    const status = res.status;
    this.head = {
      status,
      statusText: res.statusText || REASONS[status] || '',
      ok: res.ok,
      headers,
      essence,
      filename: downloadName(headers, res.url, essence),
      url: res.url,
    };
    const typed = kindOfType(essence);
    const parser = typed === 'sse' ? new SseParser() : typed === 'ndjson' ? new NdjsonParser() : undefined;
    const decoder = decoderFor(charset);
    if (typed === 'sse' || typed === 'ndjson') this.view = { kind: typed, truncated: false };
    // This response's own list: a clear() while it streams leaves it to this call alone.
    const events: TryStreamEvent[] = [];
    this.events = events;

    // Text is decoded chunk by chunk as it arrives, so the end of a large body is no long task.
    const textual = typed !== 'image' && typed !== 'binary';
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    const texts: string[] = [];
    let size = 0;
    let drawn = 0;
    const reader = res.body?.getReader();
    if (reader) {
      for (;;) {
        // Rejects when the request's signal aborts: the console reports request-aborted.
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        size += value.length;
        if (textual) {
          const text = decoder.decode(value, { stream: true });
          texts.push(text);
          if (parser) {
            const added = parser.push(text);
            // One by one: a chunk can hold more events than a spread may pass as arguments.
            for (const e of added) events.push(e);
            if (live() && added.length) this.requestUpdate();
          }
        }
        if (live() && performance.now() - drawn > PROGRESS_INTERVAL) {
          this.received = size;
          drawn = performance.now();
        }
      }
    }
    if (textual) texts.push(decoder.decode());
    const type = essence || 'application/octet-stream';
    const blob = size > 0 ? new Blob(chunks, { type }) : undefined;
    const response: TryResponse = {
      status,
      statusText: res.statusText,
      ok: res.ok,
      headers,
      body: '',
      time: Math.round(performance.now() - start),
      size,
    };
    let view: BodyView;
    if (parser) {
      if (parser instanceof NdjsonParser) events.push(...parser.end());
      response.body = texts.join('');
      response.events = events;
      view = { kind: typed === 'sse' ? 'sse' : 'ndjson', truncated: false };
    } else {
      const kind: BodyKind = size === 0 ? 'empty' : (typed ?? (looksLikeText(concat(chunks, Math.min(size, 4096))) ? 'text' : 'binary'));
      if (kind === 'image' || kind === 'binary') {
        response.blob = blob;
        view = { kind, truncated: false };
      } else {
        response.body = texts.join('');
        view = this.textView(kind, response.body, typed === undefined);
      }
      if (view.truncated) response.truncated = true;
    }
    if (live()) {
      this.blob = blob;
      this.view = view;
      if (view.json) {
        this.open = initiallyOpen(view.json.value);
        this.more = new Map();
      }
      this.received = size;
      this.response = response;
    }
    return response;
  }

  /** How a text body is shown: a JSON tree, formatted JSON or XML, or text; a prefix when large. */
  private textView(kind: BodyKind, body: string, sniffed: boolean): BodyView {
    const large = body.length > DISPLAY_LIMIT;
    const prefix = large ? body.slice(0, DISPLAY_LIMIT) : body;
    const trimmed = prefix.trimStart();
    const jsonLike = kind === 'json' || (sniffed && (trimmed.startsWith('{') || trimmed.startsWith('[')));
    if (jsonLike && !large) {
      try {
        return { kind: 'json', json: { value: parseJson(body) }, truncated: false };
      } catch {
        if (kind === 'json') return { ...this.plain(prefix, false), note: 'Not valid JSON: shown as text.' };
      }
    }
    if (jsonLike && kind === 'json') {
      const { text, complete } = indentJson(prefix, LINE_LIMIT);
      return { kind: 'json', text, truncated: large || !complete };
    }
    if (kind === 'xml' && !large) {
      const formatted = formatXml(body, LINE_LIMIT);
      if (formatted) return { kind: 'xml', text: formatted.text, truncated: !formatted.complete };
      return { ...this.plain(prefix, false), note: 'Not well-formed XML: shown as text.' };
    }
    return this.plain(prefix, large);
  }

  private plain(text: string, cut: boolean): BodyView {
    const lines = firstLines(text, LINE_LIMIT);
    return { kind: 'text', text: lines.text, truncated: cut || !lines.complete };
  }

  // ---- event handlers ----

  private async copy(what: 'Body' | 'Headers'): Promise<void> {
    const r = this.response;
    if (!r) return;
    const text = what === 'Body' ? r.body : Object.entries(r.headers).map(([k, v]) => `${k}: ${v}`).join('\n');
    try {
      if (!navigator.clipboard) throw new Error('the clipboard is not available here');
      await navigator.clipboard.writeText(text);
      this.say(`${what} copied.`);
    } catch (e) {
      this.say(`${what} not copied: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private say(text: string): void {
    this.notice = text;
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => (this.notice = ''), 4000);
  }

  private toggle(path: string): void {
    const open = new Set(this.open);
    if (open.has(path)) open.delete(path);
    else open.add(path);
    this.open = open;
  }

  private showMore(path: string): void {
    this.more.set(path, (this.more.get(path) ?? CHILD_PAGE) + CHILD_PAGE);
    this.requestUpdate();
  }

  private revoke(): void {
    if (this.blobUrl) URL.revokeObjectURL(this.blobUrl);
    this.blobUrl = undefined;
  }

  // ---- lifecycle and rendering ----

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' allows (styleMap
    // writes a style attribute on its first render, which such a policy refuses).
    if (changed.has('height')) this.style.setProperty('--try-response-height', this.height);
    if (this.blob && !this.blobUrl && this.isConnected) this.blobUrl = URL.createObjectURL(this.blob);
    const area = this.querySelector('.try-response-body');
    this.stickToBottom = !!area && area.scrollTop + area.clientHeight >= area.scrollHeight - 4;
  }

  protected override updated(): void {
    const area = this.querySelector('.try-response-body');
    if (area && this.stickToBottom && (this.view?.kind === 'sse' || this.view?.kind === 'ndjson')) area.scrollTop = area.scrollHeight;
  }

  protected override render(): TemplateResult | typeof nothing {
    const h = this.head;
    if (!h) return nothing;
    const r = this.response;
    const count = Object.keys(h.headers).length;
    return html`<div class="try-response" part="response">
      <div class="try-status-line">
        <span class="status status-${String(h.status)[0]}">${h.status}</span>
        <span class="try-status-text">${h.statusText}</span>
        <span class="muted small">${r ? `${r.time} ms · ${formatBytes(r.size ?? 0)}` : `receiving… ${formatBytes(this.received)}`}</span>
      </div>
      <div class="try-response-actions small">
        <button type="button" class="link-button" ?disabled=${!r || !!r.blob} @click=${() => void this.copy('Body')}>Copy body</button>
        <button type="button" class="link-button" @click=${() => void this.copy('Headers')}>Copy headers</button>
        ${r && this.blobUrl && this.view?.kind !== 'binary' ? html`<a class="try-download" href=${this.blobUrl} download=${h.filename}>Download ${h.filename}</a>` : nothing}
        <span class="muted" role="status">${this.notice}</span>
      </div>
      <details class="try-headers small">
        <summary>Headers (${count})</summary>
        <ul>${Object.entries(h.headers).map(([k, v]) => html`<li><code>${k}</code>: ${renderHeaderValue(k, v, h.url)}</li>`)}</ul>
      </details>
      ${this.renderNote()}
      <div class="try-response-body" tabindex="0" role="region" aria-label="Response body">${this.renderBody()}</div>
    </div>`;
  }

  private renderNote(): unknown {
    const v = this.view;
    const r = this.response;
    if (!v || !r) return nothing;
    const notes: unknown[] = [];
    if (v.note) notes.push(v.note);
    if (v.truncated) {
      notes.push(html`Only the beginning of this ${formatBytes(r.size ?? 0)} body is shown (at most ${formatBytes(DISPLAY_LIMIT)} and
        ${LINE_LIMIT_TEXT} lines).
        ${this.blobUrl ? html`<a href=${this.blobUrl} download=${this.head?.filename ?? 'response'}>Download the whole body</a>` : nothing}`);
    }
    if (!notes.length) return nothing;
    return html`<p class="try-note small">${notes.map((n) => html`<span>${n}</span> `)}</p>`;
  }

  private renderBody(): unknown {
    const v = this.view;
    if (!v) return html`<p class="muted small">Receiving the body…</p>`;
    switch (v.kind) {
      case 'sse':
      case 'ndjson':
        return this.renderEvents();
      case 'empty':
        return html`<p class="muted small">No body.</p>`;
      case 'image':
        if (!this.blobUrl) return nothing;
        return this.imageFailed
          ? html`<p class="muted small">This image cannot be shown here (${this.head?.essence}); use the download link.</p>`
          : html`<img class="try-image" src=${this.blobUrl} alt=${`Response image (${this.head?.essence ?? 'image'}, ${formatBytes(this.response?.size ?? 0)})`} @error=${() => (this.imageFailed = true)} />`;
      case 'binary':
        return html`<p class="small">Binary body (${this.head?.essence || 'no content type'}, ${formatBytes(this.response?.size ?? 0)}).
          ${this.blobUrl ? html`<a href=${this.blobUrl} download=${this.head?.filename ?? 'response.bin'}>Download ${this.head?.filename}</a>` : nothing}</p>`;
      default:
        if (v.json) return html`<pre class="code try-json">${this.renderNode(v.json.value, '', undefined, 0, true)}</pre>`;
        return html`<pre class="code"><code>${v.text ?? ''}</code></pre>`;
    }
  }

  private renderEvents(): TemplateResult {
    const all = this.events;
    const shown = all.length > EVENT_LIMIT ? all.slice(-EVENT_LIMIT) : all;
    const ended = !!this.response;
    return html`<p class="muted small try-stream-state">
        ${ended ? `Stream ended: ${all.length} ${all.length === 1 ? 'event' : 'events'}.` : `Streaming… ${all.length} ${all.length === 1 ? 'event' : 'events'} so far.`}
        ${all.length > shown.length ? ` The latest ${EVENT_LIMIT} are shown.` : ''}
      </p>
      <ol class="try-events">
        ${shown.map(
          (e) => html`<li class="try-event">
            <span class="try-event-type">${e.event}</span>${e.id !== undefined ? html` <span class="muted small">id ${e.id}</span>` : nothing}${e.retry !== undefined
              ? html` <span class="muted small">retry ${e.retry} ms</span>`
              : nothing}
            <pre class="try-event-data">${e.data}</pre>
          </li>`,
        )}
      </ol>`;
  }

  /** One JSON value as rows of text: keys and leaves as JSON, containers foldable with a button. */
  private renderNode(v: unknown, path: string, key: string | number | undefined, depth: number, last: boolean): TemplateResult {
    const indent = '  '.repeat(depth);
    const label = typeof key === 'string' ? html`<span class="jt-key">${JSON.stringify(key)}</span>: ` : nothing;
    const comma = last ? '' : ',';
    if (!isContainer(v)) return html`<span class="jt-row">${indent}${label}<span class=${leafClass(v)}>${leafText(v)}</span>${comma}</span>${NL}`;
    const array = Array.isArray(v);
    const [openCh, closeCh] = array ? ['[', ']'] : ['{', '}'];
    const entries = entriesOf(v);
    if (entries.length === 0) return html`<span class="jt-row">${indent}${label}${openCh}${closeCh}${comma}</span>${NL}`;
    const name = path === '' ? 'the body' : path.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');
    const isOpen = this.open.has(path);
    const size = `${entries.length} ${array ? 'item' : 'key'}${entries.length === 1 ? '' : 's'}`;
    const toggle = html`<button type="button" class="jt-toggle" aria-expanded=${isOpen ? 'true' : 'false'} aria-label=${`${name} (${size})`} @click=${() => this.toggle(path)}></button>`;
    if (!isOpen) {
      return html`<span class="jt-row">${toggle}${indent}${label}${openCh}…${closeCh}${comma} <span class="jt-count">${size}</span></span>${NL}`;
    }
    const limit = this.more.get(path) ?? CHILD_PAGE;
    const shown = entries.length > limit ? entries.slice(0, limit) : entries;
    return html`<span class="jt-row">${toggle}${indent}${label}${openCh}</span>${NL}${shown.map(([k, child], i) =>
        this.renderNode(child, childPath(path, k), array ? undefined : k, depth + 1, i === entries.length - 1),
      )}${entries.length > shown.length
        ? html`<span class="jt-row">${indent}  <button type="button" class="link-button" @click=${() => this.showMore(path)}>Show ${Math.min(CHILD_PAGE, entries.length - shown.length)} more (${entries.length - shown.length} not shown)</button></span>${NL}`
        : nothing}<span class="jt-row">${indent}${closeCh}${comma}</span>${NL}`;
  }
}

if (!customElements.get('spec-doc-try-response')) customElements.define('spec-doc-try-response', TryResponseView);
