import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { PropertyNode, SchemaNode } from '../core/model/types.js';
import { renderMarkdown } from './markdown.js';
import { readSchemaSettings, type SchemaSettings } from './schema-settings.js';
import type { DescriptionStore } from './store.js';

/** Short inline value for enums, defaults and examples. */
function short(value: unknown): string {
  const s = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return s.length > 120 ? s.slice(0, 117) + '…' : s;
}

/** Whether a property has something of its own to open (nested properties, alternatives, a deferred part). */
function hasNested(node: SchemaNode): boolean {
  return !!(node.properties?.length || node.composition || node.deferred || node.items?.properties?.length || node.items?.deferred || node.items?.composition);
}

/** Whether the tree shows any description (the one-line/full toggle is offered only then). */
function hasDescriptions(node: SchemaNode, depth = 0): boolean {
  if (node.description) return true;
  if (depth > 3) return false;
  return !!(node.properties?.some((p) => hasDescriptions(p.node, depth + 1)) || (node.items && hasDescriptions(node.items, depth + 1)));
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
    direction: { attribute: false },
    fullDescriptions: { state: true },
    opened: { state: true },
  };

  node: SchemaNode | undefined;
  store: DescriptionStore | undefined;
  ancestors: string[] = [];
  /** The body's direction, for hiding readOnly properties in requests and writeOnly ones in responses. */
  direction: 'request' | 'response' | undefined;
  /** The reader's choice of full or one-line descriptions; undefined follows schema-description-expanded. */
  fullDescriptions: boolean | undefined;
  /** Table style: nested rows the reader opened. */
  opened = new Set<string>();
  private settings!: SchemaSettings;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override render(): unknown {
    if (!this.node) return nothing;
    this.settings = readSchemaSettings(this);
    const full = this.fullDescriptions ?? this.settings.descriptionExpanded;
    // Nested trees (deferred parts, composition options) take their parent's toggle.
    const top = this.ancestors.length === 0;
    return html`<div class="schema-view ${full ? '' : 'descriptions-short'}">
      ${top && this.settings.descriptionToggle && hasDescriptions(this.node)
        ? html`<button type="button" class="link-button small desc-toggle" aria-pressed=${full ? 'true' : 'false'} @click=${() => (this.fullDescriptions = !full)}>
            ${full ? 'One-line descriptions' : 'Full descriptions'}
          </button>`
        : nothing}
      ${this.settings.style === 'table' ? this.renderTable(this.node) : this.renderNode(this.node, this.ancestors)}
    </div>`;
  }

  /** Properties at `depth` (0 = top level) show their own nested properties open while within schema-expand-level. */
  private openAt(depth: number): boolean {
    return depth + 1 < this.settings.expandLevel;
  }

  private renderTable(node: SchemaNode): TemplateResult {
    return html`${this.renderHead(node)}
      <table class="schema-table">
        <thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
        <tbody>${this.tableRows(node, 0, [...this.ancestors, node.pointer])}</tbody>
      </table>`;
  }

  private tableRows(node: SchemaNode, depth: number, ancestors: string[]): unknown[] {
    const rows: unknown[] = [];
    const target = node.items && !node.properties?.length ? node.items : node;
    if (target.deferred) {
      rows.push(html`<tr><td colspan="3" style=${`padding-left:${depth * 16 + 8}px`}>${this.renderDeferred(target, ancestors)}</td></tr>`);
      return rows;
    }
    for (const p of this.visible(target.properties ?? [])) {
      const child = p.node;
      const nested = hasNested(child);
      const key = `${child.pointer}|${depth}|${p.name}`;
      const open = nested && (this.opened.has(key) ? true : this.openAt(depth) && !this.opened.has(`!${key}`));
      rows.push(html`<tr class=${child.deprecated ? 'is-deprecated' : ''}>
        <td style=${`padding-left:${depth * 16 + 8}px`}>
          ${nested
            ? html`<button type="button" class="nav-toggle" aria-expanded=${open ? 'true' : 'false'} aria-label=${`${open ? 'Collapse' : 'Expand'} ${p.name}`} @click=${() => this.toggleRow(key, open)}>
                <span aria-hidden="true">${open ? '▾' : '▸'}</span>
              </button>`
            : nothing}<span class="prop-name">${p.name}</span>${p.required ? html`<span class="required" title="required">*</span><span class="visually-hidden"> (required)</span>` : nothing}
        </td>
        <td><span class="type">${label(child)}</span>${child.format ? html` <span class="format">(${child.format})</span>` : nothing}${this.renderFlags(child)}</td>
        <td>${child.description ? html`<div class="desc">${renderMarkdown(child.description)}</div>` : nothing}${this.renderFacts(child)}</td>
      </tr>`);
      if (open && !child.circular && !child.unresolved) {
        if (child.composition) {
          rows.push(html`<tr><td colspan="3" style=${`padding-left:${(depth + 1) * 16 + 8}px`}>${this.renderBody({ ...child, properties: [], items: undefined }, [...ancestors, child.pointer])}</td></tr>`);
        }
        rows.push(...this.tableRows(child, depth + 1, [...ancestors, child.pointer]));
      }
    }
    if (node === target && node.composition && depth === 0) {
      rows.push(html`<tr><td colspan="3">${this.renderBody({ ...node, properties: [], items: undefined, description: undefined, constraints: [] }, ancestors)}</td></tr>`);
    }
    return rows;
  }

  /** schema-hide-read-only / schema-hide-write-only for this body's direction. */
  private visible(props: PropertyNode[]): PropertyNode[] {
    const dir = this.direction;
    if (!dir) return props;
    const { hideReadOnly, hideWriteOnly } = this.settings;
    return props.filter((p) => !((dir === 'request' && hideReadOnly === 'default' && p.node.readOnly) || (dir === 'response' && hideWriteOnly === 'default' && p.node.writeOnly)));
  }

  private toggleRow(key: string, open: boolean): void {
    const next = new Set(this.opened);
    next.delete(key);
    next.delete(`!${key}`);
    next.add(open ? `!${key}` : key);
    this.opened = next;
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
            <summary>${i + 1}. ${opt.label}</summary>
            ${this.renderNode(opt.node, ancestors)}
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
      ${this.visible(node.properties!).map((p) => {
        const child = p.node;
        const nested = hasNested(child);
        const head = html`<span class="prop-name">${p.name}</span>${p.required ? html`<span class="required" title="required">*</span>` : nothing}
          <span class="type">${label(child)}</span>${child.format ? html` <span class="format">(${child.format})</span>` : nothing}${this.renderFlags(child)}`;
        if (!nested) {
          return html`<li class="prop">
            <div class="prop-row">${head}</div>
            ${child.description ? html`<div class="desc">${renderMarkdown(child.description)}</div>` : nothing}${this.renderFacts(child)}
          </li>`;
        }
        // Levels past schema-expand-level start closed; their deferred parts load when opened and seen.
        return html`<li class="prop">
          <details ?open=${this.openAt(ancestors.length - 1)}>
            <summary class="prop-row">${head}</summary>
            ${this.renderBody(child, [...ancestors, child.pointer])}
          </details>
        </li>`;
      })}
    </ul>`;
  }

  private renderDeferred(node: SchemaNode, ancestors: string[]): TemplateResult {
    return html`<spec-doc-deferred-schema .pointer=${node.pointer} .store=${this.store} .ancestors=${ancestors} .direction=${this.direction}></spec-doc-deferred-schema>`;
  }
}

/** A schema part left out by the size budget: fetched from the store when it comes into view. */
export class DeferredSchema extends LitElement {
  static override properties = { loaded: { state: true } };
  pointer = '';
  store: DescriptionStore | undefined;
  ancestors: string[] = [];
  direction: 'request' | 'response' | undefined;
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
    return html`<spec-doc-schema .node=${this.loaded} .store=${this.store} .ancestors=${this.ancestors} .direction=${this.direction}></spec-doc-schema>`;
  }
}
