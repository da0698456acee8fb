/*
 * Positional multipart bodies (multipart/mixed and the other multipart types whose parts have
 * no names), OpenAPI 3.2.0, Media Type Object `prefixEncoding` / `itemEncoding` and "Encoding
 * By Position". Pure: no DOM, no fetch.
 */
import { isObject, jsonText, scalarString, type JsonObject } from '../types.js';

/** The positional Encoding Objects of a Media Type Object: one per leading part, then one for every other part. */
export interface PositionalEncoding {
  prefixEncoding?: readonly unknown[];
  itemEncoding?: unknown;
}

/** One part of a positional multipart body: its headers (Content-Type first) and its text. */
export interface PositionalPart {
  headers: [string, string][];
  text: string;
}

/**
 * The Encoding Object for the part at `index`: `prefixEncoding[index]` for the leading parts,
 * `itemEncoding` for every part after them (OpenAPI 3.2.0, Media Type Object).
 */
export function encodingAt(encoding: PositionalEncoding, index: number): JsonObject | undefined {
  const prefix = encoding.prefixEncoding;
  if (prefix && index < prefix.length) {
    const e = prefix[index];
    return isObject(e) ? e : undefined;
  }
  return isObject(encoding.itemEncoding) ? encoding.itemEncoding : undefined;
}

/** A header's value from its Header Object: its `example`, else its schema's example, default or const (scalars only). */
function headerExample(header: unknown): string | undefined {
  if (!isObject(header)) return undefined;
  const schema = isObject(header.schema) ? header.schema : {};
  for (const v of [header.example, schema.example, schema.default, schema.const, Array.isArray(schema.examples) ? schema.examples[0] : undefined]) {
    const s = v === null || typeof v === 'object' ? undefined : scalarString(v);
    if (s !== undefined) return s;
  }
  return undefined;
}

/**
 * The parts of a positional multipart body from an array of values: each part's Content-Type
 * is its encoding's `contentType` (the first of a list), else the Encoding Object default
 * (application/json for objects and arrays, text/plain otherwise); the encoding's `headers`
 * are sent with the values their examples give (`Content-Type` among them is ignored, as the
 * spec says).
 */
export function positionalParts(values: readonly unknown[], encoding: PositionalEncoding): PositionalPart[] {
  return values.map((value, i) => {
    const e = encodingAt(encoding, i);
    const listed = typeof e?.contentType === 'string' ? e.contentType.split(',')[0]?.trim() : undefined;
    const structured = typeof value === 'object' && value !== null;
    const contentType = listed || (structured ? 'application/json' : 'text/plain');
    const json = /[/+]json$/i.test(contentType.split(';')[0]?.trim() ?? '');
    const text = typeof value === 'string' && !json ? value : structured || json ? (jsonText(value) ?? '') : (scalarString(value) ?? '');
    const headers: [string, string][] = [['Content-Type', contentType]];
    if (isObject(e?.headers)) {
      for (const [name, h] of Object.entries(e.headers)) {
        if (name.toLowerCase() === 'content-type') continue;
        const v = headerExample(h);
        if (v !== undefined) headers.push([name, v]);
      }
    }
    return { headers, text };
  });
}

/** A boundary (RFC 2046 §5.1.1) that occurs in none of the parts. */
export function multipartBoundary(parts: readonly PositionalPart[]): string {
  let boundary = 'spec-doc-part';
  for (let n = 1; parts.some((p) => p.text.includes(boundary) || p.headers.some(([, v]) => v.includes(boundary))); n++) boundary = `spec-doc-part-${n}`;
  return boundary;
}

/** The body text of a multipart message (RFC 2046 §5.1.1): CRLF line breaks, each part's headers, a blank line, its text. */
export function multipartText(parts: readonly PositionalPart[], boundary: string): string {
  const out = parts.map((p) => `--${boundary}\r\n${p.headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n${p.text}\r\n`);
  return `${out.join('')}--${boundary}--\r\n`;
}
