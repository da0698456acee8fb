// OpenAPI 3.2 in the operation model: Example Object dataValue/serializedValue, Media Type
// Object itemSchema, prefixEncoding and itemEncoding, XML nodeType labels.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { buildOutline } from './outline.js';
import { exampleFor, operationDetail } from './operation-detail.js';
import type { ExampleView, MediaTypeView } from './types.js';

const doc: JsonObject = {
  openapi: '3.2.0',
  info: { title: 'OAS 3.2 media', version: '1' },
  paths: {
    '/n': {
      post: {
        requestBody: {
          content: {
            'application/json': { examples: { a: { dataValue: { n: 1 }, serializedValue: '{"n":1}' } } },
            'application/xml': { examples: { a: { dataValue: { n: 1 }, serializedValue: '<n>1</n>' }, b: { value: '<n>2</n>' } } },
            'multipart/mixed': { schema: { type: 'array' }, prefixEncoding: [{ contentType: 'application/json' }], itemEncoding: { contentType: 'text/plain' } },
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/jsonl': { itemSchema: { type: 'object', properties: { n: { const: 1 } }, required: ['n'] } },
              'application/xml': {
                schema: {
                  type: 'object',
                  properties: { id: { type: 'string', xml: { nodeType: 'attribute' } }, list: { type: 'array', xml: { wrapped: true }, items: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    },
  },
};
const summary = buildOutline(doc, '3.2.0', []).operations[0]!;
const detail = operationDetail(doc, summary);
const body = (type: string): MediaTypeView => detail.requestBody!.content.find((m) => m.mediaType === type)!;
const response = (type: string): MediaTypeView => detail.responses[0]!.content.find((m) => m.mediaType === type)!;
const pick = (e: ExampleView): Partial<ExampleView> => ({ value: e.value, serializedValue: e.serializedValue, showSerialized: e.showSerialized });

describe('operation model, OpenAPI 3.2 media', () => {
  it.each<[string, Array<Partial<ExampleView>>]>([
    ['application/json', [{ value: { n: 1 }, serializedValue: '{"n":1}', showSerialized: undefined }]],
    [
      'application/xml',
      [
        { value: { n: 1 }, serializedValue: '<n>1</n>', showSerialized: true },
        { value: undefined, serializedValue: '<n>2</n>', showSerialized: true },
      ],
    ],
  ])('%s: examples carry the data and the serialised form, and which is shown', (type, expected) => {
    expect(body(type).examples.map(pick)).toEqual(expected);
  });

  it('keeps prefixEncoding and itemEncoding of a positional multipart body', () => {
    expect(body('multipart/mixed').prefixEncoding).toEqual([{ contentType: 'application/json' }]);
    expect(body('multipart/mixed').itemEncoding).toEqual({ contentType: 'text/plain' });
  });

  it('shows itemSchema and generates three items in the media type’s framing', () => {
    const mt = response('application/jsonl');
    expect(mt.itemSchema?.type).toBe('object');
    const ex = mt.examples[0]!;
    expect(ex.generate).toEqual({ pointer: '/paths/~1n/post/responses/200/content/application~1jsonl/itemSchema', direction: 'response', xml: false, sequence: 'lines' });
    expect(exampleFor(doc, ex.generate!)).toBe('{"n":1}\n{"n":1}\n{"n":1}\n');
  });

  it('labels XML node types that are not the default in the schema view', () => {
    const props = response('application/xml').schema!.properties!;
    expect(props.map((p) => [p.name, p.node.xmlNode])).toEqual([
      ['id', 'attribute'],
      ['list', 'wrapped'],
    ]);
  });
});
