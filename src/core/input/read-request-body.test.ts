import { describe, expect, it } from 'vitest';
import type { MediaTypeView, PropertyNode, SchemaNode } from '../model/types.js';
import type { FileRef } from '../request/request-spec.js';
import { requestProblemText } from '../request/request-problem.js';
import { readRequestBody, type EnteredBody, type ReadBody } from './read-request-body.js';

/** The read body with an error as its English only, once the English is checked to be that of its structured problem. */
function english(r: ReadBody): ReadBody {
  if (r.error === undefined) return r;
  expect(r.problem).toBeDefined();
  expect(r.error).toBe(requestProblemText(r.problem!));
  return { error: r.error };
}
import { schema } from './testing/schema.js';

const media = (mediaType: string, properties?: PropertyNode[], encoding?: Record<string, unknown>): MediaTypeView => ({
  mediaType,
  direction: 'request',
  examples: [],
  ...(properties ? { schema: schema(['object'], { properties }) } : {}),
  ...(encoding ? { encoding } : {}),
});
const prop = (name: string, node: SchemaNode, required = false): PropertyNode => ({ name, node, required });
const file = (name: string, type = 'image/png'): FileRef => ({ name, type, size: 3, bytes: Uint8Array.from([1, 2, 3]) });
const entered = (e: Partial<EnteredBody>): EnteredBody => ({ text: '', fields: {}, files: {}, ...e });

const photo = file('cat.png');
const FORM = [prop('id', schema(['integer']), true), prop('tags', schema(['array'], { items: schema(['string']) })), prop('secret', schema(['string'], { readOnly: true }))];
const UPLOAD = [
  prop('name', schema(['string'])),
  prop('photo', schema(['string'], { format: 'binary' }), true),
  prop('more', schema(['array'], { items: schema(['string'], { format: 'binary' }) })),
];

const BINARY = schema(['string'], { format: 'binary' });
const alternatives = (kind: 'oneOf' | 'anyOf', ...nodes: SchemaNode[]): SchemaNode =>
  schema([], { composition: { kind, options: nodes.map((node, i) => ({ label: `option ${i + 1}`, node })) } });
/** A multipart body whose fields are named only in its oneOf alternatives: a caption and a photo, or a URL and a scan. */
const ALTERNATIVE_UPLOAD = alternatives(
  'oneOf',
  schema(['object'], { properties: [prop('caption', schema(['string'])), prop('photo', BINARY, true)] }),
  schema(['object'], { properties: [prop('url', schema(['string'])), prop('scan', BINARY)] }),
);

describe('readRequestBody', () => {
  it.each<[string, MediaTypeView | undefined, boolean, EnteredBody, ReadBody]>([
    ['no media type: nothing', undefined, true, entered({}), {}],
    ['JSON as typed', media('application/json'), false, entered({ text: '{"a":1}' }), { body: { kind: 'json', text: '{"a":1}' } }],
    ['optional JSON left empty: nothing', media('application/json'), false, entered({ text: '  ' }), {}],
    ['required JSON left empty', media('application/json'), true, entered({}), { error: 'The request body is required.' }],
    ['text as typed', media('text/plain'), false, entered({ text: 'hi' }), { body: { kind: 'text', text: 'hi', contentType: 'text/plain' } }],
    ['a raw upload', media('image/png'), false, entered({ files: { '': [photo] } }), { body: { kind: 'binary', file: photo, contentType: 'image/png' } }],
    ['a required raw upload without a file', media('image/png'), true, entered({}), { error: 'Choose a file to upload.' }],
    ['an optional raw upload without a file: nothing', media('application/octet-stream'), false, entered({}), {}],
    [
      'form fields typed by their schemas, readOnly left out',
      media('application/x-www-form-urlencoded', FORM),
      false,
      entered({ fields: { id: '7', tags: ['a', 'b'], secret: 's' } }),
      {
        body: {
          kind: 'form',
          pairs: [
            ['id', '7'],
            ['tags', 'a'],
            ['tags', 'b'],
          ],
        },
      },
    ],
    ['a missing required form field', media('application/x-www-form-urlencoded', FORM), false, entered({ fields: { tags: ['a'] } }), { error: 'Required: id.' }],
    ['an optional form with no field filled in: nothing', media('application/x-www-form-urlencoded', [prop('amount', schema(['integer']))]), false, entered({ fields: { amount: '' } }), {}],
    ['an optional multipart body with no field filled in: nothing', media('multipart/form-data', [prop('name', schema(['string']))]), false, entered({}), {}],
    [
      'a required form with no field filled in: an empty form',
      media('application/x-www-form-urlencoded', [prop('amount', schema(['integer']))]),
      true,
      entered({}),
      { body: { kind: 'form', pairs: [] } },
    ],
    [
      'a form without named fields takes form text',
      media('application/x-www-form-urlencoded'),
      false,
      entered({ text: 'a=1&b=2' }),
      {
        body: {
          kind: 'form',
          pairs: [
            ['a', '1'],
            ['b', '2'],
          ],
        },
      },
    ],
    [
      'multipart without named fields takes a JSON object',
      media('multipart/form-data'),
      false,
      entered({ text: '{"a":"1"}' }),
      { body: { kind: 'multipart', parts: [{ name: 'a', value: '1' }] } },
    ],
    ['a required body without named fields left empty', media('multipart/form-data'), true, entered({}), { error: 'The request body is required.' }],
    [
      'multipart files where the schema takes them',
      media('multipart/form-data', UPLOAD),
      false,
      entered({ fields: { name: 'Tom' }, files: { photo: [photo], more: [file('a.txt', 'text/plain'), file('b.txt', 'text/plain')] } }),
      {
        body: {
          kind: 'multipart',
          parts: [
            { name: 'name', value: 'Tom' },
            { name: 'photo', file: photo },
            { name: 'more', file: file('a.txt', 'text/plain') },
            { name: 'more', file: file('b.txt', 'text/plain') },
          ],
        },
      },
    ],
    ['a missing required file', media('multipart/form-data', UPLOAD), false, entered({ fields: { name: 'Tom' } }), { error: 'Required: photo.' }],
    [
      'a property that is oneOf a file or a URL takes the file; one that is anyOf a file or a list of files takes them all',
      media('multipart/form-data', [
        prop('photo', alternatives('oneOf', BINARY, schema(['string'], { format: 'uri' })), true),
        prop('scans', alternatives('anyOf', BINARY, schema(['array'], { items: BINARY }))),
      ]),
      false,
      entered({ files: { photo: [photo], scans: [file('a.pdf'), file('b.pdf')] } }),
      {
        body: {
          kind: 'multipart',
          parts: [
            { name: 'photo', file: photo },
            { name: 'scans', file: file('a.pdf') },
            { name: 'scans', file: file('b.pdf') },
          ],
        },
      },
    ],
    [
      'fields named only in oneOf alternatives: a chosen file replaces what the typed object holds for it, and is not added where it holds nothing',
      { ...media('multipart/form-data'), schema: ALTERNATIVE_UPLOAD },
      false,
      entered({ text: '{"caption": "Sunset", "photo": "string"}', files: { photo: [photo], scan: [file('s.pdf')] } }),
      {
        body: {
          kind: 'multipart',
          parts: [
            { name: 'caption', value: 'Sunset' },
            { name: 'photo', file: photo },
          ],
        },
      },
    ],
    [
      'fields named only in oneOf alternatives, no file chosen: sent as typed',
      { ...media('multipart/form-data'), schema: ALTERNATIVE_UPLOAD },
      false,
      entered({ text: '{"photo": "string"}' }),
      { body: { kind: 'multipart', parts: [{ name: 'photo', value: 'string' }] } },
    ],
    [
      'a field that cannot be read',
      media('multipart/form-data', [prop('meta', schema(['object']))]),
      false,
      entered({ fields: { meta: '{' } }),
      {
        error: expect.stringMatching(/^meta: not valid JSON/),
      },
    ],
  ])('%s', (_name, m, required, e, expected) => {
    expect(english(readRequestBody(m, required, e))).toEqual(expected);
  });

  it('sends a field named __proto__ as a field', () => {
    const fields = JSON.parse('{"__proto__": "x", "constructor": "y"}') as Record<string, string>;
    const m = media('application/x-www-form-urlencoded', [prop('__proto__', schema(['string'])), prop('constructor', schema(['string']))]);
    expect(readRequestBody(m, false, entered({ fields }))).toEqual({
      body: {
        kind: 'form',
        pairs: [
          ['__proto__', 'x'],
          ['constructor', 'y'],
        ],
      },
    });
  });

  it.each<[string, MediaTypeView, boolean, EnteredBody, ReadBody['problem']]>([
    ['required JSON left empty', media('application/json'), true, entered({}), { kind: 'body-required' }],
    ['a required raw upload without a file', media('image/png'), true, entered({}), { kind: 'choose-file' }],
    ['missing required fields', media('multipart/form-data', UPLOAD), false, entered({}), { kind: 'missing-fields', names: ['photo'] }],
    [
      'JSON that does not parse',
      media('application/json'),
      false,
      entered({ text: '[1,]' }),
      { kind: 'json-syntax', line: 1, column: 4, syntax: { kind: 'expected', wanted: { kind: 'value' }, found: { kind: 'text', text: "']'" } } },
    ],
    [
      'a field that cannot be read',
      media('multipart/form-data', [prop('meta', schema(['object']))]),
      false,
      entered({ fields: { meta: '{' } }),
      { kind: 'not-json', name: 'meta', detail: expect.any(String) as string },
    ],
  ])('gives the problem of %s as data', (_name, m, required, e, problem) => {
    expect(readRequestBody(m, required, e).problem).toEqual(problem);
  });

  it('words the problem with the describe it is given', () => {
    expect(readRequestBody(media('application/json'), true, entered({}), (p) => `<${p.kind}>`)).toEqual({ error: '<body-required>', problem: { kind: 'body-required' } });
  });

  it('says when multipart fields are not a JSON object', () => {
    expect(readRequestBody(media('multipart/form-data'), false, entered({ text: '{' })).error).toMatch(/^The fields must be a JSON object \(.+\)\.$/);
  });
});
