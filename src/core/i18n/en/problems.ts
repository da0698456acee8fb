import { registerEnglish } from '../english.js';

/**
 * English messages of what went wrong: why a description did not load, and the problems found in
 * one that did (see index.ts). They show only when something is wrong, so they travel in a lazy
 * chunk with the code that words them (src/ui/reference/problem-text.ts), not in the bundle.
 */
export const problemsMessages = {
  // Why the description did not load (under “Could not load the description.”). source and url are addresses, language is JSON or YAML,
  // reason is the parser’s or browser’s own words (English); line, column and max are numbers.
  'problems.loadErrorSyntax': '{language} syntax error in {source} at line {line}, column {column}: {reason}',
  'problems.loadErrorSyntaxUnplaced': '{language} syntax error in {source}: {reason}',
  'problems.loadErrorEmpty': '{source} is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)',
  'problems.loadErrorTooDeep': '{source} nests deeper than {max} levels at line {line}, column {column}: it is refused rather than risk running out of stack',
  // pointer is a JSON pointer (/paths/~1pets/get), shown as written.
  'problems.loadErrorTooDeepAt': '{source} nests deeper than {max} levels at {pointer}: it is refused rather than risk running out of stack',
  'problems.loadErrorTooDeepBundled': 'The description nests deeper than {max} levels at {pointer}',
  // A YAML file whose aliases (*name) repeat its anchors (&name) so often it would take too much memory (the “billion laughs” attack).
  'problems.loadErrorAliasBomb': 'YAML aliases in {source} expand to more than {max} nodes (a "billion laughs" alias bomb?): the description is refused',
  'problems.loadErrorTooManyNodes': 'The description expands to too many nodes (a YAML alias bomb?)',
  'problems.loadErrorNotObject': '{source} is not an OpenAPI or Swagger document: its top level is not an object (supported: Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2)',
  'problems.loadErrorNoVersion': '{source} is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field at the top level (supported: Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2)',
  // format is OpenAPI or Swagger; version is the description's, as written.
  'problems.loadErrorVersion': 'Unsupported {format} version {version} in {source} (supported: Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2)',
  // reason says why the address is refused (“it names no host”).
  'problems.loadErrorRefusedUrl': '{url} cannot be loaded: {reason}',
  // detail is the browser’s message (“Failed to fetch”), or none.
  'problems.loadErrorNetwork':
    '{detail, select, none {Network error loading {url}: the server is unreachable, or it does not allow cross-origin requests (CORS)} other {Network error loading {url} ({detail}): the server is unreachable, or it does not allow cross-origin requests (CORS)}}',
  'problems.loadErrorBrokeOff': '{detail, select, none {Network error loading {url}: the download broke off} other {Network error loading {url} ({detail}): the download broke off}}',
  // status is the HTTP status code and statusText the server’s words for it (“Not Found”), both as sent.
  'problems.loadErrorHttp': '{statusText, select, none {HTTP {status} loading {url}} other {HTTP {status} {statusText} loading {url}}}',
  'problems.loadErrorCancelled': 'Loading {url} was cancelled',
  // The description loaded, but the OpenAPI Overlays applied to it made it fail; message is one of the messages above.
  'problems.loadErrorAfterOverlays': 'After applying the overlays: {message}',
  // The overview's list of problems found in the description (the rest of it is shown). ref is a $ref as written, pointer a JSON pointer
  // in the file url; reason says why the file could not be read (one of the loadError messages above, or the parser’s words).
  'problems.refInvalid': 'Invalid $ref "{ref}"',
  'problems.refUnreadable': 'Cannot resolve $ref "{ref}": {reason}',
  'problems.refMissing': '{pointer, select, none {Cannot resolve $ref "{ref}": no document in {url}} other {Cannot resolve $ref "{ref}": no {pointer} in {url}}}',
  // A large description shown from its first part, whose rest turned out not to load; reason is one of the loadError messages above.
  'problems.restUnreadable': 'The rest of the description could not be read: {reason}',
  // OpenAPI 3.2’s "$self" field (the description’s own URI); self is its value as written.
  'problems.self':
    '{problem, select, notString {"$self" is not a string; relative references resolve against the URL the description was read from} fragment {"$self" must not contain a fragment; it is ignored} other {"$self" ({self}) is not a URI reference; relative references resolve against the URL the description was read from}}',
  // What a Swagger 2.0 description’s conversion to OpenAPI 3 could not convert. Names in backticks are Swagger 2.0 fields (keep them as
  // written); name is an entry’s name in the description, key is consumes or produces, max a number of levels.
  'problems.swagger2':
    '{notice, select, responseNotObject {Response is not an object; it was skipped} responseExamplesNotObject {Response `examples` is not an object; it was skipped} responseHeadersNotObject {Response `headers` is not an object; it was skipped} headerNotObject {Header "{name}" is not an object; it was skipped} definitionNotObject {Definition "{name}" is not an object; it was skipped} securityDefinitionNotObject {Security definition "{name}" is not an object; it was skipped} oauthFlowUnknown {OAuth 2.0 `flow` is missing or unknown; the scheme was copied unconverted} parametersNotList {`parameters` is not a list; it was skipped} parameterNotObject {Parameter is not an object; it was skipped} parameterNoIn {Parameter has no `in`; it was skipped} namedParameterNotObject {Parameter "{name}" is not an object; it was skipped} namedParameterNoIn {Parameter "{name}" has no `in`; it was skipped} pathItemNotObject {Path item is not an object; it was skipped} operationNotObject {Operation "{name}" is not an object; it was skipped} responsesNotObject {`responses` is not an object; it was skipped} rootResponsesNotObject {`responses` is not an object; it was skipped} pathsNotObject {`paths` is not an object; no operations were read} definitionsNotObject {`definitions` is not an object; it was skipped} rootParametersNotObject {`parameters` is not an object; it was skipped} securityDefinitionsNotObject {`securityDefinitions` is not an object; it was skipped} secondBody {An operation can have only one body parameter; this one was skipped} formWithBody {formData parameters cannot be used with a body parameter; this one was skipped} mediaTypesNotList {`{key}` is not a list; it was ignored} other {The description nests deeper than {max} levels; the deepest part was left unconverted}}',
  // The overview's list of problems: what the outline found wrong. path, method, field (a path item's method field) are as written;
  // name is a tag's or a tag group's name, parent the tag named as its parent and kind that tag's `kind` (all as written).
  // `paths`, `x-tagGroups`, `additionalOperations`, `content`, `parent`, `name` and `tags` are field names, kept as written.
  'problems.outline':
    '{problem, select, pathsNotObject {"paths" is not an object} pathItemNotObject {Path item "{path}" is not an object} operationNotObject {Operation {method} {path} is not an object} fixedMethod {additionalOperations must not hold "{method}": the path item\'s "{field}" field is that method; it is ignored} methodCase {additionalOperations "{method}" differs from another method only in case, which spec-doc cannot route; it is ignored} querystringNoContent {A querystring parameter must be described by content (it is sent as application/x-www-form-urlencoded)} querystringTwice {Only one querystring parameter is allowed per operation} querystringWithQuery {A querystring parameter cannot be used together with query parameters} tagGroupsNotList {"x-tagGroups" is not a list of \'{\'name, tags\'}\'} tagGroupInvalid {A tag group needs a string "name" and a list of "tags"; this one is skipped} tagNameNotString {A tag name in group "{name}" is not a string; it is skipped} parentUndeclared {Tag "{name}" names parent "{parent}", which is not a declared tag; it is shown at the top level} parentNotNav {Tag "{name}" names parent "{parent}", which is a {kind} tag and not a nav group; it is shown at the top level} other {Tag "{name}" is its own ancestor through "parent"; it is shown at the top level}}',
} as const;

registerEnglish(problemsMessages);
