/** Keywords of a 2.0 parameter or header that describe its value; in 3.0 they live in `schema`. */
export const VALUE_KEYS = new Set([
  'type',
  'format',
  'items',
  'enum',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
]);

/** Keys whose values are literal data: a `$ref` inside an example is text, not a reference. */
export const LITERAL_KEYS = new Set(['example', 'examples', 'x-example', 'x-examples', 'default', 'enum', 'const']);
