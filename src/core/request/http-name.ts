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

/** Why a name cannot be sent: it is no token, so no header (or cookie) can carry it. `name` is as written. */
export interface HttpNameIssue {
  kind: HttpNameKind;
  name: string;
}

/** Why a header value cannot be sent: a line break or NUL in it, or a character past U+00FF. */
export type HeaderValueIssue = 'line-break' | 'not-latin1';

/** The issue with `name` as a header or cookie name, or undefined when it can be sent. */
export function httpNameIssue(name: string, kind: HttpNameKind): HttpNameIssue | undefined {
  return isHttpToken(name) ? undefined : { kind, name };
}

/** The English of an HttpNameIssue: "`x bad name` is not a valid HTTP header name and cannot be sent". */
export function httpNameIssueText(issue: HttpNameIssue): string {
  return `\`${printable(issue.name)}\` is not a valid ${issue.kind === 'header' ? 'HTTP header' : 'cookie'} name and cannot be sent`;
}

/**
 * Why `name` cannot be sent as a header or cookie name, or undefined when it can:
 * "`x bad name` is not a valid HTTP header name and cannot be sent".
 */
export function httpNameProblem(name: string, kind: HttpNameKind): string | undefined {
  const issue = httpNameIssue(name, kind);
  return issue && httpNameIssueText(issue);
}

/**
 * The issue with `value` in a header, or undefined when it can be sent. Fetch refuses CR, LF, NUL and characters past U+00FF
 * (a header value is `field-value`, RFC 9110 §5.5; Fetch strips surrounding spaces itself).
 */
export function headerValueIssue(value: string): HeaderValueIssue | undefined {
  // eslint-disable-next-line no-control-regex -- the controls are what this looks for
  if (/[\r\n\u0000]/.test(value)) return 'line-break';
  // Header values are byte strings: Fetch throws on a character past U+00FF.
  // eslint-disable-next-line no-control-regex -- the range starts at U+0000 by definition
  if (/[^\u0000-\u00ff]/.test(value)) return 'not-latin1';
  return undefined;
}

/** The English of a HeaderValueIssue, to follow "This value" or "The value of the header `X`". */
export function headerValueIssueText(issue: HeaderValueIssue): string {
  return issue === 'line-break'
    ? 'contains a line break or a NUL character and cannot be sent in a header'
    : 'contains characters that a header cannot carry (only Latin-1); encode the value first';
}

/** Why `value` cannot be sent in a header (the English of headerValueIssue), or undefined when it can. */
export function headerValueProblem(value: string): string | undefined {
  const issue = headerValueIssue(value);
  return issue && headerValueIssueText(issue);
}

/** The name as a message can show it: controls as \uXXXX escapes, cut at 80 characters. */
export function printable(name: string): string {
  // eslint-disable-next-line no-control-regex -- the controls are what this escapes
  const shown = name.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return shown.length > 80 ? `${shown.slice(0, 79)}…` : shown;
}

/**
 * The issue with sending a parameter at `location` under `name`, or undefined when it can be
 * sent. Header and cookie names go on the wire as written, so they must be tokens; path, query
 * and form names are percent-encoded or escaped, so any name works there.
 */
export function parameterNameIssue(name: string, location: string): HttpNameIssue | undefined {
  if (location === 'header' || location === 'cookie') return httpNameIssue(name, location);
  return undefined;
}

/** Why a parameter at `location` cannot be sent under `name` (the English of parameterNameIssue), or undefined when it can. */
export function parameterNameProblem(name: string, location: string): string | undefined {
  const issue = parameterNameIssue(name, location);
  return issue && httpNameIssueText(issue);
}

/**
 * Why a header, a cookie or a credential is left out of the request, as data: a name no header
 * (or cookie) can carry — `scheme` names the security scheme when it is an API key's — or a value
 * a header cannot carry. unsendableText is the English; the console words it in its language.
 */
export type UnsendableIssue = { kind: 'name'; issue: HttpNameIssue; scheme?: string } | { kind: 'value'; in: 'header' | 'cookie'; name: string; issue: HeaderValueIssue };

/** The English of an UnsendableIssue: "The value of the header `X-Note` contains a line break or a NUL character and cannot be sent in a header". */
export function unsendableText(u: UnsendableIssue): string {
  if (u.kind === 'name') return `${u.scheme !== undefined ? `${u.scheme}: ` : ''}${httpNameIssueText(u.issue)}`;
  return `The value of the ${u.in} \`${printable(u.name)}\` ${headerValueIssueText(u.issue)}`;
}
