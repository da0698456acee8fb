import type { FieldInput } from './field-input.js';
import type { FieldKind } from './field-kind.js';

/**
 * An example value as an input of `kind`: strings as they are, lists as their items (a single
 * value as one item), anything else as JSON (indented in a JSON field, on one line elsewhere).
 */
export function inputOf(kind: FieldKind, value: unknown): FieldInput {
  if (kind === 'list') {
    if (value === undefined || value === null) return [];
    return (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  }
  if (value === undefined) return '';
  if (kind === 'json') return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return typeof value === 'string' ? value : JSON.stringify(value);
}
