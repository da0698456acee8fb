import { MAX_NESTING } from './parse-text.js';

/** A description's text assembled from its bytes, and what the scan along the way found. */
export interface StreamedTextResult {
  text: string;
  /** True when the text is JSON and its nesting was checked while it arrived (parseText may skip its own check). */
  depthChecked: boolean;
  /** Offset in `text` where JSON first nests deeper than the limit, or -1. */
  tooDeepAt: number;
}

/**
 * Decodes a description's bytes as they arrive (UTF-8, a leading BOM dropped as TextDecoder
 * does) and, when the text turns out to be JSON, runs jsonTooDeepAt's nesting check chunk by
 * chunk. Both then happen while the rest of the file is still downloading instead of after it:
 * on GitHub's 11.8 MB description they cost 50–90 ms of a worker's time that used to sit
 * between the last byte and JSON.parse. The scan's state (depth, inside a string, after a
 * backslash) carries over from one chunk to the next, so a chunk may end anywhere.
 */
export class StreamedText {
  private readonly decoder = new TextDecoder();
  private readonly parts: string[] = [];
  private readonly max: number;
  /** Undecided until the first non-blank character: JSON starts with `{` or `[`. */
  private json: boolean | undefined;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private offset = 0;
  private deepAt = -1;

  /** @param max the nesting limit (parseText's MAX_NESTING unless a test says otherwise) */
  constructor(max = MAX_NESTING) {
    this.max = max;
  }

  /** Takes the next bytes of the file. */
  push(bytes: Uint8Array): void {
    this.add(this.decoder.decode(bytes, { stream: true }));
  }

  /** The whole text, once every byte has been pushed. */
  finish(): StreamedTextResult {
    this.add(this.decoder.decode());
    const text = this.parts.length === 1 ? this.parts[0]! : this.parts.join('');
    this.parts.length = 0;
    return { text, depthChecked: this.json === true, tooDeepAt: this.deepAt };
  }

  private add(s: string): void {
    if (!s) return;
    this.parts.push(s);
    if (this.json === undefined) this.json = startsJson(s);
    if (this.json && this.deepAt === -1) this.scan(s);
    this.offset += s.length;
  }

  /** jsonTooDeepAt's loop, resumable: strings are skipped, brackets counted. */
  private scan(s: string): void {
    let { depth, inString, escaped } = this;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === 0x5c /* \ */) escaped = true;
        else if (c === 0x22 /* " */) inString = false;
      } else if (c === 0x22) {
        inString = true;
      } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        if (++depth > this.max) {
          this.deepAt = this.offset + i;
          break;
        }
      } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
        depth--;
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
  }
}

/** JSON or not, from the first non-blank character of the text so far; undefined while it is all blank. */
function startsJson(s: string): boolean | undefined {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0xfeff || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    return c === 0x7b || c === 0x5b;
  }
  return undefined;
}
