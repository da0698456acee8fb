import { describe, expect, it } from 'vitest';
import { xmlNodeLabel, xmlNodeType, type XmlNodeType } from './xml-node-type.js';

describe('xmlNodeType (OpenAPI 3.2.0 XML Object)', () => {
  const cases: Array<[string, unknown, boolean, XmlNodeType]> = [
    ['no xml object: an element', undefined, false, 'element'],
    ['no xml object on an array: none (unwrapped)', undefined, true, 'none'],
    ['nodeType attribute', { nodeType: 'attribute' }, false, 'attribute'],
    ['nodeType text', { nodeType: 'text' }, false, 'text'],
    ['nodeType cdata', { nodeType: 'cdata' }, false, 'cdata'],
    ['nodeType none', { nodeType: 'none' }, false, 'none'],
    ['nodeType element on an array: wrapped', { nodeType: 'element' }, true, 'element'],
    ['deprecated attribute: true', { attribute: true }, false, 'attribute'],
    ['deprecated wrapped: true on an array', { wrapped: true }, true, 'element'],
    ['wrapped on a non-array means nothing', { wrapped: true }, false, 'element'],
    ['an unknown nodeType falls back to the default', { nodeType: 'comment' }, false, 'element'],
    ['nodeType wins over attribute', { nodeType: 'text', attribute: true }, false, 'text'],
  ];
  it.each(cases)('%s', (_, xml, isArray, type) => expect(xmlNodeType(xml, isArray)).toBe(type));
});

describe('xmlNodeLabel', () => {
  const cases: Array<[unknown, boolean, string | undefined]> = [
    [{ nodeType: 'attribute' }, false, 'attribute'],
    [{ attribute: true }, false, 'attribute'],
    [{ nodeType: 'text' }, false, 'text'],
    [{ nodeType: 'cdata' }, false, 'CDATA'],
    [{ nodeType: 'none' }, false, 'no element'],
    [{ wrapped: true }, true, 'wrapped'],
    [{ name: 'x' }, false, undefined],
    [{ name: 'x' }, true, undefined],
    [undefined, false, undefined],
  ];
  it.each(cases)('%j (array: %s) → %s', (xml, isArray, label) => expect(xmlNodeLabel(xml, isArray)).toBe(label));
});
