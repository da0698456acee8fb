import { afterEach, describe, expect, it } from 'vitest';
import { catalogue as de } from '../../core/i18n/locales/de.js';
import { catalogue as ja } from '../../core/i18n/locales/ja.js';
import { createTranslator, english } from '../../core/i18n/translator.js';
import { jsonSyntaxError } from '../../core/request/encode-body.js';
import { requestProblemText, type RequestProblem } from '../../core/request/request-problem.js';
import { unsendableText, type UnsendableIssue } from '../../core/request/http-name.js';
import { sendableHeaders } from '../../core/request/sendable-headers.js';
import { useTranslator } from '../shared/msg.js';
import { requestProblemMessage, unsendableMessage } from './request-problem-text.js';

/** The JSON texts whose syntax problems the console words: one of each kind the scanner finds. */
const BAD_JSON = ['[1,]', "['a']", '[', '{', '{"a":1,', '{"a"\n', '{"a":1 2', '[1\t2', '1 x', '"ab', '-\n', '1.', '1e\t', '"a\u0001"', '"\\q"', '00', '\uFEFF{}'];

const PROBLEMS: RequestProblem[] = [
  { kind: 'http-name', issue: { kind: 'header', name: 'x bad' } },
  { kind: 'http-name', issue: { kind: 'cookie', name: 'a\tb' } },
  { kind: 'required', name: 'id' },
  { kind: 'not-json', name: 'q', detail: 'Unexpected end of JSON input' },
  { kind: 'body-required' },
  { kind: 'choose-file' },
  { kind: 'enter-body' },
  { kind: 'fields-not-object', detail: 'oops' },
  { kind: 'missing-fields', names: ['id', 'photo'] },
  { kind: 'not-text-or-file', mediaType: 'text/plain' },
  { kind: 'form-needs-fields' },
  { kind: 'multipart-needs-fields' },
  ...BAD_JSON.map((text): RequestProblem => ({ kind: 'json-syntax', line: 12345, column: 2, syntax: jsonSyntaxError(text)!.problem })),
];

const ISSUES: UnsendableIssue[] = [
  ...sendableHeaders([
    ['x bad', 'v'],
    ['X-A', 'a\nb'],
    ['X-B', '日本'],
    ['Cookie', 'x bad=1; c=a\u0000; d=€'],
  ]).issues,
  { kind: 'name', issue: { kind: 'header', name: 'x y' }, scheme: 'key' },
];

afterEach(() => useTranslator(english));

describe('the console’s words for what keeps a request from being sent', () => {
  it.each(PROBLEMS.map((p) => [requestProblemText(p), p] as const))('are the core’s English in English: %s', (text, problem) => {
    expect(requestProblemMessage(problem)).toBe(text);
  });

  it.each(ISSUES.map((u) => [unsendableText(u), u] as const))('are the core’s English in English: %s', (text, issue) => {
    expect(unsendableMessage(issue)).toBe(text);
  });

  it('has all six unsendable kinds in the table', () => {
    expect(ISSUES.map((u) => (u.kind === 'value' ? `${u.in}-${u.issue}` : u.issue.kind))).toEqual([
      'header',
      'header-line-break',
      'header-not-latin1',
      'cookie',
      'cookie-line-break',
      'cookie-not-latin1',
      'header',
    ]);
  });

  it.each([
    ['de', de],
    ['ja', ja],
  ] as const)('have no English left in %s', (locale, catalogue) => {
    useTranslator(createTranslator(locale, catalogue));
    for (const p of PROBLEMS) expect(requestProblemMessage(p)).not.toBe(requestProblemText(p));
    for (const u of ISSUES) expect(unsendableMessage(u)).not.toBe(unsendableText(u));
    expect(requestProblemMessage({ kind: 'json-syntax', line: 1, column: 4, syntax: jsonSyntaxError('[1,]')!.problem })).toBe(
      locale === 'de' ? "Zeile 1, Spalte 4: erwartet: ein Wert; gefunden: ']'" : "1 行 4 列：値 が必要ですが、']' があります",
    );
  });
});
