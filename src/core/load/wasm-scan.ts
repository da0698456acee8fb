import { JSON_SCAN_WASM } from './json-scan-wasm.js';

interface ScanExports {
  memory: WebAssembly.Memory;
  firstNonAscii: WebAssembly.Global;
  out: WebAssembly.Global;
  reset: () => void;
  record: (level: number, stack: number, out: number, outEnd: number) => void;
  scan: (from: number, to: number, max: number) => number;
  refs: (length: number) => number;
  cut: (start: number, length: number, max: number, pairs: number, rules: number, write: number, writeEnd: number) => number;
  written: WebAssembly.Global;
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
  const run = instance(bytes, 0);
  if (!run) return undefined;
  const { exports, end } = run;
  for (let from = 0; from < end; from += SLICE) {
    const deep = exports.scan(from, Math.min(end, from + SLICE), max);
    if (deep !== -1) return { tooDeepAt: deep, firstNonAscii: exports.firstNonAscii.value as number };
  }
  return { tooDeepAt: -1, firstNonAscii: exports.firstNonAscii.value as number };
}

/** Where each container nested `level` deep or less starts and ends: `pairs[2k]` is the offset of one's opening bracket (ascending), `pairs[2k + 1]` that of its closing one (0: it does not close). */
export interface ContainerIndex {
  level: number;
  pairs: Int32Array;
  /** The scan's other answer (scanJsonBytesWasm): the offset of the first non-ASCII byte, or -1. */
  firstNonAscii: number;
}

/**
 * The scan of scanJsonBytesWasm, which also lists the containers nested `level` deep or less (the
 * top one is 1) with the offsets of their brackets (json-scan.wat's `record`): the list the
 * skeleton's cut passes over containers by (cutJsonBytesWasm), on its own for its tests.
 * Undefined where WebAssembly cannot run it, when the bytes nest deeper than `max`, or have more
 * such containers than a sixteenth of their length (far more than descriptions have: Stripe's 5 MB
 * have 5,000, Kubernetes' 4 MB 19,000).
 */
export function indexJsonBytesWasm(bytes: Uint8Array, level: number, max: number): ContainerIndex | undefined {
  const listed = listContainers(bytes, level, max, 0);
  if (!listed) return undefined;
  const { exports, listAt } = listed;
  const used = (exports.out.value as number) - listAt;
  return { level, pairs: new Int32Array(exports.memory.buffer, listAt, used >> 2), firstNonAscii: exports.firstNonAscii.value as number };
}

/**
 * What cutJsonBytesWasm found: the cut's bytes, the offset after the object cut, the scan's
 * first non-ASCII byte, and the instance's copy of the bytes (for a reader that would copy them);
 * 'external' when the bytes may reference another file (no cut then); 'not-json' when they are not
 * structured as JSON; `escaped` at a key with an escape where a rule names keys (the scan's
 * findings still hold).
 */
export type WasmCut = { skeleton: Uint8Array; end: number; firstNonAscii: number; bytes: Uint8Array } | 'external' | 'not-json' | { escaped: true; firstNonAscii: number };

/**
 * The scan of indexJsonBytesWasm, the reference check of mayHaveExternalRefBytes
 * (outline-skeleton.ts; json-scan.wat's `refs`), then the skeleton's cut of the object at `start`
 * by the rule table `rules` (json-scan.wat's `cut`; outline-skeleton.ts makes the table), all in
 * one instance. Undefined where indexJsonBytesWasm is: the JavaScript cut then reads the bytes.
 */
export function cutJsonBytesWasm(bytes: Uint8Array, level: number, max: number, start: number, rules: Uint8Array): WasmCut | undefined {
  const rulesRoom = (rules.length + 3) & ~3;
  // The cut never writes more than it reads: members and commas are left out, never added, and {} replaces an object.
  const listed = listContainers(bytes, level, max, rulesRoom + bytes.length + 16);
  if (!listed) return undefined;
  const { exports, listAt, freeAt } = listed;
  if (exports.refs(bytes.length) !== 0) return 'external';
  new Uint8Array(exports.memory.buffer).set(rules, freeAt);
  const write = freeAt + rulesRoom;
  const firstNonAscii = exports.firstNonAscii.value as number;
  const result = exports.cut(start, bytes.length, max, listAt, freeAt, write, write + bytes.length + 16);
  if (result === -1) return 'not-json';
  if (result === -3) return { escaped: true, firstNonAscii };
  if (result < 0) return undefined;
  // The skeleton copied out: a holder of `bytes` keeps the instance's memory, the list and the skeleton's room with them.
  const skeleton = new Uint8Array(exports.memory.buffer, write, (exports.written.value as number) - write).slice();
  return { skeleton, end: result, firstNonAscii, bytes: new Uint8Array(exports.memory.buffer, 0, bytes.length) };
}

/** An instance that has scanned the bytes and listed their containers (indexJsonBytesWasm): the list from `listAt`, then `extra` free bytes from `freeAt`. */
function listContainers(bytes: Uint8Array, level: number, max: number, extra: number): { exports: ScanExports; listAt: number; freeAt: number } | undefined {
  const room = ((bytes.length >> 4) + 1024) * 8;
  const stack = (level + 1) * 4;
  const run = instance(bytes, stack + room + extra);
  if (!run) return undefined;
  const { exports, end, outStart } = run;
  const listAt = outStart + stack;
  exports.record(level, outStart, listAt, listAt + room);
  for (let from = 0; from < end; from += SLICE) {
    if (exports.scan(from, Math.min(end, from + SLICE), max) !== -1) return undefined;
  }
  return { exports, listAt, freeAt: listAt + room };
}

/**
 * A fresh instance of the compiled scan with the bytes at offset 0, 16 zero bytes at least after
 * them (a new memory's are zero) for the last block, then `extra` bytes from `outStart`; undefined
 * where WebAssembly cannot run it or has no memory for the copy (the JavaScript loop needs none).
 */
function instance(bytes: Uint8Array, extra: number): { exports: ScanExports; end: number; outStart: number } | undefined {
  if (compiled === undefined) {
    try {
      // Synchronous: 700 bytes compile in well under a millisecond (the main thread allows 4 KB).
      compiled = new WebAssembly.Module(Uint8Array.from(atob(JSON_SCAN_WASM), (c) => c.charCodeAt(0)));
    } catch {
      compiled = null;
    }
  }
  if (compiled === null) return undefined;
  const end = (bytes.length + 15) & ~15;
  const outStart = end + 16;
  try {
    const exports = new WebAssembly.Instance(compiled, {}).exports as unknown as ScanExports;
    const needed = Math.ceil((outStart + extra) / 65536) - exports.memory.buffer.byteLength / 65536;
    if (needed > 0) exports.memory.grow(needed);
    new Uint8Array(exports.memory.buffer).set(bytes);
    exports.reset();
    return { exports, end, outStart };
  } catch {
    return undefined;
  }
}
