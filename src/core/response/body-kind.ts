/** How a response body is shown: a JSON tree, XML, text, an image, a download, a stream of events, or nothing. */
export const BODY_KINDS = ['json', 'xml', 'text', 'image', 'binary', 'sse', 'ndjson', 'empty'] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

/** Newline-delimited JSON and its relatives: JSON Lines, JSON text sequences (RFC 7464). */
const NDJSON_TYPES = ['application/x-ndjson', 'application/jsonl', 'application/stream+json', 'application/x-jsonlines', 'application/json-seq'];
/** `application/` types that are text a reader wants to see. */
const TEXT_APPLICATION_TYPES = [
  'application/javascript',
  'application/ecmascript',
  'application/x-www-form-urlencoded',
  'application/yaml',
  'application/x-yaml',
  'application/graphql',
  'application/sql',
  'application/csv',
];
const BINARY_PREFIXES = ['audio/', 'video/', 'font/', 'model/'];
const BINARY_TYPES = [
  'application/octet-stream',
  'application/pdf',
  'application/zip',
  'application/gzip',
  'application/x-tar',
  'application/wasm',
  'application/x-protobuf',
  'application/protobuf',
  'application/msgpack',
];

/**
 * The kind of viewer a media type essence gets; `undefined` when only the bytes can tell (no
 * type, an unknown type). Structured syntax suffixes (RFC 6838 §4.2.8) count: `+json` is JSON,
 * `+xml` is XML.
 */
export function bodyKind(essence: string): BodyKind | undefined {
  if (essence === 'text/event-stream') return 'sse';
  if (NDJSON_TYPES.includes(essence)) return 'ndjson';
  if (essence === 'application/json' || essence.endsWith('+json')) return 'json';
  // SVG is XML that can carry script: it is only ever shown through <img>.
  if (essence.startsWith('image/')) return 'image';
  if (essence === 'application/xml' || essence === 'text/xml' || essence.endsWith('+xml')) return 'xml';
  if (essence.startsWith('text/') || TEXT_APPLICATION_TYPES.includes(essence)) return 'text';
  if (BINARY_TYPES.includes(essence) || BINARY_PREFIXES.some((p) => essence.startsWith(p))) return 'binary';
  return undefined;
}
