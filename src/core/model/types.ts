import type { Problem } from '../types.js';

/** HTTP methods an OpenAPI path item can hold, in display order. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A badge from `x-badges`. */
export interface Badge {
  label: string;
  color?: string;
}

/** What the first screen needs of an operation (or webhook). */
export interface OperationSummary {
  /** `{method}-{path}` for operations (`get-/pets/{id}`), `webhook-{method}-{name}` for webhooks. */
  id: string;
  kind: 'operation' | 'webhook';
  method: string;
  /** Path template, or the webhook's name. */
  path: string;
  /** JSON pointer of the operation object in the bundled description. */
  pointer: string;
  summary: string;
  operationId?: string;
  deprecated: boolean;
  tags: string[];
  badges: Badge[];
}

/** A tag and the ids of its operations, in display order. */
export interface TagSummary {
  name: string;
  displayName: string;
  description: string;
  operations: string[];
  /** `x-tag-expanded` on the tag object, only when it is a boolean (view and focused styles honour it). */
  expanded?: boolean;
  externalDocs?: { url: string; description?: string };
}

/** A named group of tags from root `x-tagGroups`, tags by name in display order. */
export interface TagGroup {
  name: string;
  tags: string[];
}

export interface ServerVariableView {
  name: string;
  default: string;
  enum?: string[];
  description?: string;
}

export interface ServerView {
  url: string;
  description: string;
  variables: ServerVariableView[];
}

export interface InfoView {
  title: string;
  version: string;
  summary?: string;
  description?: string;
  termsOfService?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name?: string; url?: string; identifier?: string };
}

/** The compact shape of a whole description: enough to render navigation and every operation's heading. */
export interface Outline {
  /** The version as written in the source ("2.0", "3.1.0", ...). */
  sourceVersion: string;
  info: InfoView;
  externalDocs?: { url: string; description?: string };
  servers: ServerView[];
  tags: TagSummary[];
  /**
   * Groups of `tags` from root `x-tagGroups`, empty when the description has none. When there
   * are groups, every tag of `tags` is in exactly one of them (ungrouped ones in a trailing "Other").
   */
  tagGroups: TagGroup[];
  operations: OperationSummary[];
  webhooks: OperationSummary[];
  problems: Problem[];
}

/** One property of an object schema. */
export interface PropertyNode {
  name: string;
  required: boolean;
  node: SchemaNode;
}

/** A schema prepared for display; `$ref`s resolved to a budget, cycles and dangling refs marked. */
export interface SchemaNode {
  /** Where the schema lives in the bundled description (after following `$ref`). */
  pointer: string;
  /** The name of the `$ref` target, when it came through one. */
  refName?: string;
  /** This `$ref` closes a cycle: shown as circular, not expanded. */
  circular?: boolean;
  /** The `$ref` could not be resolved: the reason. */
  unresolved?: string;
  /** Not expanded yet (size budget): ask for `pointer` when opened. */
  deferred?: boolean;
  /** Display type: "object", "array", "string", "integer | null", "any". */
  type: string;
  format?: string;
  title?: string;
  description?: string;
  /** Human-readable constraints: "≥ 1", "max length 10", "pattern ^a+$", ... */
  constraints: string[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  nullable?: boolean;
  properties?: PropertyNode[];
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  composition?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[] };
  not?: SchemaNode;
}

export interface ExampleView {
  name: string;
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
  /** Made by spec-doc from the schema (the description gave no example). */
  generated?: boolean;
  /**
   * For a generated example: what to generate it from. Examples are generated only when a
   * reader opens them (a Stripe operation's schemas can take 100 ms), by `exampleFor`.
   */
  generate?: ExampleRequest;
}

/** Where a generated example comes from: the schema's pointer, the direction (readOnly/writeOnly) and the output form. */
export interface ExampleRequest {
  pointer: string;
  direction: 'request' | 'response';
  xml: boolean;
}

export interface MediaTypeView {
  mediaType: string;
  schema?: SchemaNode;
  /** The example to show first: named examples, then `example`, then the schema's. */
  examples: ExampleView[];
}

export interface ParameterView {
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  description: string;
  schema?: SchemaNode;
  example?: unknown;
  unresolved?: string;
}

export interface HeaderView {
  name: string;
  description: string;
  required: boolean;
  schema?: SchemaNode;
}

export interface ResponseView {
  status: string;
  description: string;
  headers: HeaderView[];
  content: MediaTypeView[];
  links: { name: string; description: string; target: string }[];
  unresolved?: string;
}

export interface RequestBodyView {
  description: string;
  required: boolean;
  content: MediaTypeView[];
  unresolved?: string;
}

export interface CallbackView {
  name: string;
  operations: OperationDetail[];
}

/** Everything shown in one operation's section. */
export interface OperationDetail {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  deprecated: boolean;
  operationId?: string;
  externalDocs?: { url: string; description?: string };
  parameters: ParameterView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  callbacks: CallbackView[];
  /** The effective security requirement (operation-level replaces root). */
  security?: Record<string, string[]>[];
  problems: string[];
}
