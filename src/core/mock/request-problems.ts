import type { ValidateOptions } from '../examples/validate.js';
import { resolveRef } from '../model/resolve-ref.js';
import { parameterNameProblem } from '../request/http-name.js';
import { isIgnoredHeaderParameter, isJsonMediaType } from '../request/serialize-parameter.js';
import { childPointer } from '../resolve/pointer.js';
import { isObject, str, type JsonObject } from '../types.js';
import { essence } from './negotiate.js';
import { schemaProblems } from './schema-problems.js';

/** One way a request breaks the operation's contract. */
export interface RequestProblem {
  /** Where: a parameter location, or the body. */
  in: 'path' | 'query' | 'querystring' | 'header' | 'cookie' | 'body';
  /** The parameter's (or header's) name. */
  name?: string;
  /** For body problems: where in the body (a JSON pointer, '' for the whole body). */
  pointer?: string;
  message: string;
}

/** The parts of a request that validation looks at. */
export interface RequestParts {
  url: URL;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string>>;
  /** The body as text; undefined when there is none. */
  body: string | undefined;
}

/** A Parameter Object after `$ref`s, with what is needed to read its value from a request. */
export interface ResolvedParameter {
  name: string;
  in: 'path' | 'query' | 'querystring' | 'header' | 'cookie';
  required: boolean;
  style: string;
  explode: boolean;
  schema: unknown;
  /** The media type of a content-typed parameter (`content`), with its schema in `schema`. */
  mediaType?: string;
}

const LOCATIONS = ['path', 'query', 'querystring', 'header', 'cookie'] as const;
const DEFAULT_STYLE = { path: 'simple', query: 'form', querystring: 'form', header: 'simple', cookie: 'form' } as const;

/**
 * The operation's parameters: the path item's, overridden by the operation's own with the same
 * name and location (Operation Object `parameters`). Header names compare without case.
 */
export function operationParameters(doc: JsonObject, pathItem: JsonObject, operation: JsonObject): ResolvedParameter[] {
  const byKey = new Map<string, ResolvedParameter>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = resolveRef(doc, raw, '').value;
      if (!isObject(p) || typeof p.name !== 'string') continue;
      const where = LOCATIONS.find((l) => l === p.in);
      if (!where) continue;
      const style = str(p, 'style') ?? DEFAULT_STYLE[where];
      const param: ResolvedParameter = {
        name: p.name,
        in: where,
        required: where === 'path' || p.required === true,
        style,
        // OpenAPI 3.2.0: explode defaults to true for form and for the new cookie style.
        explode: typeof p.explode === 'boolean' ? p.explode : style === 'form' || style === 'cookie',
        schema: p.schema,
      };
      if (isObject(p.content)) {
        const [mediaType] = Object.keys(p.content);
        const media = mediaType === undefined ? undefined : resolveRef(doc, p.content[mediaType], '').value;
        if (mediaType !== undefined) {
          param.mediaType = mediaType;
          param.schema = isObject(media) ? media.schema : undefined;
        }
      }
      byKey.set(`${where}:${where === 'header' ? p.name.toLowerCase() : p.name}`, param);
    }
  }
  return [...byKey.values()];
}

/** The JSON types a schema allows (following `$ref`s and `allOf`), with 3.0 `nullable`; empty when it does not say. */
function schemaTypes(doc: JsonObject, schema: unknown, version: '3.0' | '3.1', depth = 0): Set<string> {
  const out = new Set<string>();
  const s = resolveRef(doc, schema, '').value;
  if (!isObject(s) || depth > 8) return out;
  if (typeof s.type === 'string') out.add(s.type);
  if (Array.isArray(s.type)) for (const t of s.type) if (typeof t === 'string') out.add(t);
  if (version === '3.0' && s.nullable === true) out.add('null');
  if (!out.size) {
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = s[key];
      if (Array.isArray(list)) for (const m of list) for (const t of schemaTypes(doc, m, version, depth + 1)) out.add(t);
    }
  }
  return out;
}

/** A property's (or the items') schema of an object (or array) schema, following `$ref`s and `allOf`. */
function subSchema(doc: JsonObject, schema: unknown, key: 'items' | { property: string }, depth = 0): unknown {
  const s = resolveRef(doc, schema, '').value;
  if (!isObject(s) || depth > 8) return undefined;
  if (key === 'items' && s.items !== undefined && !Array.isArray(s.items)) return s.items;
  if (key !== 'items' && isObject(s.properties) && Object.prototype.hasOwnProperty.call(s.properties, key.property)) return s.properties[key.property];
  for (const list of [s.allOf, s.oneOf, s.anyOf]) {
    if (!Array.isArray(list)) continue;
    for (const m of list) {
      const found = subSchema(doc, m, key, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Text from a URL, header or form as the value its schema asks for: a number, a boolean or
 * null when the schema wants one and the text is one; otherwise the text (which the schema
 * then rejects with a clear reason). A schema that also allows strings keeps the text.
 */
function coerce(doc: JsonObject, schema: unknown, text: string, version: '3.0' | '3.1'): unknown {
  const types = schemaTypes(doc, schema, version);
  if (types.has('string') || types.size === 0) return text;
  const t = text.trim();
  if (types.has('integer') && /^-?\d+$/.test(t)) return Number(t);
  if (types.has('number') && t !== '' && Number.isFinite(Number(t))) return Number(t);
  if (types.has('boolean') && (t === 'true' || t === 'false')) return t === 'true';
  if (types.has('null') && (t === '' || t === 'null')) return null;
  if ((types.has('object') || types.has('array')) && /^[[{]/.test(t)) {
    try {
      return JSON.parse(t) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Splits on a delimiter; '' is no items. */
const split = (text: string, by: string | RegExp): string[] => (text === '' ? [] : text.split(by));

/** `k,v,k2,v2` (or `k=v,k2=v2` when exploded) as an object. */
function pairs(items: string[], exploded: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  if (exploded) {
    for (const item of items) {
      const eq = item.indexOf('=');
      if (eq > 0) out[item.slice(0, eq)] = item.slice(eq + 1);
    }
  } else {
    for (let i = 0; i + 1 < items.length; i += 2) out[items[i]!] = items[i + 1]!;
  }
  return out;
}

/**
 * Reads a simple-, label- or matrix-style text (path, header) into the shape the schema asks
 * for (Parameter Object, "Style Values").
 */
function fromStyledText(doc: JsonObject, p: ResolvedParameter, text: string, version: '3.0' | '3.1'): unknown {
  let rest = text;
  let delimiter = ',';
  if (p.in === 'path' && p.style === 'label') {
    rest = rest.replace(/^\./, '');
    if (p.explode) delimiter = '.';
  } else if (p.in === 'path' && p.style === 'matrix') {
    const prefix = `;${p.name}=`;
    if (rest.startsWith(prefix)) rest = rest.slice(prefix.length);
    else if (rest.startsWith(';')) rest = rest.slice(1);
    if (p.explode) rest = rest.split(prefix).join(',');
    if (p.explode) delimiter = /[;,]/.source;
  }
  const types = schemaTypes(doc, p.schema, version);
  if (types.has('array') && !types.has('string')) {
    const itemSchema = subSchema(doc, p.schema, 'items');
    return split(rest, delimiter.length > 1 ? new RegExp(delimiter) : delimiter).map((x) => coerce(doc, itemSchema, x.trim(), version));
  }
  if (types.has('object') && !types.has('string')) {
    const obj = pairs(split(rest, delimiter.length > 1 ? new RegExp(delimiter) : delimiter), p.explode);
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, coerce(doc, subSchema(doc, p.schema, { property: k }), v, version)]));
  }
  return coerce(doc, p.schema, rest, version);
}

/** A query parameter's value by its style, or undefined when the query does not carry it. */
function fromQuery(doc: JsonObject, p: ResolvedParameter, query: URLSearchParams, version: '3.0' | '3.1'): unknown {
  const types = schemaTypes(doc, p.schema, version);
  const wantsArray = types.has('array') && !types.has('string');
  const wantsObject = types.has('object') && !types.has('string');
  if (wantsObject) {
    if (p.style === 'deepObject') {
      const out: Record<string, unknown> = {};
      let any = false;
      for (const [k, v] of query) {
        // `name[key]`, compared by slicing: a pattern would rescan a key of many brackets once per bracket.
        if (k.length < p.name.length + 2 || !k.startsWith(`${p.name}[`) || !k.endsWith(']')) continue;
        const key = k.slice(p.name.length + 1, -1);
        if (key.includes(']')) continue;
        any = true;
        out[key] = coerce(doc, subSchema(doc, p.schema, { property: key }), v, version);
      }
      return any ? out : undefined;
    }
    if (p.style === 'form' && p.explode) {
      // Each property is a query parameter of its own: collect the schema's properties.
      const s = resolveRef(doc, p.schema, '').value;
      const props = isObject(s) && isObject(s.properties) ? Object.keys(s.properties) : [];
      const out: Record<string, unknown> = {};
      for (const name of props) if (query.has(name)) out[name] = coerce(doc, subSchema(doc, p.schema, { property: name }), query.get(name) ?? '', version);
      return Object.keys(out).length ? out : undefined;
    }
  }
  if (!query.has(p.name)) return undefined;
  const itemSchema = wantsArray ? subSchema(doc, p.schema, 'items') : undefined;
  if (wantsArray && p.style === 'form' && p.explode) return query.getAll(p.name).map((x) => coerce(doc, itemSchema, x, version));
  const text = query.get(p.name) ?? '';
  const delimiter = p.style === 'spaceDelimited' ? ' ' : p.style === 'pipeDelimited' ? '|' : ',';
  if (wantsArray) return split(text, delimiter).map((x) => coerce(doc, itemSchema, x, version));
  if (wantsObject) {
    const obj = pairs(split(text, delimiter), false);
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, coerce(doc, subSchema(doc, p.schema, { property: k }), v, version)]));
  }
  return coerce(doc, p.schema, text, version);
}

/** A content-typed parameter's text as its media type reads it (JSON parsed), or an error message. */
function fromContent(p: ResolvedParameter, text: string): { value: unknown } | { error: string } {
  if (!p.mediaType || !isJsonMediaType(p.mediaType)) return { value: text };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (e) {
    return { error: `is not valid JSON (${e instanceof Error ? e.message : String(e)})` };
  }
}

/** The own value at `key` (a parameter named `__proto__` must not find Object.prototype). */
function own(record: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The Cookie header's `name=value` pairs in order (RFC 6265 §4.2.1: separated by `; `). */
function cookies(header: string | undefined): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.push([part.slice(0, eq).trim(), part.slice(eq + 1).trim()]);
  }
  return out;
}

/** Percent-decoding that keeps text it cannot decode as written. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A cookie parameter's value from the request's cookies, or undefined when it is absent. OpenAPI
 * 3.2.0 (Parameter Object, "Style Values"): `style: form` values are percent-encoded (so decoded
 * here), `style: cookie` values are not; exploded arrays are repeated cookies of the same name,
 * exploded objects one cookie per property; otherwise the value is comma-separated.
 */
function fromCookies(doc: JsonObject, p: ResolvedParameter, jar: ReadonlyArray<[string, string]>, version: '3.0' | '3.1'): unknown {
  const d = (t: string): string => (p.style === 'cookie' ? t : decode(t));
  const types = schemaTypes(doc, p.schema, version);
  const values = jar.filter(([k]) => k === p.name).map(([, v]) => d(v));
  if (types.has('array') && !types.has('string') && p.explode) {
    const itemSchema = subSchema(doc, p.schema, 'items');
    return values.length ? values.map((v) => coerce(doc, itemSchema, v, version)) : undefined;
  }
  if (types.has('object') && !types.has('string') && p.explode) {
    const s = resolveRef(doc, p.schema, '').value;
    const props = isObject(s) && isObject(s.properties) ? Object.keys(s.properties) : [];
    const out: Record<string, unknown> = {};
    for (const [k, v] of jar) if (props.includes(d(k))) out[d(k)] = coerce(doc, subSchema(doc, p.schema, { property: d(k) }), d(v), version);
    return Object.keys(out).length ? out : undefined;
  }
  const text = values[values.length - 1];
  if (text === undefined) return undefined;
  if (types.has('array') && !types.has('string')) return split(text, ',').map((x) => coerce(doc, subSchema(doc, p.schema, 'items'), x, version));
  if (types.has('object') && !types.has('string')) {
    return Object.fromEntries(Object.entries(pairs(split(text, ','), false)).map(([k, v]) => [k, coerce(doc, subSchema(doc, p.schema, { property: k }), v, version)]));
  }
  return coerce(doc, p.schema, text, version);
}

/**
 * OpenAPI 3.2.0, Parameter Object, `in: querystring`: the whole query string (without `?`) read
 * as its media type: form-urlencoded into an object (properties coerced by their schemas, a
 * repeated name or an array property as a list), anything else percent-decoded and then read
 * as the media type (JSON parsed). Undefined when the query string is empty.
 */
function fromQuerystring(doc: JsonObject, p: ResolvedParameter, search: string, version: '3.0' | '3.1'): { value: unknown } | { error: string } | undefined {
  const raw = search.replace(/^\?/, '');
  if (raw === '') return undefined;
  const essenceOf = (p.mediaType ?? 'application/x-www-form-urlencoded').split(';')[0]?.trim().toLowerCase();
  if (essenceOf === 'application/x-www-form-urlencoded') {
    const out: Record<string, unknown> = {};
    const form = new URLSearchParams(raw);
    for (const name of new Set(form.keys())) {
      const schema = subSchema(doc, p.schema, { property: name });
      const types = schemaTypes(doc, schema, version);
      const all = form.getAll(name);
      if (types.has('array') && !types.has('string')) out[name] = all.map((x) => coerce(doc, subSchema(doc, schema, 'items'), x, version));
      else out[name] = all.length > 1 ? all : coerce(doc, schema, all[0] ?? '', version);
    }
    return { value: out };
  }
  return fromContent(p, decode(raw));
}

/**
 * Problems with the parameters of a request: required ones missing, values that do not fit
 * their schema. `pathValues` come from the route match. Cookie parameters are checked only when
 * the request carries a Cookie header: a page cannot see the cookies the browser will add, so
 * their absence proves nothing. A header or cookie parameter named what HTTP cannot carry
 * (`x bad name`) is not checked: no request can send it, so its absence proves nothing either.
 */
export function parameterProblems(
  doc: JsonObject,
  params: readonly ResolvedParameter[],
  pathValues: Readonly<Record<string, string>>,
  req: RequestParts,
  version: '3.0' | '3.1',
  only?: 'path',
): RequestProblem[] {
  const out: RequestProblem[] = [];
  const options: ValidateOptions = { version, direction: 'request' };
  const cookieHeader = own(req.headers, 'cookie');
  const jar = cookies(cookieHeader);
  for (const p of params) {
    if (p.in === 'querystring') {
      if (only) continue;
      const read = fromQuerystring(doc, p, req.url.search, version);
      if (read === undefined) {
        if (p.required) out.push({ in: p.in, name: p.name, message: 'is required' });
        continue;
      }
      if ('error' in read) out.push({ in: p.in, name: p.name, message: read.error });
      else if (p.schema !== undefined)
        for (const problem of schemaProblems(doc, p.schema, read.value, options)) out.push({ in: p.in, name: p.name + dotted(problem.pointer), message: problem.message });
      continue;
    }
    if (only && p.in !== only) continue;
    if (p.in === 'header' && isIgnoredHeaderParameter(p.name)) continue;
    if (p.in === 'cookie' && cookieHeader === undefined) continue;
    if (parameterNameProblem(p.name, p.in)) continue;
    let value: unknown;
    let text: string | undefined;
    if (p.in === 'path') text = own(pathValues, p.name);
    else if (p.in === 'header') text = own(req.headers, p.name.toLowerCase());
    else if (p.in === 'cookie') text = jar.filter(([k]) => k === p.name).pop()?.[1];
    if (p.mediaType !== undefined) {
      if (p.in === 'query') text = req.url.searchParams.get(p.name) ?? undefined;
      if (text !== undefined) {
        const read = fromContent(p, text);
        if ('error' in read) {
          out.push({ in: p.in, name: p.name, message: read.error });
          continue;
        }
        value = read.value;
      }
    } else if (p.in === 'query') value = fromQuery(doc, p, req.url.searchParams, version);
    else if (p.in === 'cookie') value = fromCookies(doc, p, jar, version);
    else if (text !== undefined) value = fromStyledText(doc, p, text, version);
    if (value === undefined && text === undefined) {
      if (p.required) out.push({ in: p.in, name: p.name, message: 'is required' });
      continue;
    }
    if (p.schema === undefined || value === undefined) continue;
    for (const problem of schemaProblems(doc, p.schema, value, options)) {
      out.push({ in: p.in, name: p.name + dotted(problem.pointer), message: problem.message });
    }
  }
  return out;
}

/** A JSON pointer inside a value as a dotted suffix (`/a/b` → `.a.b`). */
function dotted(pointer: string): string {
  return pointer.replace(/\//g, '.').replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The `content` key that describes a request's Content-Type: exact, then a range (`application/*`, `*\/*`). */
export function requestMediaType(content: JsonObject, contentType: string): string | undefined {
  const e = essence(contentType);
  const keys = Object.keys(content);
  return keys.find((k) => essence(k) === e) ?? keys.find((k) => essence(k) === `${e.split('/')[0]}/*`) ?? keys.find((k) => essence(k) === '*/*');
}

/**
 * Problems with a request's body: missing when required, a Content-Type the operation does not
 * take, JSON that does not parse, or a value that breaks the media type's schema. JSON bodies,
 * URL-encoded forms and text are checked against their schema; other media types (multipart,
 * binary) only for being present.
 */
export function bodyProblems(doc: JsonObject, operation: JsonObject, req: RequestParts, version: '3.0' | '3.1', at = ''): RequestProblem[] {
  const rb = resolveRef(doc, operation.requestBody, childPointer(at, 'requestBody')).value;
  if (!isObject(rb)) return [];
  const empty = req.body === undefined || req.body === '';
  if (empty) return rb.required === true ? [{ in: 'body', message: 'is required' }] : [];
  const content = isObject(rb.content) ? rb.content : {};
  const keys = Object.keys(content);
  if (!keys.length) return [];
  const contentType = own(req.headers, 'content-type') ?? '';
  const key = requestMediaType(content, contentType);
  if (key === undefined) {
    return [{ in: 'header', name: 'Content-Type', message: `${contentType ? `"${contentType}"` : 'missing'}: the body must be sent as ${keys.join(' or ')}` }];
  }
  const media = resolveRef(doc, content[key], '').value;
  const schema = isObject(media) ? media.schema : undefined;
  if (schema === undefined) return [];
  const options: ValidateOptions = { version, direction: 'request' };
  const text = req.body ?? '';
  let value: unknown;
  const e = essence(contentType);
  if (isJsonMediaType(e)) {
    try {
      value = JSON.parse(text) as unknown;
    } catch (err) {
      return [{ in: 'body', pointer: '', message: `is not valid JSON (${err instanceof Error ? err.message : String(err)})` }];
    }
  } else if (e === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(text);
    // No prototype: a field named `__proto__` is a field like any other.
    const obj = Object.create(null) as Record<string, unknown>;
    for (const name of new Set(form.keys())) {
      const prop = subSchema(doc, schema, { property: name });
      const types = schemaTypes(doc, prop, version);
      const all = form.getAll(name);
      obj[name] = types.has('array') && !types.has('string') ? all.map((x) => coerce(doc, subSchema(doc, prop, 'items'), x, version)) : coerce(doc, prop, all[0] ?? '', version);
    }
    value = obj;
  } else if (e.startsWith('text/')) {
    value = text;
  } else {
    return [];
  }
  return schemaProblems(doc, schema, value, options).map((p) => ({ in: 'body' as const, pointer: p.pointer, message: p.message }));
}
