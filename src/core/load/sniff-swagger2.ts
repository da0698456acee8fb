/** How many bytes at each end of a download are looked at: the `swagger` field comes first in most files, last in key-sorted ones (Kubernetes', Slack's). */
const WINDOW = 512;

/** `"swagger": "2.0"` (or `2`), as JSON writes it. */
const SWAGGER2 = /"swagger"\s*:\s*"2(\.0)?"/;

/**
 * Whether downloaded bytes look like a Swagger 2.0 JSON document, from their first and last 512
 * bytes only (a guess, made before the megabytes are parsed, so that the page can start loading
 * its converter; a wrong guess costs one small download, a missed one a short wait later).
 */
export function sniffSwagger2Json(bytes: Uint8Array): boolean {
  // Latin-1 keeps every byte one character: enough for ASCII field names.
  const decoder = new TextDecoder('latin1');
  const head = decoder.decode(bytes.subarray(0, WINDOW));
  if (SWAGGER2.test(head)) return true;
  if (bytes.length <= WINDOW) return false;
  return SWAGGER2.test(decoder.decode(bytes.subarray(Math.max(WINDOW, bytes.length - WINDOW))));
}
