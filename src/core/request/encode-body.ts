/*
 * From what the reader typed or chose in the console to a RequestBody, per media type and
 * the OpenAPI Encoding Object (3.0.3 §4.7.15, 3.1.1 §4.8.15). Pure: no DOM, no fetch.
 */
import { isObject, jsonText, type JsonObject } from '../types.js';
import type { FileRef, MultipartPart, RequestBody } from './request-spec.js';
import { multipartBoundary, multipartText, positionalParts, type PositionalEncoding } from './positional-multipart.js';
import { jsonSyntaxText, requestProblemText, type JsonFound, type JsonSyntaxProblem, type JsonWanted, type RequestProblem } from './request-problem.js';

/** Either a body ready to send or a message to show at the body field. */
export type EncodeBodyResult = RequestBody | BodyError;

/** Why a body cannot be encoded: the English `error` (requestProblemText) and the `problem` it words. */
export interface BodyError {
  error: string;
  problem: RequestProblem;
}

function bodyError(problem: RequestProblem): BodyError {
  return { error: requestProblemText(problem), problem };
}

/** Tells an encoding failure from a body. */
export function isBodyError(result: EncodeBodyResult): result is BodyError {
  return 'error' in result;
}

/** What fetch sends for a string body with no Content-Type of its own (Fetch, "extract a body"). */
const FETCH_TEXT_TYPE = 'text/plain;charset=UTF-8';
/** What fetch sends for a URLSearchParams body; the cURL command repeats it to be exact. */
const FETCH_FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/** `Application/JSON; charset=utf-8` → `application/json`. */
export function mediaTypeEssence(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}

/** JSON media types: application/json and any `+json` structured syntax suffix (RFC 6839). */
export function isJsonMediaType(mediaType: string): boolean {
  const essence = mediaTypeEssence(mediaType);
  return essence === 'application/json' || essence === 'text/json' || essence.endsWith('+json');
}

/**
 * A browser `File` or a core `{ name, type, size, bytes }`. A JSON object typed in the editor
 * can have the same keys, so a plain object counts only when it carries bytes; any other
 * object with that shape (a File, a Blob subclass) is taken as the platform's file.
 */
export function isFileRef(value: unknown): value is FileRef {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v['name'] !== 'string' || typeof v['type'] !== 'string' || typeof v['size'] !== 'number') {
    return false;
  }
  if (v['bytes'] instanceof Uint8Array) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto !== Object.prototype && proto !== null;
}

/**
 * Builds the request body for `mediaType` from the console's input: JSON text (validated,
 * sent exactly as typed; a non-string value is stringified), an object for
 * application/x-www-form-urlencoded and multipart/form-data (a string for the former is
 * read as ready-made form text), a file for binary types, text for text/* and XML.
 * `encoding` is the media type's Encoding Object map, keyed by property name; `positional` its
 * 3.2 `prefixEncoding`/`itemEncoding` for multipart/mixed and other multipart types without names.
 */
export function encodeBody(mediaType: string, value: unknown, encoding?: Readonly<JsonObject>, positional: PositionalEncoding = {}): EncodeBodyResult {
  const essence = mediaTypeEssence(mediaType);
  if (isJsonMediaType(mediaType)) return encodeJson(mediaType, value);
  if (essence === 'application/x-www-form-urlencoded') return encodeForm(value, encoding);
  if (essence === 'multipart/form-data') return encodeMultipart(value, encoding);
  if (essence.startsWith('multipart/') && (Array.isArray(value) || isObject(value))) return encodePositional(essence, value, positional);

  const declared = concreteType(mediaType);
  const labelled = declared ? { contentType: declared } : {};
  if (isFileRef(value)) return { kind: 'binary', file: value, ...labelled };
  if (value instanceof Uint8Array) {
    return { kind: 'binary', file: { name: 'body', type: '', size: value.byteLength, bytes: value }, ...labelled };
  }
  if (value === undefined || value === null) {
    return bodyError({ kind: isTextLike(essence) ? 'enter-body' : 'choose-file' });
  }
  if (typeof value === 'object') return bodyError({ kind: 'not-text-or-file', mediaType });
  return { kind: 'text', text: scalarText(value), contentType: declared ?? FETCH_TEXT_TYPE };
}

/**
 * The Content-Type the request carries for `body` when its headers name none: what fetch
 * sets itself for the natural body object (URLSearchParams, a typed Blob), or the media type
 * the browser layer sets for a string body. Undefined for multipart, whose header must come
 * from fetch because only it knows the boundary, and for a binary upload of unknown type
 * (fetch then sends no Content-Type at all).
 */
export function contentTypeHeader(body: RequestBody): string | undefined {
  switch (body.kind) {
    case 'json':
      return body.contentType ?? 'application/json';
    case 'text':
      return body.contentType;
    case 'form':
      return FETCH_FORM_TYPE;
    case 'multipart':
      return undefined;
    case 'binary':
      return body.contentType ?? (body.file.type || undefined);
  }
}

// ---------------------------------------------------------------------------------------
// JSON

function encodeJson(mediaType: string, value: unknown): EncodeBodyResult {
  const contentType = mediaTypeEssence(mediaType) === 'application/json' ? {} : { contentType: mediaType };
  if (value !== undefined && typeof value !== 'string') {
    const text = JSON.stringify(value, null, 2);
    return { kind: 'json', text, ...contentType };
  }
  const text = typeof value === 'string' ? value : '';
  const problem = jsonSyntaxError(text);
  if (problem) {
    const { line, column } = lineColumn(text, problem.offset);
    return bodyError({ kind: 'json-syntax', line, column, syntax: problem.problem });
  }
  return { kind: 'json', text, ...contentType };
}

/**
 * The first JSON syntax error in `text` (RFC 8259) with its UTF-16 offset, or undefined
 * when it is valid. Engines word and place JSON.parse errors differently (Safari gives no
 * position), so the console finds the position itself. Iterative, so deep nesting cannot
 * overflow the stack.
 */
export function jsonSyntaxError(text: string): { offset: number; message: string; problem: JsonSyntaxProblem } | undefined {
  const found = jsonSyntaxProblem(text);
  return found && { ...found, message: jsonSyntaxText(found.problem) };
}

/** A JSON syntax problem and where it is: what jsonSyntaxError words. */
type Failure = { offset: number; problem: JsonSyntaxProblem };

function jsonSyntaxProblem(text: string): Failure | undefined {
  // Valid text is the common case; the engine's parser is faster than this scanner.
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    // Fall through to find where and why.
  }
  const stack: ('{' | '[')[] = [];
  type Expect = 'value' | 'value-or-]' | 'key-or-}' | 'key' | 'colon' | 'comma-or-close' | 'end';
  let expect: Expect = 'value';
  let i = 0;
  const fail = (offset: number, wanted: JsonWanted): Failure => ({ offset, problem: { kind: 'expected', wanted, found: describeAt(text, offset) } });
  const afterValue = (): Expect => (stack.length === 0 ? 'end' : 'comma-or-close');

  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++;
    const c = text[i];
    if (c === undefined) {
      if (expect === 'end') return undefined;
      return fail(i, wantedFor(expect, stack.at(-1)));
    }
    switch (expect) {
      case 'end':
        return fail(i, { kind: 'end' });
      case 'colon':
        if (c !== ':') return fail(i, { kind: 'colon', p: "':'" });
        i++;
        expect = 'value';
        continue;
      case 'comma-or-close': {
        const top = stack.at(-1);
        const close = top === '{' ? '}' : ']';
        if (c === ',') {
          i++;
          expect = top === '{' ? 'key' : 'value';
        } else if (c === close) {
          i++;
          stack.pop();
          expect = afterValue();
        } else {
          return fail(i, wantedFor(expect, top));
        }
        continue;
      }
      case 'key-or-}':
      case 'key':
        if (c === '}' && expect === 'key-or-}') {
          i++;
          stack.pop();
          expect = afterValue();
          continue;
        }
        if (c !== '"') return fail(i, wantedFor(expect, '{'));
        {
          const end = scanString(text, i);
          if (typeof end !== 'number') return end;
          i = end;
        }
        expect = 'colon';
        continue;
      case 'value':
      case 'value-or-]':
        if (c === ']' && expect === 'value-or-]') {
          i++;
          stack.pop();
          expect = afterValue();
          continue;
        }
        if (c === '{' || c === '[') {
          stack.push(c);
          i++;
          expect = c === '{' ? 'key-or-}' : 'value-or-]';
          continue;
        }
        {
          const end = scanScalar(text, i);
          if (typeof end !== 'number') return end;
          i = end;
        }
        expect = afterValue();
        continue;
    }
  }
}

function wantedFor(expect: string, top: '{' | '[' | undefined): JsonWanted {
  switch (expect) {
    case 'value-or-]':
      return { kind: 'value-or-close', p: "']'" };
    case 'key-or-}':
      return { kind: 'key-or-close', p: "'}'" };
    case 'key':
      return { kind: 'key' };
    case 'colon':
      return { kind: 'colon', p: "':'" };
    case 'comma-or-close':
      return top === '{' ? { kind: 'comma-after-value', p: "','", q: "'}'" } : { kind: 'comma-after-item', p: "','", q: "']'" };
    default:
      return { kind: 'value' };
  }
}

/** Scans a string, a number or a literal at `start`; returns the offset after it or the error. */
function scanScalar(text: string, start: number): number | Failure {
  const c = text[start] ?? '';
  if (c === '"') return scanString(text, start);
  if (c === '-' || (c >= '0' && c <= '9')) return scanNumber(text, start);
  for (const literal of ['true', 'false', 'null']) {
    if (text.startsWith(literal, start)) return start + literal.length;
  }
  const problem: JsonSyntaxProblem = { kind: 'expected', wanted: { kind: 'value' }, found: describeAt(text, start) };
  return { offset: start, problem: c === "'" ? { ...problem, singleQuote: true } : problem };
}

function scanString(text: string, start: number): number | Failure {
  let i = start + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) return { offset: i, problem: { kind: 'expected', wanted: { kind: 'close-string', p: `'"'` }, found: { kind: 'end' } } };
    if (c === '"') return i + 1;
    if (c < ' ') {
      return { offset: i, problem: { kind: 'control-in-string', found: describeAt(text, i) } };
    }
    if (c === '\\') {
      const e = text[i + 1];
      if (e !== undefined && '"\\/bfnrt'.includes(e)) {
        i += 2;
        continue;
      }
      if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        i += 6;
        continue;
      }
      return { offset: i, problem: { kind: 'bad-escape', found: describeAt(text, i, 2) } };
    }
    i++;
  }
}

function scanNumber(text: string, start: number): number | Failure {
  const digitsFrom = (from: number): number => {
    let i = from;
    while (i < text.length && (text[i] ?? '') >= '0' && (text[i] ?? '') <= '9') i++;
    return i;
  };
  let i = start;
  if (text[i] === '-') i++;
  if (text[i] === '0') {
    i++;
    const next = text[i] ?? '';
    if (next >= '0' && next <= '9') return { offset: start, problem: { kind: 'leading-zero' } };
  } else {
    const end = digitsFrom(i);
    if (end === i) return { offset: i, problem: { kind: 'expected', wanted: { kind: 'digit-after', p: "'-'" }, found: describeAt(text, i) } };
    i = end;
  }
  if (text[i] === '.') {
    const end = digitsFrom(i + 1);
    if (end === i + 1) return { offset: end, problem: { kind: 'expected', wanted: { kind: 'digit-after', p: "'.'" }, found: describeAt(text, end) } };
    i = end;
  }
  if (text[i] === 'e' || text[i] === 'E') {
    i++;
    if (text[i] === '+' || text[i] === '-') i++;
    const end = digitsFrom(i);
    if (end === i) return { offset: i, problem: { kind: 'expected', wanted: { kind: 'digit-exponent' }, found: describeAt(text, i) } };
    i = end;
  }
  return i;
}

/** Names what stands at `offset` in words a reader recognises. */
function describeAt(text: string, offset: number, length = 1): JsonFound {
  if (offset >= text.length) return { kind: 'end' };
  const c = text[offset] ?? '';
  if (c === '\n' || c === '\r') return { kind: 'line-break' };
  if (c === '\t') return { kind: 'tab' };
  const code = c.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0xfeff) return { kind: 'text', text: `U+${code.toString(16).toUpperCase().padStart(4, '0')}` };
  // A bare word (undefined, NaN, True) reads better whole than by its first letter.
  const word = length === 1 ? /^[A-Za-z_$][\w$]*/.exec(text.slice(offset, offset + 40))?.[0] : undefined;
  const shown =
    word ??
    Array.from(text.slice(offset, offset + 2 * length))
      .slice(0, length)
      .join('');
  return { kind: 'text', text: `'${shown}'` };
}

/**
 * 1-based line and column of a UTF-16 offset. Columns count code points, as editors do;
 * CRLF and a lone CR end a line like LF.
 */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      column = 1;
    } else if (c === 0x0d || (c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1)))) {
      // The CR of a CRLF and the second half of a surrogate pair take no column.
    } else {
      column++;
    }
  }
  return { line, column };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

// ---------------------------------------------------------------------------------------
// application/x-www-form-urlencoded

function encodeForm(value: unknown, encoding: Readonly<JsonObject> | undefined): EncodeBodyResult {
  if (typeof value === 'string') {
    // Ready-made form text, read the way a server reads it (`+` is a space).
    return { kind: 'form', pairs: [...new URLSearchParams(value)] };
  }
  if (value === undefined || value === null) return { kind: 'form', pairs: [] };
  if (!isObject(value)) return bodyError({ kind: 'form-needs-fields' });
  const pairs = Object.entries(value).flatMap(([name, v]) => formFieldPairs(name, v, encodingFor(encoding, name)));
  return { kind: 'form', pairs };
}

/**
 * The pairs of one form field per its Encoding Object. Style and explode follow parameter
 * serialisation with `form`/explode as the default; when the encoding gives only a
 * `contentType` (3.1.1: style, explode and allowReserved absent), the value is written in
 * that type instead, i.e. JSON text for a JSON type. `allowReserved` cannot be honoured:
 * pairs are percent-encoded by URLSearchParams, which is also what fetch sends.
 */
export function formFieldPairs(name: string, value: unknown, encoding?: Readonly<JsonObject>): [string, string][] {
  if (value === undefined) return [];
  const style = typeof encoding?.['style'] === 'string' ? encoding['style'] : undefined;
  const explodeGiven = typeof encoding?.['explode'] === 'boolean' ? encoding['explode'] : undefined;
  const contentType = typeof encoding?.['contentType'] === 'string' ? encoding['contentType'] : undefined;
  const styled = style !== undefined || explodeGiven !== undefined || encoding?.['allowReserved'] !== undefined;
  if (contentType && !styled) {
    const json = isJsonMediaType(firstListed(contentType) ?? '');
    return [[name, json && typeof value !== 'string' ? JSON.stringify(value) : scalarText(value)]];
  }
  const s = style ?? 'form';
  const explode = explodeGiven ?? s === 'form';
  const separator = s === 'spaceDelimited' ? ' ' : s === 'pipeDelimited' ? '|' : ',';

  if (s === 'deepObject' && (isObject(value) || Array.isArray(value))) return deepObjectPairs(name, value);
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== undefined).map(scalarText);
    return explode ? items.map((v): [string, string] => [name, v]) : [[name, items.join(separator)]];
  }
  if (isObject(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (explode) return entries.map(([k, v]): [string, string] => [k, scalarText(v)]);
    return [[name, entries.flatMap(([k, v]) => [k, scalarText(v)]).join(separator)]];
  }
  return [[name, scalarText(value)]];
}

/**
 * `name[key]=value`. The spec defines one level of objects; deeper objects nest brackets
 * and arrays repeat their key, the convention of qs and Rails, which servers accepting
 * deepObject usually follow.
 */
function deepObjectPairs(name: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item) => (item === undefined ? [] : deepObjectPairs(name, item)));
  if (isObject(value)) {
    return Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : deepObjectPairs(`${name}[${k}]`, v)));
  }
  return [[name, scalarText(value)]];
}

// ---------------------------------------------------------------------------------------
// multipart/mixed and other positional multipart types (OpenAPI 3.2.0, prefixEncoding / itemEncoding)

function encodePositional(essence: string, value: unknown[] | JsonObject, positional: PositionalEncoding): EncodeBodyResult {
  // An object's values are taken in order: the parts of multipart/mixed have no names.
  const parts = positionalParts(Array.isArray(value) ? value : Object.values(value), positional);
  const boundary = multipartBoundary(parts);
  return { kind: 'text', text: multipartText(parts, boundary), contentType: `${essence}; boundary=${boundary}` };
}

// ---------------------------------------------------------------------------------------
// multipart/form-data

function encodeMultipart(value: unknown, encoding: Readonly<JsonObject> | undefined): EncodeBodyResult {
  if (value === undefined || value === null) return { kind: 'multipart', parts: [] };
  if (!isObject(value) || isFileRef(value)) return bodyError({ kind: 'multipart-needs-fields' });
  const parts = Object.entries(value).flatMap(([name, v]) => multipartFieldParts(name, v, encodingFor(encoding, name)));
  return { kind: 'multipart', parts };
}

/**
 * The parts of one multipart field. Files stay files (by reference); objects and arrays
 * become one JSON part labelled application/json, the spec's default for objects, unless
 * the encoding names another type. An array of files, or an array whose encoding asks for
 * `explode: true`/`style: form` or names a non-JSON type, is sent as repeated parts of the
 * same name, which is how the spec uploads several files.
 */
export function multipartFieldParts(name: string, value: unknown, encoding?: Readonly<JsonObject>): MultipartPart[] {
  if (value === undefined) return [];
  const listed = typeof encoding?.['contentType'] === 'string' ? encoding['contentType'] : undefined;
  if (isFileRef(value)) {
    const contentType = listed ? pickContentType(listed, value.type) : undefined;
    return [{ name, file: value, ...(contentType ? { contentType } : {}) }];
  }
  if (value instanceof Uint8Array) {
    // A bare Blob in FormData is named "blob"; do the same so both paths agree.
    return multipartFieldParts(name, { name: 'blob', type: '', size: value.byteLength, bytes: value }, encoding);
  }
  if (Array.isArray(value)) {
    const listedType = listed ? pickContentType(listed) : undefined;
    const repeat =
      value.some((v) => isFileRef(v) || v instanceof Uint8Array) ||
      encoding?.['explode'] === true ||
      encoding?.['style'] === 'form' ||
      (listedType !== undefined && !isJsonMediaType(listedType));
    if (repeat) {
      return value.flatMap((item): MultipartPart[] =>
        Array.isArray(item) ? [{ name, value: JSON.stringify(item), contentType: 'application/json' }] : multipartFieldParts(name, item, encoding),
      );
    }
    return [{ name, value: JSON.stringify(value), contentType: listedType ?? 'application/json' }];
  }
  if (isObject(value)) {
    const contentType = (listed ? pickContentType(listed) : undefined) ?? 'application/json';
    return [{ name, value: JSON.stringify(value), contentType }];
  }
  const contentType = listed ? pickContentType(listed) : undefined;
  return [{ name, value: scalarText(value), ...(contentType ? { contentType } : {}) }];
}

/**
 * One Content-Type from an Encoding Object's `contentType`, which may list several types
 * and ranges ("image/png, image/*"): the file's own type when the list allows it, else the
 * first concrete type, else none (the caller's default applies).
 */
export function pickContentType(listed: string, fileType?: string): string | undefined {
  const options = listed
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (fileType && options.some((range) => mediaRangeMatches(range, fileType))) return fileType;
  return options.find((o) => !o.includes('*'));
}

/** `image/*` matches `image/png`; `*\/*` matches everything; parameters are ignored. */
function mediaRangeMatches(range: string, mediaType: string): boolean {
  const [rType, rSub] = mediaTypeEssence(range).split('/');
  const [type, sub] = mediaTypeEssence(mediaType).split('/');
  return (rType === '*' || rType === type) && (rSub === '*' || rSub === sub);
}

// ---------------------------------------------------------------------------------------
// shared

function encodingFor(encoding: Readonly<JsonObject> | undefined, name: string): JsonObject | undefined {
  // Own properties only: a field named __proto__ or toString must not find Object.prototype.
  if (!encoding || !Object.hasOwn(encoding, name)) return undefined;
  const e = encoding[name];
  return isObject(e) ? e : undefined;
}

function firstListed(listed: string): string | undefined {
  return listed.split(',')[0]?.trim();
}

/** The media type when it names one type; undefined for ranges like `*\/*` or `image/*`. */
function concreteType(mediaType: string): string | undefined {
  const trimmed = mediaType.trim();
  return trimmed && !mediaTypeEssence(trimmed).includes('*') ? trimmed : undefined;
}

function isTextLike(essence: string): boolean {
  return essence.startsWith('text/') || essence === 'application/xml' || essence.endsWith('+xml');
}

/** A field value as text: strings as is, numbers and booleans in JS notation, null empty, structures as JSON. */
function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return '';
  return jsonText(value) ?? '';
}
