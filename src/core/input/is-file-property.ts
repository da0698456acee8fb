import type { PropertyNode, SchemaNode } from '../model/types.js';

/** True for a schema whose values are lists (a declared or displayed `array` type). */
export function isListSchema(node: SchemaNode): boolean {
  return node.types.includes('array') || node.type.startsWith('array');
}

/** How deep alternatives inside alternatives are looked into (the model's trees are finite; this keeps a pathological one cheap). */
const MAX_DEPTH = 8;

/**
 * A schema whose value is a file's content: a string with `format: binary`/`byte`/`base64` or
 * `contentMediaType`/`contentEncoding`, or a `oneOf`/`anyOf` one of whose alternatives is
 * (`photo: {oneOf: [{format: binary}, {format: uri}]}` is an upload too). `allOf` needs no
 * case of its own: the model has merged its members into the node.
 */
function isFileSchema(n: SchemaNode | undefined, depth = 0): boolean {
  if (!n || depth > MAX_DEPTH) return false;
  if (n.types.includes('string') && (n.format === 'binary' || n.format === 'byte' || n.format === 'base64' || n.contentMediaType !== undefined || n.contentEncoding !== undefined))
    return true;
  return !!n.composition?.options.some((o) => isFileSchema(o.node, depth + 1));
}

/** A list of files: an array of file schemas, or an alternative that is one. */
function isFileList(n: SchemaNode | undefined, depth = 0): boolean {
  if (!n || depth > MAX_DEPTH) return false;
  if (isListSchema(n) && isFileSchema(n.items)) return true;
  return !!n.composition?.options.some((o) => isFileList(o.node, depth + 1));
}

/**
 * A body property that takes a file, or a list of files: `format: binary`/`byte`/`base64`
 * (OpenAPI 3.0, "Considerations for File Uploads") or `contentMediaType`/`contentEncoding`
 * (3.1, "Working with Binary Data", and JSON Schema Validation §8), also as one of the
 * alternatives of a `oneOf`/`anyOf`.
 */
export function isFileProperty(node: SchemaNode): boolean {
  return isFileSchema(node) || isFileList(node);
}

/**
 * Whether a file property takes several files: a list of files, and not a single file as well
 * (`anyOf: [{format: binary}, {type: array, items: {format: binary}}]` takes one or several;
 * several it is, since one is a list of one).
 */
export function isFileListProperty(node: SchemaNode): boolean {
  return isFileList(node);
}

/** The media type a file property names for its content (3.1 `contentMediaType`): its own, its items', or its first alternative's that names one. */
export function fileContentMediaType(node: SchemaNode | undefined, depth = 0): string | undefined {
  if (!node || depth > MAX_DEPTH) return undefined;
  if (node.contentMediaType !== undefined) return node.contentMediaType;
  for (const n of [node.items, ...(node.composition?.options.map((o) => o.node) ?? [])]) {
    const found = fileContentMediaType(n, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The file properties of a form or multipart body schema that names its fields only inside
 * `oneOf`/`anyOf` alternatives (a Cloudflare Worker upload: `oneOf: [{properties: {metadata,
 * '<any part name>': array of binary}}, {properties: {message}}]`), looked up by name, the first
 * alternative naming it first. Own properties are not included: they are fields of their own.
 */
export function alternativeFileProperties(schema: SchemaNode | undefined): PropertyNode[] {
  const found = new Map<string, PropertyNode>();
  const visit = (n: SchemaNode | undefined, depth: number): void => {
    if (!n || depth > MAX_DEPTH) return;
    for (const o of n.composition?.options ?? []) {
      for (const p of o.node.properties ?? []) if (!p.node.readOnly && !found.has(p.name) && isFileProperty(p.node)) found.set(p.name, p);
      visit(o.node, depth + 1);
    }
  };
  visit(schema, 0);
  return [...found.values()];
}
