import type { OptionShape, SchemaNode } from './types.js';

/** How many property names a derived object label lists before "…". */
const NAMES_IN_LABEL = 3;

/**
 * The name a selector shows for one alternative of a `oneOf`/`anyOf`, in English: its `title`,
 * else its `$ref` name, else a label derived from its shape ("object (id, name)", "array of Pet", "string").
 */
export function optionLabel(node: SchemaNode): string {
  return shapeText(optionShape(node));
}

/** An alternative's label as data: its `title` or `$ref` name, else what its shape says. */
export function optionShape(node: SchemaNode): OptionShape {
  const name = node.title ?? node.refName;
  return name !== undefined ? { kind: 'name', name } : derivedShape(node);
}

function derivedShape(node: SchemaNode): OptionShape {
  if (node.const !== undefined) return { kind: 'name', name: JSON.stringify(node.const) };
  if (node.items && node.types.includes('array')) return { kind: 'arrayOf', of: optionShape(node.items) };
  const names = (node.properties ?? []).map((p) => p.name);
  if (names.length) return { kind: 'object', names: names.slice(0, NAMES_IN_LABEL), more: names.length > NAMES_IN_LABEL };
  return node.format ? { kind: 'type', type: node.type, types: node.types, format: node.format } : { kind: 'type', type: node.type, types: node.types };
}

/** A label's English: "Pet", "array of Pet", "object (id, name, …)", "string (uuid)". */
export function shapeText(shape: OptionShape): string {
  switch (shape.kind) {
    case 'name':
      return shape.name;
    case 'arrayOf':
      return `array of ${shapeText(shape.of)}`;
    case 'object':
      return `object (${shape.names.join(', ')}${shape.more ? ', …' : ''})`;
    case 'type':
      return shape.format ? `${shape.type} (${shape.format})` : shape.type;
  }
}
