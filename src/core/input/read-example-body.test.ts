import { describe, expect, it } from 'vitest';
import type { MediaTypeView, PropertyNode, SchemaNode } from '../model/types.js';
import type { FileRef } from '../request/request-spec.js';
import { readExampleBody, type ReadExampleBody } from './read-example-body.js';
import type { EnteredBody } from './read-request-body.js';
import { schema } from './testing/schema.js';

const media = (mediaType: string, properties: PropertyNode[]): MediaTypeView => ({
  mediaType,
  direction: 'request',
  examples: [],
  schema: schema(['object'], { properties }),
});
const prop = (name: string, node: SchemaNode, required = false): PropertyNode => ({ name, node, required });
const entered = (e: Partial<EnteredBody>): EnteredBody => ({ text: '', fields: {}, files: {}, ...e });
const FORM = 'application/x-www-form-urlencoded';
const pairs = (r: ReadExampleBody): unknown => (r.body?.kind === 'form' ? r.body.pairs : r);

const REQUIRED = [prop('id', schema(['integer']), true), prop('name', schema(['string'])), prop('secret', schema(['string'], { readOnly: true }), true)];
const OPTIONAL = [prop('email', schema(['string'])), prop('tags', schema(['array'], { items: schema(['string']) })), prop('secret', schema(['string'], { readOnly: true }))];

describe('readExampleBody', () => {
  it.each<[string, PropertyNode[], boolean, EnteredBody, unknown, unknown, string[]]>([
    ['a required field left empty without an example: its placeholder', REQUIRED, true, entered({}), undefined, [['id', '<integer>']], ['<integer>']],
    [
      'a required field left empty: the example value',
      REQUIRED,
      true,
      entered({}),
      { id: 7, name: 'Ada' },
      [
        ['id', '7'],
        ['name', 'Ada'],
      ],
      [],
    ],
    ['filled in: as filled, the optional fields left out', REQUIRED, true, entered({ fields: { id: '3' } }), { id: 7, name: 'Ada' }, [['id', '3']], []],
    [
      'an all-optional form untouched: the example values',
      OPTIONAL,
      false,
      entered({}),
      { email: 'e@x', tags: ['a', 'b'], secret: 's' },
      [
        ['email', 'e@x'],
        ['tags', 'a'],
        ['tags', 'b'],
      ],
      [],
    ],
    ['an all-optional form with one field filled in: that field only', OPTIONAL, false, entered({ fields: { email: 'me@x' } }), { email: 'e@x', tags: ['a'] }, [['email', 'me@x']], []],
  ])('%s', (_, props, required, input, example, want, placeholders) => {
    const r = readExampleBody(media(FORM, props), required, input, example);
    expect(pairs(r)).toEqual(want);
    expect(r.placeholders).toEqual(placeholders);
  });

  it('an all-optional form untouched and without an example: nothing to show', () => {
    expect(readExampleBody(media(FORM, OPTIONAL), false, entered({}))).toEqual({ placeholders: [] });
  });

  it('readOnly properties never appear, even when the example holds them', () => {
    const r = readExampleBody(media(FORM, REQUIRED), true, entered({}), { id: 1, secret: 'x' });
    expect(JSON.stringify(r.body)).not.toContain('secret');
  });

  it('multipart: file fields carry the files entered, text fields their example values', () => {
    const photo: FileRef = { name: 'photo.png', type: 'image/png', size: 0, bytes: new Uint8Array(0) };
    const props = [prop('caption', schema(['string']), true), prop('photo', schema(['string'], { format: 'binary' }), true)];
    const r = readExampleBody(media('multipart/form-data', props), true, entered({ files: { photo: [photo] } }), { caption: 'Cat' });
    expect(r.body?.kind).toBe('multipart');
    const parts = r.body?.kind === 'multipart' ? r.body.parts.map((p) => p.name) : [];
    expect(parts).toEqual(['caption', 'photo']);
  });

  it('JSON is read as the console reads it', () => {
    const json: MediaTypeView = { mediaType: 'application/json', direction: 'request', examples: [] };
    expect(readExampleBody(json, true, entered({ text: '{"a":1}' }))).toEqual({ body: { kind: 'json', text: '{"a":1}' }, placeholders: [] });
  });
});
