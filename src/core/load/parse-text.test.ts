import { describe, expect, it } from 'vitest';
import { DescriptionError } from './description-error.js';
import { codeFrame, jsonErrorOffset, lineColumn, looksLikeJson, parseText } from './parse-text.js';

describe('parseText', () => {
  it('tells JSON from YAML by content, not by file name', () => {
    expect(looksLikeJson('  \n{"a":1}')).toBe(true);
    expect(looksLikeJson('\ufeff[1]')).toBe(true);
    expect(looksLikeJson('openapi: 3.0.0')).toBe(false);
    expect(parseText('openapi: 3.0.0\ninfo: {title: x}', 'spec.json')).toEqual({ openapi: '3.0.0', info: { title: 'x' } });
    expect(parseText('{"openapi":"3.1.0"}', 'spec.yaml')).toEqual({ openapi: '3.1.0' });
  });

  it.each([
    ['a trailing comma', '{\n  "a": 1,\n}', 3, 1],
    ['a missing colon', '{\n  "a" 1\n}', 2, 7],
    ['an unterminated document', '{\n  "a": [1, 2', 2, 13],
  ])('reports the line and column of a JSON syntax error (%s)', (_name, text, line, column) => {
    let err: unknown;
    try {
      parseText(text, 'http://x/spec.json');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DescriptionError);
    expect((err as DescriptionError).kind).toBe('syntax');
    expect((err as Error).message).toContain(`JSON syntax error in http://x/spec.json at line ${line}, column ${column}`);
  });

  it('reports the line and column of a YAML syntax error', () => {
    const text = 'openapi: 3.0.0\ninfo:\n  title: x\n   bad: [\n';
    expect(() => parseText(text, 'spec.yaml')).toThrow(/YAML syntax error in spec\.yaml at line 4, column \d+/);
  });

  /** The message parseText throws for `text`. */
  function messageOf(text: string, source = 'spec.yaml'): string {
    try {
      parseText(text, source);
    } catch (e) {
      expect(e).toBeInstanceOf(DescriptionError);
      return (e as Error).message;
    }
    throw new Error('parsed without an error');
  }

  // A large description: 20,000 path items (80,005 lines), the error written at `line`.
  const big = (line: number, bad: string): string => {
    const lines = ['openapi: 3.0.0', 'info:', '  title: x', '  version: 1', 'paths:'];
    for (let i = 0; i < 20_000; i++) lines.push(`  /p${i}:`, '    get:', '      responses:', "        '200': { description: ok }");
    lines[line - 1] = bad;
    return lines.join('\n');
  };

  it.each([
    ['bad indentation', 'openapi: 3.0.0\ninfo:\n  title: x\n   version: 1\n', 4, 11, 'bad indentation of a mapping entry', '4 |    version: 1\n  |           ^'],
    ['an unclosed quote', 'openapi: 3.0.0\ninfo: "x\n', 3, 1, 'deficient indentation', '3 | \n  | ^'],
    ['an unclosed flow mapping', 'openapi: 3.0.0\ninfo: { title: x\npaths: {}\n', 3, 1, 'deficient indentation', '3 | paths: {}\n  | ^'],
    ['a tab in the indentation', 'openapi: 3.0.0\ninfo:\n\ttitle: x\n', 3, 1, 'tab characters must not be used in indentation', '3 | \ttitle: x\n  | ^'],
    ['a duplicated key', 'openapi: 3.0.0\nopenapi: 3.1.0\n', 2, 1, 'duplicated mapping key', '2 | openapi: 3.1.0\n  | ^'],
    ['Windows line ends', 'openapi: 3.0.0\r\ninfo:\r\n  title: x\r\n   version: 1\r\n', 4, 11, 'bad indentation of a mapping entry', '4 |    version: 1\n  |           ^'],
    ['an error in the middle of a large file', big(40_004, '      bad: x: y'), 40_004, 13, 'bad indentation of a mapping entry', '40004 |       bad: x: y\n      |             ^'],
    ['a tab in the middle of a large file', big(60_001, '\t/q:'), 60_001, 1, 'tab characters must not be used in indentation', '60001 | \t/q:\n      | ^'],
  ])('reports a YAML syntax error (%s) at its line and column, with the line and a caret under the column', (_name, text, line, column, reason, frame) => {
    expect(messageOf(text)).toBe(`YAML syntax error in spec.yaml at line ${line}, column ${column}: ${reason}\n\n${frame}`);
  });

  it.each([
    ['an empty file', ''],
    ['white space only', '  \n\t\n\r\n'],
    ['comments only', '# openapi: 3.0.0\n  # nothing here\n'],
    ['document markers and comments', '---\n# later\n...\n'],
  ])('says that %s is empty', (_name, text) => {
    let err: unknown;
    try {
      parseText(text, 'spec.yaml');
    } catch (e) {
      err = e;
    }
    expect((err as DescriptionError).kind).toBe('empty');
    expect((err as Error).message).toBe('spec.yaml is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)');
  });

  it('shows the offending line of a JSON syntax error too, cut around the column when it is long', () => {
    expect(messageOf('{\n  "a": 1,\n}', 'spec.json')).toBe('JSON syntax error in spec.json at line 3, column 1: Expected double-quoted property name\n\n3 | }\n  | ^');
    const long = `{"a": [${'1, '.repeat(200)}1 2]}`;
    const message = messageOf(long, 'spec.json');
    // The column of the `2`, the line cut to the 100 characters around it (here its last 100).
    expect(message).toMatch(/^JSON syntax error in spec\.json at line 1, column 610: Expected ',' or ']' after array element\n\n/);
    const [line, caret] = message.split('\n\n')[1]!.split('\n');
    expect(line).toBe(`1 | …${long.slice(-100)}`);
    expect(caret!.indexOf('^')).toBe(line!.lastIndexOf('2'));
  });

  it.each([
    ['an unexpected token', '{"a": [1, x]}', 10],
    ['a bare word', '{\n  "a": yes\n}', 9],
    ['a single-quoted key', "{'a': 1}", 1],
    ['a second value', '{"a": 1} {"b": 2}', 9],
    ['a control character in a string', '{"a": "x\ty"}', 8],
    ['a bad escape', '["\\q"]', 3],
    ['a short unicode escape', '["\\u12x4"]', 6],
    ['a leading zero', '[01]', 2],
    ['a lone minus', '[-]', 2],
    ['an exponent without digits', '[1e]', 3],
    ['a missing colon', '{"a" 1}', 5],
    ['the end too early', '{"a": [1, 2', 11],
    ['valid JSON', '{"a": [1, -2.5e+3, true, null, "\\u00e9"]}', -1],
  ])('finds where JSON stops being JSON (%s)', (_name, text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  it('reports an unexpected token at its own line and column, though V8 names no position for it', () => {
    const message = messageOf('{\n  "a": [1,\n    x]\n}', 'spec.json');
    expect(message).toMatch(/^JSON syntax error in spec\.json at line 3, column 5: Unexpected token 'x'/);
    expect(message.split('\n\n')[1]).toBe('3 |     x]\n  |     ^');
  });

  it.each([
    ['the first line', 'ab\ncd', 1, 2, '1 | ab\n  |  ^'],
    ['past the end of the line', 'ab\ncd', 2, 3, '2 | cd\n  |   ^'],
    ['a line past the end of the text', 'ab', 2, 1, '2 | \n  | ^'],
    ['tabs kept under the line', '\tx\t y', 1, 5, '1 | \tx\t y\n  | \t \t ^'],
  ])('frames a position (%s)', (_name, text, line, column, frame) => {
    expect(codeFrame(text, line, column)).toBe(frame);
  });

  it('turns offsets into 1-based line and column', () => {
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
