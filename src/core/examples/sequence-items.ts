import { resolveRef } from '../model/resolve-ref.js';
import { isObject, type JsonObject } from '../types.js';
import { generateExample, type ExampleOptions } from './generate.js';
import type { SequenceKind } from './sequence-text.js';

/** How many items a generated stream example shows: enough to see the framing repeat. */
export const SEQUENCE_EXAMPLE_LENGTH = 3;

/**
 * Items generated from a sequential media type's `itemSchema` (OpenAPI 3.2.0, Media Type
 * Object). For Server-Sent Events, a `data` field whose schema names `contentMediaType` JSON
 * and a `contentSchema` gets JSON text generated from that schema (the 3.2 text's SSE example),
 * and an `id` field counts up so the events can be told apart.
 */
export function sequenceItems(doc: JsonObject, itemSchema: unknown, kind: SequenceKind, options: ExampleOptions, count = SEQUENCE_EXAMPLE_LENGTH): unknown[] {
  const item = generateExample(doc, itemSchema, options);
  if (item === undefined) return [];
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const v: unknown = structuredClone(item);
    if (kind === 'sse' && isObject(v)) {
      const data = sseDataSchema(doc, itemSchema);
      if (data) v.data = JSON.stringify(generateExample(doc, data, options) ?? null);
      if (v.id !== undefined) v.id = typeof v.id === 'number' ? i + 1 : String(i + 1);
    }
    out.push(v);
  }
  return out;
}

/** The `contentSchema` of an SSE item's `data` property when it is JSON. */
function sseDataSchema(doc: JsonObject, itemSchema: unknown): unknown {
  const schema = resolveRef(doc, itemSchema, '').value;
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  const data = resolveRef(doc, schema.properties.data, '').value;
  if (!isObject(data) || data.contentSchema === undefined) return undefined;
  const type = typeof data.contentMediaType === 'string' ? data.contentMediaType.toLowerCase() : '';
  return /^application\/(.+\+)?json\b/.test(type) ? data.contentSchema : undefined;
}
