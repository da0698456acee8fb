import { describe, expect, it } from 'vitest';
import type { BodyKind } from './body-kind.js';
import { DISPLAY_LIMIT, LINE_LIMIT, textBodyView, type BodyView, type XmlFormatter } from './text-body-view.js';

/** Stands in for the view's DOMParser: `<bad` is not well-formed; anything else is "formatted" as it is. */
const formatXml: XmlFormatter = (text, maxLines) => (text.includes('<bad') ? undefined : { text: `formatted ${text}`, complete: maxLines >= 1 });

const manyLines = (n: number): string => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');
const bigJson = `[${Array.from({ length: 120_000 }, (_, i) => `{"n":${i}}`).join(',')}]`;

describe('textBodyView', () => {
  it.each<[string, BodyKind, string, boolean, BodyView]>([
    ['JSON becomes a tree', 'json', '{"a":[1,2]}', false, { kind: 'json', json: { value: { a: [1, 2] } }, truncated: false }],
    ['JSON that is not valid is text, with a note', 'json', '{"a":', false, { kind: 'text', text: '{"a":', truncated: false, note: 'Not valid JSON: shown as text.' }],
    ['an untyped body that parses as JSON becomes a tree', 'text', '  [1]', true, { kind: 'json', json: { value: [1] }, truncated: false }],
    ['an untyped body that only starts like JSON is text, without a note', 'text', '{ not json', true, { kind: 'text', text: '{ not json', truncated: false }],
    ['a text/plain body that looks like JSON stays text', 'text', '{"a":1}', false, { kind: 'text', text: '{"a":1}', truncated: false }],
    ['XML is formatted', 'xml', '<a/>', false, { kind: 'xml', text: 'formatted <a/>', truncated: false }],
    ['XML that is not well-formed is text, with a note', 'xml', '<bad', false, { kind: 'text', text: '<bad', truncated: false, note: 'Not well-formed XML: shown as text.' }],
    ['text is text', 'text', 'hello', false, { kind: 'text', text: 'hello', truncated: false }],
    ['text of exactly LINE_LIMIT lines is whole', 'text', manyLines(LINE_LIMIT), false, { kind: 'text', text: manyLines(LINE_LIMIT), truncated: false }],
    ['text over LINE_LIMIT lines is cut', 'text', manyLines(LINE_LIMIT + 1), false, { kind: 'text', text: manyLines(LINE_LIMIT), truncated: true }],
  ])('%s', (_name, kind, body, sniffed, expected) => {
    expect(textBodyView(kind, body, sniffed, formatXml)).toEqual(expected);
  });

  it('shows JSON over DISPLAY_LIMIT as an indented prefix of at most LINE_LIMIT lines, not as a tree', () => {
    expect(bigJson.length).toBeGreaterThan(DISPLAY_LIMIT);
    const view = textBodyView('json', bigJson, false, formatXml);
    expect(view.json).toBeUndefined();
    expect(view.kind).toBe('json');
    expect(view.truncated).toBe(true);
    expect(view.text!.split('\n')).toHaveLength(LINE_LIMIT);
    expect(view.text!.startsWith('[\n  {\n    "n": 0\n  },')).toBe(true);
  });

  it('shows text over DISPLAY_LIMIT as a prefix, marked truncated even within the line limit', () => {
    const body = 'x'.repeat(DISPLAY_LIMIT + 10);
    expect(textBodyView('text', body, false, formatXml)).toEqual({ kind: 'text', text: 'x'.repeat(DISPLAY_LIMIT), truncated: true });
  });

  it('does not format XML over DISPLAY_LIMIT: a text prefix', () => {
    const body = `<a>${'x'.repeat(DISPLAY_LIMIT)}</a>`;
    const view = textBodyView('xml', body, false, formatXml);
    expect(view).toEqual({ kind: 'text', text: body.slice(0, DISPLAY_LIMIT), truncated: true });
  });

  it('keeps an untyped large body that starts like JSON as text', () => {
    const view = textBodyView('text', bigJson, true, formatXml);
    expect(view.kind).toBe('text');
    expect(view.truncated).toBe(true);
  });
});
