import { childPointer } from '../resolve/pointer.js';
import { isObject, str, type JsonObject } from '../types.js';
import {
  callbackView,
  detailContext,
  type DetailContext,
  exampleView,
  headerView,
  mediaTypes,
  parameterView,
  pathItemOperations,
  requestBodyView,
  responseView,
} from './operation-detail.js';
import { serverViews } from './outline.js';
import { resolveRef } from './resolve-ref.js';
import type { UnresolvedWhy } from '../types.js';
import { unresolvedText } from './unresolved.js';
import { schemaView } from './schema-view.js';
import type { CallbackView, ExampleView, HeaderView, MediaTypeView, OperationDetail, ParameterView, RequestBodyView, ResponseView, SchemaNode, ServerView } from './types.js';

import { COMPONENT_KINDS, COMPONENT_KIND_LABELS, isComponentKind, type ComponentKind } from './component-kinds.js';

export { COMPONENT_KINDS, COMPONENT_KIND_LABELS, isComponentKind, type ComponentKind };

const ID_PREFIX = 'cmp-';

/**
 * Route and anchor id of a component: `cmp-{kind}-{name}` (`cmp-schemas-Pet`,
 * `cmp-requestBodies-PetBody`). Unique because kinds contain no `-` and names are keys
 * of one map; the name is kept as written so that parseComponentId can give it back.
 */
export function componentId(kind: ComponentKind, name: string): string {
  return `${ID_PREFIX}${kind}-${name}`;
}

/** The kind and name behind a componentId, or undefined when `id` is not one. */
export function parseComponentId(id: string): { kind: ComponentKind; name: string } | undefined {
  if (!id.startsWith(ID_PREFIX)) return undefined;
  const rest = id.slice(ID_PREFIX.length);
  const dash = rest.indexOf('-');
  if (dash <= 0) return undefined;
  const kind = rest.slice(0, dash);
  return isComponentKind(kind) ? { kind, name: rest.slice(dash + 1) } : undefined;
}

/** One entry of the components section and its menu. */
export interface ComponentItem {
  kind: ComponentKind;
  name: string;
  /** componentId(kind, name). */
  id: string;
  /** JSON pointer of the component in the bundled description (`/components/schemas/Pet`). */
  pointer: string;
  /** One line of plain text: summary, title or the first line of the description (capped). */
  summary: string;
  deprecated?: boolean;
}

/** The components of one kind. */
export interface ComponentGroup {
  kind: ComponentKind;
  title: string;
  items: ComponentItem[];
}

/** Case-insensitive order (localeCompare's, with one collator: building one per call is slow on ~1,000 names). */
const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

/** Longest summary kept for an item, so the outline stays small on huge descriptions. */
const SUMMARY_MAX = 200;

/**
 * The components section's outline: one group per non-empty kind, in COMPONENT_KINDS order;
 * items in description order, or alphabetical (case-insensitive) with `sort` (`sort-schemas`).
 * Reads names and a line of text only, never builds a view, so it stays cheap on
 * descriptions with hundreds of schemas. `x-` keys are extensions and are skipped.
 */
export function componentsOutline(doc: JsonObject, options: { sort?: boolean } = {}): ComponentGroup[] {
  const components = doc.components;
  if (!isObject(components)) return [];
  const groups: ComponentGroup[] = [];
  for (const kind of COMPONENT_KINDS) {
    const map = components[kind];
    if (!isObject(map)) continue;
    const base = childPointer('/components', kind);
    const items = Object.keys(map)
      .filter((name) => !name.startsWith('x-'))
      .map((name) => item(doc, kind, name, map[name], childPointer(base, name)));
    if (!items.length) continue;
    if (options.sort) items.sort((a, b) => byName.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    groups.push({ kind, title: COMPONENT_KIND_LABELS[kind].title, items });
  }
  return groups;
}

function item(doc: JsonObject, kind: ComponentKind, name: string, raw: unknown, pointer: string): ComponentItem {
  const out: ComponentItem = { kind, name, id: componentId(kind, name), pointer, summary: '' };
  // A Reference Object's own summary/description (3.1) wins over the target's.
  const own = isObject(raw) ? raw : {};
  const r = resolveRef(doc, raw, pointer);
  const v = isObject(r.value) && !r.unresolved ? r.value : {};
  const text = lineOf(own) ?? lineOf(v) ?? fallbackSummary(kind, v);
  if (text) out.summary = plainLine(text);
  if (v.deprecated === true) out.deprecated = true;
  return out;
}

function lineOf(o: JsonObject): string | undefined {
  return str(o, 'summary') ?? str(o, 'title') ?? str(o, 'description');
}

/** Something to say about a component that has no summary, title or description. */
function fallbackSummary(kind: ComponentKind, v: JsonObject): string | undefined {
  switch (kind) {
    case 'parameters': {
      const name = str(v, 'name');
      const loc = str(v, 'in');
      return name && loc ? `${name} in ${loc}` : undefined;
    }
    case 'securitySchemes': {
      const type = str(v, 'type');
      const scheme = str(v, 'scheme');
      const loc = str(v, 'in');
      if (type === 'http' && scheme) return `HTTP ${scheme}`;
      if (type === 'apiKey' && loc) return `API key in ${loc}${str(v, 'name') ? ` (${str(v, 'name')})` : ''}`;
      return type;
    }
    case 'links':
      return str(v, 'operationId') ?? str(v, 'operationRef');
    case 'callbacks':
      return Object.keys(v).find((k) => !k.startsWith('x-'));
    default:
      return undefined;
  }
}

/** The first non-empty line of Markdown as plain text, capped at SUMMARY_MAX characters. */
export function plainLine(markdown: string): string {
  const line = markdown.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const text = line
    // No class below crosses its own opening bracket, so a line of 100,000 `[` or `<` is
    // scanned once, not once per bracket (description text is untrusted).
    .replace(/<[^<>]*>/g, '')
    .replace(/!?\[([^[\]]*)\]\([^()[\]]*\)/g, '$1')
    .replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+)/, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SUMMARY_MAX ? text.slice(0, SUMMARY_MAX - 1).trimEnd() + '…' : text;
}

/** One OAuth 2.0 flow of a security scheme. */
export interface OAuthFlowView {
  /** implicit, password, clientCredentials, authorizationCode, deviceAuthorization (3.2). */
  type: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  deviceAuthorizationUrl?: string;
  scopes: { name: string; description: string }[];
}

/** A Security Scheme Object prepared for display. */
export interface SecuritySchemeView {
  type: string;
  description: string;
  /** HTTP authentication scheme (`bearer`, `basic`, ...). */
  scheme?: string;
  bearerFormat?: string;
  /** Where an API key goes: query, header or cookie. */
  in?: string;
  /** Name of the API key's parameter, header or cookie. */
  name?: string;
  openIdConnectUrl?: string;
  oauth2MetadataUrl?: string;
  deprecated?: boolean;
  flows: OAuthFlowView[];
}

/** A Link Object prepared for display; parameter values and the body are runtime expressions or constants. */
export interface LinkView {
  description: string;
  operationId?: string;
  operationRef?: string;
  parameters: { name: string; value: unknown }[];
  requestBody?: unknown;
  server?: ServerView;
}

interface DetailBase {
  name: string;
  id: string;
  /** Where the component is written (`/components/schemas/Pet`). */
  pointer: string;
  /** The component is a `$ref`: the name of its target. */
  refName?: string;
  /** The component is a `$ref` that cannot be followed (or is missing): the reason (`unresolvedWhy`: the same as data). */
  unresolved?: string;
  unresolvedWhy?: UnresolvedWhy;
  /** Dangling `$ref`s met inside the component (each is also marked where it is shown). */
  problems: string[];
  /** Beside `problems`, when there are some: each as data (null where there is none). */
  problemsWhy?: (UnresolvedWhy | null)[];
}

/** Everything one component's section shows, by kind; the views are those operations use. */
export type ComponentDetail =
  | (DetailBase & { kind: 'schemas'; schema: SchemaNode })
  | (DetailBase & { kind: 'responses'; response: ResponseView })
  | (DetailBase & { kind: 'parameters'; parameter: ParameterView })
  | (DetailBase & { kind: 'examples'; example: ExampleView })
  | (DetailBase & { kind: 'requestBodies'; requestBody: RequestBodyView })
  | (DetailBase & { kind: 'mediaTypes'; content: MediaTypeView[] })
  | (DetailBase & { kind: 'headers'; header: HeaderView })
  | (DetailBase & { kind: 'securitySchemes'; securityScheme: SecuritySchemeView })
  | (DetailBase & { kind: 'links'; link: LinkView })
  | (DetailBase & { kind: 'callbacks'; callback: CallbackView })
  | (DetailBase & { kind: 'pathItems'; operations: OperationDetail[] });

/**
 * One component's section. A component that is a `$ref` is followed; one that dangles (or
 * a name that is not there) comes back with `unresolved` and an empty view, never a throw.
 * Schemas are built with the same size budget and cycle marks as in operations.
 */
export function componentDetail(doc: JsonObject, refNames: Record<string, string>, kind: ComponentKind, name: string): ComponentDetail {
  const pointer = childPointer(childPointer('/components', kind), name);
  const components = isObject(doc.components) ? doc.components : {};
  const map = isObject(components[kind]) ? components[kind] : {};
  const present = Object.prototype.hasOwnProperty.call(map, name);
  const raw = present ? map[name] : undefined;
  const ctx = detailContext(doc, refNames);
  const base: DetailBase = { name, id: componentId(kind, name), pointer, problems: ctx.problems };
  const r = resolveRef(doc, raw, pointer, refNames);
  if (r.refName !== undefined) base.refName = r.refName;
  const why: UnresolvedWhy | undefined = present ? r.why : { kind: 'noComponent', name, section: kind };
  if (!present) base.unresolved = unresolvedText({ kind: 'noComponent', name, section: kind });
  else if (r.unresolved !== undefined) base.unresolved = r.unresolved;
  if (why) base.unresolvedWhy = why;
  const v = isObject(r.value) && base.unresolved === undefined ? r.value : {};
  const detail = kindDetail(ctx, base, kind, name, raw, v, pointer);
  if (ctx.problems.length) detail.problemsWhy = ctx.problemsWhy;
  return detail;
}

function kindDetail(ctx: DetailContext, base: DetailBase, kind: ComponentKind, name: string, raw: unknown, v: JsonObject, pointer: string): ComponentDetail {
  const { doc, refNames } = ctx;
  switch (kind) {
    case 'schemas':
      return { ...base, kind, schema: schemaView(doc, raw ?? {}, pointer, refNames) };
    case 'responses':
      return { ...base, kind, response: responseView(ctx, name, raw, pointer) };
    case 'parameters':
      return { ...base, kind, parameter: parameterView(ctx, raw, pointer) };
    case 'examples':
      return { ...base, kind, example: exampleView(ctx, name, raw, pointer) ?? { name } };
    case 'requestBodies':
      return { ...base, kind, requestBody: requestBodyView(ctx, raw, pointer) };
    case 'mediaTypes':
      // OpenAPI 3.2.0, Components Object, `mediaTypes`: reusable Media Type Objects, shown as a
      // request body shows one (the pill names the component: the media type is where it is used).
      return { ...base, kind, content: mediaTypes(ctx, { [name]: raw }, childPointer('/components', kind), 'request') };
    case 'headers':
      return { ...base, kind, header: headerView(ctx, name, raw, pointer) };
    case 'securitySchemes':
      return { ...base, kind, securityScheme: securitySchemeView(v) };
    case 'links':
      return { ...base, kind, link: linkView(v) };
    case 'callbacks':
      return { ...base, kind, callback: callbackView(ctx, name, raw, pointer) };
    case 'pathItems':
      return { ...base, kind, operations: pathItemOperations(ctx, raw, pointer, name, `${base.id}-`) };
  }
}

/** A Security Scheme Object's fields and OAuth 2.0 flows with their scopes. */
export function securitySchemeView(v: JsonObject): SecuritySchemeView {
  const view: SecuritySchemeView = { type: str(v, 'type') ?? '', description: str(v, 'description') ?? '', flows: [] };
  for (const key of ['scheme', 'bearerFormat', 'in', 'name', 'openIdConnectUrl', 'oauth2MetadataUrl'] as const) {
    const s = str(v, key);
    if (s !== undefined) view[key] = s;
  }
  if (v.deprecated === true) view.deprecated = true;
  const flows = isObject(v.flows) ? v.flows : {};
  for (const type of Object.keys(flows)) {
    const f = flows[type];
    if (type.startsWith('x-') || !isObject(f)) continue;
    const flow: OAuthFlowView = { type, scopes: [] };
    for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl', 'deviceAuthorizationUrl'] as const) {
      const s = str(f, key);
      if (s !== undefined) flow[key] = s;
    }
    if (isObject(f.scopes)) {
      for (const [name, description] of Object.entries(f.scopes)) flow.scopes.push({ name, description: typeof description === 'string' ? description : '' });
    }
    view.flows.push(flow);
  }
  return view;
}

/** A Link Object's target, parameters, request body and server. */
export function linkView(v: JsonObject): LinkView {
  const view: LinkView = { description: str(v, 'description') ?? '', parameters: [] };
  const operationId = str(v, 'operationId');
  if (operationId !== undefined) view.operationId = operationId;
  const operationRef = str(v, 'operationRef');
  if (operationRef !== undefined) view.operationRef = operationRef;
  if (isObject(v.parameters)) view.parameters = Object.entries(v.parameters).map(([name, value]) => ({ name, value }));
  if (v.requestBody !== undefined) view.requestBody = v.requestBody;
  const server = serverViews([v.server])[0];
  if (server) view.server = server;
  return view;
}
