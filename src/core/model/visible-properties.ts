import type { PropertyNode, SchemaNode } from './types.js';

/** Values of `schema-hide-read-only` / `schema-hide-write-only`. */
export const HIDE_RULES = ['default', 'never'] as const;
export type HideRule = (typeof HIDE_RULES)[number];

/** Whether a schema is shown as something sent (request) or received (response). */
export type SchemaDirection = 'request' | 'response';

/** How readOnly and writeOnly properties are hidden. */
export interface VisibilityRule {
  hideReadOnly: HideRule;
  hideWriteOnly: HideRule;
}

/**
 * The properties of a node a reader should see in one direction. With `default`, readOnly
 * properties are left out of requests and writeOnly ones out of responses (OpenAPI 3.x,
 * Schema Object); `never` shows them all. Webhook and callback callers pass the inverted
 * direction, since there the API sends the request. Kept out of `schemaView` so that one
 * cached tree serves both directions.
 */
export function visibleProperties(node: SchemaNode, direction: SchemaDirection, rule: VisibilityRule): PropertyNode[] {
  const props = node.properties ?? [];
  const hideRead = direction === 'request' && rule.hideReadOnly === 'default';
  const hideWrite = direction === 'response' && rule.hideWriteOnly === 'default';
  if (!hideRead && !hideWrite) return props;
  return props.filter((p) => !(hideRead && p.node.readOnly) && !(hideWrite && p.node.writeOnly));
}
