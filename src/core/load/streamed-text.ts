// Its own module, not parse-text's: the page runs this class, and parse-text brings the YAML parser.
import { MAX_NESTING } from './max-nesting.js';

/**
 * Decodes a description's bytes as they arrive (UTF-8, a leading BOM dropped as TextDecoder
 * does) and, when the text turns out to be JSON, runs jsonTooDeepAt's nesting check piece by
 * piece. Both then happen while the rest of the file is still downloading instead of after it
 * (on GitHub's 11.8 MB description they cost 50–90 ms of a worker's time that used to sit
 * between the last byte and JSON.parse). The page runs it on each chunk as it arrives, in
 * small tasks, and sends the pieces on to the worker, which only joins them. The scan's state
 * (depth, inside a string, after a backslash) carries over from one piece to the next, so a
 * chunk may end anywhere.
 */
export class StreamedText {
  private readonly decoder = new TextDecoder();
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

  /** Takes the next bytes of the file; returns their text (a multi-byte character cut at the end waits for the next bytes). */
  push(bytes: Uint8Array): string {
    return this.add(this.decoder.decode(bytes, { stream: true }));
  }

  /** After the last bytes: the text still held back (an incomplete character becomes U+FFFD), usually ''. */
  end(): string {
    return this.add(this.decoder.decode());
  }

  /** True when the text is JSON, so its nesting has been checked (parseText may skip its own check). */
  get depthChecked(): boolean {
    return this.json === true;
  }

  /** Offset in the whole text where JSON first nests deeper than the limit, or -1. */
  get tooDeepAt(): number {
    return this.deepAt;
  }

  private add(s: string): string {
    if (!s) return s;
    if (this.json === undefined) this.json = startsJson(s);
    if (this.json && this.deepAt === -1) this.scan(s);
    this.offset += s.length;
    return s;
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
