import { describe, expect, it } from 'vitest';
import { BodyCollector, type CollectedBody } from './body-collector.js';
import { textBodyView, type XmlFormatter } from './text-body-view.js';

const formatXml: XmlFormatter = (text) => ({ text: `formatted ${text}`, complete: true });
const utf8 = (s: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(s);
const bytes = (...b: number[]): Uint8Array<ArrayBuffer> => Uint8Array.from(b);

/** Feeds the chunks and ends the body. */
function collect(essence: string, charset: string | undefined, chunks: Uint8Array<ArrayBuffer>[]): { body: CollectedBody; collector: BodyCollector } {
  const collector = new BodyCollector(essence, charset);
  for (const c of chunks) collector.push(c);
  return { body: collector.end(formatXml), collector };
}

describe('BodyCollector', () => {
  it.each<[string, string, string | undefined, Uint8Array<ArrayBuffer>[], CollectedBody]>([
    [
      'JSON, split inside a character',
      'application/json',
      undefined,
      [utf8('{"a":"Gr'), bytes(0xc3), bytes(0xbc), utf8('n"}')],
      {
        text: '{"a":"Grün"}',
        binary: false,
        view: { kind: 'json', json: { value: { a: 'Grün' } }, truncated: false },
      },
    ],
    [
      'text in the charset named',
      'text/plain',
      'iso-8859-1',
      [bytes(0x47, 0x72, 0xfc, 0xdf, 0x65)],
      { text: 'Grüße', binary: false, view: { kind: 'text', text: 'Grüße', truncated: false } },
    ],
    ['XML through the formatter given', 'application/xml', undefined, [utf8('<a/>')], { text: '<a/>', binary: false, view: { kind: 'xml', text: 'formatted <a/>', truncated: false } }],
    ['an image keeps no text', 'image/png', undefined, [bytes(0x89, 0x50)], { text: '', binary: true, view: { kind: 'image', truncated: false } }],
    ['binary by type', 'application/octet-stream', undefined, [utf8('plain')], { text: '', binary: true, view: { kind: 'binary', truncated: false } }],
    ['no type, text bytes: sniffed as text', '', undefined, [utf8('hello')], { text: 'hello', binary: false, view: { kind: 'text', text: 'hello', truncated: false } }],
    ['no type, JSON bytes: a tree', '', undefined, [utf8('{"a":1}')], { text: '{"a":1}', binary: false, view: { kind: 'json', json: { value: { a: 1 } }, truncated: false } }],
    ['an unknown type, binary bytes: sniffed as binary', 'application/x-unknown', undefined, [bytes(0, 1, 2)], { text: '', binary: true, view: { kind: 'binary', truncated: false } }],
    [
      'SSE events',
      'text/event-stream',
      undefined,
      [utf8('data: a\n\nda'), utf8('ta: b\n\n')],
      {
        text: 'data: a\n\ndata: b\n\n',
        events: [
          { event: 'message', data: 'a' },
          { event: 'message', data: 'b' },
        ],
        binary: false,
        view: { kind: 'sse', truncated: false },
      },
    ],
    [
      'NDJSON, the last line without its newline',
      'application/x-ndjson',
      undefined,
      [utf8('{"a":1}\n{"b"'), utf8(':2}')],
      {
        text: '{"a":1}\n{"b":2}',
        events: [
          { event: 'line', data: '{"a":1}', value: { a: 1 } },
          { event: 'line', data: '{"b":2}', value: { b: 2 } },
        ],
        binary: false,
        view: { kind: 'ndjson', truncated: false },
      },
    ],
  ])('%s', (_name, essence, charset, chunks, expected) => {
    expect(collect(essence, charset, chunks).body).toEqual(expected);
  });

  it('counts bytes and says which bodies stream', () => {
    const { collector } = collect('image/png', undefined, [bytes(1, 2), bytes(3)]);
    expect(collector.size).toBe(3);
    expect(collector.streamed).toBe(false);
    expect(new BodyCollector('text/event-stream', undefined).streamed).toBe(true);
    expect(new BodyCollector('application/jsonl', undefined).streamed).toBe(true);
  });

  it('sniffs an untyped body by its first 4 KiB, however it was split, and not by what follows', () => {
    const text = new Uint8Array(4096).fill(0x61);
    const binaryTail = new Uint8Array(8192).fill(0);
    expect(collect('', undefined, [text.slice(0, 1000), text.slice(1000), binaryTail]).body.view.kind).toBe('text');
    expect(collect('', undefined, [text.slice(0, 4000), bytes(0, 0, 0, 0, 0, 0, 0, 0, 0, 0), binaryTail]).body.binary).toBe(true);
  });

  it('a large body is whole in `text` and shown as its own text would be, however many pieces it came in', () => {
    const items = Array.from({ length: 80_000 }, (_, i) => ({ id: i, name: `item ${i} é` }));
    const json = JSON.stringify({ items });
    const encoded = utf8(json);
    // 64 KiB chunks split characters (é is two bytes) and make several pieces of text.
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    for (let o = 0; o < encoded.length; o += 65536) chunks.push(encoded.slice(o, o + 65536));
    expect(json.length).toBeGreaterThan(2.5 * 1024 * 1024);
    const { body } = collect('application/json', undefined, chunks);
    expect(body.text).toBe(json);
    expect(body.view).toEqual(textBodyView('json', json, false, formatXml));
    expect(body.view.truncated).toBe(true);
    const plain = collect('text/plain', undefined, chunks).body;
    expect(plain.view).toEqual(textBodyView('text', json, false, formatXml));
  });

  it('has each event in `events` as soon as its chunk completes it', () => {
    const collector = new BodyCollector('text/event-stream', undefined);
    const list = collector.events;
    expect(collector.push(utf8('data: 1\n\ndata: 2\n'))).toBe(1);
    expect(list).toEqual([{ event: 'message', data: '1' }]);
    expect(collector.push(utf8('\n'))).toBe(1);
    expect(list).toHaveLength(2);
    expect(collector.end(formatXml).events).toBe(list);
  });

  it('takes more events from one chunk than a call may have arguments', () => {
    const collector = new BodyCollector('application/x-ndjson', undefined);
    expect(collector.push(utf8('1\n'.repeat(200_000)))).toBe(200_000);
  });
});
