// OpenAPI 3.2.0, Security Scheme Object, `oauth2MetadataUrl`: the URL of the authorization
// server's metadata (RFC 8414 §2). The document comes from a host the description names, so its
// endpoints are as untrusted as the description: each passes the URL gate (`oauthUrl`).
//
// How the discovered endpoints are used (the choice spec-doc makes): the description decides
// which flows are offered; for those flows the metadata's endpoints replace the description's
// URLs (the metadata is the server's own, current statement of its endpoints, and the reader
// asked for it), and a flow that lists no scopes takes `scopes_supported`. A discovered endpoint
// the gate refuses stops the flows that need it. The `issuer` is shown, not checked against the
// URL (RFC 8414 §3.3), since the description gives the whole metadata URL, not an issuer.

import { isObject } from '../types.js';
import { oauthUrl } from './oauth-url.js';
import type { OAuthUrlRefusal } from './oauth-url.js';
import type { FlowIssue, OAuthFlowView } from './scheme-types.js';
import { flowNeeds, type FlowUrlField } from './security-schemes.js';

/** One endpoint the metadata named, for display: its RFC 8414 name and the gated URL (or why it was refused: `problem` in English, `refusal` as data). */
export interface DiscoveredEndpoint {
  name: string;
  url?: string;
  problem?: string;
  refusal?: OAuthUrlRefusal;
}

/** What the metadata gave: its endpoints and scopes, and the scheme's flows with them applied; or why it gave nothing (`error` in English, `what` as data). */
export type ServerMetadata = { ok: true; issuer?: string; endpoints: DiscoveredEndpoint[]; scopes: string[]; flows: OAuthFlowView[] } | { ok: false; error: string; what?: 'not-object' };

/** RFC 8414 §2 member → the flow URL it fills. */
const ENDPOINTS: [string, FlowUrlField][] = [
  ['authorization_endpoint', 'authorizationUrl'],
  ['token_endpoint', 'tokenUrl'],
  ['device_authorization_endpoint', 'deviceAuthorizationUrl'],
];

/**
 * Authorization server metadata (RFC 8414 §2) applied to a scheme's flows: `authorization_endpoint`,
 * `token_endpoint` and `device_authorization_endpoint` (RFC 8628 §4) replace the flows' URLs,
 * `scopes_supported` fills flows without scopes; each flow's `problem` is worked out again.
 */
export function applyServerMetadata(flows: readonly OAuthFlowView[], metadata: unknown, metadataUrl: string): ServerMetadata {
  if (!isObject(metadata)) return { ok: false, error: 'The authorization server metadata is not a JSON object.', what: 'not-object' };
  const endpoints: DiscoveredEndpoint[] = [];
  const found: Partial<Record<FlowUrlField, { url?: string; problem?: string; refusal?: OAuthUrlRefusal; name: string }>> = {};
  for (const [name, field] of ENDPOINTS) {
    const raw = metadata[name];
    if (typeof raw !== 'string' || !raw) continue;
    const checked = oauthUrl(raw, metadataUrl, `the metadata's ${name}`);
    const entry = checked.ok ? { url: checked.url } : { problem: checked.problem, refusal: checked.refusal };
    found[field] = { ...entry, name };
    endpoints.push({ name, ...entry });
  }
  const scopes = Array.isArray(metadata.scopes_supported) ? metadata.scopes_supported.filter((s): s is string => typeof s === 'string') : [];
  const applied = flows.map((flow): OAuthFlowView => {
    const next: OAuthFlowView = { ...flow };
    delete next.problem;
    delete next.issues;
    const refused: string[] = [];
    const issues: FlowIssue[] = [];
    for (const field of flowNeeds(flow.type)) {
      const entry = found[field];
      if (entry?.url) next[field] = entry.url;
      else if (entry?.problem) {
        delete next[field];
        refused.push(entry.problem);
        if (entry.refusal) issues.push({ what: 'url', source: 'metadata', key: entry.name, refusal: entry.refusal });
      }
    }
    const missing = flowNeeds(flow.type).filter((k) => !next[k] && !found[k]?.problem);
    if (missing.length) {
      refused.push(`neither the description nor the metadata gives a usable ${missing.map((m) => `\`${m}\``).join(' or ')}`);
      issues.push({ what: 'missing', keys: missing, source: 'metadata' });
    }
    if (refused.length) {
      next.problem = `This flow cannot be used: ${refused.join('; ')}.`;
      next.issues = issues;
    }
    if (!next.scopes.length && scopes.length) next.scopes = scopes.map((s): [string, string] => [s, '']);
    return next;
  });
  const issuer = typeof metadata.issuer === 'string' ? metadata.issuer : undefined;
  return { ok: true, ...(issuer ? { issuer } : {}), endpoints, scopes, flows: applied };
}
