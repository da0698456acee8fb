// Header and cookie names come from the description, so they can hold anything. The Fetch
// standard throws on a header name that is not an RFC 9110 token and on a value with CR, LF or
// NUL; these checks answer first, with a message the console shows at the field.

/** The kinds of name checked: header names (RFC 9110 §5.1) and cookie names (RFC 6265 §4.1.1). */
export const HTTP_NAME_KINDS = ['header', 'cookie'] as const;
export type HttpNameKind = (typeof HTTP_NAME_KINDS)[number];

/** RFC 9110 §5.6.2 `token`: one or more tchar. Cookie names are tokens too (RFC 6265 §4.1.1). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** True when `name` is a valid HTTP header name (or cookie name): an RFC 9110 token. */
export function isHttpToken(name: string): boolean {
  return TOKEN.test(name);
}

/**
 * Why `name` cannot be sent as a header or cookie name, or undefined when it can:
 * "`x bad name` is not a valid HTTP header name and cannot be sent".
 */
export function httpNameProblem(name: string, kind: HttpNameKind): string | undefined {
  if (isHttpToken(name)) return undefined;
  return `\`${printable(name)}\` is not a valid ${kind === 'header' ? 'HTTP header' : 'cookie'} name and cannot be sent`;
}

/**
 * Why `value` cannot be sent in a header, or undefined when it can. Fetch refuses CR, LF, NUL and characters past U+00FF
 * (a header value is `field-value`, RFC 9110 §5.5; Fetch strips surrounding spaces itself).
 */
export function headerValueProblem(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the controls are what this looks for
  if (/[\r\n\u0000]/.test(value)) return 'contains a line break or a NUL character and cannot be sent in a header';
  // Header values are byte strings: Fetch throws on a character past U+00FF.
  // eslint-disable-next-line no-control-regex -- the range starts at U+0000 by definition
  if (/[^\u0000-\u00ff]/.test(value)) return 'contains characters that a header cannot carry (only Latin-1); encode the value first';
  return undefined;
}

/** The name as a message can show it: controls as \uXXXX escapes, cut at 80 characters. */
export function printable(name: string): string {
  // eslint-disable-next-line no-control-regex -- the controls are what this escapes
  const shown = name.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return shown.length > 80 ? `${shown.slice(0, 79)}…` : shown;
}

/**
 * Why a parameter at `location` cannot be sent under `name`, or undefined when it can. Header
 * and cookie names go on the wire as written, so they must be tokens; path, query and form names
 * are percent-encoded or escaped, so any name works there.
 */
export function parameterNameProblem(name: string, location: string): string | undefined {
  if (location === 'header') return httpNameProblem(name, 'header');
  if (location === 'cookie') return httpNameProblem(name, 'cookie');
  return undefined;
}
