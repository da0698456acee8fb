// `import 'spec-doc'` registers <spec-doc> (dist/spec-doc-module.js; dist/spec-doc.js, the file a
// script tag loads, is a boot that imports the same chunk); the class and the types are exported
// too. `spec-doc/class` exports the same without registering.
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
