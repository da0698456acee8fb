import { isObject, type JsonObject, type Problem } from '../types.js';
import { createContext, problem } from './swagger2/context.js';
import { convertDefinitions } from './swagger2/convert-definitions.js';
import { convertPaths } from './swagger2/convert-paths.js';
import { convertResponseMap } from './swagger2/convert-response-map.js';
import { convertRootParameters } from './swagger2/convert-root-parameters.js';
import { convertSecurityDefinitions } from './swagger2/convert-security-definitions.js';
import { copyData, copyValue } from './swagger2/copy-data.js';
import { put } from './swagger2/put.js';
import { serversFrom, serverUrls, validServers } from './swagger2/servers-from.js';
import { stringList } from './swagger2/string-list.js';

// Hand-written on purpose: swagger2openapi adds 41 KB gzipped and needs Node shims in the browser.
// Each Swagger 2.0 object has its converter in ./swagger2/, named after it; this file walks the root.

/** Converts a Swagger 2.0 description (already bundled: all $refs are internal '#/...') into OpenAPI 3.0.3 form. */
export function convertSwagger2(doc: JsonObject, problems: Problem[]): JsonObject {
  const ctx = createContext(doc, problems);
  const out: JsonObject = { openapi: '3.0.3' };
  if (Object.hasOwn(doc, 'info')) out.info = copyData(doc.info, ctx, 0);
  const servers = serversFrom(ctx.host, ctx.basePath, stringList(doc.schemes));
  ctx.rootUrls = serverUrls(servers);
  const xServers = doc['x-servers'];
  const useXServers = validServers(xServers);
  out.servers = useXServers ? copyData(xServers, ctx, 0) : servers;

  const components: JsonObject = {};
  for (const key of Object.keys(doc)) {
    const value = doc[key];
    switch (key) {
      case 'swagger':
      case 'info':
      case 'host':
      case 'basePath':
      case 'schemes':
      case 'consumes':
      case 'produces':
        break;
      case 'x-servers':
        if (!useXServers) put(out, key, copyData(value, ctx, 0));
        break;
      case 'paths':
        if (isObject(value)) out.paths = convertPaths(value, ctx, '/paths');
        else problem(ctx, '/paths', '`paths` is not an object; no operations were read', 'paths-not-object');
        break;
      case 'definitions':
        if (isObject(value)) components.schemas = convertDefinitions(value, ctx);
        else problem(ctx, '/definitions', '`definitions` is not an object; it was skipped', 'definitions-not-object');
        break;
      case 'parameters':
        if (isObject(value)) convertRootParameters(value, ctx, components);
        else problem(ctx, '/parameters', '`parameters` is not an object; it was skipped', 'root-parameters-not-object');
        break;
      case 'responses':
        if (isObject(value)) components.responses = convertResponseMap(value, ctx.produces, ctx, '/responses', true);
        else problem(ctx, '/responses', '`responses` is not an object; it was skipped', 'root-responses-not-object');
        break;
      case 'securityDefinitions':
        if (isObject(value)) components.securitySchemes = convertSecurityDefinitions(value, ctx);
        else problem(ctx, '/securityDefinitions', '`securityDefinitions` is not an object; it was skipped', 'security-definitions-not-object');
        break;
      default:
        put(out, key, copyValue(key, value, ctx));
    }
  }
  for (const key of Object.keys(components)) {
    const c = components[key];
    if (isObject(c) && Object.keys(c).length === 0) delete components[key];
  }
  if (Object.keys(components).length > 0) out.components = components;
  return out;
}
