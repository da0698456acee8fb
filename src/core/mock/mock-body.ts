import { chooseExample, exampleForms } from '../examples/example-value.js';
import { generateExample } from '../examples/generate.js';
import { sequenceItems } from '../examples/sequence-items.js';
import { sequenceItemText, sequenceKind, sequenceText } from '../examples/sequence-text.js';
import { validates } from '../examples/validate.js';
import { toXml } from '../examples/xml.js';
import { resolveRef } from '../model/resolve-ref.js';
import { httpNameProblem } from '../request/http-name.js';
import { percentEncode } from '../request/percent-encode.js';
import { isJsonMediaType } from '../request/serialize-parameter.js';
import { isObject, jsonText, scalarString, type JsonObject } from '../types.js';
import { essence } from './negotiate.js';

/** A response body the mock made, and where its value came from. */
export interface MockBody {
  text: string;
  /** `examples/<name>`, `example`, `generated`, or `none` (no schema and no example). */
  source: string;
  /** For a sequential media type made from `itemSchema`: the items in their framing, sent one at a time (`text` is them joined). */
  chunks?: string[];
}

const XML = /^(application|text)\/(.+\+)?xml$/;

/**
 * The value of one Example Object (a `$ref` followed) as the mock sends it, by the rule the
 * reference and the console use (`exampleForms`, `chooseExample`; OpenAPI 3.2.0 Example Object):
 * data, or serialised text already in the wire format. `externalValue` alone gives nothing,
 * since the mock answers without fetching.
 */
function exampleValue(doc: JsonObject, raw: unknown, contentType: string): { value: unknown } | { text: string } | undefined {
  const choice = chooseExample(exampleForms(resolveRef(doc, raw, '').value, essence(contentType)), essence(contentType));
  if (choice.form === 'data') return { value: choice.value };
  if (choice.form === 'serialized') return { text: choice.text };
  return undefined;
}

/** A value written as `contentType` says: JSON, XML (following the schema's `xml` objects), or text. */
function serialise(doc: JsonObject, value: unknown, schema: unknown, contentType: string, version: '3.0' | '3.1'): string {
  const e = essence(contentType);
  if (isJsonMediaType(e)) return jsonText(value, 2) ?? '';
  if (typeof value === 'string') return value;
  if (XML.test(e)) return toXml(value, schema, doc, { version });
  if (value === undefined) return '';
  // null is written as JSON writes it.
  return typeof value === 'object' ? JSON.stringify(value, null, 2) : (scalarString(value) ?? '');
}

/**
 * The body of a mocked response for one Media Type Object: its named `examples` first (in the
 * order written), then its `example`, then a value generated from its `schema` with writeOnly
 * properties left out. An example is used only when it is valid against the schema (checked by
 * the built-in validator), so the body always is; XML and other non-JSON examples written as text
 * are taken as they are.
 */
export function mockBody(doc: JsonObject, media: unknown, contentType: string, version: '3.0' | '3.1'): MockBody {
  const m = resolveRef(doc, media, '').value;
  if (!isObject(m)) return { text: '', source: 'none' };
  const schema = m.schema;
  const textual = !isJsonMediaType(essence(contentType));
  const fits = (v: unknown): boolean => schema === undefined || (textual && typeof v === 'string') || validates(doc, schema, v, { version, direction: 'response' });
  const candidates: Array<[string, { value: unknown } | { text: string } | undefined]> = [];
  if (isObject(m.examples)) for (const name of Object.keys(m.examples)) candidates.push([`examples/${name}`, exampleValue(doc, m.examples[name], contentType)]);
  if (m.example !== undefined) candidates.push(['example', { value: m.example }]);
  for (const [source, c] of candidates) {
    if (!c) continue;
    if ('text' in c) return { text: c.text, source };
    if (fits(c.value)) return { text: serialise(doc, c.value, schema, contentType, version), source };
  }
  // OpenAPI 3.2.0, Sequential Media Types: generated items, streamed one by one by the mock runtime.
  const sequence = sequenceKind(contentType);
  if (schema === undefined && m.itemSchema !== undefined && sequence) {
    const chunks = sequenceItems(doc, m.itemSchema, sequence, { direction: 'response', version }).map((item) => sequenceItemText(item, sequence));
    if (sequence === 'multipart') chunks.push(sequenceText([], 'multipart'));
    return { text: chunks.join(''), source: 'generated', chunks };
  }
  if (schema === undefined) return { text: '', source: 'none' };
  const value = generateExample(doc, schema, { direction: 'response', version });
  return { text: value === undefined ? '' : serialise(doc, value, schema, contentType, version), source: 'generated' };
}

/** A header value written in the simple style (arrays comma-separated, objects as `k,v` or `k=v`). */
function headerText(value: unknown, explode: boolean): string | undefined {
  let text: string;
  if (value === undefined) return undefined;
  if (Array.isArray(value)) text = value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(',');
  else if (isObject(value))
    text = Object.entries(value)
      .map(([k, v]) => (explode ? `${k}=${String(v)}` : `${k},${String(v)}`))
      .join(',');
  else text = scalarString(value) ?? JSON.stringify(value);
  // Header values are visible ASCII (RFC 9110 §5.5); fetch refuses the rest, so encode it.
  return percentEncode(text, 'header');
}

/**
 * Response headers from a Responses Object's `headers`: each header's `example`, else its first
 * named example, else a value generated from its schema (or its `content`'s). `Content-Type` is
 * left out ("it SHALL be ignored"); the negotiated type is sent instead. A header named what HTTP
 * cannot carry (`x bad name`) is left out too, and `notes` says so (Response would throw on it).
 */
export function mockHeaders(doc: JsonObject, headers: unknown, version: '3.0' | '3.1', notes: string[] = []): Array<[string, string]> {
  const h = resolveRef(doc, headers, '').value;
  if (!isObject(h)) return [];
  const out: Array<[string, string]> = [];
  for (const name of Object.keys(h)) {
    if (name.toLowerCase() === 'content-type') continue;
    const problem = httpNameProblem(name, 'header');
    if (problem) {
      notes.push(`response header left out: ${problem}`);
      continue;
    }
    const header = resolveRef(doc, h[name], '').value;
    if (!isObject(header)) continue;
    let schema = header.schema;
    let value: unknown = header.example;
    if (value === undefined && isObject(header.examples)) {
      const first = Object.values(header.examples)
        .map((e) => exampleValue(doc, e, 'text/plain'))
        .find((e) => e !== undefined);
      if (first) value = 'text' in first ? first.text : first.value;
    }
    if (value === undefined && schema === undefined && isObject(header.content)) {
      const media = resolveRef(doc, Object.values(header.content)[0], '').value;
      if (isObject(media)) {
        value = media.example;
        schema = media.schema;
      }
    }
    if (value === undefined && schema !== undefined) value = generateExample(doc, schema, { direction: 'response', version });
    const text = headerText(value, header.explode === true);
    if (text !== undefined) out.push([name, text]);
  }
  return out;
}
