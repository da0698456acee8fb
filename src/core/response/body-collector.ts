import { bodyKind, type BodyKind } from './body-kind.js';
import { firstBytes } from './first-bytes.js';
import { NdjsonParser } from './ndjson-parser.js';
import { receivedBodyKind } from './received-body-kind.js';
import { SseParser } from './sse-parser.js';
import { DISPLAY_LIMIT, textBodyView, type BodyView, type XmlFormatter } from './text-body-view.js';
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
  /** True for images and other binary bodies (the caller keeps the bytes, as a Blob). */
  binary: boolean;
  view: BodyView;
}

/**
 * Collects a response body as its chunks arrive: keeps its first bytes (to sniff), decodes text chunk by chunk
 * (in the Content-Type's charset, so the end of a large body is no long task) and feeds a
 * `text/event-stream` or NDJSON body to its parser, whose events are in `events` as soon as
 * they are complete. `end()` decides how the whole body is shown.
 */
export class BodyCollector {
  /** The kind the media type gives, if it gives one. */
  readonly typed: BodyKind | undefined;
  /** The events of a stream so far (filled in place). */
  readonly events: TryStreamEvent[] = [];
  /** Bytes received so far. */
  size = 0;
  private readonly decoder: TextDecoder;
  private readonly parser: SseParser | NdjsonParser | undefined;
  /** The text so far, of pieces of about DISPLAY_LIMIT characters (see `push`). */
  private text = '';
  /** Its first piece: at least the DISPLAY_LIMIT characters that are shown of a large body. */
  private firstPiece: string | undefined;
  /** Decoded chunks not yet joined into a piece. */
  private texts: string[] = [];
  private textsLength = 0;
  /** The chunks that hold the first SNIFF_BYTES bytes: what an untyped body is sniffed by. */
  private readonly head: Uint8Array<ArrayBuffer>[] = [];

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
    if (this.size < SNIFF_BYTES) this.head.push(chunk);
    this.size += chunk.length;
    if (!this.textual) return 0;
    const text = this.decoder.decode(chunk, { stream: true });
    this.texts.push(text);
    this.textsLength += text.length;
    if (this.textsLength >= DISPLAY_LIMIT) this.joinTexts();
    if (!this.parser) return 0;
    const added = this.parser.push(text);
    // One by one: a chunk can hold more events than a spread may pass as arguments.
    for (const e of added) this.events.push(e);
    return added.length;
  }

  /** Ends the body (the last events of an unfinished NDJSON line included) and says how it is shown. */
  end(formatXml: XmlFormatter): CollectedBody {
    if (this.textual) {
      this.texts.push(this.decoder.decode());
      this.joinTexts();
    }
    const { text } = this;
    if (this.parser) {
      if (this.parser instanceof NdjsonParser) this.events.push(...this.parser.end());
      const kind = this.typed === 'sse' ? 'sse' : 'ndjson';
      return { text, events: this.events, binary: false, view: { kind, truncated: false } };
    }
    const kind = receivedBodyKind(this.typed, this.size, firstBytes(this.head, Math.min(this.size, SNIFF_BYTES)));
    if (kind === 'image' || kind === 'binary') return { text: '', binary: true, view: { kind, truncated: false } };
    return { text, binary: false, view: textBodyView(kind, text, this.typed === undefined, formatXml, this.firstPiece) };
  }

  /**
   * Joins the decoded chunks into one piece, added to `text` by concatenation. V8 keeps such a
   * concatenation as a rope and copies it into one string only when it is read, so no task
   * copies the whole body: one join of a 10 MB body's chunks at its end was a task of 35 ms
   * here (more on a loaded machine), and the view needs only the first piece.
   */
  private joinTexts(): void {
    const piece = this.texts.join('');
    this.texts = [];
    this.textsLength = 0;
    this.firstPiece ??= piece;
    this.text += piece;
  }
}
