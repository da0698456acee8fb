import { describe, expect, it } from 'vitest';
import type { SchemaNode, SchemaComposition } from '../model/types.js';
import { alternativeFileProperties, fileContentMediaType, isFileListProperty, isFileProperty, isListSchema } from './is-file-property.js';
import { schema } from './testing/schema.js';

const BINARY = schema(['string'], { format: 'binary' });
const PNG = schema(['string'], { contentMediaType: 'image/png' });
const URI = schema(['string'], { format: 'uri' });
/** A node with no type of its own whose `oneOf` (or `anyOf`) lists these alternatives. */
const alternatives = (kind: SchemaComposition['kind'], ...nodes: SchemaNode[]): SchemaNode =>
  schema([], { composition: { kind, options: nodes.map((node, i) => ({ label: `option ${i + 1}`, node })) } });
const list = (items: SchemaNode): SchemaNode => schema(['array'], { items });

describe('isFileProperty', () => {
  it.each<[string, SchemaNode, boolean]>([
    ['format: binary', schema(['string'], { format: 'binary' }), true],
    ['format: byte', schema(['string'], { format: 'byte' }), true],
    ['format: base64', schema(['string'], { format: 'base64' }), true],
    ['contentMediaType (3.1)', schema(['string'], { contentMediaType: 'image/png' }), true],
    ['contentEncoding (3.1)', schema(['string'], { contentEncoding: 'base64' }), true],
    ['a plain string', schema(['string']), false],
    ['format: binary without string type', schema(['integer'], { format: 'binary' }), false],
    ['a list of files', schema(['array'], { items: schema(['string'], { format: 'binary' }) }), true],
    ['a list of strings', schema(['array'], { items: schema(['string']) }), false],
    ['a list without items', schema(['array']), false],
    ['oneOf a file or a URL', alternatives('oneOf', BINARY, URI), true],
    ['anyOf a URL or a contentMediaType file (3.1)', alternatives('anyOf', URI, PNG), true],
    ['anyOf a file or a list of files', alternatives('anyOf', BINARY, list(BINARY)), true],
    ['a list of oneOf a file or a URL', list(alternatives('oneOf', BINARY, URI)), true],
    ['a oneOf inside an anyOf', alternatives('anyOf', URI, alternatives('oneOf', BINARY)), true],
    ['oneOf strings, none a file', alternatives('oneOf', URI, schema(['string'])), false],
    [
      'oneOf objects holding a file (their property is the file, not this)',
      alternatives('oneOf', schema(['object'], { properties: [{ name: 'photo', required: true, node: BINARY }] })),
      false,
    ],
  ])('%s: %s', (_name, node, expected) => {
    expect(isFileProperty(node)).toBe(expected);
  });
});

describe('isFileListProperty', () => {
  it.each<[string, SchemaNode, boolean]>([
    ['a file', BINARY, false],
    ['a list of files', list(BINARY), true],
    ['anyOf a file or a list of files: several', alternatives('anyOf', BINARY, list(BINARY)), true],
    ['oneOf a file or a URL', alternatives('oneOf', BINARY, URI), false],
  ])('%s: %s', (_name, node, expected) => {
    expect(isFileListProperty(node)).toBe(expected);
  });
});

describe('fileContentMediaType', () => {
  it.each<[string, SchemaNode, string | undefined]>([
    ['its own', PNG, 'image/png'],
    ['its items’', list(PNG), 'image/png'],
    ['an alternative’s', alternatives('oneOf', URI, PNG), 'image/png'],
    ['none', BINARY, undefined],
  ])('%s', (_name, node, expected) => {
    expect(fileContentMediaType(node)).toBe(expected);
  });
});

describe('alternativeFileProperties', () => {
  const object = (...props: [string, SchemaNode][]): SchemaNode => schema(['object'], { properties: props.map(([name, node]) => ({ name, required: false, node })) });
  it('finds the file properties named in oneOf/anyOf alternatives, nested ones too, each name once (the first alternative wins)', () => {
    const body = alternatives(
      'oneOf',
      object(['caption', URI], ['photo', BINARY]),
      object(['photo', PNG], ['id', schema(['string'], { format: 'binary', readOnly: true })]),
      alternatives('anyOf', object(['scan', list(BINARY)])),
    );
    expect(alternativeFileProperties(body).map((p) => [p.name, p.node])).toEqual([
      ['photo', BINARY],
      ['scan', list(BINARY)],
    ]);
  });
  it('leaves out the schema’s own properties (they are fields of their own)', () => {
    expect(alternativeFileProperties(object(['photo', BINARY]))).toEqual([]);
    expect(alternativeFileProperties(undefined)).toEqual([]);
  });
});

describe('isListSchema', () => {
  it.each<[string, SchemaNode, boolean]>([
    ['an array', schema(['array']), true],
    ['an array or null', schema(['array', 'null']), true],
    ['a display type of array', schema([], { type: 'array of integer' }), true],
    ['a string', schema(['string']), false],
  ])('%s: %s', (_name, node, expected) => {
    expect(isListSchema(node)).toBe(expected);
  });
});
