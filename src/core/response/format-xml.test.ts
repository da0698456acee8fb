import { describe, expect, it } from 'vitest';
import { formatXml, type XmlNodeLike } from './format-xml.js';
import type { TextPrefix } from './text-prefix.js';

// Nodes shaped as DOMParser gives them (nodeType values of DOM Standard §4.4).
const text = (value: string): XmlNodeLike => ({ nodeType: 3, nodeValue: value, childNodes: [] });
const cdata = (value: string): XmlNodeLike => ({ nodeType: 4, nodeValue: value, childNodes: [] });
const comment = (value: string): XmlNodeLike => ({ nodeType: 8, nodeValue: value, childNodes: [] });
const pi = (target: string, data: string): XmlNodeLike => ({ nodeType: 7, nodeValue: data, childNodes: [], target, data });
const doctype = (name: string, publicId = '', systemId = ''): XmlNodeLike => ({ nodeType: 10, nodeValue: null, childNodes: [], name, publicId, systemId });
const el = (tagName: string, attributes: Record<string, string>, ...childNodes: XmlNodeLike[]): XmlNodeLike => ({
  nodeType: 1,
  nodeValue: null,
  tagName,
  attributes: Object.entries(attributes).map(([name, value]) => ({ name, value })),
  childNodes,
});
const entityReference: XmlNodeLike = { nodeType: 5, nodeValue: null, childNodes: [] };

const CATALOG = '<?xml version="1.0" encoding="UTF-8"?><catalog>…</catalog>';
const catalog = el(
  'catalog',
  { xmlns: 'urn:example:catalog', 'xmlns:x': 'urn:example:extra' },
  text('\n  '),
  comment(' a comment '),
  text('\n  '),
  el(
    'book',
    { id: 'b1', 'x:lang': 'en' },
    text('\n    '),
    el('title', {}, text('Tom & Jerry')),
    el('price', { currency: 'EUR' }, text('12.50')),
    el('note', {}, cdata('<script>alert(1)</script>')),
  ),
  el('book', { id: 'b2' }),
  el('empty', {}, text('   ')),
);

describe('formatXml', () => {
  it('indents a document as the response viewer shows it', () => {
    expect(formatXml(CATALOG, [catalog], 1000)).toEqual({
      text: [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<catalog xmlns="urn:example:catalog" xmlns:x="urn:example:extra">',
        '  <!-- a comment -->',
        '  <book id="b1" x:lang="en">',
        '    <title>Tom &amp; Jerry</title>',
        '    <price currency="EUR">12.50</price>',
        '    <note>',
        '      <![CDATA[<script>alert(1)</script>]]>',
        '    </note>',
        '  </book>',
        '  <book id="b2"/>',
        '  <empty/>',
        '</catalog>',
      ].join('\n'),
      complete: true,
    });
  });

  it.each<[string, string, XmlNodeLike[], number, TextPrefix]>([
    ['no declaration', '<a/>', [el('a', {})], 10, { text: '<a/>', complete: true }],
    ['a declaration after whitespace', ' \n<?xml version="1.0"?><a/>', [el('a', {})], 10, { text: '<?xml version="1.0"?>\n<a/>', complete: true }],
    ['attribute values are escaped', '<a/>', [el('a', { t: '"<&>' })], 10, { text: '<a t="&quot;&lt;&amp;&gt;"/>', complete: true }],
    ['one line of text is trimmed and kept inline', '', [el('a', {}, text('  hi  '))], 10, { text: '<a>hi</a>', complete: true }],
    ['text over lines gets its own line', '', [el('a', {}, text('one\ntwo'))], 10, { text: '<a>\n  one\ntwo\n</a>', complete: true }],
    ['mixed content', '', [el('p', {}, text('Hi '), el('b', {}, text('you')))], 10, { text: '<p>\n  Hi\n  <b>you</b>\n</p>', complete: true }],
    [
      'a processing instruction and a doctype',
      '',
      [doctype('html', '-//W3C//DTD XHTML 1.0 Strict//EN', 'x.dtd'), pi('xml-stylesheet', 'href="s.css"'), el('a', {})],
      10,
      {
        text: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x.dtd">\n<?xml-stylesheet href="s.css"?>\n<a/>',
        complete: true,
      },
    ],
    ['a doctype with a system id only', '', [doctype('note', '', 'note.dtd')], 10, { text: '<!DOCTYPE note SYSTEM "note.dtd">', complete: true }],
    ['a bare doctype', '', [doctype('note')], 10, { text: '<!DOCTYPE note>', complete: true }],
    ['nodes of other types are skipped', '', [el('a', {}, entityReference, el('b', {}))], 10, { text: '<a>\n  <b/>\n</a>', complete: true }],
    ['the line limit', '', [el('a', {}, el('b', {}), el('c', {}), el('d', {}))], 3, { text: '<a>\n  <b/>\n  <c/>', complete: false }],
    ['the declaration counts as a line', '<?xml version="1.0"?>', [el('a', {}, el('b', {}))], 2, { text: '<?xml version="1.0"?>\n<a>', complete: false }],
  ])('%s', (_name, source, nodes, max, expected) => {
    expect(formatXml(source, nodes, max)).toEqual(expected);
  });

  it('gives up (undefined) on nesting deeper than the call stack', () => {
    let deep = el('leaf', {});
    for (let i = 0; i < 200_000; i++) deep = el('n', {}, deep, el('x', {}));
    expect(formatXml('', [deep], 1_000_000)).toBeUndefined();
  });
});
