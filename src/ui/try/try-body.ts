import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { bodyEditorKind, type BodyEditorKind } from '../../core/input/body-editor-kind.js';
import { fieldId } from '../../core/input/field-id.js';
import type { FieldInput } from '../../core/input/field-input.js';
import { fieldKind } from '../../core/input/field-kind.js';
import { initialFields } from '../../core/input/initial-fields.js';
import { alternativeFileProperties, isFileListProperty, isFileProperty } from '../../core/input/is-file-property.js';
import { own } from '../../core/input/own.js';
import { readExampleBody, type ReadExampleBody } from '../../core/input/read-example-body.js';
import { readRequestBody, type ReadBody } from '../../core/input/read-request-body.js';
import type { ExampleView, MediaTypeView, RequestBodyView } from '../../core/model/types.js';
import { exampleText } from '../reference/media-type.js';
import { withExampleFiles } from '../../core/request/example-files.js';
import type { DescriptionStore } from '../../worker/store.js';
import { renderField } from './try-fields.js';
import { requestProblemMessage } from './request-problem-text.js';
import { localized, msg } from '../shared/msg.js';
import '../../core/i18n/en/try.js';

/**
 * The request body part of the TRY console: a media-type selector when several are offered,
 * then the editor for the chosen one. `read()` turns what was entered into a RequestBody (or
 * a message for the field). Light DOM, so the element's styles apply.
 */
@localized
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
    exampleValue: { state: true },
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
  /** A form or multipart body's example (the media type's, else generated), for the request example's empty fields. */
  exampleValue: unknown;
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
    // Whoever shows the request of the inputs (the console's request example) hears of the filled-in body.
    void this.updateComplete.then(() => this.changed());
    this.text = '';
    this.fields = {};
    this.files = {};
    this.error = undefined;
    this.exampleValue = undefined;
    const media = this.media;
    if (!media) return;
    const kind = bodyEditorKind(media.mediaType);
    const ex: ExampleView | undefined = media.examples[0];
    // Positional multipart (multipart/mixed with an array schema) has no named fields: its parts are typed as a JSON array.
    if (kind === 'form' || (kind === 'multipart' && media.schema?.properties?.length)) {
      if (this.fill) this.fields = initialFields(media);
      // The request example shows the example's values in the fields left empty (readExampleBody), even with filling off.
      if (ex?.value !== undefined) this.exampleValue = ex.value;
      else if (ex?.generate && this.store) {
        const wanted = media;
        this.store.example(ex.generate).then(
          (v) => {
            if (this.media !== wanted || v === undefined) return;
            this.exampleValue = v;
            void this.updateComplete.then(() => this.changed());
          },
          () => undefined, // no example: the request example shows placeholders
        );
      }
      return;
    }
    if (!this.fill) return;
    if (kind === 'binary' || !ex) return;
    // The data value for JSON, the serialised value as written for other text (OpenAPI 3.2.0 Example Object).
    // (Positional multipart parts are typed as JSON, so they take the data.)
    const serialized = ex.serializedValue !== undefined && (ex.showSerialized || ex.value === undefined) && kind !== 'multipart';
    if (serialized) this.text = ex.serializedValue ?? '';
    else if (ex.value !== undefined) this.text = exampleText(ex.value);
    else if (ex.generate && this.store) {
      const wanted = media;
      this.store.example(ex.generate).then(
        (v) => {
          if (this.media === wanted && this.text === '' && v !== undefined) {
            this.text = typeof v === 'string' ? v : JSON.stringify(v, null, 2);
            void this.updateComplete.then(() => this.changed());
          }
        },
        () => undefined, // no example: the editor stays empty
      );
    }
  }

  /** The body as entered (see readRequestBody); neither body nor error when nothing is to be sent. */
  read(): ReadBody {
    return readRequestBody(this.media, this.body.required, { text: this.text, fields: this.fields, files: this.files }, requestProblemMessage);
  }

  /** The body the request example shows: as entered, with a stand-in file for each file field left empty (withExampleFiles). */
  readExample(): ReadExampleBody {
    const media = this.media;
    if (!media) return { placeholders: [] };
    return readExampleBody(media, this.body.required, { text: this.text, fields: this.fields, files: withExampleFiles(media, this.files) }, this.exampleValue);
  }

  private choose(i: number): void {
    this.mediaIndex = i;
    this.reset();
    this.changed();
  }

  /** Tells the console the body changed other than by typing (a media type chosen, an example filled in). */
  private changed(): void {
    this.dispatchEvent(new Event('input', { bubbles: true }));
  }

  protected override render(): TemplateResult | typeof nothing {
    const media = this.media;
    if (!media) return nothing;
    const id = `${this.idBase}-body`;
    const kind = bodyEditorKind(media.mediaType);
    return html`<fieldset class="try-request-body">
      <legend>${msg('try.requestBody')}${this.body.required ? html`<span class="required" aria-hidden="true">*</span>` : nothing}</legend>
      ${
        this.body.content.length > 1
          ? html`<label class="small" for="${id}-type">${msg('try.mediaType')}</label>
            <select id="${id}-type" @change=${(e: Event) => this.choose(Number((e.currentTarget as HTMLSelectElement).value))}>
              ${this.body.content.map((m, i) => html`<option value=${i} ?selected=${i === this.mediaIndex}>${m.mediaType}</option>`)}
            </select>`
          : html`<div class="muted small">${media.mediaType}</div>`
      }
      ${this.renderEditor(id, kind, media)} ${this.error ? html`<div class="field-error" id="${id}-error">${this.error}</div>` : nothing}
    </fieldset>`;
  }

  private renderEditor(id: string, kind: BodyEditorKind, media: MediaTypeView): TemplateResult {
    if (kind === 'binary') return this.renderFile(id, '', false, msg('try.fileOfType', { mediaType: media.mediaType }));
    const props = media.schema?.properties;
    if ((kind === 'form' || kind === 'multipart') && props?.length) {
      return html`${props
        .filter((p) => !p.node.readOnly)
        .map((p) => {
          const fid = fieldId(id, p.name);
          const label = html`${p.name}${p.required ? html`<span class="required" aria-hidden="true">*</span>` : nothing} <span class="muted small">${p.node.type}</span>`;
          if (isFileProperty(p.node)) return this.renderFile(fid, p.name, isFileListProperty(p.node), label);
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
    // Fields named only in oneOf/anyOf alternatives are typed as JSON; their files are chosen here and replace what the JSON holds for them.
    const files = kind === 'multipart' ? alternativeFileProperties(media.schema) : [];
    return html`<label class="visually-hidden" for=${id}>${msg('try.requestBodyOfType', { mediaType: media.mediaType })}</label>
      <textarea
        id=${id}
        rows="8"
        spellcheck="false"
        placeholder=${hint || nothing}
        .value=${this.text}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${this.error ? `${id}-error` : nothing}
        @input=${(e: Event) => (this.text = (e.currentTarget as HTMLTextAreaElement).value)}
      ></textarea>
      ${files.map((p) => this.renderFile(fieldId(`${id}-file`, p.name), p.name, isFileListProperty(p.node), html`${p.name} <span class="muted small">${msg('try.fileType')}</span>`))}`;
  }

  private renderFile(id: string, name: string, multiple: boolean, label: TemplateResult | string): TemplateResult {
    return html`<div class="try-field">
      <label for=${id}>${label}</label>
      <input id=${id} type="file" ?multiple=${multiple} @change=${(e: Event) => (this.files = { ...this.files, [name]: [...((e.currentTarget as HTMLInputElement).files ?? [])] })} />
    </div>`;
  }
}

if (!customElements.get('spec-doc-try-body')) customElements.define('spec-doc-try-body', TryBody);
