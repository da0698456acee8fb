import { isObject, str, type JsonObject } from '../../types.js';
import { child } from './child.js';
import { collectionStyle } from './collection-style.js';
import { problem, type Context } from './context.js';
import { convertSchema } from './convert-schema.js';
import { copyValue } from './copy-data.js';
import { orDefault } from './media-types.js';
import { put } from './put.js';
import type { Located } from './sort-parameters.js';
import { valueSchema } from './value-schema.js';

const FORM_URLENCODED = 'application/x-www-form-urlencoded';

const MULTIPART = 'multipart/form-data';

/** The request body for an operation's body or form fields, reporting what 2.0 forbids. */
export function requestBodyFor(body: readonly Located[], form: readonly Located[], consumes: string[] | undefined, ctx: Context): JsonObject | undefined {
  const first = body[0];
  if (first !== undefined) {
    for (let i = 1; i < body.length; i++) {
      const e = body[i];
      if (e !== undefined) problem(ctx, child(e.listAt, e.index), 'An operation can have only one body parameter; this one was skipped', 'second-body');
    }
    for (const f of form) {
      const message = 'formData parameters cannot be used with a body parameter; this one was skipped';
      problem(ctx, child(f.listAt, f.index), message, 'form-with-body');
    }
    return bodyRequestBody(first.param, orDefault(consumes), ctx);
  }
  if (form.length > 0)
    return formRequestBody(
      form.map((f) => f.param),
      consumes,
      ctx,
    );
  return undefined;
}

/** Turns a 2.0 body parameter into a 3.0 request body with one content entry per media type. */
export function bodyRequestBody(param: JsonObject, types: string[], ctx: Context): JsonObject {
  const out: JsonObject = {};
  if (Object.hasOwn(param, 'description')) out.description = param.description;
  if (Object.hasOwn(param, 'required')) out.required = param.required;
  const schema = Object.hasOwn(param, 'schema') ? convertSchema(param.schema, ctx, 0) : undefined;
  const examples = isObject(param['x-examples']) ? param['x-examples'] : undefined;
  const content: JsonObject = {};
  for (const mime of types) {
    const media: JsonObject = schema === undefined ? {} : { schema };
    if (Object.hasOwn(param, 'x-example')) media.example = param['x-example'];
    if (examples !== undefined && Object.hasOwn(examples, mime)) media.example = examples[mime];
    put(content, mime, media);
  }
  out.content = content;
  for (const key of Object.keys(param)) {
    if (key.startsWith('x-') && key !== 'x-example') put(out, key, copyValue(key, param[key], ctx));
  }
  return out;
}

/** Turns 2.0 formData parameters into one 3.0 request body whose schema has a property per field. */
export function formRequestBody(params: readonly JsonObject[], consumes: string[] | undefined, ctx: Context): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  const encoding: JsonObject = {};
  let hasFile = false;
  for (const param of params) {
    const name = str(param, 'name') ?? '';
    if (param.type === 'file') hasFile = true;
    const property = valueSchema(param, ctx);
    for (const key of Object.keys(param)) {
      const value = param[key];
      if (key === 'description') property.description = value;
      else if (key === 'x-example') property.example = value;
      else if (key.startsWith('x-')) put(property, key, copyValue(key, value, ctx));
    }
    put(properties, name, property);
    if (param.required === true) required.push(name);
    if (param.type === 'array') {
      const style = collectionStyle(param.collectionFormat, 'query');
      // form/explode=true is already the 3.0 default for form fields.
      if (style.style !== 'form' || style.explode !== true) put(encoding, name, style);
    }
  }
  const schema: JsonObject = { type: 'object', properties };
  if (required.length > 0) schema.required = required;

  const declared = consumes ?? [];
  const multipart = declared.filter((m) => m.toLowerCase().startsWith('multipart/'));
  const urlencoded = declared.filter((m) => m.toLowerCase().startsWith(FORM_URLENCODED));
  // Files can only travel in multipart bodies, whatever `consumes` says.
  let types: string[];
  if (multipart.length > 0) types = multipart;
  else if (hasFile) types = [MULTIPART];
  else types = urlencoded.length > 0 ? urlencoded : [FORM_URLENCODED];

  const content: JsonObject = {};
  for (const mime of types) {
    const media: JsonObject = { schema };
    if (Object.keys(encoding).length > 0) media.encoding = encoding;
    put(content, mime, media);
  }
  const out: JsonObject = { content };
  if (required.length > 0) out.required = true;
  return out;
}
