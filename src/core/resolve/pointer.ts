/** Escapes one JSON-pointer segment (RFC 6901: `~` → `~0`, `/` → `~1`). */
export function escapeSegment(segment: string): string {
  // Most segments (methods, names, indexes) need nothing: the outline escapes two per operation.
  if (!segment.includes('/') && !segment.includes('~')) return segment;
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Unescapes one JSON-pointer segment. */
export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Splits a pointer ("/a/b~1c" or "#/a/b") into unescaped segments; URI-fragment percent-encoding is decoded. */
export function parsePointer(pointer: string): string[] {
  let p = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  if (p === '' || p === '/') return p === '/' ? [''] : [];
  if (p.includes('%')) {
    try {
      p = decodeURIComponent(p);
    } catch {
      // keep the raw text: a lone % is legal in a key
    }
  }
  return p.slice(1).split('/').map(unescapeSegment);
}

/** Joins segments into a pointer ("/a/b~1c"). */
export function joinPointer(segments: readonly string[]): string {
  return segments.map((s) => '/' + escapeSegment(s)).join('');
}

/** Appends one segment to a pointer. */
export function childPointer(pointer: string, segment: string | number): string {
  return pointer + '/' + escapeSegment(String(segment));
}

/** Reads the value at a pointer, or undefined when any step is missing. Own properties only. */
export function getAtPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const seg of parsePointer(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, seg)) return undefined;
    node = (node as Record<string, unknown>)[seg];
  }
  return node;
}
