import { SpecDoc } from './spec-doc.js';
import { ComponentSection } from '../ui/component-section.js';
import { MediaTypeBlock } from '../ui/media-type.js';
import { OperationSection } from '../ui/operation-section.js';
import { DeferredSchema, SchemaTree } from '../ui/schema-tree.js';

/** Registers <spec-doc> and its internal parts, once (a second copy of the bundle does nothing). */
export function defineSpecDoc(): void {
  const define = (name: string, ctor: CustomElementConstructor): void => {
    if (!customElements.get(name)) customElements.define(name, ctor);
  };
  define('spec-doc-schema', SchemaTree);
  define('spec-doc-deferred-schema', DeferredSchema);
  define('spec-doc-operation', OperationSection);
  define('spec-doc-component', ComponentSection);
  define('spec-doc-media-type', MediaTypeBlock);
  define('spec-doc', SpecDoc);
}
