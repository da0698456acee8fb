import { isObject, str, type JsonObject } from '../../types.js';
import { child } from './child.js';
import { problem, type Context } from './context.js';
import { convertResponseMap } from './convert-response-map.js';
import { copyData, copyValue } from './copy-data.js';
import { mediaTypes } from './media-types.js';
import { put } from './put.js';
import { requestBodyFor } from './request-body-for.js';
import { serversFrom, serverUrls, validServers } from './servers-from.js';
import { parameterKey, sortParameters, type SortedParameters } from './sort-parameters.js';
import { stringList } from './string-list.js';

/**
 * Converts a 2.0 Operation Object: its parameters sorted into 3.0 parameters and one request
 * body (with the path item's `shared` ones, an own parameter overriding a shared one of the same
 * name and location), `consumes`/`produces` applied to body and responses, `schemes` that differ
 * from the root's as operation `servers`.
 */
export function convertOperation(op: JsonObject, shared: SortedParameters | undefined, ctx: Context, at: string): JsonObject {
  const own: SortedParameters = Object.hasOwn(op, 'parameters') ? sortParameters(op.parameters, ctx, child(at, 'parameters')) : { plain: [], body: [], form: [] };
  // An operation's own parameter overrides a path-level one with the same name and location.
  let body = own.body;
  let form = own.form;
  if (shared !== undefined && body.length === 0) body = shared.body;
  if (shared !== undefined && shared.form.length > 0) {
    const ownForm = new Set(own.form.map((f) => parameterKey(f.param, ctx)));
    form = [...shared.form.filter((f) => !ownForm.has(parameterKey(f.param, ctx))), ...own.form];
  }
  const consumes = mediaTypes(op, at, ctx.problems) ?? ctx.consumes;
  const produces = mediaTypes(op, at, ctx.problems, 'produces') ?? ctx.produces;
  const requestBody = requestBodyFor(body, form, consumes, ctx);
  const bodyName = body[0] === undefined ? undefined : str(body[0].param, 'name');

  const out: JsonObject = {};
  let bodyPlaced = false;
  const placeBody = (): void => {
    if (bodyPlaced || requestBody === undefined) return;
    bodyPlaced = true;
    out.requestBody = requestBody;
    // 3.0 drops the body parameter's name; code generators read it from this extension.
    if (bodyName !== undefined && !Object.hasOwn(op, 'x-codegen-request-body-name')) {
      out['x-codegen-request-body-name'] = bodyName;
    }
  };
  for (const key of Object.keys(op)) {
    const value = op[key];
    switch (key) {
      case 'parameters':
        if (own.plain.length > 0 || (Array.isArray(value) && value.length === 0)) out.parameters = own.plain;
        placeBody();
        break;
      case 'consumes':
      case 'produces':
        break;
      case 'schemes': {
        const schemes = stringList(value);
        if (schemes === undefined || schemes.length === 0 || validServers(op['x-servers'])) break;
        if (!sameAsRoot(schemes, ctx)) out.servers = serversFrom(ctx.host, ctx.basePath, schemes);
        break;
      }
      case 'x-servers':
        if (validServers(value)) out.servers = copyData(value, ctx, 0);
        else put(out, key, copyValue(key, value, ctx));
        break;
      case 'responses':
        placeBody();
        if (isObject(value)) out.responses = convertResponseMap(value, produces, ctx, child(at, 'responses'));
        else problem(ctx, child(at, 'responses'), '`responses` is not an object; it was skipped', 'responses-not-object');
        break;
      default:
        put(out, key, copyValue(key, value, ctx));
    }
  }
  placeBody();
  return out;
}

/**
 * True when an operation's `schemes` give the root's server URLs. Most generators repeat the
 * root schemes on every operation (Kubernetes' 1,123), so each distinct list is compared once.
 */
function sameAsRoot(schemes: string[], ctx: Context): boolean {
  const key = JSON.stringify(schemes);
  let same = ctx.sameSchemes.get(key);
  if (same === undefined) {
    same = serverUrls(serversFrom(ctx.host, ctx.basePath, schemes)) === ctx.rootUrls;
    ctx.sameSchemes.set(key, same);
  }
  return same;
}
