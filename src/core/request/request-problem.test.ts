import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './encode-body.js';
import { jsonSyntaxText, requestProblemText, type JsonSyntaxProblem, type RequestProblem } from './request-problem.js';

describe('requestProblemText', () => {
  it.each<[RequestProblem, string]>([
    [{ kind: 'http-name', issue: { kind: 'header', name: 'x bad' } }, '`x bad` is not a valid HTTP header name and cannot be sent'],
    [{ kind: 'http-name', issue: { kind: 'cookie', name: 'a;b' } }, '`a;b` is not a valid cookie name and cannot be sent'],
    [{ kind: 'required', name: 'id' }, 'id is required'],
    [{ kind: 'not-json', name: 'q', detail: 'Unexpected end of JSON input' }, 'q: not valid JSON (Unexpected end of JSON input)'],
    [{ kind: 'body-required' }, 'The request body is required.'],
    [{ kind: 'choose-file' }, 'Choose a file to upload.'],
    [{ kind: 'enter-body' }, 'Enter the request body.'],
    [{ kind: 'fields-not-object', detail: 'oops' }, 'The fields must be a JSON object (oops).'],
    [{ kind: 'missing-fields', names: ['id', 'photo'] }, 'Required: id, photo.'],
    [{ kind: 'not-text-or-file', mediaType: 'text/plain' }, 'A text/plain body must be text or a file.'],
    [{ kind: 'form-needs-fields' }, 'A form body needs named fields.'],
    [{ kind: 'multipart-needs-fields' }, 'A multipart body needs named fields.'],
    [{ kind: 'json-syntax', line: 2, column: 3, syntax: { kind: 'leading-zero' } }, 'line 2, column 3: a number cannot have a leading zero'],
  ])('words %j', (problem, english) => {
    expect(requestProblemText(problem)).toBe(english);
  });
});

describe('jsonSyntaxError as data', () => {
  it.each<[string, JsonSyntaxProblem, string]>([
    ['[1,]', { kind: 'expected', wanted: { kind: 'value' }, found: { kind: 'text', text: "']'" } }, "expected a value, found ']'"],
    ["['a']", { kind: 'expected', wanted: { kind: 'value' }, found: { kind: 'text', text: "'''" }, singleQuote: true }, "expected a value, found ''' (JSON strings use double quotes)"],
    ['[', { kind: 'expected', wanted: { kind: 'value-or-close', p: "']'" }, found: { kind: 'end' } }, "expected a value or ']', found the end of the text"],
    ['{', { kind: 'expected', wanted: { kind: 'key-or-close', p: "'}'" }, found: { kind: 'end' } }, "expected a property name in double quotes or '}', found the end of the text"],
    ['{"a":1,', { kind: 'expected', wanted: { kind: 'key' }, found: { kind: 'end' } }, 'expected a property name in double quotes, found the end of the text'],
    ['{"a"\n', { kind: 'expected', wanted: { kind: 'colon', p: "':'" }, found: { kind: 'end' } }, "expected ':' after the property name, found the end of the text"],
    [
      '{"a":1 2',
      { kind: 'expected', wanted: { kind: 'comma-after-value', p: "','", q: "'}'" }, found: { kind: 'text', text: "'2'" } },
      "expected ',' or '}' after the property value, found '2'",
    ],
    ['[1\t2', { kind: 'expected', wanted: { kind: 'comma-after-item', p: "','", q: "']'" }, found: { kind: 'text', text: "'2'" } }, "expected ',' or ']' after the array item, found '2'"],
    ['1 x', { kind: 'expected', wanted: { kind: 'end' }, found: { kind: 'text', text: "'x'" } }, "expected the end of the text after the JSON value, found 'x'"],
    ['"ab', { kind: 'expected', wanted: { kind: 'close-string', p: `'"'` }, found: { kind: 'end' } }, `expected '"' to close the string, found the end of the text`],
    ['-\n', { kind: 'expected', wanted: { kind: 'digit-after', p: "'-'" }, found: { kind: 'line-break' } }, "expected a digit after '-', found a line break"],
    ['1e\t', { kind: 'expected', wanted: { kind: 'digit-exponent' }, found: { kind: 'tab' } }, 'expected a digit in the exponent, found a tab'],
    ['"a\u0001"', { kind: 'control-in-string', found: { kind: 'text', text: 'U+0001' } }, 'a string cannot contain U+0001; escape it (\\n, \\t, \\u0000)'],
    ['"\\q"', { kind: 'bad-escape', found: { kind: 'text', text: "'\\q'" } }, "invalid escape '\\q' in a string"],
    ['00', { kind: 'leading-zero' }, 'a number cannot have a leading zero'],
  ])('%j', (text, problem, english) => {
    const found = jsonSyntaxError(text);
    expect(found?.problem).toEqual(problem);
    expect(found?.message).toBe(english);
    expect(jsonSyntaxText(problem)).toBe(english);
  });
});
