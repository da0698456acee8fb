import { isObject, str, type JsonObject, type Problem } from '../types.js';
import { childPointer, escapeSegment, parsePointer } from './pointer.js';

// Hand-written on purpose: swagger2openapi adds 41 KB gzipped and needs Node shims in the browser.

/** The operations a Swagger 2.0 path item can hold (2.0 has no `trace`). */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch']);

/** Keywords of a 2.0 parameter or header that describe its value; in 3.0 they live in `schema`. */
const VALUE_KEYS = new Set([
  'type',
  'format',
  'items',
  'enum',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
]);

/** Keys whose values are literal data: a `$ref` inside an example is text, not a reference. */
const LITERAL_KEYS = new Set(['example', 'examples', 'x-example', 'x-examples', 'default', 'enum', 'const']);

/** 2.0 `flow` names and their 3.0 `flows` keys. */
const OAUTH_FLOWS: Readonly<Record<string, string>> = {
  implicit: 'implicit',
  password: 'password',
  application: 'clientCredentials',
  accessCode: 'authorizationCode',
};

/** Deeper than this a schema is left as it is: real schemas nest a few dozen levels, and the stack is finite. */
const MAX_DEPTH = 1000;

const DEFAULT_MEDIA_TYPE = 'application/json';
const FORM_URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

interface Context {
  problems: Problem[];
  /** Root parameters by (unescaped) name, to inline the body and formData ones where they are used. */
  rootParams: Map<string, JsonObject>;
  /** Root `consumes` / `produces`, the defaults for operations that name none. */
  consumes: string[] | undefined;
  produces: string[] | undefined;
  host: string | undefined;
  basePath: string | undefined;
  /** The server URLs the root `schemes` give, to tell whether an operation's `schemes` change anything. */
  rootUrls: string;
  /**
   * Converted nodes by input node. YAML aliases make the input a graph (alias bombs, even
   * cycles); converting each node once keeps the output the same size and shape as the input.
   */
  schemas: Map<object, unknown>;
  data: Map<object, unknown>;
  /** Rewritten refs and resolved parameter refs by ref text: big files repeat a few refs thousands of times. */
  refs: Map<string, string>;
  paramRefs: Map<string, JsonObject | null>;
  reportedDepth: boolean;
}

/** A parameter sorted by where it goes in 3.0, with its place in the input for problems. */
interface Located {
  param: JsonObject;
  /** Pointer of the parameter list and the index in it; joined only when a problem is reported. */
  listAt: string;
  index: number;
}

interface SortedParameters {
  /** Query, header and path parameters (and `$ref`s to them), already converted. */
  plain: unknown[];
  body: Located[];
  form: Located[];
}

/** Converts a Swagger 2.0 description (already bundled: all $refs are internal '#/...') into OpenAPI 3.0.3 form. */
export function convertSwagger2(doc: JsonObject, problems: Problem[]): JsonObject {
  const ctx: Context = {
    problems,
    rootParams: new Map(),
    consumes: mediaTypes(doc, '', problems),
    produces: mediaTypes(doc, '', problems, 'produces'),
    host: str(doc, 'host'),
    basePath: str(doc, 'basePath'),
    rootUrls: '',
    schemas: new Map(),
    data: new Map(),
    refs: new Map(),
    paramRefs: new Map(),
    reportedDepth: false,
  };
  // Refs anywhere may point at root parameters, so their kinds must be known before any walk.
  const rootParams = doc.parameters;
  if (isObject(rootParams)) {
    for (const name of Object.keys(rootParams)) {
      const p = rootParams[name];
      if (isObject(p)) ctx.rootParams.set(name, p);
    }
  }

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
        else problem(ctx, '/paths', '`paths` is not an object; no operations were read');
        break;
      case 'definitions':
        if (isObject(value)) components.schemas = convertDefinitions(value, ctx);
        else problem(ctx, '/definitions', '`definitions` is not an object; it was skipped');
        break;
      case 'parameters':
        if (isObject(value)) convertRootParameters(value, ctx, components);
        else problem(ctx, '/parameters', '`parameters` is not an object; it was skipped');
        break;
      case 'responses':
        if (isObject(value)) components.responses = convertResponseMap(value, ctx.produces, ctx, '/responses', true);
        else problem(ctx, '/responses', '`responses` is not an object; it was skipped');
        break;
      case 'securityDefinitions':
        if (isObject(value)) components.securitySchemes = convertSecurityDefinitions(value, ctx);
        else problem(ctx, '/securityDefinitions', '`securityDefinitions` is not an object; it was skipped');
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

// ---------------------------------------------------------------------------------------------
// Servers

/** 3.0 servers from 2.0 `host`, `basePath` and `schemes`; with no host the URL is relative to the document. */
function serversFrom(
  host: string | undefined,
  basePath: string | undefined,
  schemes: string[] | undefined,
): JsonObject[] {
  let path = basePath ?? '';
  if (path !== '' && !path.startsWith('/')) path = '/' + path;
  // Paths start with '/', so a trailing '/' on the base would double it when they are joined.
  path = path.replace(/\/+$/, '');
  if (host === undefined || host === '') return [{ url: path || '/' }];
  const h = host.replace(/\/+$/, '');
  // 2.0 says a missing scheme means "the scheme used to reach the description"; https is the safe guess.
  const list = schemes !== undefined && schemes.length > 0 ? [...new Set(schemes)] : ['https'];
  return list.map((s) => ({ url: `${s}://${h}${path}` }));
}

function serverUrls(servers: readonly JsonObject[]): string {
  return servers.map((s) => String(s.url)).join(' ');
}

/** True for a non-empty list of objects that each have a string `url` (the `x-servers` extension). */
function validServers(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0 && value.every((s) => isObject(s) && typeof s.url === 'string');
}

// ---------------------------------------------------------------------------------------------
// References and plain data

/** Rewrites an internal 2.0 reference to where the same thing lives in the 3.0 document. */
function rewriteRef(ref: string, ctx: Context): string {
  let rewritten = ctx.refs.get(ref);
  if (rewritten === undefined) {
    rewritten = relocate(ref, ctx);
    ctx.refs.set(ref, rewritten);
  }
  return rewritten;
}

function relocate(ref: string, ctx: Context): string {
  if (ref.startsWith('#/definitions/')) return '#/components/schemas/' + ref.slice(14);
  if (ref.startsWith('#/parameters/')) {
    const { name, rest } = splitName(ref.slice(13));
    const target = ctx.rootParams.get(decodeSegment(name));
    const where = target === undefined ? undefined : str(target, 'in');
    if (where === 'body') return '#/components/requestBodies/' + name + mediaPath(rest, ctx.consumes);
    if (where === 'formData') return '#/components/requestBodies/' + name + rest;
    if (rest === '') return '#/components/parameters/' + name;
    // A pointer into a value keyword (".../items") now finds it under `schema`.
    const first = rest.split('/')[1];
    const moved = first !== undefined && VALUE_KEYS.has(first) ? '/schema' + rest : rest;
    return '#/components/parameters/' + name + moved;
  }
  if (ref.startsWith('#/responses/')) {
    const { name, rest } = splitName(ref.slice(12));
    return '#/components/responses/' + name + mediaPath(rest, ctx.produces);
  }
  if (ref.startsWith('#/securityDefinitions/')) return '#/components/securitySchemes/' + ref.slice(22);
  return ref;
}

/** Splits "Name/rest/of/pointer" into the component name and the rest (with its leading '/'). */
function splitName(tail: string): { name: string; rest: string } {
  const slash = tail.indexOf('/');
  return slash < 0 ? { name: tail, rest: '' } : { name: tail.slice(0, slash), rest: tail.slice(slash) };
}

function decodeSegment(segment: string): string {
  // Most names need no decoding, and this runs for every parameter reference.
  if (!segment.includes('~') && !segment.includes('%')) return segment;
  return parsePointer('#/' + segment)[0] ?? segment;
}

/** A 2.0 body `schema` now sits under the first media type of the content. */
function mediaPath(rest: string, types: string[] | undefined): string {
  if (rest !== '/schema' && !rest.startsWith('/schema/')) return rest;
  const mime = types?.[0] ?? DEFAULT_MEDIA_TYPE;
  return '/content/' + escapeSegment(mime) + rest;
}

/** Copies plain data, rewriting `$ref`s but never touching literal example data. */
function copyData(node: unknown, ctx: Context, depth: number): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const seen = ctx.data.get(node);
  if (seen !== undefined) return seen;
  if (depth > MAX_DEPTH) return tooDeep(node, ctx);
  if (Array.isArray(node)) {
    const list: readonly unknown[] = node;
    const out: unknown[] = [];
    ctx.data.set(node, out);
    for (const item of list) {
      out.push(typeof item === 'object' && item !== null ? copyData(item, ctx, depth + 1) : item);
    }
    return out;
  }
  const obj = node as JsonObject;
  const out: JsonObject = {};
  ctx.data.set(node, out);
  for (const key of Object.keys(obj)) {
    const value = obj[key];
    if (typeof value !== 'object' || value === null) {
      if (key === '$ref' && typeof value === 'string') out.$ref = rewriteRef(value, ctx);
      else put(out, key, value);
    } else put(out, key, LITERAL_KEYS.has(key) ? value : copyData(value, ctx, depth + 1));
  }
  return out;
}

/** Copies the value of an unrecognised key: literal data as it is, anything else with refs rewritten. */
function copyValue(key: string, value: unknown, ctx: Context): unknown {
  return typeof value !== 'object' || value === null || LITERAL_KEYS.has(key) ? value : copyData(value, ctx, 0);
}

function tooDeep(node: unknown, ctx: Context): unknown {
  if (!ctx.reportedDepth) {
    ctx.reportedDepth = true;
    problem(ctx, '', `The description nests deeper than ${MAX_DEPTH} levels; the deepest part was left unconverted`);
  }
  return node;
}

// ---------------------------------------------------------------------------------------------
// Schemas

/** Converts a 2.0 Schema Object (and everything below it) to 3.0. */
function convertSchema(node: unknown, ctx: Context, depth: number): unknown {
  if (!isObject(node)) return copyData(node, ctx, depth);
  const seen = ctx.schemas.get(node);
  if (seen !== undefined) return seen;
  if (depth > MAX_DEPTH) return tooDeep(node, ctx);
  const out: JsonObject = {};
  ctx.schemas.set(node, out);
  const next = depth + 1;
  const isFile = node.type === 'file';
  for (const key of Object.keys(node)) {
    const value = node[key];
    switch (key) {
      case '$ref':
        out.$ref = typeof value === 'string' ? rewriteRef(value, ctx) : copyData(value, ctx, next);
        break;
      case 'type':
        if (isFile) {
          // 3.0 has no file type: a file is a binary string.
          out.type = 'string';
          out.format = 'binary';
        } else out.type = copyData(value, ctx, next);
        break;
      case 'format':
        if (!isFile) out.format = value;
        break;
      case 'x-nullable':
        if (typeof value !== 'boolean') out[key] = copyData(value, ctx, next);
        else if (!Object.hasOwn(node, 'nullable')) out.nullable = value;
        break;
      case 'discriminator':
        out.discriminator = convertDiscriminator(value, ctx);
        break;
      case 'items':
        out.items = Array.isArray(value) ? convertSchemaList(value, ctx, next) : convertSchema(value, ctx, next);
        break;
      case 'additionalProperties':
      case 'additionalItems':
      case 'not':
      case 'contains':
      case 'propertyNames':
        out[key] = convertSchema(value, ctx, next);
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        out[key] = Array.isArray(value) ? convertSchemaList(value, ctx, next) : copyData(value, ctx, next);
        break;
      case 'properties':
      case 'patternProperties':
      case 'definitions':
        out[key] = isObject(value) ? convertSchemaMap(value, ctx, next) : copyData(value, ctx, next);
        break;
      default: {
        // Primitives are tested inline: most keys hold strings, and calls add up on big files.
        const plain = typeof value !== 'object' || value === null || LITERAL_KEYS.has(key);
        put(out, key, plain ? value : copyData(value, ctx, next));
      }
    }
  }
  return out;
}

function convertSchemaList(list: readonly unknown[], ctx: Context, depth: number): unknown[] {
  return list.map((s) => convertSchema(s, ctx, depth));
}

function convertSchemaMap(map: JsonObject, ctx: Context, depth: number): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(map)) put(out, key, convertSchema(map[key], ctx, depth));
  return out;
}

/** 2.0 names the discriminating property; 3.0 wraps it in an object (with an optional mapping). */
function convertDiscriminator(value: unknown, ctx: Context): unknown {
  if (typeof value === 'string') return { propertyName: value };
  if (!isObject(value)) return value;
  const out: JsonObject = { ...(copyData(value, ctx, 0) as JsonObject) };
  const mapping = value.mapping;
  if (isObject(mapping)) {
    const m: JsonObject = {};
    for (const key of Object.keys(mapping)) {
      const target = mapping[key];
      put(m, key, typeof target === 'string' ? rewriteRef(target, ctx) : target);
    }
    out.mapping = m;
  }
  return out;
}

function convertDefinitions(definitions: JsonObject, ctx: Context): JsonObject {
  const out: JsonObject = {};
  for (const name of Object.keys(definitions)) {
    const schema = definitions[name];
    if (isObject(schema)) put(out, name, convertSchema(schema, ctx, 0));
    else problem(ctx, child('/definitions', name), `Definition "${name}" is not an object; it was skipped`);
  }
  return out;
}

/** Builds a 3.0 schema from the value keywords of a 2.0 parameter or header (`type`, `items`, …). */
function valueSchema(source: JsonObject, ctx: Context): JsonObject {
  const raw: JsonObject = {};
  for (const key of Object.keys(source)) {
    if (VALUE_KEYS.has(key) && key !== 'items') put(raw, key, source[key]);
  }
  // A non-standard `schema` next to the value keywords is the base they refine.
  const base = source.schema;
  const schema: JsonObject = isObject(base) ? { ...(convertSchema(base, ctx, 0) as JsonObject) } : {};
  Object.assign(schema, convertSchema(raw, ctx, 0));
  if (Object.hasOwn(source, 'items')) schema.items = itemsSchema(source.items, ctx, 1);
  return schema;
}

/** Converts a 2.0 Items Object; 3.0 cannot express a nested collectionFormat, so it stays as an extension. */
function itemsSchema(items: unknown, ctx: Context, depth: number): unknown {
  if (!isObject(items)) return convertSchema(items, ctx, depth);
  if (depth > MAX_DEPTH) return tooDeep(items, ctx);
  const raw: JsonObject = {};
  for (const key of Object.keys(items)) {
    if (key === 'collectionFormat') raw['x-collectionFormat'] = items[key];
    else if (key !== 'items') put(raw, key, items[key]);
  }
  const schema = convertSchema(raw, ctx, depth) as JsonObject;
  if (Object.hasOwn(items, 'items')) schema.items = itemsSchema(items.items, ctx, depth + 1);
  return schema;
}

// ---------------------------------------------------------------------------------------------
// Parameters and request bodies

/** 3.0 `style`/`explode` for a 2.0 array's `collectionFormat` (default csv) at a location. */
function collectionStyle(format: unknown, location: string): JsonObject {
  switch (format ?? 'csv') {
    case 'csv':
      return location === 'path' || location === 'header' ? { style: 'simple' } : { style: 'form', explode: false };
    case 'multi':
      return { style: 'form', explode: true };
    case 'ssv':
      // 3.0 defines the delimited styles for query parameters only.
      return location === 'query' ? { style: 'spaceDelimited' } : { 'x-collectionFormat': 'ssv' };
    case 'pipes':
      return location === 'query' ? { style: 'pipeDelimited' } : { 'x-collectionFormat': 'pipes' };
    default:
      // tsv (and anything unknown) has no 3.0 equivalent; keep it so nothing is lost.
      return { 'x-collectionFormat': format };
  }
}

/** Converts a query, header or path parameter (or a response header, when location is 'header'). */
function convertSimpleParameter(param: JsonObject, location: string, ctx: Context): JsonObject {
  const out: JsonObject = {};
  let schemaPlaced = false;
  for (const key of Object.keys(param)) {
    const value = param[key];
    if (VALUE_KEYS.has(key) || key === 'schema') {
      if (!schemaPlaced) {
        schemaPlaced = true;
        out.schema = valueSchema(param, ctx);
      }
    } else if (key === 'collectionFormat') {
      // applied after the loop, where the type is known
    } else if (key === 'x-example') {
      out.example = value;
    } else if (key === '$ref' && typeof value === 'string') {
      out.$ref = rewriteRef(value, ctx);
    } else {
      put(out, key, copyValue(key, value, ctx));
    }
  }
  const format = param.collectionFormat;
  if (param.type === 'array') Object.assign(out, collectionStyle(format, location));
  else if (format !== undefined) out['x-collectionFormat'] = format;
  return out;
}

/** Follows a `$ref` to a root parameter (through chains), or undefined when it is not one. */
function rootParameter(ref: string, ctx: Context): JsonObject | undefined {
  let target = ctx.paramRefs.get(ref);
  if (target === undefined) {
    target = followParameterRef(ref, ctx) ?? null;
    ctx.paramRefs.set(ref, target);
  }
  return target ?? undefined;
}

function followParameterRef(ref: string, ctx: Context): JsonObject | undefined {
  let current = ref;
  // A chain longer than the number of root parameters must loop.
  for (let i = 0; i <= ctx.rootParams.size; i++) {
    if (!current.startsWith('#/parameters/')) return undefined;
    const { name, rest } = splitName(current.slice(13));
    if (rest !== '') return undefined;
    const target = ctx.rootParams.get(decodeSegment(name));
    if (target === undefined) return undefined;
    const next = target.$ref;
    if (typeof next !== 'string') return target;
    current = next;
  }
  return undefined;
}

/** Sorts a 2.0 parameter list into 3.0 parameters and the body or form fields that become a request body. */
function sortParameters(list: unknown, ctx: Context, at: string): SortedParameters {
  const sorted: SortedParameters = { plain: [], body: [], form: [] };
  if (!Array.isArray(list)) {
    problem(ctx, at, '`parameters` is not a list; it was skipped');
    return sorted;
  }
  const items: readonly unknown[] = list;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!isObject(item)) {
      problem(ctx, child(at, i), 'Parameter is not an object; it was skipped');
      continue;
    }
    const ref = item.$ref;
    if (typeof ref === 'string') {
      const target = rootParameter(ref, ctx);
      const where = target === undefined ? undefined : str(target, 'in');
      // 3.0 has no body parameters to refer to, so these are inlined where they are used.
      if (target !== undefined && where === 'body') sorted.body.push({ param: target, listAt: at, index: i });
      else if (target !== undefined && where === 'formData') sorted.form.push({ param: target, listAt: at, index: i });
      else sorted.plain.push(copyData(item, ctx, 0));
      continue;
    }
    const where = str(item, 'in');
    if (where === undefined) problem(ctx, child(at, i), 'Parameter has no `in`; it was skipped');
    else if (where === 'body') sorted.body.push({ param: item, listAt: at, index: i });
    else if (where === 'formData') sorted.form.push({ param: item, listAt: at, index: i });
    else sorted.plain.push(convertSimpleParameter(item, where, ctx));
  }
  return sorted;
}

/** The (name, in) identity of a parameter, looking through a `$ref` to a root parameter. */
function parameterKey(item: unknown, ctx: Context): string | undefined {
  if (!isObject(item)) return undefined;
  const target = typeof item.$ref === 'string' ? rootParameter(item.$ref, ctx) : item;
  if (target === undefined) return undefined;
  return `${str(target, 'in') ?? ''}:${str(target, 'name') ?? ''}`;
}

/** Turns a 2.0 body parameter into a 3.0 request body with one content entry per media type. */
function bodyRequestBody(param: JsonObject, types: string[], ctx: Context): JsonObject {
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
function formRequestBody(params: readonly JsonObject[], consumes: string[] | undefined, ctx: Context): JsonObject {
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

/** The request body for an operation's body or form fields, reporting what 2.0 forbids. */
function requestBodyFor(
  body: readonly Located[],
  form: readonly Located[],
  consumes: string[] | undefined,
  ctx: Context,
): JsonObject | undefined {
  const [first, ...extra] = body;
  if (first !== undefined) {
    for (const e of extra) {
      problem(ctx, child(e.listAt, e.index), 'An operation can have only one body parameter; this one was skipped');
    }
    for (const f of form) {
      const message = 'formData parameters cannot be used with a body parameter; this one was skipped';
      problem(ctx, child(f.listAt, f.index), message);
    }
    return bodyRequestBody(first.param, orDefault(consumes), ctx);
  }
  if (form.length > 0) return formRequestBody(form.map((f) => f.param), consumes, ctx);
  return undefined;
}

function convertRootParameters(params: JsonObject, ctx: Context, components: JsonObject): void {
  const parameters: JsonObject = {};
  const requestBodies: JsonObject = {};
  for (const name of Object.keys(params)) {
    const param = params[name];
    const at = child('/parameters', name);
    if (!isObject(param)) {
      problem(ctx, at, `Parameter "${name}" is not an object; it was skipped`);
      continue;
    }
    const where = str(param, 'in');
    if (where === 'body') {
      put(requestBodies, name, bodyRequestBody(param, orDefault(ctx.consumes), ctx));
    } else if (where === 'formData') put(requestBodies, name, formRequestBody([param], ctx.consumes, ctx));
    else if (typeof param.$ref === 'string') put(parameters, name, copyData(param, ctx, 0));
    else if (where === undefined) problem(ctx, at, `Parameter "${name}" has no \`in\`; it was skipped`);
    else put(parameters, name, convertSimpleParameter(param, where, ctx));
  }
  components.parameters = parameters;
  components.requestBodies = requestBodies;
}

// ---------------------------------------------------------------------------------------------
// Responses

function convertResponseMap(
  responses: JsonObject,
  produces: string[] | undefined,
  ctx: Context,
  at: string,
  isComponents = false,
): JsonObject {
  const out: JsonObject = {};
  for (const code of Object.keys(responses)) {
    const response = responses[code];
    const responseAt = child(at, code);
    if (!isComponents && code.startsWith('x-')) put(out, code, copyValue(code, response, ctx));
    else if (isObject(response)) put(out, code, convertResponse(response, produces, ctx, responseAt));
    else problem(ctx, responseAt, 'Response is not an object; it was skipped');
  }
  return out;
}

/** Converts a 2.0 response: `schema` and `examples` become `content` per media type, headers get schemas. */
function convertResponse(response: JsonObject, produces: string[] | undefined, ctx: Context, at: string): JsonObject {
  const types = orDefault(produces);
  const schema = Object.hasOwn(response, 'schema') ? convertSchema(response.schema, ctx, 0) : undefined;
  const content: JsonObject = {};
  if (schema !== undefined) for (const mime of types) put(content, mime, { schema });
  const examples = response.examples;
  if (isObject(examples)) {
    // 2.0 keys examples by media type; each becomes that media type's example.
    for (const mime of Object.keys(examples)) {
      const existing = content[mime];
      const media: JsonObject = isObject(existing) ? existing : schema === undefined ? {} : { schema };
      media.example = examples[mime];
      put(content, mime, media);
    }
  } else if (examples !== undefined) {
    problem(ctx, child(at, 'examples'), 'Response `examples` is not an object; it was skipped');
  }

  const out: JsonObject = {};
  let contentPlaced = false;
  for (const key of Object.keys(response)) {
    const value = response[key];
    if (key === 'schema' || key === 'examples') {
      if (!contentPlaced && Object.keys(content).length > 0) out.content = content;
      contentPlaced = true;
    } else if (key === 'headers') {
      if (isObject(value)) out.headers = convertHeaders(value, ctx, child(at, 'headers'));
      else problem(ctx, child(at, 'headers'), 'Response `headers` is not an object; it was skipped');
    } else if (key === '$ref' && typeof value === 'string') {
      out.$ref = rewriteRef(value, ctx);
    } else {
      put(out, key, copyValue(key, value, ctx));
    }
  }
  return out;
}

function convertHeaders(headers: JsonObject, ctx: Context, at: string): JsonObject {
  const out: JsonObject = {};
  for (const name of Object.keys(headers)) {
    const header = headers[name];
    if (isObject(header)) put(out, name, convertSimpleParameter(header, 'header', ctx));
    else problem(ctx, child(at, name), `Header "${name}" is not an object; it was skipped`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Paths and operations

function convertPaths(paths: JsonObject, ctx: Context, at: string): JsonObject {
  const out: JsonObject = {};
  for (const path of Object.keys(paths)) {
    const item = paths[path];
    const itemAt = child(at, path);
    if (path.startsWith('x-')) put(out, path, copyValue(path, item, ctx));
    else if (isObject(item)) put(out, path, convertPathItem(item, ctx, itemAt));
    else problem(ctx, itemAt, 'Path item is not an object; it was skipped');
  }
  return out;
}

function convertPathItem(item: JsonObject, ctx: Context, at: string): JsonObject {
  // Path-level body and form fields have no 3.0 place of their own: each operation gets them.
  const shared = Object.hasOwn(item, 'parameters')
    ? sortParameters(item.parameters, ctx, child(at, 'parameters'))
    : undefined;
  const out: JsonObject = {};
  for (const key of Object.keys(item)) {
    const value = item[key];
    if (METHODS.has(key)) {
      if (isObject(value)) put(out, key, convertOperation(value, shared, ctx, child(at, key)));
      else problem(ctx, child(at, key), `Operation "${key}" is not an object; it was skipped`);
    } else if (key === 'parameters') {
      if (shared !== undefined && (shared.plain.length > 0 || (Array.isArray(value) && value.length === 0))) {
        out.parameters = shared.plain;
      }
    } else if (key === 'x-servers' && validServers(value)) {
      out.servers = copyData(value, ctx, 0);
    } else if (key === '$ref' && typeof value === 'string') {
      out.$ref = rewriteRef(value, ctx);
    } else {
      put(out, key, copyValue(key, value, ctx));
    }
  }
  return out;
}

function convertOperation(op: JsonObject, shared: SortedParameters | undefined, ctx: Context, at: string): JsonObject {
  const own: SortedParameters = Object.hasOwn(op, 'parameters')
    ? sortParameters(op.parameters, ctx, child(at, 'parameters'))
    : { plain: [], body: [], form: [] };
  // An operation's own parameter overrides a path-level one with the same name and location.
  let body = own.body;
  let form = own.form;
  if (shared !== undefined) {
    if (body.length === 0) body = shared.body;
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
        // Most generators repeat the root schemes on every operation; only a difference needs servers.
        const servers = serversFrom(ctx.host, ctx.basePath, schemes);
        if (serverUrls(servers) !== ctx.rootUrls) out.servers = servers;
        break;
      }
      case 'x-servers':
        if (validServers(value)) out.servers = copyData(value, ctx, 0);
        else put(out, key, copyValue(key, value, ctx));
        break;
      case 'responses':
        placeBody();
        if (isObject(value)) out.responses = convertResponseMap(value, produces, ctx, child(at, 'responses'));
        else problem(ctx, child(at, 'responses'), '`responses` is not an object; it was skipped');
        break;
      default:
        put(out, key, copyValue(key, value, ctx));
    }
  }
  placeBody();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Security

function convertSecurityDefinitions(definitions: JsonObject, ctx: Context): JsonObject {
  const out: JsonObject = {};
  for (const name of Object.keys(definitions)) {
    const scheme = definitions[name];
    const at = child('/securityDefinitions', name);
    if (isObject(scheme)) put(out, name, convertSecurityScheme(scheme, ctx, at));
    else problem(ctx, at, `Security definition "${name}" is not an object; it was skipped`);
  }
  return out;
}

/** basic becomes http/basic, oauth2's single `flow` becomes a `flows` map; apiKey is unchanged. */
function convertSecurityScheme(scheme: JsonObject, ctx: Context, at: string): JsonObject {
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

  const flowName =
    typeof scheme.flow === 'string' && Object.hasOwn(OAUTH_FLOWS, scheme.flow) ? OAUTH_FLOWS[scheme.flow] : undefined;
  if (flowName === undefined) {
    problem(ctx, child(at, 'flow'), 'OAuth 2.0 `flow` is missing or unknown; the scheme was copied unconverted');
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

// ---------------------------------------------------------------------------------------------
// Small helpers

/** The strings of a list, or undefined when the value is not a list. */
function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((v: unknown): v is string => typeof v === 'string');
}

/** Reads `consumes` or `produces` of the root or an operation; a non-list is reported and ignored. */
function mediaTypes(
  holder: JsonObject,
  at: string,
  problems: Problem[],
  key: 'consumes' | 'produces' = 'consumes',
): string[] | undefined {
  if (!Object.hasOwn(holder, key)) return undefined;
  const list = stringList(holder[key]);
  if (list === undefined) {
    problems.push({ pointer: child(at, key), message: `\`${key}\` is not a list; it was ignored` });
  }
  return list;
}

/** The declared media types, or application/json when none are declared (2.0 has no stated default). */
function orDefault(types: string[] | undefined): string[] {
  return types !== undefined && types.length > 0 ? types : [DEFAULT_MEDIA_TYPE];
}

/** `childPointer`, minus the escaping work for the many segments that need none. */
function child(at: string, segment: string | number): string {
  const s = String(segment);
  return s.includes('/') || s.includes('~') ? childPointer(at, s) : at + '/' + s;
}

function problem(ctx: Context, pointer: string, message: string): void {
  ctx.problems.push({ pointer, message });
}

/** Sets a key taken from the input; a plain assignment of "__proto__" would replace the prototype instead. */
function put(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else target[key] = value;
}
