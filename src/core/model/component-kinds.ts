// Its own module so the page's bundle can label components without the view builders
// (components.ts pulls in the operation, schema and example machinery, which runs in the worker).

/** The maps of `components` the components section shows, in display order (`pathItems` is 3.1+, `mediaTypes` 3.2+). */
export const COMPONENT_KINDS = ['schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'mediaTypes', 'headers', 'securitySchemes', 'links', 'callbacks', 'pathItems'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

/** Group title (plural) and item label (singular) of each kind. */
export const COMPONENT_KIND_LABELS: Record<ComponentKind, { title: string; label: string }> = {
  schemas: { title: 'Schemas', label: 'Schema' },
  responses: { title: 'Responses', label: 'Response' },
  parameters: { title: 'Parameters', label: 'Parameter' },
  examples: { title: 'Examples', label: 'Example' },
  requestBodies: { title: 'Request bodies', label: 'Request body' },
  mediaTypes: { title: 'Media types', label: 'Media type' },
  headers: { title: 'Headers', label: 'Header' },
  securitySchemes: { title: 'Security schemes', label: 'Security scheme' },
  links: { title: 'Links', label: 'Link' },
  callbacks: { title: 'Callbacks', label: 'Callback' },
  pathItems: { title: 'Path items', label: 'Path item' },
};

/** True for one of COMPONENT_KINDS (the guard for kinds arriving as plain strings). */
export function isComponentKind(kind: unknown): kind is ComponentKind {
  return typeof kind === 'string' && (COMPONENT_KINDS as readonly string[]).includes(kind);
}
