import type { MediaTypeView } from '../model/types.js';
import { encodeBody, isBodyError, type EncodeBodyResult } from '../request/encode-body.js';
import { requestProblemText, type DescribeRequestProblem, type RequestProblem } from '../request/request-problem.js';
import type { FileRef, RequestBody } from '../request/request-spec.js';
import { bodyEditorKind } from './body-editor-kind.js';
import { isEmptyInput, type FieldInput } from './field-input.js';
import { fieldKind } from './field-kind.js';
import { inputValue } from './input-value.js';
import { alternativeFileProperties, isFileListProperty, isFileProperty } from './is-file-property.js';
import { own } from './own.js';

/**
 * A file the reader chose: a browser `File`, passed as it is so the request finds it again by
 * reference (encodeBody takes it as the platform's file), or a FileRef with its bytes. Not
 * FileRef itself: a `File`'s `bytes` is a method, not the bytes.
 */
export type ChosenFile = FileRef | { readonly name: string; readonly type: string; readonly size: number };

/** What the body editor holds: its text, its named fields, and the files chosen (by field name; `''` for a raw upload). */
export interface EnteredBody {
  text: string;
  fields: Readonly<Record<string, FieldInput>>;
  files: Readonly<Record<string, readonly ChosenFile[]>>;
}

/** A request body, or the message to show at the body (worded by `describe`, English by default) and the problem it words; neither when nothing is to be sent. */
export interface ReadBody {
  body?: RequestBody;
  error?: string;
  problem?: RequestProblem;
}

function fromEncoded(r: EncodeBodyResult, describe: DescribeRequestProblem): ReadBody {
  return isBodyError(r) ? failed(r.problem, describe) : { body: r };
}

function failed(problem: RequestProblem, describe: DescribeRequestProblem): ReadBody {
  return { error: describe(problem), problem };
}

/**
 * The request body of what was entered for `media`: text as written (an optional body left
 * empty is not sent), a file for a raw upload, and for forms and multipart the named fields
 * typed by their schemas (readOnly properties are not sent, Schema Object `readOnly`) with files
 * where the schema takes them, or — when the schema names no fields — raw form text or a JSON
 * object of fields. Missing required fields and values that cannot be read are the error.
 */
export function readRequestBody(media: MediaTypeView | undefined, required: boolean, entered: EnteredBody, describe: DescribeRequestProblem = requestProblemText): ReadBody {
  if (!media) return {};
  const fail = (problem: RequestProblem): ReadBody => failed(problem, describe);
  const encoded = (r: EncodeBodyResult): ReadBody => fromEncoded(r, describe);
  const kind = bodyEditorKind(media.mediaType);
  const { text, fields, files } = entered;
  if (kind === 'json' || kind === 'text') {
    if (text.trim() === '' && !required) return {};
    if (text.trim() === '' && kind === 'json') return fail({ kind: 'body-required' });
    return encoded(encodeBody(media.mediaType, text, media.encoding));
  }
  if (kind === 'binary') {
    const file = own(files, '')?.[0];
    if (!file) return required ? fail({ kind: 'choose-file' }) : {};
    return encoded(encodeBody(media.mediaType, file, media.encoding));
  }
  const props = media.schema?.properties;
  if (!props?.length) {
    // No named fields: a raw form text (form) or a JSON object of fields (multipart).
    if (text.trim() === '') return required ? fail({ kind: 'body-required' }) : {};
    if (kind === 'form') return encoded(encodeBody(media.mediaType, text, media.encoding));
    let typed: unknown;
    try {
      typed = JSON.parse(text) as unknown;
    } catch (e) {
      return fail({ kind: 'fields-not-object', detail: e instanceof Error ? e.message : String(e) });
    }
    return encoded(encodeBody(media.mediaType, withChosenFiles(typed, media, files), media.encoding, media));
  }
  // Field names come from the description: `__proto__` is a field like any other.
  const value = Object.create(null) as Record<string, unknown>;
  const missing: string[] = [];
  for (const p of props) {
    if (p.node.readOnly) continue;
    if (isFileProperty(p.node)) {
      const chosen = own(files, p.name) ?? [];
      if (chosen.length) value[p.name] = isFileListProperty(p.node) ? chosen : chosen[0];
      else if (p.required) missing.push(p.name);
      continue;
    }
    const input = own(fields, p.name);
    if (isEmptyInput(input)) {
      if (p.required) missing.push(p.name);
      continue;
    }
    const v = inputValue(fieldKind(p.node), input, p.node);
    if (v.error) return fail({ kind: 'not-json', name: p.name, detail: v.detail ?? '' });
    value[p.name] = v.value;
  }
  if (missing.length) return fail({ kind: 'missing-fields', names: missing });
  // An optional body with no field filled in is not sent (as an empty JSON or text editor is
  // not): no empty form, no Content-Type, and no `--data-raw ''` in the cURL.
  if (!required && Object.keys(value).length === 0) return {};
  return encoded(encodeBody(media.mediaType, value, media.encoding, media));
}

/**
 * The typed JSON object of a multipart body whose schema names its fields only in `oneOf`/`anyOf`
 * alternatives, with the files chosen for its file properties in place of what was typed for
 * them (`"photo": "string"` from a generated example). The object says which parts go: a file
 * replaces a part it holds, and one it does not hold is not added (it may be another alternative's).
 */
function withChosenFiles(typed: unknown, media: MediaTypeView, files: EnteredBody['files']): unknown {
  if (typed === null || typeof typed !== 'object' || Array.isArray(typed)) return typed;
  const fileProps = alternativeFileProperties(media.schema);
  if (!fileProps.length) return typed;
  const out = Object.assign(Object.create(null) as Record<string, unknown>, typed);
  for (const p of fileProps) {
    const chosen = own(files, p.name) ?? [];
    if (Object.hasOwn(out, p.name) && chosen.length) out[p.name] = isFileListProperty(p.node) ? chosen : chosen[0];
  }
  return out;
}
