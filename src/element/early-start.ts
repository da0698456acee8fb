// The first thing the element's chunk runs (index.ts imports it first, and ES modules run their
// imports in order, so it runs before Lit and the element): the load-phase mark of the module's
// start and the early worker (see early-worker.ts), or the boot's, when dist/spec-doc.js ran one.
import { takeOrStartEarly } from './early-worker.js';

takeOrStartEarly('spec-doc', new URL('../spec-doc-worker.js', import.meta.url));
