import { consume } from '@lit/context';
import { styleProps } from '../shared/style-props.js';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { CompositionOption, OptionShape, PropertyNode, SchemaConstraint, SchemaNode } from '../../core/model/types.js';
import { visibleProperties } from '../../core/model/visible-properties.js';
import { afterPaint } from '../shared/after-paint.js';
import { renderMarkdown } from '../shared/markdown.js';
import { firstSentence } from '../../core/text/first-sentence.js';
import { icon } from '../shared/icons.js';
import { DEFAULT_SCHEMA_SETTINGS, type SchemaSettings } from './schema-settings.js';
import { schemaSettingsContext, storeContext } from './contexts.js';
import { storeFailure, type DescriptionStore } from '../../worker/store.js';
import { localized, msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';
import { unresolvedText } from './unresolved-text.js';
import { listText } from '../shared/list-text.js';

/** Short inline value for enums, defaults and examples. */
function short(value: unknown): string {
  // JSON.stringify gives undefined for undefined, functions and symbols, whatever its type says.
  const s = (JSON.stringify(value) as string | undefined) ?? String(value);
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

/** Whether any property (to a few levels) has a description, constraints, enum, default or example: a table column for them is worth its width. */
function hasDetails(node: SchemaNode, depth = 0): boolean {
  const own = !!(node.description || node.constraints.length || node.enum || node.default !== undefined || node.example !== undefined || node.const !== undefined);
  if (own && depth > 0) return true;
  if (depth > 3) return false;
  const target = node.items && !node.properties?.length ? node.items : node;
  return !!(target.properties?.some((p) => hasDetails(p.node, depth + 1)) || target.composition || target.deferred);
}

/** The types spec-doc names itself (core's `typeName`), by the select value of reference.typeWord. */
const TYPE_WORDS = new Map([
  ['any', 'any'],
  ['never', 'never'],
  ['one of', 'oneOf'],
  ['any of', 'anyOf'],
  ['unresolved', 'unresolved'],
]);

/** A node's display type in the interface language: JSON's type names as written, spec-doc's own words ("any", "one of", …) translated. */
export function typeText(node: Pick<SchemaNode, 'type' | 'types'>): string {
  return node.type
    .split(' | ')
    .map((t) => {
      const word = node.types.includes(t) ? undefined : TYPE_WORDS.get(t);
      return word ? msg('reference.typeWord', { word }) : t;
    })
    .join(' | ');
}

/** An alternative's label in the interface language (core's `shapeText` is its English). */
function optionText(opt: CompositionOption): string {
  return opt.shape ? shapeWords(opt.shape) : opt.label;
}

function shapeWords(shape: OptionShape): string {
  switch (shape.kind) {
    case 'name':
      return shape.name;
    case 'arrayOf':
      return msg('reference.arrayOf', { type: shapeWords(shape.of) });
    case 'object':
      // "object" is JSON's type name, as the type column writes it; the names are the description's.
      return `object (${shape.names.join(', ')}${shape.more ? ', …' : ''})`;
    case 'type':
      return shape.format ? `${typeText(shape)} (${shape.format})` : typeText(shape);
  }
}

function label(node: SchemaNode): string {
  if (node.type === 'array' && node.items) return msg('reference.arrayOf', { type: label(node.items) });
  return node.refName ?? node.title ?? typeText(node);
}

/**
 * The type as a reader scans for it: the JSON type first ("string", "array of string"), an
 * object by its schema's name; the $ref name of a scalar goes beside it (see typeNote).
 */
export function typeName(node: SchemaNode): string {
  if (node.type === 'array' && node.items) return msg('reference.arrayOf', { type: typeName(node.items) });
  if (node.type === 'object' && (node.refName ?? node.title)) return node.refName ?? node.title ?? node.type;
  return typeText(node);
}

/** The schema name typeName left out (a named string, a named array): shown quietly after the type. */
function typeNote(node: SchemaNode): string | undefined {
  const name = node.refName ?? node.title;
  return name && !typeName(node).includes(name) ? name : undefined;
}

/** A property's or parameter's type: the type, its format and its schema name, as short text. */
export function renderType(node: SchemaNode): TemplateResult {
  const format = node.format ?? (node.type === 'array' ? node.items?.format : undefined);
  const note = typeNote(node);
  return html`<span class="type">${typeName(node)}</span>${format ? html`<span class="format">${format}</span>` : nothing}${note ? html`<span class="type-note">${note}</span>` : nothing}`;
}

/** core's `xmlNodeLabel` words, by the select value of reference.xmlNodeKind. */
const XML_NODE_KINDS = new Map([
  ['attribute', 'attribute'],
  ['text', 'text'],
  ['CDATA', 'cdata'],
  ['no element', 'none'],
  ['wrapped', 'wrapped'],
]);

/** Stands for a value in a message, so that the text around it can be split off. */
const MARK = '\uE000';

/**
 * One constraint in the interface language: "≥ 1", "max length 10", … The numbers as written (not
 * Intl's: 0.0001 would round); a pattern's regular expression and a const's JSON as code.
 */
export function renderConstraint(c: SchemaConstraint): unknown {
  if (!('value' in c)) return msg('reference.constraint', { kind: c.kind, value: '' });
  if (c.kind !== 'pattern' && c.kind !== 'const') return msg('reference.constraint', { kind: c.kind, value: String(c.value) });
  const [before = '', after = ''] = msg('reference.constraint', { kind: c.kind, value: MARK }).split(MARK);
  return html`${before}<code dir="ltr">${c.value}</code>${after}`;
}

/**
 * A schema's constraints, default and example as small chips; enum values as chips of their own
 * (with their descriptions as a list when the description gives them); allOf conflicts as a note.
 */
export function renderSchemaFacts(node: SchemaNode): unknown {
  const facts: unknown[] = node.constraints.map(renderConstraint);
  const { enum: values, enumDescriptions: notes } = node;
  const described = !!(values && notes && Object.keys(notes).length);
  if (node.default !== undefined) facts.push(msg('reference.factDefault', { value: short(node.default) }));
  if (node.example !== undefined) facts.push(msg('reference.factExample', { value: short(node.example) }));
  else if (node.examples?.length) facts.push(msg('reference.factExamples', { values: listText(node.examples.map(short)) }));
  if (node.additionalPropertiesName) facts.push(msg('reference.factKeys', { name: node.additionalPropertiesName }));
  for (const [name, list] of Object.entries(node.dependentRequired ?? {})) facts.push(msg('reference.factDependentRequired', { name, list: listText(list) }));
  if (node.contentMediaType) facts.push(msg('reference.factContent', { mediaType: node.contentMediaType }));
  if (node.contentEncoding) facts.push(msg('reference.factEncoding', { encoding: node.contentEncoding }));
  // Keywords spec-doc does not interpret are shown as written, not dropped. `x-` extensions are
  // the exception: those it reads are shown as what they mean (x-enumDescriptions, …), and the rest
  // are hints for tools (x-enum-varnames for code generators), noise to a reader, as Redoc (by
  // default) and Scalar treat them.
  for (const [key, value] of Object.entries(node.extra ?? {})) if (!key.startsWith('x-')) facts.push(`${key}: ${short(value)}`);
  return html`${facts.length ? html`<div class="facts">${facts.map((f) => html`<span class="fact">${f}</span>`)}</div>` : nothing}${
    values && !described ? renderEnumChips(values) : nothing
  }${
    described
      ? html`<ul class="enum-list small">
          ${values.map((v) => html`<li><code class="enum-value">${short(v)}</code>${notes[String(v)] ? html` — ${notes[String(v)]}` : nothing}</li>`)}
        </ul>`
      : nothing
  }${node.conflicts?.length ? html`<div class="conflicts small" role="note"><ul>${node.conflicts.map((c) => html`<li>${msg('reference.allOfConflict', { conflict: msg('reference.allOfConflictText', { ...c, reason: unresolvedText(c.why, c.reason ?? '') }) })}</li>`)}</ul></div>` : nothing}`;
}

/** Enum values as chips after an "Allowed" label (a long list is cut, saying how many more). */
function renderEnumChips(values: unknown[]): TemplateResult {
  const shown = values.slice(0, 40);
  return html`<div class="enum-values"><span class="enum-label">${msg('reference.allowed')}</span>${shown.map((v) => html`<code class="enum-value">${short(v)}</code>`)}${
    values.length > shown.length ? html`<span class="muted small">${msg('reference.andMore', { count: values.length - shown.length })}</span>` : nothing
  }</div>`;
}

/**
 * Property rows a tree builds per frame. A response of hundreds of properties (Stripe's account:
 * 383, 312 of them with Markdown descriptions, about 100 ms in one task) is built over several
 * frames instead, so no task runs long; print builds every row at once (`buildAllRows`).
 */
const ROWS_PER_FRAME = 80;

/** Trees with rows still to build. */
const growing = new Set<SchemaTree>();
let allRows = false;

/** While `on` (printing), every tree builds all its rows at once, those still growing included. */
export function buildAllRows(on: boolean): void {
  allRows = on;
  if (on) for (const tree of [...growing]) tree.buildAll();
}

/**
 * A schema as a tree of properties with types and constraints. Renders into the
 * light DOM of <spec-doc>'s shadow root so the element's styles apply; nested
 * objects are native <details> (keyboard and screen-reader friendly) and parts
 * that were deferred by the size budget are fetched when opened.
 */
@localized
export class SchemaTree extends LitElement {
  static override properties = {
    node: { attribute: false },
    ancestors: { attribute: false },
    direction: { attribute: false },
    store: { state: true },
    settings: { state: true },
    fullDescriptions: { state: true },
    opened: { state: true },
    choices: { state: true },
  };

  node: SchemaNode | undefined;
  /** The element's description store (deferred parts are fetched from it; its base URL resolves links). */
  @consume({ context: storeContext, subscribe: true })
  store: DescriptionStore | undefined;
  /** The element's schema-* settings; when they change, every tree shows afresh. */
  @consume({ context: schemaSettingsContext, subscribe: true })
  settings: SchemaSettings = DEFAULT_SCHEMA_SETTINGS;
  ancestors: string[] = [];
  /** The body's direction, for hiding readOnly properties in requests and writeOnly ones in responses. */
  direction: 'request' | 'response' | undefined;
  /** The reader's choice of full or one-line descriptions; undefined follows schema-description-expanded. */
  fullDescriptions: boolean | undefined;
  /** Table style: nested rows the reader opened. */
  opened = new Set<string>();
  /** The alternative chosen in each oneOf/anyOf selector, by the schema's pointer. */
  choices = new Map<string, number>();
  /** Property rows this render may build (grows by ROWS_PER_FRAME a frame; Infinity once all are built). */
  private rowLimit = ROWS_PER_FRAME;
  /** Rows left to build in the render under way, and whether it stopped short of them all. */
  private rowsLeft = Infinity;
  private cut = false;
  /** This render shows each description's lead only (the reader's or the attribute's choice). */
  private shortDescriptions = true;
  private cancelGrowth: (() => void) | undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.cut) this.growSoon();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopGrowing();
  }

  protected override updated(): void {
    if (!this.node) return;
    if (this.cut) this.growSoon();
    else {
      this.rowLimit = Infinity;
      this.stopGrowing();
    }
  }

  /** Builds every row now (print). */
  buildAll(): void {
    this.stopGrowing();
    this.rowLimit = Infinity;
    this.requestUpdate();
  }

  /** The next ROWS_PER_FRAME rows after a painted frame, as the element's later batches of operations. */
  private growSoon(): void {
    if (growing.has(this)) return;
    growing.add(this);
    this.cancelGrowth = afterPaint(() => {
      growing.delete(this);
      this.rowLimit += ROWS_PER_FRAME;
      this.requestUpdate();
    });
  }

  private stopGrowing(): void {
    growing.delete(this);
    this.cancelGrowth?.();
  }

  /** Whether one more property row may be built in this render (false marks the render as cut short). */
  private takeRow(): boolean {
    if (this.rowsLeft <= 0) {
      this.cut = true;
      return false;
    }
    this.rowsLeft--;
    return true;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // New settings replace the reader's one-line/full choice, as the attribute now says.
    // New settings replace the reader's opened and closed properties too: a new schema-expand-level applies at once.
    if (changed.has('settings') && changed.get('settings') !== undefined) {
      this.fullDescriptions = undefined;
      this.opened = new Set();
    }
  }

  protected override render(): unknown {
    if (!this.node) return nothing;
    this.rowsLeft = allRows ? Infinity : this.rowLimit;
    this.cut = false;
    const full = this.fullDescriptions ?? this.settings.descriptionExpanded;
    this.shortDescriptions = !full;
    // Nested trees (deferred parts, composition options) take their parent's toggle.
    const top = this.ancestors.length === 0;
    return html`<div class="schema-view ${full ? '' : 'descriptions-short'}">
      ${
        top && this.settings.descriptionToggle && hasDescriptions(this.node)
          ? html`<button type="button" class="link-button small desc-toggle" aria-pressed=${full ? 'true' : 'false'} @click=${() => (this.fullDescriptions = !full)}>
            ${full ? msg('reference.shortDescriptions') : msg('reference.fullDescriptions')}
          </button>`
          : nothing
      }
      ${this.settings.style === 'table' ? this.renderTable(this.node) : this.renderNode(this.node, this.ancestors)}
    </div>`;
  }

  /** Properties at `depth` (0 = top level) show their own nested properties open while within schema-expand-level. */
  private openAt(depth: number): boolean {
    return depth + 1 < this.settings.expandLevel;
  }

  /** The table style; the Description column is left out when no property has anything to put in it. */
  private renderTable(node: SchemaNode): TemplateResult {
    const wide = hasDetails(node);
    return html`<div class="schema" data-pointer=${node.pointer}>${this.renderHead(node)}</div>
      <table class="schema-table">
        <thead><tr><th scope="col">${msg('reference.field')}</th><th scope="col">${msg('reference.type')}</th>${wide ? html`<th scope="col">${msg('reference.description')}</th>` : nothing}</tr></thead>
        <tbody>${this.tableRows(node, 0, [...this.ancestors, node.pointer], wide)}</tbody>
      </table>`;
  }

  private tableRows(node: SchemaNode, depth: number, ancestors: string[], wide: boolean): unknown[] {
    const rows: unknown[] = [];
    const span = wide ? '3' : '2';
    const target = node.items && !node.properties?.length ? node.items : node;
    if (target.deferred) {
      rows.push(html`<tr><td colspan=${span} ${styleProps({ 'padding-inline-start': `${depth * 16 + 8}px` })}>${this.renderDeferred(target, ancestors)}</td></tr>`);
      return rows;
    }
    for (const p of this.visible(target)) {
      if (!this.takeRow()) break;
      const child = p.node;
      const nested = hasNested(child);
      const key = `${child.pointer}|${depth}|${p.name}`;
      const open = nested && (this.opened.has(key) ? true : this.openAt(depth) && !this.opened.has(`!${key}`));
      rows.push(html`<tr class=${child.deprecated ? 'is-deprecated' : ''} data-pointer=${child.pointer}>
        <td ${styleProps({ 'padding-inline-start': `${depth * 16 + 8}px` })}>
          ${
            nested
              ? html`<button type="button" class="icon-button tree-toggle" aria-expanded=${open ? 'true' : 'false'} aria-label=${open ? msg('reference.collapseNamed', { name: p.name }) : msg('reference.expandNamed', { name: p.name })} @click=${() => this.toggleRow(key, open)}>
                ${icon(open ? 'chevron-down' : 'chevron-right')}
              </button>`
              : html`<span class="tree-toggle-space"></span>`
          }<span class="prop-name">${p.name}</span>${p.required ? html`<span class="chip required">${msg('reference.required')}</span>` : nothing}
        </td>
        <td>${renderType(child)}${this.renderFlags(child)}</td>
        ${wide ? html`<td>${child.description ? this.renderDescription(child.description) : nothing}${renderSchemaFacts(child)}</td>` : nothing}
      </tr>`);
      if (open && !child.circular && !child.unresolved) {
        if (child.composition) {
          rows.push(
            html`<tr><td colspan=${span} ${styleProps({ 'padding-inline-start': `${(depth + 1) * 16 + 8}px` })}>${this.renderBody({ ...child, properties: [], items: undefined }, [...ancestors, child.pointer])}</td></tr>`,
          );
        }
        rows.push(...this.tableRows(child, depth + 1, [...ancestors, child.pointer], wide));
      }
    }
    if (node === target && node.composition && depth === 0) {
      rows.push(html`<tr><td colspan=${span}>${this.renderBody({ ...node, properties: [], items: undefined, description: undefined, constraints: [] }, ancestors)}</td></tr>`);
    }
    return rows;
  }

  /** schema-hide-read-only / schema-hide-write-only for this body's direction. */
  private visible(node: SchemaNode): PropertyNode[] {
    if (!this.direction) return node.properties ?? [];
    return visibleProperties(node, this.direction, { hideReadOnly: this.settings.hideReadOnly, hideWriteOnly: this.settings.hideWriteOnly });
  }

  private toggleRow(key: string, open: boolean): void {
    const next = new Set(this.opened);
    next.delete(key);
    next.delete(`!${key}`);
    next.add(open ? `!${key}` : key);
    this.opened = next;
  }

  /** Circular marker: scrolls to the enclosing place where that schema is shown (and flashes it). */
  private goToDefinition(e: Event, pointer: string): void {
    let el: Element | null = (e.currentTarget as Element).parentElement;
    while (el && !(el instanceof HTMLElement && el.dataset['pointer'] === pointer && el.classList.contains('schema'))) el = el.parentElement;
    // Table rows are siblings, not ancestors: the first row showing that schema is its place.
    el ??= this.querySelector(`[data-pointer="${CSS.escape(pointer)}"]`);
    if (!(el instanceof HTMLElement)) return;
    const target = el;
    target.scrollIntoView({ block: 'start' });
    target.classList.add('flash');
    setTimeout(() => target.classList.remove('flash'), 1200);
  }

  private renderNode(node: SchemaNode, ancestors: string[]): TemplateResult {
    return html`<div class="schema" data-pointer=${node.pointer}>
      ${this.renderHead(node)}${this.renderBody(node, [...ancestors, node.pointer])}
    </div>`;
  }

  private renderHead(node: SchemaNode): TemplateResult {
    return html`<div class="schema-head">
      <span class="type">${label(node)}</span>${node.format ? html` <span class="format">(${node.format})</span>` : nothing}
      ${node.title && node.title !== label(node) ? html` <span class="schema-title">“${node.title}”</span>` : nothing} ${this.renderFlags(node)}
    </div>`;
  }

  private renderFlags(node: SchemaNode): unknown {
    return html`${node.deprecated ? html` <span class="chip flag deprecated">${msg('reference.deprecated')}</span>` : nothing}${
      node.readOnly ? html` <span class="chip flag">${msg('reference.readOnly')}</span>` : nothing
    }${node.writeOnly ? html` <span class="chip flag">${msg('reference.writeOnly')}</span>` : nothing}${this.renderXmlNode(node)}${
      node.circular
        ? html` <button type="button" class="chip flag circular" title=${msg('reference.circularTitle')} @click=${(e: Event) => this.goToDefinition(e, node.pointer)}>
            ${msg('reference.circularRef', { name: node.refName ?? '' })}
          </button>`
        : nothing
    }${node.unresolved ? html` <span class="flag unresolved" role="note">${msg('reference.unresolved', { reason: unresolvedText(node.unresolvedWhy, node.unresolved) })}</span>` : nothing}${
      // "array of Node" where Node is the enclosing schema: the marker belongs on the array's line.
      node.items && (node.items.circular || node.items.unresolved) ? this.renderFlags(node.items) : nothing
    }`;
  }

  /** OpenAPI 3.2.0 XML `nodeType` (or the deprecated `attribute`/`wrapped`) when it is not the default: "XML: attribute" and so on. */
  private renderXmlNode(node: SchemaNode): unknown {
    if (!node.xmlNode) return nothing;
    const kind = XML_NODE_KINDS.get(node.xmlNode);
    return html` <span class="chip flag xml-node">${msg('reference.xmlNode', { nodeType: kind ? msg('reference.xmlNodeKind', { kind }) : node.xmlNode })}</span>`;
  }

  /**
   * A description: whole, or (short descriptions) its lead, the first paragraph or sentence as
   * `firstSentence` defines it, never cut mid-sentence; `has-more` marks that Full descriptions
   * shows more.
   */
  private renderDescription(text: string): TemplateResult {
    if (!this.shortDescriptions) return html`<div class="desc">${renderMarkdown(text, { base: this.store?.baseUrl })}</div>`;
    const { lead, more } = firstSentence(text);
    return html`<div class="desc ${more ? 'has-more' : ''}">${renderMarkdown(lead, { base: this.store?.baseUrl })}</div>`;
  }

  /** The schema's contents; `own` false leaves out its description and facts (a property's block already shows them). */
  private renderBody(node: SchemaNode, ancestors: string[], own = true): unknown {
    if (node.circular || node.unresolved) return nothing;
    if (node.deferred) return this.renderDeferred(node, ancestors);
    const parts: unknown[] = [];
    if (own && node.description) parts.push(this.renderDescription(node.description));
    if (own) parts.push(renderSchemaFacts(node));
    if (node.properties?.length) parts.push(this.renderProperties(node, ancestors));
    if (node.items && (node.items.properties?.length || node.items.composition || node.items.deferred || node.items.items)) {
      parts.push(html`<div class="items">${this.renderNode(node.items, ancestors)}</div>`);
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      parts.push(html`<div class="prop-row"><span class="prop-name">${msg('reference.additionalProperties')}</span>${this.renderNode(node.additionalProperties, ancestors)}</div>`);
    }
    if (node.composition) parts.push(this.renderComposition(node, node.composition, ancestors));
    const sub = (title: string, child: SchemaNode | undefined): void => {
      if (child) parts.push(html`<details class="subschema" ?open=${this.openAt(ancestors.length - 1)}><summary>${title}</summary>${this.renderNode(child, ancestors)}</details>`);
    };
    node.prefixItems?.forEach((item, i) => sub(msg('reference.prefixItem', { n: i + 1 }), item));
    sub('contains', node.contains);
    for (const pp of node.patternProperties ?? []) sub(msg('reference.patternProperties', { pattern: pp.pattern }), pp.node);
    sub(msg('reference.propertyNames'), node.propertyNames);
    if (typeof node.unevaluatedProperties === 'object') sub(msg('reference.unevaluatedProperties'), node.unevaluatedProperties);
    if (typeof node.unevaluatedItems === 'object') sub(msg('reference.unevaluatedItems'), node.unevaluatedItems);
    for (const [name, dep] of Object.entries(node.dependentSchemas ?? {})) sub(msg('reference.dependentSchema', { name }), dep);
    if (node.conditional) {
      sub('if', node.conditional.if);
      sub('then', node.conditional.then);
      sub('else', node.conditional.else);
    }
    sub(msg('reference.contentDecoded'), node.contentSchema);
    for (const [name, def] of Object.entries(node.defs ?? {})) sub(`$defs/${name}`, def);
    sub('not', node.not);
    return parts;
  }

  /**
   * oneOf/anyOf as a selector of the alternatives (labelled by the discriminator's values when
   * there is one); the chosen alternative is shown, already merged with the parent's properties.
   */
  private renderComposition(node: SchemaNode, c: NonNullable<SchemaNode['composition']>, ancestors: string[]): TemplateResult {
    const chosen = Math.min(this.choices.get(node.pointer) ?? 0, c.options.length - 1);
    const discriminator = c.discriminator;
    const labels = c.options.map((opt, i) => {
      const values = discriminator?.mapping.filter((m) => m.index === i).map((m) => m.value) ?? [];
      const label = discriminator && values.length ? `${discriminator.propertyName} = ${values.join(' | ')}` : optionText(opt);
      // OpenAPI 3.2 defaultMapping: the alternative for a missing or unmapped value.
      return i === discriminator?.defaultIndex ? msg('reference.defaultOption', { label }) : label;
    });
    const kind = msg('reference.composition', { kind: c.kind });
    const option = c.options[chosen];
    // i18n: sentence split around <code>
    return html`<div class="composition">
      <label class="composition-kind small"
        >${kind}${c.discriminator ? html` (${msg('reference.byDiscriminator')} <code>${c.discriminator.propertyName}</code>)` : nothing}
        <select @change=${(e: Event) => this.choose(node.pointer, (e.currentTarget as HTMLSelectElement).selectedIndex)}>
          ${labels.map((l, i) => html`<option ?selected=${i === chosen}>${l}</option>`)}
        </select></label
      >
      ${option ? html`<div class="option">${this.renderNode(option.node, ancestors)}</div>` : nothing}
    </div>`;
  }

  private choose(pointer: string, index: number): void {
    this.choices = new Map(this.choices).set(pointer, index);
  }

  /** Whether a nested property is open: the reader's choice, else schema-expand-level. */
  private isOpen(key: string, depth: number): boolean {
    return this.opened.has(key) || (this.openAt(depth) && !this.opened.has(`!${key}`));
  }

  /**
   * One compact block per property: name, type, required, flags on one line; description,
   * constraints, enum values and example beneath. A property with its own properties opens and
   * closes with a chevron button; its children are indented along a guide line.
   */
  private renderProperties(node: SchemaNode, ancestors: string[]): TemplateResult {
    const depth = ancestors.length - 1;
    return html`<ul class="props">
      ${this.visible(node).map((p) => {
        if (!this.takeRow()) return nothing;
        const child = p.node;
        const nested = hasNested(child) && !child.circular && !child.unresolved;
        const key = `${ancestors.join(' ')}|${p.name}`;
        // Levels past schema-expand-level start closed; their deferred parts load when opened and seen.
        const open = nested && this.isOpen(key, depth);
        return html`<li class="prop ${child.deprecated ? 'is-deprecated-prop' : ''}">
          <div class="prop-row">
            ${
              nested
                ? html`<button type="button" class="icon-button tree-toggle" aria-expanded=${open ? 'true' : 'false'} aria-label=${open ? msg('reference.collapseNamed', { name: p.name }) : msg('reference.expandNamed', { name: p.name })} @click=${() => this.toggleRow(key, open)}>
                  ${icon(open ? 'chevron-down' : 'chevron-right')}
                </button>`
                : nothing
            }<span class="prop-name">${p.name}</span>${renderType(child)}${p.required ? html`<span class="chip required">${msg('reference.required')}</span>` : nothing}${this.renderFlags(child)}
          </div>
          ${child.description ? this.renderDescription(child.description) : nothing}${renderSchemaFacts(child)}
          ${open ? html`<div class="prop-children">${this.renderBody(child, [...ancestors, child.pointer], false)}</div>` : nothing}
        </li>`;
      })}
    </ul>`;
  }

  private renderDeferred(node: SchemaNode, ancestors: string[]): TemplateResult {
    return html`<spec-doc-deferred-schema .pointer=${node.pointer} .ancestors=${ancestors} .direction=${this.direction}></spec-doc-deferred-schema>`;
  }
}

/** A schema part left out by the size budget: fetched from the store when it comes into view. */
export class DeferredSchema extends LitElement {
  static override properties = { loaded: { state: true } };
  pointer = '';
  /** The element's description store, where the part is fetched from. */
  @consume({ context: storeContext })
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
        if (e.isIntersecting && e.target instanceof DeferredSchema) {
          DeferredSchema.observer?.unobserve(e.target);
          e.target.fetchNode();
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
    this.store?.schema(this.pointer, this.ancestors).then(
      (n) => (this.loaded = n),
      (e: unknown) => {
        const why = storeFailure(e);
        if (why !== undefined) this.loaded = { pointer: this.pointer, type: 'any', types: [], constraints: [], unresolved: why };
      },
    );
  }

  protected override render(): unknown {
    if (!this.loaded) return html`<span class="muted">…</span>`;
    return html`<spec-doc-schema .node=${this.loaded} .ancestors=${this.ancestors} .direction=${this.direction}></spec-doc-schema>`;
  }
}
