import { isObject } from '../types.js';

/**
 * JSON media types (application/json, text/json, any `+json` suffix): encode-body's
 * isJsonMediaType, repeated here so the reference's example tab (main bundle) does not pull in
 * the request encoder.
 */
function isJsonMediaType(mediaType: string): boolean {
  const essence = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  return essence === 'application/json' || essence === 'text/json' || essence.endsWith('+json');
}

/** The forms one Example Object gives: the data value, the serialised (wire) text, the external URL. */
export interface ExampleForms {
  /** The data form (`dataValue`, or a `value` that is data), when there is one (JSON has no undefined). */
  value?: unknown;
  /** The serialised form (`serializedValue`, or a string `value` of a non-JSON media type). */
  serializedValue?: string;
  /** `externalValue` as written (a serialised form in another document). */
  externalValue?: string;
}

/**
 * The forms of an Example Object for `mediaType` (OpenAPI 3.2.0, Example Object and "Working
 * with Examples"): `dataValue` is the data, `serializedValue` the wire text, `externalValue`
 * the wire text elsewhere; the older `value` is the data for JSON media types and for values
 * that are not strings, and otherwise the serialised text (as 3.0/3.1 wrote XML examples).
 * `dataValue` wins over `value` when a description wrongly gives both.
 */
export function exampleForms(example: unknown, mediaType: string): ExampleForms {
  const out: ExampleForms = {};
  if (!isObject(example)) return out;
  const json = isJsonMediaType(mediaType);
  if (example.dataValue !== undefined) out.value = example.dataValue;
  if (typeof example.serializedValue === 'string') out.serializedValue = example.serializedValue;
  if (example.value !== undefined) {
    if (!json && typeof example.value === 'string') out.serializedValue ??= example.value;
    else out.value ??= example.value;
  }
  if (typeof example.externalValue === 'string') out.externalValue = example.externalValue;
  return out;
}

/** Which form of an example to show and send: the serialised text for media types that are not JSON, the data for JSON. */
export type ExampleChoice = { form: 'serialized'; text: string } | { form: 'data'; value: unknown } | { form: 'external'; url: string } | { form: 'none' };

/**
 * The form of an example a reader sees and the console sends (OpenAPI 3.2.0, "Working with
 * Examples"): for a JSON media type the data value (its JSON is the wire form), else the
 * serialised value as written, since only it shows the exact wire form (XML, form-urlencoded,
 * text); failing those the other form, then `externalValue`.
 */
export function chooseExample(forms: Readonly<ExampleForms>, mediaType: string): ExampleChoice {
  const json = isJsonMediaType(mediaType);
  if (json && forms.value !== undefined) return { form: 'data', value: forms.value };
  if (forms.serializedValue !== undefined) return { form: 'serialized', text: forms.serializedValue };
  if (forms.value !== undefined) return { form: 'data', value: forms.value };
  if (forms.externalValue !== undefined) return { form: 'external', url: forms.externalValue };
  return { form: 'none' };
}
