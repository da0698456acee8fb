import type { SchemaNode } from '../model/types.js';

/**
 * Text as the schema's scalar type when it reads as one, else the text itself: a number for an
 * integer or number schema, a boolean for `true`/`false` under a boolean schema. A schema that
 * also allows strings keeps the text, since "007" or "true" may be meant as a string.
 */
export function typedScalar(text: string, schema: SchemaNode | undefined): unknown {
  const types = schema?.types ?? [];
  if ((types.includes('integer') || types.includes('number')) && !types.includes('string') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (types.includes('boolean') && !types.includes('string') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}
