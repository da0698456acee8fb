import { registerEnglish } from '../english.js';

/** English messages of the TRY console, request examples and code samples, responses, the mock server (see index.ts). */
export const tryMessages = {
  // The console (try-console.ts)
  'try.consoleLabel': 'Try {method} {path}',
  'try.examplesLabel': 'Examples of {method} {path}',
  'try.open': 'Try it',
  'try.heading': 'Try it',
  'try.close': 'Close the console',
  'try.send': 'TRY',
  'try.cancel': 'Cancel',
  'try.clear': 'Clear',
  'try.sendsTo': 'to',
  'try.noServer': 'No API server can be resolved',
  'try.sending': 'Sending…',
  'try.curlSent': 'cURL of the request sent',
  'try.copy': 'Copy',
  'try.server': 'Server',
  'try.ownServer': "this operation's own",
  'try.cannotSend': 'This request cannot be sent: {problems}, and {count, plural, one {the parameter is} other {these parameters are}} required.',
  'try.notSentWith': 'Not sent with this request:',
  // A header or cookie left out of the request (name: its name, between backticks as code): its value has a line break, or characters past Latin-1.
  'try.valueProblem':
    '{kind, select, cookie-line-break {The value of the cookie `{name}` contains a line break or a NUL character and cannot be sent in a header} cookie-not-latin1 {The value of the cookie `{name}` contains characters that a header cannot carry (only Latin-1); encode the value first} header-line-break {The value of the header `{name}` contains a line break or a NUL character and cannot be sent in a header} other {The value of the header `{name}` contains characters that a header cannot carry (only Latin-1); encode the value first}}',
  'try.bodyError': 'Request body: {error}',
  // What keeps the inputs from making a request (src/core/request/request-problem.ts), at the fields, the body and TRY.
  // name: a header or cookie name as the description writes it, between backticks as code.
  'try.nameProblem': '{kind, select, cookie {`{name}` is not a valid cookie name and cannot be sent} other {`{name}` is not a valid HTTP header name and cannot be sent}}',
  // name: a parameter’s name as the description writes it.
  'try.required': '{name} is required',
  // detail: the browser’s own words about the JSON, as the browser gives them.
  'try.notJson': '{name}: not valid JSON ({detail})',
  'try.bodyRequired': 'The request body is required.',
  'try.chooseFile': 'Choose a file to upload.',
  'try.enterBody': 'Enter the request body.',
  'try.fieldsNotObject': 'The fields must be a JSON object ({detail}).',
  // names: the names of the required fields left empty, joined by commas.
  'try.missingFields': 'Required: {names}.',
  'try.notTextOrFile': 'A {mediaType} body must be text or a file.',
  'try.formNeedsFields': 'A form body needs named fields.',
  'try.multipartNeedsFields': 'A multipart body needs named fields.',
  // Where JSON text fails: problem is one of try.jsonExpected… below.
  'try.jsonAt': 'line {line}, column {column}: {problem}',
  // wanted: try.jsonWanted; found: try.jsonFound.
  'try.jsonExpected': 'expected {wanted}, found {found}',
  'try.jsonExpectedQuote': 'expected {wanted}, found {found} (JSON strings use double quotes)',
  // What the JSON needed there; p and q are punctuation, quoted as code (“']'”, “','”).
  'try.jsonWanted':
    '{kind, select, value-or-close {a value or {p}} key-or-close {a property name in double quotes or {p}} key {a property name in double quotes} colon {{p} after the property name} comma-after-value {{p} or {q} after the property value} comma-after-item {{p} or {q} after the array item} end {the end of the text after the JSON value} close-string {{p} to close the string} digit-after {a digit after {p}} digit-exponent {a digit in the exponent} other {a value}}',
  // What stands there instead; text is a character or word of the JSON, quoted, or a code point (“U+0001”).
  'try.jsonFound': '{kind, select, end {the end of the text} line-break {a line break} tab {a tab} other {{text}}}',
  // found: try.jsonFound. The escapes are JSON’s own.
  'try.jsonControl': 'a string cannot contain {found}; escape it (\\n, \\t, \\u0000)',
  'try.jsonBadEscape': 'invalid escape {found} in a string',
  'try.jsonLeadingZero': 'a number cannot have a leading zero',
  'try.buildFailed': 'The request could not be built: {reason}',
  'try.buildFailedShort': 'The request could not be built',
  'try.redirect':
    'The API server answered with a redirect. A request that carries credentials does not follow redirects, so the credentials cannot reach another server (the browser does not let the page read where it pointed).',
  'try.redirectShort': 'The server answered with a redirect',
  // duration: the time taken, with its unit in the language (“850 ms”, “1.2 sec”); status: the status code as digits.
  'try.responseIn': 'Response {status} in {duration}',
  'try.responseTextIn': 'Response {status} {statusText} in {duration}',
  'try.cancelled': 'Request cancelled',
  'try.cancelledSentence': 'Request cancelled.',
  'try.notSent': '{reason}. The request was not sent.',
  'try.notSentShort': 'The request was not sent',
  'try.failed': '{reason}. The server may be unreachable, or it may not allow requests from this page (CORS).',
  'try.failedShort': 'The request failed',
  'try.liveResponse': 'Live response',
  'try.showExamples': 'Show examples',
  'try.showLive': 'Show the live response',

  // Fields (try-fields.ts) and the request body (try-body.ts)
  'try.item': 'Item {n}',
  'try.removeItem': 'Remove item {n}',
  'try.remove': 'Remove',
  'try.addItem': 'Add item',
  'try.requestBody': 'Request body',
  'try.requestBodyOfType': 'Request body ({mediaType})',
  'try.fileOfType': 'File ({mediaType})',
  'try.fileType': 'file',
  'try.mediaType': 'Media type',

  // Request examples (code-samples.ts)
  'try.language': 'Language',
  'try.fromDescription': 'From the description',
  'try.generated': 'Generated',
  'try.copyExample': 'Copy the {label} example',
  'try.copied': 'Copied',
  'try.showCredentials': 'Show my credentials',
  'try.generatorFailed': 'The code generator could not be loaded.',
  'try.noRequest': 'No API server is known, so there is no request to show.',
  'try.loadingGenerator': 'Loading the code generator…',
  'try.bodyFile': 'The body is the file',
  'try.bodyFileCurl': ': the code reads it from the current directory.',
  'try.bodyFilePlaceholder': ': the code shows a placeholder where its bytes go.',
  'try.filesBefore': 'The code reads',
  'try.filesAfter': 'from the current directory.',

  // Response examples (response-examples.ts)
  'try.response': 'Response',
  'try.byStatus': 'Response examples by status',
  'try.generatedFromSchema': '· generated from the schema',
  'try.noBody': 'No body.',
  'try.example': 'Example',
  'try.noExample': 'No example.',
  'try.generating': 'Generating an example…',
  'try.cannotGenerate': 'No example can be generated for this schema.',
  'try.externalExample': 'External example:',

  // The live response (try-response.ts, json-tree.ts)
  // duration and size with their units in the language (“850 ms”, “1.5 kB”).
  'try.timeAndSize': '{duration} · {size}',
  'try.receiving': 'receiving… {size}',
  'try.copyBody': 'Copy body',
  'try.copyHeaders': 'Copy headers',
  'try.bodyCopied': 'Body copied.',
  'try.headersCopied': 'Headers copied.',
  'try.bodyNotCopied': 'Body not copied: {reason}',
  'try.headersNotCopied': 'Headers not copied: {reason}',
  'try.noClipboard': 'the clipboard is not available here',
  'try.download': 'Download {filename}',
  'try.headers': 'Headers ({count})',
  'try.responseBody': 'Response body',
  'try.truncated': 'Only the beginning of this {size} body is shown (at most {limit} and {lines} lines).',
  'try.downloadWhole': 'Download the whole body',
  'try.receivingBody': 'Receiving the body…',
  'try.imageNotShown': 'This image cannot be shown here ({type}); use the download link.',
  'try.imageAlt': 'Response image ({type}, {size})',
  'try.image': 'image',
  'try.binaryBody': 'Binary body ({type}, {size}).',
  'try.noContentType': 'no content type',
  'try.streamEnded': 'Stream ended: {count, plural, one {# event} other {# events}}.',
  'try.streaming': 'Streaming… {count, plural, one {# event} other {# events}} so far.',
  'try.latestShown': 'The latest {count} are shown.',
  'try.eventId': 'id {id}',
  // delay: the server-sent event's retry time, with its unit (“3 sec”).
  'try.eventRetry': 'retry {delay}',
  'try.jsonItems': '{count, plural, one {# item} other {# items}}',
  'try.jsonKeys': '{count, plural, one {# key} other {# keys}}',
  'try.jsonToggle': '{path} ({size})',
  'try.jsonRoot': 'the body',
  'try.showMore': 'Show {count} more ({hidden} not shown)',

  // The mock server (mock-runtime.ts)
  'try.mockNotStarted': 'The mock server could not start: {reason}',
} as const;

registerEnglish(tryMessages);
