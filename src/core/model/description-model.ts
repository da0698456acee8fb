import { securitySchemes } from '../security/security-schemes.js';
import { getAtPointer } from '../resolve/pointer.js';
import type { LoadedDescription } from '../load/load-description.js';
import type { JsonObject } from '../types.js';
import { componentDetail, componentsOutline, isComponentKind, type ComponentDetail, type ComponentGroup } from './components.js';
import { buildOutline } from './outline.js';
import type { SortEndpointsBy } from './sort-endpoints.js';
import { limitDepth } from './limit-depth.js';
import { exampleFor, operationDetail } from './operation-detail.js';
import { schemaView } from './schema-view.js';
import type { ExampleRequest, OperationDetail, OperationSummary, Outline, SchemaNode } from './types.js';

/** Options that change the outline (order of tags and operations). */
export interface OutlineOptions {
  sortEndpointsBy?: SortEndpointsBy;
  sortTags?: boolean;
}

/** The outline of a loaded description, with its security schemes; problems it finds are added to `loaded.problems`. */
export function outlineOf(loaded: LoadedDescription, options: OutlineOptions = {}): Outline {
  const outline = buildOutline(loaded.doc, loaded.sourceVersion, loaded.problems, options);
  outline.securitySchemes = securitySchemes(loaded.doc, loaded.url);
  return outline;
}

/**
 * A loaded description and the questions the UI asks of it. The same object serves
 * the Worker (answering messages) and the main-thread fallback, so both behave alike.
 */
export class DescriptionModel {
  readonly loaded: LoadedDescription;
  readonly outline: Outline;
  private readonly byId = new Map<string, OperationSummary>();
  private readonly details = new Map<string, OperationDetail>();
  private readonly examples = new Map<string, unknown>();
  private readonly componentGroups = new Map<boolean, ComponentGroup[]>();
  private readonly componentDetails = new Map<string, ComponentDetail>();

  constructor(loaded: LoadedDescription, options: OutlineOptions = {}) {
    this.loaded = loaded;
    this.outline = outlineOf(loaded, options);
    for (const op of this.outline.operations) this.byId.set(op.id, op);
    for (const op of this.outline.webhooks) this.byId.set(op.id, op);
  }

  /** The section of one operation, or undefined for an unknown id. Cached. */
  operation(id: string): OperationDetail | undefined {
    let d = this.details.get(id);
    if (!d) {
      const summary = this.byId.get(id);
      if (!summary) return undefined;
      d = limitDepth(operationDetail(this.loaded.doc, summary, this.loaded.refNames, this.loaded.url));
      this.details.set(id, d);
    }
    return d;
  }

  /** The components section's groups, alphabetical within each group with `sort`. Cached. */
  components(sort = false): ComponentGroup[] {
    let groups = this.componentGroups.get(sort);
    if (!groups) {
      groups = componentsOutline(this.loaded.doc, { sort });
      this.componentGroups.set(sort, groups);
    }
    return groups;
  }

  /** One component's section, or undefined for an unknown kind (a missing name is marked unresolved). Cached. */
  component(kind: string, name: string): ComponentDetail | undefined {
    if (!isComponentKind(kind)) return undefined;
    const key = `${kind}/${name}`;
    let d = this.componentDetails.get(key);
    if (!d) {
      d = limitDepth(componentDetail(this.loaded.doc, this.loaded.refNames, kind, name));
      this.componentDetails.set(key, d);
    }
    return d;
  }

  /** A generated example (see ExampleView.generate). Cached by request. */
  example(request: ExampleRequest): unknown {
    const key = `${request.direction}|${request.xml ? 'x' : 'j'}|${request.pointer}`;
    if (!this.examples.has(key)) this.examples.set(key, limitDepth(exampleFor(this.loaded.doc, request)));
    return this.examples.get(key);
  }

  /** A deferred schema node, expanded from its pointer; `ancestors` keep cycle marks right. */
  schema(pointer: string, ancestors: readonly string[] = []): SchemaNode {
    const raw = getAtPointer(this.loaded.doc, pointer);
    return limitDepth(schemaView(this.loaded.doc, raw, pointer, this.loaded.refNames, undefined, ancestors));
  }

  /** The description as JSON text (the fetched text itself when nothing changed it). */
  json(): string {
    return this.loaded.sourceJson?.() ?? JSON.stringify(this.loaded.doc);
  }

  /** The bundled description object. */
  get doc(): JsonObject {
    return this.loaded.doc;
  }
}
