// `import 'spec-doc'` (and `<script type="module" src="spec-doc.js">`) registers <spec-doc>; the
// class and the types are exported too. `spec-doc/class` exports the same without registering.
import './module-mark.js';
import './early-start.js';
import { defineSpecDoc } from './define.js';
import { mark } from '../worker/marks.js';
import type { SpecDoc } from './spec-doc.js';

export * from './class.js';

defineSpecDoc();
mark('defined');

declare global {
  interface HTMLElementTagNameMap {
    'spec-doc': SpecDoc;
  }
}
