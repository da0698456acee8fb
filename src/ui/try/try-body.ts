import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { ExampleView, MediaTypeView, RequestBodyView, SchemaNode } from '../../core/model/types.js';
import { encodeBody, isBodyError, isJsonMediaType, mediaTypeEssence } from '../../core/request/encode-body.js';
import type { RequestBody } from '../../core/request/request-spec.js';
import { exampleText } from '../reference/media-type.js';
import type { DescriptionStore } from '../../worker/store.js';
import { fieldId, fieldKind, inputOf, isEmptyInput, own, renderField, valueOf, type FieldInput } from './try-fields.js';

/** How a media type's body is entered. */
export type BodyKind = 'json' | 'text' | 'form' | 'multipart' | 'binary';

/** The editor a media type gets: JSON text, text/XML, named fields (form, multipart) or a file. */
export function bodyKind(mediaType: string): BodyKind {
  const essence = mediaTypeEssence(mediaType);
  if (isJsonMediaType(mediaType)) return 'json';
  if (essence === 'application/x-www-form-urlencoded') return 'form';
  if (essence === 'multipart/form-data' || essence === 'multipart/mixed') return 'multipart';
  if (essence.startsWith('text/') || essence.endsWith('/xml') || essence.endsWith('+xml') || essence === 'application/yaml' || essence === 'application/x-yaml') return 'text';
  return 'binary';
}

/** A schema property that takes a file: `format: binary`/`base64` (3.0) or `contentMediaType`/`contentEncoding` (3.1), or a list of those. */
export function isFileProperty(node: SchemaNode): boolean {
  const one = (n: SchemaNode | undefined): boolean =>
    !!n && n.types.includes('string') && (n.format === 'binary' || n.format === 'byte' || n.format === 'base64' || n.contentMediaType !== undefined || n.contentEncoding !== undefined);
  return one(node) || ((node.types.includes('array') || node.type.startsWith('array')) && one(node.items));
}

function isList(node: SchemaNode): boolean {
  return node.types.includes('array') || node.type.startsWith('array');
}

/**
 * The request body part of the TRY console: a media-type selector when several are offered,
 * then the editor for the chosen one. `read()` turns what was entered into a RequestBody (or
 * a message for the field). Light DOM, so the element's styles apply.
 */
export class TryBody extends LitElement {
  static override properties = {
    body: { attribute: false },
    store: { attribute: false },
    fill: { attribute: false },
    idBase: { attribute: false },
    error: { attribute: false },
    mediaIndex: { state: true },
    text: { state: true },
    fields: { state: true },
    files: { state: true },
  };

  body!: RequestBodyView;
  store: DescriptionStore | undefined;
  fill = true;
  idBase = 'try';
  /** A message for the body (set by the console after `read()`). */
  error: string | undefined;
  mediaIndex = 0;
  /** JSON or text editor content. */
  text = '';
  /** Form and multipart text fields, by property name. */
  fields: Record<string, FieldInput> = {};
  /** Chosen files: form/multipart file fields by name, and `''` for a raw binary upload. */
  files: Record<string, File[]> = {};
  private filledFor: RequestBodyView | undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override willUpdate(): void {
    if (this.filledFor !== this.body) {
      this.filledFor = this.body;
      this.mediaIndex = 0;
      this.reset();
    }
  }

  get media(): MediaTypeView | undefined {
    return this.body.content[this.mediaIndex] ?? this.body.content[0];
  }

  /** Inputs back to the chosen media type's example (empty when filling is off). */
  reset(): void {
    this.text = '';
    this.fields = {};
    this.files = {};
    this.error = undefined;
    const media = this.media;
    if (!media || !this.fill) return;
    const kind = bodyKind(media.mediaType);
    const ex: ExampleView | undefined = media.examples[0];
    if (kind === 'form' || kind === 'multipart') {
      const fromExample = ex?.value !== null && typeof ex?.value === 'object' && !Array.isArray(ex.value) ? (ex.value as Record<string, unknown>) : {};
      // Field names come from the description: `__proto__` is a field like any other.
      const fields = Object.create(null) as Record<string, FieldInput>;
      for (const p of media.schema?.properties ?? []) {
        if (isFileProperty(p.node)) continue;
        const value = Object.hasOwn(fromExample, p.name) ? fromExample[p.name] : (p.node.example ?? p.node.default);
        fields[p.name] = inputOf(fieldKind(p.node), value);
      }
      this.fields = fields;
      return;
    }
    if (kind === 'binary' || !ex) return;
    if (ex.value !== undefined) this.text = exampleText(ex.value);
    else if (ex.generate && this.store) {
      const wanted = media;
      this.store.example(ex.generate).then(
        (v) => {
          if (this.media === wanted && this.text === '' && v !== undefined) this.text = typeof v === 'string' ? v : JSON.stringify(v, null, 2);
        },
        () => undefined, // no example: the editor stays empty
      );
    }
  }

  /** The body as entered; undefined when nothing is to be sent (optional and empty). */
  read(): { body?: RequestBody; error?: string } {
    const media = this.media;
    if (!media) return {};
    const kind = bodyKind(media.mediaType);
    const required = this.body.required;
    if (kind === 'json' || kind === 'text') {
      if (this.text.trim() === '' && !required) return {};
      if (this.text.trim() === '' && kind === 'json') return { error: 'The request body is required.' };
      return fromEncoded(encodeBody(media.mediaType, this.text, media.encoding));
    }
    if (kind === 'binary') {
      const file = this.files['']?.[0];
      if (!file) return required ? { error: 'Choose a file to upload.' } : {};
      return fromEncoded(encodeBody(media.mediaType, file, media.encoding));
    }
    const props = media.schema?.properties;
    if (!props?.length) {
      // No named fields: a raw form text (form) or a JSON object of fields (multipart).
      if (this.text.trim() === '') return required ? { error: 'The request body is required.' } : {};
      if (kind === 'form') return fromEncoded(encodeBody(media.mediaType, this.text, media.encoding));
      try {
        return fromEncoded(encodeBody(media.mediaType, JSON.parse(this.text) as unknown, media.encoding));
      } catch (e) {
        return { error: `The fields must be a JSON object (${e instanceof Error ? e.message : String(e)}).` };
      }
    }
    const value = Object.create(null) as Record<string, unknown>;
    const missing: string[] = [];
    for (const p of props) {
      if (p.node.readOnly) continue;
      if (isFileProperty(p.node)) {
        const chosen = own(this.files, p.name) ?? [];
        if (chosen.length) value[p.name] = isList(p.node) ? chosen : chosen[0];
        else if (p.required) missing.push(p.name);
        continue;
      }
      const input = own(this.fields, p.name);
      if (isEmptyInput(input)) {
        if (p.required) missing.push(p.name);
        continue;
      }
      const v = valueOf(fieldKind(p.node), input, p.node);
      if (v.error) return { error: `${p.name}: ${v.error}` };
      value[p.name] = v.value;
    }
    if (missing.length) return { error: `Required: ${missing.join(', ')}.` };
    return fromEncoded(encodeBody(media.mediaType, value, media.encoding));
  }

  private choose(i: number): void {
    this.mediaIndex = i;
    this.reset();
    this.dispatchEvent(new Event('input', { bubbles: true }));
  }

  protected override render(): TemplateResult | typeof nothing {
    const media = this.media;
    if (!media) return nothing;
    const id = `${this.idBase}-body`;
    const kind = bodyKind(media.mediaType);
    return html`<fieldset class="try-request-body">
      <legend>Request body${this.body.required ? html`<span class="required" aria-hidden="true">*</span>` : nothing}</legend>
      ${this.body.content.length > 1
        ? html`<label class="small" for="${id}-type">Media type</label>
            <select id="${id}-type" @change=${(e: Event) => this.choose(Number((e.currentTarget as HTMLSelectElement).value))}>
              ${this.body.content.map((m, i) => html`<option value=${i} ?selected=${i === this.mediaIndex}>${m.mediaType}</option>`)}
            </select>`
        : html`<div class="muted small">${media.mediaType}</div>`}
      ${this.renderEditor(id, kind, media)} ${this.error ? html`<div class="field-error" id="${id}-error">${this.error}</div>` : nothing}
    </fieldset>`;
  }

  private renderEditor(id: string, kind: BodyKind, media: MediaTypeView): TemplateResult {
    if (kind === 'binary') return this.renderFile(id, '', false, `File (${media.mediaType})`);
    const props = media.schema?.properties;
    if ((kind === 'form' || kind === 'multipart') && props?.length) {
      return html`${props
        .filter((p) => !p.node.readOnly)
        .map((p) => {
          const fid = fieldId(id, p.name);
          const label = html`${p.name}${p.required ? html`<span class="required" aria-hidden="true">*</span>` : nothing} <span class="muted small">${p.node.type}</span>`;
          if (isFileProperty(p.node)) return this.renderFile(fid, p.name, isList(p.node), label);
          return renderField({
            id: fid,
            label,
            kind: fieldKind(p.node),
            schema: p.node,
            input: own(this.fields, p.name) ?? '',
            required: p.required,
            error: undefined,
            onChange: (input) => (this.fields = { ...this.fields, [p.name]: input }),
          });
        })}`;
    }
    const hint = kind === 'form' ? 'a=1&b=2' : kind === 'multipart' ? '{"field": "value"}' : '';
    return html`<label class="visually-hidden" for=${id}>Request body (${media.mediaType})</label>
      <textarea
        id=${id}
        rows="8"
        spellcheck="false"
        placeholder=${hint || nothing}
        .value=${this.text}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${this.error ? `${id}-error` : nothing}
        @input=${(e: Event) => (this.text = (e.currentTarget as HTMLTextAreaElement).value)}
      ></textarea>`;
  }

  private renderFile(id: string, name: string, multiple: boolean, label: TemplateResult | string): TemplateResult {
    return html`<div class="try-field">
      <label for=${id}>${label}</label>
      <input id=${id} type="file" ?multiple=${multiple} @change=${(e: Event) => (this.files = { ...this.files, [name]: [...((e.currentTarget as HTMLInputElement).files ?? [])] })} />
    </div>`;
  }
}

function fromEncoded(r: ReturnType<typeof encodeBody>): { body?: RequestBody; error?: string } {
  return isBodyError(r) ? { error: r.error } : { body: r };
}

if (!customElements.get('spec-doc-try-body')) customElements.define('spec-doc-try-body', TryBody);
