/** The first `size` bytes of a list of chunks as one array (the bytes sniffed of a body that came in pieces). */
export function firstBytes(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    if (at >= size) break;
    const part = c.subarray(0, size - at);
    all.set(part, at);
    at += part.length;
  }
  return all;
}
