import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.js';
import type { TryStreamEvent } from './try-stream-event.js';

/** The events a stream arriving in these chunks gives. */
function parse(chunks: readonly string[]): TryStreamEvent[] {
  const parser = new SseParser();
  return chunks.flatMap((c) => parser.push(c));
}

describe('SseParser', () => {
  it.each<[string, string[], TryStreamEvent[]]>([
    // HTML §9.2.6: "data: YHOO", "data: +2", "data: 10" make one event with three lines.
    ['data lines are joined with LF', ['data: YHOO\ndata: +2\ndata: 10\n\n'], [{ event: 'message', data: 'YHOO\n+2\n10' }]],
    // HTML §9.2.6: one space after the colon is removed, no more.
    [
      'one leading space is dropped',
      ['data:test\n\ndata: test\n\ndata:  two\n\n'],
      [
        { event: 'message', data: 'test' },
        { event: 'message', data: 'test' },
        { event: 'message', data: ' two' },
      ],
    ],
    // HTML §9.2.6: `data` alone is an empty data line; two of them make "\n"; a block with no blank line after it is discarded.
    [
      'empty data lines, and an unfinished block',
      ['data\n\ndata\ndata\n\ndata:'],
      [
        { event: 'message', data: '' },
        { event: 'message', data: '\n' },
      ],
    ],
    ['an event type', ['event: add\ndata: 73857293\n\n'], [{ event: 'add', data: '73857293' }]],
    [
      'the type resets after each event',
      ['event: a\ndata: 1\n\ndata: 2\n\n'],
      [
        { event: 'a', data: '1' },
        { event: 'message', data: '2' },
      ],
    ],
    ['a block without data dispatches nothing and forgets its type', ['event: a\n\ndata: x\n\n'], [{ event: 'message', data: 'x' }]],
    ['comments are ignored', [': keep-alive\ndata: x\n\n'], [{ event: 'message', data: 'x' }]],
    ['unknown fields are ignored', ['foo: bar\ndata: x\n\n'], [{ event: 'message', data: 'x' }]],
    [
      'the last event ID stays for later events',
      ['id: 1\ndata: a\n\ndata: b\n\nid\ndata: c\n\n'],
      [
        { event: 'message', data: 'a', id: '1' },
        { event: 'message', data: 'b', id: '1' },
        { event: 'message', data: 'c' },
      ],
    ],
    [
      'an id holding NUL is ignored',
      ['id: 1\ndata: a\n\nid: 2\u00003\ndata: b\n\n'],
      [
        { event: 'message', data: 'a', id: '1' },
        { event: 'message', data: 'b', id: '1' },
      ],
    ],
    [
      'retry applies to its own block only',
      ['retry: 3000\ndata: a\n\ndata: b\n\n'],
      [
        { event: 'message', data: 'a', retry: 3000 },
        { event: 'message', data: 'b' },
      ],
    ],
    ['a retry that is not all digits is ignored', ['retry: 3s\ndata: a\n\n'], [{ event: 'message', data: 'a' }]],
    ['CRLF line ends', ['data: a\r\ndata: b\r\n\r\n'], [{ event: 'message', data: 'a\nb' }]],
    ['CR line ends', ['data: a\rdata: b\r\r'], [{ event: 'message', data: 'a\nb' }]],
    ['a CRLF split between chunks is one line end', ['data: a\r', '\n\r', '\n'], [{ event: 'message', data: 'a' }]],
    ['a line split between chunks', ['da', 'ta: he', 'llo\n', '\n'], [{ event: 'message', data: 'hello' }]],
    ['a field name is case-sensitive', ['Data: x\n\n'], []],
  ])('%s', (_name, chunks, expected) => {
    expect(parse(chunks)).toEqual(expected);
  });

  it('gives the same events whatever the chunk boundaries', () => {
    const stream = 'id: 7\r\nevent: tick\r\ndata: one\r\ndata: two\r\n\r\n: note\rretry: 10\rdata: three\r\r';
    const whole = parse([stream]);
    expect(whole).toHaveLength(2);
    for (let cut = 1; cut < stream.length; cut++) expect(parse([stream.slice(0, cut), stream.slice(cut)])).toEqual(whole);
    expect(parse(Array.from({ length: stream.length }, (_, i) => stream.charAt(i)))).toEqual(whole);
  });
});
