import { JSON_SCAN_WASM } from './json-scan-wasm.js';

/** What scanJsonBytes (parse-text.ts) answers: where the nesting first goes too deep, and the first non-ASCII byte (-1: none). */
export interface JsonScan {
  tooDeepAt: number;
  firstNonAscii: number;
}

interface ScanExports {
  memory: WebAssembly.Memory;
  firstNonAscii: WebAssembly.Global;
  reset: () => void;
  scan: (from: number, to: number, max: number) => number;
}

/** The compiled scan; null once compiling failed (no WebAssembly or no SIMD here, or a CSP without 'wasm-unsafe-eval'). */
let compiled: WebAssembly.Module | null | undefined;

/**
 * A fresh instance of json-scan.wat with at least `bytes` of memory (zero-filled), or undefined
 * where WebAssembly cannot run it or that much memory is not to be had; the caller then scans in
 * JavaScript. Each scan has its own instance (about 0.1 ms), so its memory is garbage once the
 * answer is read rather than held by the worker.
 */
function instance(bytes: number): ScanExports | undefined {
  if (compiled === undefined) {
    try {
      // Synchronous: 550 bytes compile in well under a millisecond (a page's main thread allows 4 KB).
      compiled = new WebAssembly.Module(Uint8Array.from(atob(JSON_SCAN_WASM), (c) => c.charCodeAt(0)));
    } catch {
      compiled = null;
    }
  }
  if (compiled === null) return undefined;
  try {
    const exports = new WebAssembly.Instance(compiled, {}).exports as unknown as ScanExports;
    const needed = Math.ceil(bytes / 65536) - exports.memory.buffer.byteLength / 65536;
    if (needed > 0) exports.memory.grow(needed);
    exports.reset();
    return exports;
  } catch {
    return undefined;
  }
}

/** Bytes a call of `scan` reads: V8 runs a long call in its baseline compiler, later calls in its optimizing one. */
const SLICE = 1 << 16;

/**
 * scanJsonBytes in WebAssembly (json-scan.wat): the bytes are copied into its memory and scanned
 * sixteen at a time, about three times as fast as the JavaScript loop with the copy (Stripe's 5 MB
 * in 6 ms against 16 in a fresh worker). Undefined where WebAssembly cannot run it.
 */
export function scanJsonBytesWasm(bytes: Uint8Array, max: number): JsonScan | undefined {
  const end = (bytes.length + 15) & ~15;
  // The bytes, then 16 zero bytes at least for the last block.
  const scanner = instance(end + 16);
  if (!scanner) return undefined;
  const { memory, firstNonAscii, scan } = scanner;
  new Uint8Array(memory.buffer).set(bytes);
  for (let from = 0; from < end; from += SLICE) {
    const deep = scan(from, Math.min(end, from + SLICE), max);
    if (deep !== -1) return { tooDeepAt: deep, firstNonAscii: firstNonAscii.value as number };
  }
  return { tooDeepAt: -1, firstNonAscii: firstNonAscii.value as number };
}

/** The same scan over bytes as they arrive: `push` each chunk in order, then `finish`. */
export interface StreamingJsonScan {
  push: (chunk: Uint8Array) => void;
  finish: () => JsonScan;
}

/**
 * scanJsonBytesWasm over a download's chunks as they come, through a scratch memory of 64 KB and a
 * block, so the scan is done when the last byte is in: the worker scans the description while its
 * network thread is still receiving it (in a load, the scan after the download took 6–15 ms on the
 * way to the first screen; see the README's Benchmark, fourteenth round). Bytes that do not fill a
 * 16-byte block wait for the next chunk at the start of the scratch. Undefined where WebAssembly
 * cannot run it.
 */
export function streamingJsonScan(max: number): StreamingJsonScan | undefined {
  const scanner = instance(SLICE + 32);
  if (!scanner) return undefined;
  const { memory, firstNonAscii, scan } = scanner;
  const scratch = new Uint8Array(memory.buffer);
  /** Offset in the whole of scratch[0]; bytes at the start of the scratch not scanned yet (under 16). */
  let base = 0;
  let waiting = 0;
  let tooDeepAt = -1;
  let first = -1;
  const scanTo = (end: number): void => {
    const deep = scan(0, end, max);
    // The module's firstNonAscii counts from the scratch's start; once set it stays, and the module looks no further.
    if (first === -1 && (firstNonAscii.value as number) !== -1) first = base + (firstNonAscii.value as number);
    if (deep !== -1) tooDeepAt = base + deep;
  };
  return {
    push(chunk) {
      for (let i = 0; i < chunk.length && tooDeepAt === -1;) {
        const take = Math.min(SLICE - waiting, chunk.length - i);
        scratch.set(chunk.subarray(i, i + take), waiting);
        i += take;
        const filled = waiting + take;
        const whole = filled & ~15;
        scanTo(whole);
        scratch.copyWithin(0, whole, filled);
        base += whole;
        waiting = filled - whole;
      }
    },
    finish() {
      if (waiting > 0 && tooDeepAt === -1) {
        scratch.fill(0, waiting, 16);
        scanTo(16);
      }
      return { tooDeepAt, firstNonAscii: first };
    },
  };
}
