import { isObject } from '../types.js';

/** The XML node kinds of OpenAPI 3.2.0 (XML Object, `nodeType`). */
export const XML_NODE_TYPES = ['element', 'attribute', 'text', 'cdata', 'none'] as const;
export type XmlNodeType = (typeof XML_NODE_TYPES)[number];

function isNodeType(v: unknown): v is XmlNodeType {
  return (XML_NODE_TYPES as readonly unknown[]).includes(v);
}

/**
 * The node a schema becomes in XML (OpenAPI 3.2.0, XML Object and "XML Node Types"): its
 * `nodeType`; else the deprecated `attribute: true` (an attribute) and `wrapped: true` on an
 * array (an element wrapping the items); else the default, `none` for arrays (the items repeat
 * in the parent) and `element` for everything else.
 */
export function xmlNodeType(xml: unknown, isArray: boolean): XmlNodeType {
  if (isObject(xml)) {
    if (isNodeType(xml.nodeType)) return xml.nodeType;
    if (xml.attribute === true) return 'attribute';
    if (xml.wrapped === true && isArray) return 'element';
  }
  return isArray ? 'none' : 'element';
}

/**
 * The schema view's note for a schema whose XML node is not the default: "attribute", "text",
 * "CDATA", "no element", or "wrapped" for an array in its own element; undefined otherwise.
 */
export function xmlNodeLabel(xml: unknown, isArray: boolean): string | undefined {
  if (!isObject(xml)) return undefined;
  const type = xmlNodeType(xml, isArray);
  if (type === (isArray ? 'none' : 'element')) return undefined;
  switch (type) {
    case 'attribute':
      return 'attribute';
    case 'text':
      return 'text';
    case 'cdata':
      return 'CDATA';
    case 'none':
      return 'no element';
    case 'element':
      return 'wrapped';
  }
}
