import { refLabel, resolveRef } from '../model/resolve-ref.js';
import { isObject, scalarString, type JsonObject } from '../types.js';
import { addSchema, emptyFlat } from './flatten-schema.js';
import { xmlNodeType } from './xml-node-type.js';

/** How to write the XML example. */
export interface XmlOptions {
  version: '3.0' | '3.1' | '3.2';
  /** Element name of the root when neither its `xml.name` nor its `$ref` gives one (default "root"). */
  rootName?: string;
  /** Indentation per level (default two spaces). */
  indent?: string;
}

/** The `xml` object of the OpenAPI spec; 3.2's nodeType included. */
interface XmlInfo {
  name?: string;
  namespace?: string;
  prefix?: string;
  attribute?: boolean;
  wrapped?: boolean;
  nodeType?: string;
}

interface Ctx {
  doc: JsonObject;
  version: '3.0' | '3.1';
  indent: string;
}

/**
 * Writes an example value as XML for `application/xml` and `+xml` media types, following
 * the schema's `xml` objects (name, namespace, prefix, attribute, wrapped, and 3.2's
 * nodeType); the root element is named by its `xml.name`, else by the name of the `$ref`
 * it came from. Text and attribute values are escaped; names are made legal XML names.
 */
export function toXml(value: unknown, schema: unknown, doc: JsonObject, options: XmlOptions): string {
  const ctx: Ctx = { doc, version: options.version === '3.0' ? '3.0' : '3.1', indent: options.indent ?? '  ' };
  const info = xmlOf(doc, [schema]);
  const name = info.name ?? refNameOf(doc, schema) ?? options.rootName ?? 'root';
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  element(ctx, lines, value, [schema], name, info, 0, true);
  return lines.join('\n');
}

/** The `xml` object governing a node: the outermost one met through `$ref`s and `allOf` members. */
function xmlOf(doc: JsonObject, schemas: readonly unknown[]): XmlInfo {
  const seen = new Set<unknown>();
  const find = (node: unknown, depth: number): JsonObject | undefined => {
    if (!isObject(node) || depth > 12 || seen.has(node)) return undefined;
    seen.add(node);
    if (isObject(node.xml)) return node.xml;
    const r = resolveRef(doc, node, '');
    if (r.value !== node) {
      const found = find(r.value, depth + 1);
      if (found) return found;
    }
    if (isObject(r.value) && Array.isArray(r.value.allOf)) {
      for (const m of r.value.allOf) {
        const found = find(m, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const s of schemas) {
    const x = find(s, 0);
    if (!x) continue;
    const info: XmlInfo = {};
    if (typeof x.name === 'string' && x.name) info.name = x.name;
    if (typeof x.namespace === 'string') info.namespace = x.namespace;
    if (typeof x.prefix === 'string' && x.prefix) info.prefix = x.prefix;
    if (x.attribute === true) info.attribute = true;
    if (x.wrapped === true) info.wrapped = true;
    if (typeof x.nodeType === 'string') info.nodeType = x.nodeType;
    return info;
  }
  return {};
}

function refNameOf(doc: JsonObject, schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.$ref === 'string') return refLabel(schema.$ref);
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return refNameOf(doc, schema.allOf[0]);
  return undefined;
}

function isAttribute(info: XmlInfo): boolean {
  return xmlNodeType(info, false) === 'attribute';
}

/** Escapes element text: `&`, `<`, `>` and characters XML 1.0 cannot carry. */
export function escapeXmlText(s: string): string {
  return stripInvalid(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes an attribute value (double-quoted); line breaks and tabs are kept as character references. */
export function escapeXmlAttribute(s: string): string {
  return escapeXmlText(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

function stripInvalid(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

/** A legal XML name: invalid characters become "_", and a name cannot start with a digit, "-" or ".". */
export function xmlName(name: string): string {
  let out = name.replace(/[^\p{L}\p{N}_.:-]/gu, '_');
  if (!/^[\p{L}_:]/u.test(out)) out = '_' + out;
  return out;
}

function qualified(info: XmlInfo, name: string): string {
  return xmlName(info.prefix ? `${info.prefix}:${name}` : name);
}

function nsAttr(info: XmlInfo): string {
  if (info.namespace === undefined) return '';
  return info.prefix ? ` xmlns:${xmlName(info.prefix)}="${escapeXmlAttribute(info.namespace)}"` : ` xmlns="${escapeXmlAttribute(info.namespace)}"`;
}

function scalarText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return scalarString(v) ?? '';
}

function element(ctx: Ctx, lines: string[], value: unknown, schemas: readonly unknown[], name: string, info: XmlInfo, depth: number, root = false): void {
  const pad = ctx.indent.repeat(depth);
  const tag = qualified(info, name);
  if (depth > 64) return;
  if (Array.isArray(value)) {
    const items = itemSchemas(ctx, schemas);
    const itemInfo = xmlOf(ctx.doc, items);
    // Unwrapped arrays repeat the item element; the spec names it after the items' xml.name, else the property.
    const itemName = itemInfo.name ?? (root ? (refNameOf(ctx.doc, items[0]) ?? name) : name);
    // OpenAPI 3.2.0 XML Object: `nodeType: element` on an array is the wrapper (the deprecated `wrapped: true`); `none`, the default, repeats the items.
    if (xmlNodeType(info, true) === 'element' || root) {
      if (!value.length) {
        lines.push(`${pad}<${tag}${nsAttr(info)}/>`);
        return;
      }
      lines.push(`${pad}<${tag}${nsAttr(info)}>`);
      for (const item of value) element(ctx, lines, item, items, itemName, itemInfo, depth + 1);
      lines.push(`${pad}</${tag}>`);
    } else {
      for (const item of value) element(ctx, lines, item, items, itemName, itemInfo, depth);
    }
    return;
  }
  if (isObject(value)) {
    const props = propertySchemas(ctx, schemas);
    let attrs = nsAttr(info);
    const children: Array<[string, unknown, unknown[], XmlInfo]> = [];
    let text: string | undefined;
    for (const [key, v] of Object.entries(value)) {
      const ps = props.get(key) ?? [];
      const pInfo = xmlOf(ctx.doc, ps);
      const pName = pInfo.name ?? key;
      if (isAttribute(pInfo) && (v === null || typeof v !== 'object')) {
        if (v !== null && v !== undefined) attrs += ` ${qualified(pInfo, pName)}="${escapeXmlAttribute(scalarText(v))}"${nsAttr(pInfo)}`;
      } else if (pInfo.nodeType === 'text' || pInfo.nodeType === 'cdata') {
        text = (text ?? '') + (pInfo.nodeType === 'cdata' ? cdata(scalarText(v)) : escapeXmlText(scalarText(v)));
      } else children.push([pName, v, ps, pInfo]);
    }
    if (!children.length) {
      lines.push(text === undefined ? `${pad}<${tag}${attrs}/>` : `${pad}<${tag}${attrs}>${text}</${tag}>`);
      return;
    }
    lines.push(`${pad}<${tag}${attrs}>${text ?? ''}`);
    for (const [childName, v, ps, pInfo] of children) {
      if (pInfo.nodeType === 'none') {
        // 3.2: the property has no element of its own; its content goes straight into the parent.
        if (Array.isArray(v)) element(ctx, lines, v, ps, childName, { ...pInfo, wrapped: false }, depth + 1);
        else if (isObject(v))
          for (const [k, inner] of Object.entries(v)) element(ctx, lines, inner, propertySchemas(ctx, ps).get(k) ?? [], k, xmlOf(ctx.doc, propertySchemas(ctx, ps).get(k) ?? []), depth + 1);
        else lines.push(pad + ctx.indent + escapeXmlText(scalarText(v)));
        continue;
      }
      element(ctx, lines, v, ps, childName, pInfo, depth + 1);
    }
    lines.push(`${pad}</${tag}>`);
    return;
  }
  if (value === null || value === undefined) {
    lines.push(`${pad}<${tag}${nsAttr(info)}/>`);
    return;
  }
  const body = info.nodeType === 'cdata' ? cdata(scalarText(value)) : escapeXmlText(scalarText(value));
  lines.push(`${pad}<${tag}${nsAttr(info)}>${body}</${tag}>`);
}

function cdata(s: string): string {
  // "]]>" cannot appear inside a CDATA section: split it across two sections.
  return `<![CDATA[${stripInvalid(s).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

function propertySchemas(ctx: Ctx, schemas: readonly unknown[]): Map<string, unknown[]> {
  const f = emptyFlat();
  for (const s of schemas) addSchema({ doc: ctx.doc, version: ctx.version, direction: 'response' }, f, s, new Set(), false);
  const out = new Map(f.properties);
  // Properties of oneOf/anyOf branches: the example came from one of them.
  for (const group of [...f.oneOfs, ...f.anyOfs]) {
    for (const branch of group) {
      const b = emptyFlat();
      addSchema({ doc: ctx.doc, version: ctx.version, direction: 'response' }, b, branch, new Set(), false);
      for (const [k, v] of b.properties) if (!out.has(k)) out.set(k, v);
    }
  }
  return out;
}

function itemSchemas(ctx: Ctx, schemas: readonly unknown[]): unknown[] {
  const f = emptyFlat();
  for (const s of schemas) addSchema({ doc: ctx.doc, version: ctx.version, direction: 'response' }, f, s, new Set(), false);
  return f.items;
}
