import type { TryStreamEvent } from './try-stream-event.js';

/**
 * The `text/event-stream` interpretation of the HTML standard (§9.2.6 "Interpreting an event
 * stream"), fed text as it arrives in chunks of any size: lines end at CRLF, LF or CR (a CR at
 * the end of one chunk and an LF at the start of the next are one line end), a blank line
 * dispatches the event, `:` starts a comment, and fields other than event, data, id and retry
 * are ignored.
 */
export class SseParser {
  private pending = '';
  private skipLF = false;
  private data = '';
  private type = '';
  private lastId = '';
  private retry: number | undefined;

  /** Parses `text`; returns the events it completes. */
  push(text: string): TryStreamEvent[] {
    const out: TryStreamEvent[] = [];
    let s = text;
    // A CR at the end of the previous chunk may be the first half of CRLF.
    if (this.skipLF && s.startsWith('\n')) s = s.slice(1);
    this.skipLF = false;
    let start = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.line(this.pending + s.slice(start, i), out);
      this.pending = '';
      if (c === 13) {
        if (i + 1 < s.length) {
          if (s.charCodeAt(i + 1) === 10) i++;
        } else this.skipLF = true;
      }
      start = i + 1;
    }
    this.pending += s.slice(start);
    return out;
  }

  // At the end of the stream an event without its blank line is discarded (§9.2.6 says so): there is nothing to flush.

  /** One line: "process the field" of §9.2.6. */
  private line(line: string, out: TryStreamEvent[]): void {
    if (line === '') {
      this.dispatch(out);
      return;
    }
    if (line.startsWith(':')) return; // a comment
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.type = value;
    else if (field === 'data') this.data += `${value}\n`;
    else if (field === 'id') {
      // An id holding NUL is ignored (it could not be sent back in Last-Event-ID).
      if (!value.includes('\0')) this.lastId = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) this.retry = Number(value);
    }
    // Other fields are ignored.
  }

  /** "Dispatch the event": an event with no data is dropped; the last event ID stays for the next. */
  private dispatch(out: TryStreamEvent[]): void {
    const retry = this.retry;
    this.retry = undefined;
    if (this.data === '') {
      this.type = '';
      return;
    }
    const data = this.data.endsWith('\n') ? this.data.slice(0, -1) : this.data;
    out.push({ event: this.type || 'message', data, ...(this.lastId ? { id: this.lastId } : {}), ...(retry !== undefined ? { retry } : {}) });
    this.data = '';
    this.type = '';
  }
}
