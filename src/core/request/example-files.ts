import { alternativeFileProperties, fileContentMediaType, isFileProperty } from '../input/is-file-property.js';
import type { ChosenFile } from '../input/read-request-body.js';
import type { MediaTypeView } from '../model/types.js';
import { isObject } from '../types.js';

/** File name extensions of the media types files are commonly uploaded as. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/json': 'json',
  'application/xml': 'xml',
  'application/zip': 'zip',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};

/**
 * The name of the stand-in file a request example uploads for a file property: the property's
 * name, with the extension of its first known media type (the Encoding Object's
 * `contentType`, else the schema's 3.1 `contentMediaType`), else without one.
 */
export function exampleFileName(property: string, contentType: string | undefined): string {
  for (const type of (contentType ?? '').split(',')) {
    const ext = EXTENSIONS[(type.split(';')[0] ?? '').trim().toLowerCase()];
    if (ext) return property.toLowerCase().endsWith(`.${ext}`) ? property : `${property}.${ext}`;
  }
  return property;
}

/**
 * `chosen` with a stand-in file for every file property of a form or multipart body that
 * has none chosen, so that the request example shows each upload as a file (`-F
 * 'photo=@photo.png'`, the language's file idiom) rather than leaving it out, failing on a
 * required one or sending the word `string`: the schema's own properties, and those that
 * only its `oneOf`/`anyOf` alternatives name (readRequestBody uses these for the parts the typed
 * fields hold). The stand-in has no bytes and is never sent: TRY reads only chosen files.
 */
export function withExampleFiles(media: MediaTypeView, chosen: Readonly<Record<string, readonly ChosenFile[]>>): Record<string, readonly ChosenFile[]> {
  const out: Record<string, readonly ChosenFile[]> = { ...chosen };
  for (const p of [...(media.schema?.properties ?? []), ...alternativeFileProperties(media.schema)]) {
    if (p.node.readOnly || !isFileProperty(p.node) || out[p.name]?.length) continue;
    const enc = isObject(media.encoding) ? media.encoding[p.name] : undefined;
    const listed = isObject(enc) && typeof enc.contentType === 'string' ? enc.contentType : undefined;
    const type = listed ?? fileContentMediaType(p.node);
    const name = exampleFileName(p.name, type);
    const first = (type ?? '').split(',')[0]?.trim() ?? '';
    // Empty bytes mark it as a file (isFileRef) that the example names, not one to read.
    out[p.name] = [{ name, type: first.includes('*') ? '' : first, size: 0, bytes: new Uint8Array(0) }];
  }
  return out;
}
