import type { SchemaNode } from '../../model/types.js';

/** A SchemaNode for tests: `types` as given, the display type their join, everything else as `extra` says. */
export function schema(types: string[], extra: Partial<SchemaNode> = {}): SchemaNode {
  return { pointer: '#/test', type: types.join(' | ') || 'any', types, constraints: [], ...extra };
}
