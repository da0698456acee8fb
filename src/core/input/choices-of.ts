import type { SchemaNode } from '../model/types.js';

/**
 * The values a choice offers, as text: the schema's `enum` (strings as they are, other values
 * as JSON), or true/false for a schema whose only type is boolean; undefined when the value is free.
 */
export function choicesOf(schema: SchemaNode | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.enum?.length) return schema.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (schema.types.length === 1 && schema.types[0] === 'boolean') return ['true', 'false'];
  return undefined;
}
