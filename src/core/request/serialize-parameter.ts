import { isObject } from '../types.js';
import { formFieldPairs } from './encode-body.js';
import { percentEncode, type PercentEncodeMode } from './percent-encode.js';

// Parameter serialisation as OpenAPI 3.1.1 and 3.2.0 define it (Parameter Object: "Style Values"
// and "Style Examples"; RFC 6570 for the styles it names). The examples table is the reference;
// where it says n/a the behaviour is undefined, and the choice made here is written next to it.

/**
 * Where a parameter goes (Parameter Object, "Parameter Locations"). OpenAPI 3.2.0 adds
 * `querystring`: the entire query string as one parameter, described by `content`.
 */
export const PARAMETER_LOCATIONS = ['path', 'query', 'querystring', 'header', 'cookie'] as const;
export type ParameterLocation = (typeof PARAMETER_LOCATIONS)[number];

/** The `style` values OpenAPI defines (Parameter Object, "Style Values"; `cookie` is new in 3.2.0). */
export const PARAMETER_STYLES = ['matrix', 'label', 'simple', 'form', 'spaceDelimited', 'pipeDelimited', 'deepObject', 'cookie'] as const;
export type ParameterStyle = (typeof PARAMETER_STYLES)[number];

/**
 * The styles each location allows, the first being its default ("Style Values"; `style` field).
 * A querystring parameter has no style: it MUST use `content` (OpenAPI 3.2.0, Parameter Object).
 */
const STYLES_AT: Record<ParameterLocation, readonly ParameterStyle[]> = {
  path: ['simple', 'label', 'matrix'],
  query: ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'],
  querystring: ['form'],
  header: ['simple'],
  cookie: ['form', 'cookie'],
};

/** What serialisation needs of a Parameter Object; `content` is the media type of a content-typed one. */
export interface ParameterSerialization {
  name: string;
  in: ParameterLocation;
  /** As written; an unknown style or one the location does not allow falls back to the default. */
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  allowEmptyValue?: boolean;
  /** The single media type of `content` (a content-typed parameter); `style` and friends are then ignored. */
  content?: string;
}

/** One `key=value` of a query string, both already percent-encoded. */
export type QueryPair = [key: string, value: string];

/**
 * A parameter ready for a request: for `path` the text that replaces `{name}`, for `query`
 * encoded pairs (none when the parameter is left out), for `header` the value (absent when left
 * out), for `cookie` the `name=value` pieces. `problem` says when the description asked for a
 * combination OpenAPI leaves undefined and what was done instead.
 */
export type SerializedParameter =
  | { in: 'path'; name: string; value: string; problem?: string }
  | { in: 'query'; name: string; pairs: QueryPair[]; problem?: string }
  | { in: 'header'; name: string; value?: string; problem?: string }
  | { in: 'cookie'; name: string; pieces: string[]; problem?: string }
  /** OpenAPI 3.2.0 `in: querystring`: the whole query string (without `?`), '' when left out. */
  | { in: 'querystring'; name: string; query: string; problem?: string };

/** The default style for a location (`style` field: form for query and cookie, simple for path and header). */
export function defaultStyle(location: ParameterLocation): ParameterStyle {
  return STYLES_AT[location][0] ?? 'simple';
}

/** The default `explode`: true for form and cookie, false for every other style (`explode` field, 3.2.0). */
export function defaultExplode(style: ParameterStyle): boolean {
  return style === 'form' || style === 'cookie';
}

/**
 * Header parameters named Accept, Content-Type or Authorization "SHALL be ignored" (Parameter
 * Object, `name`): the request body, the response negotiation and security set those.
 */
export function isIgnoredHeaderParameter(name: string): boolean {
  return ['accept', 'content-type', 'authorization'].includes(name.toLowerCase());
}

/** True for JSON media types (`application/json`, `application/problem+json`, with parameters). */
export function isJsonMediaType(mediaType: string): boolean {
  return /^[^/;]+\/(?:[^;]*\+)?json\s*(?:;|$)/i.test(mediaType.trim());
}

/** Serialises one parameter value for its location, following its style, explode and allowReserved. */
export function serializeParameter(param: ParameterSerialization, value: unknown): SerializedParameter {
  if (param.in === 'querystring') return serializeQuerystring(param, value);
  if (param.content !== undefined) return serializeContent(param, param.content, value);
  const { style, problem } = effectiveStyle(param);
  const explode = param.explode ?? defaultExplode(style);
  const shape = shapeOf(value);
  const out = serializeStyled(param, style, explode, shape, value);
  if (problem !== undefined) out.problem = out.problem === undefined ? problem : `${problem}; ${out.problem}`;
  return out;
}

/** Joins encoded query pairs into a query string (without the leading `?`). */
export function joinQuery(pairs: readonly QueryPair[]): string {
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/**
 * Joins cookie pieces into one `Cookie` header value: RFC 6265 §4.2.1 separates cookie pairs with
 * `; ` (OpenAPI 3.1.1 Appendix D: never `&`).
 */
export function joinCookies(pieces: readonly string[]): string {
  return pieces.join('; ');
}

/**
 * Reads what serialisation needs from a Parameter Object as written (after `$ref`s are followed),
 * or undefined when it has no string `name` or no known `in`. For a content-typed parameter the
 * media type is the first key of `content` ("The map MUST only contain one entry").
 */
export function parameterSerialization(raw: unknown): ParameterSerialization | undefined {
  if (!isObject(raw) || typeof raw.name !== 'string') return undefined;
  const location = PARAMETER_LOCATIONS.find((l) => l === raw.in);
  if (location === undefined) return undefined;
  const out: ParameterSerialization = { name: raw.name, in: location };
  if (typeof raw.style === 'string') out.style = raw.style;
  if (typeof raw.explode === 'boolean') out.explode = raw.explode;
  if (typeof raw.allowReserved === 'boolean') out.allowReserved = raw.allowReserved;
  if (typeof raw.allowEmptyValue === 'boolean') out.allowEmptyValue = raw.allowEmptyValue;
  if (isObject(raw.content)) {
    const mediaType = Object.keys(raw.content)[0];
    if (mediaType !== undefined) out.content = mediaType;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Values

/**
 * A value as the styles see it. RFC 6570 §2.3 treats null and empty lists and maps as undefined,
 * and skips undefined members; the Style Examples' `undefined` column follows it. The empty string
 * is a defined primitive.
 */
type Shape = { kind: 'undefined' } | { kind: 'primitive'; text: string } | { kind: 'array'; items: string[] } | { kind: 'object'; entries: Array<[string, string]> };

function isPrimitive(value: unknown): value is string | number | boolean | bigint {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint';
}

/** Appendix B (Data Type Conversion): numbers and booleans as their JSON text. */
function primitiveText(value: string | number | boolean | bigint): string {
  return typeof value === 'string' ? value : String(value);
}

/** JSON text that does not throw on a bigint (JSON has no form for it, so it becomes a string). */
function jsonText(value: unknown): string {
  // JSON.stringify gives undefined for a function or a symbol, which its lib type leaves out.
  const text = JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) as string | undefined;
  return text ?? '';
}

/** Text of one member of an array or object; nested arrays and objects (undefined by OpenAPI) become JSON. */
function memberText(value: unknown): string {
  return isPrimitive(value) ? primitiveText(value) : jsonText(value);
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null;
}

function shapeOf(value: unknown): Shape {
  if (isPrimitive(value)) return { kind: 'primitive', text: primitiveText(value) };
  if (Array.isArray(value)) {
    const items = value.filter((v) => !isAbsent(v)).map(memberText);
    return items.length ? { kind: 'array', items } : { kind: 'undefined' };
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
      .filter(([, v]) => !isAbsent(v))
      .map(([k, v]): [string, string] => [k, memberText(v)]);
    return entries.length ? { kind: 'object', entries } : { kind: 'undefined' };
  }
  return { kind: 'undefined' };
}

function effectiveStyle(param: ParameterSerialization): { style: ParameterStyle; problem?: string } {
  const fallback = defaultStyle(param.in);
  if (param.style === undefined) return { style: fallback };
  const allowed = STYLES_AT[param.in];
  const style = allowed.find((s) => s === param.style);
  if (style) return { style };
  return { style: fallback, problem: `style "${param.style}" is not defined for ${param.in} parameters; "${fallback}" is used` };
}

// ---------------------------------------------------------------------------------------------
// Styles

function serializeStyled(param: ParameterSerialization, style: ParameterStyle, explode: boolean, shape: Shape, raw: unknown): SerializedParameter {
  const { name } = param;
  switch (param.in) {
    case 'path':
      return { in: 'path', name, value: pathValue(style, explode, name, shape) };
    case 'header':
      // Only simple exists for headers; RFC 6570 would percent-encode, Appendix D explains why
      // that is wrong for headers, so only what HTTP cannot carry is encoded.
      return shape.kind === 'undefined' ? { in: 'header', name } : { in: 'header', name, value: simple(shape, explode, 'header') };
    case 'cookie':
      return { in: 'cookie', name, pieces: cookiePieces(name, style, explode, shape, param.allowReserved === true) };
    case 'query':
      return queryPairs(param, style, explode, shape, raw);
    case 'querystring':
      return serializeQuerystring(param, raw);
  }
}

/** Joins the members of an array or object: `k=v` pairs when exploded, else alternating keys and values. */
function members(shape: Shape, explode: boolean, separator: string, mode: PercentEncodeMode): string {
  const e = (t: string): string => percentEncode(t, mode);
  switch (shape.kind) {
    case 'undefined':
      return '';
    case 'primitive':
      return e(shape.text);
    case 'array':
      return shape.items.map(e).join(separator);
    case 'object':
      return explode ? shape.entries.map(([k, v]) => `${e(k)}=${e(v)}`).join(separator) : shape.entries.flatMap(([k, v]) => [e(k), e(v)]).join(separator);
  }
}

/** simple (RFC 6570 `{x}`): `blue`, `blue,black,brown`, `R,100,G,200,B,150` or exploded `R=100,G=200,B=150`. */
function simple(shape: Shape, explode: boolean, mode: PercentEncodeMode): string {
  return members(shape, explode, ',', mode);
}

function pathValue(style: ParameterStyle, explode: boolean, name: string, shape: Shape): string {
  // Path values are always fully encoded (RFC 6570 simple/label/matrix expansion): a `/` in a
  // value must not become a new path segment. Only the style's own delimiters stay.
  switch (style) {
    case 'label':
      // `.blue`, `.blue,black,brown`, exploded `.blue.black.brown`, `.R=100.G=200.B=150`; undefined is `.`.
      return '.' + members(shape, explode, explode ? '.' : ',', 'unreserved');
    case 'matrix':
      return matrix(name, explode, shape);
    default:
      return simple(shape, explode, 'unreserved');
  }
}

/** matrix (RFC 6570 `{;x}`): `;color=blue`; an empty or undefined value is `;color` without `=`. */
function matrix(name: string, explode: boolean, shape: Shape): string {
  const e = (t: string): string => percentEncode(t, 'unreserved');
  const pair = (k: string, v: string): string => (v === '' ? `;${e(k)}` : `;${e(k)}=${e(v)}`);
  switch (shape.kind) {
    case 'undefined':
      return `;${e(name)}`;
    case 'primitive':
      return pair(name, shape.text);
    case 'array':
      return explode ? shape.items.map((v) => pair(name, v)).join('') : `;${e(name)}=${members(shape, false, ',', 'unreserved')}`;
    case 'object':
      return explode ? shape.entries.map(([k, v]) => pair(k, v)).join('') : `;${e(name)}=${members(shape, false, ',', 'unreserved')}`;
  }
}

/**
 * cookie parameters. The parameter's name is written as the description gives it: a server
 * looks a cookie up by that exact name, so one that is no token (`x y`, `ü`) cannot be sent at
 * all, and sendableHeaders says so, rather than arriving under an encoded name nobody asked for.
 * The Style Examples show `color=blue,black,brown` and exploded `R=100`, …; exploded values are
 * separate cookies (joined by `; `, never `&`: RFC 6265 §4.2.1), so each `name=value` is a piece.
 *
 * OpenAPI 3.2.0 (Parameter Object, "Style Values" and `allowReserved`; Appendix D):
 * - `style: form` is RFC 6570 form expansion, so values are percent-encoded like a query's
 *   (only unreserved characters stay), and `allowReserved: true` keeps reserved characters and
 *   `%XX` triples as it does in the query.
 * - `style: cookie` follows RFC 6265 and applies no percent-encoding at all: values "that require
 *   any sort of escaping MUST be provided in escaped form", so they are sent as written.
 */
function cookiePieces(name: string, style: ParameterStyle, explode: boolean, shape: Shape, allowReserved: boolean): string[] {
  const mode: PercentEncodeMode | undefined = style === 'cookie' ? undefined : allowReserved ? 'reserved' : 'unreserved';
  const e = (t: string): string => (mode === undefined ? t : percentEncode(t, mode));
  const joined = (): string => (shape.kind === 'array' ? shape.items.map(e) : shape.kind === 'object' ? shape.entries.flatMap(([k, v]) => [e(k), e(v)]) : []).join(',');
  switch (shape.kind) {
    case 'undefined':
      return [];
    case 'primitive':
      return [`${name}=${e(shape.text)}`];
    case 'array':
      return explode ? shape.items.map((v) => `${name}=${e(v)}`) : [`${name}=${joined()}`];
    case 'object':
      return explode ? shape.entries.map(([k, v]) => `${e(k)}=${e(v)}`) : [`${name}=${joined()}`];
  }
}

function queryPairs(param: ParameterSerialization, style: ParameterStyle, explode: boolean, shape: Shape, raw: unknown): SerializedParameter {
  const name = percentEncode(param.name, 'unreserved');
  // allowReserved applies to values only: names, keys and the style's delimiters stay strict.
  const valueMode: PercentEncodeMode = param.allowReserved === true ? 'reserved' : 'unreserved';
  const result = (pairs: QueryPair[], problem?: string): SerializedParameter =>
    problem === undefined ? { in: 'query', name: param.name, pairs } : { in: 'query', name: param.name, pairs, problem };

  if (shape.kind === 'undefined') {
    // allowEmptyValue: a zero-length value "in place of parameters that would otherwise be
    // omitted"; it "SHALL be ignored" for the styles whose undefined column is n/a.
    return result(param.allowEmptyValue === true && style === 'form' ? [[name, '']] : []);
  }
  switch (style) {
    case 'spaceDelimited':
    case 'pipeDelimited': {
      // The delimiter is percent-encoded (`%20`, `%7C`): RFC 3986 forbids both raw in a query.
      const delimiter = style === 'spaceDelimited' ? '%20' : '%7C';
      if (shape.kind === 'primitive') return result(form(name, false, shape, valueMode), `${style} applies to arrays and objects; the value is sent as form`);
      if (explode) return result(form(name, true, shape, valueMode), `${style} with explode true is undefined; the values are repeated as form does`);
      return result([[name, members(shape, false, delimiter, valueMode)]]);
    }
    case 'deepObject': {
      if (!isObject(raw)) return result(form(name, explode, shape, valueMode), 'deepObject applies to objects; the value is sent as form');
      // The default explode (false) with deepObject is undefined, yet descriptions often omit
      // explode: only an explicit false is reported. Both are sent as with explode true.
      const pairs = deepObject(param.name, raw, valueMode);
      return result(pairs, param.explode === false ? 'deepObject with explode false is undefined; it is sent as with explode true' : undefined);
    }
    default:
      return result(form(name, explode, shape, valueMode));
  }
}

/** form (RFC 6570 `{?x}`): `color=blue`, `color=blue,black,brown`; exploded `color=blue&color=black`, `R=100&G=200`. */
function form(name: string, explode: boolean, shape: Shape, valueMode: PercentEncodeMode): QueryPair[] {
  const v = (t: string): string => percentEncode(t, valueMode);
  switch (shape.kind) {
    case 'undefined':
      return [];
    case 'primitive':
      return [[name, v(shape.text)]];
    case 'array':
      return explode ? shape.items.map((i): QueryPair => [name, v(i)]) : [[name, members(shape, false, ',', valueMode)]];
    case 'object':
      return explode
        ? shape.entries.map(([k, val]): QueryPair => [percentEncode(k, 'unreserved'), v(val)])
        : [[name, shape.entries.flatMap(([k, val]) => [percentEncode(k, 'unreserved'), v(val)]).join(',')]];
  }
}

/**
 * deepObject: `color[R]=100` with the brackets percent-encoded (`color%5BR%5D=100`), as the Style
 * Examples show (RFC 3986 does not allow raw brackets in a query). Nested objects and arrays are
 * "not defined" by OpenAPI; the common convention is used: `a[b][c]=1` for objects and `a[b][]=1`
 * for arrays of primitives (what qs, Rack and PHP read); deeper array members go as JSON text.
 */
function deepObject(name: string, value: Record<string, unknown>, valueMode: PercentEncodeMode): QueryPair[] {
  const pairs: QueryPair[] = [];
  const key = (path: string[]): string => percentEncode(name, 'unreserved') + path.map((p) => `%5B${percentEncode(p, 'unreserved')}%5D`).join('');
  const walk = (path: string[], v: unknown): void => {
    if (isAbsent(v)) return;
    if (isObject(v)) {
      for (const [k, inner] of Object.entries(v)) walk([...path, k], inner);
    } else if (Array.isArray(v)) {
      for (const item of v) if (!isAbsent(item)) pairs.push([key([...path, '']), percentEncode(memberText(item), valueMode)]);
    } else {
      pairs.push([key(path), percentEncode(memberText(v), valueMode)]);
    }
  };
  for (const [k, v] of Object.entries(value)) walk([k], v);
  return pairs;
}

// ---------------------------------------------------------------------------------------------
// content

/**
 * A content-typed parameter (`content` instead of `schema`): the value is written in its media
 * type (JSON text for JSON types; a string is taken as the text already written, as an editor
 * holds it) and then encoded for the location like a single primitive. Style fields do not apply.
 */
function serializeContent(param: ParameterSerialization, mediaType: string, value: unknown): SerializedParameter {
  const { name } = param;
  const text = contentText(mediaType, value);
  switch (param.in) {
    case 'path':
      return { in: 'path', name, value: text === undefined ? '' : percentEncode(text, 'unreserved') };
    case 'header':
      return text === undefined ? { in: 'header', name } : { in: 'header', name, value: percentEncode(text, 'header') };
    case 'cookie':
      return { in: 'cookie', name, pieces: text === undefined ? [] : [`${name}=${percentEncode(text, 'cookie')}`] };
    case 'query': {
      const key = percentEncode(name, 'unreserved');
      if (text === undefined) return { in: 'query', name, pairs: param.allowEmptyValue === true ? [[key, '']] : [] };
      return { in: 'query', name, pairs: [[key, percentEncode(text, 'unreserved')]] };
    }
    case 'querystring':
      return serializeQuerystring(param, value);
  }
}

// ---------------------------------------------------------------------------------------------
// querystring

/** True for `application/x-www-form-urlencoded` (parameters after `;` ignored). */
export function isFormMediaType(mediaType: string): boolean {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/**
 * application/x-www-form-urlencoded byte serialisation (WHATWG URL, "urlencoded serializer"):
 * space becomes `+`, and everything but ALPHA, DIGIT and `*-._` is percent-encoded.
 */
export function formUrlEncode(text: string): string {
  return percentEncode(text, 'unreserved').replace(/%20/g, '+').replace(/~/g, '%7E').replace(/%2A/g, '*');
}

/**
 * OpenAPI 3.2.0, Parameter Object, `in: querystring`: the parameter is the entire query string,
 * described by `content`. For `application/x-www-form-urlencoded` the value (an object) is
 * serialised as a form body is, property by property with the media type's Encoding Object
 * defaults (Encoding Object; Appendix E); a string is taken as form text already written. Any
 * other media type (JSON, say) is written in that type and the whole text is percent-encoded as
 * one query string (Appendix E: the querystring examples), so `{"a":1}` goes as `%7B%22a%22%3A1%7D`.
 */
function serializeQuerystring(param: ParameterSerialization, value: unknown): SerializedParameter {
  const { name } = param;
  const mediaType = param.content ?? 'application/x-www-form-urlencoded';
  const problem = param.content === undefined ? 'a querystring parameter must be described by content; it is sent as application/x-www-form-urlencoded' : undefined;
  const result = (query: string): SerializedParameter => (problem === undefined ? { in: 'querystring', name, query } : { in: 'querystring', name, query, problem });
  if (value === undefined || value === null) return result('');
  if (isFormMediaType(mediaType)) {
    if (typeof value === 'string') return result(value.replace(/^\?/, ''));
    if (!isObject(value)) return result(formUrlEncode(memberText(value)));
    const pairs: [string, string][] = [];
    // Without an Encoding Object, an object member defaults to application/json (Encoding Object, `contentType`).
    for (const [k, v] of Object.entries(value)) pairs.push(...(isObject(v) ? [[k, jsonText(v)] as [string, string]] : formFieldPairs(k, v)));
    return result(pairs.map(([k, v]) => `${formUrlEncode(k)}=${formUrlEncode(v)}`).join('&'));
  }
  return result(percentEncode(contentText(mediaType, value) ?? '', 'unreserved'));
}

function contentText(mediaType: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (isJsonMediaType(mediaType) || !isPrimitive(value)) return jsonText(value);
  return primitiveText(value);
}
