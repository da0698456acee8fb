import type { ParameterView } from '../model/types.js';
import { fieldKind, type FieldKind } from './field-kind.js';

/** The kind of input a parameter gets: a content-typed one (Parameter Object `content`) is JSON text, else its schema decides. */
export function parameterFieldKind(p: ParameterView): FieldKind {
  return fieldKind(p.schema, p.serialization?.content !== undefined);
}
