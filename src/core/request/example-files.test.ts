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

// A multipart body whose files are alternatives: a property that is oneOf a file or a URL, a
// list of anyOf files, and a body whose fields are named only in oneOf alternatives (typed as a
// JSON object in the console, as Cloudflare's Worker upload is).
const alternatives = (kind: 'oneOf' | 'anyOf', ...nodes: SchemaNode[]): SchemaNode =>
  node({ type: kind, types: [], composition: { kind, options: nodes.map((n, i) => ({ label: `option ${i + 1}`, node: n })) } });
const object = (...props: [string, SchemaNode, boolean?][]): SchemaNode =>
  node({ type: 'object', types: ['object'], properties: props.map(([name, n, required]) => ({ name, node: n, required: !!required })) });
const composed: MediaTypeView[] = [
  {
    mediaType: 'multipart/form-data',
    examples: [],
    schema: object(
      ['caption', node({})],
      ['photo', alternatives('oneOf', node({ format: 'binary' }), node({ format: 'uri' })), true],
      ['scans', node({ type: 'array', types: ['array'], items: alternatives('anyOf', node({ contentMediaType: 'application/pdf' })) })],
    ),
  },
  {
    mediaType: 'multipart/form-data',
    examples: [],
    encoding: { photo: { contentType: 'image/png' } },
    schema: alternatives(
      'oneOf',
      object(['caption', node({})], ['photo', node({ format: 'binary' }), true]),
      object(['url', node({ format: 'uri' }), true], ['scan', node({ contentMediaType: 'application/pdf' })]),
    ),
  },
] as unknown as MediaTypeView[];

describe('files behind oneOf/anyOf', () => {
  const [property, body] = composed as [MediaTypeView, MediaTypeView];
  const curlOf = (media: MediaTypeView, entered: { text?: string; fields?: Record<string, string> }): string => {
    const read = readRequestBody(media, true, { text: entered.text ?? '', fields: entered.fields ?? {}, files: withExampleFiles(media, {}) });
    expect(read.error).toBeUndefined();
    return toCurl({ method: 'POST', url: 'https://api.test/photos', headers: [], ...(read.body ? { body: read.body } : {}) });
  };

  it.each<[string, MediaTypeView, { text?: string; fields?: Record<string, string> }, string[], string[]]>([
    [
      'a property that is oneOf a file or a URL, and a list of anyOf files',
      property,
      { fields: { caption: 'Sunset' } },
      ["-F 'photo=@photo;type=application/octet-stream'", "-F 'scans=@scans.pdf;type=application/pdf'"],
      ['photo=string', 'scans=string'],
    ],
    [
      'a body whose first oneOf alternative holds the file',
      body,
      { text: '{"caption": "Sunset", "photo": "string"}' },
      ["-F 'photo=@photo.png;type=image/png'", "--form-string 'caption=Sunset'"],
      ['photo=string', "'scan=", "'url="],
    ],
    [
      'a body whose second alternative is the one typed',
      body,
      { text: '{"url": "https://x.test/a.png", "scan": "string"}' },
      ["-F 'scan=@scan.pdf;type=application/pdf'", 'url=https://x.test/a.png'],
      ["'photo=", 'scan=string'],
    ],
  ])('%s: the request example uploads a file (-F name=@file), not the word string', (_name, media, entered, present, absent) => {
    const curl = curlOf(media, entered);
    for (const text of present) expect(curl).toContain(text);
    for (const text of absent) expect(curl).not.toContain(text);
  });

  it('stands in files for the alternatives’ file properties as well as the own ones', () => {
    expect(Object.keys(withExampleFiles(property, {}))).toEqual(['photo', 'scans']);
    expect(Object.keys(withExampleFiles(body, {}))).toEqual(['photo', 'scan']);
  });

  it('generated code uses the language’s file idiom for them', async () => {
    const { generateSnippet } = await import('./generate-snippet.js');
    for (const [media, text] of [
      [property, ''],
      [body, '{"caption": "Sunset", "photo": "string"}'],
    ] as const) {
      const read = readRequestBody(media, true, { text, fields: { caption: 'Sunset' }, files: withExampleFiles(media, {}) });
      const spec = { method: 'POST', url: 'https://api.test/photos', headers: [] as [string, string][], ...(read.body ? { body: read.body } : {}) };
      const python = generateSnippet(spec, 'python');
      expect(python).toMatch(/open\("photo(\.png)?", "rb"\)/);
      expect(python).not.toContain('"photo": "string"');
    }
  });
});
