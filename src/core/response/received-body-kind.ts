import type { BodyKind } from './body-kind.js';
import { looksLikeText } from './looks-like-text.js';

/**
 * How a whole (not streamed) body is shown once it has arrived: nothing for no bytes, else the
 * kind its media type gives, else what its first bytes look like (text or binary) — a missing or
 * unknown Content-Type is sniffed rather than trusted, and never as anything that could run.
 */
export function receivedBodyKind(typed: BodyKind | undefined, size: number, head: Uint8Array): BodyKind {
  if (size === 0) return 'empty';
  return typed ?? (looksLikeText(head) ? 'text' : 'binary');
}
