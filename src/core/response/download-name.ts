import { dispositionFilename } from './disposition-filename.js';
import { sanitizeFilename } from './sanitize-filename.js';

/** File name extensions by media type, for downloads whose response names no file. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/csv': 'csv',
  'text/event-stream': 'txt',
  'application/x-ndjson': 'ndjson',
  'application/jsonl': 'jsonl',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'application/octet-stream': 'bin',
};

/** The extension for a media type essence: a known one, else its structured syntax suffix (RFC 6838 §4.2.8), else `bin`. */
function extensionFor(essence: string): string {
  return Object.hasOwn(EXTENSIONS, essence) ? EXTENSIONS[essence]! : essence.endsWith('+json') ? 'json' : essence.endsWith('+xml') ? 'xml' : 'bin';
}

/**
 * The download name of a response: Content-Disposition's (sanitised), else the last segment of
 * the response URL's path with an extension for its media type when it has none, else
 * `response.<ext>`. Header names are lower case, as `Headers` gives them.
 */
export function downloadName(headers: Readonly<Record<string, string>>, url: string, essence: string): string {
  // A name the server gives wins; when nothing usable is left of it, the URL names the file.
  const given = sanitizeFilename(dispositionFilename(headers['content-disposition']) ?? '', '');
  if (given) return given;
  let last = '';
  try {
    last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    // No usable URL (or bad percent-encoding): the fallback name.
  }
  const base = sanitizeFilename(last, 'response');
  return /\.[\w-]{1,8}$/.test(base) ? base : `${base}.${extensionFor(essence)}`;
}
