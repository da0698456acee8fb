/*
 * Test-only: ajv as the independent judge of generated examples. Never imported by shipped
 * code (ajv is a dev dependency).
 *
 * The whole bundled description is handed to ajv as one schema resource ("doc"), and each
 * schema is validated through a reference into it ("doc#/components/schemas/Pet",
 * "doc#/paths/~1pets/get/..."): internal `$ref`s then resolve exactly as written, nothing
 * is inlined or copied, and ajv compiles only the parts that are actually used.
 *
 * OpenAPI 3.1 schemas are JSON Schema 2020-12 (Ajv2020). OpenAPI 3.0 schemas are an
 * extended subset of draft-04/05; they are shimmed into something draft-07 ajv reads the
 * same way: `nullable: true` adds "null" to `type` (and to `enum`), boolean
 * `exclusiveMinimum`/`exclusiveMaximum` become the numeric form, and a required property
 * that is hidden on this side (readOnly in requests, writeOnly in responses) is dropped
 * from `required`, in both dialects, since examples never carry one (see without-hidden.ts).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isArray, isObject, type JsonObject } from '../../types.js';
import { resolveRef } from '../../model/resolve-ref.js';
import { propertyHidden } from '../without-hidden.js';

/** The outcome of validating one value. */
export interface Verdict {
  valid: boolean;
  /** ajv's first errors, or the compile error when ajv could not read the schema. */
  errors: ErrorObject[];
  compileError?: string;
}

/** Validates values against schemas of one description, read in one dialect for one direction. */
export interface Judge {
  /** Validates `value` against the schema at `pointer` ("/components/schemas/Pet"). */
  check(pointer: string, value: unknown): Verdict;
}

/** A judge for a bundled description: `version` picks the dialect, `direction` the 3.0 required waivers. */
export function makeJudge(doc: JsonObject, version: '3.0' | '3.1', direction: 'request' | 'response'): Judge {
  const copy = JSON.parse(JSON.stringify(doc)) as JsonObject;
  if (version === '3.0') {
    shim30(copy, doc, direction);
    return judgeOf(copy, version);
  }
  dropIds(copy);
  waiveHidden(copy, doc, direction);
  try {
    return judgeOf(copy, version);
  } catch {
    // Without their `$id`s some descriptions repeat an `$anchor`: then keep the ids as written.
    try {
      const withIds = JSON.parse(JSON.stringify(doc)) as JsonObject;
      waiveHidden(withIds, doc, direction);
      return judgeOf(withIds, version);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      return { check: () => ({ valid: false, errors: [], compileError: message }) };
    }
  }
}

/**
 * Judges for both directions; they share one ajv (and its compiled schemas) unless the
 * 3.0 readOnly/writeOnly waivers make the two readings differ.
 */
export function makeJudges(doc: JsonObject, version: '3.0' | '3.1'): Record<'request' | 'response', Judge> {
  if (version === '3.1') return { request: makeJudge(doc, version, 'request'), response: makeJudge(doc, version, 'response') };
  const request = JSON.parse(JSON.stringify(doc)) as JsonObject;
  const waived = shim30(request, doc, 'request');
  const response = JSON.parse(JSON.stringify(doc)) as JsonObject;
  const waivedResponse = shim30(response, doc, 'response');
  const responseJudge = judgeOf(response, version);
  return { request: waived || waivedResponse ? judgeOf(request, version) : responseJudge, response: responseJudge };
}

function judgeOf(copy: JsonObject, version: '3.0' | '3.1'): Judge {
  // optimize: false — compiling once per schema, the optimiser costs more than it saves.
  const opts = { strict: false, validateSchema: false, allErrors: false, logger: false, inlineRefs: false, code: { optimize: false } } as const;
  const ajv = version === '3.1' ? new Ajv2020(opts) : new Ajv(opts);
  addFormats(ajv);
  ajv.addSchema(copy, 'doc');
  return checker(ajv);
}

function checker(ajv: Ajv | Ajv2020): Judge {
  const compiled = new Map<string, ValidateFunction | string>();
  return {
    check(pointer, value) {
      let fn = compiled.get(pointer);
      if (fn === undefined) {
        try {
          const ref =
            'doc#' +
            pointer
              .split('/')
              .map((s, i) => (i === 0 ? s : encodeURIComponent(s)))
              .join('/');
          fn = ajv.getSchema(ref) ?? `no schema at ${pointer}`;
        } catch (e) {
          fn = e instanceof Error ? e.message : String(e);
        }
        compiled.set(pointer, fn);
      }
      if (typeof fn === 'string') return { valid: false, errors: [], compileError: fn };
      const valid = fn(value);
      return { valid, errors: valid ? [] : [...(fn.errors ?? [])] };
    },
  };
}

/**
 * `$id`s are dropped: descriptions use them as labels (or repeat one), while their `$ref`s
 * are written against the document ("#/components/..."), which is how OpenAPI tools, and
 * this generator, resolve them; ajv would resolve them against the `$id` and fail.
 */
function dropIds(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const x of node) dropIds(x);
    return;
  }
  const s = node as JsonObject;
  if (typeof s.$id === 'string') delete s.$id;
  for (const v of Object.values(s)) dropIds(v);
}

/** The schemas that declare property `name` in `s` and its `allOf`/`oneOf`/`anyOf` members (where a `required` list often finds its properties). */
function declarations(doc: JsonObject, s: JsonObject, name: string): unknown[] {
  const out: unknown[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, depth: number): void => {
    const r = resolveRef(doc, node, '').value;
    if (!isObject(r) || seen.has(r) || depth > 20) return;
    seen.add(r);
    if (isObject(r.properties) && Object.prototype.hasOwnProperty.call(r.properties, name)) out.push(r.properties[name]);
    for (const k of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = r[k];
      if (Array.isArray(list)) for (const m of list) visit(m, depth + 1);
    }
  };
  visit(s, 0);
  return out;
}

/** Rewrites a 3.0 description in place for draft-07 ajv; returns whether any required property was waived. */
function shim30(node: unknown, original: JsonObject, direction: 'request' | 'response'): boolean {
  const seen = new Set<unknown>();
  const walk = (n: unknown): void => {
    if (typeof n !== 'object' || n === null || seen.has(n)) return;
    seen.add(n);
    if (Array.isArray(n)) {
      for (const x of n) walk(x);
      return;
    }
    const s = n as JsonObject;
    if (typeof s.$id === 'string') delete s.$id;
    if (s.nullable === true) {
      if (typeof s.type === 'string') s.type = [s.type, 'null'];
      if (isArray(s.enum) && !s.enum.includes(null) && s.type !== undefined) s.enum = [...s.enum, null];
    }
    // ajv knows `nullable` itself but refuses it without `type`; its meaning is in `type` now.
    if (typeof s.nullable === 'boolean') delete s.nullable;
    for (const [bool, num] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof s[bool] === 'boolean') {
        if (s[bool] && typeof s[num] === 'number') {
          s[bool] = s[num];
          delete s[num];
        } else delete s[bool];
      }
    }
    for (const v of Object.values(s)) walk(v);
  };
  walk(node);
  return waiveHidden(node, original, direction);
}

/**
 * Drops from `required` the properties that examples never carry on this side (readOnly in
 * requests, writeOnly in responses: see without-hidden.ts), in both dialects; returns whether
 * any was dropped.
 */
function waiveHidden(node: unknown, original: JsonObject, direction: 'request' | 'response'): boolean {
  const seen = new Set<unknown>();
  let waived = false;
  const walk = (n: unknown): void => {
    if (typeof n !== 'object' || n === null || seen.has(n)) return;
    seen.add(n);
    if (Array.isArray(n)) {
      for (const x of n) walk(x);
      return;
    }
    const s = n as JsonObject;
    if (Array.isArray(s.required)) {
      // Refs inside the copy still point at the same places, so the original answers the readOnly question.
      const kept = s.required.filter((name) => typeof name !== 'string' || !propertyHidden(original, declarations(original, s, name), direction));
      if (kept.length !== s.required.length) waived = true;
      s.required = kept;
    }
    for (const v of Object.values(s)) walk(v);
  };
  walk(node);
  return waived;
}
