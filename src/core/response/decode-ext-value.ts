/**
 * Decodes an RFC 8187 ext-value (§3.2.1: `charset'[language]'value-chars`, e.g.
 * `UTF-8''r%C3%A9sum%C3%A9.pdf`); undefined when it is malformed, its bytes are not valid in its
 * charset, or the charset is neither UTF-8 (which §3.2.1 requires) nor ISO-8859-1 (which RFC 5987
 * required, and servers still send).
 */
export function decodeExtValue(value: string): string | undefined {
  const m = /^([\w!#$%&+^`{}~-]+)'[\w-]*'(.*)$/.exec(value);
  if (!m) return undefined;
  const charset = m[1]!.toLowerCase();
  const encoded = m[2]!;
  // value-chars: attr-char or a pct-encoded octet (§3.2.1).
  if (!/^(?:[\w!#$&+.^`|~-]|%[0-9a-f]{2})*$/i.test(encoded)) return undefined;
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] === '%') {
      bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(encoded.charCodeAt(i));
  }
  if (charset === 'utf-8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    } catch {
      return undefined;
    }
  }
  if (charset === 'iso-8859-1') return String.fromCharCode(...bytes);
  return undefined;
}
