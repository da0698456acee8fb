import type { SequenceKind } from '../examples/sequence-text.js';
import type { Problem, JsonObject } from '../types.js';
import type { UnresolvedWhy } from '../types.js';
import type { ParameterSerialization } from '../request/serialize-parameter.js';
import type { SecuritySchemeView } from '../security/scheme-types.js';

/** HTTP methods an OpenAPI path item can hold, in display order. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A badge from `x-badges`. */
export interface Badge {
  label: string;
  color?: string;
  /** Redocly's `position`: `before` puts the badge ahead of the operation's title; otherwise after it. */
  position?: 'before' | 'after';
  /** A tag chip: the OpenAPI 3.2 tag `kind` (`badge`, `audience`, ...) of a tag that is not a nav group. */
  tagKind?: string;
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
  /** Labels (OpenAPI 3.2 tag `summary`) of its tags that differ from their names, so search finds them. */
  tagLabels?: string[];
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
  /** OpenAPI 3.2 `parent`: the name of the enclosing tag, when it names a nav tag and makes no cycle. */
  parent?: string;
  /** Nesting depth under `parent` chains: 0 for top-level tags. */
  depth?: number;
  /** Display names of the enclosing tags, outermost first (nested tags only). */
  ancestors?: string[];
  /** Whether other tags name this one as `parent` (it then stays even without operations). */
  hasChildren?: boolean;
  /**
   * A group spec-doc named, not the description: the untagged operations (`operations` when they
   * are the only group, else `otherOperations`) or the webhooks. `displayName` has its English;
   * the views show it in the interface's language.
   */
  generated?: 'operations' | 'otherOperations' | 'webhooks';
}

/** A named group of tags from root `x-tagGroups`, tags by name in display order. */
export interface TagGroup {
  name: string;
  tags: string[];
  /** The group spec-doc adds for the tags no group lists (`name` has its English, "Other"). */
  generated?: true;
}

export interface ServerVariableView {
  name: string;
  default: string;
  enum?: string[];
  description?: string;
}

export interface ServerView {
  url: string;
  /** OpenAPI 3.2 Server Object `name`. */
  name?: string;
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
  /** Redoc's `x-logo` on the info object: an image URL, its alt text, and a link for it. */
  logo?: { url: string; altText?: string; href?: string };
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
  /** OpenAPI 3.2 `$self` as written: the document's own URI, the base of its relative references. */
  self?: string;
  /** `components.securitySchemes`, set by DescriptionModel (URLs need the description's URL). */
  securitySchemes?: SecuritySchemeView[];
}

/** One property of an object schema. */
export interface PropertyNode {
  name: string;
  required: boolean;
  node: SchemaNode;
}

/**
 * A numeric bound in one form for both dialects: 3.0 writes `maximum: 5, exclusiveMaximum: true`,
 * 3.1 writes `exclusiveMaximum: 5`; both become `{ value: 5, exclusive: true }`.
 */
export interface SchemaBound {
  value: number;
  exclusive: boolean;
}

/** One alternative of a `oneOf`/`anyOf`, with the name a selector shows for it. */
export interface CompositionOption {
  /** The option's `title`, else its `$ref` name, else a derived label ("object (id, name)", "array of Pet"), in English. */
  label: string;
  /** A derived label as data, for the interface to word (absent when the label is the option's title or `$ref` name). */
  shape?: OptionShape;
  node: SchemaNode;
}

/**
 * What a derived option label says: a name as written (a title, a `$ref` name, a const's JSON),
 * an array of something, an object by its first property names, or a type (`SchemaNode.type`
 * and `types`) with its format.
 */
export type OptionShape =
  | { kind: 'name'; name: string }
  | { kind: 'arrayOf'; of: OptionShape }
  | { kind: 'object'; names: string[]; more: boolean }
  | { kind: 'type'; type: string; types: string[]; format?: string };

/** One discriminator value and the option it selects. */
export interface DiscriminatorEntry {
  /** The value of the discriminating property ("cat"). */
  value: string;
  /** The label of the option it selects. */
  label: string;
  /** Index into `composition.options`. */
  index: number;
}

/** A `discriminator`, resolved to the options it selects (explicit `mapping` first, then implicit schema names). */
export interface DiscriminatorView {
  propertyName: string;
  mapping: DiscriminatorEntry[];
  /** Index of the option OpenAPI 3.2 `defaultMapping` names (used when the property is absent or unknown). */
  defaultIndex?: number;
}

/** `oneOf`/`anyOf` alternatives (or the subtypes a discriminator names), each ready to show on its own. */
export interface SchemaComposition {
  kind: 'oneOf' | 'anyOf';
  /**
   * With a discriminator, each option is the branch merged with the parent's own properties,
   * so choosing one shows a complete object.
   */
  options: CompositionOption[];
  discriminator?: DiscriminatorView;
}

/** `patternProperties`: a key regex and the schema of the values whose keys match it. */
export interface PatternPropertyNode {
  pattern: string;
  node: SchemaNode;
}

/** The keywords of a `SchemaConstraint` with a numeric value (the bounds are the effective ones, see `SchemaNode.minimum`). */
export type NumericConstraintKind =
  | 'minimum'
  | 'exclusiveMinimum'
  | 'maximum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'minLength'
  | 'maxLength'
  | 'minItems'
  | 'maxItems'
  | 'minContains'
  | 'maxContains'
  | 'minProperties'
  | 'maxProperties';

/**
 * One limit a schema puts on values, as data: the keyword and its value as written (`pattern`'s
 * regular expression, `const`'s value as JSON text). The interface words it in its language; the
 * English of Markdown and tests is `constraintText`'s.
 */
export type SchemaConstraint = { kind: NumericConstraintKind; value: number } | { kind: 'pattern' | 'const'; value: string } | { kind: 'uniqueItems' };

/**
 * One disagreement of `allOf` members, as data: the keyword, the two values (`a` the kept one; as
 * written, enums and consts as JSON text) and what applies (`result`); for a member that could not
 * be resolved, its name and why. `conflictText` writes it in English.
 */
export interface AllOfConflict {
  kind: 'unresolvedMember' | 'falseMember' | 'stricter' | 'trueApplies' | 'only' | 'noValue' | 'bothApply' | 'firstShown' | 'typeNone' | 'typeApplies' | 'differ';
  keyword?: string;
  a?: string;
  b?: string;
  result?: string;
  member?: string;
  reason?: string;
  /** `reason` as data. */
  why?: UnresolvedWhy;
}

/** A schema prepared for display; `$ref`s resolved to a budget, cycles and dangling refs marked. */
export interface SchemaNode {
  /**
   * Where the schema lives in the bundled description (after following `$ref`). On a
   * `circular` node this is the schema it refers back to (an ancestor), the link target.
   */
  pointer: string;
  /** The name of the `$ref` target, when it came through one. */
  refName?: string;
  /** This `$ref` closes a cycle: shown as circular, not expanded; `pointer` and `refName` name the target. */
  circular?: boolean;
  /** The `$ref` could not be resolved: the reason (`unresolvedWhy`: the same as data). */
  unresolved?: string;
  unresolvedWhy?: UnresolvedWhy;
  /** Not expanded yet (size budget): ask for `pointer` when opened. */
  deferred?: boolean;
  /** Display type: "object", "array", "string", "integer | null", "any". */
  type: string;
  /**
   * The JSON types a value may have: the declared `type` (3.1 arrays included), "null" for 3.0
   * `nullable`, "object"/"array" inferred from properties/items; empty when any type is allowed.
   */
  types: string[];
  format?: string;
  title?: string;
  description?: string;
  /** The validation keywords that limit values, in a stable order (`constraints`; `constraintText` writes them in English). */
  constraints: SchemaConstraint[];
  enum?: unknown[];
  /** Descriptions of enum values by `String(value)`, from `x-enumDescriptions` / `x-enum-descriptions`. */
  enumDescriptions?: Record<string, string>;
  /** `const` (may be `null`; absent when the schema has none). */
  const?: unknown;
  default?: unknown;
  /** `example`, else the first of `examples`. */
  example?: unknown;
  /** 3.1 `examples` (an array of values). */
  examples?: unknown[];
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  nullable?: boolean;
  minimum?: SchemaBound;
  maximum?: SchemaBound;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  /** The object's `required` list as written (names need not appear in `properties`). */
  required?: string[];
  properties?: PropertyNode[];
  items?: SchemaNode;
  /** 3.1 `prefixItems` (tuple positions), or a 3.0-era `items` array. */
  prefixItems?: SchemaNode[];
  contains?: SchemaNode;
  minContains?: number;
  maxContains?: number;
  additionalProperties?: SchemaNode | boolean;
  /** `x-additionalPropertiesName`: what the keys of additional properties stand for. */
  additionalPropertiesName?: string;
  patternProperties?: PatternPropertyNode[];
  propertyNames?: SchemaNode;
  unevaluatedProperties?: SchemaNode | boolean;
  unevaluatedItems?: SchemaNode | boolean;
  /** `dependentSchemas`: property name → schema that applies when it is present. */
  dependentSchemas?: Record<string, SchemaNode>;
  /** `dependentRequired`: property name → names that become required when it is present. */
  dependentRequired?: Record<string, string[]>;
  /**
   * `if`/`then`/`else`, grouped because a node with a `then` field would look like a
   * promise to `await` and `Promise.resolve`.
   */
  conditional?: { if: SchemaNode; then?: SchemaNode; else?: SchemaNode };
  /** `$defs` (and the older `definitions`) by name, always `deferred`: built only when asked for. */
  defs?: Record<string, SchemaNode>;
  contentMediaType?: string;
  contentEncoding?: string;
  contentSchema?: SchemaNode;
  externalDocs?: { url: string; description?: string };
  /** The `xml` object as written. */
  xml?: Record<string, unknown>;
  /** The XML node it becomes when not the default (`xmlNodeLabel`): "attribute", "text", "CDATA", "no element", "wrapped". */
  xmlNode?: string;
  composition?: SchemaComposition;
  not?: SchemaNode;
  /**
   * What `allOf` members disagree on, with what applies (`conflictText`: "type: string vs
   * integer (…)", "maximum 5 vs 3 (the stricter 3 applies)"). Nothing they say is dropped silently.
   */
  conflicts?: AllOfConflict[];
  /** Keywords spec-doc does not interpret (unknown ones, `$comment`, `$id`, other `x-` extensions), as written. */
  extra?: Record<string, unknown>;
}

export interface ExampleView {
  name: string;
  summary?: string;
  description?: string;
  /** The data form (`value` or OpenAPI 3.2 `dataValue`); see `exampleForms`. */
  value?: unknown;
  /** The serialised wire text (OpenAPI 3.2 `serializedValue`, or a string `value` of a non-JSON media type). */
  serializedValue?: string;
  externalValue?: string;
  /** What `chooseExample` shows and the console sends for this media type: the serialised text rather than the data. */
  showSerialized?: boolean;
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
  /** For an `itemSchema` of a sequential media type (OpenAPI 3.2): the framing the items are written in. */
  sequence?: SequenceKind;
}

export interface MediaTypeView {
  mediaType: string;
  /**
   * Which way the body travels, as schema-hide-read-only / -write-only see it: `request` for
   * request bodies, `response` for responses, swapped in webhooks and callbacks.
   */
  direction: 'request' | 'response';
  schema?: SchemaNode;
  /** The example to show first: named examples, then `example`, then the schema's. */
  examples: ExampleView[];
  /** The Media Type Object's `encoding` map as written (form and multipart request bodies). */
  encoding?: JsonObject;
  /** OpenAPI 3.2 `prefixEncoding` as written: the Encoding Objects of the leading parts of a positional multipart body. */
  prefixEncoding?: unknown[];
  /** OpenAPI 3.2 `itemEncoding` as written: the Encoding Object of every other part. */
  itemEncoding?: JsonObject;
  /** OpenAPI 3.2 `itemSchema`: the schema of each item of a sequential media type (SSE, JSON Lines, JSON text sequences, multipart/mixed). */
  itemSchema?: SchemaNode;
}

export interface ParameterView {
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  description: string;
  schema?: SchemaNode;
  example?: unknown;
  /** `x-example-show-value: false`: the example is used (TRY console) but not displayed. */
  hideExample?: boolean;
  /** `x-fill-example: no`: the console does not pre-fill this parameter with its example. */
  noFill?: boolean;
  /** How the console serialises it (style, explode, allowReserved, content media type). */
  serialization?: ParameterSerialization;
  unresolved?: string;
  unresolvedWhy?: UnresolvedWhy;
}

export interface HeaderView {
  name: string;
  /** The header's description; for a dangling `$ref`, the (English) reason, as Markdown and text exports show it. */
  description: string;
  required: boolean;
  schema?: SchemaNode;
  /** A dangling `$ref`: why, in English (the interface words `unresolvedWhy`). */
  unresolved?: string;
  unresolvedWhy?: UnresolvedWhy;
}

export interface ResponseView {
  status: string;
  /** OpenAPI 3.2 Response Object `summary`: a short label shown beside the status. */
  summary?: string;
  /** Empty when the response has none (optional since OpenAPI 3.2). */
  description: string;
  headers: HeaderView[];
  content: MediaTypeView[];
  links: { name: string; description: string; target: string }[];
  unresolved?: string;
  unresolvedWhy?: UnresolvedWhy;
}

export interface RequestBodyView {
  description: string;
  required: boolean;
  content: MediaTypeView[];
  unresolved?: string;
  unresolvedWhy?: UnresolvedWhy;
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
  /** `x-code-samples` / `x-codeSamples` (and singular spellings): hand-written samples. */
  codeSamples?: CodeSample[];
  /** Operation- or path-level `servers` (most specific wins); absent when the root list applies. */
  servers?: ServerView[];
  problems: string[];
  /** Beside `problems`, when there are some: each as data (null where there is none). */
  problemsWhy?: (UnresolvedWhy | null)[];
}

/** One hand-written code sample of an operation. */
export interface CodeSample {
  lang: string;
  label?: string;
  source: string;
}
