import { isObject } from '../types.js';

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
