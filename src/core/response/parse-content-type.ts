/** The parts of a Content-Type value the response viewer uses. */
export interface ContentType {
  /** `type/subtype` in lower case (the MIME Sniffing standard's "essence"); '' when there is none. */
  essence: string;
  /** The `charset` parameter as written (quotes removed), when there is one. */
  charset: string | undefined;
}

/**
 * `type/subtype` in lower case and the charset parameter of a Content-Type value (RFC 9110
 * §8.3.1). Type and parameter names are case-insensitive (§8.3.1, §5.6.6), so the essence is
 * lower-cased and `CHARSET=` counts; the last charset wins, as the parameters are read in order.
 */
export function parseContentType(value: string | undefined): ContentType {
  const [essence = '', ...params] = (value ?? '').split(';');
  let charset: string | undefined;
  for (const p of params) {
    const m = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(p);
    if (m) charset = m[1];
  }
  return { essence: essence.trim().toLowerCase(), charset };
}
