import { buildUrl } from './build-url.js';
import { wireMethod } from '../model/wire-method.js';
import type { RequestBody, RequestSpec } from './request-spec.js';
import { isIgnoredHeaderParameter, joinCookies, serializeParameter, type ParameterSerialization, type QueryPair } from './serialize-parameter.js';
import { contentTypeHeader } from './encode-body.js';
import { percentEncode } from './percent-encode.js';
import type { AppliedSecurity } from '../security/required-security.js';
import type { UnsendableIssue } from './http-name.js';
import { sendableHeaders } from './sendable-headers.js';

/** One parameter's value as the console holds it (undefined: left out). */
export interface ParameterInput {
  serialization: ParameterSerialization;
  value: unknown;
}

/** What the console knows when the reader presses TRY. */
export interface RequestInputs {
  method: string;
  /** The API server's URL, already resolved (variables filled, relative made absolute). */
  serverUrl: string;
  /** The path template (`/pets/{id}`). */
  path: string;
  parameters: readonly ParameterInput[];
  body?: RequestBody;
  /** Credentials (see applySecurity): headers after the parameters', query pairs and cookies after theirs. */
  security?: AppliedSecurity;
}

/**
 * The RequestSpec for `inputs`: path parameters fill the template, query pairs follow the
 * server's own query, header parameters become headers (Accept, Content-Type and
 * Authorization parameters are ignored, as OpenAPI requires), cookie parameters become one
 * `Cookie` header (RFC 6265 `; ` separators), and the body's Content-Type is written out unless
 * a header already names one. `problems` collects what serialisation had to decide (an
 * undefined style, say), so the console can show it.
 *
 * Names come from the description, so a header or cookie may be named what HTTP cannot carry
 * (`x bad name`). The spec still holds it, since the cURL command and code samples show the
 * request as described; `unsendable` says why each such header, cookie or value cannot be sent,
 * with the credentials security left out (AppliedSecurity `problems`), and sendableHeaders drops
 * them before fetch. Nothing here throws on a name.
 */
export function assembleRequest(inputs: RequestInputs): { spec: RequestSpec; problems: string[]; unsendable: string[]; unsendableIssues: UnsendableIssue[] } {
  const problems: string[] = [];
  // No prototype: a path parameter named `__proto__` is a name like any other.
  const pathValues = Object.create(null) as Record<string, string>;
  const query: QueryPair[] = [];
  const headers: [string, string][] = [];
  const cookies: string[] = [];
  // OpenAPI 3.2.0 `in: querystring`: the whole query string; query pairs (security's, say) follow it.
  let querystring = '';
  for (const { serialization, value } of inputs.parameters) {
    if (serialization.in === 'header' && isIgnoredHeaderParameter(serialization.name)) continue;
    const s = serializeParameter(serialization, value);
    if (s.problem !== undefined) problems.push(`${serialization.name}: ${s.problem}`);
    if (s.in === 'path') pathValues[s.name] = s.value;
    else if (s.in === 'query') query.push(...s.pairs);
    else if (s.in === 'header') {
      if (s.value !== undefined) headers.push([s.name, s.value]);
    } else if (s.in === 'querystring') querystring = s.query;
    else cookies.push(...s.pieces);
  }
  const security = inputs.security;
  if (security) {
    headers.push(...security.headers);
    for (const [k, v] of security.query) query.push([percentEncode(k, 'unreserved'), percentEncode(v, 'unreserved')]);
    cookies.push(...security.cookies);
  }
  if (cookies.length) headers.push(['Cookie', joinCookies(cookies)]);
  const spec: RequestSpec = { method: wireMethod(inputs.method), url: buildUrl(inputs.serverUrl, inputs.path, pathValues, query, querystring), headers };
  if (inputs.body) {
    spec.body = inputs.body;
    const type = contentTypeHeader(inputs.body);
    if (type !== undefined && !headers.some(([n]) => n.toLowerCase() === 'content-type')) headers.push(['Content-Type', type]);
  }
  const sendable = sendableHeaders(headers);
  const unsendable = [...(security?.problems ?? []), ...sendable.problems];
  const unsendableIssues = [...(security?.issues ?? []), ...sendable.issues];
  return { spec, problems, unsendable, unsendableIssues };
}
