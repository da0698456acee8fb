import { applySecurity, firstSatisfied, requirementGroups, type AppliedSecurity, type Credentials, type RequirementGroup } from './required-security.js';
import type { SecuritySchemeView } from './scheme-types.js';

/** A key sent with every request, under a name no scheme of the description gives (api-key-name, -location, -value). */
export interface ExtraApiKey {
  name: string;
  in: 'header' | 'query';
  value: string;
}

/**
 * The alternative of an operation's Security Requirement (OpenAPI Security Requirement Object: a list of
 * alternatives, each needing all its schemes) that the entered credentials satisfy first;
 * undefined when none is.
 */
export function satisfiedAlternative(
  security: readonly Record<string, readonly string[]>[] | undefined,
  credentials: Credentials,
  schemes: readonly SecuritySchemeView[],
): RequirementGroup | undefined {
  const groups = requirementGroups(security);
  return groups[firstSatisfied(groups, credentials, schemes)];
}

/**
 * The credentials a request of the operation carries: those of the first alternative of its
 * requirement that the entered credentials satisfy (all of its schemes, see applySecurity), plus
 * the extra API key when it has a value. Nothing of the schemes when no alternative is satisfied.
 */
export function requestSecurity(
  security: readonly Record<string, readonly string[]>[] | undefined,
  credentials: Credentials,
  schemes: readonly SecuritySchemeView[],
  extraKey?: ExtraApiKey,
): AppliedSecurity {
  const applied = applySecurity(satisfiedAlternative(security, credentials, schemes), credentials, schemes);
  if (extraKey?.value) (extraKey.in === 'query' ? applied.query : applied.headers).push([extraKey.name, extraKey.value]);
  return applied;
}

/**
 * True when a request carries any credential. Such a request is sent without following
 * redirects: browsers keep custom headers (an API key) on a redirect to another origin (Fetch,
 * "HTTP-redirect fetch" removes only Authorization), so a credential could reach another server.
 */
export function carriesCredentials(applied: AppliedSecurity): boolean {
  return applied.headers.length + applied.query.length + applied.cookies.length > 0;
}
