import { isObject, type JsonObject } from '../../types.js';
import { child } from './child.js';
import { problem, type Context } from './context.js';
import { copyData, copyValue } from './copy-data.js';
import { put } from './put.js';

/** 2.0 `flow` names and their 3.0 `flows` keys. */
const OAUTH_FLOWS: Readonly<Record<string, string>> = {
  implicit: 'implicit',
  password: 'password',
  application: 'clientCredentials',
  accessCode: 'authorizationCode',
};

/** 2.0 `securityDefinitions` become 3.0 `components.securitySchemes`; a non-object entry is reported and skipped. */
export function convertSecurityDefinitions(definitions: JsonObject, ctx: Context): JsonObject {
  const out: JsonObject = {};
  for (const name of Object.keys(definitions)) {
    const scheme = definitions[name];
    const at = child('/securityDefinitions', name);
    if (isObject(scheme)) put(out, name, convertSecurityScheme(scheme, ctx, at));
    else problem(ctx, at, `Security definition "${name}" is not an object; it was skipped`, 'security-definition-not-object', { name });
  }
  return out;
}

/** basic becomes http/basic, oauth2's single `flow` becomes a `flows` map; apiKey is unchanged. */
export function convertSecurityScheme(scheme: JsonObject, ctx: Context, at: string): JsonObject {
  const type = scheme.type;
  if (type === 'basic') {
    const out: JsonObject = {};
    for (const key of Object.keys(scheme)) {
      if (key === 'type') {
        out.type = 'http';
        out.scheme = 'basic';
      } else put(out, key, copyValue(key, scheme[key], ctx));
    }
    return out;
  }
  if (type !== 'oauth2') return copyData(scheme, ctx, 0) as JsonObject;

  const flowName = typeof scheme.flow === 'string' && Object.hasOwn(OAUTH_FLOWS, scheme.flow) ? OAUTH_FLOWS[scheme.flow] : undefined;
  if (flowName === undefined) {
    problem(ctx, child(at, 'flow'), 'OAuth 2.0 `flow` is missing or unknown; the scheme was copied unconverted', 'oauth-flow-unknown');
    return copyData(scheme, ctx, 0) as JsonObject;
  }
  const flow: JsonObject = {};
  // Each 3.0 flow takes only the URLs it uses.
  if ((flowName === 'implicit' || flowName === 'authorizationCode') && Object.hasOwn(scheme, 'authorizationUrl')) {
    flow.authorizationUrl = scheme.authorizationUrl;
  }
  if (flowName !== 'implicit' && Object.hasOwn(scheme, 'tokenUrl')) flow.tokenUrl = scheme.tokenUrl;
  flow.scopes = isObject(scheme.scopes) ? copyData(scheme.scopes, ctx, 0) : {};
  const out: JsonObject = {};
  for (const key of Object.keys(scheme)) {
    switch (key) {
      case 'flow':
        out.flows = { [flowName]: flow };
        break;
      case 'authorizationUrl':
      case 'tokenUrl':
      case 'scopes':
        break;
      default:
        put(out, key, copyValue(key, scheme[key], ctx));
    }
  }
  return out;
}
