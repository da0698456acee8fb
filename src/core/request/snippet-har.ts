/*
 * The console's RequestSpec as a HAR request (HAR 1.2 "request" object), the input of the
 * code-snippet generator (@readme/httpsnippet). Pure data in, pure data out, so every rule
 * is table-tested in Node.
 *
 * The HAR keeps the request as fetch puts it on the wire, so snippets send what TRY sends:
 * - The URL is parsed as fetch parses it (URL Standard) and loses its fragment; a `'`, which
 *   the URL Standard leaves as it is in a path, is sent as `%27` (generated code puts URLs in
 *   single-quoted literals, and a value from the description must not end one); the query
 *   leaves the URL for `queryString`, with names and values still percent-encoded as sent.
 *   Give httpsnippet `harIsAlreadyEncoded: true`, so it joins them back unchanged instead of
 *   decoding and re-encoding them its own way (allowReserved characters, `+`, `%20`).
 * - The `Cookie` header becomes `cookies` (name/value as written in the header).
 * - The body's Content-Type is a header, as fetch adds it; multipart has none (the generated
 *   code writes its own boundary).
 * - Files are referred to by name: a multipart file part is `fileName` (the snippet reads it
 *   from disk), a raw binary body is a `<contents of NAME>` placeholder text.
 *
 * Credentials: authentication is applied by the caller; `placeholders` replaces the values
 * of given headers, query parameters and cookies (e.g. `Authorization: Bearer <token>`) so a
 * snippet shows where a secret goes without showing the secret.
 */
import { contentTypeHeader } from './encode-body.js';
import { isFilePart, partContentType, type RequestBody, type RequestSpec } from './request-spec.js';

/** A HAR name/value pair (header, query parameter, cookie). */
export interface HarNameValue {
  name: string;
  value: string;
}

/** A HAR `postData.params` entry: a form field, or a multipart part (a file when `fileName` is set). */
export interface HarParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

/** A HAR `postData`: `text` for raw bodies, `params` for forms and multipart. */
export interface HarPostData {
  mimeType: string;
  text?: string;
  params?: HarParam[];
  comment?: string;
}

/** A HAR 1.2 request, as httpsnippet takes it. */
export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  headers: HarNameValue[];
  queryString: HarNameValue[];
  cookies: HarNameValue[];
  postData?: HarPostData;
  headersSize: number;
  bodySize: number;
}

/**
 * Values to show instead of credentials, by name: header names are matched without regard
 * to case, query parameter and cookie names exactly (query names after percent-decoding).
 * A query placeholder is written into the URL as given, so prefer URL-safe text
 * (`YOUR_API_KEY`) there.
 */
export interface CredentialPlaceholders {
  headers?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
  cookies?: Readonly<Record<string, string>>;
}

/** Options of `snippetHar`. */
export interface SnippetHarOptions {
  /** Credentials to replace by placeholders before conversion (see `withPlaceholders`). */
  placeholders?: CredentialPlaceholders;
}

/** Fetch upper-cases these six methods and sends every other one as written (Fetch, "normalize"). */
const NORMALIZED_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'];

/**
 * A copy of `spec` whose credential headers, query parameters and cookies carry the given
 * placeholders instead of their values (the seam for authentication: the caller names the
 * places its security schemes use). Names that are absent are not added.
 */
export function withPlaceholders(spec: RequestSpec, placeholders: CredentialPlaceholders | undefined): RequestSpec {
  if (!placeholders) return spec;
  const headerRules = new Map(Object.entries(placeholders.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const cookieRules = placeholders.cookies ?? {};
  const queryRules = placeholders.query ?? {};
  const headers = spec.headers.map(([name, value]): [string, string] => {
    const lower = name.toLowerCase();
    if (lower === 'cookie' && Object.keys(cookieRules).length) {
      const pairs = splitCookies(value).map((c) => (Object.hasOwn(cookieRules, c.name) ? { name: c.name, value: cookieRules[c.name]! } : c));
      return [name, pairs.map((c) => `${c.name}=${c.value}`).join('; ')];
    }
    const rule = headerRules.get(lower);
    return [name, rule ?? value];
  });
  let url = spec.url;
  if (Object.keys(queryRules).length) {
    const [beforeHash, ...hash] = url.split('#');
    const q = beforeHash!.indexOf('?');
    if (q >= 0) {
      const pairs = splitQuery(beforeHash!.slice(q + 1)).map((p) => {
        const name = decodeQueryName(p.name);
        return Object.hasOwn(queryRules, name) ? { name: p.name, value: queryRules[name]! } : p;
      });
      url = `${beforeHash!.slice(0, q)}?${pairs.map((p) => `${p.name}=${p.value}`).join('&')}${hash.length ? `#${hash.join('#')}` : ''}`;
    }
  }
  return { ...spec, url, headers };
}

/** The HAR request for `spec` (see the file comment for how it stays true to the wire). */
export function snippetHar(spec: RequestSpec, options: SnippetHarOptions = {}): HarRequest {
  const s = withPlaceholders(spec, options.placeholders);
  const upper = s.method.toUpperCase();
  const { url, query } = splitUrl(s.url);
  const har: HarRequest = {
    method: NORMALIZED_METHODS.includes(upper) ? upper : s.method,
    url,
    httpVersion: 'HTTP/1.1',
    headers: [],
    queryString: query,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
  };
  const body = s.body;
  for (const [name, value] of s.headers) {
    const lower = name.toLowerCase();
    if (lower === 'cookie') har.cookies.push(...splitCookies(value));
    // A multipart Content-Type needs the boundary the generated code picks; leave it to the code.
    else if (!(lower === 'content-type' && body?.kind === 'multipart')) har.headers.push({ name, value });
  }
  if (body) {
    const type = contentTypeHeader(body);
    if (type !== undefined && !har.headers.some((h) => h.name.toLowerCase() === 'content-type')) har.headers.push({ name: 'Content-Type', value: type });
    har.postData = postData(body);
  }
  return har;
}

function postData(body: RequestBody): HarPostData {
  switch (body.kind) {
    case 'json':
      return { mimeType: body.contentType ?? 'application/json', text: body.text };
    case 'text':
      return { mimeType: body.contentType, text: body.text };
    case 'form': {
      const names = body.pairs.map(([name]) => name);
      // httpsnippet writes repeated form names as `a[0]=…&a[1]=…` (qs indices), which is not what
      // the form sends: then the body goes as the exact encoded text under the header's
      // full media type (with its charset parameter), which httpsnippet passes through as text.
      if (new Set(names).size !== names.length) return { mimeType: contentTypeHeader(body)!, text: new URLSearchParams(body.pairs).toString() };
      return { mimeType: 'application/x-www-form-urlencoded', params: body.pairs.map(([name, value]) => ({ name, value })) };
    }
    case 'multipart':
      return {
        mimeType: 'multipart/form-data',
        params: body.parts.map((part): HarParam => {
          if (isFilePart(part)) return { name: part.name, fileName: part.file.name, contentType: partContentType(part)! };
          return part.contentType ? { name: part.name, value: part.value, contentType: part.contentType } : { name: part.name, value: part.value };
        }),
      };
    case 'binary':
      return {
        mimeType: contentTypeHeader(body) ?? 'application/octet-stream',
        text: `<contents of ${body.file.name}>`,
        comment: `The body is the file ${body.file.name}; the snippet shows a placeholder for its bytes.`,
      };
  }
}

/** The URL as fetch sends it, without fragment, and its query as raw (still encoded) pairs. */
function splitUrl(input: string): { url: string; query: HarNameValue[] } {
  let href: string;
  try {
    const parsed = new URL(input);
    parsed.hash = '';
    href = parsed.href;
  } catch {
    href = input.split('#')[0]!;
  }
  href = href.replace(/'/g, '%27');
  const q = href.indexOf('?');
  if (q < 0) return { url: href, query: [] };
  return { url: href.slice(0, q), query: splitQuery(href.slice(q + 1)) };
}

/** `a=1&b&c=` as pairs (a name without `=` has an empty value); empty segments are dropped. */
function splitQuery(search: string): HarNameValue[] {
  return search
    .split('&')
    .filter(Boolean)
    .map((segment) => {
      const eq = segment.indexOf('=');
      return eq < 0 ? { name: segment, value: '' } : { name: segment.slice(0, eq), value: segment.slice(eq + 1) };
    });
}

function decodeQueryName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** `a=1; b=2` as pairs, split at the first `=` of each. */
function splitCookies(header: string): HarNameValue[] {
  return header
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => {
      const eq = c.indexOf('=');
      return eq < 0 ? { name: c, value: '' } : { name: c.slice(0, eq), value: c.slice(eq + 1) };
    });
}
