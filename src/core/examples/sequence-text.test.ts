import { describe, expect, it } from 'vitest';
import { sequenceKind, sequenceText, type SequenceKind } from './sequence-text.js';

describe('sequenceKind (OpenAPI 3.2.0 Sequential Media Types)', () => {
  const cases: Array<[string, SequenceKind | undefined]> = [
    ['text/event-stream', 'sse'],
    ['text/event-stream; charset=utf-8', 'sse'],
    ['application/jsonl', 'lines'],
    ['application/x-ndjson', 'lines'],
    ['application/json-seq', 'json-seq'],
    ['multipart/mixed', 'multipart'],
    ['multipart/form-data', undefined],
    ['application/json', undefined],
  ];
  it.each(cases)('%s', (mediaType, kind) => expect(sequenceKind(mediaType)).toBe(kind));
});

describe('sequenceText', () => {
  const cases: Array<[string, unknown[], SequenceKind, string]> = [
    [
      'SSE events map event, data, id and retry to lines',
      [
        { event: 'tick', data: '{"n":1}', id: '1' },
        { data: 'a\nb', retry: 10 },
      ],
      'sse',
      'event: tick\ndata: {"n":1}\nid: 1\n\ndata: a\ndata: b\nretry: 10\n\n',
    ],
    ['SSE data that is not a string is written as JSON', [{ data: { n: 1 } }], 'sse', 'data: {"n":1}\n\n'],
    ['one JSON per line', [{ a: 1 }, 2], 'lines', '{"a":1}\n2\n'],
    ['JSON text sequences put RS before each text and LF after', [{ a: 1 }, 'x'], 'json-seq', '\u001e{"a":1}\n\u001e"x"\n'],
    ['multipart parts with a closing delimiter', [{ a: 1 }], 'multipart', '--spec-doc-item\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--spec-doc-item--\r\n'],
  ];
  it.each(cases)('%s', (_, items, kind, text) => expect(sequenceText(items, kind)).toBe(text));
});
