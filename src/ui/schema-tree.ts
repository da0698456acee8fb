import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { SchemaNode } from '../core/model/types.js';
import { renderMarkdown } from './markdown.js';
import type { DescriptionStore } from './store.js';

/** Nested levels shown open at first. */
const OPEN_LEVELS = 2;

/** Short inline value for enums, defaults and examples. */
function short(value: unknown): string {
  const s = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return s.length > 120 ? s.slice(0, 117) + '…' : s;
}

function label(node: SchemaNode): string {
  if (node.type === 'array' && node.items) return `array of ${label(node.items)}`;
  return node.refName ?? node.title ?? node.type;
}

/**
 * A schema as a tree of properties with types and constraints. Renders into the
 * light DOM of <spec-doc>'s shadow root so the element's styles apply; nested
 * objects are native <details> (keyboard and screen-reader friendly) and parts
 * that were deferred by the size budget are fetched when opened.
 */
export class SchemaTree extends LitElement {
  static override properties = {
    node: { attribute: false },
    store: { attribute: false },
    ancestors: { attribute: false },
  };

  node: SchemaNode | undefined;
  store: DescriptionStore | undefined;
  ancestors: string[] = [];

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): unknown {
    return this.node ? this.renderNode(this.node, this.ancestors) : nothing;
  }

  private renderNode(node: SchemaNode, ancestors: string[]): TemplateResult {
    return html`<div class="schema">
      ${this.renderHead(node)}${this.renderBody(node, [...ancestors, node.pointer])}
    </div>`;
  }

  private renderHead(node: SchemaNode): TemplateResult {
    return html`<div class="schema-head">
      <span class="type">${label(node)}</span>${node.format ? html` <span class="format">(${node.format})</span>` : nothing}
      ${this.renderFlags(node)}
    </div>`;
  }

  private renderFlags(node: SchemaNode): unknown {
    return html`${node.deprecated ? html` <span class="flag deprecated">deprecated</span>` : nothing}${
      node.readOnly ? html` <span class="flag">read-only</span>` : nothing
    }${node.writeOnly ? html` <span class="flag">write-only</span>` : nothing}${
      node.circular ? html` <span class="flag circular" title="This schema contains itself">circular ↻ ${node.refName ?? ''}</span>` : nothing
    }${node.unresolved ? html` <span class="flag unresolved" role="note">unresolved: ${node.unresolved}</span>` : nothing}`;
  }

  private renderBody(node: SchemaNode, ancestors: string[]): unknown {
    if (node.circular || node.unresolved) return nothing;
    if (node.deferred) return this.renderDeferred(node, ancestors);
    const parts: unknown[] = [];
    if (node.description) parts.push(html`<div class="desc">${renderMarkdown(node.description)}</div>`);
    parts.push(this.renderFacts(node));
    if (node.properties?.length) parts.push(this.renderProperties(node, ancestors));
    if (node.items && (node.items.properties?.length || node.items.composition || node.items.deferred || node.items.items)) {
      parts.push(html`<div class="items">${this.renderNode(node.items, ancestors)}</div>`);
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      parts.push(html`<div class="prop-row"><span class="prop-name">[additional properties]</span>${this.renderNode(node.additionalProperties, ancestors)}</div>`);
    }
    if (node.composition) {
      parts.push(html`<div class="composition">
        <div class="composition-kind">${node.composition.kind === 'oneOf' ? 'One of' : 'Any of'}:</div>
        ${node.composition.options.map(
          (opt, i) => html`<details class="option">
            <summary>${i + 1}. ${label(opt)}</summary>
            ${this.renderNode(opt, ancestors)}
          </details>`,
        )}
      </div>`);
    }
    if (node.not) parts.push(html`<div class="not">Not: ${this.renderNode(node.not, ancestors)}</div>`);
    return parts;
  }

  private renderFacts(node: SchemaNode): unknown {
    const facts: string[] = [...node.constraints];
    if (node.enum) facts.push(`allowed: ${node.enum.map(short).join(', ')}`);
    if (node.default !== undefined) facts.push(`default: ${short(node.default)}`);
    if (node.example !== undefined) facts.push(`example: ${short(node.example)}`);
    return facts.length ? html`<div class="facts">${facts.map((f) => html`<span class="fact">${f}</span>`)}</div>` : nothing;
  }

  private renderProperties(node: SchemaNode, ancestors: string[]): TemplateResult {
    return html`<ul class="props">
      ${node.properties!.map((p) => {
        const child = p.node;
        const nested = !!(child.properties?.length || child.composition || child.deferred || child.items?.properties?.length || child.items?.deferred);
        const head = html`<span class="prop-name">${p.name}</span>${p.required ? html`<span class="required" title="required">*</span>` : nothing}
          <span class="type">${label(child)}</span>${child.format ? html` <span class="format">(${child.format})</span>` : nothing}${this.renderFlags(child)}`;
        if (!nested) {
          return html`<li class="prop">
            <div class="prop-row">${head}</div>
            ${child.description ? html`<div class="desc">${renderMarkdown(child.description)}</div>` : nothing}${this.renderFacts(child)}
          </li>`;
        }
        // Deeper levels start closed; their deferred parts load when opened and seen.
        return html`<li class="prop">
          <details ?open=${ancestors.length <= OPEN_LEVELS}>
            <summary class="prop-row">${head}</summary>
            ${this.renderBody(child, [...ancestors, child.pointer])}
          </details>
        </li>`;
      })}
    </ul>`;
  }

  private renderDeferred(node: SchemaNode, ancestors: string[]): TemplateResult {
    return html`<spec-doc-deferred-schema .pointer=${node.pointer} .store=${this.store} .ancestors=${ancestors}></spec-doc-deferred-schema>`;
  }
}

/** A schema part left out by the size budget: fetched from the store when it comes into view. */
export class DeferredSchema extends LitElement {
  static override properties = { loaded: { state: true } };
  pointer = '';
  store: DescriptionStore | undefined;
  ancestors: string[] = [];
  loaded: SchemaNode | undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  private static observer: IntersectionObserver | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    // Fetch only when seen: a closed <details> keeps its deferred parts unfetched.
    DeferredSchema.observer ??= new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting) {
          DeferredSchema.observer?.unobserve(e.target);
          (e.target as DeferredSchema).fetchNode();
        }
      }
    });
    DeferredSchema.observer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    DeferredSchema.observer?.unobserve(this);
  }

  private fetchNode(): void {
    void this.store?.schema(this.pointer, this.ancestors).then((n) => (this.loaded = n));
  }

  protected override render(): unknown {
    if (!this.loaded) return html`<span class="muted">…</span>`;
    return html`<spec-doc-schema .node=${this.loaded} .store=${this.store} .ancestors=${this.ancestors}></spec-doc-schema>`;
  }
}
