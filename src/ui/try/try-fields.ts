import { html, nothing, type TemplateResult } from 'lit';
import type { SchemaNode } from '../../core/model/types.js';

/** How a value is entered: one line, a choice, a list of items, or JSON text. */
export type FieldKind = 'text' | 'choice' | 'list' | 'json';

/** What an input holds: text, or the items of a list. */
export type FieldInput = string | string[];

/** The kind of input a schema asks for; content-typed parameters and objects are JSON text. */
export function fieldKind(schema: SchemaNode | undefined, contentTyped = false): FieldKind {
  if (contentTyped || !schema) return contentTyped ? 'json' : 'text';
  if (schema.types.includes('array') || schema.type.startsWith('array')) return 'list';
  if (schema.types.includes('object') && !schema.types.includes('string')) return 'json';
  if (choicesOf(schema)) return 'choice';
  return 'text';
}

/** The values a choice offers: the enum, or true/false for booleans. */
export function choicesOf(schema: SchemaNode | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.enum?.length) return schema.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (schema.types.length === 1 && schema.types[0] === 'boolean') return ['true', 'false'];
  return undefined;
}

/** An example value as an input: strings as they are, lists as their items, anything else as JSON. */
export function inputOf(kind: FieldKind, value: unknown): FieldInput {
  if (kind === 'list') {
    if (value === undefined || value === null) return [];
    return (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  }
  if (value === undefined) return '';
  if (kind === 'json') return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** True when nothing was entered. */
export function isEmptyInput(input: FieldInput | undefined): boolean {
  return input === undefined || (Array.isArray(input) ? input.every((s) => s === '') : input === '');
}

/**
 * The value an input stands for, typed by the schema so serialisation writes `1` and `true`
 * rather than strings where it matters (JSON content): list items and text stay strings
 * unless the items are numbers or booleans; JSON text is parsed (an error says where it fails).
 */
export function valueOf(kind: FieldKind, input: FieldInput | undefined, schema: SchemaNode | undefined): { value?: unknown; error?: string } {
  if (isEmptyInput(input)) return {};
  if (kind === 'list') {
    const items = (Array.isArray(input) ? input : [input ?? '']).filter((s) => s !== '');
    return { value: items.map((s) => typed(s, schema?.items)) };
  }
  const text = Array.isArray(input) ? input.join(',') : (input ?? '');
  if (kind === 'json') {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch (e) {
      // A string-typed content parameter may hold plain text.
      if (schema?.types.includes('string')) return { value: text };
      return { error: `not valid JSON (${e instanceof Error ? e.message : String(e)})` };
    }
  }
  return { value: typed(text, schema) };
}

/** Text as the schema's scalar type when it reads as one; else the text itself. */
function typed(text: string, schema: SchemaNode | undefined): unknown {
  const types = schema?.types ?? [];
  if ((types.includes('integer') || types.includes('number')) && !types.includes('string') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (types.includes('boolean') && !types.includes('string') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

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

/**
 * An element id for a field named `name` (any text from the description): unsafe characters become
 * `_`, and a short hash of the name keeps `x y` and `x_y` apart.
 */
export function fieldId(base: string, name: string): string {
  const safe = name.replace(/[^\w-]/g, '_');
  if (safe === name) return `${base}-${name}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return `${base}-${safe}-${h.toString(36)}`;
}

/** The own value of `record` at `key` (a name from the description may be `__proto__` or `constructor`). */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
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
          ${renderScalar(`${f.id}-${i}`, f.schema?.items, item, (v) => set(i, v), `Item ${i + 1}`, f.placeholder)}
          <button type="button" class="link-button" aria-label="Remove item ${i + 1}" @click=${() => f.onChange(shown.filter((_, j) => j !== i))}>Remove</button>
        </div>`,
      )}
      <button type="button" class="link-button" @click=${() => f.onChange([...shown, ''])}>Add item</button>
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
