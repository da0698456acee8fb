import { resolveRef } from '../model/resolve-ref.js';
import { isArray, isObject, type JsonObject } from '../types.js';
import { hiddenHere, jsonEqual, jsonType } from './validate.js';

/** The JSON Schema type names. */
export const JSON_TYPES = ['null', 'boolean', 'object', 'array', 'number', 'integer', 'string'] as const;
/** One JSON Schema type name. */
export type JsonType = (typeof JSON_TYPES)[number];

/** A bound on numbers: the value and whether it is itself excluded. */
export interface Bound {
  v: number;
  ex: boolean;
}

/** `additionalProperties` of one member: it applies to names outside that member's properties and patterns. */
export interface ExtraRule {
  names: ReadonlySet<string>;
  patterns: readonly string[];
  schema: unknown;
}

/**
 * A schema with `$ref`s followed and `allOf` members merged into one set of constraints
 * (bounds tightened, enums intersected, property schemas listed per name so that each
 * generated value meets all of them). Alternatives (`oneOf`/`anyOf`), `not` and `if` are
 * kept as lists: they are decided by generating and checking.
 */
export interface FlatSchema {
  never: boolean;
  /** Allowed types; undefined means any. */
  types: Set<JsonType> | undefined;
  consts: unknown[];
  enum: unknown[] | undefined;
  lo: Bound | undefined;
  hi: Bound | undefined;
  multipleOf: number[];
  minLength: number;
  maxLength: number;
  patterns: string[];
  formats: string[];
  minItems: number;
  maxItems: number;
  uniqueItems: boolean;
  prefixItems: unknown[][];
  items: unknown[];
  contains: unknown[];
  minContains: number;
  properties: Map<string, unknown[]>;
  required: Set<string>;
  /** Required names whose requirement OpenAPI 3.0 waives on this side (readOnly in requests, writeOnly in responses). */
  waivable: Map<string, boolean>;
  extra: ExtraRule[];
  patternProperties: Array<[string, unknown]>;
  propertyNames: unknown[];
  minProperties: number;
  maxProperties: number;
  dependentRequired: Map<string, string[]>;
  oneOfs: unknown[][];
  anyOfs: unknown[][];
  nots: unknown[];
  conditionals: Array<{ if: unknown; then: unknown; else: unknown }>;
  discriminator: { propertyName: string; mapping: Record<string, string> } | undefined;
  readOnly: boolean;
  writeOnly: boolean;
  /** `default`, `example` and `examples` values met, outermost first, in that precedence. */
  defaults: unknown[];
  examples: unknown[];
  /** Pointers of every `$ref` target merged in (the first is the schema's own name). */
  refs: string[];
  /** A `$ref` pointed back at a schema being generated further up. */
  circular: boolean;
  /** Contradictions met while merging, e.g. "minLength 5 > maxLength 3". */
  contradictions: string[];
}

/** An empty (accept-anything) flat schema. */
export function emptyFlat(): FlatSchema {
  return {
    never: false,
    types: undefined,
    consts: [],
    enum: undefined,
    lo: undefined,
    hi: undefined,
    multipleOf: [],
    minLength: 0,
    maxLength: Infinity,
    patterns: [],
    formats: [],
    minItems: 0,
    maxItems: Infinity,
    uniqueItems: false,
    prefixItems: [],
    items: [],
    contains: [],
    minContains: 1,
    properties: new Map(),
    required: new Set(),
    waivable: new Map(),
    extra: [],
    patternProperties: [],
    propertyNames: [],
    minProperties: 0,
    maxProperties: Infinity,
    dependentRequired: new Map(),
    oneOfs: [],
    anyOfs: [],
    nots: [],
    conditionals: [],
    discriminator: undefined,
    readOnly: false,
    writeOnly: false,
    defaults: [],
    examples: [],
    refs: [],
    circular: false,
    contradictions: [],
  };
}

/** A copy that can be narrowed further without touching the original. */
export function cloneFlat(f: FlatSchema): FlatSchema {
  return {
    ...f,
    types: f.types && new Set(f.types),
    consts: [...f.consts],
    enum: f.enum && [...f.enum],
    multipleOf: [...f.multipleOf],
    patterns: [...f.patterns],
    formats: [...f.formats],
    prefixItems: f.prefixItems.map((p) => [...p]),
    items: [...f.items],
    contains: [...f.contains],
    properties: new Map([...f.properties].map(([k, v]) => [k, [...v]])),
    required: new Set(f.required),
    waivable: new Map(f.waivable),
    extra: [...f.extra],
    patternProperties: [...f.patternProperties],
    propertyNames: [...f.propertyNames],
    dependentRequired: new Map(f.dependentRequired),
    oneOfs: [...f.oneOfs],
    anyOfs: [...f.anyOfs],
    nots: [...f.nots],
    conditionals: [...f.conditionals],
    defaults: [...f.defaults],
    examples: [...f.examples],
    refs: [...f.refs],
    contradictions: [...f.contradictions],
  };
}

/** What merging needs to know: the document for `$ref`s, the dialect, and the side of the exchange (3.0 required waivers). */
export interface FlattenContext {
  doc: JsonObject;
  version: '3.0' | '3.1';
  direction: 'request' | 'response';
}

/**
 * Narrows `f` by `schema` (followed through `$ref`s, `allOf` members merged in).
 * `ancestors` are the schemas being generated further up: meeting one marks the result circular.
 */
export function addSchema(
  ctx: FlattenContext,
  f: FlatSchema,
  schema: unknown,
  ancestors: ReadonlySet<string>,
  withAnnotations = true,
  /** Targets already merged into `f` (a branch that names its parent through allOf). */
  skip: ReadonlySet<string> = new Set(),
): void {
  const seen = new Set<string>(skip);
  const visit = (node: unknown, depth: number, outer: boolean): void => {
    if (depth > 40) return;
    const r = resolveRef(ctx.doc, node, '');
    const targets = r.via.slice(1);
    for (const t of targets) {
      if (seen.has(t)) return;
      if (ancestors.has(t)) f.circular = true;
    }
    for (const t of targets) {
      seen.add(t);
      f.refs.push(t);
    }
    if (r.unresolved !== undefined) return;
    // A `$ref` with siblings: the siblings narrow the target (3.1), and in 3.0 they are rare and only narrow too.
    if (targets.length && isObject(node) && Object.keys(node).length > 1) {
      const { $ref: _ref, ...siblings } = node;
      visit(siblings, depth + 1, outer);
    }
    const s = r.value;
    if (s === false) {
      f.never = true;
      f.contradictions.push('false schema');
      return;
    }
    if (!isObject(s)) return;
    own(ctx, f, s, withAnnotations && outer);
    if (Array.isArray(s.allOf)) for (const m of s.allOf) visit(m, depth + 1, outer);
  };
  visit(schema, 0, true);
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function tighterLo(a: Bound | undefined, b: Bound): Bound {
  if (!a || b.v > a.v) return b;
  if (b.v === a.v) return { v: a.v, ex: a.ex || b.ex };
  return a;
}

function tighterHi(a: Bound | undefined, b: Bound): Bound {
  if (!a || b.v < a.v) return b;
  if (b.v === a.v) return { v: a.v, ex: a.ex || b.ex };
  return a;
}

function own(ctx: FlattenContext, f: FlatSchema, s: JsonObject, annotations: boolean): void {
  // Types: 3.1 arrays, 3.0 nullable (which only widens a schema that names a type).
  let types: JsonType[] | undefined;
  if (typeof s.type === 'string') types = [s.type as JsonType];
  else if (Array.isArray(s.type)) types = s.type.filter((t): t is JsonType => typeof t === 'string');
  // Unknown type names (Swagger's "file" left unconverted) say nothing a validator could check.
  types = types?.filter((t) => (JSON_TYPES as readonly string[]).includes(t));
  if (types && ctx.version === '3.0' && s.nullable === true) types.push('null');
  if (types?.length) {
    const next = new Set<JsonType>();
    for (const t of types) {
      if (!(JSON_TYPES as readonly string[]).includes(t)) continue;
      if (!f.types || f.types.has(t)) next.add(t);
      // integer ∩ number = integer
      else if (t === 'number' && f.types.has('integer')) next.add('integer');
    }
    if (types.includes('integer') && f.types?.has('number') && !f.types.has('integer')) next.add('integer');
    if (f.types && next.size === 0) f.contradictions.push(`types ${[...f.types].join('/')} and ${types.join('/')} do not overlap`);
    f.types = next;
    if (next.has('integer')) next.delete('number');
  }

  if (s.const !== undefined) f.consts.push(s.const);
  if (isArray(s.enum)) {
    const values = ctx.version === '3.0' && s.nullable === true && s.type !== undefined ? [...s.enum, null] : s.enum;
    f.enum = f.enum ? f.enum.filter((e) => values.some((x) => jsonEqual(x, e))) : [...values];
    if (!f.enum.length) f.contradictions.push('enums do not overlap');
  }

  const min = num(s.minimum);
  const max = num(s.maximum);
  if (min !== undefined) f.lo = tighterLo(f.lo, { v: min, ex: s.exclusiveMinimum === true });
  if (max !== undefined) f.hi = tighterHi(f.hi, { v: max, ex: s.exclusiveMaximum === true });
  const exMin = num(s.exclusiveMinimum);
  const exMax = num(s.exclusiveMaximum);
  if (exMin !== undefined) f.lo = tighterLo(f.lo, { v: exMin, ex: true });
  if (exMax !== undefined) f.hi = tighterHi(f.hi, { v: exMax, ex: true });
  const mult = num(s.multipleOf);
  if (mult !== undefined && mult > 0) f.multipleOf.push(mult);

  const minLength = num(s.minLength);
  const maxLength = num(s.maxLength);
  if (minLength !== undefined) f.minLength = Math.max(f.minLength, minLength);
  if (maxLength !== undefined) f.maxLength = Math.min(f.maxLength, maxLength);
  if (typeof s.pattern === 'string') f.patterns.push(s.pattern);
  if (typeof s.format === 'string') f.formats.push(s.format);

  const minItems = num(s.minItems);
  const maxItems = num(s.maxItems);
  if (minItems !== undefined) f.minItems = Math.max(f.minItems, minItems);
  if (maxItems !== undefined) f.maxItems = Math.min(f.maxItems, maxItems);
  if (s.uniqueItems === true) f.uniqueItems = true;
  // 3.1 prefixItems, or a draft-04 tuple `items` array (not OpenAPI 3.0, but seen in the wild).
  const tuple = ctx.version === '3.1' && Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
  if (tuple) tuple.forEach((schema, i) => (f.prefixItems[i] ??= []).push(schema));
  const rest = Array.isArray(s.items) ? s.additionalItems : s.items;
  if (rest !== undefined) {
    f.items.push(rest);
    // Positions before this member's tuple length are not governed by its `items`: approximated as all.
  }
  if (s.contains !== undefined) f.contains.push(s.contains);
  const minContains = num(s.minContains);
  if (minContains !== undefined) f.minContains = Math.max(f.minContains, minContains);

  const props = isObject(s.properties) ? s.properties : undefined;
  if (props) for (const [name, schema] of Object.entries(props)) f.properties.set(name, [...(f.properties.get(name) ?? []), schema]);
  if (Array.isArray(s.required)) {
    for (const name of s.required) {
      if (typeof name !== 'string') continue;
      f.required.add(name);
      const waived = ctx.version === '3.0' && props !== undefined && hiddenHere(ctx.doc, props[name], ctx.direction);
      f.waivable.set(name, (f.waivable.get(name) ?? true) && waived);
    }
  }
  const patternProps = isObject(s.patternProperties) ? s.patternProperties : undefined;
  if (patternProps) for (const [p, schema] of Object.entries(patternProps)) f.patternProperties.push([p, schema]);
  if (s.additionalProperties !== undefined && s.additionalProperties !== true) {
    f.extra.push({
      names: new Set(props ? Object.keys(props) : []),
      patterns: patternProps ? Object.keys(patternProps) : [],
      schema: s.additionalProperties,
    });
  }
  if (s.propertyNames !== undefined) f.propertyNames.push(s.propertyNames);
  const minProps = num(s.minProperties);
  const maxProps = num(s.maxProperties);
  if (minProps !== undefined) f.minProperties = Math.max(f.minProperties, minProps);
  if (maxProps !== undefined) f.maxProperties = Math.min(f.maxProperties, maxProps);
  if (isObject(s.dependentRequired)) {
    for (const [k, deps] of Object.entries(s.dependentRequired)) {
      if (Array.isArray(deps)) f.dependentRequired.set(k, [...(f.dependentRequired.get(k) ?? []), ...deps.filter((d): d is string => typeof d === 'string')]);
    }
  }

  if (Array.isArray(s.oneOf) && s.oneOf.length) f.oneOfs.push(s.oneOf);
  if (Array.isArray(s.anyOf) && s.anyOf.length) f.anyOfs.push(s.anyOf);
  if (s.not !== undefined) f.nots.push(s.not);
  if (s.if !== undefined && (s.then !== undefined || s.else !== undefined)) f.conditionals.push({ if: s.if, then: s.then, else: s.else });
  if (!f.discriminator && isObject(s.discriminator) && typeof s.discriminator.propertyName === 'string') {
    const mapping: Record<string, string> = {};
    if (isObject(s.discriminator.mapping)) {
      for (const [k, v] of Object.entries(s.discriminator.mapping)) if (typeof v === 'string') mapping[k] = v;
    }
    f.discriminator = { propertyName: s.discriminator.propertyName, mapping };
  }
  if (s.readOnly === true) f.readOnly = true;
  if (s.writeOnly === true) f.writeOnly = true;
  if (annotations) {
    if (s.default !== undefined) f.defaults.push(s.default);
    if (s.example !== undefined) f.examples.push(s.example);
    if (isArray(s.examples)) f.examples.push(...s.examples);
  }
  checkBounds(f);
}

function checkBounds(f: FlatSchema): void {
  if (f.minLength > f.maxLength) f.contradictions.push(`minLength ${f.minLength} > maxLength ${f.maxLength}`);
  if (f.minItems > f.maxItems) f.contradictions.push(`minItems ${f.minItems} > maxItems ${f.maxItems}`);
  if (f.minProperties > f.maxProperties) f.contradictions.push(`minProperties ${f.minProperties} > maxProperties ${f.maxProperties}`);
  if (f.lo && f.hi && (f.lo.v > f.hi.v || (f.lo.v === f.hi.v && (f.lo.ex || f.hi.ex)))) {
    f.contradictions.push(`minimum ${f.lo.v} is above maximum ${f.hi.v}`);
  }
  if (f.consts.length > 1 && !f.consts.every((c) => jsonEqual(c, f.consts[0]))) f.contradictions.push('consts differ');
  f.contradictions = [...new Set(f.contradictions)];
}

/** Types the schema allows, in the order to try them: declared order, else guessed from its keywords. */
export function candidateTypes(f: FlatSchema): JsonType[] {
  if (f.types) return [...f.types];
  const guess: JsonType[] = [];
  const value = f.consts[0] ?? f.enum?.[0];
  if (value !== undefined) guess.push(jsonType(value) as JsonType);
  if (f.properties.size || f.required.size || f.extra.length || f.patternProperties.length || f.minProperties > 0 || f.discriminator) guess.push('object');
  if (f.items.length || f.prefixItems.length || f.contains.length || f.minItems > 0) guess.push('array');
  if (f.patterns.length || f.formats.some((x) => x !== 'int32' && x !== 'int64' && x !== 'float' && x !== 'double') || f.minLength > 0 || f.maxLength < Infinity) {
    guess.push('string');
  }
  if (f.lo || f.hi || f.multipleOf.length || f.formats.some((x) => ['int32', 'int64'].includes(x))) guess.push('integer');
  if (f.formats.some((x) => x === 'float' || x === 'double')) guess.push('number');
  for (const t of ['object', 'string', 'number', 'integer', 'boolean', 'array', 'null'] as const) if (!guess.includes(t)) guess.push(t);
  return [...new Set(guess)];
}
