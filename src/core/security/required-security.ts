import { httpNameIssue, unsendableText, type UnsendableIssue } from '../request/http-name.js';
import { credentialKind, type SecuritySchemeView } from './scheme-types.js';

/** What the reader entered for one scheme: a user name and password, or one value (key, token). */
export type Credential =
  | { kind: 'basic'; username: string; password: string }
  /** An API key, a bearer token, another HTTP scheme's raw Authorization value, or an OAuth 2.0 access token. */
  | { kind: 'value'; value: string; tokenType?: string };

/** Credentials by scheme id. */
export type Credentials = Readonly<Record<string, Credential | undefined>>;

/** One alternative of a requirement: the schemes needed together, with the scopes each asks for. */
export interface RequirementGroup {
  schemes: { id: string; scopes: string[] }[];
}

/**
 * A Security Requirement list as alternatives (OR) of groups (AND). An empty group `{}` makes
 * authentication optional; an empty list (`security: []`) needs none; undefined (no `security`
 * anywhere) too.
 */
export function requirementGroups(security: readonly Record<string, readonly string[]>[] | undefined): RequirementGroup[] {
  return (security ?? []).map((req) => ({ schemes: Object.entries(req).map(([id, scopes]) => ({ id, scopes: [...scopes] })) }));
}

/** True when a credential for scheme `id` is held (a user name for Basic, a non-empty value otherwise). */
export function hasCredential(credentials: Credentials, id: string): boolean {
  const c = credentials[id];
  if (!c) return false;
  return c.kind === 'basic' ? c.username !== '' : c.value !== '';
}

/**
 * The first alternative the credentials satisfy (all of its schemes held), or -1. An empty
 * group is always satisfied — so with `[{basic}, {}]` Basic is sent when entered and nothing
 * otherwise. A group naming a scheme the description does not define cannot be satisfied.
 */
export function firstSatisfied(groups: readonly RequirementGroup[], credentials: Credentials, schemes: readonly SecuritySchemeView[]): number {
  return groups.findIndex((g) =>
    g.schemes.every((s) => {
      const scheme = schemes.find((x) => x.id === s.id);
      if (!scheme) return false;
      // mutualTLS is answered by the browser's certificate store: nothing to enter.
      return credentialKind(scheme) === 'none' ? scheme.type === 'mutualTLS' : hasCredential(credentials, s.id);
    }),
  );
}

/** Headers, query pairs and cookies that carry credentials in a request. */
export interface AppliedSecurity {
  headers: [string, string][];
  /** Name and value, not yet percent-encoded. */
  query: [string, string][];
  /** `name=value` cookie pairs (value percent-encoded). */
  cookies: string[];
  /** Credentials held but not applied, and why ("`x y` is not a valid HTTP header name and cannot be sent"), for the console to show. */
  problems?: string[];
  /** The issues `problems` words in English, for the console to word in its language. */
  issues?: UnsendableIssue[];
}

/**
 * What a request carries for one satisfied alternative: HTTP Basic as `Authorization: Basic`
 * with the UTF-8 bytes of `user:password` in base64 (RFC 7617), Bearer and OAuth tokens as
 * `Authorization: Bearer …` (the token type the server gave, `bearer` capitalised), another
 * HTTP scheme's value as `Authorization: <Scheme> <value>` unless the value already starts with
 * the scheme, and API keys in their header, query parameter or cookie. An API key whose name
 * no header or cookie can carry is left out (Fetch would throw on it) and listed in `problems`.
 */
export function applySecurity(group: RequirementGroup | undefined, credentials: Credentials, schemes: readonly SecuritySchemeView[]): AppliedSecurity {
  const out: AppliedSecurity = { headers: [], query: [], cookies: [] };
  for (const { id } of group?.schemes ?? []) {
    const scheme = schemes.find((s) => s.id === id);
    const c = credentials[id];
    if (!scheme || !c) continue;
    if (scheme.type === 'http') {
      if (c.kind === 'basic') out.headers.push(['Authorization', `Basic ${base64Utf8(`${c.username}:${c.password}`)}`]);
      else if (scheme.scheme === 'bearer') out.headers.push(['Authorization', `Bearer ${c.value}`]);
      else {
        const name = schemeName(scheme.scheme ?? '');
        out.headers.push(['Authorization', c.value.toLowerCase().startsWith(`${name.toLowerCase()} `) ? c.value : `${name} ${c.value}`]);
      }
    } else if (scheme.type === 'apiKey' && c.kind === 'value' && scheme.name) {
      const nameIssue = scheme.in === 'header' || scheme.in === 'cookie' ? httpNameIssue(scheme.name, scheme.in) : undefined;
      if (nameIssue) {
        const issue: UnsendableIssue = { kind: 'name', issue: nameIssue, scheme: id };
        (out.problems ??= []).push(unsendableText(issue));
        (out.issues ??= []).push(issue);
      } else if (scheme.in === 'header') out.headers.push([scheme.name, c.value]);
      else if (scheme.in === 'query') out.query.push([scheme.name, c.value]);
      else if (scheme.in === 'cookie') out.cookies.push(`${scheme.name}=${encodeURIComponent(c.value)}`);
    } else if ((scheme.type === 'oauth2' || scheme.type === 'openIdConnect') && c.kind === 'value') {
      const type = !c.tokenType || c.tokenType.toLowerCase() === 'bearer' ? 'Bearer' : c.tokenType;
      out.headers.push(['Authorization', `${type} ${c.value}`]);
    }
  }
  return out;
}

/** `digest` → `Digest`: the scheme as usually written in Authorization headers. */
function schemeName(scheme: string): string {
  return scheme ? scheme[0]!.toUpperCase() + scheme.slice(1) : scheme;
}

/** base64 of the UTF-8 bytes of `text` (btoa alone only takes Latin-1). */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary);
}
