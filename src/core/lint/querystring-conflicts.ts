// OpenAPI 3.2.0, Parameter Object, Parameter Locations (`in: "querystring"`): a querystring
// parameter MUST NOT appear more than once in an operation, nor together with `in: "query"`
// parameters, counting the parameters its path item gives it. The official schema sees each
// `parameters` list alone; this rule sees the merged list.
import { childPointer, getAtPointer } from '../resolve/pointer.js';
import { isArray, isObject, type JsonObject, type Problem } from '../types.js';

const FIXED_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** A parameter as the operation sees it: its own `name`/`in`, `$ref`s to the document followed. */
function location(doc: JsonObject, parameter: unknown): { name: string; in: string } | undefined {
  let node = parameter;
  for (let i = 0; i < 20 && isObject(node) && typeof node.$ref === 'string'; i++) {
    const ref = node.$ref;
    node = ref.startsWith('#') ? getAtPointer(doc, decodeURIComponent(ref.slice(1))) : undefined;
  }
  if (!isObject(node) || typeof node.name !== 'string' || typeof node.in !== 'string') return undefined;
  return { name: node.name, in: node.in };
}

/** What is wrong with one parameter list, or undefined: two querystrings, or querystring with query. */
function conflict(list: { name: string; in: string }[]): string | undefined {
  const querystrings = list.filter((p) => p.in === 'querystring');
  if (querystrings.length > 1)
    return `at most one parameter may be in querystring, and this operation has ${querystrings.length} (${querystrings.map((p) => JSON.stringify(p.name)).join(', ')})`;
  const query = list.filter((p) => p.in === 'query');
  if (querystrings.length && query.length) {
    return `parameter ${JSON.stringify(querystrings[0]!.name)} in querystring must not be used together with parameters in query (${query.map((p) => JSON.stringify(p.name)).join(', ')})`;
  }
  return undefined;
}

/**
 * Operations whose parameters, merged with their path item's (the operation's own win by name and
 * location), break the querystring rule when neither list alone does (the schema reports those).
 */
export function querystringConflicts(doc: JsonObject): Problem[] {
  const out: Problem[] = [];
  const pathItems: [string, unknown][] = [];
  for (const container of ['paths', 'webhooks'] as const) {
    const map = doc[container];
    if (isObject(map)) for (const [key, item] of Object.entries(map)) pathItems.push([childPointer(`/${container}`, key), item]);
  }
  const components = doc.components;
  if (isObject(components) && isObject(components.pathItems)) {
    for (const [key, item] of Object.entries(components.pathItems)) pathItems.push([childPointer('/components/pathItems', key), item]);
  }
  for (const [pointer, item] of pathItems) {
    if (!isObject(item)) continue;
    const shared = (isArray(item.parameters) ? item.parameters : []).map((p) => location(doc, p)).filter((p) => p !== undefined);
    if (!shared.length || conflict(shared)) continue;
    const operations: [string, unknown][] = FIXED_METHODS.map((m) => [childPointer(pointer, m), item[m]]);
    if (isObject(item.additionalOperations)) {
      for (const [method, op] of Object.entries(item.additionalOperations)) operations.push([childPointer(childPointer(pointer, 'additionalOperations'), method), op]);
    }
    for (const [opPointer, op] of operations) {
      if (!isObject(op)) continue;
      const own = (isArray(op.parameters) ? op.parameters : []).map((p) => location(doc, p)).filter((p) => p !== undefined);
      if (conflict(own)) continue;
      const merged = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const message = conflict(merged);
      if (message)
        out.push({ pointer: childPointer(opPointer, 'parameters'), message: `${message}, counting the path item's parameters (OpenAPI 3.2.0, Parameter Object: in "querystring")` });
    }
  }
  return out;
}
