import { childPointer } from '../resolve/pointer.js';
import { isObject, type JsonObject } from '../types.js';
import { refPointer } from './merge-all-of.js';

// Built once per document, and only when a discriminator without oneOf/anyOf is shown.
const indexes = new WeakMap<JsonObject, Map<string, string[]>>();

/**
 * Component schemas that name `pointer` as a direct `allOf` member: the subtypes of a base
 * schema in the discriminator "inheritance" pattern (OpenAPI 3.x, Discriminator Object).
 */
export function schemaSubtypes(doc: JsonObject, pointer: string): string[] {
  let index = indexes.get(doc);
  if (!index) {
    index = new Map();
    const components = doc.components;
    const schemas = isObject(components) ? components.schemas : undefined;
    if (isObject(schemas)) {
      for (const [name, s] of Object.entries(schemas)) {
        if (!isObject(s) || !Array.isArray(s.allOf)) continue;
        for (const m of s.allOf) {
          const target = isObject(m) && typeof m.$ref === 'string' ? refPointer(m.$ref) : undefined;
          if (target === undefined) continue;
          const list = index.get(target) ?? [];
          list.push(childPointer('/components/schemas', name));
          index.set(target, list);
        }
      }
    }
    indexes.set(doc, index);
  }
  return index.get(pointer) ?? [];
}
