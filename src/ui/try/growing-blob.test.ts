import { describe, expect, it } from 'vitest';
import { GrowingBlob } from './growing-blob.js';

describe('GrowingBlob', () => {
  it('ends as one Blob of every byte, in order, with the type given (folded along the way)', async () => {
    const grower = new GrowingBlob();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    // 3.5 MB in 64 KiB chunks, each filled with its own number: folds happen three times.
    for (let i = 0; i < 56; i++) chunks.push(new Uint8Array(65536).fill(i));
    for (const c of chunks) grower.push(c);
    const blob = grower.end('application/json')!;
    expect(blob.type).toBe('application/json');
    expect(blob.size).toBe(56 * 65536);
    const got = new Uint8Array(await blob.arrayBuffer());
    for (let i = 0; i < 56; i++) expect([got[i * 65536], got[i * 65536 + 65535]]).toEqual([i, i]);
  });

  it('is undefined when no byte came', () => {
    expect(new GrowingBlob().end('text/plain')).toBeUndefined();
    const empty = new GrowingBlob();
    empty.push(new Uint8Array(0));
    expect(empty.end('text/plain')).toBeUndefined();
  });
});
