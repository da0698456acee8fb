// The load-phase mark of the element module's start (see src/worker/marks.ts): index.ts imports
// this first, and ES modules run their imports in order, so it runs before Lit and the element.
import { mark } from '../worker/marks.js';

mark('module');
