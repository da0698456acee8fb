import { bodyEditorKind } from '../input/body-editor-kind.js';
import { initialFields } from '../input/initial-fields.js';
import { initialParameterInputs } from '../input/initial-parameter-inputs.js';
import { readExampleBody, type ReadExampleBody } from '../input/read-example-body.js';
import { tryParameters } from '../input/try-parameters.js';
import type { ExampleView, MediaTypeView, OperationDetail } from '../model/types.js';
import type { SecuritySchemeView } from '../security/scheme-types.js';
import { assembleRequest } from './assemble-request.js';
import { toCurl } from './curl.js';
import { exampleSecurity } from './example-security.js';
import { withExampleFiles } from './example-files.js';
import { exampleParameterInputs, revealPlaceholders } from './parameter-placeholders.js';
import { withPlaceholders } from './snippet-har.js';

/** What the example request of an operation is built from besides the operation. */
export interface ExampleCurlOptions {
  /** The API server's URL, resolved (the element's active server, else the description's first). */
  serverUrl: string;
  /** `components.securitySchemes`, for the credential placeholders. */
  schemes: readonly SecuritySchemeView[];
  /** An example's value (generated ones are made on demand); undefined when there is none. */
  exampleValue?: (example: ExampleView, media: MediaTypeView) => unknown;
}

/**
 * The cURL command of an operation's request example as the console's example card shows it
 * before the reader types anything: parameters and the first body media type filled with their
 * examples, sent to `serverUrl`, with the operation's credentials as placeholders (exampleSecurity),
 * never real ones, and required parameters without an example as placeholders (`<ServiceSid>`).
 * Undefined when no request can be built (a required body without an example, no server).
 */
export function exampleCurl(detail: OperationDetail, options: ExampleCurlOptions): string | undefined {
  if (!options.serverUrl) return undefined;
  const params = tryParameters(detail.parameters);
  // Required parameters without an example show as placeholders (`<ServiceSid>`).
  const { inputs, placeholders } = exampleParameterInputs(params, initialParameterInputs(params, true));
  const read = exampleBody(detail, options);
  if (read.error) return undefined;
  const stand = exampleSecurity(detail.security, options.schemes);
  const { spec } = assembleRequest({
    method: detail.method,
    serverUrl: options.serverUrl,
    path: detail.path,
    parameters: inputs,
    ...(stand ? { security: stand.applied } : {}),
    ...(read.body ? { body: read.body } : {}),
  });
  return revealPlaceholders(toCurl(withPlaceholders(spec, stand?.placeholders), { multiline: true }), [...placeholders, ...read.placeholders]);
}

/** The first media type's body as the console's body editor starts it (see TryBody.reset). */
function exampleBody(detail: OperationDetail, options: ExampleCurlOptions): ReadExampleBody {
  const body = detail.requestBody;
  const media = body?.content[0];
  if (!body || !media) return { placeholders: [] };
  const kind = bodyEditorKind(media.mediaType);
  let text = '';
  const ex = media.examples[0];
  const value = ex ? (ex.value ?? options.exampleValue?.(ex, media)) : undefined;
  // Multipart fields named only in oneOf/anyOf alternatives are typed as a JSON object, as the editor starts them.
  const typed = kind === 'multipart' && !media.schema?.properties?.length;
  if ((kind === 'json' || kind === 'text' || typed) && value !== undefined) text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  const fields = kind === 'form' || kind === 'multipart' ? initialFields(media) : {};
  return readExampleBody(media, body.required, { text, fields, files: withExampleFiles(media, {}) }, value);
}
