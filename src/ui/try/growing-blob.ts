/** Bytes gathered before they are folded into the Blob (about a dozen network chunks). */
const FOLD_BYTES = 1024 * 1024;

/**
 * A Blob built as a body's chunks arrive: every megabyte the chunks gathered are copied into it
 * (a Blob of a Blob refers to it, it does not copy it), so the copy is spread over the chunks'
 * own tasks. One `new Blob(allChunks)` at the end of a 10 MB body was a single task of about
 * 70 ms on a fast machine, several hundred on a loaded one.
 */
export class GrowingBlob {
  private blob: Blob | undefined;
  private parts: Uint8Array<ArrayBuffer>[] = [];
  private gathered = 0;

  /** Adds a chunk. */
  push(chunk: Uint8Array<ArrayBuffer>): void {
    this.parts.push(chunk);
    this.gathered += chunk.length;
    if (this.gathered >= FOLD_BYTES) this.fold();
  }

  /** The whole body as a Blob of `type`; undefined when no byte came. */
  end(type: string): Blob | undefined {
    const whole = new Blob(this.blob ? [this.blob, ...this.parts] : this.parts, { type });
    this.blob = undefined;
    this.parts = [];
    this.gathered = 0;
    return whole.size > 0 ? whole : undefined;
  }

  private fold(): void {
    this.blob = new Blob(this.blob ? [this.blob, ...this.parts] : this.parts);
    this.parts = [];
    this.gathered = 0;
  }
}
