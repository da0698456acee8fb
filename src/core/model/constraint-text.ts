import type { SchemaConstraint } from './types.js';

const ENGLISH: Record<SchemaConstraint['kind'], string> = {
  minimum: '≥',
  exclusiveMinimum: '>',
  maximum: '≤',
  exclusiveMaximum: '<',
  multipleOf: 'multiple of',
  minLength: 'min length',
  maxLength: 'max length',
  pattern: 'pattern',
  minItems: 'min items',
  maxItems: 'max items',
  uniqueItems: 'unique items',
  minContains: 'min contains',
  maxContains: 'max contains',
  minProperties: 'min properties',
  maxProperties: 'max properties',
  const: 'const',
};

/** A constraint in English, for Markdown and logs: "≥ 1", "max length 10", "pattern ^a+$", "unique items", "const null". */
export function constraintText(c: SchemaConstraint): string {
  return 'value' in c ? `${ENGLISH[c.kind]} ${c.value}` : ENGLISH[c.kind];
}
