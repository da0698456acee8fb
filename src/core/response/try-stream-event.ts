/** One event of a streamed response: a `text/event-stream` event, or one NDJSON line. */
export interface TryStreamEvent {
  /** SSE: the event type (`message` when the stream names none). NDJSON: `line`. */
  event: string;
  /** SSE: the data lines joined with LF. NDJSON: the line's text. */
  data: string;
  /** SSE: the last event ID at this event, when the stream has set one. */
  id?: string;
  /** SSE: the reconnection time in ms, when this event's block set one with `retry:`. */
  retry?: number;
  /** NDJSON: the line parsed as JSON (absent when the line is not valid JSON). */
  value?: unknown;
}
