import type { TryStreamEvent } from './try-stream-event.js';

/**
 * Newline-delimited JSON (and JSON Lines, and RFC 7464 JSON text sequences), fed text as it
 * arrives in chunks of any size: one event per line, parsed when it is valid JSON and kept as
 * text when it is not; blank lines are skipped.
 */
export class NdjsonParser {
  private pending = '';

  /** Parses `text`; returns the lines it completes. */
  push(text: string): TryStreamEvent[] {
    // A long line arriving in many chunks is only split once it has ended.
    if (!text.includes('\n')) {
      this.pending += text;
      return [];
    }
    const lines = (this.pending + text).split('\n');
    this.pending = lines.pop() ?? '';
    return lines.flatMap((l) => NdjsonParser.event(l));
  }

  /** The last line, when the stream did not end it with a newline. */
  end(): TryStreamEvent[] {
    const last = this.pending;
    this.pending = '';
    return NdjsonParser.event(last);
  }

  private static event(raw: string): TryStreamEvent[] {
    // JSON text sequences (RFC 7464 §2) start records with RS; JSON Lines may end them with CR.
    const line = (raw.startsWith('\u001e') ? raw.slice(1) : raw).replace(/\r$/, '');
    if (line.trim() === '') return [];
    try {
      return [{ event: 'line', data: line, value: JSON.parse(line) as unknown }];
    } catch {
      return [{ event: 'line', data: line }];
    }
  }
}
