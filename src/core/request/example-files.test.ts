import { describe, expect, it } from 'vitest';
import type { MediaTypeView, SchemaNode } from '../model/types.js';
import { readRequestBody } from '../input/read-request-body.js';
import { toCurl } from './curl.js';
import { exampleFileName, withExampleFiles } from './example-files.js';

describe('exampleFileName', () => {
  const table: [string, string | undefined, string][] = [
    ['photo', 'image/png', 'photo.png'],
    ['photo', 'image/png, image/jpeg', 'photo.png'],
    ['scan', 'image/*, application/pdf', 'scan.pdf'],
    ['report.pdf', 'application/pdf', 'report.pdf'],
    ['attachment', 'application/octet-stream', 'attachment'],
    ['attachment', undefined, 'attachment'],
  ];
  for (const [name, type, file] of table) it(`names ${name} (${type ?? 'no type'}) ${file}`, () => expect(exampleFileName(name, type)).toBe(file));
});

const node = (over: Partial<SchemaNode>): SchemaNode => ({ type: 'string', types: ['string'], ...over }) as unknown as SchemaNode;
const media: MediaTypeView = {
  mediaType: 'multipart/form-data',
  examples: [],
  encoding: { photo: { contentType: 'image/png' } },
  schema: node({
    type: 'object',
    types: ['object'],
    properties: [
      { name: 'name', required: true, node: node({}) },
      { name: 'photo', required: true, node: node({ format: 'binary' }) },
      { name: 'doc', required: false, node: node({ contentMediaType: 'application/pdf' }) },
      { name: 'id', required: false, node: node({ format: 'binary', readOnly: true }) },
    ],
  }),
} as unknown as MediaTypeView;

describe('withExampleFiles', () => {
  it('stands in a file for every file field left empty, named after the property and its type', () => {
    expect(withExampleFiles(media, {})).toEqual({
      photo: [{ name: 'photo.png', type: 'image/png', size: 0, bytes: new Uint8Array(0) }],
      doc: [{ name: 'doc.pdf', type: 'application/pdf', size: 0, bytes: new Uint8Array(0) }],
    });
  });

  it('keeps the files the reader chose', () => {
    const chosen = { photo: [{ name: 'me.jpg', type: 'image/jpeg', size: 3 }] };
    expect(withExampleFiles(media, chosen).photo).toEqual(chosen.photo);
  });

  it('makes a cURL command that uploads the files with -F name=@file', () => {
    const read = readRequestBody(media, true, { text: '', fields: { name: 'Rex' }, files: withExampleFiles(media, {}) });
    const curl = toCurl({ method: 'POST', url: 'https://api.test/pets', headers: [], ...(read.body ? { body: read.body } : {}) });
    expect(curl).toContain("-F 'photo=@photo.png;type=image/png'");
    expect(curl).toContain("-F 'doc=@doc.pdf;type=application/pdf'");
    expect(curl).not.toContain('=string');
  });
});

describe('generated code for stand-in files', () => {
  it('uses the language file idiom, not a string value', async () => {
    const { generateSnippet } = await import('./generate-snippet.js');
    const read = readRequestBody(media, true, { text: '', fields: { name: 'Rex' }, files: withExampleFiles(media, {}) });
    const spec = { method: 'POST', url: 'https://api.test/pets', headers: [] as [string, string][], ...(read.body ? { body: read.body } : {}) };
    const python = generateSnippet(spec, 'python');
    expect(python).toContain('open("photo.png", "rb")');
    expect(generateSnippet(spec, 'node')).toContain('photo.png');
  });
});
