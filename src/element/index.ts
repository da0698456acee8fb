// `import 'spec-doc'` registers the element; the class is exported for typing and subclassing.
import { defineSpecDoc } from './define.js';
import type { SpecDoc } from './spec-doc.js';

export { SpecDoc } from './spec-doc.js';
export type { SpecDocEventMap, SpecLoadErrorDetail } from './events.js';

defineSpecDoc();

declare global {
  interface HTMLElementTagNameMap {
    'spec-doc': SpecDoc;
  }
}
