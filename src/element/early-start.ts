// `import 'spec-doc'` registers <spec-doc>: its worker, and the download of the first
// `<spec-doc spec-url>` already in the document, start before the rest of the bundle runs (see
// early-worker.ts). index.ts imports this right after the module mark, so it runs before Lit and
// the element's code are evaluated.
import { startEarly } from './early-worker.js';

startEarly('spec-doc');
