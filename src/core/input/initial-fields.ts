import type { MediaTypeView } from '../model/types.js';
import type { FieldInput } from './field-input.js';
import { fieldKind } from './field-kind.js';
import { inputOf } from './input-of.js';
import { isFileProperty } from './is-file-property.js';

/**
 * The inputs a form or multipart body starts with: each named field (files excepted, no
 * example can choose a file) takes its value from the media type's first example when that is
 * an object holding it, else the property's own example, else its default. The record has no
 * prototype: a field may be named `__proto__`.
 */
export function initialFields(media: MediaTypeView): Record<string, FieldInput> {
  const ex = media.examples[0]?.value;
  const fromExample = ex !== null && typeof ex === 'object' && !Array.isArray(ex) ? (ex as Record<string, unknown>) : {};
  const fields = Object.create(null) as Record<string, FieldInput>;
  for (const p of media.schema?.properties ?? []) {
    if (isFileProperty(p.node)) continue;
    const value = Object.hasOwn(fromExample, p.name) ? fromExample[p.name] : (p.node.example ?? p.node.default);
    fields[p.name] = inputOf(fieldKind(p.node), value);
  }
  return fields;
}
