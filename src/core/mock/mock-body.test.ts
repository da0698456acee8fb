import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { mockBody } from './mock-body.js';

const doc: JsonObject = { openapi: '3.2.0' };

describe('mockBody and OpenAPI 3.2 examples and streams', () => {
  const cases: Array<[string, unknown, string, string]> = [
    ['dataValue as JSON', { examples: { a: { dataValue: { n: 1 } } } }, 'application/json', '{\n  "n": 1\n}'],
    ['serializedValue as written for XML', { examples: { a: { dataValue: { n: 1 }, serializedValue: '<n>1</n>' } } }, 'application/xml', '<n>1</n>'],
    ['serializedValue as written for text', { examples: { a: { serializedValue: 'hello' } } }, 'text/plain', 'hello'],
    ['dataValue over serializedValue for JSON', { examples: { a: { dataValue: 2, serializedValue: '3' } } }, 'application/json', '2'],
  ];
  it.each(cases)('%s', (_, media, contentType, text) => {
    expect(mockBody(doc, media, contentType, '3.1').text).toBe(text);
  });

  it('streams three items generated from itemSchema as JSON lines', () => {
    const made = mockBody(doc, { itemSchema: { type: 'object', properties: { n: { type: 'integer', const: 7 } }, required: ['n'] } }, 'application/jsonl', '3.1');
    expect(made.chunks).toEqual(['{"n":7}\n', '{"n":7}\n', '{"n":7}\n']);
    expect(made.text).toBe('{"n":7}\n{"n":7}\n{"n":7}\n');
  });

  it('streams SSE events with JSON data from contentSchema and counting ids', () => {
    const itemSchema = {
      type: 'object',
      required: ['data'],
      properties: {
        event: { const: 'tick' },
        id: { type: 'string' },
        data: { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object', properties: { n: { const: 1 } }, required: ['n'] } },
      },
    };
    const made = mockBody(doc, { itemSchema }, 'text/event-stream', '3.1');
    expect(made.chunks?.[1]).toBe('event: tick\ndata: {"n":1}\nid: 2\n\n');
    expect(made.chunks).toHaveLength(3);
  });

  it('streams RS-prefixed JSON texts for application/json-seq', () => {
    const made = mockBody(doc, { itemSchema: { const: 'x' } }, 'application/json-seq', '3.1');
    expect(made.chunks).toEqual(['\u001e"x"\n', '\u001e"x"\n', '\u001e"x"\n']);
  });
});
