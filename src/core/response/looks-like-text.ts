/** How many leading bytes are sniffed: enough to tell, little enough to stay cheap on a large body. */
const SNIFF_BYTES = 4096;

/**
 * True when the bytes look like text: valid UTF-8 without NUL or other C0 controls than tab,
 * LF, FF and CR (the MIME Sniffing standard's "binary data bytes", §3, and ESC), a UTF-8
 * sequence cut at the end of the sniffed prefix allowed.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, SNIFF_BYTES);
  for (const b of head) if (b < 32 && b !== 9 && b !== 10 && b !== 12 && b !== 13) return false;
  try {
    // `stream` lets a multi-byte character cut at the end of the prefix pass.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
