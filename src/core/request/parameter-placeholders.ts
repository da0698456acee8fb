import { isEmptyInput, type FieldInput } from '../input/field-input.js';
import { inputValue } from '../input/input-value.js';
import { parameterFieldKind } from '../input/parameter-field-kind.js';
import { parameterKey } from '../input/parameter-key.js';
import { serializationOf } from '../input/serialization-of.js';
import type { ParameterView } from '../model/types.js';
import type { ParameterInput } from './assemble-request.js';

/**
 * What a request example shows where a required parameter has no value: `<ServiceSid>` for a
 * path parameter (its name says what goes in the path), else its type (`<string>`,
 * `<integer>`, `<array>`), as Postman's and Scalar's examples do. Never sent: TRY still asks
 * for the value.
 */
export function parameterPlaceholder(p: Pick<ParameterView, 'name' | 'in' | 'schema'>): string {
  if (p.in === 'path') return `<${p.name}>`;
  const type = p.schema?.types.find((t) => t !== 'null') ?? 'string';
  return `<${type}>`;
}

/** The inputs of a request example, and the placeholders standing in for missing values. */
export interface ExampleParameterInputs {
  inputs: ParameterInput[];
  /** The placeholder texts used (see revealPlaceholders). */
  placeholders: string[];
}

/**
 * The parameter inputs of the request example: the reader's values (or the examples filled
 * in) where they can be read, and for a required parameter left empty, or holding a value
 * that cannot be read, its placeholder, so that the example always shows the whole request.
 * An empty optional parameter is left out, as readParameters does.
 */
export function exampleParameterInputs(parameters: readonly ParameterView[], values: Readonly<Record<string, FieldInput>>): ExampleParameterInputs {
  const inputs: ParameterInput[] = [];
  const placeholders: string[] = [];
  for (const p of parameters) {
    const serialization = serializationOf(p);
    if (!serialization) continue;
    const input = values[parameterKey(p)];
    const read = isEmptyInput(input) ? undefined : inputValue(parameterFieldKind(p), input, p.schema);
    if (read && !read.error) {
      inputs.push({ serialization, value: read.value });
      continue;
    }
    if (!p.required) continue;
    const text = parameterPlaceholder(p);
    if (!placeholders.includes(text)) placeholders.push(text);
    // An array's one item, so that the style's separators do not quote the placeholder apart.
    inputs.push({ serialization, value: p.schema?.types.includes('array') ? [text] : text });
  }
  return { inputs, placeholders };
}

/**
 * `code` with each placeholder shown as written: URL and form encoders (ours, and each
 * language's in generated code) percent-encode `<` and `>`, and `%3CServiceSid%3E` reads
 * as noise where `<ServiceSid>` says what to put there.
 */
export function revealPlaceholders(code: string, placeholders: readonly string[]): string {
  let out = code;
  for (const text of placeholders) {
    const inner = text.slice(1, -1);
    for (const encoded of [`%3C${encodeURIComponent(inner)}%3E`, `%3c${encodeURIComponent(inner)}%3e`]) out = out.split(encoded).join(text);
  }
  return out;
}
