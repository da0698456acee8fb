import type { CredentialPlaceholders } from '../request/snippet-har.js';
import { carriesCredentials } from './request-security.js';
import type { AppliedSecurity } from './required-security.js';

/** The placeholder for a credential header's value, by its authentication scheme. */
function headerPlaceholder(value: string): string {
  if (/^basic /i.test(value)) return 'Basic <base64 of user:password>';
  if (/^bearer /i.test(value)) return 'Bearer <token>';
  return '<credential>';
}

/**
 * What generated code (cURL preview aside, the code samples) shows where the request carries
 * credentials: a placeholder naming the kind of secret — `Basic <base64 of user:password>`
 * (RFC 7617), `Bearer <token>` (RFC 6750), `<api key>` for query and cookie keys, `<credential>`
 * for other headers — so a sample shows where a secret goes without showing the secret.
 * Undefined when the request carries none.
 */
export function credentialPlaceholders(applied: AppliedSecurity): CredentialPlaceholders | undefined {
  if (!carriesCredentials(applied)) return undefined;
  // fromEntries defines own properties: a key named `__proto__` is replaced like any other.
  const headers = Object.fromEntries(applied.headers.map(([name, value]) => [name, headerPlaceholder(value)]));
  const query = Object.fromEntries(applied.query.map(([name]) => [name, '<api key>']));
  const cookies = Object.fromEntries(applied.cookies.map((c) => [c.slice(0, c.indexOf('=')), '<api key>']));
  return { headers, query, cookies };
}
