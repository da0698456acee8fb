/*
 * Sequential media types (OpenAPI 3.2.0, "Sequential Media Types" and the Media Type Object's
 * `itemSchema`): a body that is a stream of items, each described by `itemSchema`, written in
 * the media type's own framing. Pure: no DOM.
 */
import { multipartText, positionalParts } from '../request/positional-multipart.js';
import { isObject, jsonText, scalarString } from '../types.js';

/** The framings spec-doc writes and reads: Server-Sent Events, one JSON per line, RFC 7464 JSON text sequences, multipart parts. */
export const SEQUENCE_KINDS = ['sse', 'lines', 'json-seq', 'multipart'] as const;
export type SequenceKind = (typeof SEQUENCE_KINDS)[number];

const LINE_TYPES = new Set(['application/jsonl', 'application/x-ndjson', 'application/x-jsonlines', 'application/stream+json']);

/** How a media type frames a sequence of items, or undefined when it is not a sequential media type. */
export function sequenceKind(mediaType: string): SequenceKind | undefined {
  const essence = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  if (essence === 'text/event-stream') return 'sse';
  if (LINE_TYPES.has(essence)) return 'lines';
  if (essence === 'application/json-seq') return 'json-seq';
  if (essence.startsWith('multipart/') && essence !== 'multipart/form-data') return 'multipart';
  return undefined;
}

/** The record separator RFC 7464 puts before each JSON text. */
export const RECORD_SEPARATOR = '\u001e';

/** The boundary of generated multipart sequences. */
const BOUNDARY = 'spec-doc-item';

/**
 * One item in the wire format of `kind`, as its own chunk: an SSE event (the 3.2 mapping of an
 * item object's `event`, `data`, `id` and `retry` fields to lines, `data` split at line breaks,
 * a blank line after), a JSON line, an RS-prefixed JSON text ending in LF, or a multipart part.
 */
export function sequenceItemText(item: unknown, kind: SequenceKind): string {
  switch (kind) {
    case 'sse':
      return sseEvent(item);
    case 'lines':
      return `${jsonText(item) ?? 'null'}\n`;
    case 'json-seq':
      return `${RECORD_SEPARATOR}${jsonText(item) ?? 'null'}\n`;
    case 'multipart': {
      // The closing delimiter is added by sequenceText; each chunk is one part.
      const [part] = positionalParts([item], {});
      return part ? multipartText([part], BOUNDARY).replace(`--${BOUNDARY}--\r\n`, '') : '';
    }
  }
}

/** The items written one after another, as the whole body (multipart gets its closing delimiter). */
export function sequenceText(items: readonly unknown[], kind: SequenceKind): string {
  const body = items.map((i) => sequenceItemText(i, kind)).join('');
  return kind === 'multipart' ? `${body}--${BOUNDARY}--\r\n` : body;
}

/** The Content-Type parameter a generated sequence needs (the multipart boundary), or ''. */
export function sequenceContentTypeParams(kind: SequenceKind): string {
  return kind === 'multipart' ? `; boundary=${BOUNDARY}` : '';
}

function sseEvent(item: unknown): string {
  const lines: string[] = [];
  const field = (name: string, v: unknown): void => {
    if (v === undefined || v === null) return;
    const text = typeof v === 'object' ? (jsonText(v) ?? '') : (scalarString(v) ?? '');
    // A field value cannot hold a line break: data spans several data lines, the others lose theirs.
    if (name === 'data') for (const l of text.split(/\r\n|\r|\n/)) lines.push(`data: ${l}`);
    else lines.push(`${name}: ${text.replace(/[\r\n]+/g, ' ')}`);
  };
  if (isObject(item)) {
    field('event', item.event);
    field('data', item.data);
    field('id', item.id);
    field('retry', item.retry);
  } else field('data', item);
  if (!lines.length) lines.push('data: ');
  return `${lines.join('\n')}\n\n`;
}
