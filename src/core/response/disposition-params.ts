/**
 * The parameters of a Content-Disposition value (RFC 6266 §4.1): names in lower case (they are
 * case-insensitive), values unquoted with a backslash escaping the next character (a
 * quoted-string, RFC 9110 §5.6.4). The first of a name wins: §4.1 makes a repeated parameter
 * invalid, and reading on would let a later one smuggle in another file name.
 */
export function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = header.indexOf(';');
  if (i < 0) return params;
  const n = header.length;
  while (i < n) {
    while (i < n && (header[i] === ';' || header[i] === ' ' || header[i] === '\t')) i++;
    const eq = header.indexOf('=', i);
    if (eq < 0) break;
    const name = header.slice(i, eq).trim().toLowerCase();
    i = eq + 1;
    while (i < n && (header[i] === ' ' || header[i] === '\t')) i++;
    let value = '';
    if (header[i] === '"') {
      // quoted-string: a backslash escapes the next character.
      i++;
      while (i < n && header[i] !== '"') {
        if (header[i] === '\\' && i + 1 < n) i++;
        value += header.charAt(i);
        i++;
      }
      i++;
      while (i < n && header[i] !== ';') i++;
    } else {
      const end = header.indexOf(';', i);
      value = header.slice(i, end < 0 ? n : end).trim();
      i = end < 0 ? n : end;
    }
    if (name && !params.has(name)) params.set(name, value);
  }
  return params;
}
