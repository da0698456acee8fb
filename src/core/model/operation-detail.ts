import { childPointer, getAtPointer, parsePointer, joinPointer } from '../resolve/pointer.js';
import { isObject, str, type JsonObject } from '../types.js';
import { externalDocs, serverViews } from './outline.js';
import { parameterSerialization } from '../request/serialize-parameter.js';
import { resolveRef } from './resolve-ref.js';
import type { UnresolvedWhy } from '../types.js';
import { unresolvedText } from './unresolved.js';
import { generateExample } from '../examples/generate.js';
import { toXml } from '../examples/xml.js';
import { chooseExample, exampleForms } from '../examples/example-value.js';
import { sequenceItems } from '../examples/sequence-items.js';
import { sequenceKind, sequenceText } from '../examples/sequence-text.js';
import { schemaView } from './schema-view.js';
import type {
  CallbackView,
  CodeSample,
  ExampleRequest,
  ExampleView,
  HeaderView,
  MediaTypeView,
  OperationDetail,
  OperationSummary,
  ParameterView,
  RequestBodyView,
  ResponseView,
} from './types.js';
import { HTTP_METHODS } from './types.js';
import { isFixedMethod } from './wire-method.js';

/** What the view builders share: the bundled description, names of bundled refs, and problems met so far. */
export interface DetailContext {
  doc: JsonObject;
  refNames: Record<string, string>;
  problems: string[];
  /** Beside `problems`: each as data (null where there is none). */
  problemsWhy: (UnresolvedWhy | null)[];
  /** Schema dialect for generated examples: 3.0 (nullable, boolean exclusive bounds) or 3.1+. */
  version: '3.0' | '3.1';
  /**
   * Webhooks and callbacks are requests the API sends and responses it receives, so readOnly
   * and writeOnly swap roles there (a webhook body carries the server's readOnly fields).
   */
  inverted: boolean;
  /** The description's URL: `externalValue`s resolve against it. */
  baseUrl?: string;
}

type Ctx = DetailContext;

/** A fresh context for the exported view builders below. */
export function detailContext(doc: JsonObject, refNames: Record<string, string> = {}, inverted = false): DetailContext {
  const version = (str(doc, 'openapi') ?? '3.0').startsWith('3.0') ? '3.0' : '3.1';
  return { doc, refNames, problems: [], problemsWhy: [], version, inverted };
}

/**
 * Everything one operation's section shows: parameters (path-level merged with
 * operation-level), request body, responses, callbacks and the effective security.
 */
export function operationDetail(doc: JsonObject, summary: OperationSummary, refNames: Record<string, string> = {}, baseUrl?: string): OperationDetail {
  const ctx = detailContext(doc, refNames, summary.kind === 'webhook');
  if (baseUrl) ctx.baseUrl = baseUrl;
  const op = getAtPointer(doc, summary.pointer);
  const pathItemPointer = joinPointer(parsePointer(summary.pointer).slice(0, summary.pointer.includes('/additionalOperations/') ? -2 : -1));
  const pathItem = getAtPointer(doc, pathItemPointer);
  return describeOperation(ctx, isObject(op) ? op : {}, summary.pointer, isObject(pathItem) ? pathItem : {}, pathItemPointer, summary);
}

function describeOperation(
  ctx: Ctx,
  o: JsonObject,
  pointer: string,
  pathItem: JsonObject,
  pathItemPointer: string,
  summary: Pick<OperationSummary, 'id' | 'method' | 'path'>,
): OperationDetail {
  const detail: OperationDetail = {
    id: summary.id,
    method: summary.method,
    path: summary.path,
    summary: str(o, 'summary') ?? '',
    description: str(o, 'description') ?? '',
    deprecated: o.deprecated === true,
    parameters: parameters(ctx, pathItem.parameters, childPointer(pathItemPointer, 'parameters'), o.parameters, childPointer(pointer, 'parameters')),
    responses: responses(ctx, o.responses, childPointer(pointer, 'responses')),
    callbacks: callbacks(ctx, o.callbacks, childPointer(pointer, 'callbacks')),
    problems: ctx.problems,
  };
  const id = str(o, 'operationId');
  if (id !== undefined) detail.operationId = id;
  const ext = externalDocs(o.externalDocs);
  if (ext) detail.externalDocs = ext;
  const security = Array.isArray(o.security) ? o.security : Array.isArray(ctx.doc.security) ? ctx.doc.security : undefined;
  if (security) detail.security = security.filter(isObject).map(requirement);
  if (o.requestBody !== undefined) detail.requestBody = requestBodyView(ctx, o.requestBody, childPointer(pointer, 'requestBody'));
  const samples = codeSamples(o);
  if (samples.length) detail.codeSamples = samples;
  const servers = serverViews(o.servers);
  const pathServers = servers.length ? servers : serverViews(pathItem.servers);
  if (pathServers.length) detail.servers = pathServers;
  if (ctx.problems.length) detail.problemsWhy = ctx.problemsWhy;
  return detail;
}

/** The spellings of the code-samples extension, in the order they are looked for. */
const CODE_SAMPLE_KEYS = ['x-codeSamples', 'x-code-samples', 'x-codeSample', 'x-code-sample'];

/** `x-code-samples` (any spelling): entries with a string `source`; `lang` defaults to text. */
function codeSamples(o: JsonObject): CodeSample[] {
  const key = CODE_SAMPLE_KEYS.find((k) => Array.isArray(o[k]));
  if (key === undefined) return [];
  const out: CodeSample[] = [];
  for (const raw of o[key] as unknown[]) {
    if (!isObject(raw)) continue;
    const source = str(raw, 'source');
    if (source === undefined) continue;
    const sample: CodeSample = { lang: str(raw, 'lang') ?? 'text', source };
    const label = str(raw, 'label');
    if (label !== undefined) sample.label = label;
    out.push(sample);
  }
  return out;
}

function requirement(r: JsonObject): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(r)) out[k] = Array.isArray(v) ? v.map(String) : [];
  return out;
}

function schemaOf(ctx: Ctx, schema: unknown, pointer: string): MediaTypeView['schema'] {
  return schema === undefined ? undefined : schemaView(ctx.doc, schema, pointer, ctx.refNames);
}

function parameters(ctx: Ctx, pathLevel: unknown, pathPtr: string, opLevel: unknown, opPtr: string): ParameterView[] {
  // Operation-level parameters override path-level ones with the same name and location.
  const byKey = new Map<string, ParameterView>();
  const add = (list: unknown, at: string): void => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, i) => {
      const p = childPointer(at, i);
      const view = parameterView(ctx, raw, p);
      byKey.set(view.unresolved ? `?${p}` : `${view.in}:${view.name}`, view);
    });
  };
  add(pathLevel, pathPtr);
  add(opLevel, opPtr);
  return [...byKey.values()];
}

/** One parameter (a `$ref` followed); a dangling one comes back marked `unresolved`. */
export function parameterView(ctx: DetailContext, raw: unknown, pointer: string): ParameterView {
  const r = resolveRef(ctx.doc, raw, pointer, ctx.refNames);
  if (r.unresolved || !isObject(r.value)) {
    const why: UnresolvedWhy | undefined = r.unresolved !== undefined ? r.why : { kind: 'notObject', what: 'parameter' };
    const msg = r.unresolved ?? unresolvedText({ kind: 'notObject', what: 'parameter' });
    ctx.problems.push(msg);
    ctx.problemsWhy.push(why ?? null);
    return { name: r.refName ?? '?', in: '?', required: false, deprecated: false, description: '', unresolved: msg, ...(why ? { unresolvedWhy: why } : {}) };
  }
  const v = r.value;
  const name = str(v, 'name') ?? '';
  const loc = str(v, 'in') ?? '';
  const view: ParameterView = {
    name,
    in: loc,
    required: v.required === true || loc === 'path',
    deprecated: v.deprecated === true,
    description: str(v, 'description') ?? '',
  };
  let schema = v.schema;
  let schemaPtr = childPointer(r.pointer, 'schema');
  let mediaExample: unknown;
  if (schema === undefined && isObject(v.content)) {
    const first = Object.keys(v.content)[0];
    if (first !== undefined) {
      const mt = resolveRef(ctx.doc, v.content[first], '', ctx.refNames).value;
      schema = isObject(mt) ? mt.schema : undefined;
      // A content-typed parameter (a querystring, say) usually gives its example in the Media Type Object.
      if (isObject(mt)) mediaExample = mt.example !== undefined ? mt.example : firstExampleValue(ctx, mt.examples);
      schemaPtr = childPointer(childPointer(childPointer(r.pointer, 'content'), first), 'schema');
    }
  }
  const sv = schemaOf(ctx, schema, schemaPtr);
  if (sv) view.schema = sv;
  if (v.example !== undefined) view.example = v.example;
  else if (isObject(v.examples)) {
    const first = Object.values(v.examples)[0];
    const ex = resolveRef(ctx.doc, first, '', ctx.refNames).value;
    if (isObject(ex) && ex.value !== undefined) view.example = ex.value;
  } else if (mediaExample !== undefined) view.example = mediaExample;
  // x-example-show-value: false keeps the example for the console but does not display it.
  if (v['x-example-show-value'] === false || v['x-example-show-value'] === 'false') view.hideExample = true;
  // x-fill-example: no (the seed's values are yes/no; false is accepted too).
  const fill = v['x-fill-example'];
  if (fill === 'no' || fill === false || fill === 'false') view.noFill = true;
  const serialization = parameterSerialization(v);
  if (serialization) view.serialization = serialization;
  return view;
}

/** The `value` of the first Example Object of an `examples` map (a `$ref` followed), if any. */
function firstExampleValue(ctx: DetailContext, examples: unknown): unknown {
  if (!isObject(examples)) return undefined;
  const ex = resolveRef(ctx.doc, Object.values(examples)[0], '', ctx.refNames).value;
  return isObject(ex) ? ex.value : undefined;
}

/** XML media types get their generated example written as XML. */
const XML_MEDIA = /^(application|text)\/(.+\+)?xml\b/i;

/** The entries of a `content` map (each `$ref` followed, to `components.mediaTypes` in OpenAPI 3.2) as media type views. */
export function mediaTypes(ctx: DetailContext, content: unknown, pointer: string, role: 'request' | 'response'): MediaTypeView[] {
  if (!isObject(content)) return [];
  const direction = ctx.inverted ? (role === 'request' ? 'response' : 'request') : role;
  return Object.keys(content).map((mediaType) => {
    const at = childPointer(pointer, mediaType);
    const r = resolveRef(ctx.doc, content[mediaType], at, ctx.refNames);
    const mt = isObject(r.value) ? r.value : {};
    const view: MediaTypeView = { mediaType, direction, examples: examples(ctx, mt, r.pointer, mediaType, direction) };
    if (isObject(mt.encoding)) view.encoding = mt.encoding;
    // OpenAPI 3.2.0, Media Type Object: `prefixEncoding`, `itemEncoding` and `itemSchema`.
    if (Array.isArray(mt.prefixEncoding)) view.prefixEncoding = mt.prefixEncoding;
    if (isObject(mt.itemEncoding)) view.itemEncoding = mt.itemEncoding;
    const sv = schemaOf(ctx, mt.schema, childPointer(r.pointer, 'schema'));
    if (sv) view.schema = sv;
    const iv = schemaOf(ctx, mt.itemSchema, childPointer(r.pointer, 'itemSchema'));
    if (iv) view.itemSchema = iv;
    return view;
  });
}

/**
 * Examples of a media type in precedence order: named `examples`, then `example`, then the
 * schema's own, and failing all of those one generated from the schema (valid against it;
 * readOnly properties left out of requests and writeOnly ones out of responses).
 */
function examples(ctx: Ctx, mt: JsonObject, pointer: string, mediaType: string, direction: 'request' | 'response'): ExampleView[] {
  const out: ExampleView[] = [];
  if (isObject(mt.examples)) {
    for (const name of Object.keys(mt.examples)) {
      const ex = exampleView(ctx, name, mt.examples[name], childPointer(childPointer(pointer, 'examples'), name), mediaType);
      if (ex) out.push(ex);
    }
  }
  if (mt.example !== undefined) out.push({ name: 'example', value: mt.example });
  if (!out.length) {
    const schema = resolveRef(ctx.doc, mt.schema, childPointer(pointer, 'schema'), ctx.refNames).value;
    if (isObject(schema)) {
      if (schema.example !== undefined) out.push({ name: 'example', value: schema.example });
      else if (Array.isArray(schema.examples) && schema.examples.length) out.push({ name: 'example', value: schema.examples[0] });
    }
  }
  if (!out.length && mt.schema !== undefined) {
    out.push({
      name: 'generated',
      summary: 'Generated from the schema',
      generated: true,
      generate: { pointer: childPointer(pointer, 'schema'), direction, xml: XML_MEDIA.test(mediaType) },
    });
  }
  // OpenAPI 3.2.0, Sequential Media Types: a stream of items, each generated from `itemSchema`.
  const sequence = sequenceKind(mediaType);
  if (!out.length && mt.itemSchema !== undefined && sequence) {
    out.push({
      name: 'generated',
      summary: 'Generated from the item schema',
      generated: true,
      generate: { pointer: childPointer(pointer, 'itemSchema'), direction, xml: false, sequence },
    });
  }
  return out;
}

/**
 * The generated example an ExampleView's `generate` asks for: a value valid against the
 * schema at `pointer` (JSON), its XML text for XML media types, or for a sequential media
 * type the text of several items in its framing.
 */
export function exampleFor(doc: JsonObject, request: ExampleRequest): unknown {
  const schema = getAtPointer(doc, request.pointer);
  const version = (str(doc, 'openapi') ?? '3.0').startsWith('3.0') ? '3.0' : '3.1';
  if (request.sequence) return sequenceText(sequenceItems(doc, schema, request.sequence, { direction: request.direction, version }), request.sequence);
  const value = generateExample(doc, schema, { direction: request.direction, version });
  return request.xml && value !== undefined ? toXml(value, schema, doc, { version }) : value;
}

/**
 * One Example Object (a `$ref` followed), or undefined when it is not an object; its data and
 * serialised forms for `mediaType` by `exampleForms` (OpenAPI 3.2.0 `dataValue`, `serializedValue`).
 */
export function exampleView(ctx: DetailContext, name: string, raw: unknown, pointer: string, mediaType = 'application/json'): ExampleView | undefined {
  const r = resolveRef(ctx.doc, raw, pointer, ctx.refNames);
  if (!isObject(r.value) || r.unresolved) return undefined;
  const ex: ExampleView = { name };
  const s = str(r.value, 'summary');
  if (s !== undefined) ex.summary = s;
  const d = str(r.value, 'description');
  if (d !== undefined) ex.description = d;
  const forms = exampleForms(r.value, mediaType);
  if (forms.value !== undefined) ex.value = forms.value;
  if (forms.serializedValue !== undefined) ex.serializedValue = forms.serializedValue;
  if (forms.externalValue !== undefined) ex.externalValue = absoluteUrl(forms.externalValue, ctx.baseUrl);
  if (chooseExample(forms, mediaType).form === 'serialized') ex.showSerialized = true;
  return ex;
}

/** One request body (a `$ref` followed); a dangling one comes back marked `unresolved`. */
export function requestBodyView(ctx: DetailContext, raw: unknown, pointer: string): RequestBodyView {
  const r = resolveRef(ctx.doc, raw, pointer, ctx.refNames);
  if (r.unresolved || !isObject(r.value)) {
    const why: UnresolvedWhy | undefined = r.unresolved !== undefined ? r.why : { kind: 'notObject', what: 'requestBody' };
    const msg = r.unresolved ?? unresolvedText({ kind: 'notObject', what: 'requestBody' });
    ctx.problems.push(msg);
    ctx.problemsWhy.push(why ?? null);
    return { description: '', required: false, content: [], unresolved: msg, ...(why ? { unresolvedWhy: why } : {}) };
  }
  return {
    description: str(r.value, 'description') ?? '',
    required: r.value.required === true,
    content: mediaTypes(ctx, r.value.content, childPointer(r.pointer, 'content'), 'request'),
  };
}

function responses(ctx: Ctx, raw: unknown, pointer: string): ResponseView[] {
  if (!isObject(raw)) return [];
  return Object.keys(raw)
    .filter((status) => !status.startsWith('x-'))
    .map((status) => responseView(ctx, status, raw[status], childPointer(pointer, status)));
}

/** One response under `status` (a `$ref` followed); a dangling one comes back marked `unresolved`. */
export function responseView(ctx: DetailContext, status: string, raw: unknown, pointer: string): ResponseView {
  const r = resolveRef(ctx.doc, raw, pointer, ctx.refNames);
  if (r.unresolved || !isObject(r.value)) {
    const why: UnresolvedWhy | undefined = r.unresolved !== undefined ? r.why : { kind: 'notObject', what: 'response' };
    const msg = r.unresolved ?? unresolvedText({ kind: 'notObject', what: 'response' });
    ctx.problems.push(msg);
    ctx.problemsWhy.push(why ?? null);
    return { status, description: '', headers: [], content: [], links: [], unresolved: msg, ...(why ? { unresolvedWhy: why } : {}) };
  }
  const v = r.value;
  const view: ResponseView = {
    status,
    description: str(v, 'description') ?? '',
    headers: headers(ctx, v.headers, childPointer(r.pointer, 'headers')),
    content: mediaTypes(ctx, v.content, childPointer(r.pointer, 'content'), 'response'),
    links: links(ctx, v.links, childPointer(r.pointer, 'links')),
  };
  // OpenAPI 3.2.0, Response Object: `summary` is new and `description` is no longer required.
  const summary = str(v, 'summary');
  if (summary !== undefined) view.summary = summary;
  return view;
}

function headers(ctx: Ctx, raw: unknown, pointer: string): HeaderView[] {
  if (!isObject(raw)) return [];
  return Object.keys(raw).map((name) => headerView(ctx, name, raw[name], childPointer(pointer, name)));
}

/** One header (a `$ref` followed); a dangling one shows the reason as its description. */
export function headerView(ctx: DetailContext, name: string, raw: unknown, pointer: string): HeaderView {
  const r = resolveRef(ctx.doc, raw, pointer, ctx.refNames);
  const h = isObject(r.value) ? r.value : {};
  const view: HeaderView = { name, description: str(h, 'description') ?? r.unresolved ?? '', required: h.required === true };
  if (r.unresolved !== undefined) {
    view.unresolved = r.unresolved;
    if (r.why) view.unresolvedWhy = r.why;
  }
  const sv = schemaOf(ctx, h.schema, childPointer(r.pointer, 'schema'));
  if (sv) view.schema = sv;
  return view;
}

function links(ctx: Ctx, raw: unknown, pointer: string): ResponseView['links'] {
  if (!isObject(raw)) return [];
  return Object.keys(raw).map((name) => {
    const l = resolveRef(ctx.doc, raw[name], childPointer(pointer, name), ctx.refNames).value;
    const o = isObject(l) ? l : {};
    return { name, description: str(o, 'description') ?? '', target: str(o, 'operationId') ?? str(o, 'operationRef') ?? '' };
  });
}

function callbacks(ctx: Ctx, raw: unknown, pointer: string): CallbackView[] {
  if (!isObject(raw)) return [];
  return Object.keys(raw).map((name) => callbackView(ctx, name, raw[name], childPointer(pointer, name)));
}

/** One callback (a `$ref` followed): every operation of every expression's path item. */
export function callbackView(ctx: DetailContext, name: string, raw: unknown, pointer: string): CallbackView {
  const r = resolveRef(ctx.doc, raw, pointer, ctx.refNames);
  const cb = isObject(r.value) ? r.value : {};
  const operations: OperationDetail[] = [];
  for (const expression of Object.keys(cb)) {
    if (expression.startsWith('x-')) continue;
    const inner: DetailContext = { ...ctx, inverted: !ctx.inverted };
    operations.push(...pathItemOperations(inner, cb[expression], childPointer(r.pointer, expression), expression, `callback-${name}-`));
  }
  return { name, operations };
}

/** The operations of one path item (a `$ref` followed), each with id `{idPrefix}{method}-{path}`. */
export function pathItemOperations(ctx: DetailContext, raw: unknown, pointer: string, path: string, idPrefix: string): OperationDetail[] {
  const itemR = resolveRef(ctx.doc, raw, pointer, ctx.refNames);
  if (!isObject(itemR.value)) return [];
  const operations: OperationDetail[] = [];
  for (const m of HTTP_METHODS) {
    const opR = resolveRef(ctx.doc, itemR.value[m], childPointer(itemR.pointer, m), ctx.refNames);
    if (!isObject(opR.value)) continue;
    operations.push(describeOperation(ctx, opR.value, opR.pointer, itemR.value, itemR.pointer, { id: `${idPrefix}${m}-${path}`, method: m, path }));
  }
  // OpenAPI 3.2.0 `additionalOperations`: the method as written (see outline's collectOperations).
  const extra = itemR.value.additionalOperations;
  if (isObject(extra)) {
    for (const m of Object.keys(extra)) {
      if (isFixedMethod(m)) continue;
      const opR = resolveRef(ctx.doc, extra[m], childPointer(childPointer(itemR.pointer, 'additionalOperations'), m), ctx.refNames);
      if (!isObject(opR.value)) continue;
      operations.push(describeOperation(ctx, opR.value, opR.pointer, itemR.value, itemR.pointer, { id: `${idPrefix}${m.toLowerCase()}-${path}`, method: m, path }));
    }
  }
  return operations;
}

/** `url` made absolute against the description's URL when it can be (relative external values), else as written. */
function absoluteUrl(url: string, base: string | undefined): string {
  if (!base) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
