/// <reference lib="webworker" />
import { applyOverlay } from '../core/overlay/apply-overlay.js';

// dist/spec-doc-overlay.js: the Overlay engine as a classic script of its own, which the
// description worker loads with importScripts only when a page asks for overlays, so the
// worker (and every page without overlays) stays without the JSONPath library.
declare const self: WorkerGlobalScope & { specDocOverlay?: { applyOverlay: typeof applyOverlay } };

self.specDocOverlay = { applyOverlay };
