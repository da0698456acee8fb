import { describe, expect, it } from 'vitest';
import { DescriptionError } from './description-error.js';
import { lineColumn, looksLikeJson, parseText } from './parse-text.js';

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

  it('turns offsets into 1-based line and column', () => {
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
