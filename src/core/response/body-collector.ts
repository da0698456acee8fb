import { bodyKind, type BodyKind } from './body-kind.js';
import { firstBytes } from './first-bytes.js';
import { NdjsonParser } from './ndjson-parser.js';
import { receivedBodyKind } from './received-body-kind.js';
import { SseParser } from './sse-parser.js';
import { textBodyView, type BodyView, type XmlFormatter } from './text-body-view.js';
import { textDecoderFor } from './text-decoder-for.js';
import type { TryStreamEvent } from './try-stream-event.js';

/** Bytes sniffed of a body whose media type does not tell whether it is text. */
const SNIFF_BYTES = 4096;

/** A body once it has ended: what `after-try` reports of it and how it is shown. */
export interface CollectedBody {
  /** The whole body as text; empty for images and other binary bodies. */
  text: string;
  /** The events of a stream, in arrival order (the list `events` was filling). */
  events?: TryStreamEvent[];
  /** True for images and other binary bodies: the bytes are what is kept (`chunks`). */
  binary: boolean;
  view: BodyView;
}

/**
 * Collects a response body as its chunks arrive: keeps the bytes, decodes text chunk by chunk
 * (in the Content-Type's charset, so the end of a large body is no long task) and feeds a
 * `text/event-stream` or NDJSON body to its parser, whose events are in `events` as soon as
 * they are complete. `end()` decides how the whole body is shown.
 */
export class BodyCollector {
  /** The kind the media type gives, if it gives one. */
  readonly typed: BodyKind | undefined;
  /** Every chunk received, in order. */
  readonly chunks: Uint8Array<ArrayBuffer>[] = [];
  /** The events of a stream so far (filled in place). */
  readonly events: TryStreamEvent[] = [];
  /** Bytes received so far. */
  size = 0;
  private readonly decoder: TextDecoder;
  private readonly parser: SseParser | NdjsonParser | undefined;
  private readonly texts: string[] = [];

  constructor(essence: string, charset: string | undefined) {
    this.typed = bodyKind(essence);
    this.decoder = textDecoderFor(charset);
    this.parser = this.typed === 'sse' ? new SseParser() : this.typed === 'ndjson' ? new NdjsonParser() : undefined;
  }

  /** True for a stream of events (SSE, NDJSON): shown event by event as they come. */
  get streamed(): boolean {
    return this.parser !== undefined;
  }

  /** True when the body is decoded as it comes: all but images and binary types. */
  private get textual(): boolean {
    return this.typed !== 'image' && this.typed !== 'binary';
  }

  /** Adds a chunk; returns how many events it completed. */
  push(chunk: Uint8Array<ArrayBuffer>): number {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (!this.textual) return 0;
    const text = this.decoder.decode(chunk, { stream: true });
    this.texts.push(text);
    if (!this.parser) return 0;
    const added = this.parser.push(text);
    // One by one: a chunk can hold more events than a spread may pass as arguments.
    for (const e of added) this.events.push(e);
    return added.length;
  }

  /** Ends the body (the last events of an unfinished NDJSON line included) and says how it is shown. */
  end(formatXml: XmlFormatter): CollectedBody {
    if (this.textual) this.texts.push(this.decoder.decode());
    if (this.parser) {
      if (this.parser instanceof NdjsonParser) this.events.push(...this.parser.end());
      const kind = this.typed === 'sse' ? 'sse' : 'ndjson';
      return { text: this.texts.join(''), events: this.events, binary: false, view: { kind, truncated: false } };
    }
    const kind = receivedBodyKind(this.typed, this.size, firstBytes(this.chunks, Math.min(this.size, SNIFF_BYTES)));
    if (kind === 'image' || kind === 'binary') return { text: '', binary: true, view: { kind, truncated: false } };
    const text = this.texts.join('');
    return { text, binary: false, view: textBodyView(kind, text, this.typed === undefined, formatXml) };
  }
}
