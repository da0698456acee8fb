/*
 * A cURL command that sends exactly the request the console sends: same method, request
 * target, headers and body bytes. curl's own defaults that would change the request are
 * neutralised (its default form Content-Type, URL globbing, reading files for `-F` values),
 * so the command can be pasted into a POSIX shell (bash, zsh, sh) and compared on the wire.
 */
import { contentTypeHeader } from './encode-body.js';
import { isFilePart, partContentType, type MultipartPart, type RequestBody, type RequestSpec } from './request-spec.js';

/** How the command is laid out. */
export interface CurlOptions {
  /** One option per line, joined with ` \` continuations. */
  multiline?: boolean;
}

/** Characters that never need quoting in a POSIX shell word (not first in a command). */
const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * Quotes `s` as one POSIX shell word: unchanged when it has only safe characters, else in
 * single quotes, inside which nothing is special (`$`, backticks, `!`, `\`, newlines), with
 * each `'` written as `'\''` (close, escaped quote, reopen).
 */
export function shellQuote(s: string): string {
  return SHELL_SAFE.test(s) ? s : singleQuote(s);
}

function singleQuote(s: string): string {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

/** The cURL command for `spec`; see the file comment for what "exactly" covers. */
export function toCurl(spec: RequestSpec, options: CurlOptions = {}): string {
  const method = normalizeMethod(spec.method);
  const url = wireUrl(spec.url);
  const body = spec.body;

  const first = ['curl', ...methodArgs(method, body !== undefined)];
  // curl expands [a-z] and {a,b} in URLs (globbing); deepObject queries contain brackets.
  if (/[[\]{}]/.test(url)) first.push('--globoff');
  first.push(singleQuote(url));

  const lines: string[][] = [first];
  for (const [name, value] of spec.headers) lines.push(['-H', singleQuote(headerArg(name, value))]);
  const contentType = contentTypeArg(spec.headers, body);
  if (contentType !== undefined) lines.push(['-H', singleQuote(contentType)]);
  if (body) lines.push(...bodyArgs(body));

  const words = lines.map((l) => l.join(' '));
  return options.multiline ? words.join(' \\\n  ') : words.join(' ');
}

/** Fetch upper-cases these six methods and sends every other one as written (Fetch, "normalize"). */
function normalizeMethod(method: string): string {
  const upper = method.toUpperCase();
  return ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'].includes(upper) ? upper : method;
}

/** `-X` only when curl would not pick the method itself: GET without a body, POST with one. */
function methodArgs(method: string, hasBody: boolean): string[] {
  if (method === (hasBody ? 'POST' : 'GET')) return [];
  // `-X HEAD` makes curl wait for a body that never comes; --head sends the same request.
  if (method === 'HEAD' && !hasBody) return ['--head'];
  return ['-X', shellQuote(method)];
}

/**
 * The URL as fetch puts it on the wire: parsed by the URL Standard (dot segments removed,
 * spaces and non-ASCII percent-encoded, host lower-cased) and without the fragment.
 */
function wireUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

/** `Name: value`; `Name;` for an empty value, because `-H 'Name:'` tells curl to drop the header. */
function headerArg(name: string, value: string): string {
  return value === '' ? `${name};` : `${name}: ${value}`;
}

/**
 * The Content-Type option curl needs beyond the request's own headers: the body's type
 * when the headers name none, or an empty `Content-Type:` that stops curl from adding
 * application/x-www-form-urlencoded to a body fetch would send unlabelled. Multipart is
 * left to curl, which, like fetch, writes the header with its own boundary.
 */
function contentTypeArg(headers: readonly [string, string][], body: RequestBody | undefined): string | undefined {
  if (!body || body.kind === 'multipart') return undefined;
  if (headers.some(([name]) => name.toLowerCase() === 'content-type')) return undefined;
  const type = contentTypeHeader(body);
  return type === undefined ? 'Content-Type:' : `Content-Type: ${type}`;
}

function bodyArgs(body: RequestBody): string[][] {
  switch (body.kind) {
    case 'json':
    case 'text':
      // --data-raw sends the text byte for byte: no `@file` reading, no newline stripping.
      return [['--data-raw', singleQuote(body.text)]];
    case 'form':
      // Pre-encoded with the same serialiser fetch uses for URLSearchParams, so the bytes match.
      return [['--data-raw', singleQuote(new URLSearchParams(body.pairs).toString())]];
    case 'multipart':
      return body.parts.map(partArgs);
    case 'binary':
      return [['--data-binary', singleQuote(`@${fileArg(body.file.name)}`)]];
  }
}

/**
 * One multipart part. A plain text part uses --form-string, which takes the value
 * literally (no `@file`, `<file`, or `;type=` parsing). A labelled text part needs `-F` to
 * carry `;type=`, so its value is written in curl's double-quoted form, where only `\\` and
 * `\"` are escapes; a leading `@` or `<` inside the quotes is plain text. Files are read from
 * the current directory by their name, always with an explicit type, since curl would
 * otherwise guess one from the extension while browsers send the file's own type.
 */
function partArgs(part: MultipartPart): string[] {
  const type = partContentType(part);
  if (isFilePart(part)) {
    return ['-F', singleQuote(`${part.name}=@${curlWord(fileArg(part.file.name))};type=${type ?? ''}`)];
  }
  if (type === undefined) return ['--form-string', singleQuote(`${part.name}=${part.value}`)];
  return ['-F', singleQuote(`${part.name}=${curlQuoted(part.value)};type=${type}`)];
}

/** A file name as a curl -F word: quoted when `;` `,` `"` `\` or spaces would end or split it. */
function curlWord(s: string): string {
  return /^[^;,"\\\s]+$/.test(s) ? s : curlQuoted(s);
}

function curlQuoted(s: string): string {
  return `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** A file named `-` would make curl read standard input. */
function fileArg(name: string): string {
  return name === '-' ? './-' : name;
}
