import { whileDefining } from './definition-upgrade.js';
import { SpecDoc } from './spec-doc.js';
import { MediaTypeBlock } from '../ui/reference/media-type.js';
import { OperationSection } from '../ui/reference/operation-section.js';
import { DeferredSchema, SchemaTree } from '../ui/reference/schema-tree.js';

/**
 * Registers the element's internal parts and the element itself under `tagName` (default
 * `spec-doc`; pass a subclass as `ctor` to register that instead). Names already taken are left
 * alone, so a second copy of the bundle does nothing. The components section's element
 * (`spec-doc-component`, focused style with show-components) registers itself with its chunk.
 */
export function defineSpecDoc(tagName = 'spec-doc', ctor: CustomElementConstructor = SpecDoc): void {
  const define = (name: string, c: CustomElementConstructor): void => {
    if (!customElements.get(name)) customElements.define(name, c);
  };
  define('spec-doc-schema', SchemaTree);
  define('spec-doc-deferred-schema', DeferredSchema);
  define('spec-doc-operation', OperationSection);
  define('spec-doc-media-type', MediaTypeBlock);
  whileDefining(() => define(tagName, ctor));
}
