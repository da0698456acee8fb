import type { SchemaNode } from '../model/types.js';
import { isEmptyInput, type FieldInput } from './field-input.js';
import type { FieldKind } from './field-kind.js';
import { typedScalar } from './typed-scalar.js';

/**
 * The value an input stands for, typed by the schema so serialisation writes `1` and `true`
 * rather than strings where it matters (JSON content): list items (empty ones dropped) and text
 * are scalars of the schema's type when they read as one (typedScalar); JSON text is parsed, and
 * an error says where it fails — unless the schema allows a string, which the text then is.
 * Nothing entered is no value.
 */
export function inputValue(kind: FieldKind, input: FieldInput | undefined, schema: SchemaNode | undefined): { value?: unknown; error?: string; detail?: string } {
  if (isEmptyInput(input)) return {};
  if (kind === 'list') {
    const items = (Array.isArray(input) ? input : [input ?? '']).filter((s) => s !== '');
    return { value: items.map((s) => typedScalar(s, schema?.items)) };
  }
  const text = Array.isArray(input) ? input.join(',') : (input ?? '');
  if (kind === 'json') {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch (e) {
      // A string-typed content parameter may hold plain text.
      if (schema?.types.includes('string')) return { value: text };
      // `detail`: the engine's own words, which a RequestProblem `not-json` carries.
      const detail = e instanceof Error ? e.message : String(e);
      return { error: `not valid JSON (${detail})`, detail };
    }
  }
  return { value: typedScalar(text, schema) };
}
