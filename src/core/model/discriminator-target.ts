import { resolveRef } from './resolve-ref.js';
import { isObject, type JsonObject } from '../types.js';

/** A mapping value as a `$ref`: a URI reference stays, a bare schema name means `#/components/schemas/{name}`. */
export function mappingRef(value: string): string {
  return value.includes('/') || value.includes('#') ? value : `#/components/schemas/${value}`;
}

/**
 * The schema a value of the discriminating property selects, as a `$ref`: its explicit `mapping`,
 * else the implicit schema name when `exists` says there is such a schema, else (OpenAPI 3.2.0,
 * Discriminator Object, `defaultMapping`: "the schema … expected to validate the structure of the
 * model when the discriminating property is not present in the payload or contains a value for
 * which there is no explicit or implicit mapping") the default mapping; undefined when none applies.
 */
export function discriminatorTarget(discriminator: unknown, payload: unknown, exists: (ref: string) => boolean): string | undefined {
  if (!isObject(discriminator) || typeof discriminator.propertyName !== 'string') return undefined;
  const value = isObject(payload) ? payload[discriminator.propertyName] : undefined;
  if (typeof value === 'string') {
    const mapped = isObject(discriminator.mapping) ? discriminator.mapping[value] : undefined;
    if (typeof mapped === 'string' && Object.hasOwn(discriminator.mapping as object, value)) return mappingRef(mapped);
    const implicit = `#/components/schemas/${value}`;
    if (exists(implicit)) return implicit;
  }
  return typeof discriminator.defaultMapping === 'string' ? mappingRef(discriminator.defaultMapping) : undefined;
}

/**
 * The alternative a discriminated value means: its mapping, its implicit schema name, or (OpenAPI
 * 3.2.0, Discriminator Object, `defaultMapping`) the default when the property is absent or its
 * value maps to nothing. The default may name a schema outside the list; it is explained all the same.
 */
export function discriminatedAlternative(doc: JsonObject, s: JsonObject, list: unknown[], v: unknown): unknown {
  if (!isObject(v)) return undefined;
  const at = (ref: string): string | undefined => {
    const r = resolveRef(doc, { $ref: ref }, '');
    return r.unresolved === undefined ? r.pointer : undefined;
  };
  const target = discriminatorTarget(s.discriminator, v, (ref) => at(ref) !== undefined);
  if (target === undefined) return undefined;
  const pointer = at(target);
  if (pointer === undefined) return undefined;
  const inList = list.find((m) => isObject(m) && typeof m.$ref === 'string' && (m.$ref === target || resolveRef(doc, m, '').pointer === pointer));
  if (inList !== undefined) return inList;
  return isObject(s.discriminator) && typeof s.discriminator.defaultMapping === 'string' && mappingRef(s.discriminator.defaultMapping) === target ? { $ref: target } : undefined;
}
