// An OpenID Connect discovery document (OpenID Connect Discovery 1.0 §3) names the endpoints a
// client uses. It is fetched from a host the description names, so its endpoints are as
// untrusted as the description: they become flows through `oauthFlows`, which gates every URL,
// and a refused endpoint shows on each flow that needs it, named as the document names it.

import { isObject, type JsonObject } from '../types.js';
import { DEVICE_CODE_GRANT } from './oauth.js';
import type { OAuthFlowView } from './scheme-types.js';
import { oauthFlows, type FlowUrlNames } from './security-schemes.js';

/** How problems name the endpoints a discovery document gave. */
const DISCOVERY_NAMES: FlowUrlNames = {
  authorizationUrl: { source: 'discovery', key: 'authorization_endpoint' },
  tokenUrl: { source: 'discovery', key: 'token_endpoint' },
  refreshUrl: { source: 'discovery', key: 'token_endpoint' },
  deviceAuthorizationUrl: { source: 'discovery', key: 'device_authorization_endpoint' },
};

/** The flows a discovery document offers, or why it offers none (`error` in English, `what` as data: not a JSON object, no flow a browser can use). */
export type DiscoveredFlows = { ok: true; flows: OAuthFlowView[] } | { ok: false; error: string; what: 'not-object' | 'no-flow' };

/**
 * A discovery document's JSON → the OAuth 2.0 flows a browser can run with it: authorization code
 * when it has an authorization and a token endpoint (implicit too when `token` is among its
 * `response_types_supported`), client credentials and password when `grant_types_supported` lists
 * them, the device flow (RFC 8628) when it lists the device_code grant and has a
 * `device_authorization_endpoint`; scopes from `scopes_supported`. Relative endpoints resolve against `discoveryUrl`. A flow
 * whose endpoint is not http(s) is offered with its `problem` and cannot be started.
 */
export function discoveryFlows(metadata: unknown, discoveryUrl: string): DiscoveredFlows {
  if (!isObject(metadata)) return { ok: false, error: 'The discovery document is not a JSON object.', what: 'not-object' };
  const d = metadata;
  const list = (k: string): string[] => (Array.isArray(d[k]) ? (d[k] as unknown[]).filter((x): x is string => typeof x === 'string') : []);
  const auth = typeof d.authorization_endpoint === 'string' ? d.authorization_endpoint : undefined;
  const token = typeof d.token_endpoint === 'string' ? d.token_endpoint : undefined;
  const grants = list('grant_types_supported');
  const scopes = Object.fromEntries(list('scopes_supported').map((s) => [s, '']));
  const flows: JsonObject = {};
  if (auth && token) flows.authorizationCode = { authorizationUrl: auth, tokenUrl: token, scopes };
  if (auth && list('response_types_supported').includes('token')) flows.implicit = { authorizationUrl: auth, scopes };
  if (token && grants.includes('client_credentials')) flows.clientCredentials = { tokenUrl: token, scopes };
  if (token && grants.includes('password')) flows.password = { tokenUrl: token, scopes };
  const device = typeof d.device_authorization_endpoint === 'string' ? d.device_authorization_endpoint : undefined;
  if (token && device && grants.includes(DEVICE_CODE_GRANT)) flows.deviceAuthorization = { deviceAuthorizationUrl: device, tokenUrl: token, scopes };
  const found = oauthFlows({ flows }, discoveryUrl, DISCOVERY_NAMES);
  return found.length ? { ok: true, flows: found } : { ok: false, error: 'The discovery document offers no flow a browser can use.', what: 'no-flow' };
}
