import { refLabel, resolveRef } from '../model/resolve-ref.js';
import { joinPointer, parsePointer } from '../resolve/pointer.js';
import type { JsonObject } from '../types.js';
import { addSchema, candidateTypes, cloneFlat, emptyFlat, type FlatSchema, type JsonType } from './flatten-schema.js';
import { formatRange, formatSample, formatValid } from './format-sample.js';
import { patternNeverMatches, regexSample } from './regex-sample.js';
import { linearMatcher } from './linear-matcher.js';
import { jsonEqual, patternTest, validates, type ValidateOptions } from './validate.js';
import { withoutHidden } from './without-hidden.js';

/** How to generate: which side of the exchange, which schema dialect, and how far to go. */
export interface ExampleOptions {
  /** readOnly properties are left out of requests, writeOnly ones out of responses. */
  direction: 'request' | 'response';
  /** OpenAPI version of the description; 3.2 reads schemas like 3.1. */
  version: '3.0' | '3.1' | '3.2';
  /** Nesting depth after which optional properties and array items are left out (default 8). */
  maxDepth?: number;
  /** Schema nodes to visit before everything optional is left out (default 3000). */
  maxNodes?: number;
  /** Receives the contradictions met, i.e. why the schema may have no valid instance at all. */
  problems?: string[];
}

interface Ctx {
  doc: JsonObject;
  version: '3.0' | '3.1';
  direction: 'request' | 'response';
  v: ValidateOptions;
  maxDepth: number;
  left: number;
  /** fromFlat calls on the stack. */
  calls: number;
  /** Validation steps left for this example: past it, values are trusted as built (huge schemas stay fast). */
  checks: { left: number };
  problems: string[] | undefined;
}

interface State {
  depth: number;
  /** `$ref` targets being generated further up: meeting one again is a cycle. */
  ancestors: ReadonlySet<string>;
  /** Only what is required: used for circular and over-budget parts. */
  minimal: boolean;
  /** Asks for a different value of the same kind (unique array items, `not`). */
  variant: number;
  /** A property value fixed from outside (the discriminator of the chosen branch). */
  force?: { name: string; value: string };
}

/** A value and whether it was built to meet every constraint seen. */
interface Built {
  v: unknown;
  ok: boolean;
}

/**
 * Start of the problem reported for a `oneOf` whose branches overlap so much that no
 * natural value matches exactly one of them (every branch allows the others' properties,
 * and only the discriminator is meant to tell them apart). A valid value would need
 * properties crafted to break the other branches, which would mislead readers.
 */
export const OVERLAP = 'oneOf branches overlap';

/** Depth past which nothing more is nested, whatever the schema requires (it has no finite instance then). */
const HARD_DEPTH = 40;
const MAX_CALLS = 400;

/**
 * A deterministic example instance of `schema` that validates against it, for showing
 * request and response bodies. The schema's own values are preferred in this order:
 * `const`, the first `enum` value, `default`, `example`/`examples` — the last two only when
 * they validate (checked by a small built-in validator, since ajv is not shipped); failing
 * those the value is built from the constraints. Never throws; bounded in depth and size.
 */
export function generateExample(doc: JsonObject, schema: unknown, options: ExampleOptions): unknown {
  const version = options.version === '3.0' ? '3.0' : '3.1';
  const ctx: Ctx = {
    doc,
    version,
    direction: options.direction,
    v: { version, direction: options.direction },
    maxDepth: options.maxDepth ?? 8,
    left: options.maxNodes ?? 3000,
    calls: 0,
    checks: { left: 100_000 },
    problems: options.problems,
  };
  try {
    const value = gen(ctx, schema, { depth: 0, ancestors: new Set(), minimal: false, variant: 0 });
    // Generated, or taken from a schema's own example: either way never what this side may not send.
    return withoutHidden(doc, schema, value, { direction: options.direction, version });
  } catch {
    // A safety net only (e.g. a stack overflow on a pathological document): examples are optional.
    return undefined;
  }
}

function gen(ctx: Ctx, schema: unknown, st: State): unknown {
  const f = emptyFlat();
  addSchema(ctx, f, schema, st.ancestors);
  return fromFlat(ctx, f, schema, st);
}

function fromFlat(ctx: Ctx, f: FlatSchema, schema: unknown, st: State): unknown {
  // Branch choices recurse without nesting deeper; this bounds any loop the depth check cannot see.
  if (ctx.calls > MAX_CALLS) return smallest(f);
  ctx.calls++;
  try {
    return fromFlatOnce(ctx, f, schema, st);
  } finally {
    ctx.calls--;
  }
}

function fromFlatOnce(ctx: Ctx, f: FlatSchema, schema: unknown, st: State): unknown {
  ctx.left--;
  if (f.contradictions.length && ctx.problems) {
    const where = f.refs[0] ? ` in ${f.refs[0]}` : '';
    for (const c of f.contradictions) if (!ctx.problems.includes(c + where)) ctx.problems.push(c + where);
  }
  const valid = (v: unknown): boolean => validates(ctx.doc, schema, v, ctx.v, 4000, ctx.checks);

  if (f.consts.length) return f.consts[0];
  if (f.enum) {
    if (!f.enum.length) return null;
    for (let i = 0; i < f.enum.length; i++) {
      const e = f.enum[(i + st.variant) % f.enum.length];
      if (valid(e)) return e;
    }
    ctx.problems?.push(`no enum value meets the other constraints${f.refs[0] ? ` in ${f.refs[0]}` : ''}: ${JSON.stringify(f.enum).slice(0, 80)}`);
    return f.enum[st.variant % f.enum.length];
  }
  if (st.variant === 0) {
    for (const c of [...f.defaults, ...f.examples]) if (c !== undefined && valid(c)) return c;
  }
  if (st.depth > HARD_DEPTH) {
    ctx.problems?.push(`required properties nest without end${f.refs[0] ? ` through ${f.refs[0]}` : ''}`);
    return smallest(f);
  }

  if (f.oneOfs.length || f.anyOfs.length) return chooseBranch(ctx, f, schema, st, valid);

  let v = byTypes(ctx, f, st);
  if (f.conditionals.length) {
    const g = cloneFlat(f);
    g.conditionals = [];
    for (const c of f.conditionals) {
      const branch = validates(ctx.doc, c.if, v, ctx.v, 4000, ctx.checks) ? c.then : c.else;
      if (branch !== undefined) addSchema(ctx, g, branch, st.ancestors);
    }
    v = byTypes(ctx, g, st);
  }
  return v;
}

/** The least a schema can be given without nesting: null when allowed, else an empty value. */
function smallest(f: FlatSchema): unknown {
  const types = candidateTypes(f);
  if (types.includes('null')) return null;
  switch (types[0]) {
    case 'array':
      return [];
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    default:
      return {};
  }
}

/**
 * Picks the first `oneOf`/`anyOf` branch that yields a valid value. Every candidate is
 * checked against the whole schema, so a `oneOf` value that would also match a sibling
 * branch is rejected and the next branch tried; with a discriminator the branch's mapping
 * key (or implicit schema name) is written into the discriminating property.
 */
function chooseBranch(ctx: Ctx, f: FlatSchema, schema: unknown, st: State, valid: (v: unknown) => boolean): unknown {
  const fromOne = f.oneOfs.length > 0;
  const group = fromOne ? f.oneOfs[0]! : f.anyOfs[0]!;
  const rest = cloneFlat(f);
  if (fromOne) rest.oneOfs = rest.oneOfs.slice(1);
  else rest.anyOfs = rest.anyOfs.slice(1);
  rest.defaults = [];
  rest.examples = [];
  const skip = new Set(rest.refs);
  const flats = group.map((branch) => {
    const b = cloneFlat(rest);
    addSchema(ctx, b, branch, st.ancestors, true, skip);
    return b;
  });
  // Branches that lead back to an ancestor go last: another branch (often `null`) ends the recursion.
  const order = group.map((_, i) => i).sort((a, b) => Number(flats[a]!.circular) - Number(flats[b]!.circular));
  let first: unknown;
  let tried = false;
  // Problems met while trying a branch only matter for the value that is finally returned.
  const problems = ctx.problems;
  const mark = problems?.length ?? 0;
  let firstProblems: string[] = [];
  for (const i of order) {
    problems?.splice(mark);
    const branch = group[i];
    const b = flats[i]!;
    if (b.contradictions.length > rest.contradictions.length || b.never) continue;
    const force = f.discriminator ? discriminatorValue(ctx, f.discriminator, branch) : undefined;
    const next: State = { ...st, ...(force !== undefined && f.discriminator ? { force: { name: f.discriminator.propertyName, value: force } } : {}) };
    let v = fromFlat(ctx, b, schema, next);
    if (fromOne && !valid(v)) v = withoutOthersRequired(ctx, v, group, i, b, flats);
    if (!tried) {
      first = v;
      tried = true;
      firstProblems = problems?.slice(mark) ?? [];
    }
    if (valid(v)) {
      problems?.splice(mark);
      return v;
    }
    if (ctx.left <= 0) break;
    // Discriminated branches that overlap all fail alike: trying the rest only costs time.
    if (f.discriminator && fromOne && group.filter((g) => validates(ctx.doc, g, v, ctx.v, 4000, ctx.checks)).length > 1) break;
  }
  problems?.splice(mark, problems.length - mark, ...firstProblems);
  if (tried) {
    if (fromOne && ctx.problems) {
      const matches = group.filter((g) => validates(ctx.doc, g, first, ctx.v, 4000, ctx.checks)).length;
      if (matches > 1) ctx.problems.push(`${OVERLAP}${f.refs[0] ? ` in ${f.refs[0]}` : ''}: ${matches} of ${group.length} branches accept the example`);
    }
    return first;
  }
  const fallback = cloneFlat(rest);
  addSchema(ctx, fallback, group[0], st.ancestors, true, new Set(rest.refs));
  return fromFlat(ctx, fallback, schema, st);
}

/**
 * A `oneOf` value that also matches a sibling branch often only does so because it carries
 * optional properties that the sibling requires (`oneOf: [{required: [a]}, {required: [b]}]`):
 * leaving those out makes the match exclusive.
 */
function withoutOthersRequired(ctx: Ctx, v: unknown, group: unknown[], chosen: number, b: FlatSchema, flats: FlatSchema[]): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const out: JsonObject = { ...(v as JsonObject) };
  group.forEach((other, j) => {
    if (j === chosen || !validates(ctx.doc, other, out, ctx.v, 4000, ctx.checks)) return;
    for (const name of flats[j]!.required) if (!b.required.has(name)) delete out[name];
  });
  return out;
}

/** The discriminator value naming a branch: its mapping key, else the implicit schema name. */
function discriminatorValue(ctx: Ctx, d: { mapping: Record<string, string> }, branch: unknown): string | undefined {
  const r = resolveRef(ctx.doc, branch, '');
  const target = r.via[1];
  if (target === undefined) return undefined;
  const name = refLabel('#' + target);
  for (const [key, ref] of Object.entries(d.mapping)) {
    if (ref.startsWith('#') ? joinPointer(parsePointer(ref)) === target : refLabel(ref) === name) return key;
  }
  return name;
}

function byTypes(ctx: Ctx, f: FlatSchema, st: State): unknown {
  let types: JsonType[] = candidateTypes(f);
  if (st.minimal && types.includes('null')) types = ['null', ...types.filter((t) => t !== 'null')];
  else if (types.length > 1 && types[0] === 'null') types = [...types.slice(1), 'null'];
  let best: Built | undefined;
  for (const t of types) {
    for (let variant = st.variant; variant < st.variant + (f.nots.length ? 4 : 1); variant++) {
      const built = byType(ctx, f, t, { ...st, variant });
      if (f.nots.some((n) => validates(ctx.doc, n, built.v, ctx.v, 2000, ctx.checks))) {
        best ??= { v: built.v, ok: false };
        continue;
      }
      if (built.ok) return built.v;
      if (!best || !best.ok) best = built;
      break;
    }
  }
  return best ? best.v : null;
}

function byType(ctx: Ctx, f: FlatSchema, t: JsonType, st: State): Built {
  switch (t) {
    case 'null':
      return { v: null, ok: true };
    case 'boolean':
      return { v: st.variant % 2 === 0, ok: true };
    case 'integer':
    case 'number':
      return genNumber(f, t === 'integer', st.variant);
    case 'string':
      for (const p of f.patterns) if (patternNeverMatches(p)) ctx.problems?.push(`pattern can never match: ${p}`);
      return genString(f, st.variant);
    case 'array':
      return genArray(ctx, f, st);
    case 'object':
      return genObject(ctx, f, st);
  }
}

function genNumber(f: FlatSchema, integerType: boolean, variant: number): Built {
  let lo = f.lo;
  let hi = f.hi;
  let integer = integerType;
  for (const fmt of f.formats) {
    const r = formatRange(fmt);
    if (!r) continue;
    integer = true;
    if (!lo || r.min > lo.v) lo = { v: r.min, ex: false };
    if (!hi || r.max < hi.v) hi = { v: r.max, ex: false };
  }
  const fits = (v: number): boolean =>
    Number.isFinite(v) &&
    (!integer || Number.isInteger(v)) &&
    (!lo || (lo.ex ? v > lo.v : v >= lo.v)) &&
    (!hi || (hi.ex ? v < hi.v : v <= hi.v)) &&
    f.multipleOf.every((m) => Number.isInteger(v / m));
  // Start from the lower bound when there is one (or 0, or the upper bound when it is negative).
  let base = 0;
  if (lo && lo.v > 0) base = lo.v;
  else if (hi && hi.v < 0) base = hi.v;
  else if (lo && lo.v === 0 && lo.ex) base = 0;
  const step = f.multipleOf[0] ?? (integer ? 1 : 1);
  const snap = (x: number): number => Number(x.toPrecision(15));
  const candidates: number[] = [];
  const k0 = Math.round(base / step);
  for (let j = 0; j < 64; j++) {
    candidates.push(snap((k0 + variant + j) * step), snap((k0 + variant - j) * step));
  }
  if (!integer && f.multipleOf.length === 0) {
    if (lo) candidates.push(lo.v + 0.5, lo.v + 1e-6);
    if (lo && hi) candidates.push((lo.v + hi.v) / 2);
  }
  // Integers: the bound nearest to zero when zero is out of range (not int64's minimum).
  if (integer && f.multipleOf.length === 0) {
    if (hi && (hi.v < 0 || (hi.v === 0 && hi.ex))) candidates.unshift(Math.floor(hi.v) - variant, Math.ceil(hi.v) - 1 - variant);
    if (lo && (lo.v > 0 || (lo.v === 0 && lo.ex))) candidates.unshift(Math.ceil(lo.v) + variant, Math.floor(lo.v) + 1 + variant);
  }
  // Multiples of several steps: search a common multiple near the lower bound.
  if (f.multipleOf.length > 1) {
    for (let j = 1; j < 2000; j++) candidates.push(snap(j * step), snap(-j * step));
  }
  const found = candidates.find(fits);
  if (found !== undefined) return { v: Object.is(found, -0) ? 0 : found, ok: true };
  return { v: lo ? lo.v : hi ? hi.v : 0, ok: false };
}

function genString(f: FlatSchema, variant: number): Built {
  // JSON Schema counts a string's length in code points, which is what iterating a string yields.
  const len = (s: string): number => Array.from(s).length;
  // In linear time: one pattern's sample can be a near-miss of another that backtracks for hours.
  const patternOk = (s: string): boolean => f.patterns.every((p) => patternTest(p, s));
  const fits = (s: string): boolean => len(s) >= f.minLength && len(s) <= f.maxLength && patternOk(s) && f.formats.every((x) => formatValid(x, s));
  const tried: string[] = [];
  for (const fmt of f.formats) {
    const s = formatSample(fmt, variant);
    // Patterns often narrow a format's case ("^[0-9A-F]{8}-..." for a uuid).
    if (s !== undefined) tried.push(s, s.toUpperCase());
  }
  for (const p of f.patterns) {
    const s = regexSample(p, f.minLength, f.maxLength, variant);
    if (s !== undefined) tried.push(s);
  }
  const base = variant ? `string${variant}` : 'string';
  let plain = base;
  if (len(plain) < f.minLength) plain = plain + 'a'.repeat(f.minLength - len(plain));
  if (len(plain) > f.maxLength) plain = Array.from(plain).slice(0, f.maxLength).join('');
  tried.push(plain);
  for (const s of tried) if (fits(s)) return { v: s, ok: true };
  return { v: tried[0] ?? plain, ok: false };
}

function genArray(ctx: Ctx, f: FlatSchema, st: State): Built {
  const inner = new Set([...st.ancestors, ...f.refs]);
  const closed = f.items.some((s) => s === false);
  const schemasAt = (i: number): unknown[] => {
    const at = i < f.prefixItems.length ? [...f.prefixItems[i]!] : [...f.items];
    if (i < (f.contains.length ? f.minContains : 0)) at.push(...f.contains);
    return at;
  };
  const flatAt = (i: number, ancestors: ReadonlySet<string>): FlatSchema => {
    const g = emptyFlat();
    for (const s of schemasAt(i)) addSchema(ctx, g, s, ancestors);
    return g;
  };
  let count = Math.max(f.minItems, f.contains.length ? f.minContains : 0);
  const roomy = !st.minimal && st.depth < ctx.maxDepth && ctx.left > 0;
  const firstItem = flatAt(0, inner);
  if (roomy && !firstItem.circular && !firstItem.contradictions.length && !firstItem.never) count = Math.max(count, f.prefixItems.length || 1);
  if (closed) count = Math.min(count, Math.max(f.prefixItems.length, f.minItems));
  count = Math.min(count, f.maxItems);
  const out: unknown[] = [];
  let ok = true;
  for (let i = 0; i < count; i++) {
    const g = flatAt(i, inner);
    const itemSchema = { allOf: schemasAt(i) };
    const child: State = { depth: st.depth + 1, ancestors: inner, minimal: st.minimal || g.circular, variant: f.uniqueItems ? i : 0 };
    let v = fromFlat(ctx, g, itemSchema, child);
    if (f.uniqueItems) {
      for (let k = 1; k < 12 && out.some((x) => jsonEqual(x, v)); k++) v = fromFlat(ctx, flatAt(i, inner), itemSchema, { ...child, variant: i + k * 7 });
      if (out.some((x) => jsonEqual(x, v))) {
        if (out.length >= f.minItems) break;
        ok = false;
      }
    }
    out.push(v);
  }
  return { v: out, ok };
}

function genObject(ctx: Ctx, f: FlatSchema, st: State): Built {
  const inner = new Set([...st.ancestors, ...f.refs]);
  const roomy = !st.minimal && st.depth < ctx.maxDepth && ctx.left > 0;
  const hideFlag = ctx.direction === 'request' ? 'readOnly' : 'writeOnly';
  const names = [...f.properties.keys()];
  for (const r of f.required) if (!f.properties.has(r)) names.push(r);
  const force = st.force ?? inheritedDiscriminator(ctx, f);

  interface Slot {
    name: string;
    schemas: unknown[];
    flat: FlatSchema;
  }
  const slotFor = (name: string): Slot | undefined => {
    const schemas = [...(f.properties.get(name) ?? [])];
    for (const [p, s] of f.patternProperties) if (patternMatches(p, name)) schemas.push(s);
    for (const rule of f.extra) {
      if (rule.names.has(name) || rule.patterns.some((p) => patternMatches(p, name))) continue;
      if (rule.schema === false) return undefined;
      schemas.push(rule.schema);
    }
    const flat = emptyFlat();
    for (const s of schemas) addSchema(ctx, flat, s, inner);
    return { name, schemas, flat };
  };
  const nameOk = (name: string): boolean => f.propertyNames.every((p) => validates(ctx.doc, p, name, ctx.v, 500, ctx.checks));

  const chosen: Slot[] = [];
  const skipped: Slot[] = [];
  const requiredNames = names.filter((n) => f.required.has(n) && !f.waivable.get(n));
  let ok = true;
  for (const name of names) {
    const slot = slotFor(name);
    const required = requiredNames.includes(name);
    if (!slot) {
      if (required) {
        ok = false;
        ctx.problems?.push(`required property "${name}" is not allowed by additionalProperties`);
      }
      continue;
    }
    if (chosen.some((c) => c.name === name)) continue;
    if (required) {
      chosen.push(slot);
      continue;
    }
    // An optional property brings its dependentRequired names along: they need room too.
    const deps = (f.dependentRequired.get(name) ?? []).filter((d) => d !== name && !chosen.some((c) => c.name === d));
    const pendingRequired = requiredNames.filter((r) => !chosen.some((c) => c.name === r) && !deps.includes(r)).length;
    const room = f.maxProperties - chosen.length - pendingRequired - deps.length;
    const hidden = slot.flat[hideFlag];
    // An optional property whose own schema contradicts itself is left out: the object stays satisfiable.
    const broken = slot.flat.never || slot.flat.contradictions.length > 0;
    if (!roomy || hidden || slot.flat.circular || room <= 0 || !nameOk(name) || broken) {
      if (!hidden && !broken && nameOk(name)) skipped.push(slot);
      continue;
    }
    chosen.push(slot);
    for (const d of deps) {
      const depSlot = slotFor(d);
      if (depSlot) chosen.push(depSlot);
    }
  }
  // dependentRequired: a present property brings its dependents.
  for (let i = 0; i < chosen.length; i++) {
    for (const dep of f.dependentRequired.get(chosen[i]!.name) ?? []) {
      if (chosen.some((c) => c.name === dep)) continue;
      const slot = slotFor(dep);
      if (slot) chosen.push(slot);
      else ok = false;
    }
  }
  // minProperties: first the optional properties left out, then invented names.
  for (const slot of skipped) {
    if (chosen.length >= f.minProperties) break;
    chosen.push(slot);
  }
  for (let i = 1; chosen.length < f.minProperties && i < 64; i++) {
    const name = inventName(f, i);
    if (name === undefined || chosen.some((c) => c.name === name) || !nameOk(name)) continue;
    const slot = slotFor(name);
    if (slot) chosen.push(slot);
  }
  if (chosen.length < f.minProperties) ok = false;

  const out: JsonObject = {};
  let first = true;
  for (const slot of chosen) {
    let value: unknown;
    if (force && force.name === slot.name && validates(ctx.doc, { allOf: slot.schemas }, force.value, ctx.v, 500, ctx.checks)) value = force.value;
    else {
      const child: State = {
        depth: st.depth + 1,
        ancestors: inner,
        minimal: st.minimal || slot.flat.circular || !roomy,
        variant: first ? st.variant : 0,
      };
      value = fromFlat(ctx, slot.flat, { allOf: slot.schemas }, child);
      first = false;
    }
    // defineProperty: a property named "__proto__" must become data, not a prototype.
    Object.defineProperty(out, slot.name, { value, enumerable: true, writable: true, configurable: true });
  }
  return { v: out, ok };
}

/**
 * A schema reached as a member of an `allOf` whose parent has a discriminator (the
 * "inheritance" pattern) names itself in the discriminating property.
 */
function inheritedDiscriminator(ctx: Ctx, f: FlatSchema): { name: string; value: string } | undefined {
  const d = f.discriminator;
  const own = f.refs[0];
  if (!d || own === undefined) return undefined;
  const value = discriminatorValue(ctx, d, { $ref: '#' + own });
  // A base schema that its own mapping does not list has no value of its own to show.
  if (Object.keys(d.mapping).length && !Object.prototype.hasOwnProperty.call(d.mapping, value ?? '') && !Object.values(d.mapping).some((r) => refLabel(r) === refLabel('#' + own)))
    return undefined;
  return value === undefined ? undefined : { name: d.propertyName, value };
}

/** A property name for padding up to minProperties: from a patternProperties regex, else additionalPropN. */
function inventName(f: FlatSchema, i: number): string | undefined {
  const p = f.patternProperties[(i - 1) % Math.max(1, f.patternProperties.length)];
  if (p && i <= f.patternProperties.length * 4) return regexSample(p[0], 1, Infinity, Math.floor((i - 1) / f.patternProperties.length));
  return `additionalProp${i}`;
}

/** Whether a property name matches a patternProperties key, in linear time; an invalid pattern, one with a backreference, or one that cannot decide within its budget matches nothing. */
function patternMatches(pattern: string, name: string): boolean {
  const test = linearMatcher(pattern);
  return test?.(name) === true;
}
