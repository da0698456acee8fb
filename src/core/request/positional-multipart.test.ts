import { describe, expect, it } from 'vitest';
import { encodeBody } from './encode-body.js';
import { encodingAt, multipartBoundary, multipartText, positionalParts, type PositionalEncoding, type PositionalPart } from './positional-multipart.js';

describe('encodingAt (OpenAPI 3.2.0 prefixEncoding / itemEncoding)', () => {
  const enc: PositionalEncoding = { prefixEncoding: [{ contentType: 'application/json' }, { contentType: 'text/csv' }], itemEncoding: { contentType: 'image/png' } };
  const cases: Array<[number, PositionalEncoding, string | undefined]> = [
    [0, enc, 'application/json'],
    [1, enc, 'text/csv'],
    [2, enc, 'image/png'],
    [7, enc, 'image/png'],
    [0, { itemEncoding: { contentType: 'text/plain' } }, 'text/plain'],
    [1, { prefixEncoding: [{ contentType: 'text/plain' }] }, undefined],
    [0, {}, undefined],
  ];
  it.each(cases)('part %i', (index, encoding, contentType) => {
    expect(encodingAt(encoding, index)?.contentType).toBe(contentType);
  });
});

describe('positionalParts', () => {
  const cases: Array<[string, unknown[], PositionalEncoding, PositionalPart[]]> = [
    [
      'objects default to JSON, strings to text',
      [{ a: 1 }, 'hi'],
      {},
      [
        { headers: [['Content-Type', 'application/json']], text: '{"a":1}' },
        { headers: [['Content-Type', 'text/plain']], text: 'hi' },
      ],
    ],
    [
      'the prefix then the item encoding name the types',
      ['a,b', 'x', 'y'],
      { prefixEncoding: [{ contentType: 'text/csv' }], itemEncoding: { contentType: 'text/markdown, text/plain' } },
      [
        { headers: [['Content-Type', 'text/csv']], text: 'a,b' },
        { headers: [['Content-Type', 'text/markdown']], text: 'x' },
        { headers: [['Content-Type', 'text/markdown']], text: 'y' },
      ],
    ],
    ['a JSON content type writes a string as JSON', ['s'], { itemEncoding: { contentType: 'application/json' } }, [{ headers: [['Content-Type', 'application/json']], text: '"s"' }]],
    [
      'encoding headers come with their examples; Content-Type among them is ignored',
      [1],
      { prefixEncoding: [{ headers: { 'X-Rate': { schema: { type: 'integer', default: 5 } }, 'Content-Type': { example: 'nope' }, 'X-Id': { example: 'p1' } } }] },
      [
        {
          headers: [
            ['Content-Type', 'text/plain'],
            ['X-Rate', '5'],
            ['X-Id', 'p1'],
          ],
          text: '1',
        },
      ],
    ],
  ];
  it.each(cases)('%s', (_, values, encoding, expected) => {
    expect(positionalParts(values, encoding)).toEqual(expected);
  });
});

describe('multipart text', () => {
  it('writes CRLF-delimited parts and a closing boundary (RFC 2046)', () => {
    const parts: PositionalPart[] = [{ headers: [['Content-Type', 'text/plain']], text: 'one' }];
    expect(multipartText(parts, 'b')).toBe('--b\r\nContent-Type: text/plain\r\n\r\none\r\n--b--\r\n');
  });
  it('picks a boundary no part contains', () => {
    expect(multipartBoundary([{ headers: [], text: 'x --spec-doc-part y' }])).toBe('spec-doc-part-1');
    expect(multipartBoundary([{ headers: [], text: 'x' }])).toBe('spec-doc-part');
  });
  it('encodes a multipart/mixed array as a text body with its boundary', () => {
    const body = encodeBody('multipart/mixed', [{ a: 1 }, 'two'], undefined, { prefixEncoding: [{ contentType: 'application/json' }], itemEncoding: { contentType: 'text/plain' } });
    expect(body).toEqual({
      kind: 'text',
      contentType: 'multipart/mixed; boundary=spec-doc-part',
      text: '--spec-doc-part\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--spec-doc-part\r\nContent-Type: text/plain\r\n\r\ntwo\r\n--spec-doc-part--\r\n',
    });
  });
});
