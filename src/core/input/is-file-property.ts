import type { SchemaNode } from '../model/types.js';

/** True for a schema whose values are lists (a declared or displayed `array` type). */
export function isListSchema(node: SchemaNode): boolean {
  return node.types.includes('array') || node.type.startsWith('array');
}

/** A string schema whose value is a file's content. */
function isFileSchema(n: SchemaNode | undefined): boolean {
  return !!n && n.types.includes('string') && (n.format === 'binary' || n.format === 'byte' || n.format === 'base64' || n.contentMediaType !== undefined || n.contentEncoding !== undefined);
}

/**
 * A body property that takes a file, or a list of files: `format: binary`/`byte`/`base64`
 * (OpenAPI 3.0, "Considerations for File Uploads") or `contentMediaType`/`contentEncoding`
 * (3.1, "Working with Binary Data", and JSON Schema Validation §8).
 */
export function isFileProperty(node: SchemaNode): boolean {
  return isFileSchema(node) || (isListSchema(node) && isFileSchema(node.items));
}
