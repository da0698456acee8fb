/**
 * A streaming decoder for the charset a Content-Type names. The Encoding Standard's labels are
 * what TextDecoder accepts; a charset it does not know, or none, decodes as UTF-8 (the default
 * of JSON, RFC 8259 §8.1, and the best guess for text on the web).
 */
export function textDecoderFor(charset: string | undefined): TextDecoder {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}
