import { describe, expect, it } from 'vitest';
import { NdjsonParser } from './ndjson-parser.js';
import type { TryStreamEvent } from './try-stream-event.js';

/** The events of a stream arriving in these chunks, including the line end() flushes. */
function parse(chunks: readonly string[]): TryStreamEvent[] {
  const parser = new NdjsonParser();
  return [...chunks.flatMap((c) => parser.push(c)), ...parser.end()];
}

describe('NdjsonParser', () => {
  it.each<[string, string[], TryStreamEvent[]]>([
    [
      'one event per line, parsed',
      ['{"a":1}\n[2]\n'],
      [
        { event: 'line', data: '{"a":1}', value: { a: 1 } },
        { event: 'line', data: '[2]', value: [2] },
      ],
    ],
    ['a line that is no JSON stays text', ['{"a":\n'], [{ event: 'line', data: '{"a":' }]],
    [
      'blank lines are skipped',
      ['1\n\n  \n2\n'],
      [
        { event: 'line', data: '1', value: 1 },
        { event: 'line', data: '2', value: 2 },
      ],
    ],
    [
      'CRLF (JSON Lines) loses its CR',
      ['1\r\n2\r\n'],
      [
        { event: 'line', data: '1', value: 1 },
        { event: 'line', data: '2', value: 2 },
      ],
    ],
    [
      'RS starts a JSON text sequence record (RFC 7464)',
      ['\u001e{"a":1}\n\u001e2\n'],
      [
        { event: 'line', data: '{"a":1}', value: { a: 1 } },
        { event: 'line', data: '2', value: 2 },
      ],
    ],
    ['a line split between chunks', ['{"na', 'me":', '"x"}\n'], [{ event: 'line', data: '{"name":"x"}', value: { name: 'x' } }]],
    [
      'the last line without a newline comes at the end',
      ['1\n2'],
      [
        { event: 'line', data: '1', value: 1 },
        { event: 'line', data: '2', value: 2 },
      ],
    ],
    ['null is a value', ['null\n'], [{ event: 'line', data: 'null', value: null }]],
    ['nothing', [''], []],
  ])('%s', (_name, chunks, expected) => {
    expect(parse(chunks)).toEqual(expected);
  });

  it('holds back a line until it has ended', () => {
    const parser = new NdjsonParser();
    expect(parser.push('{"a"')).toEqual([]);
    expect(parser.push(':1}')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'line', data: '{"a":1}', value: { a: 1 } }]);
    expect(parser.end()).toEqual([]);
  });
});
