import { resolveRef } from '../model/resolve-ref.js';
import { isObject, str, type JsonObject } from '../types.js';
import { CLIENT_AUTH_IN, OAUTH_FLOWS, type ClientAuthIn, type OAuthFlowType, type OAuthFlowView, type SecuritySchemeView } from './scheme-types.js';

export * from './scheme-types.js';

/** `components.securitySchemes` of a (bundled, OpenAPI 3) description, `$ref`s followed; URLs resolved against `baseUrl`. */
export function securitySchemes(doc: JsonObject, baseUrl = ''): SecuritySchemeView[] {
  const components = isObject(doc.components) ? doc.components : {};
  const raw = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return Object.keys(raw).map((id) => schemeView(doc, id, raw[id], baseUrl));
}

function schemeView(doc: JsonObject, id: string, raw: unknown, baseUrl: string): SecuritySchemeView {
  const r = resolveRef(doc, raw, `/components/securitySchemes/${id}`, {});
  if (r.unresolved || !isObject(r.value)) {
    return { id, type: '?', description: '', flows: [], problem: r.unresolved ?? 'The security scheme is not an object' };
  }
  const v = r.value;
  const type = str(v, 'type') ?? '';
  const view: SecuritySchemeView = { id, type, description: str(v, 'description') ?? '', flows: [] };
  switch (type) {
    case 'http': {
      view.scheme = (str(v, 'scheme') ?? '').toLowerCase();
      const bf = str(v, 'bearerFormat');
      if (bf !== undefined) view.bearerFormat = bf;
      if (!view.scheme) view.problem = 'The HTTP scheme names no `scheme`';
      break;
    }
    case 'apiKey': {
      const where = str(v, 'in');
      if (where === 'header' || where === 'query' || where === 'cookie') view.in = where;
      const name = str(v, 'name');
      if (name !== undefined) view.name = name;
      if (!view.in || !view.name) view.problem = 'The API key scheme needs `name` and `in` (header, query or cookie)';
      break;
    }
    case 'oauth2':
      view.flows = oauthFlows(v, baseUrl);
      if (!view.flows.length) view.problem = 'The OAuth 2.0 scheme lists no flows';
      break;
    case 'openIdConnect': {
      const url = str(v, 'openIdConnectUrl');
      if (url !== undefined) view.openIdConnectUrl = absolute(url, baseUrl);
      else view.problem = 'The OpenID Connect scheme has no `openIdConnectUrl`';
      break;
    }
    case 'mutualTLS':
      break;
    default:
      view.problem = `Unknown security scheme type "${type}"`;
  }
  return view;
}

/** The flows of an oauth2 scheme (or of an OpenID Connect discovery document turned into one). */
export function oauthFlows(scheme: JsonObject, baseUrl: string): OAuthFlowView[] {
  const flows = isObject(scheme.flows) ? scheme.flows : {};
  const out: OAuthFlowView[] = [];
  for (const type of OAUTH_FLOWS) {
    const f = flows[type];
    if (isObject(f)) out.push(flowView(type, f, scheme, baseUrl));
  }
  return out;
}

function flowView(type: OAuthFlowType, f: JsonObject, scheme: JsonObject, baseUrl: string): OAuthFlowView {
  const pick = (k: string): unknown => (f[k] !== undefined ? f[k] : scheme[k]);
  const scopes = isObject(f.scopes) ? Object.entries(f.scopes).map(([k, d]): [string, string] => [k, typeof d === 'string' ? d : '']) : [];
  const options = Array.isArray(pick('x-receive-token-in-options'))
    ? (pick('x-receive-token-in-options') as unknown[]).filter((o): o is ClientAuthIn => CLIENT_AUTH_IN.includes(o as ClientAuthIn))
    : [];
  const receiveIn = CLIENT_AUTH_IN.find((c) => c === pick('x-receive-token-in'));
  const receiveTokenInOptions = options.length ? options : [...CLIENT_AUTH_IN];
  const view: OAuthFlowView = {
    type,
    scopes,
    defaultScopes: scopeList(pick('x-default-scopes')),
    receiveTokenIn: receiveIn && receiveTokenInOptions.includes(receiveIn) ? receiveIn : (receiveTokenInOptions[0] ?? 'request-body'),
    receiveTokenInOptions,
    pkceOnly: pick('x-pkce-only') === true || pick('x-pkce-only') === 'true',
    authorizeParams: { scheme: scheme['x-authorize-params'], flow: f['x-authorize-params'] },
    tokenParams: { scheme: scheme['x-token-params'], flow: f['x-token-params'] },
  };
  for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const) {
    const url = str(f, key);
    if (url !== undefined && url !== '') view[key] = absolute(url, baseUrl);
  }
  const clientId = pick('x-client-id');
  if (typeof clientId === 'string') view.clientId = clientId;
  const secret = pick('x-client-secret');
  if (typeof secret === 'string' && !view.pkceOnly) view.clientSecret = secret;
  const needs: ('authorizationUrl' | 'tokenUrl')[] =
    type === 'implicit' ? ['authorizationUrl'] : type === 'authorizationCode' ? ['authorizationUrl', 'tokenUrl'] : ['tokenUrl'];
  const missing = needs.filter((k) => view[k] === undefined);
  if (missing.length) view.problem = `This flow cannot be used: the description gives no ${missing.map((m) => `\`${m}\``).join(' or ')}.`;
  return view;
}

/** `x-default-scopes`: a list, or one space- or comma-separated string. */
function scopeList(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((s): s is string => typeof s === 'string');
  if (typeof raw === 'string') return raw.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** `url` made absolute against `base` when possible, else as written. */
function absolute(url: string, base: string): string {
  try {
    return new URL(url, base || undefined).href;
  } catch {
    return url;
  }
}
