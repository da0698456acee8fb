import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { escapeXmlAttribute, escapeXmlText, toXml, xmlName } from './xml.js';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const doc: JsonObject = {
  openapi: '3.0.3',
  components: {
    schemas: {
      Pet: {
        type: 'object',
        properties: {
          id: { type: 'integer', xml: { attribute: true } },
          name: { type: 'string' },
          photoUrls: { type: 'array', xml: { wrapped: true }, items: { type: 'string', xml: { name: 'photoUrl' } } },
          tags: { type: 'array', items: { type: 'string' } },
          category: { $ref: '#/components/schemas/Category' },
        },
      },
      Category: { type: 'object', xml: { name: 'cat', namespace: 'https://example.com/ns', prefix: 'ex' }, properties: { label: { type: 'string' } } },
      Renamed: { type: 'object', xml: { name: 'thing' }, properties: { v: { type: 'string', xml: { name: 'value' } } } },
      Child: { allOf: [{ $ref: '#/components/schemas/Renamed' }] },
      Plain: { type: 'object', xml: { namespace: 'https://example.com/default' }, properties: { a: { type: 'string' } } },
    },
  },
};

const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

const table: Array<{ name: string; value: unknown; schema: unknown; xml: string; rootName?: string }> = [
  {
    name: 'names the root after the $ref, puts attributes on the element and nests the rest',
    value: { id: 1, name: 'Rex', photoUrls: ['a.png', 'b.png'], tags: ['x', 'y'], category: { label: 'dogs' } },
    schema: ref('Pet'),
    xml:
      '<Pet id="1">\n  <name>Rex</name>\n  <photoUrls>\n    <photoUrl>a.png</photoUrl>\n    <photoUrl>b.png</photoUrl>\n  </photoUrls>\n' +
      '  <tags>x</tags>\n  <tags>y</tags>\n  <ex:cat xmlns:ex="https://example.com/ns">\n    <label>dogs</label>\n  </ex:cat>\n</Pet>',
  },
  {
    name: 'prefers xml.name over the $ref name, for the root and for properties',
    value: { v: 'x' },
    schema: ref('Renamed'),
    xml: '<thing>\n  <value>x</value>\n</thing>',
  },
  {
    name: 'finds the xml object through allOf',
    value: { v: 'x' },
    schema: ref('Child'),
    xml: '<thing>\n  <value>x</value>\n</thing>',
  },
  {
    name: 'writes a default namespace without a prefix',
    value: { a: 'b' },
    schema: ref('Plain'),
    xml: '<Plain xmlns="https://example.com/default">\n  <a>b</a>\n</Plain>',
  },
  {
    name: 'escapes text and attribute values',
    value: { id: 'say "hi" & <go>', name: 'a<b & c>d' },
    schema: { type: 'object', properties: { id: { type: 'string', xml: { attribute: true } }, name: { type: 'string' } } },
    xml: '<root id="say &quot;hi&quot; &amp; &lt;go&gt;">\n  <name>a&lt;b &amp; c&gt;d</name>\n</root>',
  },
  {
    name: 'makes property names legal element names',
    value: { '1st name': 'x' },
    schema: { type: 'object' },
    rootName: 'Body',
    xml: '<Body>\n  <_1st_name>x</_1st_name>\n</Body>',
  },
  {
    name: 'wraps a root array and names its items after their $ref',
    value: [{ v: 'x' }],
    schema: { type: 'array', items: ref('Plain') },
    rootName: 'Plains',
    xml: '<Plains>\n  <Plain xmlns="https://example.com/default">\n    <v>x</v>\n  </Plain>\n</Plains>',
  },
  {
    name: 'writes null and empty objects as empty elements',
    value: { name: null },
    schema: ref('Pet'),
    xml: '<Pet>\n  <name/>\n</Pet>',
  },
  {
    name: 'writes 3.2 text nodes as element content',
    value: { unit: 'kg', amount: 5 },
    schema: { type: 'object', xml: { name: 'weight' }, properties: { unit: { type: 'string', xml: { nodeType: 'attribute' } }, amount: { type: 'number', xml: { nodeType: 'text' } } } },
    xml: '<weight unit="kg">5</weight>',
  },
  {
    name: 'wraps an array whose 3.2 nodeType is element, and repeats one without',
    value: { tags: ['a', 'b'], ids: [1] },
    schema: {
      type: 'object',
      xml: { name: 'doc' },
      properties: { tags: { type: 'array', xml: { nodeType: 'element' }, items: { type: 'string', xml: { name: 'tag' } } }, ids: { type: 'array', items: { type: 'integer' } } },
    },
    xml: '<doc>\n  <tags>\n    <tag>a</tag>\n    <tag>b</tag>\n  </tags>\n  <ids>1</ids>\n</doc>',
  },
  {
    name: 'writes 3.2 cdata nodes as CDATA sections',
    value: { note: 'a < b' },
    schema: { type: 'object', xml: { name: 'doc' }, properties: { note: { type: 'string', xml: { nodeType: 'cdata' } } } },
    xml: '<doc><![CDATA[a < b]]></doc>',
  },
];

describe('toXml', () => {
  for (const row of table) {
    it(row.name, () => {
      const options = row.rootName ? { version: '3.0' as const, rootName: row.rootName } : { version: '3.0' as const };
      expect(toXml(row.value, row.schema, doc, options)).toBe(HEAD + row.xml);
    });
  }

  it('escapes what XML cannot carry', () => {
    expect(escapeXmlText('a\u0001b<')).toBe('ab&lt;');
    expect(escapeXmlAttribute('line\nbreak"')).toBe('line&#10;break&quot;');
    expect(xmlName('-x y')).toBe('_-x_y');
  });
});
