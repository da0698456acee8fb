/*
 * The request the TRY console sends, as plain data. It is built in the core (from the
 * operation and the reader's inputs), may be rewritten by a `before-try` listener, and is
 * turned into fetch's `Request` (FormData, Blob, URLSearchParams) only by the browser layer.
 * The same value gives the cURL command, so the command shows what was actually sent.
 *
 * It stays JSON-friendly and DOM-free: files are `{ name, type, size, bytes? }`. A browser
 * `File` has that shape, so the UI may pass its `File` objects in and find them again by
 * reference in the body (`bytes` is then absent and the browser reads the file itself).
 */

/** A file chosen for upload: its name, media type and size, and its bytes when the core has them. */
export interface FileRef {
  name: string;
  /** The file's own media type ('' when the platform does not know it, as with `File.type`). */
  type: string;
  size: number;
  bytes?: Uint8Array;
}

/** A multipart part with text content. */
export interface MultipartTextPart {
  name: string;
  value: string;
  /** Per-part Content-Type (the Encoding Object's `contentType`); none means text/plain, unlabelled. */
  contentType?: string;
}

/** A multipart part carrying a file. */
export interface MultipartFilePart {
  name: string;
  file: { name: string; type: string; size?: number; bytes?: Uint8Array };
  /** Per-part Content-Type; when absent the file's own type (or application/octet-stream) is sent. */
  contentType?: string;
}

/** One part of a multipart/form-data body. */
export type MultipartPart = MultipartTextPart | MultipartFilePart;

/** The body of a request, by how it is encoded on the wire. */
export type RequestBody =
  /** JSON text, sent exactly as written; `contentType` defaults to application/json (e.g. application/merge-patch+json). */
  | { kind: 'json'; text: string; contentType?: string }
  | { kind: 'text'; text: string; contentType: string }
  /** application/x-www-form-urlencoded name/value pairs, in order. */
  | { kind: 'form'; pairs: [string, string][] }
  | { kind: 'multipart'; parts: MultipartPart[] }
  /** A raw upload; `contentType` (the declared media type) wins over the file's own type. */
  | { kind: 'binary'; file: FileRef; contentType?: string };

/** An HTTP request as the console will send it. */
export interface RequestSpec {
  method: string;
  /** Absolute URL with the query already serialised. */
  url: string;
  /** Header name/value pairs in the order they are sent; names keep their case. */
  headers: [string, string][];
  body?: RequestBody;
}

/** Tells a file part from a text part. */
export function isFilePart(part: MultipartPart): part is MultipartFilePart {
  return 'file' in part;
}

/**
 * The Content-Type a multipart part is sent with, or undefined for an unlabelled text part.
 * Browsers label a file part with its type and fall back to application/octet-stream
 * (the HTML form-data encoding algorithm), so the cURL command and fetch agree.
 */
export function partContentType(part: MultipartPart): string | undefined {
  if (part.contentType) return part.contentType;
  if (isFilePart(part)) return part.file.type || 'application/octet-stream';
  return undefined;
}

/**
 * Line breaks as CRLF. Browsers rewrite every CR, LF and CRLF in the text parts of a
 * multipart/form-data body this way (HTML, "multipart/form-data encoding algorithm"), so
 * the body and the cURL command use the same text.
 */
export function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}
