import type { MediaTypeView } from '../model/types.js';
import { encodeBody, isBodyError } from '../request/encode-body.js';
import { bodyEditorKind } from './body-editor-kind.js';
import { isEmptyInput } from './field-input.js';
import { fieldKind } from './field-kind.js';
import { inputValue } from './input-value.js';
import { isFileListProperty, isFileProperty } from './is-file-property.js';
import { own } from './own.js';
import { readRequestBody, type EnteredBody, type ReadBody } from './read-request-body.js';

/** The body of a request example, and the placeholder texts standing in for missing values (see revealPlaceholders). */
export interface ReadExampleBody extends ReadBody {
  placeholders: string[];
}

/**
 * The body a request example shows for what was entered: as readRequestBody reads it, except
 * that a form or multipart body with named fields always shows the whole request.
 * - A field the reader filled in is shown as filled (a value that cannot be read, as its placeholder).
 * - An empty required field shows the example's value for it (`example`: the media type's
 *   example, else the one generated from the schema, as a JSON body's editor starts), else its
 *   placeholder (`<string>`, `<integer>`).
 * - While the reader has filled in no field, the optional fields show the example's values
 *   too, so that an all-optional form (Stripe's) shows its fields, not a bare POST; once a
 *   field is filled in, the example shows what TRY would send.
 * readOnly properties never appear (Schema Object `readOnly`); file fields hold the files
 * `entered` carries (withExampleFiles gives the stand-ins).
 */
export function readExampleBody(media: MediaTypeView | undefined, required: boolean, entered: EnteredBody, example?: unknown): ReadExampleBody {
  const props = media?.schema?.properties;
  const kind = media ? bodyEditorKind(media.mediaType) : undefined;
  if (!media || !props?.length || (kind !== 'form' && kind !== 'multipart')) return { ...readRequestBody(media, required, entered), placeholders: [] };
  const fromExample = example !== null && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>) : {};
  const untouched = props.every((p) => isFileProperty(p.node) || isEmptyInput(own(entered.fields, p.name)));
  // Field names come from the description: `__proto__` is a field like any other.
  const value = Object.create(null) as Record<string, unknown>;
  const placeholders: string[] = [];
  for (const p of props) {
    if (p.node.readOnly) continue;
    if (isFileProperty(p.node)) {
      const chosen = own(entered.files, p.name) ?? [];
      if (chosen.length) value[p.name] = isFileListProperty(p.node) ? chosen : chosen[0];
      continue;
    }
    const input = own(entered.fields, p.name);
    const read = isEmptyInput(input) ? undefined : inputValue(fieldKind(p.node), input, p.node);
    if (read && !read.error) {
      value[p.name] = read.value;
      continue;
    }
    if (!read && (p.required || untouched) && Object.hasOwn(fromExample, p.name) && fromExample[p.name] !== undefined) {
      value[p.name] = fromExample[p.name];
      continue;
    }
    if (!p.required && !read) continue;
    const text = `<${p.node.types.find((t) => t !== 'null') ?? 'string'}>`;
    if (!placeholders.includes(text)) placeholders.push(text);
    value[p.name] = p.node.types.includes('array') ? [text] : text;
  }
  if (!required && Object.keys(value).length === 0) return { placeholders };
  const r = encodeBody(media.mediaType, value, media.encoding, media);
  return isBodyError(r) ? { error: r.error, problem: r.problem, placeholders } : { body: r, placeholders };
}
