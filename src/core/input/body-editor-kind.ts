import { isJsonMediaType, mediaTypeEssence } from '../request/encode-body.js';

/** How a request body is entered: JSON text, other text (XML, YAML …), named fields (form, multipart) or a file. */
export const BODY_EDITOR_KINDS = ['json', 'text', 'form', 'multipart', 'binary'] as const;
export type BodyEditorKind = (typeof BODY_EDITOR_KINDS)[number];

/**
 * The editor a request media type gets. Form and multipart bodies have named fields (OpenAPI
 * the Encoding Object); text types (`text/*`, XML, YAML) are typed in; anything
 * else is a file upload.
 */
export function bodyEditorKind(mediaType: string): BodyEditorKind {
  const essence = mediaTypeEssence(mediaType);
  if (isJsonMediaType(mediaType)) return 'json';
  if (essence === 'application/x-www-form-urlencoded') return 'form';
  if (essence === 'multipart/form-data' || essence === 'multipart/mixed') return 'multipart';
  if (essence.startsWith('text/') || essence.endsWith('/xml') || essence.endsWith('+xml') || essence === 'application/yaml' || essence === 'application/x-yaml') return 'text';
  return 'binary';
}
