import { isObject, type JsonObject } from '../../types.js';
import { child } from './child.js';
import { problem, type Context } from './context.js';
import { convertSchema } from './convert-schema.js';
import { convertSimpleParameter } from './convert-simple-parameter.js';
import { copyValue } from './copy-data.js';
import { orDefault } from './media-types.js';
import { indexedObject, put } from './put.js';
import { rewriteRef } from './rewrite-ref.js';

/**
 * Converts a 2.0 Responses Object (or the root `responses` definitions, `isComponents`): each
 * response with `produces` as its media types; `x-` keys of an operation's responses are copied.
 */
export function convertResponseMap(responses: JsonObject, produces: string[] | undefined, ctx: Context, at: string, isComponents = false): JsonObject {
  // Keyed by status codes: an index-keyed object from the start.
  const out = isComponents ? {} : indexedObject();
  for (const code of Object.keys(responses)) {
    const response = responses[code];
    const responseAt = child(at, code);
    if (!isComponents && code.startsWith('x-')) put(out, code, copyValue(code, response, ctx));
    else if (isObject(response)) put(out, code, convertResponse(response, produces, ctx, responseAt));
    else problem(ctx, responseAt, 'Response is not an object; it was skipped', 'response-not-object');
  }
  return out;
}

/** Converts a 2.0 response: `schema` and `examples` become `content` per media type, headers get schemas. */
function convertResponse(response: JsonObject, produces: string[] | undefined, ctx: Context, at: string): JsonObject {
  const keys = Object.keys(response);
  // A response of plain words (Kubernetes' 1,123 `401: Unauthorized`) reads the same in 3.0: it is shared.
  if (readsTheSame(response, keys)) return response;
  const schema = Object.hasOwn(response, 'schema') ? convertSchema(response.schema, ctx, 0) : undefined;
  const content: JsonObject = {};
  let hasContent = false;
  if (schema !== undefined) {
    // Every type has the same schema, so they share one media object (Kubernetes lists seven
    // types on each of its 2,788 responses); nothing writes to it later, examples get their own.
    const media: JsonObject = { schema };
    for (const mime of orDefault(produces)) put(content, mime, media);
    hasContent = true;
  }
  const examples = response.examples;
  if (isObject(examples)) {
    // 2.0 keys examples by media type; each becomes that media type's example. The media object
    // is a new one, never read back from `content`: content["__proto__"] is Object.prototype.
    for (const mime of Object.keys(examples)) {
      const media: JsonObject = schema === undefined ? {} : { schema };
      media.example = examples[mime];
      put(content, mime, media);
      hasContent = true;
    }
  } else if (examples !== undefined) {
    problem(ctx, child(at, 'examples'), 'Response `examples` is not an object; it was skipped', 'response-examples-not-object');
  }

  const out: JsonObject = {};
  let contentPlaced = false;
  for (const key of keys) {
    const value = response[key];
    if (key === 'schema' || key === 'examples') {
      if (!contentPlaced && hasContent) out.content = content;
      contentPlaced = true;
    } else if (key === 'headers') {
      if (isObject(value)) out.headers = convertHeaders(value, ctx, child(at, 'headers'));
      else problem(ctx, child(at, 'headers'), 'Response `headers` is not an object; it was skipped', 'response-headers-not-object');
    } else if (key === '$ref' && typeof value === 'string') {
      out.$ref = rewriteRef(value, ctx);
    } else {
      put(out, key, copyValue(key, value, ctx));
    }
  }
  return out;
}

/** True for a response of plain values without a key that 3.0 spells differently. */
function readsTheSame(response: JsonObject, keys: readonly string[]): boolean {
  for (const key of keys) {
    if (key === 'schema' || key === 'examples' || key === 'headers' || key === '$ref') return false;
    const value = response[key];
    if (typeof value === 'object' && value !== null) return false;
  }
  return true;
}

function convertHeaders(headers: JsonObject, ctx: Context, at: string): JsonObject {
  const out: JsonObject = {};
  for (const name of Object.keys(headers)) {
    const header = headers[name];
    if (isObject(header)) put(out, name, convertSimpleParameter(header, 'header', ctx));
    else problem(ctx, child(at, name), `Header "${name}" is not an object; it was skipped`, 'header-not-object', { name });
  }
  return out;
}
