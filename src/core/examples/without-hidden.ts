import { resolveRef } from '../model/resolve-ref.js';
import { isObject, type JsonObject } from '../types.js';
import { hiddenHere, validates } from './validate.js';

/** Which side of the exchange the value is on, and the dialect (for choosing among alternatives). */
export interface HiddenOptions {
  direction: 'request' | 'response';
  version: '3.0' | '3.1';
}

/** Composition depth past which a schema is not followed further (cycles through `$ref`). */
const MAX_DEPTH = 40;

/**
 * The object schemas that apply to `value` of `schemas`: `$ref`s followed, the members of
 * `allOf` (and `then`/`else`), and of `oneOf`/`anyOf` the alternatives the value satisfies —
 * all of them when it satisfies none, so that a property that one alternative marks hidden is
 * not left out of a value of another (Cloudflare's DNS records: `content` is readOnly in some).
 */
function applicable(doc: JsonObject, schemas: readonly unknown[], value: unknown, options: HiddenOptions): JsonObject[] {
  const out: JsonObject[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    const r = resolveRef(doc, node, '');
    const s = r.value;
    if (!isObject(s) || seen.has(s)) return;
    seen.add(s);
    out.push(s);
    // A `$ref` with siblings (3.1): the siblings apply too.
    if (isObject(node) && node !== s && Object.keys(node).length > 1) {
      const { $ref: _ref, ...siblings } = node;
      visit(siblings, depth + 1);
    }
    if (Array.isArray(s.allOf)) for (const m of s.allOf) visit(m, depth + 1);
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const list = s[keyword];
      if (!Array.isArray(list)) continue;
      const matching = list.filter((m) => validates(doc, m, value, options, 4000));
      for (const m of matching.length ? matching : list) visit(m, depth + 1);
    }
    for (const keyword of ['then', 'else'] as const) if (s[keyword] !== undefined) visit(s[keyword], depth + 1);
  };
  for (const s of schemas) visit(s, 0);
  return out;
}

/**
 * Whether a property is left out of a value sent in `direction` (OpenAPI 3.x Schema Object
 * `readOnly`/`writeOnly`: "SHOULD NOT be sent as part of the request" / "…of the response"):
 * hidden when any schema that declares it marks it (through `$ref` and `allOf`), whatever the
 * `required` lists say, since an example must never show what the other side may not send.
 */
export function propertyHidden(doc: JsonObject, declarations: readonly unknown[], direction: 'request' | 'response'): boolean {
  return declarations.some((d) => hiddenHere(doc, d, direction));
}

/**
 * A copy of `value` without the properties hidden in `direction` (see propertyHidden), at every
 * depth: nested objects, array items, `additionalProperties`, through `$ref`, `allOf`, `oneOf`
 * and `anyOf` (the alternatives the value satisfies). The one place where examples lose readOnly properties in requests and writeOnly
 * ones in responses. Values the schema does not describe are returned as they are.
 */
export function withoutHidden(doc: JsonObject, schema: unknown, value: unknown, options: HiddenOptions): unknown {
  const direction = options.direction;
  const strip = (schemas: readonly unknown[], v: unknown, depth: number): unknown => {
    if (depth > MAX_DEPTH || typeof v !== 'object' || v === null) return v;
    const all = applicable(doc, schemas, v, options);
    if (!all.length) return v;
    if (Array.isArray(v)) {
      return (v as unknown[]).map((item: unknown, i) => {
        const at: unknown[] = [];
        for (const s of all) {
          const prefix = Array.isArray(s.prefixItems) ? s.prefixItems : Array.isArray(s.items) ? s.items : undefined;
          if (prefix && i < prefix.length) at.push(prefix[i]);
          else if (s.items !== undefined && !Array.isArray(s.items)) at.push(s.items);
        }
        return at.length ? strip(at, item, depth + 1) : item;
      });
    }
    const out: JsonObject = {};
    for (const [name, child] of Object.entries(v as JsonObject)) {
      const declared: unknown[] = [];
      const extra: unknown[] = [];
      for (const s of all) {
        const props = isObject(s.properties) ? s.properties : undefined;
        if (props && Object.prototype.hasOwnProperty.call(props, name)) declared.push(props[name]);
        else if (isObject(s.additionalProperties)) extra.push(s.additionalProperties);
      }
      if (propertyHidden(doc, declared, direction)) continue;
      const next = declared.length ? declared : extra;
      // defineProperty: a property named "__proto__" stays data.
      Object.defineProperty(out, name, { value: next.length ? strip(next, child, depth + 1) : child, enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  return strip([schema], value, 0);
}
