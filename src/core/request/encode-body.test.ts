import { describe, expect, it } from 'vitest';
import {
  contentTypeHeader,
  encodeBody,
  formFieldPairs,
  isBodyError,
  isFileRef,
  jsonSyntaxError,
  lineColumn,
  multipartFieldParts,
  pickContentType,
  type EncodeBodyResult,
} from './encode-body.js';
import type { FileRef, RequestBody } from './request-spec.js';
import { requestProblemText } from './request-problem.js';

/** The result with an error as its English only, once the English is checked to be that of its structured problem. */
function english(r: EncodeBodyResult): EncodeBodyResult | { error: string } {
  if (!isBodyError(r)) return r;
  expect(r.error).toBe(requestProblemText(r.problem));
  return { error: r.error };
}

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
const fileRef = (name: string, type: string, content = 'data'): FileRef => ({
  name,
  type,
  size: bytes(content).byteLength,
  bytes: bytes(content),
});
const png = fileRef('cat.png', 'image/png');
const jpg = fileRef('dog.jpg', 'image/jpeg');

describe('encodeBody for JSON media types', () => {
  it.each<[string, string, unknown, EncodeBodyResult]>([
    ['keeps the text exactly as typed', 'application/json', '{ "a" :1 }\n', { kind: 'json', text: '{ "a" :1 }\n' }],
    ['ignores parameters of application/json', 'application/json; charset=utf-8', '[]', { kind: 'json', text: '[]' }],
    ['remembers a +json media type for the Content-Type', 'application/merge-patch+json', '{}', { kind: 'json', text: '{}', contentType: 'application/merge-patch+json' }],
    ['stringifies a value that is not text', 'application/json', { a: [1] }, { kind: 'json', text: '{\n  "a": [\n    1\n  ]\n}' }],
    ['accepts null as a value', 'application/json', null, { kind: 'json', text: 'null' }],
  ])('%s', (_, mediaType, value, expected) => {
    expect(english(encodeBody(mediaType, value))).toEqual(expected);
  });

  it.each<[string, string]>([
    ['', 'line 1, column 1: expected a value, found the end of the text'],
    ['   \n ', 'line 2, column 2: expected a value, found the end of the text'],
    ['{"a": 1,}', "line 1, column 9: expected a property name in double quotes, found '}'"],
    ['{\n  "a": 1\n  "b": 2\n}', `line 3, column 3: expected ',' or '}' after the property value, found '"'`],
    ["{'a': 1}", "line 1, column 2: expected a property name in double quotes or '}', found '''"],
    ["['a']", "line 1, column 2: expected a value, found ''' (JSON strings use double quotes)"],
    ['[1, 2', "line 1, column 6: expected ',' or ']' after the array item, found the end of the text"],
    ['[1,]', "line 1, column 4: expected a value, found ']'"],
    ['{"a" 1}', "line 1, column 6: expected ':' after the property name, found '1'"],
    ['{"a": undefined}', "line 1, column 7: expected a value, found 'undefined'"],
    ['{"a": NaN}', "line 1, column 7: expected a value, found 'NaN'"],
    ['"a\tb"', 'line 1, column 3: a string cannot contain a tab; escape it (\\n, \\t, \\u0000)'],
    ['"a\nb"', 'line 1, column 3: a string cannot contain a line break; escape it (\\n, \\t, \\u0000)'],
    ['"abc', `line 1, column 5: expected '"' to close the string, found the end of the text`],
    ['"\\x"', "line 1, column 2: invalid escape '\\x' in a string"],
    ['"\\u12G4"', "line 1, column 2: invalid escape '\\u' in a string"],
    ['01', 'line 1, column 1: a number cannot have a leading zero'],
    ['-x', "line 1, column 2: expected a digit after '-', found 'x'"],
    ['1.', "line 1, column 3: expected a digit after '.', found the end of the text"],
    ['1e+', 'line 1, column 4: expected a digit in the exponent, found the end of the text'],
    ['[1] x', "line 1, column 5: expected the end of the text after the JSON value, found 'x'"],
    ['\uFEFF{}', 'line 1, column 1: expected a value, found U+FEFF'],
    // Columns count code points: the emoji is one column, not two UTF-16 units.
    ['{"é😀": tru}', "line 1, column 8: expected a value, found 'tru'"],
    // CRLF is one line break.
    ['\r\n[\r\n1,\r\n]', "line 4, column 1: expected a value, found ']'"],
  ])('reports %j as %j', (text, error) => {
    expect(english(encodeBody('application/json', text))).toEqual({ error });
  });

  it('finds the error in deeply nested text without overflowing the stack', () => {
    const text = '['.repeat(200_000);
    expect(english(encodeBody('application/json', text))).toEqual({
      error: "line 1, column 200001: expected a value or ']', found the end of the text",
    });
  });

  it.each(['{}', '[]', '0', '-0.5e+10', '"\\u00e9\\n"', 'true', ' null ', '{"a":[{"b":false}],"c":"d"}'])('finds no error in valid JSON %j', (text) => {
    expect(jsonSyntaxError(text)).toBeUndefined();
  });
});

describe('lineColumn', () => {
  it.each<[string, number, number, number]>([
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['a\nb', 2, 2, 1],
    ['a\r\nb', 3, 2, 1],
    ['a\rb', 2, 2, 1],
    ['😀x', 2, 1, 2],
  ])('places offset %j:%i at line %i, column %i', (text, offset, line, column) => {
    expect(lineColumn(text, offset)).toEqual({ line, column });
  });
});

describe('formFieldPairs (application/x-www-form-urlencoded)', () => {
  it.each<[string, unknown, Record<string, unknown> | undefined, [string, string][]]>([
    ['a string as one pair', 'a b', undefined, [['f', 'a b']]],
    ['numbers and booleans as text', 3.5, undefined, [['f', '3.5']]],
    ['null as an empty value', null, undefined, [['f', '']]],
    ['nothing for undefined', undefined, undefined, []],
    [
      'an array as repeated pairs by default (form, explode)',
      ['a', 'b'],
      undefined,
      [
        ['f', 'a'],
        ['f', 'b'],
      ],
    ],
    ['an array joined by commas with explode false', ['a', 'b'], { explode: false }, [['f', 'a,b']]],
    ['an array joined by spaces for spaceDelimited', ['a', 'b'], { style: 'spaceDelimited' }, [['f', 'a b']]],
    ['an array joined by pipes for pipeDelimited', ['a', 'b'], { style: 'pipeDelimited' }, [['f', 'a|b']]],
    [
      'an array repeated for pipeDelimited with explode',
      ['a', 'b'],
      { style: 'pipeDelimited', explode: true },
      [
        ['f', 'a'],
        ['f', 'b'],
      ],
    ],
    [
      'an object as its own pairs by default',
      { x: 1, y: 'z' },
      undefined,
      [
        ['x', '1'],
        ['y', 'z'],
      ],
    ],
    ['an object as name=k,v,k,v with explode false', { x: 1, y: 'z' }, { explode: false }, [['f', 'x,1,y,z']]],
    [
      'an object with brackets for deepObject',
      { x: 1, y: { z: true } },
      { style: 'deepObject', explode: true },
      [
        ['f[x]', '1'],
        ['f[y][z]', 'true'],
      ],
    ],
    [
      'arrays in a deepObject as repeated keys',
      { ids: [1, 2] },
      { style: 'deepObject' },
      [
        ['f[ids]', '1'],
        ['f[ids]', '2'],
      ],
    ],
    ['nested structures in a form object as JSON', { x: { y: 1 } }, undefined, [['x', '{"y":1}']]],
    ['a JSON text when the encoding gives only a JSON contentType', { x: [1] }, { contentType: 'application/json' }, [['f', '{"x":[1]}']]],
    ['style, not contentType, when both are given', ['a', 'b'], { contentType: 'application/json', explode: false }, [['f', 'a,b']]],
    ['a string as is under a JSON contentType', '{"a":1}', { contentType: 'application/json' }, [['f', '{"a":1}']]],
  ])('writes %s', (_, value, encoding, expected) => {
    expect(formFieldPairs('f', value, encoding)).toEqual(expected);
  });

  it('encodes an object field by field with the encoding of each', () => {
    expect(english(encodeBody('application/x-www-form-urlencoded', { a: 1, tags: ['x', 'y'], skip: undefined }, { tags: { explode: false } }))).toEqual({
      kind: 'form',
      pairs: [
        ['a', '1'],
        ['tags', 'x,y'],
      ],
    });
  });

  it('reads ready-made form text the way a server does', () => {
    expect(english(encodeBody('application/x-www-form-urlencoded', 'a=1&b=x+y%21'))).toEqual({
      kind: 'form',
      pairs: [
        ['a', '1'],
        ['b', 'x y!'],
      ],
    });
  });

  it('does not take encodings from Object.prototype for fields like toString', () => {
    expect(english(encodeBody('application/x-www-form-urlencoded', { toString: ['a', 'b'] }, {}))).toEqual({
      kind: 'form',
      pairs: [
        ['toString', 'a'],
        ['toString', 'b'],
      ],
    });
  });

  it('refuses a value without named fields', () => {
    expect(english(encodeBody('application/x-www-form-urlencoded', 42))).toEqual({ error: 'A form body needs named fields.' });
  });
});

describe('multipartFieldParts (multipart/form-data)', () => {
  it.each<[string, unknown, Record<string, unknown> | undefined, unknown[]]>([
    ['a string as an unlabelled text part', 'hi', undefined, [{ name: 'f', value: 'hi' }]],
    ['a number as text', 7, undefined, [{ name: 'f', value: '7' }]],
    ['a labelled text part when the encoding names a type', '<a/>', { contentType: 'application/xml' }, [{ name: 'f', value: '<a/>', contentType: 'application/xml' }]],
    ['an object as a JSON part', { a: 1 }, undefined, [{ name: 'f', value: '{"a":1}', contentType: 'application/json' }]],
    ['an object labelled with the encoding type', { a: 1 }, { contentType: 'text/plain' }, [{ name: 'f', value: '{"a":1}', contentType: 'text/plain' }]],
    ['an array as one JSON part', [1, 2], undefined, [{ name: 'f', value: '[1,2]', contentType: 'application/json' }]],
    [
      'an array as repeated parts with explode',
      ['a', 'b'],
      { explode: true },
      [
        { name: 'f', value: 'a' },
        { name: 'f', value: 'b' },
      ],
    ],
    [
      'an array as repeated labelled parts for a non-JSON type',
      ['a', 'b'],
      { contentType: 'text/csv' },
      [
        { name: 'f', value: 'a', contentType: 'text/csv' },
        { name: 'f', value: 'b', contentType: 'text/csv' },
      ],
    ],
    ['a file as a file part', png, undefined, [{ name: 'f', file: png }]],
    [
      'an array of files as repeated file parts',
      [png, jpg],
      undefined,
      [
        { name: 'f', file: png },
        { name: 'f', file: jpg },
      ],
    ],
    ['the file type when the encoding lists it', jpg, { contentType: 'image/png, image/jpeg' }, [{ name: 'f', file: jpg, contentType: 'image/jpeg' }]],
    ['the first listed type when the file type is not listed', jpg, { contentType: 'image/png, image/gif' }, [{ name: 'f', file: jpg, contentType: 'image/png' }]],
    ['the file type under a matching range', jpg, { contentType: 'image/*' }, [{ name: 'f', file: jpg, contentType: 'image/jpeg' }]],
    [
      'a plain object shaped like a file, without bytes, as JSON',
      { name: 'a', type: 'b', size: 1 },
      undefined,
      [{ name: 'f', value: '{"name":"a","type":"b","size":1}', contentType: 'application/json' }],
    ],
    ['nothing for undefined', undefined, undefined, []],
  ])('writes %s', (_, value, encoding, expected) => {
    expect(multipartFieldParts('f', value, encoding)).toEqual(expected);
  });

  it('keeps a browser File by reference so the browser layer can send it', () => {
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    expect(isFileRef(file)).toBe(true);
    const body = encodeBody('multipart/form-data', { doc: file, note: 'n' });
    expect(body).toEqual({
      kind: 'multipart',
      parts: [
        { name: 'doc', file },
        { name: 'note', value: 'n' },
      ],
    });
    expect('kind' in body && body.kind === 'multipart' && 'file' in body.parts[0]! && body.parts[0].file).toBe(file);
  });

  it('uses each field encoding of the media type', () => {
    expect(english(encodeBody('multipart/form-data', { meta: { a: 1 }, pic: png }, { pic: { contentType: 'image/webp' } }))).toEqual({
      kind: 'multipart',
      parts: [
        { name: 'meta', value: '{"a":1}', contentType: 'application/json' },
        { name: 'pic', file: png, contentType: 'image/webp' },
      ],
    });
  });

  it('refuses a value without named fields', () => {
    expect(english(encodeBody('multipart/form-data', 'text'))).toEqual({ error: 'A multipart body needs named fields.' });
  });
});

describe('encodeBody for binary and text media types', () => {
  const raw = new Uint8Array([0, 255, 10, 13]);
  it.each<[string, string, unknown, EncodeBodyResult | { error: string }]>([
    ['a file labelled with the declared type', 'application/octet-stream', png, { kind: 'binary', file: png, contentType: 'application/octet-stream' }],
    ['a file keeping its own type under a range', 'image/*', png, { kind: 'binary', file: png }],
    ['bytes as a file named body', 'application/pdf', raw, { kind: 'binary', file: { name: 'body', type: '', size: 4, bytes: raw }, contentType: 'application/pdf' }],
    ['XML as text', 'application/xml', '<a/>', { kind: 'text', text: '<a/>', contentType: 'application/xml' }],
    ['text with its parameters', 'text/plain; charset=utf-8', 'héllo', { kind: 'text', text: 'héllo', contentType: 'text/plain; charset=utf-8' }],
    ['text under */* as fetch labels strings', '*/*', 'x', { kind: 'text', text: 'x', contentType: 'text/plain;charset=UTF-8' }],
    ['a number as text', 'text/plain', 5, { kind: 'text', text: '5', contentType: 'text/plain' }],
    ['a missing file as an error', 'application/octet-stream', undefined, { error: 'Choose a file to upload.' }],
    ['missing text as an error', 'text/plain', undefined, { error: 'Enter the request body.' }],
    ['an object for text as an error', 'text/plain', { a: 1 }, { error: 'A text/plain body must be text or a file.' }],
  ])('encodes %s', (_, mediaType, value, expected) => {
    expect(english(encodeBody(mediaType, value))).toEqual(expected);
  });
});

describe('contentTypeHeader', () => {
  it.each<[string, RequestBody, string | undefined]>([
    ['application/json for JSON', { kind: 'json', text: '{}' }, 'application/json'],
    ['the remembered JSON type', { kind: 'json', text: '{}', contentType: 'application/problem+json' }, 'application/problem+json'],
    ['the text type', { kind: 'text', text: '', contentType: 'text/csv' }, 'text/csv'],
    ['what fetch sets for URLSearchParams', { kind: 'form', pairs: [] }, 'application/x-www-form-urlencoded;charset=UTF-8'],
    ['nothing for multipart (fetch adds the boundary)', { kind: 'multipart', parts: [] }, undefined],
    ['the declared type of an upload', { kind: 'binary', file: png, contentType: 'application/octet-stream' }, 'application/octet-stream'],
    ['the file type of an upload', { kind: 'binary', file: png }, 'image/png'],
    ['nothing for an upload of unknown type', { kind: 'binary', file: fileRef('x', '') }, undefined],
  ])('gives %s', (_, body, expected) => {
    expect(contentTypeHeader(body)).toBe(expected);
  });
});

describe('pickContentType', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['image/png', undefined, 'image/png'],
    ['image/png, image/jpeg', 'image/jpeg', 'image/jpeg'],
    ['image/png, image/jpeg', 'text/plain', 'image/png'],
    ['image/*', 'image/gif', 'image/gif'],
    ['*/*', 'application/pdf', 'application/pdf'],
    ['*/*', undefined, undefined],
    ['image/*, application/octet-stream', 'text/plain', 'application/octet-stream'],
  ])('picks from %j for a %s file: %s', (listed, fileType, expected) => {
    expect(pickContentType(listed, fileType)).toBe(expected);
  });
});
