import { JSON_SCAN_WASM } from './json-scan-wasm.js';

interface ScanExports {
  memory: WebAssembly.Memory;
  firstNonAscii: WebAssembly.Global;
  reset: () => void;
  scan: (from: number, to: number, max: number) => number;
}

/** The compiled scan; null once compiling failed (no WebAssembly or no SIMD here, or a CSP without 'wasm-unsafe-eval'). */
let compiled: WebAssembly.Module | null | undefined;

/** Bytes a call of `scan` reads: V8 runs a long call in its baseline compiler, later calls in its optimizing one. */
const SLICE = 1 << 16;

/**
 * scanJsonBytes (parse-text.ts) in WebAssembly (json-scan.wat), about three times as fast with the
 * copy of the bytes into its memory; undefined where WebAssembly cannot run it, and the caller
 * scans in JavaScript. Each call instantiates the compiled module afresh (about 0.1 ms), so its
 * memory, as large as the bytes, is garbage once the answer is read rather than held by the worker.
 */
export function scanJsonBytesWasm(bytes: Uint8Array, max: number): { tooDeepAt: number; firstNonAscii: number } | undefined {
  if (compiled === undefined) {
    try {
      // Synchronous: 550 bytes compile in well under a millisecond (the main thread allows 4 KB).
      compiled = new WebAssembly.Module(Uint8Array.from(atob(JSON_SCAN_WASM), (c) => c.charCodeAt(0)));
    } catch {
      compiled = null;
    }
  }
  if (compiled === null) return undefined;
  const end = (bytes.length + 15) & ~15;
  let exports: ScanExports;
  try {
    exports = new WebAssembly.Instance(compiled, {}).exports as unknown as ScanExports;
    // The bytes, then 16 zero bytes at least (a new memory's are zero) for the last block.
    const needed = Math.ceil((end + 16) / 65536) - exports.memory.buffer.byteLength / 65536;
    if (needed > 0) exports.memory.grow(needed);
  } catch {
    return undefined; // no memory for a copy this large: the JavaScript loop needs none
  }
  const { memory, firstNonAscii, reset, scan } = exports;
  new Uint8Array(memory.buffer).set(bytes);
  reset();
  for (let from = 0; from < end; from += SLICE) {
    const deep = scan(from, Math.min(end, from + SLICE), max);
    if (deep !== -1) return { tooDeepAt: deep, firstNonAscii: firstNonAscii.value as number };
  }
  return { tooDeepAt: -1, firstNonAscii: firstNonAscii.value as number };
}
