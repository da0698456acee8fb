import { credentialPlaceholders } from '../security/credential-placeholders.js';
import { applySecurity, requirementGroups, type Credentials } from '../security/required-security.js';
import type { AppliedSecurity } from '../security/required-security.js';
import type { CredentialPlaceholders } from './snippet-har.js';
import type { SecuritySchemeView } from '../security/scheme-types.js';

/** Where a request example puts the credentials the reader has not entered: the places, and the placeholders shown there. */
export interface ExampleSecurity {
  applied: AppliedSecurity;
  placeholders: CredentialPlaceholders;
}

/**
 * The credentials a request example shows before the reader has entered any: those of the
 * operation's first alternative that needs credentials (an example shows how to authenticate,
 * even where authentication is optional), in their places, as placeholders (see
 * credentialPlaceholders). Undefined when the operation needs none, or its schemes put nothing
 * in a request (mutual TLS, an API key without a name).
 */
export function exampleSecurity(security: readonly Record<string, readonly string[]>[] | undefined, schemes: readonly SecuritySchemeView[]): ExampleSecurity | undefined {
  const group = requirementGroups(security).find((g) => g.schemes.length > 0);
  if (!group) return undefined;
  const stand: Record<string, Credentials[string]> = {};
  for (const { id } of group.schemes) {
    const scheme = schemes.find((s) => s.id === id);
    if (!scheme) continue;
    // Values only mark the places: every one of them is replaced by its placeholder.
    stand[id] = scheme.type === 'http' && scheme.scheme === 'basic' ? { kind: 'basic', username: 'user', password: 'password' } : { kind: 'value', value: 'credential' };
  }
  const applied = applySecurity(group, stand, schemes);
  const placeholders = credentialPlaceholders(applied);
  return placeholders ? { applied, placeholders } : undefined;
}
