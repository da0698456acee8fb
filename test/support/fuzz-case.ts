// One fuzz case: a plan of mutations (small, JSON, shrinkable by fast-check) applied to a real
// description — among them hostile URLs in URL fields and names no header or cookie can carry —
// description, then the description loaded the way the worker loads it and every question the
// UI asks of the model answered. Shared by the Node fuzz test (src/core/fuzz.test.ts, through a
// worker thread that can be stopped when a case hangs) and the browser sample.

import fc from 'fast-check';
import { dump } from 'js-yaml';
import { DescriptionError } from '../../src/core/load/description-error.js';
import { loadDescription, type DescriptionSource } from '../../src/core/load/load-description.js';
import { DescriptionModel } from '../../src/core/model/description-model.js';
import { markdownHeadings } from '../../src/core/model/markdown-headings.js';
import { assembleRequest } from '../../src/core/request/assemble-request.js';
import { toCurl } from '../../src/core/request/curl.js';
import { resolveServerUrl } from '../../src/core/request/servers.js';
import { SearchIndex } from '../../src/core/search/search-index.js';
import { safeUrl } from '../../src/core/url/safe-url.js';
import { jsonText as stringified } from '../../src/core/types.js';

/** Small and medium descriptions of ../shared/specs (OpenAPI 3.0, 3.1 and Swagger 2.0). */
export const FUZZ_SPECS = [
  'swagger-petstore/openapi.yaml',
  'redoc/swagger.yaml',
  'redoc/museum.yaml',
  'scalar-galaxy/galaxy-3.1.yaml',
  'oai-learn/v2.0-uber.json',
  'oai-learn/v3.0-uspto.yaml',
] as const;

export const MUTATIONS = ['delete', 'swap', 'ref', 'cycle', 'huge', 'deep', 'proto', 'rename', 'url', 'name'] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** Where (choices walking down from the root, each taken modulo the keys there) and what. */
export interface Step {
  at: number[];
  op: Mutation;
  arg: number;
}

/** How the mutated description reaches the core: as an object, or as JSON or YAML text. */
export const ROUTES = ['object', 'json', 'yaml'] as const;
export type Route = (typeof ROUTES)[number];

export interface Plan {
  spec: number;
  route: Route;
  steps: Step[];
}

/** fast-check arbitrary of plans: one to four mutations of one description. */
export function planArbitrary(): fc.Arbitrary<Plan> {
  const step = fc.record({
    at: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 8 }),
    // The URL and name mutations twice as often as each other one: they are what issue 15 added.
    op: fc.oneof({ arbitrary: fc.constantFrom(...MUTATIONS), weight: 4 }, { arbitrary: fc.constantFrom<Mutation>('url', 'name'), weight: 1 }),
    arg: fc.nat({ max: 1000 }),
  });
  return fc.record({
    spec: fc.nat({ max: FUZZ_SPECS.length - 1 }),
    route: fc.constantFrom(...ROUTES),
    steps: fc.array(step, { minLength: 1, maxLength: 4 }),
  });
}

const SWAPS: unknown[] = [null, 0, -1, 3.5, 1e308, '', 'text', true, false, [], {}, [null], { '': null }, [[]], { type: 'nonsense' }];
const REFS: unknown[] = [
  '#/nope',
  '#/components/schemas/Missing',
  '',
  '#',
  '#/',
  '#/paths',
  '#/%ZZ',
  '#/~2x',
  'http://127.0.0.1:9/missing.yaml',
  './missing.yaml#/x',
  'missing.json',
  '#/components/schemas/%7B',
  42,
  {},
  ['#'],
  null,
];
/** URLs the gate must refuse: every refused scheme and the disguises of issue 15. */
export const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' \u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript&colon;alert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://fuzz.test/1',
  'file:///etc/passwd',
];
/** Where a URL lives in a description (created when missing); `*` picks among the keys there. */
const URL_FIELDS: string[][] = [
  ['info', 'termsOfService'],
  ['info', 'contact', 'url'],
  ['info', 'license', 'url'],
  ['info', 'x-logo', 'url'],
  ['externalDocs', 'url'],
  ['servers', '0', 'url'],
  ['servers', '0', 'variables', 'v', 'default'],
  ['tags', '0', 'externalDocs', 'url'],
  ['paths', '*', '*', 'externalDocs', 'url'],
  ['components', 'securitySchemes', '*', 'flows', '*', 'authorizationUrl'],
  ['components', 'securitySchemes', '*', 'flows', '*', 'tokenUrl'],
  ['components', 'securitySchemes', '*', 'flows', '*', 'refreshUrl'],
  ['components', 'securitySchemes', '*', 'openIdConnectUrl'],
  ['paths', '*', '*', 'responses', '*', 'content', '*', 'examples', 'fuzz', 'externalValue'],
  ['info', 'description'],
];
/** How many URL fields the `url` mutation knows (its `arg` picks the field, then the URL). */
export const URL_FIELD_COUNT = URL_FIELDS.length;
/** Names no HTTP header or cookie can carry. */
export const HOSTILE_NAMES = ['x bad name', 'Übersicht', 'x\r\nSet-Cookie: a=b', '<img src=x onerror=alert(1)>', 'a:b', '', 'tab\there', 'a=b;c', '\u0000'];
const NAME_LOCATIONS = ['header', 'cookie', 'query', 'path'] as const;

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__'];
const HUGE: Array<() => unknown> = [
  () => 'a'.repeat(2_000_000),
  () => '['.repeat(100_000),
  () => '{'.repeat(100_000) + '}'.repeat(100_000),
  () => '\n# heading'.repeat(20_000),
  () => '/{a}'.repeat(20_000),
  () => '*_'.repeat(100_000),
  () => Array.from({ length: 100_000 }, (_, i) => `v${i}`),
  () => Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, { type: 'string' }])),
];

/** A value nested `depth` levels deep, in one of several shapes a description can take. */
function nest(depth: number, shape: number): unknown {
  let v: unknown = { type: 'string' };
  for (let i = 0; i < depth; i++) {
    switch (shape % 6) {
      case 0:
        v = { a: v };
        break;
      case 1:
        v = [v];
        break;
      case 2:
        v = { type: 'object', properties: { a: v } };
        break;
      case 3:
        v = { allOf: [v] };
        break;
      case 4:
        v = { type: 'array', items: v };
        break;
      default:
        v = { oneOf: [v, { type: 'null' }] };
    }
  }
  return v;
}

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

function escapePointer(k: string): string {
  return k.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Applies a plan to (a deep copy of) a parsed description. Object routes may get true object cycles. */
export function applyPlan(base: unknown, plan: Plan): unknown {
  const doc = structuredClone(base);
  for (const step of plan.steps) {
    // Walk down: the last container reached and the key picked in it.
    const chain: Container[] = [];
    const pointers: string[] = [];
    let node: unknown = doc;
    let pointer = '';
    let container: Container | undefined;
    let key = '';
    for (const choice of step.at) {
      if (!isContainer(node)) break;
      const keys = Object.keys(node);
      if (!keys.length) break;
      container = node;
      chain.push(node);
      pointers.push(pointer);
      key = keys[choice % keys.length]!;
      node = (node as Record<string, unknown>)[key];
      pointer += `/${escapePointer(key)}`;
    }
    if (!container) continue;
    const set = (value: unknown): void => {
      Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
    };
    switch (step.op) {
      case 'delete':
        if (Array.isArray(container)) container.splice(Number(key), 1);
        else delete container[key];
        break;
      case 'swap':
        set(structuredClone(SWAPS[step.arg % SWAPS.length]));
        break;
      case 'ref':
        set({ $ref: REFS[step.arg % REFS.length] });
        break;
      case 'cycle': {
        // A $ref back to the container or an ancestor; on the object route sometimes the object itself.
        const up = step.arg % chain.length;
        const target = chain[chain.length - 1 - up]!;
        if (plan.route === 'object' && step.arg % 2 === 0) set(target);
        else set({ $ref: `#${pointers[pointers.length - 1 - up]}` });
        break;
      }
      case 'huge':
        set(HUGE[step.arg % HUGE.length]!());
        break;
      case 'deep':
        // 10,000 levels (refused) or just under the limit the core accepts (MAX_NESTING, 1,000).
        set(nest(Math.floor(step.arg / 6) % 3 === 0 ? 900 : 10_000, step.arg));
        break;
      case 'proto': {
        const name = PROTO_KEYS[step.arg % PROTO_KEYS.length]!;
        // Plain objects only: JSON and YAML arrays cannot carry named keys.
        const target = isContainer(node) && !Array.isArray(node) ? node : container;
        if (Array.isArray(target)) break;
        const value = step.arg % 3 === 0 ? { polluted: 'yes' } : step.arg % 3 === 1 ? { prototype: { polluted: 'yes' } } : 'polluted';
        Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
        break;
      }
      case 'url': {
        const field = URL_FIELDS[step.arg % URL_FIELDS.length]!;
        const url = HOSTILE_URLS[Math.floor(step.arg / URL_FIELDS.length) % HOSTILE_URLS.length]!;
        // In a description, the URL goes in as a Markdown link and image.
        placeAt(doc, field, field[field.length - 1] === 'description' ? `[link](${url}) ![img](${url})` : url, step.arg);
        break;
      }
      case 'name': {
        const name = HOSTILE_NAMES[step.arg % HOSTILE_NAMES.length]!;
        const where = NAME_LOCATIONS[Math.floor(step.arg / HOSTILE_NAMES.length) % NAME_LOCATIONS.length]!;
        // A parameter of the operation walked to (or the first one), and an apiKey scheme of that name.
        const op = isContainer(node) && !Array.isArray(node) && 'responses' in node ? node : firstOperation(doc);
        if (op && !Array.isArray(op)) {
          const params = Array.isArray(op['parameters']) ? op['parameters'] : (op['parameters'] = []);
          (params as unknown[]).push({ name, in: where, required: where === 'path' || step.arg % 2 === 0, schema: { type: 'string' }, example: 'v' });
        }
        placeAt(doc, ['components', 'securitySchemes', 'fuzzKey'], { type: 'apiKey', name, in: where === 'cookie' ? 'cookie' : 'header' }, step.arg);
        break;
      }
      case 'rename': {
        if (Array.isArray(container)) break;
        const name = PROTO_KEYS[step.arg % PROTO_KEYS.length]!;
        const value = container[key];
        delete container[key];
        Object.defineProperty(container, name, { value, enumerable: true, writable: true, configurable: true });
        break;
      }
    }
  }
  return doc;
}

/** Sets `value` at `path` in `doc`, creating objects on the way; `*` picks an existing key (by `pick`). */
function placeAt(doc: unknown, path: string[], value: unknown, pick: number): void {
  let node: unknown = doc;
  for (let i = 0; i < path.length - 1; i++) {
    if (!isContainer(node)) return;
    const rec = node as Record<string, unknown>;
    let key = path[i]!;
    if (key === '*') {
      const keys = Object.keys(rec);
      if (!keys.length) return;
      key = keys[(pick + i) % keys.length]!;
    }
    if (!isContainer(rec[key])) rec[key] = /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
    node = rec[key];
  }
  if (isContainer(node)) Object.defineProperty(node, path[path.length - 1]!, { value, enumerable: true, writable: true, configurable: true });
}

/** The first Operation Object of the description's paths. */
function firstOperation(doc: unknown): Record<string, unknown> | undefined {
  const paths = isContainer(doc) ? (doc as Record<string, unknown>)['paths'] : undefined;
  if (!isContainer(paths)) return undefined;
  for (const item of Object.values(paths)) {
    if (!isContainer(item)) continue;
    for (const op of Object.values(item)) if (isContainer(op) && !Array.isArray(op) && 'responses' in op) return op;
  }
  return undefined;
}

/**
 * JSON text written with an explicit stack: JSON.stringify recurses and overflows on 10,000
 * levels. Undefined for object cycles (they have no text).
 */
function jsonText(doc: unknown): string | undefined {
  const out: string[] = [];
  const open = new Set<object>();
  type Frame = { close: string; obj: object; entries: Array<[string | undefined, unknown]>; i: number };
  const stack: Frame[] = [];
  const start = (v: unknown): boolean => {
    if (typeof v !== 'object' || v === null) {
      out.push(stringified(v) ?? 'null');
      return true;
    }
    if (open.has(v)) return false;
    open.add(v);
    const isArray = Array.isArray(v);
    out.push(isArray ? '[' : '{');
    const entries: Array<[string | undefined, unknown]> = isArray ? v.map((x): [undefined, unknown] => [undefined, x]) : Object.keys(v).map((k) => [k, (v as Record<string, unknown>)[k]]);
    stack.push({ close: isArray ? ']' : '}', obj: v, entries, i: 0 });
    return true;
  };
  if (!start(doc)) return undefined;
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    if (top.i === top.entries.length) {
      out.push(top.close);
      open.delete(top.obj);
      stack.pop();
      continue;
    }
    const [k, v] = top.entries[top.i++]!;
    if (top.i > 1) out.push(',');
    if (k !== undefined) out.push(`${JSON.stringify(k)}:`);
    if (!start(v)) return undefined;
  }
  return out.join('');
}

/**
 * The text of a mutated description for the JSON and YAML routes; undefined when it cannot be
 * written (object cycles). Deep documents go to YAML in flow style (JSON is YAML).
 */
export function planText(doc: unknown, route: Route): string | undefined {
  if (route === 'json') return jsonText(doc);
  try {
    // Flow style below level 20: block style indents 10,000 levels quadratically (gigabytes of spaces).
    return dump(doc, { noRefs: true, lineWidth: -1, flowLevel: 20 });
  } catch {
    const json = jsonText(doc);
    return json === undefined ? undefined : `# deep\n${json}`;
  }
}

/** What a case came to: a model (with how many operations it showed) or a clear load error. */
export type CaseOutcome = { kind: 'model'; operations: number } | { kind: 'error'; errorKind: string; message: string };

/** A failure the fuzz test reports: anything else than a model or a DescriptionError. */
export class CaseFailure extends Error {
  override name = 'CaseFailure';
}

/** Values structured clone (the worker's postMessage) refuses: functions and symbols, by path. */
function uncloneable(value: unknown, path: string, seen: Set<unknown>, out: string[], depth = 0): void {
  if (out.length > 3 || depth > 2000) return;
  if (typeof value === 'function' || typeof value === 'symbol') {
    out.push(path);
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const k of Object.keys(value)) uncloneable((value as Record<string, unknown>)[k], `${path}/${k}`, seen, out, depth + 1);
}

function checkPostable(value: unknown, what: string): void {
  const bad: string[] = [];
  uncloneable(value, '', new Set(), bad);
  if (bad.length) throw new CaseFailure(`${what} holds values the worker cannot post at ${bad.join(', ')}`);
  // What postMessage does with the answer (recursive, on the worker's stack).
  try {
    structuredClone(value);
  } catch (e) {
    throw new CaseFailure(`${what} cannot be posted: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Loads a description as the worker does and answers what the UI asks: every operation's
 * detail, the components and each one's detail, info headings, the search index. A
 * DescriptionError from loading is a clear error; any other exception is a CaseFailure.
 */
export async function runCase(source: DescriptionSource): Promise<CaseOutcome> {
  const noFetch = (url: string): Promise<string> => Promise.reject(new DescriptionError('network', `Could not fetch ${url}: no network in the fuzz test`));
  let model: DescriptionModel;
  try {
    model = new DescriptionModel(await loadDescription(source, noFetch));
  } catch (e) {
    if (e instanceof DescriptionError) return { kind: 'error', errorKind: e.kind, message: e.message };
    throw new CaseFailure(`load threw ${e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e)}`);
  }
  const step = (what: string, fn: () => unknown): unknown => {
    try {
      const value = fn();
      checkPostable(value, what);
      return value;
    } catch (e) {
      if (e instanceof CaseFailure) throw e;
      throw new CaseFailure(`${what} threw ${e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e)}`);
    }
  };
  step('the outline', () => model.outline);
  step('the URL gate', () => refusedUrlsOf(model.outline));
  for (const op of [...model.outline.operations, ...model.outline.webhooks]) {
    const detail = step(`operation ${op.id}`, () => model.operation(op.id)) as ReturnType<DescriptionModel['operation']>;
    // The request TRY would send, and its cURL, with a value in every parameter: names never throw.
    if (detail) step(`request of ${op.id}`, () => requestOf(detail));
  }
  const groups = step('components()', () => model.components()) as ReturnType<DescriptionModel['components']>;
  for (const g of groups) for (const item of g.items.slice(0, 50)) step(`component ${item.id}`, () => model.component(item.kind, item.name));
  step('info headings', () => (typeof model.outline.info.description === 'string' ? markdownHeadings(model.outline.info.description) : []));
  step('search', () => SearchIndex.fromModel(model).search('get', 5));
  return { kind: 'model', operations: model.outline.operations.length };
}

/**
 * What the model lets through of the URLs a case placed: every OAuth URL it keeps passes the
 * URL gate (a refused one is left out, with the flow's problem saying why), and so does every
 * server URL once resolved. Throws a CaseFailure otherwise.
 */
function refusedUrlsOf(outline: DescriptionModel['outline']): number {
  let refused = 0;
  for (const scheme of outline.securitySchemes ?? []) {
    for (const flow of scheme.flows) {
      for (const url of [flow.authorizationUrl, flow.tokenUrl, flow.refreshUrl]) {
        if (url !== undefined && !safeUrl(url).ok) throw new CaseFailure(`the OAuth flow ${scheme.id}/${flow.type} kept the refused URL ${url}`);
      }
      if (flow.problem) refused++;
    }
  }
  for (const server of outline.servers) {
    const r = resolveServerUrl(server, {}, 'https://fuzz.test/openapi.yaml');
    if (r.ok && !safeUrl(r.url).ok) throw new CaseFailure(`the server ${server.url} resolved to the refused URL ${r.url}`);
  }
  return refused;
}

/** Builds the operation's request with a value in every parameter, and its cURL command. */
function requestOf(detail: NonNullable<ReturnType<DescriptionModel['operation']>>): string {
  const parameters = detail.parameters.flatMap((p) => (p.serialization ? [{ serialization: p.serialization, value: 'v' }] : []));
  const { spec } = assembleRequest({ method: detail.method, serverUrl: 'https://fuzz.test/api', path: detail.path, parameters });
  return toCurl(spec);
}

/** Keys a case may have added to the shared prototypes (prototype pollution). */
export function pollution(): string[] {
  const out: string[] = [];
  const probe = {} as Record<string, unknown>;
  for (const k of ['polluted', 'prototype', 'type', '$ref', 'a']) if (probe[k] !== undefined) out.push(`({}).${k}`);
  for (const [name, proto] of [
    ['Object', Object.prototype],
    ['Array', Array.prototype],
    ['Function', Function.prototype],
    ['String', String.prototype],
  ] as const) {
    for (const k of Object.keys(proto)) out.push(`${name}.prototype.${k}`);
  }
  return out;
}
