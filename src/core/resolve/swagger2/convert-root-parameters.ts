import { isObject, str, type JsonObject } from '../../types.js';
import { child } from './child.js';
import { problem, type Context } from './context.js';
import { convertSimpleParameter } from './convert-simple-parameter.js';
import { copyData } from './copy-data.js';
import { orDefault } from './media-types.js';
import { put } from './put.js';
import { bodyRequestBody, formRequestBody } from './request-body-for.js';

/**
 * Root `parameters` become 3.0 `components.parameters`, except body and formData ones, which 3.0
 * has no parameters for: they become `components.requestBodies` under the same name.
 */
export function convertRootParameters(params: JsonObject, ctx: Context, components: JsonObject): void {
  const parameters: JsonObject = {};
  const requestBodies: JsonObject = {};
  for (const name of Object.keys(params)) {
    const param = params[name];
    const at = child('/parameters', name);
    if (!isObject(param)) {
      problem(ctx, at, `Parameter "${name}" is not an object; it was skipped`, 'named-parameter-not-object', { name });
      continue;
    }
    const where = str(param, 'in');
    if (where === 'body') {
      put(requestBodies, name, bodyRequestBody(param, orDefault(ctx.consumes), ctx));
    } else if (where === 'formData') put(requestBodies, name, formRequestBody([param], ctx.consumes, ctx));
    else if (typeof param.$ref === 'string') put(parameters, name, copyData(param, ctx, 0));
    else if (where === undefined) problem(ctx, at, `Parameter "${name}" has no \`in\`; it was skipped`, 'named-parameter-no-in', { name });
    else put(parameters, name, convertSimpleParameter(param, where, ctx));
  }
  components.parameters = parameters;
  components.requestBodies = requestBodies;
}
