import { registerEnglish } from '../english.js';

/** English messages of reading: overview, servers, operations, parameters, schemas, responses, examples, components (see index.ts). */
export const referenceMessages = {
  // Shared chips and states
  'reference.deprecated': 'deprecated',
  'reference.required': 'required',
  'reference.optional': 'optional',
  'reference.unresolved': 'unresolved: {reason}',
  'reference.loading': 'Loading…',
  'reference.copied': 'Copied',
  'reference.collapseNamed': 'Collapse {name}',
  'reference.expandNamed': 'Expand {name}',
  'reference.noOperations': 'No operations',
  'reference.circularRef': 'circular ↻ {name}',

  // Load status and notices
  'reference.loadFailed': 'Could not load the description.',
  'reference.resolvingFiles': 'Resolving references: {loaded} of {total} files',
  'reference.loadPhase': '{phase, select, fetching {Fetching…} parsing {Parsing…} resolving {Resolving…} converting {Converting…} other {{phase}…}}',
  // Overview and servers
  'reference.apiVersion': 'API version',
  'reference.versionNumber': 'v{version}',
  'reference.downloadJson': 'Download JSON',
  'reference.downloadYaml': 'Download YAML',
  'reference.downloadMarkdown': 'Download Markdown',
  'reference.openInNewTab': 'Open in new tab',
  'reference.copyAsMarkdown': 'Copy as Markdown',
  'reference.copyingFailed': 'Copying failed',
  'reference.contactLabel': 'Contact:',
  'reference.contactName': 'Contact: {name}',
  'reference.emailLabel': 'E-mail:',
  'reference.license': '{name} license',
  'reference.termsOfService': 'Terms of service',
  'reference.documentationLabel': 'Documentation:',
  'reference.externalDocumentation': 'External documentation',
  'reference.documentUri': 'Document URI',
  'reference.apiLogo': 'API logo',
  'reference.logoNotShown': 'Logo not shown: {reason}',
  'reference.requestsGoTo': 'Requests go to',
  'reference.apiServer': 'API server',
  'reference.server': 'Server',
  'reference.mockBadge': 'Mock',
  'reference.mockActive': 'Mock server on: requests that match this description are answered in the browser',
  'reference.problemsSummary': '{count, plural, one {# problem} other {# problems}} in this description (the rest is shown)',

  // Navigation
  'reference.apiNavigation': 'API navigation',
  'reference.menu': 'Menu',
  'reference.closeNavigation': 'Close navigation',
  'reference.filter': 'Filter',
  'reference.search': 'Search',
  'reference.expandAll': 'Expand all',
  'reference.collapseAll': 'Collapse all',
  'reference.noMatchingOperations': 'No matching operations',
  'reference.components': 'Components',
  // The groups spec-doc names itself: the untagged operations (when they are the only group, or beside the description's tags) and the webhooks.
  'reference.generatedGroup': '{group, select, operations {Operations} otherOperations {Other operations} other {Webhooks}}',
  // A kind of component: the group's title (plural), and one component's kind (singular).
  'reference.componentKinds':
    '{kind, select, schemas {Schemas} responses {Responses} parameters {Parameters} examples {Examples} requestBodies {Request bodies} mediaTypes {Media types} headers {Headers} securitySchemes {Security schemes} links {Links} callbacks {Callbacks} other {Path items}}',
  'reference.componentKind':
    '{kind, select, schemas {Schema} responses {Response} parameters {Parameter} examples {Example} requestBodies {Request body} mediaTypes {Media type} headers {Header} securitySchemes {Security scheme} links {Link} callbacks {Callback} other {Path item}}',

  // Operations
  'reference.operationFailed': 'This operation could not be shown: {reason}',
  'reference.copyPath': 'Copy path',
  'reference.requestBody': 'Request body',
  'reference.callbacks': 'Callbacks',
  'reference.parameters': 'Parameters',
  'reference.pathParameters': 'Path parameters',
  'reference.queryParameters': 'Query parameters',
  'reference.queryString': 'Query string',
  'reference.headerParameters': 'Header parameters',
  'reference.cookieParameters': 'Cookie parameters',
  'reference.otherParameters': 'Other parameters',
  'reference.exampleLabel': 'Example:',
  'reference.headers': 'Headers',
  'reference.responses': 'Responses',
  'reference.responseHidden': 'Response',
  'reference.links': 'Links',
  'reference.noAuthentication': 'No authentication',
  'reference.anyOneOf': 'Any one of',
  // An operation that takes more than three alternative security requirements: the disclosure that lists them.
  'reference.anyOneOfCount': '{count, plural, one {Any one of # scheme} other {Any one of # schemes}}',
  'reference.auth': 'Auth',
  'reference.schemesAnd': 'and',
  'reference.schemeDeprecated': '(deprecated)',
  'reference.schemeScopes': '(scopes: {scopes})',
  'reference.scopesTitle': 'Scopes: {scopes}',
  'reference.noCredentials': 'optional (no credentials)',
  'reference.usedByTry': '— satisfied, used by TRY',

  // Media types and examples
  'reference.mediaType': 'Media type',
  'reference.schemaOrExample': '{mediaType} schema or example',
  'reference.schema': 'Schema',
  'reference.example': 'Example',
  'reference.streamOfItems': 'A stream of items, each:',
  'reference.streamOf': 'A stream of',
  'reference.streamOfEach': ', each:',
  'reference.partsByPosition': 'Parts by position:',
  'reference.part': 'Part {n}',
  'reference.partOnwards': 'Part {n} onwards',
  'reference.everyPart': 'Every part',
  'reference.defaultType': 'default type',
  'reference.partHeaders': 'headers',
  'reference.loadExample': 'Load example',
  'reference.exampleNotHttp': 'This example cannot be loaded: its externalValue is not an http(s) URL',
  'reference.couldNotLoad': 'Could not load {url}: {error}',
  'reference.generatingExample': 'Generating an example…',
  'reference.noGeneratedExample': 'No example can be generated for this schema.',
  'reference.stopsAtCircular': 'Stops at circular references:',
  'reference.showInSchema': 'Show in the schema',

  // Schemas
  'reference.arrayOf': 'array of {type}',
  // A schema's constraint (a JSON Schema validation keyword and its value): kept short, shown as a chip. {value} is a number as written, or a pattern's regular expression or a const's JSON (shown as code).
  'reference.constraint':
    '{kind, select, minimum {≥ {value}} exclusiveMinimum {> {value}} maximum {≤ {value}} exclusiveMaximum {< {value}} multipleOf {multiple of {value}} minLength {min length {value}} maxLength {max length {value}} pattern {pattern {value}} minItems {min items {value}} maxItems {max items {value}} uniqueItems {unique items} minContains {min contains {value}} maxContains {max contains {value}} minProperties {min properties {value}} maxProperties {max properties {value}} other {const {value}}}',
  // A type spec-doc names (beside JSON's own type names, which stay as written): any type, no value (a `false` schema), oneOf/anyOf without a type, a $ref that could not be resolved.
  'reference.typeWord': '{word, select, any {any} never {never} oneOf {one of} anyOf {any of} other {unresolved}}',
  'reference.factDefault': 'default: {value}',
  'reference.factExample': 'example: {value}',
  'reference.factExamples': 'examples: {values}',
  'reference.factKeys': 'keys: {name}',
  'reference.factDependentRequired': 'if {name}: also {list}',
  'reference.factContent': 'content: {mediaType}',
  'reference.factEncoding': 'encoding: {encoding}',
  'reference.allOfConflict': 'allOf conflict: {conflict}',
  // What allOf members disagree on (after "allOf conflict:"): {keyword} a JSON Schema keyword and {a}/{b} its two values, as written; {result} what applies; `type`, `true` and `false` are keywords, kept as written.
  'reference.allOfConflictText':
    '{kind, select, unresolvedMember {allOf member {member}: {reason}} falseMember {allOf has a member that is false (no value can match)} stricter {{keyword} {a} vs {b} (the stricter {result} applies)} trueApplies {{keyword} {a} vs {b} (true applies)} only {{keyword} {a} vs {b} (only {result} apply)} noValue {{keyword} {a} vs {b} (no value can match)} bothApply {{keyword} {a} vs {b} (both apply; the first is shown)} firstShown {{keyword} {a} vs {b} (the first is shown)} typeNone {type: {a} vs {b} (no value can match; {a} is shown)} typeApplies {type: {a} vs {b} ({result} applies)} other {{keyword}: allOf members differ (the first is shown)}}',
  'reference.allowed': 'Allowed',
  'reference.andMore': 'and {count} more',
  'reference.shortDescriptions': 'Short descriptions',
  'reference.fullDescriptions': 'Full descriptions',
  'reference.field': 'Field',
  'reference.type': 'Type',
  'reference.description': 'Description',
  'reference.readOnly': 'read-only',
  'reference.writeOnly': 'write-only',
  'reference.circularTitle': 'This schema contains itself: go to where it is shown above',
  'reference.xmlNode': 'XML: {nodeType}',
  // The node a schema becomes in XML when not the default (OpenAPI 3.2 XML `nodeType`): after "XML:"; `other` is an array inside an element of its own.
  'reference.xmlNodeKind': '{kind, select, attribute {attribute} text {text} cdata {CDATA} none {no element} other {wrapped}}',
  'reference.additionalProperties': '[additional properties]',
  'reference.prefixItem': 'item {n} (prefixItems)',
  'reference.patternProperties': 'properties matching /{pattern}/',
  'reference.propertyNames': 'property names',
  'reference.unevaluatedProperties': 'unevaluated properties',
  'reference.unevaluatedItems': 'unevaluated items',
  'reference.dependentSchema': 'when "{name}" is present',
  'reference.contentDecoded': 'content (decoded)',
  'reference.composition': '{kind, select, oneOf {One of} other {Any of}}',
  'reference.byDiscriminator': 'by',
  'reference.defaultOption': '{label} (default)',

  // Why a reference could not be shown (after "unresolved:" and in a section's list of problems). ref is a $ref as written, name a
  // component's name and section the `components` field it was looked for in (`schemas`, `responses`…), both as written.
  'reference.unresolvedReason':
    '{kind, select, external {Cannot resolve $ref "{ref}"} loop {$ref "{ref}" refers to itself} nothing {Cannot resolve $ref "{ref}": nothing at that pointer} noComponent {No component "{name}" in components.{section}} parameter {Parameter is not an object} requestBody {Request body is not an object} other {Response is not an object}}',
  // Why a URL from the description is not used, as the reason of chrome.linkNotFollowed and reference.logoNotShown; scheme: the scheme
  // refused, as code (“javascript:”); the -mailto branches are for links that may also be email addresses.
  'reference.urlRefusal':
    '{kind, select, not-text {it is not text} empty {it is empty} invalid {it is not a valid URL} no-host {it names no host} scheme {it is not an http(s) URL ({scheme})} scheme-mailto {it is not an http(s) or mailto URL ({scheme})} not-url-mailto {it is not an http(s) or mailto URL} other {it is not an http(s) URL}}',
} as const;

registerEnglish(referenceMessages);
