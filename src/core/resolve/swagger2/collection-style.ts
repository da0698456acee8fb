import type { JsonObject } from '../../types.js';

/**
 * 3.0 `style`/`explode` (OpenAPI 3.0.3 Parameter Object, "Style Values") for a 2.0 array's
 * `collectionFormat` (Swagger 2.0 Parameter Object; csv when absent) at a location.
 */
export function collectionStyle(format: unknown, location: string): JsonObject {
  switch (format ?? 'csv') {
    case 'csv':
      return location === 'path' || location === 'header' ? { style: 'simple' } : { style: 'form', explode: false };
    case 'multi':
      return { style: 'form', explode: true };
    case 'ssv':
      // 3.0 defines the delimited styles for query parameters only.
      return location === 'query' ? { style: 'spaceDelimited' } : { 'x-collectionFormat': 'ssv' };
    case 'pipes':
      return location === 'query' ? { style: 'pipeDelimited' } : { 'x-collectionFormat': 'pipes' };
    default:
      // tsv (and anything unknown) has no 3.0 equivalent; keep it so nothing is lost.
      return { 'x-collectionFormat': format };
  }
}
