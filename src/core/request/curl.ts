/*
 * A cURL command that sends exactly the request the console sends: same method, request
 * target, headers and body bytes. curl's own defaults that would change the request are
 * neutralised (its default form Content-Type, URL globbing, reading files for `-F` values),
 * so the command can be pasted into a POSIX shell (bash, zsh, sh) and compared on the wire.
 */
import { contentTypeHeader } from './encode-body.js';
import { crlf, isFilePart, partContentType, type MultipartPart, type RequestBody, type RequestSpec } from './request-spec.js';

/** How the command is laid out. */
export interface CurlOptions {
  /** One option per line, joined with ` \` continuations. */
  multiline?: boolean;
}

/** Characters that never need quoting in a POSIX shell word (not first in a command). */
const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/;

/** Control characters other than tab and newline: a terminal turns a pasted CR into LF. */
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/**
 * Quotes `s` as one POSIX shell word: unchanged when it has only safe characters, else in
 * single quotes, inside which nothing is special (`$`, backticks, `!`, `\`, newlines), with
 * each `'` written as `'\''` (close, escaped quote, reopen). Text with other control
 * characters (the CR of CRLF) uses `$'…'` escapes instead (bash, zsh, ksh, POSIX.1-2024),
 * because a CR pasted into a terminal arrives as LF.
 */
export function shellQuote(s: string): string {
  return SHELL_SAFE.test(s) ? s : singleQuote(s);
}

/** Always quoted, which reads better for URLs, headers and bodies even when not needed. */
function singleQuote(s: string): string {
  if (CONTROL.test(s)) return ansiCQuote(s);
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

function ansiCQuote(s: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this escapes
  const escaped = s.replace(/[\\'\u0000-\u001f\u007f]/g, (c) => {
    switch (c) {
      case '\\':
        return '\\\\';
      case "'":
        return "\\'";
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      default:
        return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    }
  });
  return `$'${escaped}'`;
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
  // curl adds `Expect: 100-continue` to larger bodies (over 1 MiB now, over 1 KiB before
  // 7.7x) and waits for the server; fetch never sends it. An empty Expect: turns it off.
  if (body && bodySizeEstimate(body) > 1024 && !hasHeader(spec.headers, 'expect')) lines.push(['-H', 'Expect:']);
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
  if (hasHeader(headers, 'content-type')) return undefined;
  const type = contentTypeHeader(body);
  return type === undefined ? 'Content-Type:' : `Content-Type: ${type}`;
}

function hasHeader(headers: readonly [string, string][], lowerName: string): boolean {
  return headers.some(([name]) => name.toLowerCase() === lowerName);
}

/** Body size in bytes, generous for multipart (part headers and boundaries count too). */
function bodySizeEstimate(body: RequestBody): number {
  const bytes = (s: string): number => new TextEncoder().encode(s).byteLength;
  switch (body.kind) {
    case 'json':
    case 'text':
      return bytes(body.text);
    case 'form':
      return new URLSearchParams(body.pairs).toString().length;
    case 'binary':
      return body.file.bytes?.byteLength ?? body.file.size;
    case 'multipart':
      // About 150 bytes of boundary and part headers around each name, file name and content.
      return body.parts.reduce((sum, part) => {
        const content = isFilePart(part) ? bytes(part.file.name) + (part.file.bytes?.byteLength ?? part.file.size ?? 0) : bytes(part.value);
        return sum + 150 + bytes(part.name) + content;
      }, 0);
  }
}

function bodyArgs(body: RequestBody): string[][] {
  switch (body.kind) {
    case 'json':
    case 'text':
      // --data-raw sends the text byte for byte: no `@file` reading, no newline stripping.
      return [['--data-raw', singleQuote(body.text)]];
    case 'form':
      // Pre-encoded with the same serialiser fetch uses for URLSearchParams, so the bytes match;
      // one --data-raw a field, which curl joins with `&` (curl(1), -d), so a long form reads as a list.
      if (body.pairs.length <= 1) return [['--data-raw', singleQuote(new URLSearchParams(body.pairs).toString())]];
      return body.pairs.map((pair) => ['--data-raw', singleQuote(new URLSearchParams([pair]).toString())]);
    case 'multipart':
      return body.parts.map(partArgs);
    case 'binary':
      return [['--data-binary', shellQuote(`@${fileArg(body.file.name)}`)]];
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
  // Browsers send text parts with CRLF line breaks (HTML, multipart/form-data encoding).
  const value = crlf(part.value);
  if (type === undefined) return ['--form-string', singleQuote(`${part.name}=${value}`)];
  return ['-F', singleQuote(`${part.name}=${curlQuoted(value)};type=${type}`)];
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
