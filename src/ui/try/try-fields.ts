import { html, nothing, type TemplateResult } from 'lit';
import { choicesOf } from '../../core/input/choices-of.js';
import type { FieldInput } from '../../core/input/field-input.js';
import type { FieldKind } from '../../core/input/field-kind.js';
import type { SchemaNode } from '../../core/model/types.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/try.js';

/** What a field needs to render: its id, label text, kind, current input and error. */
export interface FieldView {
  id: string;
  label: TemplateResult | string;
  kind: FieldKind;
  schema: SchemaNode | undefined;
  input: FieldInput;
  required: boolean;
  error: string | undefined;
  /** Shown under the field when there is no error (why a parameter cannot be sent, say). */
  note?: string | undefined;
  placeholder?: string;
  onChange: (input: FieldInput) => void;
}

/** One labelled input (text, select, list with add/remove, or JSON textarea), with its error below. */
export function renderField(f: FieldView): TemplateResult {
  const errorId = `${f.id}-error`;
  const noteId = `${f.id}-note`;
  const note = f.error ? undefined : f.note;
  const common = {
    invalid: f.error ? 'true' : 'false',
    described: f.error ? errorId : note ? noteId : undefined,
  };
  let control: TemplateResult;
  if (f.kind === 'list') {
    const items = Array.isArray(f.input) ? f.input : f.input ? [f.input] : [];
    const shown = items.length ? items : [''];
    const set = (i: number, v: string): void => f.onChange(shown.map((x, j) => (j === i ? v : x)));
    control = html`<div class="try-list" role="group" aria-labelledby="${f.id}-label" aria-invalid=${common.invalid} aria-describedby=${common.described ?? nothing}>
      ${shown.map(
        (item, i) => html`<div class="try-list-item">
          ${renderScalar(`${f.id}-${i}`, f.schema?.items, item, (v) => set(i, v), msg('try.item', { n: i + 1 }), f.placeholder)}
          <button type="button" class="link-button" aria-label=${msg('try.removeItem', { n: i + 1 })} @click=${() => f.onChange(shown.filter((_, j) => j !== i))}>${msg('try.remove')}</button>
        </div>`,
      )}
      <button type="button" class="link-button" @click=${() => f.onChange([...shown, ''])}>${msg('try.addItem')}</button>
    </div>`;
  } else if (f.kind === 'json') {
    control = html`<textarea
      id=${f.id}
      rows="4"
      spellcheck="false"
      .value=${typeof f.input === 'string' ? f.input : f.input.join(',')}
      aria-required=${f.required ? 'true' : 'false'}
      aria-invalid=${common.invalid}
      aria-describedby=${common.described ?? nothing}
      placeholder=${f.placeholder ?? nothing}
      @input=${(e: Event) => f.onChange((e.currentTarget as HTMLTextAreaElement).value)}
    ></textarea>`;
  } else {
    control = renderScalar(f.id, f.schema, typeof f.input === 'string' ? f.input : f.input.join(','), (v) => f.onChange(v), undefined, f.placeholder, f.required, common);
  }
  return html`<div class="try-field">
    <label id="${f.id}-label" for=${f.kind === 'list' ? `${f.id}-0` : f.id}>${f.label}</label>
    ${control} ${f.error ? html`<div class="field-error" id=${errorId}>${f.error}</div>` : nothing}
    ${note ? html`<div class="muted small" id=${noteId}>${note}</div>` : nothing}
  </div>`;
}

/** A text input, or a select when the schema lists its values. */
function renderScalar(
  id: string,
  schema: SchemaNode | undefined,
  value: string,
  onChange: (v: string) => void,
  ariaLabel?: string,
  placeholder?: string,
  required = false,
  state: { invalid: string; described: string | undefined } = { invalid: 'false', described: undefined },
): TemplateResult {
  const choices = choicesOf(schema);
  if (choices) {
    return html`<select
      id=${id}
      aria-label=${ariaLabel ?? nothing}
      aria-required=${required ? 'true' : 'false'}
      aria-invalid=${state.invalid}
      aria-describedby=${state.described ?? nothing}
      @change=${(e: Event) => onChange((e.currentTarget as HTMLSelectElement).value)}
    >
      <option value="" ?selected=${value === ''}>—</option>
      ${choices.map((c) => html`<option .value=${c} ?selected=${c === value}>${c}</option>`)}
    </select>`;
  }
  return html`<input
    id=${id}
    part="input"
    type="text"
    .value=${value}
    aria-label=${ariaLabel ?? nothing}
    aria-required=${required ? 'true' : 'false'}
    aria-invalid=${state.invalid}
    aria-describedby=${state.described ?? nothing}
    placeholder=${placeholder ?? nothing}
    @input=${(e: Event) => onChange((e.currentTarget as HTMLInputElement).value)}
  />`;
}
