import { decodeExtValue } from './decode-ext-value.js';
import { dispositionParams } from './disposition-params.js';

/**
 * The file name a Content-Disposition value gives, not yet sanitised; undefined when it gives
 * none. `filename*` (RFC 8187) wins over `filename` when both are usable (RFC 6266 §4.3).
 */
export function dispositionFilename(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const params = dispositionParams(header);
  const extended = params.get('filename*');
  const fromExt = extended !== undefined ? decodeExtValue(extended) : undefined;
  if (fromExt) return fromExt;
  const plain = params.get('filename');
  if (!plain) return undefined;
  // Header values reach script as Latin-1 code units: a server that sent raw UTF-8 bytes (common,
  // though not allowed) gets them read back as UTF-8, as browsers do for their own downloads.
  // eslint-disable-next-line no-control-regex -- \u0000 is the low end of the Latin-1 range, not a control looked for
  if (/[\u0080-\u00ff]/.test(plain) && !/[^\u0000-\u00ff]/.test(plain)) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(plain, (c) => c.charCodeAt(0)));
    } catch {
      // Not UTF-8: keep the Latin-1 reading.
    }
  }
  return plain;
}
