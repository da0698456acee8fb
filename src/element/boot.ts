// The start of dist/spec-doc.js, the file a page's `<script type="module">` loads. It runs before
// the element's chunk (260 KB) is even downloaded: it marks the module's start and starts the
// description worker and its download; scripts/boot-entry.mjs then appends a top-level await of
// the chunk and its exports. Compiling that chunk takes the page tens of milliseconds on a slow
// machine; with the worker started first, the worker starts meanwhile instead of after it
// (measured: the README's Benchmark, seventh round). A build of its own, so that nothing here
// waits for a shared chunk.
import { mark } from '../worker/marks.js';
import { handOver, startEarly } from './early-worker.js';

mark('module');
const script = new URL('./spec-doc-worker.js', import.meta.url);
handOver(script, startEarly('spec-doc', script));
