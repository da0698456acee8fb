import { resolveRef } from '../model/resolve-ref.js';
import { httpNameIssue, httpNameIssueText } from '../request/http-name.js';
import { isObject, str, type JsonObject } from '../types.js';
import { oauthUrl } from './oauth-url.js';
import {
  CLIENT_AUTH_IN,
  OAUTH_FLOWS,
  type ClientAuthIn,
  type FlowIssue,
  type OAuthFlowType,
  type OAuthFlowView,
  type SchemeIssue,
  type SecuritySchemeView,
  type UrlField,
} from './scheme-types.js';

/** `components.securitySchemes` of a (bundled, OpenAPI 3) description, `$ref`s followed; URLs resolved against `baseUrl`. */
export function securitySchemes(doc: JsonObject, baseUrl = ''): SecuritySchemeView[] {
  const components = isObject(doc.components) ? doc.components : {};
  const raw = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return Object.keys(raw).map((id) => schemeView(doc, id, raw[id], baseUrl));
}

function schemeView(doc: JsonObject, id: string, raw: unknown, baseUrl: string): SecuritySchemeView {
  const r = resolveRef(doc, raw, `/components/securitySchemes/${id}`, {});
  if (r.unresolved || !isObject(r.value)) {
    const schemeIssue: SchemeIssue = r.unresolved ? { what: 'unresolved', reason: r.unresolved } : { what: 'not-object' };
    return { id, type: '?', description: '', flows: [], problem: r.unresolved ?? 'The security scheme is not an object', schemeIssue };
  }
  const v = r.value;
  const type = str(v, 'type') ?? '';
  const view: SecuritySchemeView = { id, type, description: str(v, 'description') ?? '', flows: [] };
  // OpenAPI 3.2.0, Security Scheme Object, `deprecated`.
  if (v.deprecated === true) view.deprecated = true;
  switch (type) {
    case 'http': {
      view.scheme = (str(v, 'scheme') ?? '').toLowerCase();
      const bf = str(v, 'bearerFormat');
      if (bf !== undefined) view.bearerFormat = bf;
      if (!view.scheme) fault(view, { what: 'http-no-scheme' }, 'The HTTP scheme names no `scheme`');
      break;
    }
    case 'apiKey': {
      const where = str(v, 'in');
      if (where === 'header' || where === 'query' || where === 'cookie') view.in = where;
      const name = str(v, 'name');
      if (name !== undefined) view.name = name;
      if (!view.in || !view.name) fault(view, { what: 'api-key-incomplete' }, 'The API key scheme needs `name` and `in` (header, query or cookie)');
      // Fetch throws on a header name that is no token, and a cookie name with `;` or `=` would
      // set other cookies: such a key is never applied, and the section says why.
      else if (view.in !== 'query') {
        const issue = httpNameIssue(view.name, view.in);
        if (issue) fault(view, { what: 'api-key-name', in: view.in, name: issue.name }, `${httpNameIssueText(issue)}.`);
      }
      break;
    }
    case 'oauth2':
      view.flows = oauthFlows(v, baseUrl);
      if (!view.flows.length) fault(view, { what: 'no-flows' }, 'The OAuth 2.0 scheme lists no flows');
      // OpenAPI 3.2.0, Security Scheme Object, `oauth2MetadataUrl` (RFC 8414): kept, gated, read only when asked.
      if (str(v, 'oauth2MetadataUrl')) {
        const checked = oauthUrl(str(v, 'oauth2MetadataUrl'), baseUrl, 'its oauth2MetadataUrl');
        if (checked.ok) view.oauth2MetadataUrl = checked.url;
        else {
          view.metadataProblem = `The authorization server's metadata cannot be read: ${checked.problem}.`;
          view.metadataIssue = { source: 'description', key: 'oauth2MetadataUrl', refusal: checked.refusal };
        }
      }
      break;
    case 'openIdConnect': {
      const url = str(v, 'openIdConnectUrl');
      if (url === undefined) {
        fault(view, { what: 'oidc-no-url' }, 'The OpenID Connect scheme has no `openIdConnectUrl`');
        break;
      }
      const checked = oauthUrl(url, baseUrl, 'its openIdConnectUrl');
      if (checked.ok) view.openIdConnectUrl = checked.url;
      else {
        view.problem = `This scheme cannot be used: ${checked.problem}.`;
        view.urlIssue = { source: 'description', key: 'openIdConnectUrl', refusal: checked.refusal };
      }
      break;
    }
    case 'mutualTLS':
      break;
    default:
      fault(view, { what: 'unknown-type', type }, `Unknown security scheme type "${type}"`);
  }
  return view;
}

/** The URL fields of a flow. */
export const FLOW_URL_FIELDS = ['authorizationUrl', 'tokenUrl', 'refreshUrl', 'deviceAuthorizationUrl'] as const;
export type FlowUrlField = (typeof FLOW_URL_FIELDS)[number];

/** Marks `view` unusable: `issue` for the interface, `english` for everything else. */
function fault(view: SecuritySchemeView, issue: SchemeIssue, english: string): void {
  view.problem = english;
  view.schemeIssue = issue;
}

/** How a flow's problems name its URLs: the description's own keys, unless the flow came from elsewhere (a discovery document). */
export type FlowUrlNames = Record<FlowUrlField, UrlField>;

const DESCRIPTION_URL_NAMES: FlowUrlNames = {
  authorizationUrl: { source: 'description', key: 'authorizationUrl' },
  tokenUrl: { source: 'description', key: 'tokenUrl' },
  refreshUrl: { source: 'description', key: 'refreshUrl' },
  deviceAuthorizationUrl: { source: 'description', key: 'deviceAuthorizationUrl' },
};

/** A URL field in English, as problems name it: "its tokenUrl", "the discovery document's token_endpoint". */
export function urlFieldText(field: UrlField): string {
  switch (field.source) {
    case 'discovery':
      return `the discovery document's ${field.key}`;
    case 'metadata':
      return `the metadata's ${field.key}`;
    default:
      return `its ${field.key}`;
  }
}

/**
 * The flows of an oauth2 scheme (or of an OpenID Connect discovery document turned into one),
 * URLs resolved against `baseUrl` and gated by `oauthUrl`; `names` words the problems.
 */
export function oauthFlows(scheme: JsonObject, baseUrl: string, names: FlowUrlNames = DESCRIPTION_URL_NAMES): OAuthFlowView[] {
  const flows = isObject(scheme.flows) ? scheme.flows : {};
  const out: OAuthFlowView[] = [];
  for (const type of OAUTH_FLOWS) {
    const f = flows[type];
    if (isObject(f)) out.push(flowView(type, f, scheme, baseUrl, names));
  }
  return out;
}

function flowView(type: OAuthFlowType, f: JsonObject, scheme: JsonObject, baseUrl: string, names: FlowUrlNames): OAuthFlowView {
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
  // Any refused URL stops the flow (a hostile description gets no benefit of the doubt), except
  // refreshUrl: the flow works without refreshing, and says so.
  const refused: string[] = [];
  const issues: FlowIssue[] = [];
  for (const key of FLOW_URL_FIELDS) {
    const url = str(f, key);
    if (url === undefined || url === '') continue;
    const checked = oauthUrl(url, baseUrl, urlFieldText(names[key]));
    if (checked.ok) view[key] = checked.url;
    else if (key === 'refreshUrl') {
      view.refreshProblem = `Tokens of this flow are not refreshed: ${checked.problem}.`;
      view.refreshIssue = { ...names[key], refusal: checked.refusal };
    } else {
      refused.push(checked.problem);
      issues.push({ what: 'url', ...names[key], refusal: checked.refusal });
    }
  }
  const clientId = pick('x-client-id');
  if (typeof clientId === 'string') view.clientId = clientId;
  const secret = pick('x-client-secret');
  if (typeof secret === 'string' && !view.pkceOnly) view.clientSecret = secret;
  const missing = flowNeeds(type).filter((k) => str(f, k) === undefined || str(f, k) === '');
  if (missing.length) {
    refused.push(`the description gives no ${missing.map((m) => `\`${m}\``).join(' or ')}`);
    issues.push({ what: 'missing', keys: missing, source: 'description' });
  }
  if (refused.length) {
    view.problem = `This flow cannot be used: ${refused.join('; ')}.`;
    view.issues = issues;
  }
  return view;
}

/** The URLs a flow cannot start without (the device flow: OpenAPI 3.2.0, OAuth Flow Object, `deviceAuthorizationUrl` and `tokenUrl`). */
export function flowNeeds(type: OAuthFlowType): FlowUrlField[] {
  if (type === 'implicit') return ['authorizationUrl'];
  if (type === 'authorizationCode') return ['authorizationUrl', 'tokenUrl'];
  if (type === 'deviceAuthorization') return ['deviceAuthorizationUrl', 'tokenUrl'];
  return ['tokenUrl'];
}

/** `x-default-scopes`: a list, or one space- or comma-separated string. */
function scopeList(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((s): s is string => typeof s === 'string');
  if (typeof raw === 'string') return raw.split(/[\s,]+/).filter(Boolean);
  return [];
}
