import type { SchemaNode } from '../model/types.js';
import { choicesOf } from './choices-of.js';

/** How a value is entered: one line, a choice, a list of items, or JSON text. */
export const FIELD_KINDS = ['text', 'choice', 'list', 'json'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/**
 * The kind of input a schema asks for. A content-typed parameter (Parameter Object `content`)
 * is JSON text whatever its schema; arrays are lists of items (their serialisation, style and
 * explode, is the request builder's); objects are JSON text; enums and booleans are a choice.
 */
export function fieldKind(schema: SchemaNode | undefined, contentTyped = false): FieldKind {
  if (contentTyped || !schema) return contentTyped ? 'json' : 'text';
  if (schema.types.includes('array') || schema.type.startsWith('array')) return 'list';
  if (schema.types.includes('object') && !schema.types.includes('string')) return 'json';
  if (choicesOf(schema)) return 'choice';
  return 'text';
}
