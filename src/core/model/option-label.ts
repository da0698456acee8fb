import type { SchemaNode } from './types.js';

/** How many property names a derived object label lists before "…". */
const NAMES_IN_LABEL = 3;

/**
 * The name a selector shows for one alternative of a `oneOf`/`anyOf`: its `title`, else its
 * `$ref` name, else a label derived from its shape ("object (id, name)", "array of Pet", "string").
 */
export function optionLabel(node: SchemaNode): string {
  return node.title ?? node.refName ?? derivedLabel(node);
}

function derivedLabel(node: SchemaNode): string {
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.items && node.types.includes('array')) return `array of ${optionLabel(node.items)}`;
  const names = (node.properties ?? []).map((p) => p.name);
  if (names.length) {
    const shown = names.slice(0, NAMES_IN_LABEL).join(', ');
    return `object (${shown}${names.length > NAMES_IN_LABEL ? ', …' : ''})`;
  }
  return node.format ? `${node.type} (${node.format})` : node.type;
}
